"""The Lie Dice table as drawn: felt, seats with their lives, the box, the bid in the centre.

Pure drawing from a :class:`Frame` (what the scene decided to show). The box's
dice reach this module only as ``Frame.box_faces``, which the scene fills from
the holder's own observation and only when ``TableBase.face_up()`` allows it;
a revealed box (after a call) is public and comes from the engine's event.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.liedice import words
from yenta_desktop.ui.games.liedice.pokerdice import PokerDiceArt, draw_slot

Point = tuple[float, float]

WOOD_BOX = (122, 78, 40)
WOOD_BOX_LIGHT = (168, 114, 62)
WOOD_BOX_DARK = (70, 42, 20)
LIFE = (245, 211, 138)
LIFE_EDGE = (90, 60, 20)


@dataclass
class Reveal:
    """A call's outcome as everyone saw it (public): the bid, the opened box, who lost."""

    bid: tuple[str, ...]
    box: tuple[str, ...]
    truthful: bool
    caller: int
    bidder: int
    loser: int
    #: The round it ended.
    round: int = 0


@dataclass
class Shown:
    """The public table as drawn (it lags the game while animations play)."""

    round_number: int = 0
    opener: int = 0
    direction: str | None = None
    holder: int | None = None
    lid_open: bool = False
    bid: tuple[str, ...] | None = None
    bidder: int | None = None
    bid_looked: bool = False
    bid_rerolled: int = 0
    lives: list[int] = field(default_factory=list)
    max_lives: int = 3
    #: This round's public actions so far.
    actions: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def from_state(cls, state: Any) -> Shown:
        """The public part of ``state`` (nothing hidden: no dice)."""
        bids = [a for a in state.public_actions if a["type"] == "bid"]
        last = bids[-1] if bids else None
        return cls(
            round_number=state.round_number,
            opener=state.opener,
            direction=state.direction,
            holder=state.holder,
            lid_open=bool(state.looked) and state.holder is not None,
            bid=tuple(last["dice"]) if last else None,
            bidder=int(last["seat"]) if last else None,
            bid_looked=bool(last["looked"]) if last else False,
            bid_rerolled=int(last["rerolled"]) if last else 0,
            lives=list(state.lives),
            max_lives=state.rules.lives,
            actions=[dict(a) for a in state.public_actions],
        )


@dataclass
class Frame:
    """Everything the scene decided to show this frame."""

    shown: Shown
    names: list[str]
    #: Per seat: the second line of its plate (the AI's personality and level, or "Human").
    subtitles: list[str]
    #: The seat whose decision it is (the turn ring), or None.
    turn: int | None = None
    thinking: int | None = None
    #: The box drawn at this point instead of at the holder (an animation moves it).
    box_at: Point | None = None
    box_hidden: bool = False
    lid: float = 0.0
    shake: Point = (0.0, 0.0)
    #: The holder's dice when this screen may show them (the holder's own sight), else None.
    box_faces: tuple[str, ...] | None = None
    #: Box positions drawn tumbling (a re-roll in progress): position -> (face, angle).
    tumbling: dict[int, tuple[str, float]] = field(default_factory=dict)
    #: Positions the acting human marked to keep (drawn with a ring and a word).
    keep: frozenset[int] = frozenset()
    #: Whether the box's dice are drawn large at the bottom seat (the viewer holds it).
    big_box: bool = False
    #: seat -> how many of its life tokens are in the air (not drawn on the plate).
    lives_flying: dict[int, int] = field(default_factory=dict)
    reveal: Reveal | None = None
    #: 0..1: how far the reveal's dice have travelled to the centre.
    reveal_progress: float = 1.0
    hover_seat: int | None = None
    #: Hide the centre (the bid builder covers it).
    centre_covered: bool = False


def plate_size(area_w: int) -> tuple[int, int]:
    """A seat plate's size: it grows with the text scale (a little less than the text)."""
    w = 200 if area_w >= 880 else 184
    # Larger text makes plates a little wider; names that still do not fit are shortened.
    grow = 1 + (fonts.scale() - 1) * (0.4 if area_w >= 880 else 0.2)
    token = life_size()
    content = 10 + fonts.line_height("bold", 17) + fonts.line_height("regular", 13) + token + 12
    return round(w * grow), max(78, content)


def life_size() -> int:
    """The diameter of a life token."""
    return max(14, fonts.scaled(14))


class TableView:
    """Lays out and draws the table for one window size and seat count."""

    def __init__(self, art: PokerDiceArt) -> None:
        self.art = art
        self.area = pygame.Rect(0, 0, 940, 720)
        self.num = 4
        self.bottom = 0
        #: The corner buttons' rectangle (seat plates keep clear of it).
        self.corner = pygame.Rect(0, 0, 0, 0)
        self._felt: tuple[tuple[int, ...], pygame.Surface] | None = None
        self._plates: dict[tuple[object, ...], pygame.Surface] = {}
        #: Rectangles of the big box's dice (click to keep): (rect, position).
        self.die_rects: list[tuple[pygame.Rect, int]] = []

    # ------------------------------------------------------------ geometry
    def layout(self, area: pygame.Rect, num: int, bottom: int, corner: pygame.Rect) -> None:
        """The felt's rectangle, the number of seats, who sits at the bottom, the corner."""
        self.area = pygame.Rect(area)
        self.num = num
        self.bottom = bottom
        self.corner = pygame.Rect(corner)

    @property
    def rx(self) -> float:
        """Horizontal radius of the ring of seats."""
        return self.area.w * 0.5 - plate_size(self.area.w)[0] * 0.5 - 12

    @property
    def ry(self) -> float:
        """Vertical radius of the ring of seats."""
        return self.area.h * 0.5 - plate_size(self.area.w)[1] * 0.5 - 12

    def felt_centre(self) -> Point:
        """The middle of the table."""
        return (self.area.centerx, self.area.centery)

    def angle(self, seat: int) -> float:
        """Screen angle of a seat: the bottom seat at 90 degrees, clockwise in seat order."""
        k = (seat - self.bottom) % self.num
        return math.radians(90 + k * 360 / self.num)

    def plate_rect(self, seat: int) -> pygame.Rect:
        """The seat's plate, on the ring, inside the felt and clear of the corner buttons."""
        cx, cy = self.felt_centre()
        a = self.angle(seat)
        w, h = plate_size(self.area.w)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (int(cx + math.cos(a) * self.rx), int(cy + math.sin(a) * self.ry))
        bounds = self.area.inflate(-16, -16)
        rect.clamp_ip(bounds)
        if rect.colliderect(self.corner.inflate(8, 8)):
            # Out of the corner buttons' way: beside them, or above or below them (away from
            # the felt's edge they sit on), whichever is nearer.
            right = rect.copy()
            right.x = self.corner.right + 8
            away = rect.copy()
            if self.corner.centery > self.area.centery:
                away.bottom = self.corner.top - 8
            else:
                away.top = self.corner.bottom + 8
            if bounds.contains(right) and right.x - rect.x <= abs(away.y - rect.y):
                rect = right
            else:
                rect = away
            rect.clamp_ip(bounds)
        return rect

    def seat_anchor(self, seat: int) -> Point:
        """The centre of a seat's plate (speech bubbles rise from it)."""
        return self.plate_rect(seat).center

    def box_size(self) -> tuple[int, int]:
        """The closed box's size."""
        return (112, 44) if self.area.w > 800 else (100, 40)

    def big_die(self) -> int:
        """The size of the dice in an opened box at the bottom seat."""
        return 44 if self.area.w > 800 else 38

    def big_box_size(self) -> tuple[int, int]:
        """The opened box at the bottom seat, large enough to click the dice."""
        d = self.big_die()
        return (5 * (d + 10) + 18, d + 30)

    def box_anchor(self, seat: int | None) -> Point:
        """Where the box sits in front of ``seat`` (the table's centre for None)."""
        cx, cy = self.felt_centre()
        if seat is None:
            return (cx, cy)
        plate = self.plate_rect(seat)
        _, bh = self.box_size()
        if seat == self.bottom:
            _, big_h = self.big_box_size()
            return (plate.centerx, plate.top - 12 - big_h / 2)
        x = plate.centerx + (cx - plate.centerx) * 0.12
        if plate.centery < cy - 30:
            return (x, plate.bottom + 12 + bh / 2)
        return (x, plate.top - 12 - bh / 2)

    def life_centre(self, seat: int, index: int) -> Point:
        """The centre of life token ``index`` (0 = leftmost) on a seat's plate."""
        plate = self.plate_rect(seat)
        d = life_size()
        y = plate.bottom - 8 - d / 2
        return (plate.x + 16 + d / 2 + index * (d + 5), y)

    def centre_rect(self) -> pygame.Rect:
        """The bid in the middle of the table, between the plates beside it."""
        cx, cy = self.felt_centre()
        w = int(min(380, self.area.w * 0.5))
        h = int(min(200, self.area.h * 0.34))
        band = pygame.Rect(0, 0, self.area.w, h)
        band.center = (int(cx), int(cy - 6))
        left, right = self.area.left + 8, self.area.right - 8
        for seat in range(self.num):
            plate = self.plate_rect(seat)
            if not plate.colliderect(band) or plate.left < cx < plate.right:
                continue
            if plate.centerx < cx:
                left = max(left, plate.right + 8)
            else:
                right = min(right, plate.left - 8)
        w = min(w, 2 * int(min(cx - left, right - cx)))
        rect = pygame.Rect(0, 0, max(160, w), h)
        rect.center = (int(cx), int(cy - 6))
        return rect

    def icon_size(self) -> int:
        """Dice icons in the centre."""
        return 34 if self.area.w > 800 else 30

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, frame: Frame) -> None:
        """The felt, the plates, the centre, then the box on top."""
        self.die_rects = []
        self._draw_felt(surface)
        self._draw_direction(surface, frame.shown)
        for seat in range(self.num):
            self._draw_plate(surface, seat, frame)
        revealing = frame.reveal is not None and frame.shown.bid is None
        if revealing:
            self._draw_box(surface, frame)  # the verdict is read over it
        if not frame.centre_covered:
            self._draw_centre(surface, frame)
        if not revealing:
            self._draw_box(surface, frame)

    def _draw_felt(self, surface: pygame.Surface) -> None:
        key = (*self.area,)
        if self._felt is None or self._felt[0] != key:
            felt = pygame.Surface(self.area.size)
            felt.fill(colours.BACKGROUND)
            oval = felt.get_rect().inflate(-24, -24)
            pygame.draw.ellipse(felt, colours.WOOD_DARK, oval.inflate(8, 8))
            pygame.draw.ellipse(felt, colours.WOOD, oval)
            inner = oval.inflate(-26, -26)
            pygame.draw.ellipse(felt, colours.FELT_DARK, inner)
            pygame.draw.ellipse(felt, colours.FELT, inner.inflate(-10, -10))
            glow = inner.inflate(-inner.w * 0.3, -inner.h * 0.3)
            pygame.draw.ellipse(felt, (36, 114, 80), glow)
            self._felt = (key, felt)
        surface.blit(self._felt[1], self.area.topleft)

    def _draw_direction(self, surface: pygame.Surface, shown: Shown) -> None:
        """Chevrons round the table in the round's direction (once the opener chose it)."""
        if shown.direction is None or shown.holder is None:
            return
        cx, cy = self.felt_centre()
        step = 1 if shown.direction == "left" else -1
        rx, ry = self.rx * 0.72, self.ry * 0.62
        for i in range(12):
            a = math.radians(i * 30 + 15)
            x, y = cx + math.cos(a) * rx, cy + math.sin(a) * ry
            # Tangent of the ellipse, clockwise on screen for "left".
            tx, ty = -math.sin(a) * rx * step, math.cos(a) * ry * step
            n = math.hypot(tx, ty) or 1.0
            tx, ty = tx / n * 7, ty / n * 7
            px, py = -ty, tx
            points = [(x + tx, y + ty), (x - tx + px, y - ty + py), (x - tx - px, y - ty - py)]
            pygame.draw.polygon(surface, colours.FELT_LIGHT, points)

    def _draw_plate(self, surface: pygame.Surface, seat: int, frame: Frame) -> None:
        shown = frame.shown
        rect = self.plate_rect(seat)
        out = bool(shown.lives) and shown.lives[seat] <= 0
        turn = frame.turn == seat
        accent = colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
        key = (rect.size, out, turn, accent)
        base = self._plates.get(key)
        if base is None:
            # The plate's frame, drawn once per size and state (rounded rectangles are slow).
            base = pygame.Surface((rect.w + 2, rect.h + 3), pygame.SRCALPHA)
            local = pygame.Rect((0, 0), rect.size)
            pygame.draw.rect(base, (0, 0, 0), local.move(2, 3), border_radius=12)
            pygame.draw.rect(base, (26, 30, 28) if out else colours.PANEL, local, border_radius=12)
            pygame.draw.rect(
                base,
                colours.HIGHLIGHT if turn else colours.PANEL_BORDER,
                local,
                4 if turn else 2,
                border_radius=12,
            )
            pygame.draw.rect(base, accent, (8, 10, 6, 24), border_radius=3)
            if len(self._plates) > 64:
                self._plates.clear()
            self._plates[key] = base
        surface.blit(base, rect)
        text_colour = colours.TEXT_DIM if out else colours.TEXT
        tags = self._tags(seat, frame)
        tag_text = " · ".join(tags)
        tag_w = fonts.font("bold", 12).size(tag_text)[0] + 12 if tags else 0
        name = fonts.fit_text(frame.names[seat], rect.w - 30 - tag_w, "bold", 17, text_colour)
        surface.blit(name, (rect.x + 20, rect.y + 6))
        if tags:
            image = fonts.fit_text(tag_text, max(30, tag_w - 8), "bold", 12, colours.GOLD)
            surface.blit(image, image.get_rect(topright=(rect.right - 10, rect.y + 10)))
        sub = fonts.fit_text(frame.subtitles[seat], rect.w - 30, "regular", 13, colours.TEXT_DIM)
        surface.blit(sub, (rect.x + 20, rect.y + 8 + fonts.line_height("bold", 17)))
        self._draw_lives(surface, seat, frame)

    def _tags(self, seat: int, frame: Frame) -> list[str]:
        shown = frame.shown
        tags = []
        if shown.lives and shown.lives[seat] <= 0:
            tags.append(tr("liedice.tag.out"))
        elif frame.thinking == seat:
            tags.append(tr("table.thinking_tag"))
        elif shown.holder is None and shown.opener == seat and shown.round_number:
            tags.append(tr("liedice.tag.opener"))
        elif shown.holder == seat and shown.bidder is None:
            tags.append(tr("liedice.tag.opener"))
        return tags

    def _draw_lives(self, surface: pygame.Surface, seat: int, frame: Frame) -> None:
        shown = frame.shown
        if not shown.lives:
            return
        d = life_size()
        have = shown.lives[seat] + frame.lives_flying.get(seat, 0)
        flying = frame.lives_flying.get(seat, 0)
        rect = self.plate_rect(seat)
        room = (rect.w - 32) // (d + 5)
        total = shown.max_lives
        if total > room:
            # Many lives: one token and a count.
            x, y = self.life_centre(seat, 0)
            draw_life(surface, (x, y), d, have - flying > 0)
            label = fonts.text(
                tr("liedice.plate.lives_count", count=have - flying), "bold", 13, colours.TEXT
            )
            surface.blit(label, label.get_rect(midleft=(x + d, y)))
            return
        for i in range(total):
            alive = i < have - flying
            if flying and have - flying <= i < have:
                continue  # this token is flying away
            draw_life(surface, self.life_centre(seat, i), d, alive)
        words_left = tr_count("liedice.plate.lives", have - flying)
        image = fonts.fit_text(words_left, rect.w // 2, "regular", 12, colours.TEXT_DIM)
        x, y = self.life_centre(seat, total - 1)
        if x + d / 2 + 8 + image.get_width() <= rect.right - 8:
            surface.blit(image, image.get_rect(midleft=(x + d / 2 + 8, y)))

    # ------------------------------------------------------------ the centre
    def _draw_centre(self, surface: pygame.Surface, frame: Frame) -> None:
        shown = frame.shown
        rect = self.centre_rect()
        icon = self.icon_size()
        reveal = frame.reveal
        if shown.bid is None and reveal is not None:
            if shown.round_number > reveal.round and frame.reveal_progress >= 1.0:
                self._draw_last_round(surface, rect, frame, reveal)
            else:
                self._draw_reveal(surface, rect, frame, reveal)
            return
        if shown.bid is None:
            if shown.round_number == 0:
                return
            text = tr("liedice.centre.waiting", name=frame.names[shown.holder or shown.opener])
            lines = fonts.wrap_text(text, rect.w, "italic", 16)[:2]
            fonts.blit_lines(
                surface,
                lines,
                (rect.centerx, rect.centery - 10),
                "italic",
                16,
                colours.TEXT,
                align="center",
            )
            return
        assert shown.bidder is not None
        head = tr("liedice.centre.bid_by", name=frame.names[shown.bidder])
        lines = fonts.wrap_text(
            words.capitalised(words.hand_words(shown.bid)), rect.w - 16, "bold", 19
        )[:2]
        height = (
            16
            + fonts.line_height("regular", 14)
            + len(lines) * fonts.line_height("bold", 19)
            + icon
            + 12
            + fonts.line_height("italic", 14)
        )
        panel = pygame.Rect(rect.x, 0, rect.w, height)
        panel.center = rect.center
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        shade.fill((10, 30, 20, 130))
        surface.blit(shade, panel)
        y = panel.y + 8
        image = fonts.fit_text(head, panel.w - 16, "regular", 14, colours.TEXT_DIM)
        surface.blit(image, image.get_rect(midtop=(panel.centerx, y)))
        y += fonts.line_height("regular", 14)
        y = fonts.blit_lines(
            surface, lines, (panel.centerx, y), "bold", 19, colours.GOLD, align="center"
        )
        y += 4
        self.draw_dice_row(surface, shown.bid, (panel.centerx, y + icon / 2), icon)
        y += icon + 8
        how = self._how_text(shown)
        image = fonts.fit_text(how, panel.w - 16, "italic", 14, colours.TEXT)
        surface.blit(image, image.get_rect(midtop=(panel.centerx, y)))

    @staticmethod
    def _how_text(shown: Shown) -> str:
        """ "looked, re-rolled 2" / "blind": what the table saw of the last bid."""
        if not shown.bid_looked:
            return tr("liedice.centre.blind")
        if shown.bid_rerolled and shown.bid_rerolled < 5:
            return tr("liedice.centre.rerolled", count=shown.bid_rerolled)
        return tr("liedice.centre.looked")

    def draw_dice_row(
        self,
        surface: pygame.Surface,
        dice: tuple[str, ...],
        centre: Point,
        size: int,
        slots: int = 5,
    ) -> None:
        """The named dice of a bid, then empty places for the dice it does not name."""
        gap = max(4, size // 6)
        total = slots * size + (slots - 1) * gap
        x = centre[0] - total / 2 + size / 2
        for i in range(slots):
            if i < len(dice):
                self.art.blit(surface, dice[i], words.letter(dice[i]), (x, centre[1]), size)
            else:
                draw_slot(surface, (x, centre[1]), size)
            x += size + gap

    def _draw_reveal(
        self, surface: pygame.Surface, rect: pygame.Rect, frame: Frame, reveal: Reveal
    ) -> None:
        """The bid, the opened box lined up under it, and the verdict in words."""
        icon = self.icon_size()
        text = words.verdict_text(
            reveal.bid,
            reveal.box,
            reveal.truthful,
            frame.names[reveal.caller],
            frame.names[reveal.bidder],
        )
        # Wider than the bid's place: the verdict may cover the inner edge of the plates
        # while it is read (it shrinks to a line when the next round starts).
        width = int(min(self.area.w - 40, max(rect.w + 20, 440)))
        lines = fonts.wrap_text(text, width - 20, "bold", 15)[:5]
        mark_h = fonts.line_height("bold", 15)
        height = 8 + mark_h + 4 + 2 * icon + 6 + 10 + len(lines) * fonts.line_height("bold", 15)
        panel = pygame.Rect(0, 0, width, height + 10)
        panel.center = rect.center
        pygame.draw.rect(surface, (0, 0, 0), panel.move(3, 4), border_radius=10)
        pygame.draw.rect(surface, (12, 22, 17), panel, border_radius=10)
        pygame.draw.rect(surface, colours.PANEL_BORDER, panel, 2, border_radius=10)
        p = frame.reveal_progress
        y = panel.y + 8
        if p >= 0.85:
            colour = colours.MISS if not reveal.truthful else colours.HIT
            mark = fonts.fit_text(
                tr("liedice.centre.lie" if not reveal.truthful else "liedice.centre.true"),
                panel.w - 20,
                "bold",
                15,
                colour,
            )
            surface.blit(mark, mark.get_rect(midtop=(panel.centerx, y)))
        y += mark_h + 4
        label_w = max(
            fonts.font("bold", 13).size(tr(key))[0]
            for key in ("liedice.centre.bid", "liedice.centre.box")
        )
        gap = max(4, icon // 6)
        total = 5 * icon + 4 * gap
        dice_x = max(panel.centerx, panel.x + 16 + label_w + total / 2)
        label = fonts.text(tr("liedice.centre.bid"), "bold", 13, colours.TEXT_DIM)
        surface.blit(label, (panel.x + 10, y + icon / 2 - label.get_height() / 2))
        self.draw_dice_row(surface, reveal.bid, (dice_x, y + icon / 2), icon)
        y += icon + 6
        label = fonts.text(tr("liedice.centre.box"), "bold", 13, colours.TEXT_DIM)
        surface.blit(label, (panel.x + 10, y + icon / 2 - label.get_height() / 2))
        box = _reading_order(reveal.box)
        x0 = dice_x - total / 2 + icon / 2
        start = self.box_anchor(reveal.caller)
        for i, face in enumerate(box):
            local = max(0.0, min(1.0, p * 1.6 - i * 0.12))
            tx, ty = x0 + i * (icon + gap), y + icon / 2
            x = start[0] + (tx - start[0]) * _ease(local)
            yy = start[1] + (ty - start[1]) * _ease(local) - math.sin(math.pi * local) * 30
            angle = (1 - local) * 300
            self.art.blit(surface, face, words.letter(face), (x, yy), icon, angle)
        y += icon + 10
        if p >= 0.85:
            fonts.blit_lines(
                surface, lines, (panel.centerx, y), "bold", 15, colours.TEXT, align="center"
            )

    def _draw_last_round(
        self, surface: pygame.Surface, rect: pygame.Rect, frame: Frame, reveal: Reveal
    ) -> None:
        """Until the next bid: the last call in a line and the box it opened."""
        verdict = tr(
            "liedice.centre.last_lie" if not reveal.truthful else "liedice.centre.last_true"
        )
        text = tr("liedice.centre.last_round", verdict=verdict, name=frame.names[reveal.loser])
        lines = fonts.wrap_text(text, rect.w - 16, "regular", 14)[:3]
        icon = max(18, self.icon_size() * 2 // 3)
        waiting = tr(
            "liedice.centre.waiting",
            name=frame.names[frame.shown.holder if frame.shown.holder is not None else 0],
        )
        wait_lines = fonts.wrap_text(waiting, rect.w - 16, "italic", 14)[:2]
        height = (
            12
            + len(lines) * fonts.line_height("regular", 14)
            + icon
            + 8
            + len(wait_lines) * fonts.line_height("italic", 14)
        )
        panel = pygame.Rect(rect.x, 0, rect.w, height)
        panel.center = rect.center
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        shade.fill((10, 30, 20, 130))
        surface.blit(shade, panel)
        y = panel.y + 6
        y = fonts.blit_lines(
            surface, lines, (panel.centerx, y), "regular", 14, colours.TEXT_DIM, align="center"
        )
        self.draw_dice_row(surface, _reading_order(reveal.box), (panel.centerx, y + icon / 2), icon)
        y += icon + 6
        if frame.shown.holder is not None:
            fonts.blit_lines(
                surface, wait_lines, (panel.centerx, y), "italic", 14, colours.TEXT, align="center"
            )

    # ------------------------------------------------------------ the box
    def _draw_box(self, surface: pygame.Surface, frame: Frame) -> None:
        shown = frame.shown
        if frame.box_hidden:
            return
        if frame.box_at is not None:
            pos = frame.box_at
            big = False
        elif shown.holder is not None:
            pos = self.box_anchor(shown.holder)
            big = frame.big_box and shown.holder == self.bottom
        else:
            return
        pos = (pos[0] + frame.shake[0], pos[1] + frame.shake[1])
        if big and frame.lid > 0 and frame.box_faces is not None:
            self._draw_big_box(surface, pos, frame)
            return
        self.draw_box(
            surface, pos, self.box_size(), frame.lid, frame.box_faces, frame.tumbling, shown.holder
        )

    def draw_box(
        self,
        surface: pygame.Surface,
        pos: Point,
        size: tuple[int, int],
        lid: float,
        faces: tuple[str, ...] | None = None,
        tumbling: dict[int, tuple[str, float]] | None = None,
        seat: int | None = None,
    ) -> None:
        """A wooden box, its lid raised by ``lid`` (0 closed .. 1 open); the dice inside are
        drawn only when ``faces`` is given (the screen may see them), in the style of ``seat``
        (the holder)."""
        w, h = size
        body = pygame.Rect(0, 0, w, h)
        body.center = (int(pos[0]), int(pos[1]))
        pygame.draw.rect(surface, (0, 0, 0), body.move(3, 4), border_radius=8)
        pygame.draw.rect(surface, WOOD_BOX, body, border_radius=8)
        pygame.draw.rect(surface, WOOD_BOX_DARK, body, 2, border_radius=8)
        if lid <= 0.01:
            top = body.inflate(6, -h // 2)
            top.top = body.top - 4
            pygame.draw.rect(surface, WOOD_BOX_LIGHT, top, border_radius=7)
            pygame.draw.rect(surface, WOOD_BOX_DARK, top, 2, border_radius=7)
            latch = pygame.Rect(0, 0, 14, 10)
            latch.midtop = (body.centerx, top.bottom - 5)
            pygame.draw.rect(surface, colours.GOLD, latch, border_radius=3)
            return
        inside = body.inflate(-10, -10)
        pygame.draw.rect(surface, (38, 22, 10), inside, border_radius=6)
        # The lid, hinged at the back edge and tilted up (a trapezoid rising from the box).
        lift = int(lid * h * 0.75)
        inset = int(lid * 8)
        points = [
            (body.left - 2, body.top + 2),
            (body.right + 2, body.top + 2),
            (body.right - inset, body.top - lift),
            (body.left + inset, body.top - lift),
        ]
        pygame.draw.polygon(surface, WOOD_BOX_LIGHT, points)
        pygame.draw.polygon(surface, WOOD_BOX_DARK, points, 2)
        art = self.art.for_seat(seat)
        if faces is not None and lid >= 0.6:
            d = max(10, min(inside.h - 4, (inside.w - 12) // 5 - 3))
            step = (inside.w - 8) / 5
            for i, face in enumerate(faces):
                x = inside.x + 4 + step * (i + 0.5)
                spin = (tumbling or {}).get(i)
                if spin is not None:
                    art.blit(
                        surface, spin[0], words.letter(spin[0]), (x, inside.centery), d, spin[1]
                    )
                else:
                    art.blit(surface, face, words.letter(face), (x, inside.centery), d)

    def _draw_big_box(self, surface: pygame.Surface, pos: Point, frame: Frame) -> None:
        """The viewer's opened box: large dice, click to keep (kept ones ringed and labelled)."""
        w, h = self.big_box_size()
        body = pygame.Rect(0, 0, w, h)
        body.center = (int(pos[0]), int(pos[1]))
        pygame.draw.rect(surface, (0, 0, 0), body.move(3, 4), border_radius=10)
        pygame.draw.rect(surface, WOOD_BOX, body, border_radius=10)
        inside = body.inflate(-12, -12)
        pygame.draw.rect(surface, (38, 22, 10), inside, border_radius=8)
        pygame.draw.rect(surface, WOOD_BOX_DARK, body, 2, border_radius=10)
        faces = frame.box_faces or ()
        self.die_rects = self.draw_keep_dice(
            surface, faces, inside, self.big_die(), frame.keep, frame.tumbling, frame.shown.holder
        )

    def draw_keep_dice(
        self,
        surface: pygame.Surface,
        faces: tuple[str, ...],
        inside: pygame.Rect,
        size: int,
        keep: frozenset[int],
        tumbling: dict[int, tuple[str, float]],
        seat: int | None = None,
    ) -> list[tuple[pygame.Rect, int]]:
        """Five dice in a row (in ``seat``'s style); kept ones raised with a ring and the word
        "keep"."""
        art = self.art.for_seat(seat)
        rects = []
        step = inside.w / 5
        for i, face in enumerate(faces):
            x = inside.x + step * (i + 0.5)
            y = inside.centery - (5 if i in keep else 0)
            spin = tumbling.get(i)
            if spin is not None:
                rect = art.blit(surface, spin[0], words.letter(spin[0]), (x, y), size, spin[1])
            else:
                rect = art.blit(surface, face, words.letter(face), (x, y), size)
            if i in keep:
                pygame.draw.rect(surface, colours.HIGHLIGHT, rect.inflate(6, 4), 3, border_radius=9)
                tag = fonts.text(tr("liedice.box.keep"), "bold", 11, (20, 16, 10))
                if tag.get_width() + 8 <= step - 4:
                    box = tag.get_rect(midtop=(rect.centerx, rect.bottom - 2)).inflate(8, 0)
                    pygame.draw.rect(surface, colours.HIGHLIGHT, box, border_radius=4)
                    surface.blit(tag, tag.get_rect(center=box.center))
                else:
                    # No room for the word: a tick badge (a shape, not only the colour).
                    r = max(7, size // 5)
                    cx, cy = rect.centerx, rect.bottom
                    pygame.draw.circle(surface, colours.HIGHLIGHT, (cx, cy), r)
                    pygame.draw.lines(
                        surface,
                        (20, 16, 10),
                        False,
                        [(cx - r // 2, cy), (cx - r // 6, cy + r // 3), (cx + r // 2, cy - r // 3)],
                        2,
                    )
            rects.append((rect, i))
        return rects

    def hit_die(self, pos: tuple[int, int]) -> int | None:
        """The box position of the big box's die under ``pos``."""
        for rect, position in self.die_rects:
            if rect.collidepoint(pos):
                return position
        return None

    def hit_seat(self, pos: tuple[int, int]) -> int | None:
        """The seat whose plate is under ``pos``."""
        for seat in range(self.num):
            if self.plate_rect(seat).collidepoint(pos):
                return seat
        return None


def draw_life(surface: pygame.Surface, centre: Point, d: int, alive: bool) -> None:
    """A life token: a gold chip with a heart-shaped notch, or a hollow ring with a cross."""
    x, y = int(centre[0]), int(centre[1])
    r = d // 2
    if alive:
        pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), r)
        pygame.draw.circle(surface, LIFE, (x, y), r)
        pygame.draw.circle(surface, LIFE_EDGE, (x, y), r, 2)
        pygame.draw.circle(surface, LIFE_EDGE, (x, y), max(2, r // 3))
    else:
        pygame.draw.circle(surface, (70, 70, 66), (x, y), r, 2)
        k = max(2, r // 2)
        pygame.draw.line(surface, (120, 110, 100), (x - k, y - k), (x + k, y + k), 2)
        pygame.draw.line(surface, (120, 110, 100), (x - k, y + k), (x + k, y - k), 2)


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 3


def _reading_order(box: tuple[str, ...]) -> tuple[str, ...]:
    """Five dice as their hand reads (groups first, then the odd dice, highest first)."""
    from yenta_desktop.engine.liedice import canonical

    return canonical(box)
