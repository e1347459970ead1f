"""Lie Dice's table animations: the box sliding, shaking, its lid, the reveal, a life flying.

Each one changes only what is drawn: the scene asks the running animation
for the box's place (``box_at``), its lid (``lid``), a shake, dice tumbling
inside, life tokens in the air and the reveal's progress. None of them knows
the hidden dice: a tumble shows random faces only on dice the screen may see.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from yenta_desktop.engine.liedice import FACES
from yenta_desktop.ui.widgets import animations as anim

Point = tuple[float, float]


class TableAnimation(anim.Animation):
    """An animation that may move, open, shake the box or hold back life tokens."""

    def __init__(
        self,
        duration: float,
        on_start: Callable[[], Any] | None = None,
        on_end: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(duration)
        self.on_start = on_start
        self.on_end = on_end
        self._ended = False

    def start(self) -> None:
        """Run the start hook (state of the drawing, a sound)."""
        if self.on_start is not None:
            self.on_start()

    def update(self, dt: float) -> bool:
        """Advance; the end hook runs once when it finishes."""
        done = super().update(dt)
        if done and not self._ended:
            self._ended = True
            if self.on_end is not None:
                self.on_end()
        return done

    def box_at(self, view: Any) -> Point | None:
        """Where the box is drawn now (None: at its holder)."""
        return None

    def lid(self) -> float | None:
        """The lid's opening now (None: as the table shows it)."""
        return None

    def shake(self) -> Point:
        """The box's offset from its place now."""
        return (0.0, 0.0)

    def tumbling(self) -> dict[int, tuple[str, float]]:
        """Box positions drawn tumbling: position -> (face shown, angle)."""
        return {}

    def lives_flying(self) -> dict[int, int]:
        """Seat -> life tokens in the air."""
        return {}

    def reveal_progress(self) -> float | None:
        """How far the reveal has gone (None: not a reveal)."""
        return None


class BoxMove(TableAnimation):
    """The box slides from one seat (or the middle) to another, with a little lift."""

    def __init__(
        self,
        source: int | None,
        target: int,
        duration: float,
        on_start: Callable[[], Any] | None = None,
        on_end: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(duration, on_start, on_end)
        self.source = source
        self.target = target

    def box_at(self, view: Any) -> Point:
        """Between the two seats' places, eased, lifted in the middle."""
        a = view.box_anchor(self.source)
        b = view.box_anchor(self.target)
        t = anim.ease_in_out(self.progress)
        x, y = anim.lerp(a, b, t)
        return (x, y - math.sin(math.pi * t) * 26)

    def lid(self) -> float:
        """Closed while it travels."""
        return 0.0


class BoxShake(TableAnimation):
    """The box rattles; the dice being re-rolled tumble inside (where the screen sees them)."""

    def __init__(
        self,
        duration: float,
        positions: tuple[int, ...] = (),
        on_start: Callable[[], Any] | None = None,
        on_end: Callable[[], Any] | None = None,
        strength: float = 1.0,
    ) -> None:
        super().__init__(duration, on_start, on_end)
        self.positions = positions
        #: The roll animation preference (1 full; less: a smaller rattle and spin).
        self.strength = strength

    def shake(self) -> Point:
        """A decaying jiggle."""
        fade = (1 - self.progress) * self.strength
        return (math.sin(self.t * 46) * 7 * fade, math.cos(self.t * 37) * 3 * fade)

    def tumbling(self) -> dict[int, tuple[str, float]]:
        """Random faces spinning until the dice land."""
        if self.progress >= 0.9:
            return {}
        spin = (1 - self.progress) * 400 * self.strength
        return {
            p: (FACES[(int(self.t * 16) + p * 2) % 6], spin * (1 + p % 2)) for p in self.positions
        }


class Lid(TableAnimation):
    """The holder lifts the lid to look (or closes it)."""

    def __init__(
        self,
        duration: float,
        opening: bool,
        on_start: Callable[[], Any] | None = None,
        on_end: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(duration, on_start, on_end)
        self.opening = opening

    def lid(self) -> float:
        """0 closed .. 1 open."""
        p = anim.ease_out_cubic(self.progress)
        return p if self.opening else 1 - p


class RevealMotion(TableAnimation):
    """After a call: the box opens for everyone and its dice line up under the bid."""

    def reveal_progress(self) -> float:
        """0 .. 1 over the animation (the verdict shows from 0.85)."""
        return min(1.0, self.progress * 1.25)

    def lid(self) -> float:
        """The lid is up."""
        return 1.0


class LifeFly(TableAnimation):
    """A life token leaves the loser's plate, rising and fading."""

    def __init__(
        self,
        seat: int,
        start_point: Callable[[], Point],
        duration: float,
        on_start: Callable[[], Any] | None = None,
        on_end: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(duration, on_start, on_end)
        self.seat = seat
        self.start_point = start_point

    def lives_flying(self) -> dict[int, int]:
        """This token is not on the plate any more."""
        return {self.seat: 1}

    def draw(self, surface: pygame.Surface, table: Any) -> None:
        """Up and away with a spin, fading."""
        from yenta_desktop.ui.games.liedice.view import life_size

        x, y = self.start_point()
        p = self.progress
        d = life_size()
        lift = anim.ease_out_cubic(p) * 90
        size = max(4, int(d * (1 + 0.8 * p)))
        token = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(token, (245, 211, 138), (r + 2, r + 2), r)
        pygame.draw.circle(token, (90, 60, 20), (r + 2, r + 2), r, 2)
        token.set_alpha(int(255 * (1 - p * p)))
        surface.blit(token, token.get_rect(center=(int(x + math.sin(p * 9) * 10), int(y - lift))))
