"""The Easy bot: plays like a beginner who knows the rules.

It asks for values it holds, favouring the ones it holds most and the high
ones, from a random player; it remembers only the last few misses at the
table; it stops after a hit on a whim rather than on the odds; it bids from a
rough count of its dice with a beginner's over- and under-confidence, but
never far beyond what its hand could score.
"""

from __future__ import annotations

import random

from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.yenta.estimate import hand_points
from yenta_desktop.engine.yenta import END_TURN, PASS_BID, Action, Ask, Bid, Observation

FACES = (1, 2, 3, 4, 5, 6)

#: How many recent play actions a beginner remembers.
MEMORY = 4


class EasyBot:
    """A plausible beginner: legal, sensible-looking, and beatable."""

    name = "easy"

    def __init__(self, seed: int = 0, **options: object) -> None:
        take_options("easy", options, {})
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        """Pick a bid or an ask the way a beginner would."""
        if obs.phase == "auction":
            return self._bid(obs)
        return self._ask(obs)

    def _bid(self, obs: Observation) -> Action:
        rng = self.rng
        lowest = obs.lowest_raise()
        highest = obs.rules.max_bid
        others = sum(obs.dice_counts) - obs.dice_counts[obs.seat]
        worth = hand_points(tuple(obs.my_counts), others, obs.num_players)
        # A beginner's feel for the hand: right on average, often off by a third.
        feel = worth * rng.uniform(0.7, 1.35)
        cap = min(highest, max(obs.rules.min_bid, int(feel)))
        if obs.must_bid():
            return Bid(max(lowest, min(cap, highest)) if cap >= lowest else lowest)
        if lowest <= cap and rng.random() < 0.75:
            # Raise by a little, not straight to the limit.
            return Bid(min(cap, lowest + rng.randrange(3)))
        return PASS_BID

    def _ask(self, obs: Observation) -> Action:
        rng = self.rng
        counts = obs.my_counts
        if obs.hits_this_turn and rng.random() < 0.3:
            return END_TURN
        values = [v for v in FACES if counts[v]]
        weights = [counts[v] * (1 + v / 3) for v in values]
        value = rng.choices(values, weights)[0]
        targets = [t for t, left in enumerate(obs.dice_counts) if left and t != obs.seat]
        # Remembers only recent misses: avoids a player who just said no to this value.
        recent = obs.actions[-MEMORY:]
        refused = {
            e["target"]
            for e in recent
            if e.get("type") == "ask" and e["value"] == value and not e["hit"]
        }
        fresh = [t for t in targets if t not in refused] or targets
        return Ask(rng.choice(fresh), value)
