"""The dice tray: N large dice (1-6) in a column, each with a lane to roll in and a lane to hold in.

A held die slides over into the "held" lane on the right, gets a gold frame and a
padlock (position, frame and shape: never colour alone); its key (1-N) stands
beside its place. A game that sets dice aside instead (``held_style="aside"``)
gets the frame and a bar instead of the padlock; highlighted dice (what scores
now) get a blue bracket below; the coach's dice a ring. Above the tray: whose
dice they are and the roll count with a pip per roll (filled for rolls used;
none when the rolls are unlimited). :class:`TrayTumble` is the shared
:class:`~yenta_desktop.ui.widgets.animations.Tumble` flying the re-rolled dice
into their places.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.kits.dice_table.paint import blit_text
from yenta_desktop.ui.kits.dice_table.texts import DiceTexts
from yenta_desktop.ui.widgets import animations as anim
from yenta_desktop.ui.widgets.dice import DiceArt

HELD_FRAME = (245, 211, 138)
#: Okabe-Ito blue: dice highlighted as scoring now.
HIGHLIGHT = (86, 180, 233)


@dataclass
class TrayContext:
    """What the tray shows this frame."""

    #: The dice (empty before the turn's first roll).
    dice: Sequence[int]
    #: Per position, 0 (in the roll lane) .. 1 (in the held lane): the drawn slide.
    lanes: Sequence[float]
    #: Whose dice: name and seat (for the accent marker), None before anyone plays.
    name: str = ""
    seat: int | None = None
    rolls_done: int = 0
    #: Positions a tumble is drawing (not drawn in place).
    hidden: set[int] = field(default_factory=set)
    #: The human may click the dice (keys shown beside them).
    selectable: bool = False
    #: The dice Hard would hold now (ringed), with the coach on.
    coach_hold: set[int] = field(default_factory=set)
    #: A hint in the empty tray ("Press Space to roll").
    empty_hint: str = ""
    #: Dice highlighted (the dice that score now, in a set-aside game): a bracket below each.
    highlighted: set[int] = field(default_factory=set)


def draw_hint(surface: pygame.Surface, hint: str, rect: pygame.Rect) -> None:
    """A wrapped hint centred in ``rect`` (as ``fonts.draw_wrapped``), each line through
    :func:`blit_text`."""
    size = 16
    while True:
        lines = fonts.wrap_text(hint, rect.w, "bold", size)
        step = fonts.line_height("bold", size)
        if len(lines) * step <= rect.h or size <= 11:
            break
        size -= 1
    y = rect.centery - len(lines) * step // 2
    for line in lines:
        image = fonts.text(line, "bold", size, colours.GOLD)
        blit_text(surface, image, image.get_rect(midtop=(rect.centerx, y)), rect)
        y += step


def draw_padlock(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A small padlock (held die), drawn as shapes."""
    x, y = centre
    w = max(8, size)
    h = max(6, int(size * 0.75))
    body = pygame.Rect(0, 0, w, h)
    body.midtop = (x, y)
    shackle = pygame.Rect(0, 0, int(w * 0.66), int(h * 1.1))
    shackle.midbottom = (x, y + h // 3)
    pygame.draw.ellipse(surface, (40, 30, 10), shackle.inflate(2, 2), max(2, w // 5) + 1)
    pygame.draw.ellipse(surface, HELD_FRAME, shackle, max(2, w // 5))
    pygame.draw.rect(surface, (40, 30, 10), body.inflate(2, 2), border_radius=2)
    pygame.draw.rect(surface, HELD_FRAME, body, border_radius=2)
    pygame.draw.circle(surface, (40, 30, 10), (x, body.centery), max(1, w // 8))


class TrayView:
    """Geometry and drawing of the tray in a rectangle (also the tumble's geometry)."""

    def __init__(
        self,
        dice: DiceArt,
        texts: DiceTexts,
        num_dice: int = 5,
        max_rolls: int = 3,
        held_style: str = "hold",
    ) -> None:
        if not 1 <= num_dice <= 6:
            raise ValueError(f"a tray holds 1 to 6 dice, not {num_dice}")
        self.dice = dice
        self.texts = texts
        self.num_dice = num_dice
        #: Rolls a turn may have (0: unlimited, no pips).
        self.max_rolls = max_rolls
        #: "hold": held dice get a padlock; "aside": set-aside dice get a bar instead.
        self.held_style = held_style
        self.rect = pygame.Rect(0, 0, 220, 500)
        self.die = 60
        self.header_h = 40
        self.caption_h = 16
        self.slot_h = 80

    def layout(self, rect: pygame.Rect) -> None:
        """Place the tray in ``rect``."""
        self.rect = pygame.Rect(rect)
        self.header_h = max(
            40, fonts.line_height("bold", 16) + fonts.line_height("regular", 13) + 6
        )
        self.caption_h = fonts.line_height("bold", 12) + 8  # room for the padlocks below it
        self.slot_h = max(30, (self.rect.h - self.header_h - 12 - self.caption_h) // self.num_dice)
        self.die = max(24, min(76, self.slot_h - 14, (self.rect.w - 46) // 2 - 8))

    @property
    def box(self) -> pygame.Rect:
        """The tray itself (below its header)."""
        return pygame.Rect(
            self.rect.x,
            self.rect.y + self.header_h,
            self.rect.w,
            self.slot_h * self.num_dice + 12 + self.caption_h,
        )

    def lane_x(self, held: float) -> float:
        """The x of a die's centre: ``held`` 0 in the roll lane, 1 in the held lane."""
        box = self.box
        roll = box.x + 30 + self.die / 2
        keep = box.right - 12 - self.die / 2
        return roll + (keep - roll) * held

    def divider_x(self) -> int:
        """Where the two lanes meet."""
        return int((self.lane_x(0) + self.lane_x(1)) / 2)

    def slot_y(self, position: int) -> float:
        """The y of a die's centre."""
        return self.box.y + 6 + self.caption_h + self.slot_h * position + self.slot_h / 2

    def slot_rect(self, position: int) -> pygame.Rect:
        """The whole row of one die across both lanes (what a click toggles)."""
        box = self.box
        top = box.y + 6 + self.caption_h + self.slot_h * position
        return pygame.Rect(box.x, int(top), box.w, self.slot_h)

    def die_at(self, pos: tuple[int, int]) -> int | None:
        """The tray position under ``pos``, or None."""
        for position in range(self.num_dice):
            if self.slot_rect(position).collidepoint(pos):
                return position
        return None

    # -------------------------------------------------- the tumble's geometry
    def launch_point(self) -> tuple[float, float]:
        """Where re-rolled dice come from: above the middle of the roll lane."""
        return (self.lane_x(0) + self.die * 0.4, self.box.y + self.slot_h * 0.8)

    # ------------------------------------------------------------ drawing
    def layout_key(self) -> tuple[object, ...]:
        """What the static layer depends on (with the language and the scale)."""
        return (tuple(self.rect), self.die, self.slot_h, self.header_h, self.caption_h)

    def draw(self, surface: pygame.Surface, ctx: TrayContext) -> None:
        """The whole tray (the replay; the table caches the static layer)."""
        self.draw_static(surface)
        self.draw_dynamic(surface, ctx)

    def draw_static(self, surface: pygame.Surface) -> None:
        """The tray with its two lanes and the held lane's caption."""
        box = self.box
        pygame.draw.rect(surface, colours.WOOD_DARK, box.inflate(10, 10), border_radius=14)
        pygame.draw.rect(surface, colours.WOOD, box.inflate(10, 10), 3, border_radius=14)
        pygame.draw.rect(surface, colours.FELT_DARK, box, border_radius=10)
        divider = self.divider_x()
        held_lane = pygame.Rect(divider, box.y + 4, box.right - 4 - divider, box.h - 8)
        pygame.draw.rect(surface, (26, 62, 44), held_lane, border_radius=8)
        for y in range(box.y + 8, box.bottom - 8, 12):
            pygame.draw.line(surface, colours.WOOD_LIGHT, (divider, y), (divider, y + 6), 2)
        caption = "tray.held" if self.held_style == "hold" else "tray.aside"
        small = fonts.fit_text(self.texts.get(caption), held_lane.w - 6, "bold", 12, HELD_FRAME)
        blit_text(surface, small, small.get_rect(midtop=(held_lane.centerx, box.y + 4)), held_lane)

    def draw_dynamic(self, surface: pygame.Surface, ctx: TrayContext) -> None:
        """Header, the dice, frames, padlocks, keys, the coach's rings and hints."""
        self._draw_header(surface, ctx)
        box = self.box
        if not ctx.dice:
            for position in range(self.num_dice):
                outline = pygame.Rect(0, 0, self.die, self.die)
                outline.center = (int(self.lane_x(0)), int(self.slot_y(position)))
                pygame.draw.rect(surface, (70, 110, 90), outline, 2, border_radius=self.die // 6)
            if ctx.empty_hint:
                area = pygame.Rect(box.x + 10, box.centery - 60, box.w - 20, 120)
                shade = pygame.Surface(area.size, pygame.SRCALPHA)
                shade.fill((12, 20, 16, 210))
                surface.blit(shade, area)
                draw_hint(surface, ctx.empty_hint, area.inflate(-12, -12))
            return
        roll_x, keep_x = self.lane_x(0), self.lane_x(1)
        art = self.dice.for_seat(ctx.seat)  # the seat's own dice style
        for position in range(self.num_dice):
            held = ctx.lanes[position] if position < len(ctx.lanes) else 0.0
            dx, dy = roll_x + (keep_x - roll_x) * held, self.slot_y(position)
            if ctx.selectable:
                key = fonts.text(str(position + 1), "bold", 13, colours.TEXT_DIM)
                centre = (box.x + 14, int(dy))
                pygame.draw.circle(surface, (14, 40, 28), centre, 10)
                pygame.draw.circle(surface, colours.TEXT_DIM, centre, 10, 1)
                blit_text(surface, key, key.get_rect(center=centre), self.slot_rect(position))
            if position in ctx.hidden:
                continue
            rect = art.blit(surface, ctx.dice[position], (dx, dy), self.die)
            if held > 0.5:
                pygame.draw.rect(
                    surface, HELD_FRAME, rect.inflate(8, 5), 3, border_radius=self.die // 5
                )
                if self.held_style == "hold":
                    draw_padlock(surface, (rect.right - 4, rect.y - 6), max(10, self.die // 5))
                else:
                    bar = pygame.Rect(rect.x + 4, rect.y - 9, rect.w - 8, 4)
                    pygame.draw.rect(surface, HELD_FRAME, bar, border_radius=2)
            if position in ctx.highlighted:
                under = pygame.Rect(rect.x, rect.bottom + 3, rect.w, 4)
                pygame.draw.rect(surface, HIGHLIGHT, under, border_radius=2)
                pygame.draw.rect(surface, HIGHLIGHT, (rect.x, rect.bottom - 2, 4, 9))
                pygame.draw.rect(surface, HIGHLIGHT, (rect.right - 4, rect.bottom - 2, 4, 9))
            if position in ctx.coach_hold:
                ring = rect.inflate(16, 12)
                pygame.draw.rect(surface, colours.HIT, ring, 2, border_radius=self.die // 4)
                pygame.draw.circle(surface, colours.HIT, (ring.x + 4, ring.y + 4), 5)

    def _draw_header(self, surface: pygame.Surface, ctx: TrayContext) -> None:
        x, y = self.rect.x, self.rect.y
        if ctx.seat is not None:
            accent = colours.SEAT_ACCENTS[ctx.seat % len(colours.SEAT_ACCENTS)]
            pygame.draw.rect(
                surface, accent, (x, y + 3, 6, fonts.line_height("bold", 16) - 6), border_radius=2
            )
        header = pygame.Rect(x, y, self.rect.w, self.header_h)
        name = fonts.fit_text(ctx.name, self.rect.w - 12, "bold", 16, colours.TEXT)
        blit_text(surface, name, name.get_rect(topleft=(x + 12, y)), header)
        line_y = y + fonts.line_height("bold", 16)
        most = self.max_rolls
        if most:
            label = self.texts.get("tray.rolls", done=ctx.rolls_done, most=most)
        else:
            label = self.texts.get("tray.rolls_open", done=ctx.rolls_done)
        pips_w = most * 16
        image = fonts.fit_text(label, self.rect.w - pips_w - 18, "regular", 13, colours.TEXT_DIM)
        blit_text(surface, image, image.get_rect(topleft=(x + 12, line_y)), header)
        px = x + 12 + image.get_width() + 10
        cy = line_y + image.get_height() // 2
        for i in range(most):
            centre = (px + 8 + i * 16, cy)
            if i < ctx.rolls_done:
                pygame.draw.circle(surface, colours.GOLD, centre, 6)
            else:
                pygame.draw.circle(surface, colours.TEXT_DIM, centre, 6, 2)


class _TumbleGeometry:
    """What :class:`~yenta_desktop.ui.widgets.animations.Tumble` asks of a table, for the tray:
    each "seat" of the tumble is one tray position."""

    def __init__(self, tray: TrayView, values: Sequence[int], seat: int | None = None) -> None:
        self.tray = tray
        self.dice = tray.dice.for_seat(seat)
        self.values = values

    def dice_slots(self, seat: int, count: int) -> list[tuple[float, float, int]]:
        if count <= 0:
            return []
        return [(self.tray.lane_x(0), self.tray.slot_y(seat), self.tray.die)]

    def face_values(self, seat: int) -> list[int]:
        return [self.values[seat]]

    def felt_centre(self) -> tuple[float, float]:
        return self.tray.launch_point()


class TrayTumble(anim.Tumble):
    """The re-rolled dice tumble into their places in the tray (the held ones stay put)."""

    def __init__(
        self,
        tray: TrayView,
        dice: Sequence[int],
        rerolled: Sequence[int],
        duration: float = 0.9,
        on_start: object = None,
        seat: int | None = None,
        strength: float = 1.0,
    ) -> None:
        super().__init__(
            [1 if p in rerolled else 0 for p in range(tray.num_dice)], duration, on_start, strength
        )
        self.seat = seat
        self.tray = tray
        self.final = tuple(dice)
        self.rerolled = set(rerolled)

    def hidden(self) -> dict[int, list[int]]:
        """The tray positions in the air."""
        return {p: [-1] for p in self.rerolled}

    def draw(self, surface: pygame.Surface, table: Any) -> None:
        """The shared tumble, with the tray as its table."""
        geometry = _TumbleGeometry(self.tray, self.final, self.seat)
        super().draw(surface, geometry)  # type: ignore[arg-type]
