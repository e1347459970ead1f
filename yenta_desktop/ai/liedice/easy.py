"""Easy, "Honest Hal": mostly honest, believes too often, lies by the smallest raise.

Hal calls only bids that sound big to a beginner (four of a kind or more,
sometimes a full house or a straight), or a bid he can see is false because
he passed that very box. When he accepts he looks, bids the hand in the box
when it beats the bid, and otherwise re-rolls the singles (keeping pairs and
threes, or his highest die) and then names the hand he got, or, if it still
falls short, the smallest legal raise: the lie an attentive player spots.
"""

from __future__ import annotations

import random
from collections import Counter

from yenta_desktop.ai.liedice.plan import current_bid, hand_index, known_box_after, ranks_of
from yenta_desktop.ai.options import take_options
from yenta_desktop.engine.liedice import (
    BIDS,
    CALL,
    LEFT,
    LOOK,
    Action,
    Bid,
    Observation,
    Reroll,
)
from yenta_desktop.engine.liedice.hands import TOP_INDEX, hand_key
from yenta_desktop.engine.liedice.state import DECIDE, LOOKED, OPEN

#: The chance Hal calls a bid of each kind he has no reason to doubt (by kind code 0..8).
CALL_BY_KIND = (0.0, 0.0, 0.0, 0.02, 0.05, 0.15, 0.15, 0.45, 0.7)


def natural_keep(box: tuple[str, ...]) -> tuple[int, ...]:
    """A beginner's keep: the dice in pairs or better, else the highest die (1-4 positions)."""
    ranks = ranks_of(box)
    counts = Counter(ranks)
    keep = [p for p, r in enumerate(ranks) if counts[r] >= 2]
    if len(keep) == 5:  # a full house: keep the three
        top = max(counts, key=lambda r: (counts[r], r))
        keep = [p for p, r in enumerate(ranks) if r == top]
    if not keep:
        keep = [max(range(5), key=lambda p: ranks[p])]
    return tuple(keep[:4])


class EasyBot:
    """A trusting beginner who tells the truth when he can."""

    name = "Honest Hal"
    level = "easy"
    description = "Tells the truth when he can, believes almost everything, fibs by a hair."

    def __init__(self, seed: int = 0, **options: object) -> None:
        take_options("easy", options, {})
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        """Call, look, re-roll or bid the way a trusting beginner would."""
        stage = obs.stage
        cur = current_bid(obs)
        if stage == OPEN:
            if not obs.looked:
                return LOOK
            return Bid(BIDS[hand_index(obs.my_box or ())], LEFT)
        if stage == DECIDE:
            if cur >= TOP_INDEX or self._doubts(obs, cur):
                return CALL
            return LOOK
        box = obs.my_box
        assert box is not None
        hand = hand_index(box)
        if hand > cur:
            return Bid(BIDS[hand])
        if stage == LOOKED and self.rng.random() < 0.9:
            return Reroll(natural_keep(box))
        return Bid(BIDS[cur + 1])

    def _doubts(self, obs: Observation, cur: int) -> bool:
        known = known_box_after(obs, len(obs.actions) - 1)
        if known is not None and hand_index(known) < cur:
            return self.rng.random() < 0.7  # he saw the box and it is not there
        kind = hand_key(ranks_of(BIDS[cur]))[0]
        return self.rng.random() < CALL_BY_KIND[kind]
