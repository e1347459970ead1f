"""Dice Poker's part of the screenshot tour (shots 30-39): the setup, the How to play card, a
turn with held dice, the coach, an AI holding dice, the coach's review, the end screen, a solo
end screen beside the optimal expectation, the table in Russian at 1024x640 and the replay."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pygame

from yenta_desktop.ai.dicepoker import Coach
from yenta_desktop.ui import driver
from yenta_desktop.ui.tour import TourError, finish_game, run_parts, wait_human

GAME = "dice-poker"
_COACH = Coach()


def tour(t: Any) -> None:
    """Shots 30-39 (the names docs/screenshots and the README use)."""
    run_parts(t, _one_human_game, _solo_game, _small_window_russian)


def _wait_human(t: Any, table: Any) -> None:
    wait_human(t, table, "Dice Poker", 6000)


def _decide(t: Any, table: Any) -> None:
    """The human's plain policy, by keys: hold the most common value, else write the best row."""
    app = t.app
    state = table.state
    if table.awaiting_roll():
        driver.press(app, pygame.K_SPACE)
        return
    if state.rolls_done < 3:
        value, count = max(Counter(state.dice).items(), key=lambda kv: (kv[1], kv[0]))
        if count < 4:
            for position, die in enumerate(state.dice):
                if (die == value) != (position in table.held):
                    driver.press(app, pygame.K_1 + position)
            driver.press(app, pygame.K_r)
            return
    # The row to write: the coach's best (a fair total on the end screen; the holds above
    # are a beginner's, so the review has something to say).
    best = _COACH.advise_dice(
        state.rules, state.cards[state.turn_seat], state.dice, state.rolls_done
    ).best_row.row
    driver.press(app, pygame.K_DOWN)
    for _ in range(20):
        if table.selected == best:
            break
        driver.press(app, pygame.K_DOWN)
    driver.press(app, pygame.K_RETURN)
    if table.confirm_row is not None:
        driver.press(app, pygame.K_RETURN)


def _finish(t: Any, table: Any) -> None:
    """Play the humans' turns at instant speed until the table is left."""
    finish_game(t, table, lambda: _decide(t, table), "Dice Poker")


def _one_human_game(t: Any) -> None:
    app = t.app
    t.new_game(GAME, humans=1, count=4, seed="31", levels=("easy", "medium", "hard"))
    t.shot("30_dicepoker_setup")
    t.click("#start")
    table = t.expect("TableScene")
    _wait_human(t, table)
    if table.show_howto:
        t.shot("31_dicepoker_how_to_play")
        driver.press(app, pygame.K_h)
    driver.press(app, pygame.K_SPACE)  # the first roll
    _wait_human(t, table)
    state = table.state
    value, _ = max(Counter(state.dice).items(), key=lambda kv: (kv[1], kv[0]))
    for position, die in enumerate(state.dice):
        if die == value:
            driver.press(app, pygame.K_1 + position)
    driver.press(app, pygame.K_DOWN)
    driver.frames(app, 20)  # the held dice slide over
    t.shot("32_dicepoker_turn_held")
    driver.press(app, pygame.K_c)  # the coach: Hard's numbers for every choice
    from yenta_desktop.ai.dicepoker.coach import wait_ready

    wait_ready(table.state.rules)
    driver.frames(app, 3)
    t.shot("33_dicepoker_coach")
    driver.press(app, pygame.K_r)
    _wait_human(t, table)
    # Watch an AI seat hold dice: play on to the next AI turn's hold.
    _decide_until_ai_holds(t, table)
    t.shot("34_dicepoker_ai_holds", still=False)  # mid-turn: the hold is on show
    _finish(t, table)
    review = t.expect("ReviewScene")
    review.wait_loaded()
    driver.frames(app, 2)
    t.shot("35_dicepoker_review")
    driver.press(app, pygame.K_RETURN)
    t.expect("GameOverScene")
    driver.frames(app, 10)
    t.shot("36_dicepoker_game_over")
    t.replay_newest(9, "39_dicepoker_replay")
    app.apply_settings(app.settings.with_preference(GAME, "coach", False))


def _decide_until_ai_holds(t: Any, table: Any) -> None:
    """Play the human's turn, then run until an AI seat's held dice are on show."""
    app = t.app
    from yenta_desktop.ui.widgets import animations as anim

    for _ in range(20000):
        seat = table.state.turn_seat
        ai = seat is not None and not table.session.seats[seat].is_human
        if ai and table.held and table.queue and isinstance(table.queue[0], anim.Hold):
            driver.frames(app, 14)  # the held dice slide into the held lane
            return
        if table.acting_human() is not None:
            _decide(t, table)
        else:
            driver.frames(app, 1)
    raise TourError("no AI seat held dice")


def _solo_game(t: Any) -> None:
    app = t.app
    t.new_game(GAME, humans=1, count=1, seed="32")
    t.click("#start")
    table = t.expect("TableScene")
    _finish(t, table)
    t.expect("GameOverScene")
    driver.frames(app, 10)
    t.shot("37_dicepoker_solo_game_over")
    t.click("#to_title")


def _small_window_russian(t: Any) -> None:
    app = t.app
    app.apply_settings(replace(app.settings, language="ru").with_preference(GAME, "coach", True))
    app.resize((1024, 640))
    driver.frames(app, 2)
    t.new_game(GAME, humans=1, count=6, seed="33", levels=("easy", "medium", "hard"))
    t.click("#start")
    table = t.expect("TableScene")
    _wait_human(t, table)
    table.show_howto = False
    driver.press(app, pygame.K_SPACE)
    _wait_human(t, table)
    for _ in range(3):  # a few turns in, so the card has numbers
        for _ in range(12):
            if table.acting_human() is None:
                break
            _decide(t, table)
        _wait_human(t, table)
    if table.awaiting_roll():
        driver.press(app, pygame.K_SPACE)
        _wait_human(t, table)
    state = table.state
    value, _ = max(Counter(state.dice).items(), key=lambda kv: (kv[1], kv[0]))
    if state.rolls_done < 3:
        for position, die in enumerate(state.dice):
            if (die == value) != (position in table.held):
                driver.press(app, pygame.K_1 + position)
    driver.frames(app, 20)
    t.shot("38_dicepoker_table_1024x640_ru")
    driver.press(app, pygame.K_ESCAPE)
    t.click("#quit_to_title")
    app.resize((1280, 720))
    app.apply_settings(replace(app.settings, language="en").with_preference(GAME, "coach", False))
    driver.frames(app, 2)
