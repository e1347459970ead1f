"""The screenshot tour of ``--smoke-test N --screenshot-dir DIR``.

Visits every scene with scripted input through the real event queue (clicks
on the actual buttons, key presses) and saves a PNG of each. The shell's
screens come first (the title with the game picker, the rules); then each
game's UI package, through its ``tour(tour)`` function, plays its own table
(setup, its decisions, the end screen, pass-and-play) and saves its shots
with a name prefix of its own; last the shell's lists (past games,
statistics) and the title at the minimum window size (1024x640).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from yenta_desktop.engine.registry import available_games, folder_name
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import game_ui, has_ui

log = logging.getLogger(__name__)


class TourError(RuntimeError):
    """A scripted step did not reach the screen it expected."""


# ------------------------------------------------------------ helpers for the games' tours


def run_parts(t: Any, *parts: Callable[[Any], None]) -> None:
    """A game's tour: its ``parts`` in turn, the settings they change put back after."""
    app = t.app
    saved = app.settings
    try:
        for part in parts:
            part(t)
    finally:
        app.apply_settings(saved)


def wait_human(t: Any, table: Any, what: str, limit: int = 20000) -> None:
    """Run until a human may act at ``table`` (or the table is left); else TourError naming
    ``what`` (the game)."""
    app = t.app
    if not driver.run_until(
        app, lambda: table.acting_human() is not None or app.top is not table, limit
    ):
        raise TourError(f"the human never got to play {what}")


@contextmanager
def instant_speed(app: Any) -> Iterator[None]:
    """Animations at instant speed inside the block (the speed before restored after)."""
    speed = app.options.animation_speed
    app.options.animation_speed = "instant"
    try:
        yield
    finally:
        app.options.animation_speed = speed


def finish_game(
    t: Any, table: Any, decide: Callable[[], None], what: str, limit: int = 100000
) -> None:
    """Play the humans' turns (``decide``: one decision by keys) at instant speed until the
    table is left; TourError naming ``what`` if it never is."""
    app = t.app
    with instant_speed(app):
        for _ in range(limit):
            if app.top is not table:
                return
            if table.acting_human() is not None:
                decide()
            else:
                driver.frames(app, 1)
        raise TourError(f"the {what} game did not end")


def hold_and_roll(app: Any, table: Any, keep: Any) -> None:
    """Hold exactly the dice at positions ``keep`` (keys 1-5), then re-roll the rest (R)."""
    for position in range(5):
        if (position in keep) != (position in table.held):
            driver.press(app, pygame.K_1 + position)
    driver.press(app, pygame.K_r)


class Tour:
    """Drives the app through every scene, saving screenshots into ``folder``."""

    def __init__(self, app: Any, folder: Path) -> None:
        self.app = app
        self.folder = Path(folder)
        self.saved: list[Path] = []
        #: Whether the "game in progress" question has had its screenshot.
        self._asked = False

    def shot(self, name: str, still: bool = True) -> None:
        """Save the current window as ``name``.png (after one more frame).

        ``still``: first let every animation and passing effect finish (a floating "+12"
        fades on its own clock), so the same tour gives the same picture on any machine.
        """
        if still:
            top = self.app.top
            driver.run_until(self.app, lambda: not getattr(top, "animating", False), 600)
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
        if type(self.app.top).__name__ == "QuestionScene" and object_id != "#abandon_and_start":
            # A new game over a saved game of its kind asks first: shown once, then the
            # tour abandons the old game (it goes to Past games, not finished).
            if not self._asked:
                self._asked = True
                self.shot("02c_game_in_progress_question")
            self.click("#abandon_and_start")

    def run(self) -> list[Path]:
        """The whole tour; returns the files written."""
        app = self.app
        saved_speed, saved_delay = app.options.animation_speed, app.options.ai_delay
        saved_grace = app.options.undo_grace
        app.options.animation_speed, app.options.ai_delay = "normal", 0.0
        app.options.undo_grace = 0.0  # the tour's moves need no time to be taken back
        try:
            driver.frames(app, 3)
            self.shot("01_title")
            self.click("#rules")
            self.expect("RulesScene")
            self.shot("02_rules")
            driver.press(app, pygame.K_ESCAPE)
            for game in available_games():
                if has_ui(game) and hasattr(game_ui(game), "tour"):
                    game_ui(game).tour(self)
                    self.expect("TitleScene")
            self.click("#history")
            self.expect("HistoryScene")
            self.shot("20_past_games")
            driver.press(app, pygame.K_ESCAPE)
            self.click("#statistics")
            self.expect("StatisticsScene")
            self.shot("21_statistics")
            # Another game's tab: its own columns (the last game the tour played).
            last = folder_name(list(available_games())[-1])
            self.click(f"#tab_{last}")
            self.shot(f"21b_statistics_{last}")
            driver.press(app, pygame.K_ESCAPE)
            self.settings_and_dice()
            app.resize((1024, 640))
            driver.frames(app, 2)
            self.shot("22_title_1024x640")
        finally:
            app.options.animation_speed, app.options.ai_delay = saved_speed, saved_delay
            app.options.undo_grace = saved_grace
            from yenta_desktop.ui.shell.title import TitleScene

            app.resize((1280, 720))
            app.reset(TitleScene(app))
        return self.saved

    # ------------------------------------------------------------ steps
    def settings_and_dice(self) -> None:
        """Settings, then Game preferences with every previewed choice shown at once: the first
        game with previews (the dice) gets its previewed preferences set to successive choices
        (one seat per dice style) for the shot, never saved; the settings are put back."""
        from yenta_desktop.ui import preferences

        app = self.app
        self.click("#settings")
        self.expect("SettingsScene")
        self.shot("23_settings")
        self.click("#game_preferences")
        scene = self.expect("GameSettingsScene")
        before = app.settings
        shown = [g for g in scene.games if any(p.preview for p in preferences.declared(g))]
        if shown:
            scene.game = shown[0]
            settings = before
            previewed = [p for p in preferences.declared(shown[0]) if p.preview is not None]
            for index, preference in enumerate(previewed):
                choice = preference.choices[index % len(preference.choices)]
                settings = preferences.with_value(settings, shown[0], preference.key, choice)
            app.apply_settings(settings)
            scene.settings = settings
            scene._rebuild()
        self.shot("23b_game_preferences_every_dice_style")
        app.apply_settings(before)
        driver.press(app, pygame.K_ESCAPE)
        driver.press(app, pygame.K_ESCAPE)
        self.expect("TitleScene")

    def curtain(self, name: str) -> None:
        """From a new game's setup with two humans: start, wait for the pass-and-play curtain,
        save it as ``name``, and quit to the title."""
        self.click("#start")
        table = self.expect("TableScene")
        if not driver.run_until(self.app, lambda: table.curtain_for is not None, 6000):
            raise TourError("no pass-and-play curtain")
        self.shot(name)
        driver.press(self.app, pygame.K_ESCAPE)
        self.click("#quit_to_title")

    def replay_newest(self, steps: int, name: str) -> None:
        """From the end screen: the title, Past games, the newest game's replay ``steps``
        steps in (saved as ``name``), and back to the title."""
        app = self.app
        self.click("#to_title")
        self.click("#history")
        history = self.expect("HistoryScene")
        history.wait_loaded()
        driver.press(app, pygame.K_RETURN)  # the game just finished is the first row
        self.expect("ReplayScene")
        for _ in range(steps):
            driver.press(app, pygame.K_RIGHT)
        self.shot(name)
        driver.press(app, pygame.K_ESCAPE)
        driver.press(app, pygame.K_ESCAPE)
        self.expect("TitleScene")

    def new_game(
        self,
        game: str,
        humans: int,
        count: int,
        seed: str,
        rules: dict[str, Any] | None = None,
        levels: tuple[str, ...] = ("medium", "easy"),
    ) -> Any:
        """From the title: open ``game``'s setup and choose seats (humans first), rules, seed.

        The AI seats default to levels without a time budget, so the same tour plays the same
        game on any machine, however busy (the build test compares the frozen app's pictures)."""

        self.expect("TitleScene")
        self.click(f"#play_{folder_name(game)}")
        setup = self.expect("SetupScene")
        while setup.count != count:
            self.click("#more_players" if setup.count < count else "#fewer_players")
        for seat in range(count):
            want = "human" if seat < humans else levels[seat % len(levels)]
            while setup.kinds[seat] != want:
                self.click(f"#kind_{seat}")
        setup.values.update(rules or {})
        setup.seed_text = seed
        setup._rebuild()
        return setup
