"""Past games: the finished games of the history, newest first; one opens in the Replay screen.

Each row names the players, the winner with the final scores and the number of
rounds (and the date when the record carries one). The rows are buttons, so the
keyboard reaches them (Tab/arrows, Enter); PgUp/PgDn turn the page, Esc goes back.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.scenes.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

log = logging.getLogger(__name__)

ROW_GAP = 8


def history_entries(store: Any) -> list[dict[str, Any]]:
    """The finished games of ``store``'s history, newest first (empty without a store)."""
    if store is None or not hasattr(store, "history_records"):
        return []
    try:
        records = store.history_records()
    except Exception:  # noqa: BLE001 - an unreadable history is an empty list, not a crash
        log.exception("could not read the history")
        return []
    return [r for r in reversed(records) if isinstance(r, dict)]


def describe_record(record: dict[str, Any], number: int) -> str:
    """One line about a game: number, date if known, players, winner and score, rounds."""
    players = record.get("players") if isinstance(record.get("players"), list) else []
    names = [
        str(p.get("name") or tr("replay.seat", n=i + 1)) if isinstance(p, dict) else "?"
        for i, p in enumerate(players)
    ]
    winner = record.get("winner")
    scores = record.get("final_scores")
    rounds = record.get("rounds")
    count = len(rounds) if isinstance(rounds, list) else 0
    if isinstance(winner, int) and 0 <= winner < len(names):
        score = scores[winner] if isinstance(scores, list) and winner < len(scores) else "?"
        result = tr("history.winner", name=names[winner], points=score)
    else:
        result = tr("history.unfinished")
    date = record.get("date") or record.get("finished_at") or record.get("finished")
    text = tr(
        "history.row",
        number=number,
        players=", ".join(names),
        result=result,
        rounds=count,
    )
    return f"{date} · {text}" if isinstance(date, str) and date else text


class HistoryScene(Scene):
    """A page of past games; choosing one opens its replay."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.records = history_entries(app.store)
        self.page = 0

    def per_page(self) -> int:
        """How many rows fit between the heading and the bottom buttons."""
        _, height = self.app.size
        row = self.row_height()
        return max(1, (height - 110 - 100) // (row + ROW_GAP))

    def row_height(self) -> int:
        """Row height, grown with the UI scale so the text never clips."""
        return round(40 * fonts.scale())

    def pages(self) -> int:
        """Number of pages (at least one)."""
        return max(1, -(-len(self.records) // self.per_page()))

    def build(self) -> None:
        """The rows of this page, page buttons and Back."""
        width, height = self.app.size
        self.page = max(0, min(self.page, self.pages() - 1))
        per = self.per_page()
        row = self.row_height()
        left = max(30, (width - 980) // 2)
        row_w = width - 2 * left
        start = self.page * per
        total = len(self.records)
        for i, record in enumerate(self.records[start : start + per]):
            number = total - (start + i)
            self.button(
                (left, 110 + i * (row + ROW_GAP), row_w, row),
                describe_record(record, number),
                lambda r=record, n=number: self.open(r, n),
                object_id=f"#game_{start + i}",
                class_id="@row",
            )
        bh = round(50 * min(fonts.scale(), 1.2))
        y = height - bh - 24
        bw = min(220, (row_w - 24) // 3)
        self.button(
            (left, y, bw, bh), tr("common.back"), self.app.pop, object_id="#back", class_id="@menu"
        )
        if self.pages() > 1:
            self.button(
                (left + row_w - 2 * bw - 12, y, bw, bh),
                tr("history.newer"),
                lambda: self.turn(-1),
                object_id="#newer",
                enabled=self.page > 0,
            )
            self.button(
                (left + row_w - bw, y, bw, bh),
                tr("history.older"),
                lambda: self.turn(1),
                object_id="#older",
                enabled=self.page < self.pages() - 1,
            )
        if self.focus_index is None:
            self._set_focus(0)

    def turn(self, step: int) -> None:
        """Show the next (older) or previous (newer) page."""
        page = max(0, min(self.pages() - 1, self.page + step))
        if page != self.page:
            self.page = page
            self._set_focus(None)
            self._rebuild()

    def open(self, record: dict[str, Any], number: int) -> None:
        """Replay one game."""
        from yenta_desktop.ui.scenes.replay import ReplayScene

        self.app.push(ReplayScene(self.app, record, tr("history.game", number=number)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc back; PgUp/PgDn turn pages."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
                return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Heading, page number, or a note when there are no games yet."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        heading = fonts.text(tr("history.heading"), "bold", 36, colours.GOLD)
        surface.blit(heading, heading.get_rect(center=(width // 2, 50)))
        if not self.records:
            lines = fonts.wrap_text(tr("history.empty"), width - 160, "italic", 19)
            fonts.blit_lines(
                surface,
                lines,
                (width // 2, height // 2 - 40),
                "italic",
                19,
                colours.TEXT_DIM,
                align="center",
            )
        elif self.pages() > 1:
            page = fonts.text(
                tr("history.page", page=self.page + 1, pages=self.pages()),
                "regular",
                16,
                colours.TEXT_DIM,
            )
            surface.blit(page, page.get_rect(center=(width // 2, 86)))
