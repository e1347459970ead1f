"""Re-drawing what one seat cannot know: in Yahtzee nothing but the rolls to come."""

from __future__ import annotations

import random

from yenta_desktop.engine.yahtzee.state import GameState


def resample_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` whose future rolls are re-drawn (nothing else is hidden)."""
    result = state.clone(copy_rng=False)
    result.rng = random.Random(rng.getrandbits(64))
    return result
