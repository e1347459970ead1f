"""The Medium bot: expected-gain heuristics on the exact belief.

Play: for every ask it may make, the belief gives the chance the target holds
the value; a hit is worth a pair (2 x value), a miss costs the discarded die
(about its face value, less when the bidder still needs points). It asks the
best target for the best value; after a hit it passes when no ask has a
positive expected gain. Auction: from :func:`estimate_hand_points` (its first
turn as bidder included) it finds the highest bid whose expected score beats
what it expects as a non-bidder, shifted by a self-play-tuned boldness, and
raises by the minimum while the lowest legal bid is within that limit.
"""

from __future__ import annotations

import math
import random

from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.yenta.belief import Belief
from yenta_desktop.ai.yenta.estimate import estimate_hand_points
from yenta_desktop.ai.yenta.policy import (
    BOLDNESS,
    DIE_VALUE,
    SHORT_BIDDER_DIE,
    ask_value,
    auction_choice,
)
from yenta_desktop.engine.yenta import END_TURN, Action, Ask, Observation

FACES = (1, 2, 3, 4, 5, 6)


def medium_ask(
    obs: Observation,
    belief: Belief,
    rng: random.Random | None = None,
    die_value: float = DIE_VALUE,
) -> Action:
    """The Medium play decision: best expected-gain ask, or pass when none gains."""
    seat = obs.seat
    counts = obs.my_counts
    if obs.bidder == seat and obs.bid is not None and obs.pair_points[seat] < obs.bid:
        # Still short of the contract: a die kept back is worth less than the points needed.
        die_value = SHORT_BIDDER_DIE * die_value
    best: Action = END_TURN
    best_ev = -math.inf
    for v in FACES:
        if not counts[v]:
            continue
        for t, left in enumerate(obs.dice_counts):
            if not left or t == seat:
                continue
            ev = ask_value(belief.p_has(t, v), v, die_value)
            if rng is not None:
                ev += rng.random() * 1e-6
            if ev > best_ev:
                best_ev, best = ev, Ask(t, v)
    if obs.hits_this_turn and best_ev <= 0.0:
        return END_TURN
    return best


def medium_bid(obs: Observation, boldness: float = BOLDNESS) -> Action:
    """The Medium auction decision from the expected-round-points estimate."""
    mean = estimate_hand_points(obs)
    return auction_choice(
        mean,
        obs.lowest_raise(),
        obs.rules.max_bid,
        obs.must_bid(),
        obs.rules.failed_bid == "subtract",
        boldness,
    )


class MediumBot:
    """Belief-driven heuristics: the steady club player."""

    name = "medium"

    def __init__(self, seed: int = 0, **options: object) -> None:
        opts = take_options("medium", options, {"bold": float, "die": float})
        #: Points added to the hand estimate when bidding (tuned by self-play; see docs/ai.md).
        self.bold = float(opts.get("bold", BOLDNESS))
        #: A kept die's worth in faces, the cost of a miss (tuning knob).
        self.die = float(opts.get("die", DIE_VALUE))
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        """The expected-gain ask, or the bid the hand estimate supports."""
        if obs.phase == "auction":
            return medium_bid(obs, self.bold)
        return medium_ask(obs, Belief(obs), self.rng, self.die)
