"""The reviews of Yahtzee, Yatzy, Triple Yahtzee and Farkle on screen: a scripted mistake is
named with Hard's choice, every frame is readable (1024x640 and 1280x720, English and Russian,
100% and 150% text), and the review's loss per choice reaches the Statistics screen."""

from __future__ import annotations

from dataclasses import replace
from itertools import product
from typing import Any

import pygame
import pytest

from yenta_desktop.engine import farkle, tripleyahtzee, yahtzee
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import game_ui
from yenta_desktop.ui.shell.review import ReviewScene
from yenta_desktop.ui.shell.statistics import StatisticsScene, row_cells

from .textmap import layout_problems

FARKLE6 = [2, 3, 4, 6, 2, 3]
SEATS = [Seat("Ana", "human", None), Seat("Bob", "human", None)]


def yahtzee_session(rules: Any = None) -> GameSession:
    """Two humans: Ana writes 6-6-6-6-6 as Chance; then every turn writes its first box."""
    state = yahtzee.new_game(2, rules or yahtzee.Rules(), seed=1)
    state.apply_chance([6, 6, 6, 6, 6])
    state.apply(yahtzee.Score("chance"))
    while not state.is_terminal:
        seat = state.turn_seat
        dice = (1, 2, 3, 4, 6)
        state.apply_chance(list(dice))
        state.apply(
            yahtzee.Score(type(state).SPEC.legal_boxes(state.cards[seat], state.rules, dice)[0][1])
        )
    return GameSession(SEATS, state, "yahtzee")


def triple_record() -> Any:
    """Solo, a turn: 6-6-6-6-6 written as Chance in the x1 column."""
    state = tripleyahtzee.new_game(1, tripleyahtzee.Rules(), seed=1)
    state.apply_chance([6, 6, 6, 6, 6])
    state.apply(tripleyahtzee.Score("chance", 0))
    record = tripleyahtzee.make_record(state, [SEATS[0].to_dict()])
    return record


def farkle_record() -> Any:
    """Solo: a straight banked at once (Hard rolls the hot dice on), then nine farkles."""
    state = farkle.new_game(1, seed=1)
    state.apply_chance([3, 5, 1, 2, 4, 6])
    state.apply(farkle.Bank((0, 1, 2, 3, 4, 5)))
    for _ in range(9):
        state.apply_chance(FARKLE6)
    return farkle.make_record(state, [SEATS[0].to_dict()])


def open_review(app, game: str, record: Any) -> ReviewScene:
    review = app.push(game_ui(game).review_scene(app, record))
    driver.frames(app, 1)
    review.wait_loaded()
    driver.frames(app, 2)
    assert isinstance(review, ReviewScene) and not review.failed
    return review


def lines_of(review: ReviewScene) -> list[str]:
    return [text for text, *_ in review.lines(review.list_rect().w)]


CASES = list(product([(1024, 640), (1280, 720)], ["en", "ru"], [100, 150]))


@pytest.mark.parametrize(("size", "language", "scale"), CASES, ids=str)
def test_every_review_is_readable(make_app, size, language, scale):
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    try:
        records = [
            ("yahtzee", yahtzee_session().record()),
            ("yahtzee", yahtzee_session(yahtzee.Rules(scorecard="yatzy")).record()),
            ("triple-yahtzee", triple_record()),
            ("farkle", farkle_record()),
        ]
        for game, record in records:
            review = open_review(app, game, record)
            assert layout_problems(app) == [], game
            driver.press(app, pygame.K_END)
            assert layout_problems(app) == [], f"{game}, scrolled to the end"
            driver.press(app, pygame.K_ESCAPE)
            assert app.top is not review
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))


def test_the_yahtzee_review_names_the_mistake_and_what_hard_would_write(make_app):
    app = make_app(size=(1024, 640))
    review = open_review(app, "yahtzee", yahtzee_session().record())
    assert [p.heading for p in review.pages()] == ["Review: Ana", "Review: Bob"]
    lines = lines_of(review)
    assert lines[0] == "The 3 costliest choices"
    assert lines[1].startswith("Turn 1, roll 1 (6-6-6-6-6): write Chance (\u2212")
    assert lines[2].startswith("Hard would write Yahtzee: expected total")
    assert "Holds (the dice kept before a re-roll) gave away 0.0" in review.page().summary[1]


def test_triple_names_the_column_hard_would_write(make_app):
    app = make_app(size=(1024, 640))
    review = open_review(app, "triple-yahtzee", triple_record())
    lines = lines_of(review)
    assert lines[1].startswith("Turn 1, roll 1 (6-6-6-6-6): write Chance \u00d71 (")
    assert lines[2].startswith("Hard would write Yahtzee \u00d73: expected total")


def test_the_farkle_review_names_the_banked_straight_and_hards_roll(make_app):
    app = make_app(size=(1024, 640))
    review = open_review(app, "farkle", farkle_record())
    lines = lines_of(review)
    assert lines[0] == "The costliest choice"
    assert lines[1].startswith(
        "Turn 1, roll 1 (3-5-1-2-4-6): set aside 1-2-3-4-5-6 (Straight) and bank (\u2212"
    )
    assert lines[2].startswith("Hard would set aside 1-2-3-4-5-6 (Straight) and roll on:")
    assert "expected points" in review.page().summary[0]


def test_a_reviewed_game_shows_its_loss_per_choice_and_yatzy_its_own_row(make_app):
    app = make_app(size=(1024, 640))
    app.apply_settings(replace(app.settings, ui_scale=150, language="ru"))
    try:
        plain, yatzy = yahtzee_session(), yahtzee_session(yahtzee.Rules(scorecard="yatzy"))
        assert app.stats.record_game(plain) and app.stats.record_game(yatzy)
        open_review(app, "yahtzee", plain.record())
        rows = app.stats.table("yahtzee")
        assert [(r.name, r.variant) for r in rows] == [("Ana", ""), ("Bob", "")] + [
            ("Ana", "yatzy"),
            ("Bob", "yatzy"),
        ]
        loss = next(c for c in yahtzee.STAT_COLUMNS if c.key == "loss_per_choice")
        ana = rows[0]
        assert ana.column(loss) == pytest.approx(ana.totals["review_loss"] / 13) and ana.column(
            loss
        )
        assert rows[2].column(loss) is None  # the Yatzy game was not reviewed
        cells = row_cells(rows[2], "yahtzee")
        assert cells[0] == "Ana · Ятзи"
        app.push(StatisticsScene(app, "yahtzee"))
        driver.frames(app, 2)
        assert layout_problems(app) == []
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))
