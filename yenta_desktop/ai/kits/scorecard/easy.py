"""What the scorecard games' Easy bots share: the beginner's ``slip`` and how it settles.

A game's Easy bot subclasses :class:`Beginner` with its own ``choose`` (what it writes
and what it chases) and calls :meth:`Beginner.settle` after the last roll: usually the
box that scores most now, but sometimes (``slip``, default 0.3) the first box in card
order that scores at least half as much. Imports no game.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

BoxT = TypeVar("BoxT", bound=Hashable)


class Beginner:
    """A plausible beginner: legal, sensible-looking, and beatable (``slip``: 0 to 1; the
    game's bot parses its option)."""

    name = "easy"

    def __init__(self, seed: int = 0, slip: float = 0.3) -> None:
        self.slip = float(slip)
        if not 0 <= self.slip <= 1:
            raise ValueError(f"easy option slip must be 0 to 1, not {self.slip}")
        self.rng = random.Random(seed)

    def new_game(self) -> None:
        """Nothing to forget."""

    def settle(self, boxes: Sequence[BoxT], points: Mapping[BoxT, float], best: BoxT) -> BoxT:
        """After the last roll: ``best``, or on a slip the first of ``boxes`` (card order)
        that scores something and at least half as much."""
        if self.rng.random() >= self.slip:
            return best
        decent = [box for box in boxes if points[box] > 0 and points[box] >= points[best] / 2]
        return decent[0] if decent else best


__all__ = ["Beginner"]
