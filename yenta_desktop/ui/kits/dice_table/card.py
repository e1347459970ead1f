"""The scorecard as drawn from a :class:`ScorecardSpec`: boxes down, players (and their columns)
across, a paper sheet on the felt.

Pure drawing from a :class:`CardContext` (what the scene decided to show this
frame). The lines come from the specification: the upper section's boxes (a die
beside each face box), its sum and bonus progress, the other boxes, their sum,
the extra bonuses (when the game has them), each column's total and, with
several columns (x1 x2 x3), a line of multipliers and the grand total. The
active player's columns are tinted and framed, with a marker over the name;
their open boxes preview what the dice on the table would score there now
(blue; a "×2" badge when the first roll multiplies it, the game's marker when a
Joker sets the value). With the coach on, a last column gives the expected
final total of writing each box now, the best one starred.

When every player's columns cannot fit (six players with three columns each at
1024x640), the card goes into focus: the player whose turn it is shows in full
and the others as totals in a list beside the card. Geometry comes from
:meth:`ScorecardView.layout`; texts from the game's catalogue (:class:`DiceTexts`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from yenta_desktop.engine.families.scorecard import UPPER, RowPreview, ScorecardSpec
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.kits.dice_table.paint import blit_text
from yenta_desktop.ui.kits.dice_table.text import decimal, points, signed
from yenta_desktop.ui.kits.dice_table.texts import DiceTexts
from yenta_desktop.ui.widgets.dice import DiceArt

PAPER = (245, 239, 224)
PAPER_SUM = (230, 222, 200)
PAPER_HEADER = (62, 48, 34)
INK = (38, 32, 26)
INK_DIM = (122, 112, 98)
GRID = (196, 184, 160)
ACTIVE_TINT = (255, 243, 176)
SELECT_TINT = (204, 226, 244)
HOVER_TINT = (232, 236, 236)
#: Okabe-Ito blue: what the dice would score now.
PREVIEW_INK = (0, 96, 160)
#: Okabe-Ito vermillion: the doubling badge.
DOUBLE_INK = (196, 78, 0)
#: Okabe-Ito bluish green: the coach.
COACH_INK = (0, 120, 90)
FLASH_TINT = (255, 214, 120)

#: One box of a card: (column, row id).
Box = tuple[int, str]
#: Lines that are sums (shaded), not boxes.
SUM_KINDS = ("upper", "bonus", "lower", "extra", "total", "grand")
#: One marker shape per seat, so columns are told apart without colour.
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "ring")
#: The narrowest column a number fits in before the card goes into focus.
MIN_COLUMN = 30
#: The smallest font size (before scaling) of the card's labels, all drawn at one size.
MIN_LABEL = 9


def card_lines(spec: ScorecardSpec) -> tuple[tuple[str, str | None], ...]:
    """The card's lines top to bottom: (kind, row id or None)."""
    upper = [row.id for row in spec.rows if row.section == UPPER]
    lower = [row.id for row in spec.rows if row.section != UPPER]
    lines: list[tuple[str, str | None]] = [("header", None)]
    if len(spec.columns) > 1:
        lines.append(("columns", None))
    lines += [("row", row) for row in upper]
    if upper:
        lines.append(("upper", None))
        if spec.upper_bonus:
            lines.append(("bonus", None))
    lines += [("row", row) for row in lower]
    if lower:
        lines.append(("lower", None))
    if spec.has_extras:
        lines.append(("extra", None))
    lines.append(("total", None))
    if len(spec.columns) > 1:
        lines.append(("grand", None))
    return tuple(lines)


def draw_marker(
    surface: pygame.Surface,
    seat: int,
    centre: tuple[int, int],
    colour: tuple[int, int, int] | None = None,
    r: int = 5,
) -> None:
    """The seat's marker shape in its accent colour (with a dark outline)."""
    shape = MARKERS[seat % len(MARKERS)]
    colour = colour or colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
    x, y = centre
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, INK, centre, r, 1)
    elif shape == "square":
        pygame.draw.rect(surface, colour, (x - r, y - r, 2 * r, 2 * r))
        pygame.draw.rect(surface, INK, (x - r, y - r, 2 * r, 2 * r), 1)
    elif shape == "triangle":
        points_ = [(x, y - r - 1), (x - r - 1, y + r), (x + r + 1, y + r)]
        pygame.draw.polygon(surface, colour, points_)
        pygame.draw.polygon(surface, INK, points_, 1)
    elif shape == "diamond":
        points_ = [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)]
        pygame.draw.polygon(surface, colour, points_)
        pygame.draw.polygon(surface, INK, points_, 1)
    elif shape == "cross":
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), 4)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), 4)
    else:
        pygame.draw.circle(surface, colour, centre, r, 3)


def draw_star(
    surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple[int, int, int]
) -> None:
    """A five-pointed star (the font has no star glyph)."""
    x, y = centre
    pts = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        pts.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    pygame.draw.polygon(surface, colour, pts)


def draw_pointer(
    surface: pygame.Surface, centre: tuple[int, int], size: int, colour: tuple[int, int, int]
) -> None:
    """A right-pointing triangle (the selected row; the font has no arrow glyphs)."""
    x, y = centre
    pygame.draw.polygon(
        surface,
        colour,
        [(x - size // 2, y - size // 2), (x + size // 2, y), (x - size // 2, y + size // 2)],
    )


def short_name(
    name: str, width: int, role: str, size: int, colour: tuple[int, int, int]
) -> pygame.Surface:
    """``name`` fitted to ``width`` (shrunk, then cut with an ellipsis); where the ellipsis
    would leave less than two letters, as many of its first letters as fit, never a bare
    ellipsis (the column's marker and colour say the rest)."""
    smallest = fonts.font(role, 11)
    if smallest.size(name)[0] <= width or len(fonts.cut_to_width(smallest, name, width)) >= 2:
        return fonts.fit_text(name, width, role, size, colour)
    return fonts.text(
        fonts.cut_to_width(smallest, name, width, end="") or name[:1], role, 11, colour
    )


@dataclass
class CardContext:
    """What the scorecard shows this frame."""

    cards: Sequence[Sequence[int | None]]
    first_rows: Sequence[Sequence[bool]]
    names: Sequence[str]
    #: The game's rules (the first-roll badge asks the specification with them).
    rules: Any = None
    #: Each seat's extra bonuses per column (empty: none).
    extras: Sequence[Sequence[int]] = ()
    #: The columns highlighted as the player whose turn it is (None: nobody's).
    active: int | None = None
    #: The active player's open boxes: what the dice on the table would score there now.
    previews: Mapping[Box, RowPreview] = field(default_factory=dict)
    #: Open boxes whose preview a Joker sets (drawn with the game's marker).
    marked: set[Box] = field(default_factory=set)
    #: The box chosen with the keyboard or a click (framed), and the box under the mouse.
    selected: Box | None = None
    hover: Box | None = None
    #: With the coach on: box -> expected final total of writing it now (None: no column).
    coach: Mapping[Box, float] | None = None
    #: The box Hard would write now (framed), if its move is to write.
    coach_row: Box | None = None
    #: The box with the best expected total now (starred), whatever Hard's move.
    coach_best: Box | None = None
    #: A box being written (seat, box, points): drawn filled in and glowing.
    flash: tuple[int, Box, int] | None = None
    #: In focus (not every column fits): the seat drawn in full (None: the active one, or 0).
    focus: int | None = None


class ScorecardView:
    """Lays out and draws the scorecard of ``spec`` in a rectangle."""

    def __init__(
        self,
        dice: DiceArt,
        spec: ScorecardSpec,
        texts: DiceTexts,
        upper_format: Callable[[int], str] = signed,
    ) -> None:
        self.dice = dice
        self.spec = spec
        self.texts = texts
        #: How the upper sum is written (signed "+3" where boxes can score below par).
        self.upper_format = upper_format
        self.lines = card_lines(spec)
        self.line_of_row = {
            row: i for i, (kind, row) in enumerate(self.lines) if kind == "row" and row
        }
        upper = [row.id for row in spec.rows if row.section == UPPER]
        #: The die drawn beside each face box of the upper section (ones -> 1 ...).
        self.face_of = {row: i + 1 for i, row in enumerate(upper) if i < spec.faces}
        self.num_columns = len(spec.columns)
        self.rect = pygame.Rect(0, 0, 600, 600)
        self.players = 1
        self.coach = False
        self.label_w = 160
        self.col_w = 80
        self.coach_w = 0
        self.line_h = 28
        #: Not every column fits: one player's card in full, the others in ``standings``.
        self.focus = False
        self.standings = pygame.Rect(0, 0, 0, 0)
        self._tints: dict[tuple[object, ...], pygame.Surface] = {}
        self._label_size: tuple[tuple[object, ...], int] | None = None

    # ------------------------------------------------------------ geometry
    def label_texts(self) -> list[tuple[str, str]]:
        """Every label of the label column with its font role (for the column's width)."""
        labels = [(self.texts.row_name(row.id), "regular") for row in self.spec.rows]
        return labels

    def sum_label(self, kind: str) -> str:
        """The label of a sum line."""
        if kind == "bonus":
            return self.texts.get("card.bonus", bonus=self.spec.upper_bonus)
        return self.texts.get(f"card.{kind}")

    def layout(self, area: pygame.Rect, players: int, coach: bool) -> None:
        """Fit the card into ``area`` (centred there if it needs less width); in focus when
        every player's columns would be narrower than a number."""
        self.players = players
        self.coach = coach
        lines = self.lines
        self.line_h = max(16, area.h // len(lines))
        label_need = max(fonts.font(role, 14).size(text)[0] for text, role in self.label_texts())
        sums = [self.sum_label(kind) for kind, _row in lines if kind in ("extra", "grand")]
        sums.append(self.texts.get("card.total"))
        label_need = max(
            label_need + 34, max(fonts.font("bold", 14).size(text)[0] for text in sums) + 16
        )
        coach_need = (
            max(
                fonts.font("bold", 13).size(self.coach_cell_text(self.coach_sample, -1))[0] + 28,
                fonts.font("bold", 12).size(self.texts.get("card.coach"))[0] + 12,
            )
            if coach
            else 0
        )
        width = area.w
        self.label_w = min(label_need, max(96, int(width * 0.34)))
        self.coach_w = min(coach_need, max(44, int(width * 0.16))) if coach else 0
        room = width - self.label_w - self.coach_w
        columns = players * self.num_columns
        self.focus = players > 1 and room // columns < self.min_column()
        self.standings = pygame.Rect(0, 0, 0, 0)
        if self.focus:
            self._layout_focus(area, label_need)
            return
        self.col_w = max(MIN_COLUMN, min(fonts.scaled(124), room // columns))
        if self.col_w * columns < room:
            # Room to spare: a roomier label column (up to its text's width plus a margin).
            self.label_w = min(self.label_w + room - self.col_w * columns, label_need + 40)
        used = self.label_w + self.coach_w + self.col_w * columns
        self.rect = pygame.Rect(0, 0, used, self.line_h * len(lines))
        self.rect.midtop = (area.centerx, area.y + (area.h - self.rect.h) // 2)

    def _layout_focus(self, area: pygame.Rect, label_need: int) -> None:
        """The focused player's columns wide enough for a three-digit total, the list of every
        player's total beside the card (taking from the labels' width if it must)."""
        columns = self.num_columns
        size = self._text_size()
        number = fonts.font("bold", max(10, size - 3)).size("888")[0] + 8
        self.col_w = max(MIN_COLUMN, number)
        gap = 10
        least = fonts.scaled(56)
        rest = area.w - self.label_w - self.coach_w - self.col_w * columns - gap
        if rest < least:
            # The labels give way only down to what the longest needs at a readable size.
            floor = max(
                fonts.font(role, MIN_LABEL + 1).size(text)[0] + indent + 6
                for text, role, indent in self._label_indents()
            )
            self.label_w = max(min(self.label_w, max(96, floor)), self.label_w - (least - rest))
            rest = area.w - self.label_w - self.coach_w - self.col_w * columns - gap
        standings_w = min(max(rest, 0), fonts.scaled(200))
        spare = rest - standings_w
        if spare > 0:
            grow = min(spare // columns, fonts.scaled(124) - self.col_w)
            self.col_w += max(0, grow)
            spare -= max(0, grow) * columns
            self.label_w = min(self.label_w + max(0, spare), label_need + 40)
        used = self.label_w + self.coach_w + self.col_w * columns
        self.rect = pygame.Rect(area.x, 0, used, self.line_h * len(self.lines))
        self.rect.y = area.y + (area.h - self.rect.h) // 2
        self.standings = pygame.Rect(self.rect.right + gap, self.rect.y, standings_w, self.rect.h)

    #: The widest number the coach's column is sized for (a game may raise it).
    coach_sample = 888.8

    def coach_text(self, value: float) -> str:
        """A number of the coach's column (one decimal; a game with four-digit totals may drop
        it)."""
        return decimal(value, 1)

    def coach_cell_text(self, value: float, column: int) -> str:
        """A row's number in the coach's column; with several columns it says which one it is
        for ("x3 1570": the best of the row's open boxes). ``column`` -1: the widest."""
        text = self.coach_text(value)
        if self.num_columns < 2:
            return text
        multipliers = self.spec.columns
        factor = max(multipliers) if column < 0 else multipliers[column]
        return f"\u00d7{factor} {text}"

    def min_column(self) -> int:
        """The narrowest a player's column may be before the card goes into focus (numbers
        narrower than this shrink to fit; a game may raise it)."""
        return MIN_COLUMN

    def shown_seats(self, focus: int | None = None) -> list[int]:
        """The seats whose columns the grid draws (in focus: one)."""
        if self.focus:
            return [focus if focus is not None and 0 <= focus < self.players else 0]
        return list(range(self.players))

    def _group(self, seat: int) -> int:
        """The place of ``seat``'s columns in the grid (in focus the one seat shown is first)."""
        return 0 if self.focus else seat

    def column_x(self, seat: int, column: int = 0) -> int:
        """Left edge of a player's column."""
        index = self._group(seat) * self.num_columns + column
        return self.rect.x + self.label_w + index * self.col_w

    def group_rect(self, seat: int) -> pygame.Rect:
        """A player's columns, top to bottom."""
        return pygame.Rect(
            self.column_x(seat), self.rect.y, self.col_w * self.num_columns, self.rect.h
        )

    def coach_x(self) -> int:
        """Left edge of the coach column."""
        groups = 1 if self.focus else self.players
        return self.rect.x + self.label_w + groups * self.num_columns * self.col_w

    def line_rect(self, line: int) -> pygame.Rect:
        """The full width of one line."""
        return pygame.Rect(self.rect.x, self.rect.y + line * self.line_h, self.rect.w, self.line_h)

    def cell_rect(self, seat: int, row: str, column: int = 0) -> pygame.Rect:
        """A player's cell in ``row`` (of ``column``)."""
        line = self.line_rect(self.line_of_row[row])
        return pygame.Rect(self.column_x(seat, column), line.y, self.col_w, line.h)

    def row_rect(self, row: str) -> pygame.Rect:
        """The whole line of a row (what a click selects)."""
        return self.line_rect(self.line_of_row[row])

    def row_at(self, pos: tuple[int, int]) -> str | None:
        """The row under ``pos`` (None over the header, the sums or outside)."""
        if not self.rect.collidepoint(pos):
            return None
        line = (pos[1] - self.rect.y) // self.line_h
        if 0 <= line < len(self.lines):
            kind, row = self.lines[line]
            if kind == "row":
                return row
        return None

    def column_at(self, pos: tuple[int, int], seat: int) -> int | None:
        """Which of ``seat``'s columns is under ``pos`` (None outside them)."""
        for column in range(self.num_columns):
            x = self.column_x(seat, column)
            if x <= pos[0] < x + self.col_w:
                return column
        return None

    # ------------------------------------------------------------ drawing
    def layout_key(self) -> tuple[object, ...]:
        """What the static layer depends on (with the language and the scale)."""
        return (
            tuple(self.rect),
            self.line_h,
            self.label_w,
            self.col_w,
            self.coach_w,
            self.players,
            tuple(self.standings),
        )

    def draw(self, surface: pygame.Surface, ctx: CardContext) -> None:
        """The whole card (the replay; the table caches the static layer)."""
        self.draw_static(surface)
        self.draw_dynamic(surface, ctx)

    def draw_static(self, surface: pygame.Surface) -> None:
        """What never changes during a game: the sheet, the sums' shading, the labels, the grid."""
        rect = self.rect
        lines = self.lines
        pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=8)
        pygame.draw.rect(surface, PAPER, rect, border_radius=8)
        size = self._text_size()
        for i, (kind, _row) in enumerate(lines):
            line = self.line_rect(i)
            if kind in SUM_KINDS:
                pygame.draw.rect(surface, PAPER_SUM, line)
        line = self.line_rect(0)
        pygame.draw.rect(
            surface, PAPER_HEADER, line, border_top_left_radius=8, border_top_right_radius=8
        )
        title = fonts.fit_text(
            self.texts.get("card.heading"), self.label_w - 12, "bold", size, colours.GOLD
        )
        self._text(surface, title, title.get_rect(midleft=(line.x + 8, line.centery)), line)
        if self.coach_w:
            image = fonts.fit_text(
                self.texts.get("card.coach"), self.coach_w - 8, "bold", size - 1, (150, 220, 190)
            )
            self._text(
                surface,
                image,
                image.get_rect(center=(self.coach_x() + self.coach_w // 2, line.centery)),
                line,
            )
        for i, (kind, row) in enumerate(lines[1:], start=1):
            line = self.line_rect(i)
            if kind == "row" and row is not None:
                value = self.face_of.get(row)
                indent = 18
                if value is not None:
                    die = max(10, min(22, self.line_h - 8))
                    self.dice.blit(surface, value, (line.x + 18 + die // 2, line.centery), die)
                    indent = 24 + die
                self._label(surface, self.texts.row_name(row), line, size, indent=indent)
            elif kind == "columns":
                self._draw_multipliers(surface, line, size)
            else:
                self._label(surface, self.sum_label(kind), line, size, "bold", indent=8)
        # The grid: thin lines, heavier between the sections.
        for i in range(1, len(lines)):
            y = rect.y + i * self.line_h
            kind, before = lines[i][0], lines[i - 1][0]
            heavy = kind in ("upper", "total") or (kind == "row" and before in ("upper", "bonus"))
            pygame.draw.line(
                surface, INK if heavy else GRID, (rect.x, y), (rect.right - 1, y), 2 if heavy else 1
            )
        seats = 1 if self.focus else self.players
        for group in range(seats):
            for column in range(self.num_columns):
                x = rect.x + self.label_w + (group * self.num_columns + column) * self.col_w
                heavy = column == 0 and self.num_columns > 1
                pygame.draw.line(surface, INK if heavy else GRID, (x, rect.y), (x, rect.bottom - 1))
        if self.coach_w:
            x = self.coach_x()
            pygame.draw.line(surface, GRID, (x, rect.y), (x, rect.bottom - 1))
        pygame.draw.rect(surface, colours.PANEL_BORDER, rect, 2, border_radius=8)
        if self.focus:
            box = self.standings
            pygame.draw.rect(surface, (0, 0, 0), box.move(3, 4), border_radius=8)
            pygame.draw.rect(surface, PAPER, box, border_radius=8)
            head = pygame.Rect(box.x, box.y, box.w, self.line_h)
            pygame.draw.rect(
                surface, PAPER_HEADER, head, border_top_left_radius=8, border_top_right_radius=8
            )
            image = fonts.fit_text(
                self.texts.get("card.grand" if self.num_columns > 1 else "card.total"),
                box.w - 16,
                "bold",
                size,
                colours.GOLD,
            )
            self._text(surface, image, image.get_rect(midleft=(box.x + 8, head.centery)), head)
            pygame.draw.rect(surface, colours.PANEL_BORDER, box, 2, border_radius=8)

    def _draw_multipliers(self, surface: pygame.Surface, line: pygame.Rect, size: int) -> None:
        """The multipliers of a several-column card ("×1 ×2 ×3") under each player's name."""
        seats = 1 if self.focus else self.players
        for group in range(seats):
            for column, factor in enumerate(self.spec.columns):
                x = line.x + self.label_w + (group * self.num_columns + column) * self.col_w
                cell = pygame.Rect(x, line.y, self.col_w, line.h)
                text = (
                    self.texts.get("card.column", n=factor)
                    if self.texts.has("card.column")
                    else f"\u00d7{factor}"
                )
                image = fonts.fit_text(text, self.col_w - 6, "bold", size - 2, INK_DIM)
                self._text(surface, image, image.get_rect(center=cell.center), cell)

    def _tint(
        self, size: tuple[int, int], colour: tuple[int, int, int], alpha: int
    ) -> pygame.Surface:
        key = (size, colour, alpha)
        tint = self._tints.get(key)
        if tint is None:
            if len(self._tints) > 16:
                self._tints.clear()
            tint = pygame.Surface(size, pygame.SRCALPHA)
            tint.fill((*colour, alpha))
            self._tints[key] = tint
        return tint

    def draw_dynamic(self, surface: pygame.Surface, ctx: CardContext) -> None:
        """What changes: the chosen box, the active columns, the names, every number, the coach."""
        rect = self.rect
        size = self._text_size()
        hover = ctx.hover
        seats = self.shown_seats(ctx.focus if ctx.focus is not None else ctx.active)
        active = ctx.active if ctx.active in seats else None
        if ctx.selected is not None and ctx.selected[1] in self.line_of_row:
            line = self.row_rect(ctx.selected[1])
            surface.blit(self._tint(line.size, SELECT_TINT, 150), line)
        elif hover is not None and hover in ctx.previews and ctx.previews[hover].legal:
            line = self.row_rect(hover[1])
            surface.blit(self._tint(line.size, HOVER_TINT, 150), line)
        if active is not None:
            group = self.group_rect(active)
            column = pygame.Rect(group.x, rect.y + self.line_h, group.w, rect.h - self.line_h)
            surface.blit(self._tint(column.size, ACTIVE_TINT, 150), column)
        self._draw_header(surface, ctx, size, seats)
        for i, (kind, row) in enumerate(self.lines[1:], start=1):
            line = self.line_rect(i)
            if kind == "row" and row is not None:
                self._draw_row(surface, ctx, row, line, size, seats, active)
            elif kind != "columns":
                self._draw_sum(surface, ctx, kind, line, size, seats)
        if active is not None:
            pygame.draw.rect(surface, INK, self.group_rect(active), 3)
        if ctx.selected is not None and active is not None and ctx.selected[1] in self.line_of_row:
            chosen, row = ctx.selected
            cell = self.cell_rect(active, row, chosen)
            pygame.draw.rect(surface, PREVIEW_INK, cell.inflate(-2, -2), 3)
            line = self.row_rect(row)
            draw_pointer(surface, (line.x + 9, line.centery), max(8, self.line_h // 3), PREVIEW_INK)
        if self.focus:
            self._draw_standings(surface, ctx, size, seats[0])

    def _text(
        self, surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, panel: pygame.Rect
    ) -> None:
        blit_text(surface, image, rect, panel)

    def _text_size(self) -> int:
        """The numbers' font size: as large as the line allows, up to 16 px (before scaling)."""
        size = 16
        while size > 10 and fonts.line_height("bold", size) > self.line_h + 2:
            size -= 1
        return size

    def _draw_header(
        self, surface: pygame.Surface, ctx: CardContext, size: int, seats: list[int]
    ) -> None:
        line = self.line_rect(0)
        for seat in seats:
            group = self.group_rect(seat)
            x, w = group.x, group.w
            cell = pygame.Rect(x, line.y, w, line.h)
            accent = colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
            pygame.draw.rect(surface, accent, (x + 2, line.y + 2, w - 4, 4))
            active = seat == ctx.active
            name = ctx.names[seat] if seat < len(ctx.names) else str(seat + 1)
            role = "bold" if active else "regular"
            colour = colours.HIGHLIGHT if active else colours.TEXT
            if w >= 64:
                image = fonts.fit_text(name, w - 24, role, size - 1, colour)
                draw_marker(surface, seat, (x + 10, line.centery + 2), r=5)
                self._text(surface, image, image.get_rect(midleft=(x + 19, line.centery + 2)), cell)
            else:
                # Narrow columns: the name takes the whole width (the strip keeps the colour).
                image = short_name(name, w - 4, role, size - 2, colour)
                self._text(
                    surface, image, image.get_rect(center=(x + w // 2, line.centery + 2)), cell
                )

    def _label_indents(self) -> list[tuple[str, str, int]]:
        """Every label of the label column: (text, font role, indent)."""
        out = []
        die = max(10, min(22, self.line_h - 8))
        for kind, row in self.lines[1:]:
            if kind == "row" and row is not None:
                indent = 24 + die if row in self.face_of else 18
                out.append((self.texts.row_name(row), "regular", indent))
            elif kind != "columns":
                out.append((self.sum_label(kind), "bold", 8))
        return out

    def label_size(self) -> int:
        """The one font size of every label on the card: the largest (up to the numbers' size
        less one) at which the longest label fits its column; at the smallest, a label that
        still does not fit is cut with an ellipsis (the last resort)."""
        key = (self.layout_key(), fonts.scale(), self.texts.get("card.heading"))
        if self._label_size is not None and self._label_size[0] == key:
            return self._label_size[1]
        size = self._text_size() - 1
        labels = self._label_indents()
        while size > MIN_LABEL and any(
            fonts.font(role, size).size(text)[0] > self.label_w - indent - 6
            for text, role, indent in labels
        ):
            size -= 1
        self._label_size = (key, size)
        return size

    def _label(
        self,
        surface: pygame.Surface,
        text: str,
        line: pygame.Rect,
        size: int,
        role: str = "regular",
        indent: int = 18,
    ) -> None:
        size = self.label_size()
        room = self.label_w - indent - 6
        face = fonts.font(role, size)
        if face.size(text)[0] > room:
            text = fonts.cut_to_width(face, text, room) + "\u2026"
        image = fonts.text(text, role, size, INK)
        cell = pygame.Rect(line.x, line.y, self.label_w, line.h)
        self._text(surface, image, image.get_rect(midleft=(line.x + indent, line.centery)), cell)

    def _doubled(self, ctx: CardContext, row: str) -> bool:
        """Whether the specification multiplies ``row`` written from a first roll."""
        return self.spec.first_roll_factor(row, True, True, ctx.rules) > 1

    def _draw_row(
        self,
        surface: pygame.Surface,
        ctx: CardContext,
        row: str,
        line: pygame.Rect,
        size: int,
        seats: list[int],
        active: int | None,
    ) -> None:
        spec = self.spec
        n = len(spec.rows)
        for seat in seats:
            card = ctx.cards[seat]
            for column in range(self.num_columns):
                box = (column, row)
                index = column * n + spec.row_index[row]
                cell = pygame.Rect(self.column_x(seat, column), line.y, self.col_w, line.h)
                written = card[index]
                flash = ctx.flash is not None and ctx.flash[0] == seat and ctx.flash[1] == box
                if flash and ctx.flash is not None:
                    pygame.draw.rect(surface, FLASH_TINT, cell.inflate(-4, -4), border_radius=4)
                    pygame.draw.rect(surface, DOUBLE_INK, cell.inflate(-4, -4), 2, border_radius=4)
                    written = ctx.flash[2]
                if written is not None:
                    image = fonts.fit_text(points(written), self.col_w - 4, "bold", size, INK)
                    self._text(surface, image, image.get_rect(center=cell.center), cell)
                    if (
                        not flash
                        and ctx.first_rows[seat][index]
                        and written > 0
                        and self._doubled(ctx, row)
                    ):
                        self._badge(surface, cell)
                    continue
                if seat != active:
                    continue
                preview = ctx.previews.get(box)
                if preview is None or not preview.legal:
                    continue
                colour = PREVIEW_INK if preview.formed and preview.points != 0 else INK_DIM
                image = fonts.fit_text(
                    points(preview.points), self.col_w - 4, "italic", size, colour
                )
                self._text(surface, image, image.get_rect(center=cell.center), cell)
                if preview.doubled:
                    self._badge(surface, cell)
                if box in ctx.marked:
                    self._marker(surface, cell)
        if self.coach_w and ctx.coach is not None:
            values = [
                (ctx.coach[(c, row)], (c, row))
                for c in range(self.num_columns)
                if (c, row) in ctx.coach
            ]
            if not values:
                return
            value, best_box = max(values)
            cell = pygame.Rect(self.coach_x(), line.y, self.coach_w, line.h)
            best = ctx.coach_best is not None and ctx.coach_best[1] == row
            text = self.coach_cell_text(value, best_box[0])
            role = "bold" if best else "regular"
            if fonts.font(role, 11).size(text)[0] > self.coach_w - 18:
                # A narrow column: the number alone, whole, rather than "×3 1…".
                text = self.coach_text(value)
            image = fonts.fit_text(
                text, self.coach_w - 18, role, size - 2, COACH_INK if best else INK
            )
            self._text(
                surface, image, image.get_rect(midright=(cell.right - 4, cell.centery)), cell
            )
            if best:
                draw_star(surface, (cell.x + 8, cell.centery), min(7, self.line_h // 3), COACH_INK)
            if ctx.coach_row is not None and ctx.coach_row[1] == row:
                # Hard's move is to write this box: framed in its column and in the player's.
                pygame.draw.rect(surface, COACH_INK, cell.inflate(-3, -3), 2, border_radius=4)
                if active is not None:
                    mine = self.cell_rect(active, row, ctx.coach_row[0]).inflate(-6, -6)
                    pygame.draw.rect(surface, COACH_INK, mine, 2, border_radius=4)

    def _badge(self, surface: pygame.Surface, cell: pygame.Rect) -> None:
        """The "×2" mark of a doubled first-roll score, in the cell's top-right corner."""
        image = fonts.text(self.texts.get("card.double_badge"), "bold", 10, DOUBLE_INK)
        self._text(surface, image, image.get_rect(topright=(cell.right - 3, cell.y + 1)), cell)

    def _marker(self, surface: pygame.Surface, cell: pygame.Rect) -> None:
        """The game's Joker marker ("J") in the cell's top-left corner."""
        text = self.texts.get("card.joker_badge") if self.texts.has("card.joker_badge") else "J"
        image = fonts.text(text, "bold", 10, DOUBLE_INK)
        self._text(surface, image, image.get_rect(topleft=(cell.x + 3, cell.y + 1)), cell)

    def _sum_text(
        self, ctx: CardContext, seat: int, column: int, kind: str, size: int
    ) -> tuple[str, str, tuple[int, int, int]]:
        """A sum cell: (text, font role, colour)."""
        spec = self.spec
        card = ctx.cards[seat]
        col = spec.column_of(card, column)
        role, colour, text = "bold", INK, ""
        if kind == "upper":
            if any(col[i] is not None for i in spec.upper):
                text = self.upper_format(spec.upper_sum(card, column))
        elif kind == "bonus":
            text, short, colour, role = bonus_cell(spec, card, column, self.texts)
            if fonts.font(role, size - 2).size(text)[0] > self.col_w - 6:
                text = short  # a narrow column: the short form
        elif kind == "lower":
            if any(p is not None for i, p in enumerate(col) if i not in spec.upper):
                text = points(spec.lower_sum(card, column))
        elif kind == "total":
            if self.num_columns > 1:
                text = points(spec.column_total(card, column))
            else:
                text = points(spec.total(card, self._extras(ctx, seat)))
        return text, role, colour

    def _extras(self, ctx: CardContext, seat: int) -> Sequence[int]:
        return ctx.extras[seat] if seat < len(ctx.extras) else ()

    def _draw_sum(
        self,
        surface: pygame.Surface,
        ctx: CardContext,
        kind: str,
        line: pygame.Rect,
        size: int,
        seats: list[int],
    ) -> None:
        for seat in seats:
            if kind in ("extra", "grand"):
                # One value across the player's columns.
                group = self.group_rect(seat)
                cell = pygame.Rect(group.x, line.y, group.w, line.h)
                extras = self._extras(ctx, seat)
                if kind == "extra":
                    text = points(sum(extras)) if sum(extras) else ""
                else:
                    text = points(self.spec.total(ctx.cards[seat], extras))
                if text:
                    grow = 1 if kind == "grand" else 0
                    image = fonts.fit_text(text, cell.w - 6, "bold", size + grow, INK)
                    self._text(surface, image, image.get_rect(center=cell.center), cell)
                continue
            for column in range(self.num_columns):
                cell = pygame.Rect(self.column_x(seat, column), line.y, self.col_w, line.h)
                text, role, colour = self._sum_text(ctx, seat, column, kind, size)
                if text:
                    image = fonts.fit_text(
                        text, self.col_w - 6, role, size if kind != "total" else size + 1, colour
                    )
                    self._text(surface, image, image.get_rect(center=cell.center), cell)

    def _draw_standings(
        self, surface: pygame.Surface, ctx: CardContext, size: int, shown: int
    ) -> None:
        """In focus: every player's name and total in a list beside the card (the total under
        the name where one line cannot hold both)."""
        box = self.standings
        head = self.line_h
        step = max(head, (box.h - head) // max(1, self.players))
        step = min(step, 2 * head)
        value_w = fonts.font("bold", size).size("888")[0]
        two_lines = step >= 2 * fonts.line_height("bold", size) and box.w - 30 - value_w < 60
        y = box.y + head
        for seat in range(self.players):
            entry = pygame.Rect(box.x, y, box.w, step)
            if seat == shown:
                surface.blit(self._tint(entry.size, ACTIVE_TINT, 150), entry)
            total = self.spec.total(ctx.cards[seat], self._extras(ctx, seat))
            value = fonts.fit_text(points(total), box.w - 12, "bold", size, INK)
            name = ctx.names[seat] if seat < len(ctx.names) else str(seat + 1)
            role = "bold" if seat == ctx.active else "regular"
            if two_lines:
                top = pygame.Rect(entry.x, entry.y, entry.w, step // 2)
                low = pygame.Rect(entry.x, entry.y + step // 2, entry.w, step - step // 2)
                value_rect = value.get_rect(midright=(low.right - 8, low.centery))
                name_cell = pygame.Rect(top.x + 20, top.y, top.w - 24, top.h)
                centre_y = top.centery
                value_cell = low
            else:
                value_rect = value.get_rect(midright=(entry.right - 8, entry.centery))
                name_cell = pygame.Rect(
                    entry.x + 20, entry.y, max(0, value_rect.x - entry.x - 24), step
                )
                centre_y = entry.centery
                value_cell = entry
            image = short_name(name, max(8, name_cell.w - 4), role, size - 1, INK)
            draw_marker(surface, seat, (entry.x + 11, centre_y), r=5)
            self._text(surface, image, image.get_rect(midleft=(entry.x + 22, centre_y)), name_cell)
            self._text(surface, value, value_rect, value_cell)
            pygame.draw.line(
                surface, GRID, (entry.x + 4, entry.bottom), (entry.right - 5, entry.bottom)
            )
            y += step


def bonus_cell(
    spec: ScorecardSpec, card: Sequence[int | None], column: int, texts: DiceTexts
) -> tuple[str, str, tuple[int, int, int], str]:
    """The bonus line of a column: (text, short text for narrow columns, colour, font role).

    "+50" once earned, "0" once lost, and while upper boxes are open either how
    many points are missing ("need 3") or "on track" (the threshold is reached).
    """
    col = spec.column_of(card, column)
    upper = [col[i] for i in spec.upper]
    earned = spec.bonus(card, column)
    if all(p is not None for p in upper) or (earned and not spec.bonus_needs_complete):
        if earned:
            return f"+{earned}", f"+{earned}", COACH_INK, "bold"
        return "0", "0", INK_DIM, "regular"
    if not any(p is not None for p in upper):
        return "", "", INK, "regular"
    short = spec.upper_bonus_threshold - spec.upper_sum(card, column)
    if short > 0:
        return texts.get("card.bonus_need", n=short), points(-short), DOUBLE_INK, "regular"
    return (
        texts.get("card.bonus_on_track"),
        texts.get("card.bonus_on_track_short"),
        COACH_INK,
        "regular",
    )


def bonus_status(
    spec: ScorecardSpec,
    card: Sequence[int | None],
    texts: DiceTexts,
    column: int = 0,
    upper_format: Callable[[int], str] = signed,
) -> str:
    """The bonus of ``column`` in a sentence, for the active player's panel."""
    col = spec.column_of(card, column)
    upper = [col[i] for i in spec.upper]
    total_upper = spec.upper_sum(card, column)
    bonus = spec.upper_bonus
    shown = upper_format(total_upper)
    if not any(p is not None for p in upper):
        return texts.get("status.bonus_start", bonus=bonus)
    if all(p is not None for p in upper) or spec.bonus(card, column):
        if spec.bonus(card, column):
            return texts.get("status.bonus_earned", upper=shown, bonus=bonus)
        return texts.get("status.bonus_lost", upper=shown, bonus=bonus)
    short = spec.upper_bonus_threshold - total_upper
    if short > 0:
        return texts.get("status.bonus_short", upper=shown, n=short, bonus=bonus)
    return texts.get("status.bonus_on_track", upper=shown, bonus=bonus)


class JokerCard(ScorecardView):
    """A card with a Joker and three-digit totals (Yahtzee's, Triple's): in focus before a
    three-digit total would be cut, and the Joker's badge where the cell has room beside a
    two-digit number, else a dog-eared corner (a shape, so the number stays readable)."""

    def min_column(self) -> int:
        """A bold "888" at the card's number size, with its margin."""
        number = fonts.font("bold", max(10, self._text_size() - 3)).size("888")[0] + 8
        return max(super().min_column(), number)

    def _marker(self, surface: pygame.Surface, cell: pygame.Rect) -> None:
        """The badge, or the dog-eared corner in a narrow cell."""
        badge = fonts.font("bold", 10).size(self.texts.get("card.joker_badge"))[0]
        number = fonts.font("bold", max(10, self._text_size() - 3)).size("88")[0]
        if cell.w >= number + 2 * badge + 12:
            super()._marker(surface, cell)
            return
        size = max(6, min(10, cell.h // 3))
        corner = [
            (cell.x + 1, cell.y + 1),
            (cell.x + 1 + size, cell.y + 1),
            (cell.x + 1, cell.y + 1 + size),
        ]
        pygame.draw.polygon(surface, DOUBLE_INK, corner)
