"""The screenshot tour of ``--smoke-test N --screenshot-dir DIR``.

Visits every scene with scripted input through the real event queue (clicks
on the actual buttons, key presses) and saves a PNG of each: title, setup,
the table while dice tumble, in the auction with the human's bidding panel,
in play with the ask controls, an ask animation, the round summary, the game
over screen, the rules, the pause menu, the pass-and-play curtain; then the
table and setup again at the minimum window size (1024x640).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from yenta_desktop.engine.yenta import Phase
from yenta_desktop.ui import driver

log = logging.getLogger(__name__)


class TourError(RuntimeError):
    """A scripted step did not reach the screen it expected."""


class Tour:
    """Drives the app through every scene, saving screenshots into ``folder``."""

    def __init__(self, app: Any, folder: Path) -> None:
        self.app = app
        self.folder = Path(folder)
        self.saved: list[Path] = []

    def shot(self, name: str) -> None:
        """Save the current window as ``name``.png (after one more frame)."""
        driver.frames(self.app, 1)
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{name}.png"
        pygame.image.save(self.app.screen, str(path))
        self.saved.append(path)

    def expect(self, cls_name: str) -> Any:
        """The top scene, which must be of class ``cls_name``."""
        top = self.app.top
        if type(top).__name__ != cls_name:
            raise TourError(f"expected the {cls_name} screen, found {type(top).__name__}")
        return top

    def click(self, object_id: str) -> None:
        """Click the top scene's widget with this object id."""
        widget = driver.find_button(self.app.top, object_id)
        if widget is None:
            raise TourError(f"no widget {object_id} on {type(self.app.top).__name__}")
        driver.click(self.app, widget)

    def run(self) -> list[Path]:
        """The whole tour; returns the files written."""
        app = self.app
        saved_speed, saved_delay = app.options.animation_speed, app.options.ai_delay
        app.options.animation_speed, app.options.ai_delay = "normal", 0.0
        try:
            self._menus_and_one_human_game()
            self._pass_and_play()
            self._small_window()
        finally:
            app.options.animation_speed, app.options.ai_delay = saved_speed, saved_delay
            from yenta_desktop.ui.shell.title import TitleScene

            app.resize((1280, 720))
            app.reset(TitleScene(app))
        return self.saved

    # ------------------------------------------------------------ steps
    def _new_game(
        self, humans: int, count: int, target: int, seed: str, game: str = "yenta"
    ) -> Any:
        self.expect("TitleScene")
        self.click(f"#play_{game}")
        setup = self.expect("SetupScene")
        while setup.count != count:
            self.click("#more_players" if setup.count < count else "#fewer_players")
        for seat in range(count):
            want = "human" if seat < humans else ("hard" if seat == 1 else "medium")
            while setup.kinds[seat] != want:
                self.click(f"#kind_{seat}")
        if "target_score" in setup.values:
            setup.values["target_score"] = target
        setup.seed_text = seed
        setup._rebuild()
        return setup

    def _menus_and_one_human_game(self) -> None:
        app = self.app
        driver.frames(app, 3)
        self.shot("01_title")
        self.click("#rules")
        self.expect("RulesScene")
        self.shot("02_rules")
        driver.press(app, pygame.K_ESCAPE)
        self._new_game(humans=1, count=4, target=60, seed="2024")
        self.shot("03_setup")
        self.click("#start")
        table = self.expect("TableScene")
        driver.frames(app, 28)
        self.shot("04_table_round_start")
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
        driver.press(app, pygame.K_RETURN)
        driver.frames(app, 50)
        self.shot("07_table_ask_animation")
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
                    self._ask(table)
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
                    self._ask(top)
            else:
                driver.frames(app, 1)
        self.expect("GameOverScene")
        app.options.animation_speed = "normal"
        driver.frames(app, 20)
        self.shot("10_game_over")
        self.click("#to_title")
        self.click("#history")
        self.expect("HistoryScene")
        self.shot("10b_past_games")
        driver.press(app, pygame.K_RETURN)  # the game just finished
        self.expect("ReplayScene")
        for _ in range(12):
            driver.press(app, pygame.K_RIGHT)
        self.shot("10c_replay")
        driver.press(app, pygame.K_ESCAPE)
        driver.press(app, pygame.K_ESCAPE)
        self.expect("TitleScene")

    def _ask(self, table: Any) -> None:
        """The human asks, by keyboard, for its highest value from the next player."""
        seat = table.acting_human()
        value = max(x for x in range(1, 7) if table.state.hands[seat][x])
        driver.press(self.app, pygame.K_0 + value)
        if table.selected_target is None:
            driver.press(self.app, pygame.K_TAB)
        driver.press(self.app, pygame.K_RETURN)

    def _pass_and_play(self) -> None:
        app = self.app
        self._new_game(humans=2, count=4, target=100, seed="99")
        self.click("#start")
        table = self.expect("TableScene")
        if not driver.run_until(app, lambda: table.curtain_for is not None, 6000):
            raise TourError("no pass-and-play curtain")
        self.shot("11_pass_and_play_curtain")
        driver.press(app, pygame.K_ESCAPE)
        self.click("#quit_to_title")

    def _small_window(self) -> None:
        app = self.app
        app.resize((1024, 640))
        driver.frames(app, 2)
        self.shot("12_title_1024x640")
        setup = self._new_game(humans=1, count=6, target=100, seed="5")
        self.shot("13_setup_1024x640")
        del setup
        self.click("#start")
        table = self.expect("TableScene")
        if not driver.run_until(app, lambda: table.acting_human() is not None, 6000):
            raise TourError("the human never got to bid at 1024x640")
        self.shot("14_table_auction_6_players_1024x640")
        driver.press(app, pygame.K_ESCAPE)
        self.click("#quit_to_title")
