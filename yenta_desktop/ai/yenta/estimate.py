"""How many points a hand is worth this round: the bidding hint and the bots' bid model.

:func:`estimate_hand_points` is public (the table shows it as the bidding hint).
The model: each value ``v`` I hold ``c`` times can pair with the copies of
``v`` among the other seats' dice, ``E[min(c, X)]`` pairs worth ``2 v`` each,
where ``X`` counts the others' ``v`` (binomial before any ask; read off the
belief once play has begun), scaled by how much of that a bidder really
collects before others take the dice (``REALISED``, calibrated by simulation
of Medium bots; see docs/ai.md).
"""

from __future__ import annotations

import math
from functools import lru_cache

from yenta_desktop.engine.yenta import Observation, Phase

FACES = (1, 2, 3, 4, 5, 6)

#: Share of the naive pair potential a bidder turns into points, by table size (calibrated).
REALISED = {3: 0.50, 4: 0.44, 5: 0.42, 6: 0.41}

#: Spread of a bidder's actual points around the estimate: sd = SD_BASE + SD_SLOPE * mean.
SD_BASE = 3.0
SD_SLOPE = 0.6


@lru_cache(maxsize=4096)
def expected_pairs(held: int, others: int) -> float:
    """E[min(held, X)] for X ~ Binomial(others, 1/6): pairs a value held ``held`` times can make."""
    if held <= 0 or others <= 0:
        return 0.0
    total = 0.0
    for x in range(others + 1):
        p = math.comb(others, x) * (1 / 6) ** x * (5 / 6) ** (others - x)
        total += p * min(held, x)
    return total


@lru_cache(maxsize=65536)
def hand_points(counts: tuple[int, ...], others: int, num_players: int) -> float:
    """Expected bidder points of ``counts`` (index 0 unused) against ``others`` hidden dice."""
    raw = sum(2 * v * expected_pairs(counts[v], others) for v in FACES if counts[v])
    return raw * REALISED.get(num_players, 0.7)


def points_sd(mean: float) -> float:
    """The modelled standard deviation of a bidder's actual points for an estimate ``mean``."""
    return SD_BASE + SD_SLOPE * mean


def estimate_hand_points(obs: Observation) -> float:
    """Expected points this round for ``obs.seat`` if it became (or is) the bidder.

    Counts pairs (2 x face) and ignores the contract; 0.0 when the seat holds no dice.
    """
    counts = obs.my_counts
    if not any(counts[1:7]):
        return float(obs.pair_points[obs.seat]) if obs.pair_points else 0.0
    others = sum(obs.dice_counts) - obs.dice_counts[obs.seat]
    base = hand_points(tuple(counts), others, obs.num_players)
    if obs.phase == Phase.PLAY and obs.actions:
        # Once play has begun, use what the table knows about where each value is.
        from yenta_desktop.ai.yenta.belief import Belief

        belief = Belief(obs)
        raw = 0.0
        for v in FACES:
            c = counts[v]
            if not c:
                continue
            expected = sum(
                belief.expected_count(s, v) for s in range(obs.num_players) if s != obs.seat
            )
            raw += 2 * v * min(float(c), expected)
        base = raw * REALISED.get(obs.num_players, 0.7)
    already = obs.pair_points[obs.seat] if obs.pair_points else 0
    return float(already + base)


def bid_value(bid: int, mean: float, sd: float, subtract: bool) -> float:
    """Expected score of a bidder at ``bid`` whose actual points are ~ Normal(mean, sd)."""
    # Integrate max(2 bid, a) over a >= bid and the penalty below on a coarse grid.
    total = 0.0
    steps = 24
    lo, hi = mean - 3 * sd, mean + 3 * sd
    width = (hi - lo) / steps
    norm = 0.0
    for i in range(steps):
        a = lo + (i + 0.5) * width
        w = math.exp(-0.5 * ((a - mean) / sd) ** 2)
        norm += w
        if a >= bid:
            total += w * max(2 * bid, a)
        elif subtract:
            total -= w * bid
    return total / norm if norm else 0.0


def best_bid(
    mean: float, sd: float, lowest: int, highest: int, subtract: bool
) -> tuple[int, float]:
    """The bid in ``lowest..highest`` with the highest expected score, and that score."""
    best, best_value = lowest, -math.inf
    for b in range(lowest, highest + 1):
        value = bid_value(b, mean, sd, subtract)
        if value > best_value:
            best, best_value = b, value
        elif b > mean + 3 * sd:
            break
    return best, best_value
