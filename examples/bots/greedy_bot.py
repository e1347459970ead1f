"""An example outside bot for Yenta Desktop (see docs/bots.md): standard library only.

Run it:  yenta-desktop tournament --games 20 --players examples/bots/greedy_bot.py:GreedyBot,easy,easy,easy

It receives the observation as a plain dict and returns one of the dicts in
``observation["legal"]`` (or a bid inside the ``min_bid``..``max_bid`` range).
"""

from __future__ import annotations

import random
from typing import Any


class GreedyBot:
    """Bids on a high total, asks for its highest value from the seat with the most dice."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: dict[str, Any]) -> dict[str, Any]:
        """Return one legal action as a record-style dict."""
        legal = observation["legal"]
        if observation["phase"] == "auction":
            return self._bid(observation, legal)
        return self._ask(observation, legal)

    def _bid(self, observation: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
        raise_range = next(item for item in legal if "min_bid" in item)
        lowest = raise_range["min_bid"]
        can_pass = {"bid": None} in legal
        # A strong hand (high total) is worth a modest contract.
        worth = sum(observation["my_dice"]) // 2
        if lowest <= worth or not can_pass:
            return {"bid": lowest}
        return {"bid": None}

    def _ask(self, observation: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
        asks = [item for item in legal if item["type"] == "ask"]
        if {"type": "pass"} in legal and self.rng.random() < 0.25:
            return {"type": "pass"}
        counts = observation["dice_counts"]
        # Who has said they lack a value this round (a miss): do not ask them for it again.
        refused = {
            (entry["target"], entry["value"])
            for entry in observation["history"]["actions"]
            if entry["type"] == "ask" and not entry["hit"]
        }
        fresh = [a for a in asks if (a["target"], a["value"]) not in refused] or asks
        return max(fresh, key=lambda a: (a["value"], counts[a["target"]], -a["target"]))
