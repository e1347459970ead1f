"""The random bot: uniform among legal plays, with a sane bid distribution.

Used by the simulator and benchmarks, and as the stand-in for an outside bot
that fails. It samples without building the list of legal actions (speed).
"""

from __future__ import annotations

import random
from itertools import compress

from yenta_desktop.engine.yenta import END_TURN, PASS_BID, Action, Ask, Bid, Observation
from yenta_desktop.engine.yenta.state import AUCTION

_FACES = (1, 2, 3, 4, 5, 6)


class RandomBot:
    """Asks uniformly at random; bids small amounts now and then."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        """A uniformly random legal play, or a modest random bid."""
        rng = self.rng
        if obs.phase is AUCTION:
            lowest = obs.lowest_raise()
            if obs.must_bid():
                return Bid(lowest)
            # Bid now and then, and never beyond a modest cap (a sane bidder).
            # (random() rather than randrange(): this runs in every benchmark game.)
            if rng.random() < 0.4:
                cap = min(obs.rules.max_bid, 10 + int(rng.random() * 16))
                if lowest <= cap:
                    return Bid(min(cap, lowest + int(rng.random() * 3)))
            return PASS_BID
        # itertools.compress keeps this in C: the benchmark plays ~300,000 of these a second.
        values = list(compress(_FACES, obs.my_counts[1:]))
        dice_counts = obs.dice_counts
        targets = list(compress(range(len(dice_counts)), dice_counts))
        targets.remove(obs.seat)  # the player to act always still has dice
        nv = len(values)
        asks = nv * len(targets)
        index = int(rng.random() * (asks + 1 if obs.hits_this_turn else asks))
        if index == asks:
            return END_TURN
        return Ask(targets[index // nv], values[index % nv])
