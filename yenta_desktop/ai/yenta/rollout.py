"""Hard's rollouts: the rest of a round played fast, every seat by Medium's rules.

A rollout starts from one seat's observation with every hidden hand guessed,
applies the candidate action, and plays the round to its end. It does not go
through :class:`~yenta_desktop.engine.yenta.GameState`: a lean copy of the rules
(the same turn order, end of round and scoring, checked against the engine by
tests/ai/test_rollout.py) runs several times faster, and the search's strength
grows with the rollouts it can afford.

The seats play as Medium does, on public facts only: in the auction Medium's bid
rule on its own hand (with each seat's bidding boldness from the opponent
model), in play the best expected-gain ask on the exact public chance that each
seat holds each value (:func:`~yenta_desktop.ai.yenta.reading.public_p_has`,
what Medium's belief computes), passing after a hit when no ask gains. The
searching seat may instead follow an auction plan: raise by the minimum while
the lowest raise is at most its top, then pass.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from yenta_desktop.ai.yenta.estimate import hand_points
from yenta_desktop.ai.yenta.policy import (
    BOLDNESS,
    DIE_VALUE,
    SHORT_BIDDER_DIE,
    auction_action,
    bid_limits,
)
from yenta_desktop.ai.yenta.public import PublicInfo
from yenta_desktop.ai.yenta.reading import public_facts, public_p_has
from yenta_desktop.engine.yenta import END_TURN, PASS_BID, Action, Ask, Bid, EndTurn, Observation
from yenta_desktop.engine.yenta.rules import ASKED_PLAYER, SUBTRACT
from yenta_desktop.engine.yenta.scoring import game_winner, round_points

FACES = (1, 2, 3, 4, 5, 6)
AUCTION, PLAY = 0, 1


class RolloutStart:
    """The public part of a rollout's starting point, computed once per decision."""

    __slots__ = (
        "num_players",
        "per",
        "rules",
        "subtract",
        "asked_player",
        "max_bid",
        "min_bid",
        "target",
        "phase",
        "scores",
        "dice_left",
        "pair_points",
        "passed",
        "high_bid",
        "high_bidder",
        "bidder",
        "bid",
        "current",
        "hits",
        "removed",
        "excluded",
        "p_has",
        "boldness",
    )

    def __init__(self, obs: Observation, boldness: Sequence[float] | None = None) -> None:
        n = obs.num_players
        rules = obs.rules
        self.num_players = n
        self.per = rules.dice_per_player
        self.rules = rules
        self.subtract = rules.failed_bid == SUBTRACT
        self.asked_player = rules.turn_after_miss == ASKED_PLAYER
        self.max_bid = rules.max_bid
        self.min_bid = rules.min_bid
        self.target = rules.target_score
        self.phase = AUCTION if obs.phase == "auction" else PLAY
        self.scores = list(obs.scores)
        self.dice_left = list(obs.dice_counts)
        self.pair_points = list(obs.pair_points)
        self.passed = list(obs.passed)
        self.high_bid = obs.high_bid
        self.high_bidder = obs.high_bidder
        self.bidder = obs.bidder
        self.bid = obs.bid
        assert obs.current_seat is not None
        self.current = obs.current_seat
        self.hits = obs.hits_this_turn
        info = PublicInfo.from_actions(n, self.per, obs.actions)
        facts = [public_facts(info, s) for s in range(n)]
        self.removed = [removed for removed, _ in facts]
        self.excluded = [excluded for _, excluded in facts]
        self.p_has = [public_p_has(self.per, *key) for key in facts]
        self.boldness = list(boldness) if boldness is not None else [BOLDNESS] * n


def simulate(
    start: RolloutStart,
    hands: Sequence[Sequence[int]],
    rng: random.Random,
    first: Action,
    plan: tuple[int, int] | None = None,
    trace: list[Action] | None = None,
) -> tuple[list[int], int | None]:
    """Apply ``first`` for the seat to act, play the round out; return (totals, winner or None).

    ``hands``: every seat's current hand (counts), guessed. ``plan``: ``(seat,
    top)``, that seat's auction plan. ``trace`` collects every action (tests).
    """
    n = start.num_players
    per = start.per
    hand = [list(h) for h in hands]
    left = list(start.dice_left)
    pair_points = list(start.pair_points)
    removed = [list(x) for x in start.removed]
    excluded = list(start.excluded)
    p_has = list(start.p_has)
    seat = start.current
    hits = start.hits
    bidder, bid = start.bidder, start.bid
    plan_seat, plan_top = plan if plan is not None else (-1, 0)
    action: Action | None = first

    if start.phase == AUCTION:
        passed = list(start.passed)
        high_bid, high_bidder = start.high_bid, start.high_bidder
        max_bid, subtract = start.max_bid, start.subtract
        boldness = start.boldness
        others_dice = per * (n - 1)
        # A seat's hand does not change during the auction: its limits are computed once.
        limits: list[tuple[int, int] | None] = [None] * n
        while True:
            if action is None:
                lowest = start.min_bid if high_bid is None else max(start.min_bid, high_bid + 1)
                must = high_bid is None and passed.count(False) == 1
                if seat == plan_seat:
                    action = Bid(lowest) if lowest <= plan_top or must else PASS_BID
                else:
                    known = limits[seat]
                    if known is None:
                        mean = hand_points(tuple(hand[seat]), others_dice, n) + boldness[seat]
                        known = bid_limits(max(0, int(round(mean * 10))), max_bid, subtract)
                        limits[seat] = known
                    action = auction_action(known[0], known[1], lowest, max_bid, must)
            if trace is not None:
                trace.append(action)
            if type(action) is Bid:
                high_bid, high_bidder = action.amount, seat
            else:
                passed[seat] = True
            action = None
            if passed.count(False) == 1 and high_bidder is not None:
                bidder, bid, seat, hits = high_bidder, high_bid, high_bidder, 0
                break
            seat = (seat + 1) % n
            while passed[seat]:
                seat = (seat + 1) % n

    assert bidder is not None and bid is not None
    with_dice = sum(1 for x in left if x)
    asked_player = start.asked_player
    while True:
        if action is None:
            action = _medium_ask(seat, hand[seat], left, p_has, hits, bidder, bid, pair_points, rng)
        if trace is not None:
            trace.append(action)
        if type(action) is EndTurn:
            action = None
            hits = 0
            seat = (seat + 1) % n
            while not left[seat]:
                seat = (seat + 1) % n
            continue
        assert type(action) is Ask
        target, value = action.target, action.value
        action = None
        mine, theirs = hand[seat], hand[target]
        removed[seat][value] += 1
        mine[value] -= 1
        left[seat] -= 1
        if theirs[value]:
            removed[target][value] += 1
            theirs[value] -= 1
            left[target] -= 1
            pair_points[seat] += 2 * value
            hits += 1
            p_has[seat] = public_p_has(per, tuple(removed[seat]), excluded[seat])
            p_has[target] = public_p_has(per, tuple(removed[target]), excluded[target])
            if not left[target]:
                with_dice -= 1
            if not left[seat]:
                with_dice -= 1
                if with_dice > 1:
                    hits = 0
                    seat = (seat + 1) % n
                    while not left[seat]:
                        seat = (seat + 1) % n
                    continue
            if with_dice <= 1:
                break
            continue
        excluded[target] |= 1 << value
        p_has[seat] = public_p_has(per, tuple(removed[seat]), excluded[seat])
        p_has[target] = public_p_has(per, tuple(removed[target]), excluded[target])
        if not left[seat]:
            with_dice -= 1
        if with_dice <= 1:
            break
        hits = 0
        if asked_player:
            seat = target
        else:
            seat = (seat + 1) % n
            while not left[seat]:
                seat = (seat + 1) % n

    last_player = None
    leftover = 0
    for s in range(n):
        if left[s]:
            last_player = s
            leftover = sum(v * c for v, c in enumerate(hand[s]))
    points, _ = round_points(pair_points, last_player, leftover, bidder, bid, start.rules)
    totals = [a + b for a, b in zip(start.scores, points, strict=True)]
    return totals, game_winner(totals, start.target)


def _medium_ask(
    seat: int,
    mine: list[int],
    left: list[int],
    p_has: list[tuple[float, ...]],
    hits: int,
    bidder: int,
    bid: int,
    pair_points: list[int],
    rng: random.Random,
) -> Action:
    """Medium's ask on the public chances: the best expected gain, or pass after a hit."""
    n = len(left)
    die = DIE_VALUE
    if seat == bidder and pair_points[seat] < bid:
        die *= SHORT_BIDDER_DIE  # still short of the contract: as Medium, risk more
    # Ties between equally likely targets are broken by a random starting seat.
    first = int(rng.random() * n)
    targets = [t % n for t in range(first, first + n) if t % n != seat and left[t % n]]
    gain, loss = 2 + die, die
    best_ev = -1e9
    best_target = -1
    best_value = 0
    for v in FACES:
        if not mine[v]:
            continue
        # The best target for a value is the likeliest holder; then compare values.
        top_p = -1.0
        top_t = -1
        for t in targets:
            p = p_has[t][v]
            if p > top_p:
                top_p, top_t = p, t
        ev = v * (top_p * gain - loss)
        if ev > best_ev:
            best_ev, best_target, best_value = ev, top_t, v
    if (hits and best_ev <= 0.0) or best_target < 0:
        return END_TURN
    return Ask(best_target, best_value)
