"""The Statistics screen: one row per player name, and a reset that asks first.

The table is drawn by hand (``fonts.text``, cached) from ``app.stats.table()``:
games, wins, win rate, win rate against each AI level, points per round, bids
made / failed and the best game score.
"""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.session import AI_LEVELS
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.scenes.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

#: (column key, relative width)
COLUMNS: tuple[tuple[str, float], ...] = (
    ("player", 2.2),
    ("games", 1.0),
    ("wins", 1.0),
    ("win_rate", 1.1),
    ("vs_easy", 1.1),
    ("vs_medium", 1.1),
    ("vs_hard", 1.1),
    ("average", 1.3),
    ("bids", 1.5),
    ("best", 1.1),
)
MAX_ROWS = 12


def percent(rate: float | None) -> str:
    """A rate as a whole percentage, or a dash when there is none."""
    if rate is None:
        return tr("stats.none")
    return tr("stats.percent", value=int(round(rate * 100)))


def row_cells(row: Any) -> list[str]:
    """The texts of one player's row, in :data:`COLUMNS` order."""
    best = tr("stats.none") if row.best_score is None else str(row.best_score)
    return [
        row.name,
        str(row.games),
        str(row.wins),
        percent(row.win_rate if row.games else None),
        *(percent(row.win_rate_against(level)) for level in AI_LEVELS),
        f"{row.average_points:.1f}" if row.rounds else tr("stats.none"),
        tr("stats.bids_value", made=row.bids_made, failed=row.bids_failed),
        best,
    ]


def header_lines(text: str, width: int, size: int = 15) -> list[str]:
    """A column heading split into at most two lines that fit ``width`` (words kept whole)."""
    font = fonts.font("bold", size)
    if font.size(text)[0] <= width or " " not in text:
        return [text]
    words = text.split()
    for cut in range(len(words) - 1, 0, -1):
        first = " ".join(words[:cut])
        if font.size(first)[0] <= width:
            return [first, " ".join(words[cut:])]
    return [words[0], " ".join(words[1:])]


class StatisticsScene(Scene):
    """The statistics table with Reset (confirmed) and Back."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.confirming = False

    @property
    def rows(self) -> list[Any]:
        """The players' statistics, most games first (empty without a stats store)."""
        stats = self.app.stats
        return list(stats.table()) if stats is not None else []

    def build(self) -> None:
        """Back and Reset, or the confirmation question with Reset / Cancel."""
        width, height = self.app.size
        y = height - 70
        if self.confirming:
            self.label(
                (40, y - 48, width - 80, 32),
                tr("stats.reset_question"),
                object_id="#reset_question",
            )
            self.button(
                (width // 2 - 250, y, 240, 48),
                tr("stats.reset_yes"),
                self.reset,
                object_id="#reset_yes",
                class_id="@primary",
            )
            self.button(
                (width // 2 + 10, y, 240, 48), tr("stats.cancel"), self.cancel, object_id="#cancel"
            )
            return
        self.button(
            (width // 2 - 250, y, 240, 48),
            tr("common.back"),
            self.back,
            object_id="#back",
            class_id="@primary",
        )
        self.button(
            (width // 2 + 10, y, 240, 48),
            tr("stats.reset"),
            self.ask_reset,
            object_id="#reset",
            enabled=bool(self.rows),
        )

    def default_focus(self) -> int:
        """Back, or Cancel while the reset question is open (the safe choice first)."""
        return 1 if self.confirming else 0

    def _rebuild(self) -> None:
        # The base keeps the focused index across a rebuild; start on the default otherwise.
        super()._rebuild()
        if self.focus_index is None and self.focus_order:
            self._set_focus(self.default_focus())

    def back(self) -> None:
        """Return to the screen this one was opened from."""
        self.app.pop()

    def ask_reset(self) -> None:
        """Ask before wiping the statistics."""
        self.confirming = True
        self.focus_index = None
        self._rebuild()

    def cancel(self) -> None:
        """Keep the statistics."""
        self.confirming = False
        self.focus_index = None
        self._rebuild()

    def reset(self) -> None:
        """Wipe every statistic (confirmed)."""
        if self.app.stats is not None:
            self.app.stats.reset()
        self.cancel()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc cancels a pending reset, or goes back."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            if self.confirming:
                self.cancel()
            else:
                self.back()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Heading and the table (or a note that it is empty)."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        heading = fonts.text(tr("stats.heading"), "bold", 36, colours.GOLD)
        surface.blit(heading, heading.get_rect(center=(width // 2, 48)))
        rows = self.rows
        notice = getattr(self.app.stats, "notice", None)
        if notice:
            image = fonts.fit_text(str(notice), width - 80, "regular", 16, colours.HIGHLIGHT)
            surface.blit(image, image.get_rect(center=(width // 2, 88)))
        if not rows:
            image = fonts.fit_text(tr("stats.empty"), width - 80, "regular", 20, colours.TEXT)
            surface.blit(image, image.get_rect(center=(width // 2, height // 2 - 40)))
            return
        margin = 40
        total = sum(weight for _, weight in COLUMNS)
        widths = [int((width - 2 * margin) * weight / total) for _, weight in COLUMNS]
        y = 120
        pygame.draw.rect(
            surface,
            colours.PANEL,
            (margin - 10, y - 10, width - 2 * margin + 20, 50 + 34 * min(len(rows), MAX_ROWS)),
            border_radius=10,
        )
        x = margin
        for (key, _), cell_w in zip(COLUMNS, widths, strict=True):
            for line_no, line in enumerate(header_lines(tr(f"stats.col.{key}"), cell_w - 8)):
                image = fonts.fit_text(line, cell_w - 8, "bold", 15, colours.GOLD)
                surface.blit(image, (x, y - 8 + line_no * 19))
            x += cell_w
        y += 42
        for index, row in enumerate(rows[:MAX_ROWS]):
            if index % 2:
                pygame.draw.rect(
                    surface, colours.BACKGROUND, (margin - 6, y - 4, width - 2 * margin + 12, 32)
                )
            x = margin
            for cell, cell_w in zip(row_cells(row), widths, strict=True):
                image = fonts.fit_text(cell, cell_w - 8, "regular", 17, colours.TEXT)
                surface.blit(image, (x, y))
                x += cell_w
            y += 34
        if len(rows) > MAX_ROWS:
            more = tr_count("stats.more_players", len(rows) - MAX_ROWS)
            image = fonts.text(more, "italic", 15, colours.TEXT_DIM)
            surface.blit(image, (margin, y + 4))
