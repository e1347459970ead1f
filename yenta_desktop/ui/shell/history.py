"""Past games: the finished games of the history, newest first, filtered by game; one opens
in the Replay screen.

The list comes from the history's index (``storage.history``), loaded on a
background thread so the window never waits for a long history; a record is
read only when its game is opened. Each row names the game, the date, the
players, the winners and the game's length. The rows are buttons, so the
keyboard reaches them (Tab/arrows, Enter); PgUp/PgDn turn the page, Esc goes back.
"""

from __future__ import annotations

import logging
import threading
from functools import partial
from typing import Any

import pygame

from yenta_desktop.engine.registry import available_games, folder_name
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene, tab_rects
from yenta_desktop.ui.shell.title import game_title
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

log = logging.getLogger(__name__)

ROW_GAP = 8


def date_text(ended_at: str | None) -> str:
    """ "2026-11-30 21:14" from the history's ISO time (empty when the record has none)."""
    if not ended_at:
        return ""
    return ended_at[:16].replace("T", " ")


def describe_entry(entry: Any, number: int) -> str:
    """One line about a game: number, date, game, players, winners and its length."""
    names = [name or tr("replay.seat", n=i + 1) for i, name in enumerate(entry.players)]
    winners = [names[w] for w in entry.winners if 0 <= w < len(names)]
    if winners and len(names) == 1:
        result = tr("history.solo")  # nobody to beat: not "won by Ana"
    elif winners:
        result = tr("history.won_by", names=", ".join(winners))
    else:
        result = tr("history.unfinished")
    module = available_games().get(entry.game)
    unit = module.LENGTH_UNIT if module is not None else "rounds"
    title = game_title(entry.game) if module is not None else entry.game
    text = tr(
        "history.entry",
        number=number,
        game=title,
        players=", ".join(names),
        result=result,
        length=tr_count(f"gameover.length.{unit}", entry.length),
    )
    assisted = getattr(entry, "assisted", ())
    if "modified" in assisted:
        text += " · " + tr("history.modified")
    if any(kind != "modified" for kind in assisted):
        text += " · " + tr("history.assisted")
    date = date_text(entry.ended_at)
    return f"{date} · {text}" if date else text


class HistoryScene(Scene):
    """A page of past games (all games, or one); choosing one opens its replay."""

    def __init__(self, app: Any, game: str | None = None, history: Any = None) -> None:
        super().__init__(app)
        self.game = game
        #: The index to list: the player's history, or a .jsonl file given to ``replay``.
        self.history = history if history is not None else getattr(app.store, "history", None)
        self.page = 0
        self.entries: list[Any] = []
        self.loaded = False
        self._thread: threading.Thread | None = None
        self._result: list[Any] | None = None
        self.load()

    # ------------------------------------------------------------ loading
    def load(self) -> None:
        """Read the history's index on a background thread (the window keeps drawing)."""
        history = self.history
        if history is None:
            self.loaded = True
            return

        def work() -> None:
            try:
                self._result = history.entries()
            except Exception:  # noqa: BLE001 - an unreadable history is an empty list
                log.exception("could not read the history")
                self._result = []

        self._thread = threading.Thread(target=work, name="history-index", daemon=True)
        self._thread.start()
        # A short history (or a fresh index) is ready at once: no "reading" flash.
        self._thread.join(0.03)
        if self._result is not None:
            self.entries = list(reversed(self._result))
            self._result = None
            self.loaded = True

    def wait_loaded(self, timeout: float = 10.0) -> None:
        """Block until the list is in (tests and the screenshot tour)."""
        if self._thread is not None:
            self._thread.join(timeout)
        self.update(0.0)

    def update(self, dt: float) -> None:
        """Take the loaded list when the thread is done."""
        if not self.loaded and self._result is not None:
            self.entries = list(reversed(self._result))
            self._result = None
            self.loaded = True
            self._rebuild()

    def shown(self) -> list[Any]:
        """The entries of the chosen game (all games: every entry), newest first."""
        if self.game is None:
            return self.entries
        return [e for e in self.entries if e.game == self.game]

    # ------------------------------------------------------------ layout
    def per_page(self) -> int:
        """How many rows fit between the tabs and the bottom buttons."""
        _, height = self.app.size
        row = self.row_height()
        return max(1, (height - self.list_top() - 100) // (row + ROW_GAP))

    def tabs(self) -> list[tuple[str | None, str]]:
        """(game or None for all, label) of the game tabs."""
        tabs: list[tuple[str | None, str]] = [(None, tr("history.all_games"))]
        return tabs + [(game, game_title(game)) for game in available_games()]

    def tab_layout(self) -> list[pygame.Rect]:
        """The game tabs under the heading (in rows when they do not fit in one)."""
        width, _ = self.app.size
        left = max(30, (width - 980) // 2)
        labels = [label for _, label in self.tabs()]
        return tab_rects(labels, left, 96, width - 2 * left, max(34, fonts.scaled(30)))

    def list_top(self) -> int:
        """Top of the first row (under the heading and the game tabs)."""
        return self.tab_layout()[-1].bottom + 8 + 12

    def row_height(self) -> int:
        """Row height, grown with the UI scale so the text never clips."""
        return round(40 * fonts.scale())

    def pages(self) -> int:
        """Number of pages (at least one)."""
        return max(1, -(-len(self.shown()) // self.per_page()))

    def build(self) -> None:
        """Game tabs, the rows of this page, page buttons and Back."""
        width, height = self.app.size
        left = max(30, (width - 980) // 2)
        row_w = width - 2 * left
        tabs = self.tabs()
        for (game, label), rect in zip(tabs, self.tab_layout(), strict=True):
            button = self.button(
                rect,
                label,
                partial(self.choose_game, game),
                object_id=f"#tab_{folder_name(game) if game else 'all'}",
                class_id="@small",
            )
            if game == self.game:
                button.select()
        self.page = max(0, min(self.page, self.pages() - 1))
        per = self.per_page()
        row = self.row_height()
        start = self.page * per
        shown = self.shown()
        for i, entry in enumerate(shown[start : start + per]):
            number = entry.number + 1
            self.button(
                (left, self.list_top() + i * (row + ROW_GAP), row_w, row),
                describe_entry(entry, number),
                partial(self.open, entry, number),
                object_id=f"#game_{start + i}",
                class_id="@row",
            )
        bh = round(50 * min(fonts.scale(), 1.2))
        y = height - bh - 24
        bw = min(220, (row_w - 24) // 3)
        self.button(
            (left, y, bw, bh), tr("common.back"), self.back, object_id="#back", class_id="@menu"
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
            self._set_focus(len(tabs))  # the newest game, or Back when there is none

    def back(self) -> None:
        """Leave the list (quits when it is the only screen, as from ``replay FILE.jsonl``)."""
        if len(self.app.stack) <= 1:
            self.app.quit()
        else:
            self.app.pop()

    def choose_game(self, game: str | None) -> None:
        """Show one game's past games (None: all)."""
        self.game = game
        self.page = 0
        self.focus_index = None
        self._rebuild()

    def turn(self, step: int) -> None:
        """Show the next (older) or previous (newer) page."""
        page = max(0, min(self.pages() - 1, self.page + step))
        if page != self.page:
            self.page = page
            self._set_focus(None)
            self._rebuild()

    def open(self, entry: Any, number: int) -> None:
        """Replay one game (its record is read now, from its place in the history)."""
        from yenta_desktop.ui.shell.replay import ReplayScene

        record = self.history.read(entry) if self.history is not None else None
        if record is None:
            return
        self.app.push(ReplayScene(self.app, record, tr("history.game", number=number)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc back; PgUp/PgDn turn pages."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
                return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Heading, page number, or a note while loading or when there are no games yet."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        heading = fonts.text(tr("history.heading"), "bold", 36, colours.GOLD)
        surface.blit(heading, heading.get_rect(center=(width // 2, 44)))
        if not self.loaded:
            note = tr("history.loading")
        elif not self.shown():
            note = tr("history.empty")
        else:
            note = ""
        if note:
            lines = fonts.wrap_text(note, width - 160, "italic", 19)
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
            surface.blit(page, page.get_rect(center=(width // 2, 78)))
