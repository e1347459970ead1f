"""Table animations: tumbling dice, flying dice, stamps, speech bubbles, floating points, banners.

An animation never touches game state. While it runs it may *hide* dice from
the drawn view (``hidden()``: seat -> values, 0 meaning "one face-down die") and
draws them itself in motion. Positions come from the table at draw time, so a
resize mid-animation stays correct.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

import pygame

from yenta_desktop.ui import colours, fonts

if TYPE_CHECKING:
    from yenta_desktop.ui.widgets.dice import DiceArt

Point = tuple[float, float]


class TableGeometry(Protocol):
    """What animations need from the table view."""

    dice: DiceArt

    def dice_slots(self, seat: int, count: int) -> list[tuple[float, float, int]]:
        """Centre and size of each die of a seat."""
        ...

    def seat_anchor(self, seat: int) -> Point:
        """Centre of a seat's panel."""
        ...

    def pile_anchor(self, seat: int) -> Point:
        """Where a seat's captured pairs are shown."""
        ...

    def tray_anchor(self) -> Point:
        """Centre of the discard tray."""
        ...

    def felt_centre(self) -> Point:
        """Centre of the table."""
        ...

    def shows_face(self, seat: int) -> bool:
        """Whether this seat's dice are drawn face up."""
        ...


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle stop."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Smooth start and stop."""
    return t * t * (3 - 2 * t)


def ease_out_bounce(t: float) -> float:
    """Lands and bounces twice (Penner's easing)."""
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def lerp(a: Point, b: Point, t: float) -> Point:
    """The point a fraction ``t`` of the way from ``a`` to ``b``."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class Animation:
    """Base: runs for ``duration`` seconds; blocking ones hold the next game step."""

    blocking = True

    def __init__(self, duration: float) -> None:
        self.duration = max(0.01, duration)
        self.t = 0.0
        self.started = False

    @property
    def progress(self) -> float:
        """0..1."""
        return min(1.0, self.t / self.duration)

    def start(self) -> None:
        """Called on the first update (sounds go here)."""

    def update(self, dt: float) -> bool:
        """Advance; True when finished."""
        if not self.started:
            self.started = True
            self.start()
        self.t += dt
        return self.t >= self.duration

    def hidden(self) -> dict[int, list[int]]:
        """Dice the view must not draw while this runs."""
        return {}

    def draw(self, surface: pygame.Surface, table: TableGeometry) -> None:
        """Draw this frame."""


class Call(Animation):
    """Runs a function when reached in the queue (e.g. a log line at the right moment)."""

    def __init__(self, function: object) -> None:
        super().__init__(0.01)
        self.function = function

    def start(self) -> None:
        """Call it."""
        if callable(self.function):
            self.function()


class Tumble(Animation):
    """Round start: every die flies from the middle, spinning, and bounces into place."""

    def __init__(
        self,
        counts: list[int],
        duration: float = 1.0,
        on_start: object = None,
        strength: float = 1.0,
    ) -> None:
        super().__init__(duration)
        self.counts = counts
        self.values: dict[int, list[int]] = {}
        self.on_start = on_start
        #: The roll animation preference: 1 the full tumble from the middle, less a short
        #: wobble near each die's place (the ``roll_animation`` preference's "subtle").
        self.strength = strength

    def start(self) -> None:
        """Play the roll sound."""
        if callable(self.on_start):
            self.on_start()

    def hidden(self) -> dict[int, list[int]]:
        """All dice are in the air."""
        return {seat: [-1] for seat in range(len(self.counts))}

    def draw(self, surface: pygame.Surface, table: TableGeometry) -> None:
        """Each die: a spinning arc from the centre to its slot, landing with a bounce."""
        centre = table.felt_centre()
        strength = self.strength
        dice_of = getattr(table, "dice_for", None)
        for seat, count in enumerate(self.counts):
            faces: list[int] = getattr(table, "face_values", lambda s: [])(seat)
            art = dice_of(seat) if callable(dice_of) else table.dice
            for i, (x, y, size) in enumerate(table.dice_slots(seat, count)):
                delay = (0.05 * i + 0.03 * seat) * strength
                span = max(0.05, self.duration - 0.3 * strength)
                local = max(0.0, min(1.0, (self.t - delay) / span))
                start = (
                    centre[0] + 18 * math.cos(i * 2.1 + seat),
                    centre[1] + 12 * math.sin(i * 1.7),
                )
                # A subtle roll starts near the die's place; the full one in the middle.
                start = lerp((x, y), start, strength)
                eased = ease_out_bounce(local)
                px, py = lerp(start, (x, y), ease_out_cubic(local))
                py -= (1 - eased) * 60 * strength * math.sin(math.pi * min(1.0, local * 1.2))
                angle = (1 - ease_out_cubic(local)) * (540 + 90 * i) * strength
                if faces and i < len(faces):
                    value = faces[i] if local >= 0.85 else (int(self.t * 18) + i * 5 + seat) % 6 + 1
                else:
                    value = 0
                grow = size if local > 0.6 else max(12, int(size * (0.75 + 0.4 * local)))
                scale = int(size + (grow - size) * strength)
                art.blit(surface, value, (px, py), scale, angle)


class FlyDie(Animation):
    """One die (or a pair) travels from one point to another."""

    def __init__(
        self,
        value: int,
        source: object,
        target: object,
        hide: dict[int, list[int]],
        duration: float = 0.45,
        pair: bool = False,
        size: int = 34,
        on_start: object = None,
        fade_out: bool = False,
    ) -> None:
        super().__init__(duration)
        self.value = value
        self.source = source  # callables returning a point, evaluated at draw time
        self.target = target
        self._hide = hide
        self.pair = pair
        self.size = size
        self.on_start = on_start
        self.fade_out = fade_out

    def start(self) -> None:
        """Sound."""
        if callable(self.on_start):
            self.on_start()

    def hidden(self) -> dict[int, list[int]]:
        """The travelling dice are not drawn in place."""
        return self._hide

    def draw(self, surface: pygame.Surface, table: TableGeometry) -> None:
        """Arc with a little lift and spin."""
        a = self.source() if callable(self.source) else self.source
        b = self.target() if callable(self.target) else self.target
        t = ease_in_out(self.progress)
        x, y = lerp(a, b, t)  # type: ignore[arg-type]
        y -= math.sin(math.pi * t) * 40
        angle = 360 * t
        size = self.size if not self.fade_out else max(10, int(self.size * (1 - 0.5 * t)))
        if self.pair:
            table.dice.blit(surface, self.value, (x - size * 0.3, y), size, angle)
            table.dice.blit(surface, self.value, (x + size * 0.3, y + 4), size, -angle)
        else:
            table.dice.blit(surface, self.value, (x, y), size, angle)


class Hold(Animation):
    """Keeps dice hidden for a moment without drawing (between two flights)."""

    def __init__(self, hide: dict[int, list[int]], duration: float) -> None:
        super().__init__(duration)
        self._hide = hide

    def hidden(self) -> dict[int, list[int]]:
        """As given."""
        return self._hide


class Bubble(Animation):
    """A speech bubble next to a seat ("Bid 24", "Pass", "Ana, a 5?")."""

    def __init__(
        self,
        seat: int,
        text: str,
        duration: float = 0.6,
        accent: tuple[int, int, int] = colours.GOLD,
        hide: dict[int, list[int]] | None = None,
    ) -> None:
        super().__init__(duration)
        self.seat = seat
        self.text = text
        self.accent = accent
        self._hide = hide or {}

    def hidden(self) -> dict[int, list[int]]:
        """As given."""
        return self._hide

    def draw(self, surface: pygame.Surface, table: TableGeometry) -> None:
        """A rounded bubble above the seat panel, popping in."""
        x, y = table.seat_anchor(self.seat)
        pop = min(1.0, self.t / 0.12)
        image = fonts.text(self.text, "bold", 19, (20, 16, 10))
        rect = image.get_rect()
        box = rect.inflate(26, 14)
        box.midbottom = (int(x), int(y - 52))
        area = surface.get_rect().inflate(-8, -8)
        box.clamp_ip(area)
        if pop < 1.0:
            box = box.inflate(-(1 - pop) * box.w * 0.5, -(1 - pop) * box.h * 0.5)
        pygame.draw.rect(surface, (0, 0, 0), box.move(2, 3), border_radius=12)
        pygame.draw.rect(surface, (250, 244, 226), box, border_radius=12)
        pygame.draw.rect(surface, self.accent, box, 3, border_radius=12)
        if pop >= 1.0:
            surface.blit(image, image.get_rect(center=box.center))


class Stamp(Animation):
    """A stamped word at a seat ("No 4s")."""

    def __init__(
        self,
        seat: int,
        text: str,
        duration: float = 0.7,
        colour: tuple[int, int, int] = colours.MISS,
        hide: dict[int, list[int]] | None = None,
    ) -> None:
        super().__init__(duration)
        self.seat = seat
        self.text = text
        self.colour = colour
        self._hide = hide or {}

    def hidden(self) -> dict[int, list[int]]:
        """As given."""
        return self._hide

    def draw(self, surface: pygame.Surface, table: TableGeometry) -> None:
        """Slams in large, settles, with a crossed-circle mark (shape, not colour alone)."""
        x, y = table.seat_anchor(self.seat)
        scale = 1.0 + max(0.0, 0.4 - self.t) * 1.5
        size = int(24 * scale)
        image = fonts.text(self.text, "bold", size, (255, 255, 255))
        box = image.get_rect().inflate(44, 14)
        box.center = (int(x), int(y - 56))
        box.clamp_ip(surface.get_rect().inflate(-8, -8))
        pygame.draw.rect(surface, (0, 0, 0), box.move(2, 3), border_radius=10)
        pygame.draw.rect(surface, self.colour, box, border_radius=10)
        pygame.draw.rect(surface, (255, 255, 255), box, 2, border_radius=10)
        cx, cy = box.left + 18, box.centery
        pygame.draw.circle(surface, (255, 255, 255), (cx, cy), 8, 2)
        pygame.draw.line(surface, (255, 255, 255), (cx - 5, cy + 5), (cx + 5, cy - 5), 2)
        surface.blit(image, image.get_rect(midleft=(box.left + 32, box.centery)))


class FloatText(Animation):
    """Points rising and fading above a seat ("+8"); does not hold the game."""

    blocking = False

    def __init__(
        self,
        seat: int,
        text: str,
        duration: float = 1.1,
        colour: tuple[int, int, int] = colours.HIGHLIGHT,
    ) -> None:
        super().__init__(duration)
        self.seat = seat
        self.text = text
        self.colour = colour

    def draw(self, surface: pygame.Surface, table: TableGeometry) -> None:
        """Drift 50 px away from the seat's plate (up, or down for seats at the top), fade out
        in the last third."""
        anchor = getattr(table, "float_anchor", None)
        if anchor is not None:
            x, y, direction = anchor(self.seat)
        else:
            x, y = table.pile_anchor(self.seat)
            y, direction = y - 30, -1
        p = self.progress
        image = fonts.text(self.text, "bold", 30, self.colour).copy()
        outline = fonts.text(self.text, "bold", 30, (0, 0, 0)).copy()
        alpha = 255 if p < 0.66 else int(255 * (1 - p) / 0.34)
        image.set_alpha(alpha)
        outline.set_alpha(alpha)
        rect = image.get_rect(center=(int(x), int(y + direction * 50 * ease_out_cubic(p))))
        surface.blit(outline, rect.move(2, 2))
        surface.blit(image, rect)


class Banner(Animation):
    """A ribbon across the table ("Bob wins the auction at 24")."""

    def __init__(self, text: str, duration: float = 1.0, on_start: object = None) -> None:
        super().__init__(duration)
        self.text = text
        self.on_start = on_start

    def start(self) -> None:
        """Sound."""
        if callable(self.on_start):
            self.on_start()

    def draw(self, surface: pygame.Surface, table: TableGeometry) -> None:
        """Slides in, holds, fades."""
        cx, cy = table.felt_centre()
        image = fonts.text(self.text, "bold", 26, colours.GOLD)
        slide = ease_out_cubic(min(1.0, self.t / 0.2))
        width = int((image.get_width() + 80) * slide)
        box = pygame.Rect(0, 0, max(2, width), image.get_height() + 22)
        box.center = (int(cx), int(cy - 70))
        ribbon = pygame.Surface(box.size, pygame.SRCALPHA)
        ribbon.fill((12, 20, 16, 225))
        surface.blit(ribbon, box)
        pygame.draw.line(surface, colours.GOLD, box.topleft, box.topright, 2)
        pygame.draw.line(surface, colours.GOLD, box.bottomleft, box.bottomright, 2)
        if slide >= 0.99:
            surface.blit(image, image.get_rect(center=box.center))
