"""Pinochle's part of the screenshot tour (shots 50-59): a game with one human and an AI partner
(the auction, the pass, the melds, a trick, a deal's summary, the end screen, the replay), the
pass-and-play curtain, and the auction and a trick in Russian at the smallest window."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from yenta_desktop.engine.pinochle import Phase, best_trump_meld
from yenta_desktop.ui import driver
from yenta_desktop.ui.tour import TourError, run_parts

GAME = "pinochle"
SUIT_KEYS = {"S": pygame.K_1, "H": pygame.K_2, "C": pygame.K_3, "D": pygame.K_4}


def tour(t: Any) -> None:
    """Shots 50-59 (the names the README and docs use)."""
    run_parts(t, _one_human_game, _pass_and_play, _russian_small_window)


def _wait(t: Any, table: Any, limit: int = 20000) -> None:
    """Run until the human may act (a pause to read the table is let run)."""
    app = t.app
    if not driver.run_until(
        app, lambda: table.acting_human() is not None or app.top is not table, limit
    ):
        raise TourError("the human never got a decision at the pinochle table")


def _move(t: Any, table: Any, bid_high: bool = False) -> None:
    """One decision by keys: the hint's card or pass, trump of the best meld, pass out the bids."""
    app = t.app
    state = table.state
    if table.summary_waiting():
        driver.press(app, pygame.K_RETURN)
        return
    phase = state.phase
    if phase is Phase.AUCTION:
        if bid_high:
            driver.press(app, pygame.K_2 if state.high_bid is not None else pygame.K_3)
        else:
            driver.press(app, pygame.K_p)
    elif phase is Phase.TRUMP:
        suit, _ = best_trump_meld(state.hands[table.playing_human()])
        driver.press(app, SUIT_KEYS[suit])
    elif phase is Phase.THROW_IN:
        driver.press(app, pygame.K_o)
    else:
        driver.press(app, pygame.K_i)  # the hint marks the cards to pass, or finds the card
        driver.press(app, pygame.K_RETURN)


def _one_human_game(t: Any) -> None:
    app = t.app
    t.new_game(GAME, humans=1, count=4, seed="51", levels=("medium", "easy"))
    t.click("#start")
    table = t.expect("TableScene")
    _wait(t, table)
    table.show_howto = False
    driver.frames(app, 2)
    t.shot("50_pinochle_auction")
    # Bid until the auction is ours, to pass cards with the partner.
    for _ in range(40):
        _wait(t, table)
        if table.passing():
            break
        _move(t, table, bid_high=True)
    else:
        raise TourError("the human never passed cards")
    driver.press(app, pygame.K_i)  # the hint marks four cards
    driver.frames(app, 2)
    t.shot("51_pinochle_pass")
    driver.press(app, pygame.K_RETURN)
    if not driver.run_until(app, lambda: table.pause_head("melds") is not None, 3000):
        raise TourError("no meld board")
    driver.frames(app, 20)
    t.shot("52_pinochle_melds", still=False)
    # A trick with three cards down and the human to play.
    for _ in range(80):
        _wait(t, table)
        if table.state.phase is Phase.PLAY and len(table.trick_cards) == 3:
            break
        _move(t, table)
    seat = table.playing_human()
    if seat is not None:
        legal = table.state.observation(seat).legal_cards()
        hand = table.hand_cards()
        illegal = [i for i, card in enumerate(hand) if card not in legal]
        if illegal:
            table.set_cursor(illegal[0])  # the dimmed card's reason shows over it
    driver.frames(app, 2)
    t.shot("53_pinochle_trick")
    # On to the deal's summary, then the rest at full speed.
    for _ in range(80):
        _wait(t, table)
        if table.summary_waiting():
            break
        _move(t, table)
    driver.frames(app, 2)
    t.shot("54_pinochle_summary")
    app.options.animation_speed = "instant"
    try:
        for _ in range(5000):
            if app.top is not table:
                break
            _wait(t, table)
            if app.top is table:
                _move(t, table)
    finally:
        app.options.animation_speed = "normal"
    t.expect("GameOverScene")
    driver.frames(app, 10)
    t.shot("55_pinochle_game_over")
    t.replay_newest(40, "56_pinochle_replay")


def _pass_and_play(t: Any) -> None:
    t.new_game(GAME, humans=2, count=4, seed="57", levels=("medium", "easy"))
    t.curtain("57_pinochle_curtain")


def _russian_small_window(t: Any) -> None:
    app = t.app
    before = app.settings
    app.resize((1024, 640))
    russian = replace(before, language="ru")
    app.apply_settings(russian.with_preference(GAME, "four_colour_cards", True))
    try:
        driver.frames(app, 2)
        t.new_game(GAME, humans=1, count=4, seed="58", levels=("medium", "easy"))
        t.click("#start")
        table = t.expect("TableScene")
        _wait(t, table)
        table.show_howto = False
        driver.frames(app, 2)
        t.shot("58_pinochle_auction_1024x640_ru")
        for _ in range(80):
            _wait(t, table)
            if table.state.phase is Phase.PLAY and len(table.trick_cards) >= 2:
                break
            if table.pause_head() is not None:
                driver.press(app, pygame.K_RETURN)
                continue
            _move(t, table)
        driver.frames(app, 2)
        t.shot("59_pinochle_trick_1024x640_ru")
        driver.press(app, pygame.K_ESCAPE)
        t.click("#quit_to_title")
    finally:
        app.apply_settings(before)
        app.resize((1280, 720))
        driver.frames(app, 2)
