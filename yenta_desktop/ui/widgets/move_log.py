"""The move log: sentences, newest at the bottom, scrollable with the wheel or PgUp/PgDn/End.

An entry is a sentence or a function that writes it: tables add functions
(``lambda: tr(key, **values)``), so the whole log follows a language switch.
While the player has scrolled back the log stays where it is and a cue says
that newer moves are below; PgDn or End back at the bottom follows play again.

Drawn by hand from cached line surfaces: pygame_gui's text box re-lays out its
whole text on every append, which cost tens of milliseconds in a long game.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from yenta_desktop.i18n import current_language, tr
from yenta_desktop.ui import colours, fonts

#: A log line: its text, or a function that writes it in the current language.
Entry = str | Callable[[], str]

LINE_SIZE = 15


def wrap(text: str, width: int, size: int = LINE_SIZE, role: str = "regular") -> tuple[str, ...]:
    """Greedy word wrap for hand-drawn text (cached in fonts, cleared when the scale changes)."""
    return tuple(line for line in fonts.wrap_text(text, width, role, size) if line)


class MoveLog:
    """Sentences with a scroll position (0 = following the newest line)."""

    def __init__(self, limit: int = 400) -> None:
        self.entries: list[Entry] = []
        self.limit = limit
        self.scroll = 0
        self.rect = pygame.Rect(0, 0, 300, 200)
        self._wrapped: list[tuple[str, bool]] = []
        self._wrapped_for: tuple[int, int, str, int] = (-1, -1, "", -1)
        self._trimmed = 0

    @staticmethod
    def text_of(entry: Entry) -> str:
        """The sentence of an entry, in the current language."""
        return entry if isinstance(entry, str) else entry()

    @property
    def pinned(self) -> bool:
        """Whether the log follows the newest line."""
        return self.scroll == 0

    def add(self, entry: Entry) -> None:
        """Append an entry; the view follows the newest line unless scrolled back."""
        self.entries.append(entry)
        if len(self.entries) > self.limit:
            del self.entries[: self.limit // 2]
            self._trimmed += 1
        if self.scroll:
            self.scroll += len(wrap(self.text_of(entry), self.rect.w - 30))

    def clear(self) -> None:
        """Forget every entry."""
        self.entries = []
        self.scroll = 0
        self._trimmed += 1

    def _lines(self) -> list[tuple[str, bool]]:
        key = (len(self.entries), self.rect.w, current_language(), self._trimmed)
        if key != self._wrapped_for:
            lines: list[tuple[str, bool]] = []
            for entry in self.entries:
                for i, line in enumerate(wrap(self.text_of(entry), self.rect.w - 30)):
                    lines.append((line, i == 0))
            self._wrapped = lines
            self._wrapped_for = key
        return self._wrapped

    @property
    def line_height(self) -> int:
        """Pixels per line."""
        return fonts.font("regular", LINE_SIZE).get_linesize() + 2

    def visible_count(self) -> int:
        """How many lines fit."""
        return max(1, (self.rect.h - 16) // self.line_height)

    def scroll_by(self, lines: int) -> None:
        """Scroll back (positive) or forward (negative), within the text."""
        most = max(0, len(self._lines()) - self.visible_count())
        self.scroll = max(0, min(most, self.scroll + lines))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the log, and Page Up / Page Down anywhere."""
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll_by(3 * event.y)
                return True
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_PAGEUP:
                self.scroll_by(self.visible_count() - 1)
                return True
            if event.key == pygame.K_PAGEDOWN:
                page = self.visible_count() - 1
                # Within a page of the end, PgDn goes all the way and follows play again.
                self.scroll = 0 if self.scroll <= page else self.scroll - page
                return True
            if event.key == pygame.K_END:
                self.scroll = 0
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Background, the visible lines (older entries dimmer), a scroll thumb."""
        rect = self.rect
        pygame.draw.rect(surface, (11, 19, 15), rect, border_radius=8)
        pygame.draw.rect(surface, (110, 85, 48), rect, 1, border_radius=8)
        lines = self._lines()
        count = self.visible_count()
        end = len(lines) - self.scroll
        start = max(0, end - count)
        y = rect.y + 8
        height = self.line_height
        for index in range(start, end):
            line, first = lines[index]
            newest = index >= len(lines) - 2 and not self.scroll
            colour = colours.TEXT if newest else (206, 212, 204)
            x = rect.x + 10 if first else rect.x + 22
            surface.blit(fonts.text(line, "regular", LINE_SIZE, colour), (x, y))
            y += height
        if self.scroll:
            cue = fonts.fit_text(
                tr("table.log_more_below"), rect.w - 20, "italic", 13, colours.GOLD
            )
            box = cue.get_rect(midbottom=(rect.centerx, rect.bottom - 4)).inflate(12, 4)
            pygame.draw.rect(surface, (11, 19, 15), box, border_radius=6)
            pygame.draw.rect(surface, colours.GOLD, box, 1, border_radius=6)
            surface.blit(cue, cue.get_rect(center=box.center))
        if len(lines) > count:
            track = pygame.Rect(rect.right - 8, rect.y + 6, 4, rect.h - 12)
            pygame.draw.rect(surface, (40, 52, 46), track, border_radius=2)
            thumb_h = max(16, track.h * count // len(lines))
            top = track.y + (track.h - thumb_h) * start // max(1, len(lines) - count)
            pygame.draw.rect(
                surface, colours.PANEL_BORDER, (track.x, top, 4, thumb_h), border_radius=2
            )
