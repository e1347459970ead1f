"""Farkle's board beside the tray: the score board, the turn box and the scoring chart.

The score board lists every player with their total, their farkle streak (three
pips, filled for each farkle in a row: shape, not colour alone) and, until they
have banked once, the opening minimum they still need. Below it the final
round is announced while it runs. The turn box at the bottom always shows the
turn total, the dice chosen (the combination they make, named) and what Bank
and Roll would do. The scoring chart (S) takes the score board's place while
it is open. Drawing changes nothing; every text goes through ``blit_text``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from yenta_desktop.engine.farkle.scoring import Table
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.farkle.text import points
from yenta_desktop.ui.kits.dice_table import DiceTexts
from yenta_desktop.ui.kits.dice_table.card import draw_marker
from yenta_desktop.ui.kits.dice_table.paint import blit_text

#: The scoring chart: (text key below ``chart.``, points shown, or a text key for words).
CHART: tuple[tuple[str, int | str], ...] = (
    ("single_one", 100),
    ("five", 50),
    ("three_ones", 1000),
    ("three_kind", -1),
    ("four_kind", 1000),
    ("five_kind", 2000),
    ("six_kind", 3000),
    ("straight", 1500),
    ("three_pairs", 1500),
    ("four_and_pair", 1500),
    ("two_triplets", 2500),
)


def chart_of(table: Table) -> tuple[tuple[str, int | str], ...]:
    """The chart of a house scoring table: its values, "2 × three", "off"..."""
    off = "chart.off"
    return (
        ("single_one", 100),
        ("five", 50),
        ("three_ones", table.three_ones),
        ("three_kind", "chart.three_kind_points"),
        ("four_kind", "chart.double_three" if table.four_kind_double else 1000),
        ("five_kind", "chart.double_below" if table.doubling else 2000),
        ("six_kind", "chart.double_below" if table.doubling else 3000),
        ("straight", table.straight or off),
        ("three_pairs", table.three_pairs or off),
        ("four_and_pair", table.four_and_pair or off),
        ("two_triplets", table.two_triplets or off),
    )


@dataclass
class BoardContext:
    """What the board shows this frame."""

    names: list[str]
    scores: list[int]
    streaks: list[int]
    opened: list[bool]
    turn_seat: int | None
    turn_total: int
    target: int
    opening: int
    final_seat: int | None = None
    #: Solo practice: (turn, of turns).
    solo_turn: tuple[int, int] | None = None
    #: The choice under way: "three 4s + a 1 = 500" (or a warning), and its colour.
    selection: str = ""
    selection_ok: bool = True
    #: "Bank: 1,250 · Roll: 2 dice" for the dice chosen (or the state of the turn).
    outlook: str = ""
    #: The scoring chart: None below the scores when it fits there, True shown (over the
    #: scores when it does not fit below them), False hidden.
    show_chart: bool | None = None
    #: The chart's rows (the game's scoring table).
    chart: tuple[tuple[str, int | str], ...] = CHART


def _fit(
    text: str, width: int, role: str, size: int, colour: tuple[int, int, int]
) -> pygame.Surface:
    return fonts.fit_text(text, max(10, width), role, size, colour)


class BoardView:
    """Geometry and drawing of the board in a rectangle."""

    def __init__(self, texts: DiceTexts) -> None:
        self.texts = texts
        self.rect = pygame.Rect(0, 0, 400, 400)
        self.players = 2
        self.scores_rect = pygame.Rect(self.rect)
        self.turn_rect = pygame.Rect(self.rect)
        self.row_h = 24
        self.size = 15
        #: Whether the chart fitted below the scores in the last frame drawn.
        self.chart_fits = False

    def layout(self, area: pygame.Rect, players: int) -> None:
        """Place the board in ``area`` for ``players`` seats."""
        self.rect = pygame.Rect(area)
        self.players = players
        turn_h = (
            fonts.line_height("regular", 13)
            + fonts.line_height("bold", 28)
            + 2 * fonts.line_height("regular", 15)
            + 24
        )
        turn_h = min(turn_h, area.h // 2)
        self.turn_rect = pygame.Rect(area.x, area.bottom - turn_h, area.w, turn_h)
        self.scores_rect = pygame.Rect(area.x, area.y, area.w, self.turn_rect.y - 12 - area.y)
        self.size = 15
        head = fonts.line_height("bold", 14) + 8
        while self.size > 11:
            self.row_h = fonts.line_height("regular", self.size) + 6
            needed = head + players * self.row_h + 2 * fonts.line_height("bold", 14) + 8
            if needed <= self.scores_rect.h:
                break
            self.size -= 1
        self.row_h = fonts.line_height("regular", self.size) + 6

    def layout_key(self) -> tuple[object, ...]:
        """What the static layer depends on."""
        return (tuple(self.rect), self.players, self.size)

    def draw_static(self, surface: pygame.Surface) -> None:
        """The two panels' backgrounds."""
        for rect in (self.scores_rect, self.turn_rect):
            pygame.draw.rect(surface, colours.PANEL, rect, border_radius=10)
            pygame.draw.rect(surface, colours.PANEL_BORDER, rect, 2, border_radius=10)

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        """The score board (or the chart) and the turn box."""
        box = self.scores_rect.inflate(-20, -12)
        fits = False
        if ctx.show_chart is not False:
            bottom = self._scores_bottom(ctx)
            below = pygame.Rect(box.x, bottom + 12, box.w, box.bottom - bottom - 12)
            fits = below.h >= self._chart_height(below.w)
        self.chart_fits = fits
        if ctx.show_chart is True and not fits:
            self._draw_chart(surface, box, ctx.chart)
        else:
            bottom = self._draw_scores(surface, ctx)
            if fits:
                pygame.draw.line(
                    surface, colours.PANEL_BORDER, (box.x, bottom + 5), (box.right, bottom + 5)
                )
                self._draw_chart(
                    surface,
                    pygame.Rect(box.x, bottom + 12, box.w, box.bottom - bottom - 12),
                    ctx.chart,
                )
        self._draw_turn(surface, ctx)

    # ------------------------------------------------------------ the score board
    def _scores_bottom(self, ctx: BoardContext) -> int:
        """The y below the score rows and the final round's lines."""
        box = self.scores_rect.inflate(-20, -12)
        y = box.y + fonts.line_height("bold", 14) + 6 + len(ctx.names) * self.row_h
        if ctx.final_seat is not None:
            text = self.texts.get(
                "board.final_round",
                name=ctx.names[ctx.final_seat],
                total=points(ctx.scores[ctx.final_seat]),
            )
            lines = fonts.wrap_text(text, box.w, "bold", 14)
            y += 6 + len(lines) * fonts.line_height("bold", 14)
        return y

    def _chart_height(self, width: int) -> int:
        """The chart's height in one column (two when the width allows), at 14 px."""
        columns = 2 if width >= 420 else 1
        rows = -(-len(CHART) // columns)
        return fonts.line_height("bold", 14) + 4 + rows * fonts.line_height("regular", 14)

    def _draw_scores(self, surface: pygame.Surface, ctx: BoardContext) -> int:
        t = self.texts
        box = self.scores_rect.inflate(-20, -12)
        y = box.y
        if ctx.solo_turn is not None:
            heading = t.get("board.solo_heading", turn=ctx.solo_turn[0], turns=ctx.solo_turn[1])
        else:
            heading = t.get("board.heading", target=points(ctx.target))
        pip_w = 3 * 14 + 6
        total_w = max(60, fonts.font("bold", self.size).size("−00,000")[0] + 6)
        name_w = box.w - pip_w - total_w - 12
        head_h = fonts.line_height("bold", 14)
        image = _fit(heading, name_w, "bold", 14, colours.TEXT_DIM)
        blit_text(surface, image, image.get_rect(topleft=(box.x, y)), self.scores_rect)
        label = _fit(t.get("board.streak"), pip_w + 10, "regular", 12, colours.TEXT_DIM)
        blit_text(
            surface,
            label,
            label.get_rect(midtop=(box.right - total_w - pip_w // 2 - 4, y + 1)),
            self.scores_rect,
        )
        y += head_h + 6
        size = self.size
        for seat, name in enumerate(ctx.names):
            row = pygame.Rect(box.x - 4, y, box.w + 8, self.row_h)
            if seat == ctx.turn_seat:
                pygame.draw.rect(surface, (40, 58, 46), row, border_radius=6)
                pygame.draw.rect(surface, colours.HIGHLIGHT, row, 1, border_radius=6)
            draw_marker(surface, seat, (box.x + 6, row.centery), r=5)
            text = name
            if not ctx.opened[seat] and ctx.opening:
                text = t.get("board.not_open", name=name, opening=points(ctx.opening))
            image = _fit(text, name_w - 18, "regular", size, colours.TEXT)
            blit_text(surface, image, image.get_rect(midleft=(box.x + 18, row.centery)), row)
            for i in range(3):
                centre = (box.right - total_w - pip_w + 10 + i * 14, row.centery)
                if i < ctx.streaks[seat]:
                    pygame.draw.circle(surface, colours.MISS, centre, 5)
                    pygame.draw.circle(surface, colours.TEXT, centre, 5, 1)
                else:
                    pygame.draw.circle(surface, colours.TEXT_DIM, centre, 5, 1)
            colour = colours.GOLD if seat == ctx.final_seat else colours.TEXT
            total = _fit(points(ctx.scores[seat]), total_w, "bold", size, colour)
            blit_text(surface, total, total.get_rect(midright=(box.right, row.centery)), row)
            y += self.row_h
        if ctx.final_seat is not None:
            y += 6
            text = t.get(
                "board.final_round",
                name=ctx.names[ctx.final_seat],
                total=points(ctx.scores[ctx.final_seat]),
            )
            room = box.bottom - y
            for line in fonts.wrap_text(text, box.w, "bold", 14):
                if room < fonts.line_height("bold", 14):
                    break
                image = fonts.text(line, "bold", 14, colours.GOLD)
                blit_text(surface, image, image.get_rect(topleft=(box.x, y)), self.scores_rect)
                y += fonts.line_height("bold", 14)
                room -= fonts.line_height("bold", 14)
        return y

    # ------------------------------------------------------------ the chart
    def _draw_chart(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        chart: tuple[tuple[str, int | str], ...] = CHART,
    ) -> None:
        t = self.texts
        heading = _fit(t.get("chart.heading"), box.w, "bold", 14, colours.GOLD)
        blit_text(surface, heading, heading.get_rect(topleft=box.topleft), self.scores_rect)
        top = box.y + fonts.line_height("bold", 14) + 4
        size = 14
        while size > 10 and fonts.line_height("regular", size) * 6 > box.bottom - top:
            size -= 1
        step = fonts.line_height("regular", size)
        columns = 2 if box.w >= 420 or step * len(chart) > box.bottom - top else 1
        per = -(-len(chart) // columns)
        col_w = box.w // columns
        for index, (key, value) in enumerate(chart):
            column, row = divmod(index, per)
            x = box.x + column * col_w
            y = top + row * step
            if y + step > box.bottom:
                continue
            if isinstance(value, str):
                shown = t.get(value)
            else:
                shown = t.get("chart.three_kind_points") if value < 0 else points(value)
            value_img = _fit(shown, col_w // 3, "bold", size, colours.TEXT)
            label = _fit(
                t.get(f"chart.{key}"),
                col_w - value_img.get_width() - 18,
                "regular",
                size,
                colours.TEXT,
            )
            cell = pygame.Rect(x, y, col_w - 8, step)
            blit_text(surface, label, label.get_rect(topleft=(x, y)), cell)
            blit_text(surface, value_img, value_img.get_rect(topright=(x + col_w - 10, y)), cell)

    # ------------------------------------------------------------ the turn box
    def _draw_turn(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = self.texts
        box = self.turn_rect.inflate(-20, -12)
        y = box.y
        label = _fit(t.get("board.turn_total"), box.w, "regular", 13, colours.TEXT_DIM)
        blit_text(surface, label, label.get_rect(topleft=(box.x, y)), self.turn_rect)
        y += fonts.line_height("regular", 13)
        big = _fit(points(ctx.turn_total), box.w // 2, "bold", 28, colours.GOLD)
        blit_text(surface, big, big.get_rect(topleft=(box.x, y)), self.turn_rect)
        if ctx.selection:
            colour = colours.TEXT if ctx.selection_ok else colours.MISS
            room = box.w - big.get_width() - 16
            sel = _fit(ctx.selection, room, "bold", 15, colour)
            blit_text(
                surface,
                sel,
                sel.get_rect(midleft=(box.x + big.get_width() + 16, y + big.get_height() // 2)),
                self.turn_rect,
            )
        y += fonts.line_height("bold", 28)
        for text, colour in ((ctx.outlook, colours.TEXT), (self._opening(ctx), colours.GOLD)):
            if not text or y + fonts.line_height("regular", 15) > box.bottom + 4:
                continue
            image = _fit(text, box.w, "regular", 15, colour)
            blit_text(surface, image, image.get_rect(topleft=(box.x, y)), self.turn_rect)
            y += fonts.line_height("regular", 15)

    def _opening(self, ctx: BoardContext) -> str:
        seat = ctx.turn_seat
        if seat is None or ctx.opened[seat] or not ctx.opening:
            return ""
        if ctx.turn_total >= ctx.opening:
            return self.texts.get("board.opening_met", opening=points(ctx.opening))
        return self.texts.get("board.opening", opening=points(ctx.opening))
