"""Yenta's part of the screenshot tour: a game with one human to the end, the pass-and-play
curtain, and six seats at the minimum window size."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from yenta_desktop.engine.yenta import Phase
from yenta_desktop.ui import driver
from yenta_desktop.ui.tour import TourError


def tour(t: Any) -> None:
    """Shots 03-16 (the names the README and docs use)."""
    _one_human_game(t)
    _pass_and_play(t)
    _small_window(t)
    _large_text(t)


def _new_game(t: Any, humans: int, count: int, target: int, seed: str) -> Any:
    return t.new_game("yenta", humans, count, seed, {"target_score": target})


def _one_human_game(self: Any) -> None:
    app = self.app
    _new_game(self, humans=1, count=4, target=60, seed="2024")
    self.shot("03_setup")
    self.click("#start")
    table = self.expect("TableScene")
    driver.frames(app, 28)
    self.shot("04_table_round_start", still=False)
    if not driver.run_until(app, lambda: table.acting_human() is not None, 4000):
        raise TourError("the human never got to bid")
    if table.show_howto:  # a first game shows the How to play card
        self.shot("04b_table_how_to_play")
        driver.press(app, pygame.K_h)
    driver.press(app, pygame.K_PLUS)
    driver.press(app, pygame.K_PLUS)
    self.shot("05_table_auction")
    driver.press(app, pygame.K_b)
    # Keep bidding modestly, then find the human's first turn of play.
    in_play = False
    for _ in range(200):
        driver.run_until(
            app, lambda: table.acting_human() is not None or app.top is not table, 6000
        )
        if app.top is not table:
            app.top.proceed()  # a round ended before the human asked: next round
            continue
        if table.state.phase == Phase.AUCTION:
            if table.state.must_bid() or table.state.lowest_raise() <= 14:
                driver.press(app, pygame.K_b)
            else:
                driver.press(app, pygame.K_p)
            continue
        in_play = True
        break
    if not in_play:
        raise TourError("the human never got a turn of play")
    seat = table.acting_human()
    value = max(v for v in range(1, 7) if table.state.hands[seat][v])
    driver.press(app, pygame.K_0 + value)
    driver.press(app, pygame.K_TAB)
    self.shot("06_table_play")
    driver.press(app, pygame.K_c)  # the coach: odds on the ask panel and the move to make
    self.shot("06b_table_coach")
    # The same aids in Russian (the deduction aid's marks and the coach's line).
    from dataclasses import replace

    english = app.settings
    app.apply_settings(replace(english, language="ru"))
    app.resize(app.size)  # as the Settings screen does: every scene laid out again
    driver.frames(app, 2)
    self.shot("06c_table_coach_ru")
    app.apply_settings(english)
    app.resize(app.size)
    driver.frames(app, 2)
    driver.press(app, pygame.K_c)
    driver.press(app, pygame.K_RETURN)
    driver.frames(app, 50)
    self.shot("07_table_ask_animation", still=False)
    # Play on at full speed: the human asks for its highest value, passes after hits.
    app.options.animation_speed = "instant"
    for _ in range(5000):
        top = app.top
        if type(top).__name__ == "RoundSummaryScene":
            break
        if table.acting_human() is not None:
            if table.state.phase == Phase.AUCTION:
                driver.press(app, pygame.K_p if not table.state.must_bid() else pygame.K_b)
            elif table.state.hits_this_turn:
                driver.press(app, pygame.K_p)
            else:
                _ask(self, table)
        else:
            driver.frames(app, 1)
    summary = self.expect("RoundSummaryScene")
    self.shot("08_round_summary")
    driver.press(app, pygame.K_ESCAPE)
    driver.press(app, pygame.K_TAB)
    self.expect("RoundSummaryScene")
    # The pause menu over the table.
    summary.proceed()
    driver.frames(app, 2)
    # Shot at the human's turn: while an AI seat is to act, its tag says "Thinking..." or
    # "Turn" by how far its worker got, which a slower machine (or the frozen app) changes.
    driver.run_until(
        app,
        lambda: app.top is not table or (table.acting_human() is not None and not table.animating),
        20000,
    )
    table.coach_runner.wait()  # the hint in the side panel is in, or not asked, on any machine
    driver.frames(app, 2)
    if app.top is table:
        driver.press(app, pygame.K_ESCAPE)
        self.expect("PauseScene")
        self.shot("09_pause")
        driver.press(app, pygame.K_ESCAPE)
    # Finish the game: the human plays the simple policy above.
    for _ in range(200000):
        top = app.top
        name = type(top).__name__
        if name == "GameOverScene":
            break
        if name == "RoundSummaryScene":
            top.proceed()
        elif name == "TableScene" and top.acting_human() is not None:
            state = top.state
            if state.phase == Phase.AUCTION:
                driver.press(app, pygame.K_p if not state.must_bid() else pygame.K_b)
            elif state.hits_this_turn:
                driver.press(app, pygame.K_p)
            else:
                _ask(self, top)
        else:
            driver.frames(app, 1)
    self.expect("GameOverScene")
    app.options.animation_speed = "normal"
    driver.frames(app, 20)
    self.shot("10_game_over")
    self.click("#to_title")
    self.click("#history")
    history = self.expect("HistoryScene")
    history.wait_loaded()
    self.shot("10b_past_games")
    driver.press(app, pygame.K_RETURN)  # the game just finished
    self.expect("ReplayScene")
    for _ in range(12):
        driver.press(app, pygame.K_RIGHT)
    self.shot("10c_replay")
    driver.press(app, pygame.K_ESCAPE)
    driver.press(app, pygame.K_ESCAPE)
    self.expect("TitleScene")


def _ask(self: Any, table: Any) -> None:
    """The human asks, by keyboard, for its highest value from the next player."""
    seat = table.acting_human()
    value = max(x for x in range(1, 7) if table.state.hands[seat][x])
    driver.press(self.app, pygame.K_0 + value)
    if table.selected_target is None:
        driver.press(self.app, pygame.K_TAB)
    driver.press(self.app, pygame.K_RETURN)


def _pass_and_play(self: Any) -> None:
    _new_game(self, humans=2, count=4, target=100, seed="99")
    self.curtain("11_pass_and_play_curtain")


def _small_window(self: Any) -> None:
    app = self.app
    app.resize((1024, 640))
    driver.frames(app, 2)
    setup = _new_game(self, humans=1, count=6, target=100, seed="5")
    self.shot("13_setup_1024x640")
    del setup
    self.click("#start")
    table = self.expect("TableScene")
    if not driver.run_until(app, lambda: table.acting_human() is not None, 6000):
        raise TourError("the human never got to bid at 1024x640")
    self.shot("14_table_auction_6_players_1024x640")
    driver.press(app, pygame.K_ESCAPE)
    self.click("#quit_to_title")
    app.resize((1280, 720))
    driver.frames(app, 2)


def _human_to_act(table: Any) -> bool:
    return table.acting_human() is not None


def _large_text(self: Any) -> None:
    """The table with 125% and 150% text, in English at 1280x720 and Russian at 1024x640."""
    from dataclasses import replace

    app = self.app
    original = app.settings
    for scale, language, size in ((150, "en", (1280, 720)), (150, "ru", (1024, 640))):
        app.resize(size)
        app.apply_settings(replace(original, ui_scale=scale, language=language))
        driver.frames(app, 2)
        _new_game(self, humans=1, count=5, target=100, seed="8")
        self.click("#start")
        table = self.expect("TableScene")
        if not driver.run_until(app, partial(_human_to_act, table), 6000):
            raise TourError("the human never got to bid with large text")
        table.show_howto = False
        self.shot(f"16_table_{scale}_percent_{language}_{size[0]}x{size[1]}")
        driver.press(app, pygame.K_ESCAPE)
        self.click("#quit_to_title")
    app.apply_settings(original)
    app.resize((1280, 720))
    driver.frames(app, 2)
