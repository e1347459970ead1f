"""Where things are on the pinochle felt, and the drawings that need no game logic: the score
pad, the seat plates, the trick, the meld board, the deal summary.

Seats are drawn relative to the screen's player (the bottom seat): clockwise
from there come the left seat, the partner at the top, the right seat. The
layout keeps the shell's corner buttons (bottom left) free: the hand is fanned
to their right.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from yenta_desktop.engine.pinochle import Meld
from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.pinochle import words
from yenta_desktop.ui.widgets.cards import CardArt, card_height

#: Team colours (Okabe-Ito orange and blue) and marks (a circle and a square: never colour alone).
TEAM_COLOURS = ((230, 159, 0), (86, 180, 233))
BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
PLACES = (BOTTOM, LEFT, TOP, RIGHT)


@dataclass
class Layout:
    """Rects of one layout of the felt (window coordinates)."""

    area: pygame.Rect
    card_w: int
    card_h: int
    hand: pygame.Rect
    name_strip: pygame.Rect
    pad: pygame.Rect
    plates: dict[str, pygame.Rect]
    centre: pygame.Rect
    trick_w: int
    mini_w: int
    slots: dict[str, pygame.Rect] = field(default_factory=dict)


def compute_layout(area: pygame.Rect, corner: pygame.Rect) -> Layout:
    """The felt's layout for ``area``, keeping the shell's ``corner`` free."""
    card_w = int(max(44, min(72, area.w / 12.5, area.h / 9.2)))
    card_h = card_height(card_w)
    lift = card_w // 4
    name_h = fonts.line_height("bold", 15) + 2
    left = max(area.x + 14, corner.right + 14)
    hand = pygame.Rect(left, area.bottom - 10 - card_h, area.right - 14 - left, card_h)
    name_strip = pygame.Rect(left, hand.y - lift - name_h - 2, hand.w, name_h)
    pad_lines = 4
    pad = pygame.Rect(
        area.x + 10,
        area.y + 10,
        int(min(fonts.scaled(310), area.w * 0.5)),
        10
        + fonts.line_height("bold", 15)
        + fonts.line_height("regular", 12)
        + pad_lines * fonts.line_height("regular", 14),
    )
    mini_w = max(20, min(30, card_w // 2 - 4))
    plate_w = int(min(fonts.scaled(210), area.w * 0.27))
    plate_h = (
        8
        + fonts.line_height("bold", 15)
        + fonts.line_height("regular", 13)
        + card_height(mini_w)
        + 10
    )
    top_x = max(pad.right + 12, area.centerx - plate_w // 2)
    top_x = min(top_x, area.right - 10 - plate_w)
    top = pygame.Rect(top_x, area.y + 10, plate_w, plate_h)
    low = min(corner.top, name_strip.top) - 10
    left_plate = pygame.Rect(area.x + 10, 0, plate_w, plate_h)
    left_plate.centery = (pad.bottom + 10 + low) // 2
    left_plate.top = max(left_plate.top, pad.bottom + 10)
    right_plate = pygame.Rect(area.right - 10 - plate_w, 0, plate_w, plate_h)
    right_plate.centery = (top.bottom + name_strip.top) // 2
    centre = pygame.Rect(
        left_plate.right + 8,
        top.bottom + 6,
        right_plate.left - left_plate.right - 16,
        name_strip.top - top.bottom - 12,
    )
    trick_w = int(max(40, min(card_w, centre.h / (1.4 * 2.25), centre.w / 3.4)))
    layout = Layout(
        area,
        card_w,
        card_h,
        hand,
        name_strip,
        pad,
        {LEFT: left_plate, TOP: top, RIGHT: right_plate},
        centre,
        trick_w,
        mini_w,
    )
    th = card_height(trick_w)
    cx, cy = centre.center
    for place, (dx, dy) in {
        BOTTOM: (0, 0.56),
        TOP: (0, -0.56),
        LEFT: (-1.15, 0),
        RIGHT: (1.15, 0),
    }.items():
        rect = pygame.Rect(0, 0, trick_w, th)
        rect.center = (int(cx + dx * trick_w), int(cy + dy * th))
        layout.slots[place] = rect
    return layout


def team_mark(surface: pygame.Surface, team: int, centre: tuple[int, int], size: int) -> None:
    """A team's mark: an orange circle (team 1) or a blue square (team 2), outlined."""
    colour = TEAM_COLOURS[team]
    if team == 0:
        pygame.draw.circle(surface, colour, centre, size // 2)
        pygame.draw.circle(surface, (0, 0, 0), centre, size // 2, 2)
    else:
        rect = pygame.Rect(0, 0, size - 2, size - 2)
        rect.center = centre
        pygame.draw.rect(surface, colour, rect)
        pygame.draw.rect(surface, (0, 0, 0), rect, 2)


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
    """A dark rounded panel with a gold edge."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (12, 20, 16, alpha), shade.get_rect(), border_radius=10)
    surface.blit(shade, rect)
    pygame.draw.rect(surface, colours.PANEL_BORDER, rect, 1, border_radius=10)


def mini_fan(
    surface: pygame.Surface,
    art: CardArt,
    cards: Sequence[str | None],
    left: int,
    top: int,
    width: int,
    mini_w: int,
    spread: float = 0.62,
) -> None:
    """Small cards (``None``: face down) overlapped to fit ``width``."""
    n = len(cards)
    if not n:
        return
    step = min(mini_w * spread, (width - mini_w) / max(1, n - 1))
    for i, card in enumerate(cards):
        art.draw(surface, card, (int(left + i * step), top), mini_w)


def meld_rows(
    surface: pygame.Surface,
    art: CardArt,
    melds: Sequence[Meld],
    rect: pygame.Rect,
    mini_w: int,
) -> int:
    """Each meld in ``rect``: its name and points, then its cards; returns the y below.

    The cards shrink (down to a readable size) so that every meld fits; a long list goes
    into two columns; only what still cannot fit is summed up as "and N more".
    """
    line = fonts.line_height("regular", 14)
    columns = 1
    for columns in (1, 2):
        per_column = -(-len(melds) // columns)
        fit_h = rect.h // max(1, per_column) - 4
        size = min(mini_w, int(fit_h / 1.4))
        if size >= 22 or columns == 2:
            mini_w = max(20, size)
            break
    mh = card_height(mini_w)
    row_h = max(mh, line) + 4
    col_w = (rect.w - 10 * (columns - 1)) // columns
    text_w = min(col_w // 2, fonts.scaled(150))
    bottom = rect.y
    for index, meld in enumerate(melds):
        col, row = divmod(index, -(-len(melds) // columns))
        x = rect.x + col * (col_w + 10)
        y = rect.y + row * row_h
        if y + row_h > rect.bottom:
            if col == columns - 1:
                rest = len(melds) - index
                more = fonts.fit_text(
                    tr("pinochle.melds.more", count=rest), col_w, "italic", 13, colours.TEXT_DIM
                )
                surface.blit(more, (x, y))
                return max(bottom, y + more.get_height())
            continue
        label = fonts.fit_text(
            tr("pinochle.meld_points", meld=words.meld_name(meld.name), points=meld.points),
            text_w,
            "regular",
            14,
            colours.TEXT,
        )
        surface.blit(label, (x, y + (mh - label.get_height()) // 2))
        mini_fan(surface, art, meld.cards, x + text_w + 6, y, col_w - text_w - 6, mini_w, 0.8)
        bottom = max(bottom, y + row_h)
    return bottom


def wrap_lines(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    width: int,
    role: str,
    size: int,
    colour: tuple[int, int, int],
    limit: int = 3,
) -> int:
    """``text`` wrapped to ``width`` (at most ``limit`` lines) at ``pos``; returns the y below."""
    lines = fonts.wrap_text(text, width, role, size)[:limit]
    return fonts.blit_lines(surface, lines, pos, role, size, colour)
