"""The table as drawn: felt and wood rim, seats around the oval, dice, pairs, discard tray.

Pure drawing from a :class:`TableContext` (what the scene decided to show);
it never reads the engine's hidden dice except through ``context.face_up``.
Geometry is recomputed on every layout call, so resizing just works.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from yenta_desktop.engine.yenta import GameState, Phase
from yenta_desktop.i18n import tr
from yenta_desktop.session import Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.widgets.dice import DiceArt

Point = tuple[float, float]


@dataclass
class TableContext:
    """Everything the scene decided to show this frame."""

    state: GameState
    seats: list[Seat]
    #: seat -> whether its dice are drawn face up.
    face_up: list[bool]
    hidden: dict[int, list[int]] = field(default_factory=dict)
    selected_value: int | None = None
    selected_target: int | None = None
    #: seats that may be asked now (highlighted as targets), empty when not choosing.
    targets: list[int] = field(default_factory=list)
    #: values the acting human may ask for (their dice are clickable), empty otherwise.
    askable: list[int] = field(default_factory=list)
    thinking: int | None = None
    hover: Any = None
    #: The deduction aid: seat -> (values surely held, values surely lacking); empty when off.
    aid: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = field(default_factory=dict)


def _panel_size(width: int, aid: bool = False) -> tuple[int, int]:
    """A name plate's size: it grows with the UI scale (a little less than the text)."""
    w, h = (214, 96) if width >= 1200 else (196, 92)
    # Larger text needs larger plates, but a small window has no room for much more.
    # (A small window keeps the plates' width: the seats beside your dice need the room.)
    grow = 1 + (fonts.scale() - 1) * 0.6 if width >= 1200 else 1.0
    # Tall enough for its three lines of text at any scale: name, kind, dice left.
    content = (
        14
        + fonts.line_height("bold", 19)
        + fonts.line_height("regular", 13)
        + fonts.line_height("regular", 14)
    )
    if aid:
        # One more line: what the seat surely holds and lacks (dice a little taller than text).
        line = max(fonts.line_height("bold", 13), aid_die_size() + 4)
        content += line + 2
        h += line
    return round(w * grow), max(round(h * grow), content)


def aid_die_size() -> int:
    """The deduction aid's dice on the plates: large enough to read the pips."""
    return max(16, fonts.scaled(17))


class TableView:
    """Lays out and draws the table for one window size and seat count."""

    def __init__(self, dice: DiceArt) -> None:
        self.dice = dice
        self.area = pygame.Rect(0, 0, 940, 720)
        self.num = 4
        self.bottom = 0
        self.per = 5
        self._felt_cache: tuple[tuple[int, ...], pygame.Surface] | None = None
        self.context: TableContext | None = None
        #: what the last draw showed face up, per seat (tests inspect this).
        self._die_rects: list[tuple[pygame.Rect, int]] = []
        #: Whether plates make room for the deduction aid's line.
        self.aid = False

    # ------------------------------------------------------------ geometry
    def layout(self, area: pygame.Rect, num: int, bottom: int, per: int) -> None:
        """Set the table area, the number of seats, who sits at the bottom and dice per seat."""
        self.area = pygame.Rect(area)
        self.num = num
        self.bottom = bottom
        self.per = per

    @property
    def rx(self) -> float:
        """Horizontal radius of the felt."""
        return self.area.w * 0.5 - (110 if self.area.w > 800 else 96)

    @property
    def ry(self) -> float:
        """Vertical radius of the felt."""
        return self.area.h * 0.5 - 112

    def felt_centre(self) -> Point:
        """Centre of the oval."""
        return (self.area.centerx, self.area.centery - 6)

    def dice_for(self, seat: int) -> DiceArt:
        """The art of ``seat``'s dice (its own dice style)."""
        return self.dice.for_seat(seat)

    def angle(self, seat: int) -> float:
        """Screen angle of a seat (bottom seat at 90 degrees, clockwise in seat order)."""
        k = (seat - self.bottom) % self.num
        return math.radians(90 + k * 360 / self.num)

    def seat_anchor(self, seat: int) -> Point:
        """Centre of a seat's panel."""
        return self.panel_rect(seat).center

    def panel_rect(self, seat: int) -> pygame.Rect:
        """The seat's name plate, on the rim, kept inside the table area."""
        cx, cy = self.felt_centre()
        a = self.angle(seat)
        w, h = _panel_size(self.area.w + 340, self.aid)
        x = cx + math.cos(a) * (self.rx + 40)
        y = cy + math.sin(a) * (self.ry + 58)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (int(x), int(y))
        bounds = pygame.Rect(self.area.x + 8, self.area.y + 30, self.area.w - 16, self.area.h - 38)
        rect.clamp_ip(bounds)
        return rect

    def dice_slots(self, seat: int, count: int) -> list[tuple[float, float, int]]:
        """Centres and sizes of a seat's dice on the felt, in front of its plate."""
        if count <= 0:
            return []
        cx, cy = self.felt_centre()
        if seat == self.bottom:
            size = 54 if self.area.w > 800 else 44 if self.area.w < 720 else 48
            step = size + (10 if self.area.w > 720 else 8)
            y = cy + self.ry * 0.60
            x0 = cx - step * (count - 1) / 2
            return [(x0 + i * step, y, size) for i in range(count)]
        # Other seats: a row beside their plate, on the side facing the middle of the table
        # (below plates in the upper half, above plates in the lower half, clear of the tags).
        plate = self.panel_rect(seat)
        size = 24
        step = size + 4
        per_row = max(1, (plate.w - 10) // step)
        rows = math.ceil(count / per_row)
        below = plate.centery <= cy + 10
        slots = []
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            x = plate.centerx + (col - (in_row - 1) / 2) * step
            if below:
                y = plate.bottom + 10 + size / 2 + row * (size + 4)
            else:
                y = plate.top - 30 - size / 2 - (rows - 1 - row) * (size + 4)
            slots.append((x, y, size))
        return slots

    def pile_anchor(self, seat: int) -> Point:
        """Where captured pairs sit (the plate's lower right)."""
        rect = self.panel_rect(seat)
        return (rect.right - 46, rect.bottom - 18)

    def float_anchor(self, seat: int) -> tuple[float, float, int]:
        """Where points float from, and which way (+1 down, -1 up): off the plate, on its side
        facing the middle of the table, so "+12" never lands on the score ("+120")."""
        rect = self.panel_rect(seat)
        if rect.centery <= self.felt_centre()[1]:
            return (rect.centerx, rect.bottom + 22, 1)
        return (rect.centerx, rect.top - fonts.line_height("bold", 13) - 22, -1)

    def tray_rect(self) -> pygame.Rect:
        """The discard tray in the middle of the table."""
        cx, cy = self.felt_centre()
        rect = pygame.Rect(0, 0, 230, 62)
        rect.center = (int(cx), int(cy + 8))
        return rect

    def tray_anchor(self) -> Point:
        """Centre of the tray."""
        return self.tray_rect().center

    def shows_face(self, seat: int) -> bool:
        """Whether the current context shows this seat's dice."""
        return bool(self.context and self.context.face_up[seat])

    def face_values(self, seat: int) -> list[int]:
        """The face-up values of a seat (empty when its dice are hidden)."""
        if not self.context or not self.context.face_up[seat]:
            return []
        return self.context.state.hand(seat)

    # ------------------------------------------------------------ hit testing
    def hit_test(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        """("die", value) for the acting human's die, ("seat", n) for a plate or dice, or None."""
        for rect, value in self._die_rects:
            if rect.collidepoint(pos):
                return ("die", value)
        for seat in range(self.num):
            if self.panel_rect(seat).collidepoint(pos):
                return ("seat", seat)
            for x, y, size in self.dice_slots(seat, self.per):
                if seat != self.bottom and abs(pos[0] - x) < size and abs(pos[1] - y) < size:
                    return ("seat", seat)
        return None

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, context: TableContext) -> None:
        """The whole table for this frame."""
        self.context = context
        surface.blit(self._felt(surface.get_size()), (0, 0))
        state = context.state
        self._draw_centre(surface, context)
        self._die_rects = []
        for seat in range(self.num):
            self._draw_dice(surface, context, seat)
        for seat in range(self.num):
            self._draw_plate(surface, context, seat)
        del state

    def _felt(self, size: tuple[int, int]) -> pygame.Surface:
        key = (*size, *self.area)
        if self._felt_cache and self._felt_cache[0] == key:
            return self._felt_cache[1]
        surface = pygame.Surface(size)
        # Room: a dark vignette.
        small = pygame.Surface((48, 27))
        for y in range(27):
            for x in range(48):
                dx, dy = (x - 23.5) / 24, (y - 13) / 14
                t = min(1.0, math.hypot(dx, dy))
                small.set_at(
                    (x, y),
                    [int(a + (b - a) * t) for a, b in zip((38, 30, 24), (10, 8, 7), strict=True)],
                )
        surface.blit(pygame.transform.smoothscale(small, size), (0, 0))
        cx, cy = self.felt_centre()
        rx, ry = self.rx, self.ry
        # Wood rim with a highlight and shadow.
        outer = pygame.Rect(0, 0, int(2 * rx + 64), int(2 * ry + 64))
        outer.center = (int(cx), int(cy))
        shadow = outer.move(0, 10)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.ellipse(shade, (0, 0, 0, 120), shadow)
        surface.blit(shade, (0, 0))
        pygame.draw.ellipse(surface, colours.WOOD_DARK, outer)
        pygame.draw.ellipse(surface, colours.WOOD, outer.inflate(-6, -6))
        pygame.draw.ellipse(surface, colours.WOOD_LIGHT, outer.inflate(-14, -14), 3)
        pygame.draw.ellipse(surface, colours.WOOD_DARK, outer.inflate(-40, -40))
        # Felt: a soft radial gradient rendered small and scaled up.
        felt_rect = outer.inflate(-46, -46)
        grad = pygame.Surface((64, 40), pygame.SRCALPHA)
        for y in range(40):
            for x in range(64):
                dx, dy = (x - 31.5) / 32, (y - 19.5) / 20
                d = math.hypot(dx, dy)
                if d <= 1.02:
                    t = min(1.0, d)
                    c = [
                        int(a + (b - a) * t * t)
                        for a, b in zip(colours.FELT_LIGHT, colours.FELT_DARK, strict=True)
                    ]
                    grad.set_at((x, y), (*c, 255))
        felt = pygame.transform.smoothscale(grad, felt_rect.size)
        mask = pygame.Surface(felt_rect.size, pygame.SRCALPHA)
        pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
        felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(felt, felt_rect)
        pygame.draw.ellipse(surface, (58, 140, 100), felt_rect.inflate(-30, -30), 1)
        self._felt_cache = (key, surface)
        return surface

    def _draw_centre(self, surface: pygame.Surface, context: TableContext) -> None:
        state = context.state
        tray = self.tray_rect()
        pygame.draw.rect(surface, (16, 60, 40), tray, border_radius=14)
        pygame.draw.rect(surface, (12, 44, 30), tray, 2, border_radius=14)
        discards = (
            [v for seat_discards in state.discards for v in seat_discards] if state.discards else []
        )
        label = fonts.text(tr("table.discards"), "regular", 13, (150, 190, 165))
        label_rect = label.get_rect(midbottom=(tray.centerx, tray.top - 2))
        surface.blit(label, label_rect)
        if discards:
            n = len(discards)
            step = min(24, (tray.w - 24) / max(1, n))
            x0 = tray.centerx - step * (n - 1) / 2
            for i, value in enumerate(discards):
                self.dice.blit(
                    surface,
                    value,
                    (x0 + i * step, tray.centery + (i % 2) * 4 - 2),
                    22,
                    (i * 37) % 24 - 12,
                )
        cx, cy = self.felt_centre()
        line = tr("table.round_info", number=state.round_number, target=state.rules.target_score)
        round_image = fonts.text(line, "bold", 17, (200, 230, 210))
        if state.bidder is not None and state.bid is not None:
            text = tr("table.contract", name=context.seats[state.bidder].name, bid=state.bid)
        elif state.high_bidder is not None and state.high_bid is not None:
            text = tr(
                "table.high_bid", name=context.seats[state.high_bidder].name, bid=state.high_bid
            )
        else:
            text = tr("table.no_bids")
        image = fonts.fit_text(text, int(self.rx * 1.2), "regular", 16, colours.GOLD)
        # Stacked up from the tray's label, so larger text never runs into it.
        status = image.get_rect(midbottom=(cx, label_rect.top + 2))
        surface.blit(image, status)
        surface.blit(round_image, round_image.get_rect(midbottom=(cx, status.top + 2)))

    @staticmethod
    def faces_shown(context: TableContext, seat: int) -> list[int]:
        """The faces of ``seat``'s dice this frame shows face up (its hand but the dice still
        in the air); only meaningful where ``context.face_up[seat]``."""
        values = context.state.hand(seat)
        for value in context.hidden.get(seat, []):
            if value in values:
                values.remove(value)
        return values

    def _draw_dice(self, surface: pygame.Surface, context: TableContext, seat: int) -> None:
        state = context.state
        if not state.dice_left:
            return
        hidden = list(context.hidden.get(seat, []))
        if -1 in hidden:
            return  # all in the air (round start)
        if context.face_up[seat]:
            values = self.faces_shown(context, seat)
            slots = self.dice_slots(seat, len(values))
            acting = bool(context.askable)
            labelled = False
            for (x, y, size), value in zip(slots, values, strict=True):
                lift = 0
                if acting and value == context.selected_value:
                    lift = 10
                elif acting and value in context.askable and context.hover is not None:
                    if (
                        abs(context.hover[0] - x) < size / 2
                        and abs(context.hover[1] - y) < size / 2
                    ):
                        lift = 5
                rect = self.dice.for_seat(seat).blit(surface, value, (x, y - lift), size)
                if acting and value in context.askable:
                    self._die_rects.append((rect, value))
                    if value == context.selected_value:
                        pygame.draw.rect(
                            surface, colours.HIGHLIGHT, rect.inflate(8, 6), 3, border_radius=12
                        )
                        if not labelled:
                            labelled = True
                            mark = fonts.text(
                                tr("table.selected_value", value=value),
                                "bold",
                                14,
                                colours.HIGHLIGHT,
                            )
                            surface.blit(
                                mark, mark.get_rect(midtop=(rect.centerx, rect.bottom + 4))
                            )
        else:
            count = state.dice_left[seat] - len(hidden)
            for x, y, size in self.dice_slots(seat, count):
                self.dice.blit(surface, 0, (x, y), size)

    def _draw_aid(
        self,
        surface: pygame.Surface,
        x: int,
        rect: pygame.Rect,
        top: int,
        facts: tuple[tuple[int, ...], tuple[int, ...]],
    ) -> None:
        """ "has 3 6 · no 2": dice, a blue ring for surely held, a die struck through in red
        for surely lacking (shape, not only colour, tells them apart)."""
        has, lacks = facts
        size = aid_die_size()
        cy = top + size // 2 + 1
        for label, values, held in (
            ("yenta.aid.has", has, True),
            ("yenta.aid.lacks", lacks, False),
        ):
            if not values:
                continue
            image = fonts.text(tr(label), "bold", 13, colours.HIT if held else colours.MISS)
            if x + image.get_width() + size > rect.right - 8:
                break
            surface.blit(image, image.get_rect(midleft=(x, cy)))
            x += image.get_width() + 4
            for value in values:
                if x + size > rect.right - 8:
                    break
                self.dice.blit(surface, value, (x + size / 2, cy), size)
                box = pygame.Rect(0, 0, size + 2, size + 2)
                box.center = (round(x + size / 2), cy)
                if held:
                    pygame.draw.rect(surface, colours.HIT, box, 2, border_radius=4)
                else:
                    # The die stays readable: a red frame and one stroke across, no shade.
                    pygame.draw.rect(surface, colours.MISS, box, 2, border_radius=4)
                    pygame.draw.line(
                        surface, colours.MISS, box.bottomleft, box.topright, max(2, size // 8)
                    )
                x += size + 3
            x += 8

    def _draw_plate(self, surface: pygame.Surface, context: TableContext, seat: int) -> None:
        state = context.state
        rect = self.panel_rect(seat)
        info = context.seats[seat]
        accent = colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
        turn = state.current_seat == seat
        passed = bool(state.passed) and state.phase is Phase.AUCTION and state.passed[seat]
        out = bool(state.dice_left) and state.phase is Phase.PLAY and not state.dice_left[seat]
        target = seat in context.targets
        chosen = seat == context.selected_target
        # Shadow and body.
        pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=12)
        body = (24, 34, 29) if not (passed or out) else (30, 33, 32)
        pygame.draw.rect(surface, body, rect, border_radius=12)
        pygame.draw.rect(
            surface,
            accent,
            (rect.x, rect.y, 8, rect.h),
            border_top_left_radius=12,
            border_bottom_left_radius=12,
        )
        if turn:
            glow = rect.inflate(10, 10)
            pygame.draw.rect(surface, colours.HIGHLIGHT, glow, 4, border_radius=15)
        elif chosen:
            pygame.draw.rect(surface, colours.HIT, rect.inflate(8, 8), 4, border_radius=14)
        elif target:
            hovered = context.hover is not None and rect.collidepoint(context.hover)
            pygame.draw.rect(
                surface, (150, 200, 230), rect.inflate(6, 6), 3 if hovered else 1, border_radius=13
            )
        else:
            pygame.draw.rect(surface, colours.PANEL_BORDER, rect, 1, border_radius=12)
        x = rect.x + 16
        dim = passed or out
        name_colour = colours.TEXT_DIM if dim else colours.TEXT
        # The score column on the right; name and kind take what is left (never overlapping).
        score = fonts.text(str(state.scores[seat]), "bold", 24, colours.GOLD)
        score_rect = score.get_rect(topright=(rect.right - 10, rect.y + 4))
        surface.blit(score, score_rect)
        if state.pair_points and state.pair_points[seat]:
            pts = fonts.fit_text(
                tr("table.pair_points", points=state.pair_points[seat]),
                rect.w // 2 - 10,
                "bold",
                13,
                colours.HIT,
            )
        else:
            pts = fonts.fit_text(
                tr("table.points_short"), rect.w // 2 - 10, "regular", 12, colours.TEXT_DIM
            )
        pts_rect = pts.get_rect(topright=(rect.right - 10, score_rect.bottom - 2))
        surface.blit(pts, pts_rect)
        name = fonts.fit_text(info.name, score_rect.left - x - 6, "bold", 19, name_colour)
        surface.blit(name, (x, rect.y + 6))
        kind = tr("seat.human") if info.is_human else tr(f"seat.ai_{info.level}")
        kind_image = fonts.fit_text(kind, pts_rect.left - x - 6, "regular", 13, colours.TEXT_DIM)
        surface.blit(kind_image, (x, rect.y + 6 + name.get_height() - 2))
        facts = context.aid.get(seat)
        if facts is not None and self.aid and not out:
            self._draw_aid(
                surface, x, rect, kind_image.get_height() + rect.y + 4 + name.get_height(), facts
            )
        # Bottom line: dice left and captured pairs.
        y = rect.bottom - 6 - fonts.line_height("regular", 14) // 2
        left = state.dice_left[seat] if state.dice_left else 0
        self.dice.blit(surface, 0, (x + 8, y), 16)
        count = fonts.text(tr("table.dice_left", count=left), "regular", 14, colours.TEXT)
        surface.blit(count, count.get_rect(midleft=(x + 20, y)))
        pairs = state.pairs[seat] if state.pairs else []
        px = x + 62
        room = rect.right - 10 - px
        shown = max(0, min(len(pairs), room // 22))
        if shown < len(pairs):
            shown = max(0, (room - 22) // 22)
        for i, value in enumerate(pairs[:shown]):
            self.dice.blit(surface, value, (px + i * 22, y - 3), 15)
            self.dice.blit(surface, value, (px + i * 22 + 5, y + 2), 15)
        if shown < len(pairs):
            more = fonts.text(f"+{len(pairs) - shown}", "bold", 13, colours.TEXT)
            surface.blit(more, more.get_rect(midleft=(px + shown * 22, y)))
        # Markers: dealer chip, bidder tag, turn tag, passed tag.
        tags: list[tuple[str, tuple[int, int, int], tuple[int, int, int]]] = []
        if state.dealer == seat:
            tags.append((tr("table.dealer_tag"), (245, 245, 240), (10, 10, 10)))
        if state.bidder == seat and state.bid is not None:
            tags.append((tr("table.bidder_tag", bid=state.bid), colours.GOLD, (20, 14, 6)))
        elif (
            state.phase is Phase.AUCTION
            and state.high_bidder == seat
            and state.high_bid is not None
        ):
            tags.append((tr("table.high_bid_tag", bid=state.high_bid), colours.GOLD, (20, 14, 6)))
        if turn:
            text = tr("table.thinking_tag") if context.thinking == seat else tr("table.turn_tag")
            tags.append((text, colours.HIGHLIGHT, (10, 10, 10)))
        if passed:
            tags.append((tr("table.passed_tag"), (90, 96, 92), colours.TEXT))
        if out:
            tags.append((tr("table.out_tag"), (90, 96, 92), colours.TEXT))
        tx = rect.x + 12
        for text, bg, fg in tags:
            room = rect.right - tx - 14
            if room < 30:
                break  # no room left on the plate's edge: the log says it too
            # Badges stay within the plate's width: the last one shrinks rather than spill.
            image = fonts.fit_text(text, room, "bold", 13, fg)
            box = image.get_rect().inflate(14, 6)
            box.bottomleft = (tx, rect.top + 3)
            pygame.draw.rect(surface, bg, box, border_radius=8)
            pygame.draw.rect(surface, (0, 0, 0), box, 1, border_radius=8)
            surface.blit(image, image.get_rect(center=box.center))
            tx = box.right + 6
