"""The scorecard as drawn: rows down, one column per player, a paper sheet on the felt.

Pure drawing from a :class:`CardContext` (what the scene decided to show this
frame). The active player's column is tinted and framed, with a marker over
the name; its empty rows preview what the dice on the table would score there
now (blue, with a "×2" badge when the first roll doubles it). With the coach
on, a last column gives the expected final total of writing each row now, the
best one starred. Summary lines: the upper total, the bonus (earned, lost, or
how far away), the lower total and the grand total. Used by the table, the
replay and nowhere else; geometry comes from :meth:`ScorecardView.layout`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from yenta_desktop.engine.dicepoker import (
    BONUS,
    LOWER_ROWS,
    UPPER_ROWS,
    RowPreview,
    bonus,
    lower_sum,
    total,
    upper_sum,
)
from yenta_desktop.engine.dicepoker.scoring import ROW_INDEX
from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.dicepoker.text import decimal, points, row_name, signed
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

#: The card's lines top to bottom: (kind, row id or None).
LINES: tuple[tuple[str, str | None], ...] = (
    ("header", None),
    *(("row", row) for row in UPPER_ROWS),
    ("upper", None),
    ("bonus", None),
    *(("row", row) for row in LOWER_ROWS),
    ("lower", None),
    ("total", None),
)
LINE_OF_ROW = {row: i for i, (kind, row) in enumerate(LINES) if kind == "row" and row}
UPPER_VALUE = {row: i + 1 for i, row in enumerate(UPPER_ROWS)}
#: One marker shape per seat, so columns are told apart without colour.
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "ring")


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


@dataclass
class CardContext:
    """What the scorecard shows this frame."""

    cards: Sequence[Sequence[int | None]]
    first_rows: Sequence[Sequence[bool]]
    names: Sequence[str]
    #: The column highlighted as the player whose turn it is (None: nobody's).
    active: int | None = None
    #: The active player's empty rows: what the dice on the table would score there now.
    previews: Mapping[str, RowPreview] = field(default_factory=dict)
    #: The row chosen with the keyboard or a click (framed), and the row under the mouse.
    selected: str | None = None
    hover: str | None = None
    #: With the coach on: row -> expected final total of writing it now (None: no column).
    coach: Mapping[str, float] | None = None
    #: The row Hard would write now (framed), if its move is to write.
    coach_row: str | None = None
    #: The row with the best expected total now (starred), whatever Hard's move.
    coach_best: str | None = None
    #: A row being written (seat, row, points): drawn filled in and glowing.
    flash: tuple[int, str, int] | None = None


class ScorecardView:
    """Lays out and draws the scorecard in a rectangle."""

    def __init__(self, dice: DiceArt) -> None:
        self.dice = dice
        self.rect = pygame.Rect(0, 0, 600, 600)
        self.players = 1
        self.coach = False
        self.label_w = 160
        self.col_w = 80
        self.coach_w = 0
        self.line_h = 28
        self._tints: dict[tuple[object, ...], pygame.Surface] = {}

    # ------------------------------------------------------------ geometry
    def layout(self, area: pygame.Rect, players: int, coach: bool) -> None:
        """Fit the card into ``area`` (centred there if it needs less width)."""
        self.players = players
        self.coach = coach
        self.line_h = max(16, area.h // len(LINES))
        label_need = max(
            fonts.font("regular", 14).size(row_name(row))[0] for row in (*UPPER_ROWS, *LOWER_ROWS)
        )
        label_need = max(
            label_need + 34, fonts.font("bold", 14).size(tr("dicepoker.card.total"))[0] + 16
        )
        coach_need = fonts.font("bold", 13).size("888.8")[0] + 28 if coach else 0
        width = area.w
        self.label_w = min(label_need, max(96, int(width * 0.34)))
        self.coach_w = min(coach_need, max(44, int(width * 0.16))) if coach else 0
        room = width - self.label_w - self.coach_w
        self.col_w = max(30, min(fonts.scaled(124), room // players))
        if self.col_w * players < room:
            # Room to spare: a roomier label column (up to its text's width plus a margin).
            self.label_w = min(self.label_w + room - self.col_w * players, label_need + 40)
        used = self.label_w + self.coach_w + self.col_w * players
        self.rect = pygame.Rect(0, 0, used, self.line_h * len(LINES))
        self.rect.midtop = (area.centerx, area.y + (area.h - self.rect.h) // 2)

    def column_x(self, seat: int) -> int:
        """Left edge of a player's column."""
        return self.rect.x + self.label_w + seat * self.col_w

    def coach_x(self) -> int:
        """Left edge of the coach column."""
        return self.rect.x + self.label_w + self.players * self.col_w

    def line_rect(self, line: int) -> pygame.Rect:
        """The full width of one line."""
        return pygame.Rect(self.rect.x, self.rect.y + line * self.line_h, self.rect.w, self.line_h)

    def cell_rect(self, seat: int, row: str) -> pygame.Rect:
        """A player's cell in ``row``."""
        line = self.line_rect(LINE_OF_ROW[row])
        return pygame.Rect(self.column_x(seat), line.y, self.col_w, line.h)

    def row_rect(self, row: str) -> pygame.Rect:
        """The whole line of a row (what a click selects)."""
        return self.line_rect(LINE_OF_ROW[row])

    def row_at(self, pos: tuple[int, int]) -> str | None:
        """The row under ``pos`` (None over the header, the sums or outside)."""
        if not self.rect.collidepoint(pos):
            return None
        line = (pos[1] - self.rect.y) // self.line_h
        if 0 <= line < len(LINES):
            kind, row = LINES[line]
            if kind == "row":
                return row
        return None

    # ------------------------------------------------------------ drawing
    def layout_key(self) -> tuple[object, ...]:
        """What the static layer depends on (with the language and the scale)."""
        return (tuple(self.rect), self.line_h, self.label_w, self.col_w, self.coach_w, self.players)

    def draw(self, surface: pygame.Surface, ctx: CardContext) -> None:
        """The whole card (the replay; the table caches the static layer)."""
        self.draw_static(surface)
        self.draw_dynamic(surface, ctx)

    def draw_static(self, surface: pygame.Surface) -> None:
        """What never changes during a game: the sheet, the sums' shading, the labels, the grid."""
        rect = self.rect
        pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=8)
        pygame.draw.rect(surface, PAPER, rect, border_radius=8)
        size = self._text_size()
        for i, (kind, _row) in enumerate(LINES):
            line = self.line_rect(i)
            if kind in ("upper", "bonus", "lower", "total"):
                pygame.draw.rect(surface, PAPER_SUM, line)
        line = self.line_rect(0)
        pygame.draw.rect(
            surface, PAPER_HEADER, line, border_top_left_radius=8, border_top_right_radius=8
        )
        title = fonts.fit_text(
            tr("dicepoker.card.heading"), self.label_w - 12, "bold", size, colours.GOLD
        )
        surface.blit(title, title.get_rect(midleft=(line.x + 8, line.centery)))
        if self.coach_w:
            image = fonts.fit_text(
                tr("dicepoker.card.coach"), self.coach_w - 8, "bold", size - 1, (150, 220, 190)
            )
            surface.blit(
                image, image.get_rect(center=(self.coach_x() + self.coach_w // 2, line.centery))
            )
        for i, (kind, row) in enumerate(LINES[1:], start=1):
            line = self.line_rect(i)
            if kind == "row" and row is not None:
                value = UPPER_VALUE.get(row)
                indent = 18
                if value is not None:
                    die = max(10, min(22, self.line_h - 8))
                    self.dice.blit(surface, value, (line.x + 18 + die // 2, line.centery), die)
                    indent = 24 + die
                self._label(surface, row_name(row), line, size, indent=indent)
            else:
                labels = {
                    "upper": tr("dicepoker.card.upper"),
                    "bonus": tr("dicepoker.card.bonus", bonus=BONUS),
                    "lower": tr("dicepoker.card.lower"),
                    "total": tr("dicepoker.card.total"),
                }
                self._label(surface, labels[kind], line, size, "bold", indent=8)
        # The grid: thin lines, heavier between the sections.
        for i in range(1, len(LINES)):
            y = rect.y + i * self.line_h
            heavy = LINES[i][0] in ("upper", "total") or LINES[i - 1][0] == "bonus"
            pygame.draw.line(
                surface, INK if heavy else GRID, (rect.x, y), (rect.right - 1, y), 2 if heavy else 1
            )
        for seat in range(self.players + (1 if self.coach_w else 0)):
            x = self.column_x(seat)
            pygame.draw.line(surface, GRID, (x, rect.y), (x, rect.bottom - 1))
        pygame.draw.rect(surface, colours.PANEL_BORDER, rect, 2, border_radius=8)

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
        """What changes: the chosen row, the active column, the names, every number, the coach."""
        rect = self.rect
        size = self._text_size()
        hover = ctx.hover
        if ctx.selected is not None and ctx.selected in LINE_OF_ROW:
            line = self.row_rect(ctx.selected)
            surface.blit(self._tint(line.size, SELECT_TINT, 150), line)
        elif hover is not None and hover in ctx.previews and ctx.previews[hover].legal:
            line = self.row_rect(hover)
            surface.blit(self._tint(line.size, HOVER_TINT, 150), line)
        if ctx.active is not None:
            column = pygame.Rect(
                self.column_x(ctx.active), rect.y + self.line_h, self.col_w, rect.h - self.line_h
            )
            surface.blit(self._tint(column.size, ACTIVE_TINT, 150), column)
        self._draw_header(surface, ctx, size)
        for i, (kind, row) in enumerate(LINES[1:], start=1):
            line = self.line_rect(i)
            if kind == "row" and row is not None:
                self._draw_row(surface, ctx, row, line, size)
            else:
                self._draw_sum(surface, ctx, kind, line, size)
        if ctx.active is not None:
            column = pygame.Rect(self.column_x(ctx.active), rect.y, self.col_w, rect.h)
            pygame.draw.rect(surface, INK, column, 3)
        if ctx.selected is not None and ctx.active is not None and ctx.selected in LINE_OF_ROW:
            cell = self.cell_rect(ctx.active, ctx.selected)
            pygame.draw.rect(surface, PREVIEW_INK, cell.inflate(-2, -2), 3)
            line = self.row_rect(ctx.selected)
            draw_pointer(surface, (line.x + 9, line.centery), max(8, self.line_h // 3), PREVIEW_INK)

    def _text_size(self) -> int:
        """The numbers' font size: as large as the line allows, up to 16 px (before scaling)."""
        size = 16
        while size > 10 and fonts.line_height("bold", size) > self.line_h + 2:
            size -= 1
        return size

    def _draw_header(self, surface: pygame.Surface, ctx: CardContext, size: int) -> None:
        line = self.line_rect(0)
        for seat in range(self.players):
            x = self.column_x(seat)
            accent = colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
            pygame.draw.rect(surface, accent, (x + 2, line.y + 2, self.col_w - 4, 4))
            active = seat == ctx.active
            name = ctx.names[seat] if seat < len(ctx.names) else str(seat + 1)
            role = "bold" if active else "regular"
            colour = colours.HIGHLIGHT if active else colours.TEXT
            if self.col_w >= 64:
                image = fonts.fit_text(name, self.col_w - 24, role, size - 1, colour)
                draw_marker(surface, seat, (x + 10, line.centery + 2), r=5)
                surface.blit(image, image.get_rect(midleft=(x + 19, line.centery + 2)))
            else:
                # Narrow columns: the name takes the whole width (the strip keeps the colour).
                image = fonts.fit_text(name, self.col_w - 4, role, size - 2, colour)
                surface.blit(image, image.get_rect(center=(x + self.col_w // 2, line.centery + 2)))

    def _label(
        self,
        surface: pygame.Surface,
        text: str,
        line: pygame.Rect,
        size: int,
        role: str = "regular",
        indent: int = 18,
    ) -> None:
        image = fonts.fit_text(text, self.label_w - indent - 6, role, size - 1, INK)
        surface.blit(image, image.get_rect(midleft=(line.x + indent, line.centery)))

    def _draw_row(
        self, surface: pygame.Surface, ctx: CardContext, row: str, line: pygame.Rect, size: int
    ) -> None:
        value = UPPER_VALUE.get(row)
        index = ROW_INDEX[row]
        for seat, card in enumerate(ctx.cards):
            cell = pygame.Rect(self.column_x(seat), line.y, self.col_w, line.h)
            written = card[index]
            flash = ctx.flash is not None and ctx.flash[0] == seat and ctx.flash[1] == row
            if flash and ctx.flash is not None:
                pygame.draw.rect(surface, FLASH_TINT, cell.inflate(-4, -4), border_radius=4)
                pygame.draw.rect(surface, DOUBLE_INK, cell.inflate(-4, -4), 2, border_radius=4)
                written = ctx.flash[2]
            if written is not None:
                image = fonts.fit_text(points(written), self.col_w - 4, "bold", size, INK)
                surface.blit(image, image.get_rect(center=cell.center))
                doubled = (
                    not flash
                    and ctx.first_rows[seat][index]
                    and value is None
                    and row != "chance"
                    and written > 0
                )
                if doubled:
                    self._badge(surface, cell)
                continue
            if seat != ctx.active:
                continue
            preview = ctx.previews.get(row)
            if preview is None or not preview.legal:
                continue
            colour = PREVIEW_INK if preview.formed and preview.points != 0 else INK_DIM
            image = fonts.fit_text(points(preview.points), self.col_w - 4, "italic", size, colour)
            surface.blit(image, image.get_rect(center=cell.center))
            if preview.doubled:
                self._badge(surface, cell)
        if self.coach_w and ctx.coach is not None and row in ctx.coach:
            cell = pygame.Rect(self.coach_x(), line.y, self.coach_w, line.h)
            best = row == ctx.coach_best
            image = fonts.fit_text(
                decimal(ctx.coach[row], 1),
                self.coach_w - 18,
                "bold" if best else "regular",
                size - 2,
                COACH_INK if best else INK,
            )
            surface.blit(image, image.get_rect(midright=(cell.right - 4, cell.centery)))
            if best:
                draw_star(surface, (cell.x + 8, cell.centery), min(7, self.line_h // 3), COACH_INK)
            if row == ctx.coach_row:
                # Hard's move is to write this row: framed in its column and in the player's.
                pygame.draw.rect(surface, COACH_INK, cell.inflate(-3, -3), 2, border_radius=4)
                if ctx.active is not None:
                    mine = self.cell_rect(ctx.active, row).inflate(-6, -6)
                    pygame.draw.rect(surface, COACH_INK, mine, 2, border_radius=4)

    def _badge(self, surface: pygame.Surface, cell: pygame.Rect) -> None:
        """The "×2" mark of a doubled first-roll score, in the cell's top-right corner."""
        image = fonts.text(tr("dicepoker.card.double_badge"), "bold", 10, DOUBLE_INK)
        surface.blit(image, image.get_rect(topright=(cell.right - 3, cell.y + 1)))

    def _draw_sum(
        self, surface: pygame.Surface, ctx: CardContext, kind: str, line: pygame.Rect, size: int
    ) -> None:
        for seat, card in enumerate(ctx.cards):
            cell = pygame.Rect(self.column_x(seat), line.y, self.col_w, line.h)
            role, colour, text = "bold", INK, ""
            if kind == "upper":
                if any(p is not None for p in card[:6]):
                    text = signed(upper_sum(card))
            elif kind == "bonus":
                text, short, colour, role = bonus_cell(card)
                if fonts.font(role, size - 2).size(text)[0] > self.col_w - 6:
                    text = short  # a narrow column: the short form
            elif kind == "lower":
                if any(p is not None for p in card[6:]):
                    text = points(lower_sum(card))
            else:
                text = points(total(card))
            if text:
                image = fonts.fit_text(
                    text, self.col_w - 6, role, size if kind != "total" else size + 1, colour
                )
                surface.blit(image, image.get_rect(center=cell.center))


def bonus_cell(card: Sequence[int | None]) -> tuple[str, str, tuple[int, int, int], str]:
    """The bonus line of a column: (text, short text for narrow columns, colour, font role).

    "+50" once earned, "0" once lost, and while upper rows are open either how
    many points are missing ("need 3") or "on track" (the sum is 0 or more).
    """
    upper = card[:6]
    if all(p is not None for p in upper):
        earned = bonus(card)
        if earned:
            return f"+{earned}", f"+{earned}", COACH_INK, "bold"
        return "0", "0", INK_DIM, "regular"
    if not any(p is not None for p in upper):
        return "", "", INK, "regular"
    short = -upper_sum(card)
    if short > 0:
        return tr("dicepoker.card.bonus_need", n=short), points(-short), DOUBLE_INK, "regular"
    return (
        tr("dicepoker.card.bonus_on_track"),
        tr("dicepoker.card.bonus_on_track_short"),
        COACH_INK,
        "regular",
    )


def bonus_status(card: Sequence[int | None]) -> str:
    """The bonus in a sentence, for the active player's panel."""
    upper = card[:6]
    total_upper = upper_sum(card)
    if not any(p is not None for p in upper):
        return tr("dicepoker.status.bonus_start", bonus=BONUS)
    if all(p is not None for p in upper):
        if bonus(card):
            return tr("dicepoker.status.bonus_earned", upper=signed(total_upper), bonus=BONUS)
        return tr("dicepoker.status.bonus_lost", upper=signed(total_upper), bonus=BONUS)
    if total_upper < 0:
        return tr(
            "dicepoker.status.bonus_short", upper=signed(total_upper), n=-total_upper, bonus=BONUS
        )
    return tr("dicepoker.status.bonus_on_track", upper=signed(total_upper), bonus=BONUS)
