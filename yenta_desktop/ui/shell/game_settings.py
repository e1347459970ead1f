"""The game preferences screen: one game's own preferences, as the game declares them.

The first row chooses the game (every registered game that declares preferences,
the table's game first when opened from a table); the rows below are that game's
``PREFERENCES`` (:mod:`yenta_desktop.ui.preferences`), each a button stepping to the
next choice, applied and saved at once as on the Settings screen. Nothing here
names a game: the rows come from the registry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.storage.settings import save_settings
from yenta_desktop.ui import colours, fonts, preferences
from yenta_desktop.ui.shell.settings import SettingsScene, as_settings
from yenta_desktop.ui.shell.title import game_title

GAME_ROW = "game"


def table_game(app: Any) -> str | None:
    """The game of the nearest table on the stack, if any."""
    for scene in reversed(getattr(app, "stack", [])):
        session = getattr(scene, "session", None)
        game = getattr(session, "game", None)
        if isinstance(game, str):
            return game
    return None


def first_capital(text: str) -> str:
    """``text`` with its first letter in capitals (a value shown alone on a button)."""
    return text[:1].upper() + text[1:]


class GameSettingsScene(SettingsScene):
    """The chosen game's preferences; Back (Esc) returns to Settings."""

    heading_key = "settings.game_heading"
    value_share = 0.5

    def __init__(self, app: Any, game: str | None = None) -> None:
        super().__init__(app)
        self.games = preferences.games_with_preferences()
        wanted = game or table_game(app)
        if wanted not in self.games:
            wanted = self.games[0] if self.games else None
        self.game = wanted

    def declared(self) -> tuple[preferences.Preference, ...]:
        """The chosen game's preferences."""
        return preferences.declared(self.game)

    def rows(self) -> tuple[tuple[str, str], ...]:
        """The game row, then one row per preference."""
        return ((GAME_ROW, "open"), *((p.key, "open") for p in self.declared()))

    def layout_count(self) -> int:
        """Laid out for the game with the most preferences: the Game row stays where it is
        whichever game is shown (repeated clicks on it land on it)."""
        return 1 + max((len(preferences.declared(game)) for game in self.games), default=0)

    def label_text(self, name: str) -> str:
        """The row's name: "Game", or the preference's label."""
        if name == GAME_ROW:
            return tr("settings.game")
        preference = preferences.find(self.game, name)
        return preference.label_text() if preference is not None else name

    def row_text(self, name: str) -> str:
        """The game's title, or the preference's value."""
        if name == GAME_ROW:
            return game_title(self.game) if self.game else tr("settings.game_none")
        preference = preferences.find(self.game, name)
        if preference is None:
            return ""
        return first_capital(preference.text(self.value(name)))

    def value(self, key: str) -> Any:
        """The chosen game's preference ``key`` now."""
        return preferences.value(self.settings, self.game, key)

    def row_action(self, name: str) -> Callable[[], None]:
        """The game row steps to the next game; a preference row to its next choice."""
        if name == GAME_ROW:
            return self.next_game
        return lambda: self.step(name)

    def next_game(self) -> None:
        """Show the next game's preferences."""
        if not self.games or self.game is None:
            return
        self.game = self.games[(self.games.index(self.game) + 1) % len(self.games)]
        self._rebuild()

    def step(self, key: str) -> None:
        """Move the preference ``key`` to its next choice, apply it and save it."""
        preference = preferences.find(self.game, key)
        if preference is None or self.game is None:
            return
        self.settings = preferences.with_value(
            as_settings(self.app.settings), self.game, key, preference.next(self.value(key))
        )
        self.app.apply_settings(self.settings)
        self.save_failed = not save_settings(self.settings)
        self._rebuild()

    def resume(self) -> None:
        """Nothing opens over this screen but a question; keep the settings in step."""
        self.settings = as_settings(self.app.settings)
        super(SettingsScene, self).resume()

    def draw_extras(self, surface: pygame.Surface) -> None:
        """The previews of the preferences that have one (each seat's dice) in a strip above
        the keyboard hint, in the rows' order."""
        width, height = surface.get_size()
        shown = [p for p in self.declared() if p.preview is not None]
        if not self.declared():
            note = fonts.fit_text(tr("settings.game_none"), width - 80, "regular", 17, colours.TEXT)
            surface.blit(note, note.get_rect(center=(width // 2, height // 2)))
        if not shown or self.save_failed:
            return
        size = max(22, min(34, fonts.scaled(26)))
        gap = size // 2 + 8
        # Measure first (each preview says its width), then centre the strip.
        scratch = pygame.Surface((1, 1), pygame.SRCALPHA)
        widths = [p.preview(scratch, self.value(p.key), (0, 0), size) for p in shown if p.preview]
        total = sum(widths) + gap * (len(widths) - 1)
        x = max(8, (width - total) // 2)
        middle = height - 118 - size // 2
        for preference, used in zip(shown, widths, strict=True):
            if preference.preview is not None:
                preference.preview(surface, self.value(preference.key), (x, middle), size)
            x += used + gap
