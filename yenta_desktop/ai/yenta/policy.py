"""The heuristics the bots share: ask values, miss costs and bid limits.

Medium decides with these on its belief; Hard's rollouts
(:mod:`~yenta_desktop.ai.yenta.rollout`) play every seat with them.
"""

from __future__ import annotations

from functools import lru_cache

from yenta_desktop.ai.yenta.estimate import best_bid, bid_value, points_sd
from yenta_desktop.engine.yenta import (
    PASS_BID,
    Action,
    Bid,
)

FACES = (1, 2, 3, 4, 5, 6)

#: A die kept is worth about this many times its face (its share of a future pair).
DIE_VALUE = 1.0
#: A bidder short of its contract values a kept die at this share (it needs points now).
SHORT_BIDDER_DIE = 0.6
#: What a non-bidder expects to score, as a share of its bidder estimate.
NON_BIDDER_SHARE = 0.8
#: Medium bids as if its hand were worth this many points more: the self-play optimum
#: (winning the auction is worth more than the points model alone says; docs/ai.md).
BOLDNESS = 12.0


def ask_value(p_hit: float, value: int, die_value: float = DIE_VALUE) -> float:
    """Expected gain of asking for ``value``: a pair (2 v) on a hit, the die lost on a miss."""
    return p_hit * 2 * value - (1 - p_hit) * die_value * value


@lru_cache(maxsize=8192)
def bid_limits(mean10: int, highest: int, subtract: bool) -> tuple[int, int]:
    """(best bid, highest acceptable bid) for an estimate of ``mean10 / 10`` points.

    A bid is acceptable when its expected score beats what the seat expects as a
    non-bidder; the highest acceptable is 0 when no bid is.
    """
    mean = mean10 / 10
    sd = points_sd(mean)
    best, _ = best_bid(mean, sd, 1, highest, subtract)
    baseline = NON_BIDDER_SHARE * mean
    limit = 0
    for b in range(1, highest + 1):
        if bid_value(b, mean, sd, subtract) >= baseline:
            limit = b
        elif b > best:
            break
    return best, limit


def auction_choice(
    mean: float, lowest: int, highest: int, must_bid: bool, subtract: bool, boldness: float = 0.0
) -> Action:
    """Bid for a seat whose bidder estimate is ``mean`` points (``boldness`` shifts the estimate)."""
    mean10 = max(0, int(round((mean + boldness) * 10)))
    best, limit = bid_limits(mean10, highest, subtract)
    return auction_action(best, limit, lowest, highest, must_bid)


def auction_action(best: int, limit: int, lowest: int, highest: int, must_bid: bool) -> Action:
    """Medium's auction move from its (best bid, highest acceptable bid): raise or pass."""
    if must_bid:
        return Bid(max(lowest, min(best, limit, highest)))
    if limit < lowest:
        return PASS_BID
    return Bid(max(lowest, min(best, limit)))
