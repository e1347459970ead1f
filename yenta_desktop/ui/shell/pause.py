"""The pause menu (Esc at the table): Resume, How to play, Rules, Settings, Quit to title."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.shell.title import open_settings, optional_scene


class CornerMenu(Scene):
    """The table's corner controls (speed, skip, the game's switches) as a small menu."""

    overlay = True

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table

    def build(self) -> None:
        """One button per control, above the bottom-left corner."""
        width, height = self.app.size
        entries = self.table.corner_choices()
        bh, gap = max(40, fonts.scaled(34)), 8
        font = fonts.font("regular", 17)
        bw = min(width - 40, max(font.size(label)[0] + 40 for _, label, _ in entries))
        y = height - 20 - len(entries) * (bh + gap)
        for object_id, label, callback in entries:
            self.button(
                (20, y, bw, bh),
                label,
                partial(self.choose, callback),
                object_id=object_id,
                class_id="@menu",
            )
            y += bh + gap
        self._set_focus(0)

    def choose(self, callback: Any) -> None:
        """Close the menu, then do what the button says."""
        self.app.pop()
        callback()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc closes."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table a little."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 90))
        surface.blit(shade, (0, 0))


class PauseScene(Scene):
    """A dimmed overlay over the table with a short menu."""

    overlay = True

    def build(self) -> None:
        """The menu column."""
        width, height = self.app.size
        bh, gap = max(50, fonts.scaled(44)), 12
        widest = max(
            fonts.font("bold", 21).size(tr(key))[0]
            for key in (
                "pause.resume",
                "pause.howto",
                "title.rules",
                "title.settings",
                "pause.quit_to_title",
            )
        )
        bw = min(width - 120, max(300, widest + 40))
        x = (width - bw) // 2
        y = height // 2 - 5 * (bh + gap) // 2 + 36
        self.panel_size = (bw + 80, 5 * (bh + gap) + 90)
        settings_ok = optional_scene("yenta_desktop.ui.shell.settings", "SettingsScene") is not None
        entries = [
            ("pause.resume", self.app.pop, True, "#resume", "@primary"),
            ("pause.howto", self.open_howto, True, "#howto", "@menu"),
            ("title.rules", self.open_rules, True, "#rules", "@menu"),
            ("title.settings", lambda: open_settings(self), settings_ok, "#settings", "@menu"),
            ("pause.quit_to_title", self.quit_to_title, True, "#quit_to_title", "@menu"),
        ]
        self.button_column(entries, x, y, bw, bh, gap)
        self._set_focus(0)

    def open_howto(self) -> None:
        """Back to the table with the "How to play" card shown."""
        self.app.pop()
        table = self.app.top
        if table is not None and hasattr(table, "show_howto"):
            table.show_howto = True

    def open_rules(self) -> None:
        """Show the rules of the game at the table over the pause menu."""
        from yenta_desktop.ui.shell.rules import RulesScene

        below = self.app.stack[-2] if len(self.app.stack) > 1 else None
        session = getattr(below, "session", None)
        self.app.push(RulesScene(self.app, getattr(session, "game", None)))

    def quit_to_title(self) -> None:
        """Leave the game (it stays autosaved) and go back to the title."""
        from yenta_desktop.ui.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc resumes."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim whatever is below and title the menu."""
        width, height = surface.get_size()
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        panel = pygame.Rect((0, 0), getattr(self, "panel_size", (380, 400)))
        panel.center = (width // 2, height // 2)
        pygame.draw.rect(surface, colours.PANEL, panel, border_radius=14)
        pygame.draw.rect(surface, colours.PANEL_BORDER, panel, 2, border_radius=14)
        heading = fonts.text(tr("pause.heading"), "bold", 30, colours.GOLD)
        surface.blit(heading, heading.get_rect(center=(width // 2, panel.y + 40)))
