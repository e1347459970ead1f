"""Yahtzee's part of the screenshot tour (shots 70-74): a turn with the coach at a table of two
(its expected totals and the chance to finish first), a Joker (a third Yahtzee of fours with
Fours filled: the lower boxes at Joker values), the coach marking a choice where playing to
win is not the best-average move, six players in Russian at 1024x640 and 150%, a solo end
screen beside what optimal play averages."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from yenta_desktop.ai.yahtzee.coach import Coach, wait_ready
from yenta_desktop.ui import driver
from yenta_desktop.ui.tour import (
    TourError,
    finish_game,
    hold_and_roll,
    instant_speed,
    run_parts,
    wait_human,
)

GAME = "yahtzee"
#: A solo game whose total is near the optimal average (not a lucky 400).
SOLO_SEED = "80"
#: A game of two where the coach's move to win differs from the best-average one.
TO_WIN_SEED = "74"
_COACH = Coach()


def tour(t: Any) -> None:
    """Shots 70-74 (the names docs/screenshots and the README use)."""
    run_parts(t, _coach_and_joker, _plays_to_win, _solo_game, _six_players_russian)


def _wait_human(t: Any, table: Any) -> None:
    wait_human(t, table, "Yahtzee")


def _write(t: Any, table: Any, row: str) -> None:
    """Write ``row`` with the keys (Down to the box, Enter; Enter again to confirm a 0)."""
    app = t.app
    driver.press(app, pygame.K_DOWN)
    for _ in range(20):
        if table.selected == row:
            break
        driver.press(app, pygame.K_DOWN)
    if table.selected != row:
        raise TourError(f"Yahtzee's cursor never reached {row}")
    driver.press(app, pygame.K_RETURN)
    if table.confirm_row is not None:
        driver.press(app, pygame.K_RETURN)


def _decide(t: Any, table: Any) -> None:
    """The coach's best-average move, by keys (a fair total on the end screens)."""
    app = t.app
    state = table.state
    if table.awaiting_roll():
        driver.press(app, pygame.K_SPACE)
        return
    seat = state.turn_seat
    advice = _COACH.advise_dice(
        state.rules, state.cards[seat], state.extras[seat], state.dice, state.rolls_done
    )
    best = advice.best
    keep = getattr(best, "keep", None)
    if keep is None:
        _write(t, table, advice.best_row)
        return
    hold_and_roll(app, table, keep)


def _finish(t: Any, table: Any, differs: str | None = None) -> None:
    """Play the human's turns at instant speed until the table is left; with ``differs``, the
    first choice where playing to win is not the best-average move is saved under that name,
    the coach on."""
    pending = [differs]

    def decide() -> None:
        name = pending[0]
        if name is not None and not table.awaiting_roll():
            advice = _COACH.advise(table.state)
            if advice is not None and advice.differs:
                _show_coach(t, table, name)
                pending[0] = None
        _decide(t, table)

    finish_game(t, table, decide, "Yahtzee", 200000)


def _show_coach(t: Any, table: Any, name: str) -> None:
    """The coach on for one picture (its numbers worked out on the coach runner), then off."""
    app = t.app
    driver.press(app, pygame.K_c)
    for _ in range(3):
        table.coach_runner.wait()
        driver.frames(app, 2)
    t.shot(name)
    driver.press(app, pygame.K_c)


def _roll(t: Any, table: Any, dice: tuple[int, ...]) -> None:
    """The human's first roll of a turn shows ``dice`` (scripted for the pictures)."""
    _wait_human(t, table)
    if not table.awaiting_roll():
        raise TourError("Yahtzee's tour expected a turn's first roll")
    table.apply_chance(dice)
    _wait_human(t, table)


def _coach_and_joker(t: Any) -> None:
    app = t.app
    t.new_game(GAME, humans=1, count=2, seed="70", levels=("hard",))
    t.click("#start")
    table = t.expect("TableScene")
    _wait_human(t, table)
    table.show_howto = False
    wait_ready(table.state.rules)
    _roll(t, table, (5, 5, 2, 5, 3))
    driver.frames(app, 20)
    _show_coach(t, table, "70_yahtzee_coach")
    _write(t, table, "fives")
    # Three Yahtzees of fours: the first in the Yahtzee box, the second (the forced Joker)
    # in Fours, the third a Joker for the lower boxes.
    for row in ("yahtzee", "fours", None):
        _roll(t, table, (4, 4, 4, 4, 4))
        if row is not None:
            _write(t, table, row)
    driver.frames(app, 30)
    t.shot("71_yahtzee_joker")
    _finish(t, table)
    t.expect("GameOverScene")
    driver.frames(app, 10)
    t.click("#to_title")


def _plays_to_win(t: Any) -> None:
    app = t.app
    t.new_game(GAME, humans=1, count=2, seed=TO_WIN_SEED, levels=("hard",))
    t.click("#start")
    table = t.expect("TableScene")
    _wait_human(t, table)
    table.show_howto = False
    name = "74_yahtzee_coach_plays_to_win"
    _finish(t, table, name)
    if not any(path.stem == name for path in t.saved):
        raise TourError("no choice where playing to win differs in Yahtzee's tour game")
    t.expect("GameOverScene")
    driver.frames(app, 10)
    t.click("#to_title")


def _solo_game(t: Any) -> None:
    app = t.app
    t.new_game(GAME, humans=1, count=1, seed=SOLO_SEED)
    t.click("#start")
    table = t.expect("TableScene")
    wait_ready(table.state.rules)
    _finish(t, table)
    t.expect("GameOverScene")
    driver.frames(app, 10)
    t.shot("73_yahtzee_solo_game_over")
    t.click("#to_title")


def _six_players_russian(t: Any) -> None:
    app = t.app
    app.apply_settings(replace(app.settings, language="ru", ui_scale=150))
    app.resize((1024, 640))
    driver.frames(app, 2)
    t.new_game(GAME, humans=1, count=6, seed="72", levels=("easy", "medium", "hard"))
    t.click("#start")
    table = t.expect("TableScene")
    _wait_human(t, table)
    table.show_howto = False
    with instant_speed(app):
        for _ in range(3):  # a few turns in, so the cards have numbers
            for _ in range(12):
                if table.acting_human() is None:
                    break
                _decide(t, table)
            _wait_human(t, table)
    if table.awaiting_roll():
        driver.press(app, pygame.K_SPACE)
        _wait_human(t, table)
    driver.frames(app, 20)
    t.shot("72_yahtzee_6_players_1024x640_ru")
    driver.press(app, pygame.K_ESCAPE)
    t.click("#quit_to_title")
    app.resize((1280, 720))
    app.apply_settings(replace(app.settings, language="en", ui_scale=100))
    driver.frames(app, 2)
