"""The Statistics screen: a tab per game, one row per player name, and a reset that asks first.

Games with an undo, the coach or hints, and solo games, have rows of their own
(``PlayerStats.kind``) after the plain ones, so a player's own play stays a clean record;
so do a game's variants (``stat_variant``: Yatzy games under Yahtzee).
The table is drawn by hand (``fonts.text``, cached) from ``app.stats.table(game)``:
the columns every game shares (games, wins, win rate, win rate against each AI
level) and the game's own columns from its ``STAT_COLUMNS`` (Yenta: points per
round, bids made and failed, best score).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from yenta_desktop.ai.registry import levels_for
from yenta_desktop.ai.tournament import wins_text
from yenta_desktop.engine.protocol import StatColumn
from yenta_desktop.engine.registry import DEFAULT_GAME, available_games, folder_name
from yenta_desktop.i18n import number, tr, tr_count, tr_default
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell import statistics_charts as charts
from yenta_desktop.ui.shell.base import Scene, tab_rects
from yenta_desktop.ui.shell.title import game_title
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

MAX_ROWS = 12


def percent(rate: float | None) -> str:
    """A rate as a whole percentage, or a dash when there is none."""
    if rate is None:
        return tr("stats.none")
    return tr("stats.percent", value=int(round(rate * 100)))


def columns(game: str) -> list[tuple[str, float]]:
    """(heading, relative width) of ``game``'s table: the shared columns, then its own."""
    shared = [
        (tr("stats.col.player"), 2.2),
        (tr("stats.col.games"), 1.0),
        (tr("stats.col.wins"), 1.0),
        (tr("stats.col.win_rate"), 1.1),
    ]
    shared += [
        (tr_default(f"stats.col.vs_{level}", f"vs {level}"), 1.1) for level in levels_for(game)
    ]
    own = [
        (tr_default(f"{folder_name(game)}.stats.{c.key}", c.label), 1.3) for c in game_columns(game)
    ]
    return shared + own


def game_columns(game: str) -> tuple[StatColumn, ...]:
    """The game's own statistics columns."""
    return tuple(getattr(available_games()[game], "STAT_COLUMNS", ()))


def column_text(column: StatColumn, value: float | None) -> str:
    """A game column's value as text (a dash when undefined)."""
    if value is None:
        return tr("stats.none")
    if column.percent:
        return percent(value)
    return number(value, column.decimals)


def row_cells(row: Any, game: str = DEFAULT_GAME) -> list[str]:
    """The texts of one player's row, in :func:`columns` order.

    A row kept apart says so after the name ("Ana · assisted", "Ana · Yatzy" for a game's
    variant); solo rows have no wins."""
    kind = getattr(row, "kind", "")
    variant = getattr(row, "variant", "")
    marks = [tr_default(f"{folder_name(game)}.stats.variant.{variant}", variant)] if variant else []
    marks += [tr(f"stats.kind.{kind}")] if kind else []
    name = " · ".join([row.name, *marks])
    if getattr(row, "solo", False):
        none = tr("stats.none")
        wins = [none, none, *(none for _ in levels_for(game))]
    else:
        wins = [
            wins_text(row.wins),
            percent(row.win_rate if row.games else None),
            *(percent(row.win_rate_against(level)) for level in levels_for(game)),
        ]
    return [
        name,
        str(row.games),
        *wins,
        *(column_text(c, row.column(c)) for c in game_columns(game)),
    ]


def header_lines(text: str, width: int, size: int = 15) -> list[str] | None:
    """A column heading wrapped to ``width`` in at most three lines, words kept whole; None
    when it cannot be done at ``size`` (a word wider than the column)."""
    font = fonts.font("bold", size)
    lines: list[str] = []
    for word in text.split():
        if font.size(word)[0] > width:
            return None
        if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines if len(lines) <= HEADER_LINES else None


def header_layout(heads: list[str], widths: list[int]) -> tuple[int, list[list[str]]]:
    """One size for every heading (the largest from 15 down to 8 at which each fits its
    column in at most three lines) and each heading's lines at it."""
    for size in range(15, 7, -1):
        wrapped = [header_lines(head, w - 8, size) for head, w in zip(heads, widths, strict=True)]
        if all(lines is not None for lines in wrapped):
            return size, [lines or [] for lines in wrapped]
    # A word wider than its column even then (large text): cut with an ellipsis.
    return 8, [
        list(fonts.wrap_text(head, w - 8, "bold", 8)[:HEADER_LINES])
        for head, w in zip(heads, widths, strict=True)
    ]


#: A column heading wraps to at most this many lines.
HEADER_LINES = 3


def opening_game(app: Any) -> str:
    """The tab Statistics opens on: the game last chosen or played, else the game with the
    most games in the statistics, else the first game (never an empty tab when one is not)."""
    games = available_games()
    last = getattr(app, "last_game", None)
    if last in games:
        return str(last)
    stats = getattr(app, "stats", None)
    if stats is not None:
        played = {game: sum(row.games for row in stats.table(game)) for game in games}
        best = max(played, key=lambda game: played[game], default=None)
        if best is not None and played[best] > 0:
            return best
    return DEFAULT_GAME


class StatisticsScene(Scene):
    """The statistics table with Reset (confirmed) and Back."""

    def __init__(self, app: Any, game: str | None = None) -> None:
        super().__init__(app)
        self.confirming = False
        self.game = game if game in available_games() else opening_game(app)
        #: "table", or one of the charts' views (``statistics_charts.VIEWS``).
        self.view = "table"
        self.chart = charts.ChartState()
        self._built_labels: list[tuple[str, str]] = []

    @property
    def rows(self) -> list[Any]:
        """The players' statistics in this tab's game, most games first."""
        stats = self.app.stats
        return list(stats.table(self.game)) if stats is not None else []

    def choose_game(self, game: str) -> None:
        """Show another game's tab."""
        self.game = game
        self.chart.series_index = 0
        self.focus_index = None
        self._rebuild()

    # ------------------------------------------------------------ charts
    def view_labels(self) -> list[tuple[str, str]]:
        """(view, button text) of the row under the game tabs: the table, each chart, and
        the series shown (the player) when a chart of totals is open and there are several."""
        labels = [("table", tr("stats.view.table"))]
        labels += [(view, tr(f"stats.view.{view}")) for view in charts.VIEWS]
        series = self.chart_series()
        if self.view in ("totals", "trend") and len(series) > 1:
            key = series[self.chart.series_index % len(series)]
            labels.append(("series", charts.series_label(key, self.game)))
        return labels

    def enter(self) -> None:
        """Start reading the history for the charts (on a thread) while the table shows."""
        charts.CACHE.get(getattr(getattr(self.app, "store", None), "history", None))
        super().enter()

    def chart_series(self) -> list[charts.SeriesKey]:
        """The series of this tab's game, once the history is read (else none)."""
        totals = charts.CACHE.get(getattr(getattr(self.app, "store", None), "history", None))
        return list(totals.series(self.game)) if totals is not None else []

    def view_layout(self) -> list[pygame.Rect]:
        """The view buttons' row under the game tabs."""
        width, _ = self.app.size
        labels = [text for _, text in self.view_labels()]
        top = self.tab_layout()[-1].bottom + 8
        return tab_rects(labels, 40, top, width - 80, max(30, fonts.scaled(26)))

    def content_top(self) -> int:
        """Where the table or the chart starts (under the view buttons)."""
        return self.view_layout()[-1].bottom + 16

    def build_views(self) -> None:
        """The view buttons (after Back and Reset in the keyboard's order)."""
        self._built_labels = self.view_labels()
        for (view, text), rect in zip(self._built_labels, self.view_layout(), strict=True):
            button = self.button(
                rect,
                text,
                self.next_series if view == "series" else partial(self.choose_view, view),
                object_id=f"#view_{view}",
                class_id="@small",
            )
            if view == self.view:
                button.select()

    def choose_view(self, view: str) -> None:
        """Show the table or one of the charts."""
        self.view = view
        if view in charts.VIEWS:
            self.chart.view = view
        self._rebuild()

    def next_series(self) -> None:
        """The chart of the next player (or variant, or solo games) of this game."""
        self.chart.series_index += 1
        self._rebuild()

    def update(self, dt: float) -> None:
        """Once the history (or the optimum) the chart waited for is in: lay out and draw."""
        if self.view == "table" or not self.chart.waiting:
            return
        if charts.CACHE.get(getattr(getattr(self.app, "store", None), "history", None)) is None:
            return
        if not charts.ready(self.app, self.game, self.chart):
            return  # the optimum is still being looked up
        self.chart.waiting = False
        if self.view_labels() != self._built_labels:
            self._rebuild()  # the series button comes with the history
        self.app.dirty = True

    def wait_charts(self, timeout: float = 30.0) -> None:
        """Block until the chart's data is read (tests and the screenshot tour)."""
        charts.CACHE.get(getattr(getattr(self.app, "store", None), "history", None))
        charts.CACHE.wait(timeout)
        charts.prefetch(self.app, self.game, self.chart)
        charts.OPTIMAL.wait(timeout)
        self.chart.waiting = True
        self.update(0.0)

    def build(self) -> None:
        """Game tabs; Back and Reset, or the confirmation question with Reset / Cancel."""
        width, height = self.app.size
        y = height - 70
        games = list(available_games())
        rects = self.tab_layout()
        if not self.confirming:
            for game, rect in zip(games, rects, strict=True):
                button = self.button(
                    rect,
                    game_title(game),
                    partial(self.choose_game, game),
                    object_id=f"#tab_{folder_name(game)}",
                    class_id="@small",
                )
                if game == self.game:
                    button.select()
        if self.confirming:
            self.label(
                (40, y - 48, width - 80, 32),
                tr("stats.reset_question"),
                object_id="#reset_question",
            )
            bw = self.bottom_button_width()
            self.button(
                (width // 2 - 10 - bw, y, bw, 48),
                tr("stats.reset_yes"),
                self.reset,
                object_id="#reset_yes",
                class_id="@primary",
            )
            self.button(
                (width // 2 + 10, y, bw, 48), tr("stats.cancel"), self.cancel, object_id="#cancel"
            )
            return
        bw = self.bottom_button_width()
        self.button(
            (width // 2 - 10 - bw, y, bw, 48),
            tr("common.back"),
            self.back,
            object_id="#back",
            class_id="@primary",
        )
        self.button(
            (width // 2 + 10, y, bw, 48),
            tr("stats.reset"),
            self.ask_reset,
            object_id="#reset",
            enabled=bool(self.rows),
        )
        self.build_views()

    def bottom_button_width(self) -> int:
        """Back / Reset (and Reset / Cancel): one width that shows every label whole."""
        width, _ = self.app.size
        font = fonts.font("regular", 20)
        labels = ("common.back", "stats.reset", "stats.reset_yes", "stats.cancel")
        need = max(font.size(tr(key))[0] for key in labels) + 40
        return min(max(240, need), width // 2 - 30)

    def tab_layout(self) -> list[pygame.Rect]:
        """The game tabs under the heading (in rows when they do not fit in one)."""
        width, _ = self.app.size
        labels = [game_title(game) for game in available_games()]
        return tab_rects(labels, 40, 78, width - 80, max(34, fonts.scaled(30)))

    def default_focus(self) -> int:
        """Back, or Cancel while the reset question is open (the safe choice first)."""
        if self.confirming:
            return 1
        return len(available_games())

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
        surface.blit(heading, heading.get_rect(center=(width // 2, 40)))
        rows = self.rows
        notice = getattr(self.app.stats, "notice", None)
        if notice:
            image = fonts.fit_text(str(notice), width - 80, "regular", 16, colours.HIGHLIGHT)
            surface.blit(image, image.get_rect(center=(width // 2, height - 110)))
        if self.view != "table":
            bottom = height - 130 if notice else height - 96
            area = pygame.Rect(40, self.content_top(), width - 80, bottom - self.content_top())
            charts.draw_view(surface, area, self.app, self.game, self.chart)
            return
        if not rows:
            image = fonts.fit_text(tr("stats.empty"), width - 80, "regular", 20, colours.TEXT)
            surface.blit(image, image.get_rect(center=(width // 2, height // 2 - 40)))
            return
        margin = 40
        heads = columns(self.game)
        total = sum(weight for _, weight in heads)
        widths = [int((width - 2 * margin) * weight / total) for _, weight in heads]
        y = self.content_top() + 6
        size, wrapped = header_layout([head for head, _ in heads], widths)
        step = fonts.line_height("bold", size)
        head_h = max(42, max(len(lines) for lines in wrapped) * step + 4)
        fit = max(1, min(MAX_ROWS, (height - 130 - y - head_h - 8) // 34))
        pygame.draw.rect(
            surface,
            colours.PANEL,
            (margin - 10, y - 10, width - 2 * margin + 20, head_h + 8 + 34 * min(len(rows), fit)),
            border_radius=10,
        )
        x = margin
        for lines, cell_w in zip(wrapped, widths, strict=True):
            for line_no, line in enumerate(lines):
                image = fonts.text(line, "bold", size, colours.GOLD)
                surface.blit(image, (x, y - 8 + line_no * step))
            x += cell_w
        y += head_h
        for index, row in enumerate(rows[:fit]):
            if index % 2:
                pygame.draw.rect(
                    surface, colours.BACKGROUND, (margin - 6, y - 4, width - 2 * margin + 12, 32)
                )
            x = margin
            for cell, cell_w in zip(row_cells(row, self.game), widths, strict=True):
                image = fonts.fit_text(cell, cell_w - 8, "regular", 17, colours.TEXT)
                surface.blit(image, (x, y))
                x += cell_w
            y += 34
        if len(rows) > fit:
            more = tr_count("stats.more_players", len(rows) - fit)
            image = fonts.text(more, "italic", 15, colours.TEXT_DIM)
            surface.blit(image, (margin, y + 4))
