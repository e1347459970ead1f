"""Triple Yahtzee's part of the screenshot tour (shots 75-76): the coach (its expected totals
for every (column, box), a choice giving away more than 0.2 points marked), and a card of three
columns per player in Russian at 1024x640."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from yenta_desktop.ai.tripleyahtzee.coach import Coach, wait_ready
from yenta_desktop.ui import driver
from yenta_desktop.ui.tour import TourError, hold_and_roll, instant_speed, run_parts, wait_human

GAME = "triple-yahtzee"
_COACH = Coach()


def tour(t: Any) -> None:
    """Shots 75-76 (the names docs/screenshots and the README use)."""
    run_parts(t, _coach, _russian_card)


def _wait_human(t: Any, table: Any) -> None:
    wait_human(t, table, "Triple Yahtzee", 40000)


def _decide(t: Any, table: Any) -> None:
    """Hard's move (the coach's best), by keys: 1-5 and R to hold, Down and Enter to write."""
    app = t.app
    state = table.state
    if table.awaiting_roll():
        driver.press(app, pygame.K_SPACE)
        return
    seat = state.turn_seat
    advice = _COACH.advise_dice(
        state.rules, state.cards[seat], state.extras[seat], state.dice, state.rolls_done
    )
    keep = getattr(advice.best, "keep", None)
    if keep is not None:
        hold_and_roll(app, table, keep)
        return
    box = advice.best_box
    for _ in range(len(table.legal_boxes()) + 1):
        driver.press(app, pygame.K_DOWN)
        if table.cursor == box:
            break
    if table.cursor != box:
        raise TourError(f"Triple Yahtzee's cursor never reached {box}")
    driver.press(app, pygame.K_RETURN)
    if table.confirm is not None:
        driver.press(app, pygame.K_RETURN)


def _turns(t: Any, table: Any, count: int) -> None:
    """Play ``count`` of the human's turns at instant speed."""
    with instant_speed(t.app):
        for _ in range(count):
            _wait_human(t, table)
            turn = len(table.state.turns)
            for _ in range(12):
                if table.acting_human() is None or len(table.state.turns) != turn:
                    break
                _decide(t, table)
        _wait_human(t, table)


def _russian_card(t: Any) -> None:
    app = t.app
    app.apply_settings(replace(app.settings, language="ru"))
    app.resize((1024, 640))
    driver.frames(app, 2)
    t.new_game(GAME, humans=1, count=3, seed="75", levels=("medium", "hard"))
    t.click("#start")
    table = t.expect("TableScene")
    _wait_human(t, table)
    table.show_howto = False
    wait_ready()
    _turns(t, table, 6)
    if table.awaiting_roll():
        driver.press(app, pygame.K_SPACE)
        _wait_human(t, table)
    driver.frames(app, 20)
    t.shot("75_tripleyahtzee_1024x640_ru")
    driver.press(app, pygame.K_ESCAPE)
    t.click("#quit_to_title")
    app.resize((1280, 720))
    app.apply_settings(replace(app.settings, language="en"))
    driver.frames(app, 2)


def _coach(t: Any) -> None:
    app = t.app
    t.new_game(GAME, humans=1, count=2, seed="76", levels=("hard",))
    t.click("#start")
    table = t.expect("TableScene")
    _wait_human(t, table)
    table.show_howto = False
    wait_ready()
    _turns(t, table, 4)
    if table.awaiting_roll():
        driver.press(app, pygame.K_SPACE)
        _wait_human(t, table)
    driver.press(app, pygame.K_c)  # the coach on
    for _ in range(3):
        table.coach_runner.wait()
        driver.frames(app, 2)
    advice = table.advice
    if advice is not None:
        # Point at the box that loses most, so the warning shows.
        worst = min(advice.boxes, key=lambda box: advice.boxes[box])
        table.select_box(worst)
    driver.frames(app, 20)
    t.shot("76_tripleyahtzee_coach")
    driver.press(app, pygame.K_c)
    driver.press(app, pygame.K_ESCAPE)
    t.click("#quit_to_title")
