"""The coach at the table: its numbers are Hard's, it shows Hard's move, and its review of the
game is reachable from the table (V) and before the end screen."""

from __future__ import annotations

import pygame

from yenta_desktop.ai.dicepoker import HardBot, review_game
from yenta_desktop.ai.dicepoker.coach import wait_ready
from yenta_desktop.engine.dicepoker import Roll, Score
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.dicepoker.review import ReviewScene
from yenta_desktop.ui.shell.gameover import GameOverScene

from .play import human_turn_by_keys, play_to_the_end, session, start_table, wait_for_human


def coach_on(app, on: bool = True) -> None:
    app.apply_settings(app.settings.with_preference("dice-poker", "coach", on))


def test_the_coach_is_off_by_default_and_switches_with_c(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=21))
    assert not table.coach_on() and driver.find_button(table, "#review") is None
    assert table.card.coach_w == 0
    driver.press(app, pygame.K_c)
    assert table.coach_on() and table.preference("coach")
    assert driver.find_button(table, "#review") is not None
    driver.frames(app, 2)
    assert table.card.coach_w > 0  # the coach column appears
    driver.click(app, driver.find_button(table, "#coach"))
    assert not table.preference("coach")


def test_the_coach_shows_exactly_what_hard_would_do(make_app):
    app = make_app()
    coach_on(app)
    table = start_table(app, session("HA", seed=22))
    assert wait_ready(table.state.rules)
    hard = HardBot(seed=0)
    checked = 0
    while checked < 8:
        assert wait_for_human(app, table)
        if table.awaiting_roll():
            human_turn_by_keys(app, table)
            continue
        driver.frames(app, 1)
        advice = table.advice
        obs = table.state.observation(0)
        assert advice is not None and advice.best == hard.choose(obs)
        view = table.coach_view()
        assert view.boxes == {(0, r.row): r.expected_total for r in advice.rows}
        held = view.hold
        if isinstance(advice.best, Score):
            assert view.box == (0, advice.best.row) and held == set()
        else:
            assert isinstance(advice.best, Roll) and held == set(advice.best.keep)
        text = " ".join(t for t, _, _ in table.coach_lines())
        assert "Hard would" in text and "expected total" in text
        checked += 1
        human_turn_by_keys(app, table)


def test_the_review_opens_from_the_table_with_v(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=23))
    driver.press(app, pygame.K_v)
    assert app.top is table and "coach" in table.message  # the review is the coach's
    coach_on(app)
    for _ in range(6):  # two of the human's turns
        assert wait_for_human(app, table)
        human_turn_by_keys(app, table)
        while table.state.turn_seat == 0 and table.acting_human() is not None:
            human_turn_by_keys(app, table)
    driver.frames(app, 2)
    driver.press(app, pygame.K_v)
    review = app.top
    assert isinstance(review, ReviewScene)
    review.wait_loaded()
    driver.frames(app, 2)
    expected = review_game(table.state.rules, table.state.turns, 0)
    assert review.reviews[0].total_loss == expected.total_loss
    assert "Ana gave away" in review.summary()[0]
    driver.press(app, pygame.K_DOWN)
    driver.press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_with_the_coach_on_the_review_comes_before_the_end_screen_and_hides_the_table(make_app):
    app = make_app()
    coach_on(app)
    table = start_table(app, session("HAH", seed=24, level="easy"))
    play_to_the_end(app, table, "keys")
    review = app.top
    assert isinstance(review, ReviewScene) and review.seats == [0, 2]
    driver.frames(app, 3)
    # No button of the table shows through the review.
    assert table.root is not None
    stack = list(table.root.elements)
    while stack:
        element = stack.pop()
        stack.extend(getattr(element, "elements", []) or [])
        assert not element.visible, element.object_ids
    review.wait_loaded()
    driver.frames(app, 2)
    lines = review.summary()
    assert "expected points in 15 turns" in lines[0]
    assert "164.91" in lines[-1]
    assert review.lines(800)  # every turn listed
    driver.press(app, pygame.K_TAB)
    assert review.seat == 2 and "Mia" in review.summary()[0]
    driver.press(app, pygame.K_RETURN)  # Continue to the results
    assert isinstance(app.top, GameOverScene)


def test_the_coach_rings_the_held_die_of_a_value_not_another_of_the_same_value():
    from yenta_desktop.ui.kits.dice_table import ring_positions

    dice = (5, 2, 5, 6, 1)
    assert ring_positions(dice, (0,), held={2}) == {2}  # Hard holds "a 5": the 5 already held
    assert ring_positions(dice, (0,), held=set()) == {0}
    assert ring_positions(dice, (0, 2), held={2}) == {0, 2}
    assert ring_positions(dice, (3, 4), held={0}) == {3, 4}


def test_enter_with_no_row_chosen_picks_the_coachs_ringed_row_then_writes_it(make_app):
    app = make_app()
    coach_on(app)
    table = start_table(app, session("HA", seed=22))
    assert wait_ready(table.state.rules)
    for _ in range(40):
        assert wait_for_human(app, table)
        if table.awaiting_roll():
            human_turn_by_keys(app, table)
            continue
        driver.frames(app, 1)
        box = table.coach_view().box
        written = box[1] if box is not None else None
        if written is not None:
            break
        driver.press(app, pygame.K_SPACE)  # roll again as the coach is not writing yet
    assert written is not None and table.selected is None
    turns = len(table.state.turns)
    driver.press(app, pygame.K_RETURN)
    assert table.selected == written and table.message == ""
    driver.press(app, pygame.K_RETURN)
    assert len(table.state.turns) == turns + 1
    assert table.state.turns[-1]["row"] == written
