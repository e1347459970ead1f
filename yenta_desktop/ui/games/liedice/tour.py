"""Lie Dice's part of the screenshot tour (shots 40-49): a game with one human to the end (the
bid in front of you, the bid builder, the coach, a reveal, the end screen, the replay), the
pass-and-play curtain, and the bid builder in Russian at the smallest window."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from yenta_desktop.ui import driver
from yenta_desktop.ui.tour import TourError

GAME = "lie-dice"


def tour(t: Any) -> None:
    """Shots 40-49 (the names the README and docs use)."""
    _one_human_game(t)
    _pass_and_play(t)
    _russian_small_window(t)


def _wait_for_human(t: Any, table: Any, limit: int = 6000) -> None:
    app = t.app
    if not driver.run_until(
        app, lambda: table.acting_human() is not None or app.top is not table, limit
    ):
        raise TourError("the human never got a decision")


def _one_human_game(t: Any) -> None:
    app = t.app
    t.new_game(GAME, humans=1, count=4, seed="41", levels=("easy", "medium", "hard"))
    t.click("#start")
    table = t.expect("TableScene")
    # Wait for a bid in front of the human (not the opener's turn).
    for _ in range(40):
        _wait_for_human(t, table)
        if table.state.stage == "decide":
            break
        _plain_move(t, table)
    table.show_howto = False
    driver.frames(app, 2)
    t.shot("40_liedice_bid_in_front")
    driver.press(app, pygame.K_l)  # look
    driver.run_until(app, lambda: table.acting_human() is not None, 600)
    driver.press(app, pygame.K_m)  # the lowest raise, then one step up
    driver.press(app, pygame.K_EQUALS)
    driver.frames(app, 2)
    t.shot("41_liedice_bid_builder")
    driver.press(app, pygame.K_c)  # the coach
    driver.run_until(app, lambda: table.coach_tip() is not None, 300)
    driver.frames(app, 2)
    t.shot("42_liedice_coach")
    driver.press(app, pygame.K_c)
    driver.press(app, pygame.K_RETURN)
    # Play on until the human calls "Liar!" and the box opens for everyone.
    for _ in range(60):
        _wait_for_human(t, table)
        if app.top is not table:
            break
        if table.state.stage == "decide":
            driver.press(app, pygame.K_x)
            if not driver.run_until(app, lambda: _revealing(table), 600):
                raise TourError("no reveal after the call")
            t.shot("43_liedice_reveal")
            break
        _plain_move(t, table)
    # The rest at full speed.
    app.options.animation_speed = "instant"
    for _ in range(3000):
        if app.top is not table:
            break
        _wait_for_human(t, table, 20000)
        if app.top is table and table.acting_human() is not None:
            _plain_move(t, table)
    t.expect("GameOverScene")
    app.options.animation_speed = "normal"
    driver.frames(app, 10)
    t.shot("44_liedice_game_over")
    t.replay_newest(9, "45_liedice_replay")


def _revealing(table: Any) -> bool:
    head = table.queue[0] if table.queue else None
    return head is not None and type(head).__name__ == "RevealMotion" and head.progress >= 0.9


def _plain_move(t: Any, table: Any) -> None:
    """A simple human by keys: look, re-roll nothing, bid the lowest raise (call five aces)."""
    app = t.app
    state = table.state
    stage = state.stage
    if stage == "decide":
        if state.bid_rank is not None and state.bid_rank >= 461:
            driver.press(app, pygame.K_x)
        elif state.bid_rank is not None and state.bid_rank > 300:
            driver.press(app, pygame.K_x)
        else:
            driver.press(app, pygame.K_l)
        return
    if stage == "open" and not state.looked:
        driver.press(app, pygame.K_l)
        return
    driver.press(app, pygame.K_m)
    driver.press(app, pygame.K_RETURN)


def _pass_and_play(t: Any) -> None:
    t.new_game(GAME, humans=2, count=3, seed="46", levels=("medium",))
    t.curtain("46_liedice_curtain")


def _russian_small_window(t: Any) -> None:
    app = t.app
    before = app.settings
    app.resize((1024, 640))
    app.apply_settings(replace(before, language="ru"))
    try:
        driver.frames(app, 2)
        t.new_game(GAME, humans=1, count=5, seed="47", levels=("easy", "hard"))
        t.click("#start")
        table = t.expect("TableScene")
        for _ in range(40):
            _wait_for_human(t, table)
            if table.state.stage == "decide":
                break
            _plain_move(t, table)
        table.show_howto = False
        driver.press(app, pygame.K_l)
        driver.run_until(app, lambda: table.acting_human() is not None, 600)
        # By the keyboard: Tab to the kinds, arrows to the first kind that can beat the bid,
        # Space; then Tab to its faces and Space on the first that can.
        driver.press(app, pygame.K_TAB)
        layout = table.card_layout()
        if layout is not None:
            kinds = [chip for chip in layout.chips() if chip.action[0] == "kind"]
            first = next((i for i, chip in enumerate(kinds) if chip.enabled), 0)
            for _ in range(first):
                driver.press(app, pygame.K_RIGHT)
            driver.press(app, pygame.K_SPACE)
        driver.frames(app, 2)
        t.shot("47_liedice_bid_builder_1024x640_ru")
        driver.press(app, pygame.K_v)
        driver.frames(app, 2)
        t.shot("48_liedice_table_1024x640_ru")
        driver.press(app, pygame.K_ESCAPE)
        t.click("#quit_to_title")
    finally:
        app.apply_settings(before)
        app.resize((1280, 720))
        driver.frames(app, 2)
