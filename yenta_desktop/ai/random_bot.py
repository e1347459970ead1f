"""The random bot of every game: a uniformly random legal action.

It stands in for an outside bot that fails, and for an AI seat whose level
is unknown. Games with a faster or saner random bot of their own (Yenta's
samples bids sensibly) list it as "random" in their ``BOTS``.
"""

from __future__ import annotations

import random
from typing import Any


class RandomBot:
    """Picks uniformly among ``obs.legal_actions()``."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Any) -> Any:
        """A uniformly random legal action of the observing seat."""
        return self.rng.choice(list(obs.legal_actions()))
