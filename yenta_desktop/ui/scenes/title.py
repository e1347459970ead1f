"""The title screen: New game, Continue (greyed until a save exists), Past games, Rules, Settings,
Statistics, Quit."""

from __future__ import annotations

import importlib
import logging
import math

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.scenes.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop
from yenta_desktop.ui.widgets.dice import DiceArt

log = logging.getLogger(__name__)


def optional_scene(module: str, name: str) -> type | None:
    """A scene class from a module another issue adds (None while it does not exist)."""
    try:
        return getattr(importlib.import_module(module), name, None)  # type: ignore[no-any-return]
    except ModuleNotFoundError as error:
        if error.name and module.startswith(error.name):
            return None
        raise


def open_settings(scene: Scene) -> None:
    """Push the settings scene (issue 5) if it exists."""
    cls = optional_scene("yenta_desktop.ui.scenes.settings", "SettingsScene")
    if cls is not None:
        scene.app.push(cls(scene.app))


def open_statistics(scene: Scene) -> None:
    """Push the statistics scene (issue 5) if it exists."""
    cls = optional_scene("yenta_desktop.ui.scenes.statistics", "StatisticsScene")
    if cls is not None:
        scene.app.push(cls(scene.app))


class TitleScene(Scene):
    """The first screen."""

    def __init__(self, app: object) -> None:
        super().__init__(app)  # type: ignore[arg-type]
        self.time = 0.0
        self.dice = DiceArt()

    def has_save(self) -> bool:
        """Whether Continue can open an autosaved game."""
        store = self.app.store
        if store is None:
            return False
        try:
            return bool(store.has_save())
        except Exception:  # noqa: BLE001 - a broken store means no Continue
            log.exception("has_save failed")
            return False

    def build(self) -> None:
        """The menu column."""
        width, height = self.app.size
        bw, gap = 320, 10
        bh = 50 if height >= 700 else 44
        x = (width - bw) // 2
        y = min(int(height * 0.40), height - 48 - 7 * bh - 6 * gap)
        settings_ok = (
            optional_scene("yenta_desktop.ui.scenes.settings", "SettingsScene") is not None
        )
        stats_ok = (
            optional_scene("yenta_desktop.ui.scenes.statistics", "StatisticsScene") is not None
        )
        entries = [
            ("title.new_game", self.new_game, True, "#new_game", "@primary"),
            ("title.continue", self.continue_game, self.has_save(), "#continue", "@menu"),
            ("title.history", self.open_history, self.app.store is not None, "#history", "@menu"),
            ("title.rules", self.open_rules, True, "#rules", "@menu"),
            ("title.settings", lambda: open_settings(self), settings_ok, "#settings", "@menu"),
            ("title.statistics", lambda: open_statistics(self), stats_ok, "#statistics", "@menu"),
            ("title.quit", self.app.quit, True, "#quit", "@menu"),
        ]
        self.button_column(entries, x, y, bw, bh, gap)
        notice = getattr(self.app.store, "notice", None) if self.app.store else None
        if notice:
            self.label((40, height - 70, width - 80, 28), str(notice), class_id="@notice")
        if self.focus_order:
            self._set_focus(0)

    def new_game(self) -> None:
        """Open the new-game setup."""
        from yenta_desktop.ui.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app))

    def continue_game(self) -> None:
        """Open the autosaved game at the table."""
        store = self.app.store
        if store is None:
            return
        try:
            session = store.load()
        except Exception:  # noqa: BLE001 - a broken save is reported on the title screen
            log.exception("could not load the save")
            session = None
        if session is None:
            self._rebuild()
            return
        from yenta_desktop.ui.scenes.table import TableScene

        self.app.push(TableScene(self.app, session))

    def open_history(self) -> None:
        """List the finished games (each opens in the Replay screen)."""
        from yenta_desktop.ui.scenes.history import HistoryScene

        self.app.push(HistoryScene(self.app))

    def open_rules(self) -> None:
        """Show the rules."""
        from yenta_desktop.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app))

    def resume(self) -> None:
        """Back on the title: rebuild so Continue reflects the save."""
        self._rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Menu keys; Esc quits from the title."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        """Drift the decorative dice."""
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, logo and decorative dice."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        title = fonts.text(tr("app.title"), "bold", 76, colours.GOLD)
        shadow = fonts.text(tr("app.title"), "bold", 76, (0, 0, 0))
        cy = int(height * 0.17)
        surface.blit(shadow, shadow.get_rect(center=(width // 2 + 3, cy + 4)))
        surface.blit(title, title.get_rect(center=(width // 2, cy)))
        sub = fonts.text(tr("title.tagline"), "italic", 22, colours.TEXT_DIM)
        surface.blit(sub, sub.get_rect(center=(width // 2, cy + 62)))
        for i, value in enumerate((6, 3, 5, 1, 4)):
            angle = 14 * math.sin(self.time * 0.8 + i * 1.3)
            bob = 6 * math.sin(self.time * 1.1 + i)
            side = -1 if i < 3 else 1
            x = width // 2 + side * (300 + (i % 3) * 70)
            y = int(height * 0.52) + (i % 3 - 1) * 120 + bob
            self.dice.blit(surface, value, (x, y), 64, angle=angle)
        hint = fonts.text(tr("title.keys_hint"), "regular", 15, colours.TEXT_DIM)
        surface.blit(hint, hint.get_rect(center=(width // 2, height - 24)))
