"""The coach at the Yahtzee table: off by default; its numbers are the solver's expected final
totals (they average to the optimal game value over the first roll) and Hard's choice; a hold
or a box that gives away more than 0.2 expected points is marked."""

from __future__ import annotations

import pygame

from yenta_desktop.ai.kits.scorecard import dice_set
from yenta_desktop.ai.yahtzee import HardBot
from yenta_desktop.ai.yahtzee.coach import WARN_LOSS, Coach, wait_ready
from yenta_desktop.ai.yahtzee.policy import TABLES
from yenta_desktop.engine.yahtzee import Roll, Rules, Score
from yenta_desktop.engine.yahtzee.spec import spec_for
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.yahtzee.table import WARN

from .play import human_turn_by_keys, session, start_table, wait_for_human


def coach_on(app, on: bool = True) -> None:
    app.apply_settings(app.settings.with_preference("yahtzee", "coach", on))


def test_the_coach_is_off_by_default_and_switches_with_c(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=21))
    assert not table.coach_on() and table.card.coach_w == 0
    driver.press(app, pygame.K_c)
    assert table.coach_on() and table.preference("coach")
    driver.frames(app, 2)
    assert table.card.coach_w > 0  # the coach column appears


def test_the_first_rolls_numbers_average_to_the_optimal_game_value():
    """Each first roll's best expected final total, weighted by its chance, is the solved
    game's value (254.59 with the forced Joker, 248.4 for Yatzy)."""
    coach = Coach()
    dice = dice_set(5)
    for rules in (Rules(), Rules(scorecard="yatzy")):
        card = spec_for(rules).empty_card()
        mean = sum(
            p * coach.advise_dice(rules, card, (), roll, 1).best_total
            for roll, p in zip(dice.rolls, dice.roll_probs, strict=True)
        )
        assert abs(mean - TABLES.table(rules).game_value()) < 1e-3
    assert round(TABLES.table(Rules()).game_value(), 1) == 254.6


def test_the_coach_shows_exactly_what_hard_would_do(make_app):
    # Its expected totals are the expected-score policy's; at this table of two it also
    # shows the move that plays to win, which is table Hard's.
    app = make_app()
    coach_on(app)
    table = start_table(app, session("HA", seed=22))
    assert wait_ready(table.state.rules)
    hard = HardBot(seed=0, mode="average")
    to_win = HardBot(seed=0)
    checked = 0
    while checked < 8:
        assert wait_for_human(app, table)
        if table.awaiting_roll():
            human_turn_by_keys(app, table)
            continue
        driver.frames(app, 1)
        advice = table.advice
        state = table.state
        assert advice is not None and advice.best == hard.choose(state.observation(0))
        assert advice.total_now == state.totals()[0]
        view = table.coach_view()
        assert view.boxes == {(0, row): value for row, value in advice.rows.items()}
        assert set(advice.rows) == set(table.legal())
        assert (
            abs(
                max([*advice.rows.values(), *(h.expected_total for h in advice.holds)])
                - advice.best_total
            )
            < 1e-9
        )
        if isinstance(advice.best, Score):
            assert view.box == (0, advice.best.row) and view.hold == set()
        else:
            assert isinstance(advice.best, Roll) and view.hold == set(advice.best.keep)
        text = " ".join(t for t, _, _ in table.coach_lines())
        assert "Hard would" in text and "expected total" in text
        assert advice.win_best == to_win.choose(state.observation(0))
        assert "chance to finish first" in text
        assert ("Playing to win differs" in text) == advice.differs
        checked += 1
        human_turn_by_keys(app, table)


def test_a_choice_losing_more_than_the_threshold_is_marked(make_app):
    app = make_app()
    coach_on(app)
    table = start_table(app, session("H", seed=23))
    assert wait_ready(table.state.rules)
    assert wait_for_human(app, table)
    table.apply_chance((1, 1, 2, 5, 6))
    assert wait_for_human(app, table)
    driver.frames(app, 1)
    advice = table.advice
    assert advice is not None and not any(c == WARN for _, _, c in table.coach_lines())
    # Writing Chance (14) on the first roll of the game gives away far more than 0.2.
    table.select_row("chance")
    driver.frames(app, 1)
    assert advice.row_loss("chance") > WARN_LOSS
    warned = [t for t, _, c in table.coach_lines() if c == WARN]
    assert warned and "Chance" in warned[0] and "below the best" in warned[0]
    # Holding the 1 and the 6 loses more than the threshold too; the best hold does not.
    table.cursor = None
    for key in (pygame.K_1, pygame.K_5):
        driver.press(app, key)
    driver.frames(app, 1)
    mine = advice.hold_of((1, 6))
    assert mine is not None and mine.loss > WARN_LOSS
    assert any(c == WARN and "Your hold" in t for t, _, c in table.coach_lines())
    for key in (pygame.K_1, pygame.K_5):
        driver.press(app, key)
    for position in advice.holds[0].positions:
        driver.press(app, pygame.K_1 + position)
    driver.frames(app, 1)
    assert not any(c == WARN for _, _, c in table.coach_lines())


def test_the_tables_hard_seats_prefetch_their_table_when_the_worker_builds_them(make_app):
    # The first decision never waits for the table: the worker's Hard bots read it (and the
    # last boxes' chances) in the background as soon as they are built.
    app = make_app()
    table = start_table(app, session("HAA", seed=24, rules=Rules(joker="free")))
    levels = table.ai_levels()
    assert levels == {1: "hard:prefetch=yahtzee-free", 2: "hard:prefetch=yahtzee-free"}
    assert table.worker is not None and table.worker.levels == levels
