"""Reading asks: what an opponent's choice of value says about the rest of its hand.

A Medium player asks for the value with the best expected gain among the values
it holds, and passes after a hit when no ask gains. Which target it asks does
not depend on its hand (every seat's chance to hold a value is public), but which
*value* it asks does: a seat that asks for 3s while 6s were as likely to be found
probably holds no 6. After a hit, going on or passing says whether any value it
holds is still worth asking for.

:func:`ask_evidence` replays this round's play and, for each decision an
opponent took, keeps what Medium's rule would have weighed then (public facts
only); :func:`ask_likelihood` scores a roll of that opponent against all of them.
The model is soft (a softmax over values with temperature ``softness``, mixed
with ``noise`` of "any value"): it sharpens the belief against Medium-like
players and never rules a hand out, so other players (Easy, people) only make
it less informative.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from yenta_desktop.ai.yenta.policy import DIE_VALUE, SHORT_BIDDER_DIE
from yenta_desktop.ai.yenta.public import PublicInfo, compositions

FACES = (1, 2, 3, 4, 5, 6)

#: Temperature of the softmax over values (points of expected gain).
ASK_SOFTNESS = 0.5
#: Share of an opponent's decisions modelled as "any value, for reasons of its own".
ASK_NOISE = 0.05


@lru_cache(maxsize=1 << 16)
def public_p_has(
    dice_per_player: int, removed: tuple[int, ...], excluded: int
) -> tuple[float, ...]:
    """P(a seat holds each value now) from the public facts about it alone (Medium's belief).

    ``removed[v]``: its dice of value ``v`` gone this round; bit ``v`` of
    ``excluded``: it answered a miss on ``v``, so its roll had no more ``v`` than
    were gone. That is all the history says about one seat: every ask and hit
    that shows a ``v`` was held also removes that ``v``, so it never demands more
    than ``removed``. Few distinct keys occur, so the cache serves nearly every call.
    """
    has = [0.0] * 7
    total = 0.0
    for roll, p in compositions(dice_per_player):
        ok = True
        for v in FACES:
            c = roll[v]
            if c < removed[v] or (excluded >> v & 1 and c != removed[v]):
                ok = False
                break
        if not ok:
            continue
        total += p
        for v in FACES:
            if roll[v] > removed[v]:
                has[v] += p
    if total <= 0.0:
        return (0.0,) * 7
    return tuple(h / total for h in has)


def public_facts(info: PublicInfo, seat: int) -> tuple[tuple[int, ...], int]:
    """The key of :func:`public_p_has` for ``seat``: its removed dice and its misses."""
    exactly = info.exactly[seat]
    excluded = sum(1 << v for v in FACES if exactly[v] >= 0)
    return tuple(info.removed[seat]), excluded


#: One decision of an opponent: its removed dice then (index 0 unused), the value it
#: asked (0: it passed), each value's weight exp(best gain / softness), and the
#: weight of passing (0.0 when passing was not allowed).
Decision = tuple[tuple[int, ...], int, tuple[float, ...], float]


def ask_evidence(
    num_players: int,
    dice_per_player: int,
    actions: Sequence[dict[str, object]],
    observer: int,
    bidder: int | None,
    bid: int | None,
    softness: float = ASK_SOFTNESS,
) -> list[list[Decision]]:
    """Per seat, every play decision it took this round with what Medium would have weighed."""
    info = PublicInfo(num_players, dice_per_player)
    pair_points = [0] * num_players
    out: list[list[Decision]] = [[] for _ in range(num_players)]
    actor = -1
    run = 0  # hits in a row of the seat to act: passing is allowed after one
    for entry in actions:
        seat = entry["seat"]
        assert isinstance(seat, int)
        if seat != actor:
            actor, run = seat, 0
        if seat != observer:
            out[seat].append(_decision(info, seat, entry, pair_points, bidder, bid, run, softness))
        if entry.get("type") == "ask":
            info.add(entry)
            if entry.get("hit"):
                value = entry["value"]
                assert isinstance(value, int)
                pair_points[seat] += 2 * value
                run += 1
            else:
                run = 0
        else:
            run = 0
    return out


def _decision(
    info: PublicInfo,
    seat: int,
    entry: dict[str, object],
    pair_points: Sequence[int],
    bidder: int | None,
    bid: int | None,
    run: int,
    softness: float,
) -> Decision:
    per = info.dice_per_player
    die = DIE_VALUE
    if seat == bidder and bid is not None and pair_points[seat] < bid:
        die *= SHORT_BIDDER_DIE
    best = [-math.inf] * 7
    for target in range(info.num_players):
        removed = info.removed[target]
        if target == seat or sum(removed) >= per:
            continue
        p_has = public_p_has(per, *public_facts(info, target))
        for v in FACES:
            p = p_has[v]
            gain = p * 2 * v - (1 - p) * die * v
            if gain > best[v]:
                best[v] = gain
    # exp(gain / softness), shifted by the largest possible gain (a pair of 6s: 12) so it
    # never overflows; passing gains 0.
    weights = tuple(0.0 if b == -math.inf else math.exp((b - 12.0) / softness) for b in best)
    value = entry["value"] if entry.get("type") == "ask" else 0
    assert isinstance(value, int)
    return (tuple(info.removed[seat]), value, weights, math.exp(-12.0 / softness) if run else 0.0)


def ask_likelihood(
    roll: Sequence[int], decisions: Sequence[Decision], noise: float = ASK_NOISE
) -> float:
    """How well a roll (counts) of a seat explains its decisions this round (soft Medium model)."""
    likelihood = 1.0
    for removed, value, weights, pass_weight in decisions:
        total = pass_weight
        held = 0
        for v in FACES:
            if roll[v] > removed[v]:
                total += weights[v]
                held += 1
        if total <= 0.0:
            continue
        chosen = weights[value] if value else pass_weight
        options = held + (1 if pass_weight > 0.0 else 0)
        likelihood *= noise / options + (1.0 - noise) * chosen / total
    return likelihood


def target_choices(
    num_players: int, dice_per_player: int, actions: Sequence[dict[str, object]]
) -> list[tuple[int, int]]:
    """Per seat, (asks whose target mattered, asks not at the likeliest target) in one round.

    Medium asks the seat likeliest to hold the value. Which target that is does
    not depend on the asker's hand, so it shows, with no dice seen, how closely a
    player follows Medium's rule: the opponent model's measure of how much its
    choice of values can be read.
    """
    info = PublicInfo(num_players, dice_per_player)
    out = [[0, 0] for _ in range(num_players)]
    for entry in actions:
        if entry.get("type") != "ask":
            continue
        seat, target, value = entry["seat"], entry["target"], entry["value"]
        assert isinstance(seat, int) and isinstance(target, int) and isinstance(value, int)
        chances = [
            public_p_has(dice_per_player, *public_facts(info, t))[value]
            for t in range(num_players)
            if t != seat and sum(info.removed[t]) < dice_per_player
        ]
        if max(chances) - min(chances) > 0.02:
            out[seat][0] += 1
            mine = public_p_has(dice_per_player, *public_facts(info, target))[value]
            if mine < max(chances) - 0.02:
                out[seat][1] += 1
        info.add(entry)
    return [(a, b) for a, b in out]
