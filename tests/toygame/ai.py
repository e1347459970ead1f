"""The toy game's bots: random, and a level that keeps a die of 4 or more."""

from __future__ import annotations

import random
from typing import Any

from tests.toygame.engine import KEEP, REROLL


class RandomBot:
    """Keeps or re-rolls at random."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Any) -> Any:
        """A random legal action."""
        return self.rng.choice(obs.legal_actions())


class KeepHighBot:
    """Keeps 4, 5 and 6."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, obs: Any) -> Any:
        """Keep a high die, re-roll a low one."""
        return KEEP if (obs.my_die or 0) >= 4 else REROLL


BOTS: dict[str, type] = {"random": RandomBot, "easy": KeepHighBot, "hard": KeepHighBot}
LEVELS = ("easy", "hard")
