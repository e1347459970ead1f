"""Re-drawing what one seat cannot know (the protocol's ``resample_hidden`` hook).

Farkle has no secrets: scores, dice, set-asides and streaks are all on the
table. The only unknown is the rolls to come, so a resampled copy is the same
game with its random generator re-seeded.
"""

from __future__ import annotations

import random

from yenta_desktop.engine.farkle.state import GameState


def resample_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` whose future rolls are re-drawn (nothing else is hidden)."""
    result = state.clone(copy_rng=False)
    result.rng = random.Random(rng.getrandbits(64))
    return result
