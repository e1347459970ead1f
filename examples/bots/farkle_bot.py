"""An example outside bot for Farkle (see docs/bots.md): standard library only.

    yenta-desktop tournament --game farkle --games 20 --players examples/bots/farkle_bot.py:ThresholdBot,easy

It sets aside every scoring die it may (the legal action keeping the most dice) and banks
once the turn is worth 350 or more, or two dice or fewer would be left to roll.
"""

from __future__ import annotations

from typing import Any

BANK_AT = 350


class ThresholdBot:
    """Keeps the most dice; banks at 350 or with few dice left."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: dict[str, Any]) -> dict[str, Any]:
        """One of ``observation["legal"]``: ``{"type": "roll" | "bank", "keep": [slots]}``."""
        legal = observation["legal"]
        widest = max(len(item["keep"]) for item in legal)
        best = [item for item in legal if len(item["keep"]) == widest]
        banks = [item for item in best if item["type"] == "bank"]
        left = len(observation["rolled"]) - widest
        if banks and (observation["turn_total"] >= BANK_AT or 0 < left <= 2):
            return banks[0]  # type: ignore[no-any-return]
        rolls = [item for item in best if item["type"] == "roll"]
        return (rolls or best)[0]  # type: ignore[no-any-return]
