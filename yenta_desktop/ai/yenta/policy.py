"""The heuristics the bots share: ask values, miss costs, bid limits, and the fast rollout policy.

Medium decides with these on the exact belief; Hard's rollouts use the cheap
versions (:func:`rollout_round`) that read the public facts tracked inside the
rollout itself, so a rollout costs a few hundred microseconds.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import lru_cache

from yenta_desktop.ai.yenta.estimate import best_bid, bid_value, hand_points, points_sd
from yenta_desktop.engine.yenta import (
    END_TURN,
    PASS_BID,
    Action,
    Ask,
    Bid,
    GameState,
    Phase,
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
#: P(at least one v among k unknown dice).
P_ANY = tuple(1 - (5 / 6) ** k for k in range(64))


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
    if must_bid:
        return Bid(max(lowest, min(best, limit, highest)))
    if limit < lowest:
        return PASS_BID
    return Bid(max(lowest, min(best, limit)))


# ---------------------------------------------------------------- fast rollouts


def _rollout_ask(
    state: GameState,
    seat: int,
    none: list[int],
    had: list[int],
    rng: random.Random,
) -> Action:
    """Medium-like play on public facts only: the best expected-gain ask, or pass."""
    hand = state.hands[seat]
    dice_left = state.dice_left
    n = state.num_players
    die = DIE_VALUE
    if seat == state.bidder and state.pair_points[seat] < state.bid:  # type: ignore[operator]
        die *= SHORT_BIDDER_DIE  # still short of the contract: as Medium, risk more
    # Ties between equally likely targets are broken by a random starting seat.
    first = rng.randrange(n)
    order = [t % n for t in range(first, first + n)]
    best_ev = -math.inf
    best_target = -1
    best_value = 0
    for v in FACES:
        if not hand[v]:
            continue
        bit = 1 << v
        best_p = -1.0
        target = -1
        for t in order:
            left = dice_left[t]
            if not left or t == seat:
                continue
            if none[t] & bit:
                p = 0.0
            else:
                p = P_ANY[left]
                if had[t] & bit and p < 0.6:
                    p = 0.6
            if p > best_p:
                best_p, target = p, t
        ev = v * (best_p * (2 + die) - die)
        if ev > best_ev:
            best_ev, best_target, best_value = ev, target, v
    if (state.hits_this_turn and best_ev <= 0.0) or best_target < 0:
        return END_TURN
    return Ask(best_target, best_value)


def rollout_round(
    state: GameState,
    rng: random.Random,
    actions: Sequence[dict[str, object]] | None = None,
    boldness: Sequence[float] | None = None,
) -> None:
    """Play ``state`` (a determinized copy) to the end of the round with fast Medium-like seats.

    ``boldness``: each seat's bidding boldness (an opponent model); Medium's by default.
    """
    n = state.num_players
    none = [0] * n
    had = [0] * n
    for entry in state.actions if actions is None else actions:
        if entry.get("type") != "ask":
            continue
        s, t, v = entry["seat"], entry["target"], entry["value"]
        assert isinstance(s, int) and isinstance(t, int) and isinstance(v, int)
        had[s] |= 1 << v
        if not entry.get("hit"):
            none[t] |= 1 << v
    rules = state.rules
    subtract = rules.failed_bid == "subtract"
    while True:
        phase = state.phase
        seat = state.current
        if phase is Phase.PLAY:
            assert seat is not None
            action = _rollout_ask(state, seat, none, had, rng)
            if type(action) is Ask:
                had[seat] |= 1 << action.value
                state.apply(action)
                if not state.actions[-1]["hit"]:
                    none[action.target] |= 1 << action.value
            else:
                state.apply(action)
        elif phase is Phase.AUCTION:
            assert seat is not None
            hand = state.hands[seat]
            others = sum(state.dice_left) - state.dice_left[seat]
            mean = hand_points(tuple(hand), others, n)
            state.apply(
                auction_choice(
                    mean,
                    state.lowest_raise(),
                    rules.max_bid,
                    state.must_bid(),
                    subtract,
                    BOLDNESS if boldness is None else boldness[seat],
                )
            )
        else:
            return
