"""What a seat can infer about the box: an exact forward pass over the 252 boxes.

The belief starts from what the seat last saw this round (the box it passed
on), or from a fresh shake if it has not seen the box, and follows the public
actions since:

* a re-roll of ``k`` dice (announced): the bidder kept ``5 - k`` dice of the
  box. The stated **keep model**: with chance ``1 - keep_noise`` it kept the
  dice most likely to beat the bid it faced (:func:`~.tables.best_keep`),
  otherwise any ``5 - k`` of the five, every choice of positions equally
  likely; the ``k`` new dice are enumerated exactly (:func:`~.tables.outcomes`).
* a bid made after a look: weighted by how likely a bidder of the
  :class:`BidderModel` makes that bid from each box (the **honesty model**);
  a blind bid says nothing about the box.

Re-rolls and bids are the only things that change what is in the box, so the
result is exact under the two models.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from yenta_desktop.ai.liedice.tables import (
    BOX_BID,
    FIRST_AT_LEAST,
    NUM_BOXES,
    ROLL,
    Dice,
    best_keep,
    box_id,
    keeps,
    outcomes,
)
from yenta_desktop.engine.liedice import Observation
from yenta_desktop.engine.liedice.hands import RANK, TOP_INDEX, bid_index

Belief = list[float]


@dataclass(frozen=True)
class BidderModel:
    """How a bidder who looked is assumed to bid (the honesty model).

    Steps are places in the order of all 462 bids.

    * ``lie_rate``: the chance a bidder who could bid truthfully lies anyway;
    * ``exact``: the chance a truthful bid names exactly the five dice in the
      box; otherwise, half the time it is ``j`` steps above the lowest raise,
      half the time ``j`` steps below the hand (a part of it), with chance
      proportional to ``truth_stretch ** j`` among the true raises;
    * ``min_lie``: the chance a lie is the lowest possible lie; otherwise it
      is ``j + 1`` steps above it with chance ``(1 - lie_stretch) * lie_stretch ** j``;
    * ``keep_noise``: the chance a re-roller did not keep the best dice.
    """

    lie_rate: float = 0.2
    exact: float = 0.6
    truth_stretch: float = 0.9
    min_lie: float = 0.5
    lie_stretch: float = 0.97
    keep_noise: float = 0.2


#: The model Medium assumes of everyone (and Hard before it knows a player).
DEFAULT_MODEL = BidderModel()


def point(dice: Sequence[str]) -> Belief:
    """The belief of a seat that knows the box exactly."""
    belief = [0.0] * NUM_BOXES
    belief[box_id([RANK[d] for d in dice])] = 1.0
    return belief


def p_at_least(belief: Sequence[float], bid: int) -> float:
    """The chance the box is at least the bid with index ``bid``."""
    return min(1.0, max(0.0, sum(belief[FIRST_AT_LEAST[bid] :])))


@lru_cache(maxsize=100_000)
def _keep_mix(box: int, rerolled: int, target: int, noise: float) -> tuple[tuple[Dice, float], ...]:
    """The keep model's distribution of the kept dice (see the module docstring)."""
    options = keeps(box, 5 - rerolled)
    total = sum(ways for _, ways in options)
    best = best_keep(box, rerolled, target)
    return tuple(
        (kept, noise * ways / total + (1.0 - noise if kept == best else 0.0))
        for kept, ways in options
    )


def after_reroll(belief: Sequence[float], rerolled: int, target: int, noise: float) -> Belief:
    """The belief after a bidder re-rolled ``rerolled`` dice trying to reach bid ``target``."""
    kept_weight: dict[Dice, float] = {}
    for box, p in enumerate(belief):
        if p > 1e-12:
            for kept, w in _keep_mix(box, rerolled, target, noise):
                kept_weight[kept] = kept_weight.get(kept, 0.0) + p * w
    out = [0.0] * NUM_BOXES
    for kept, w in kept_weight.items():
        for box, q in outcomes(kept):
            out[box] += w * q
    return out


def truth_chance(model: BidderModel, bid: int, prev: int, hand: int) -> float:
    """The chance a truthful bidder holding ``hand`` bids ``bid`` after ``prev`` (hand >= bid)."""
    stretch = model.truth_stretch
    span = 1.0 - stretch ** (hand - prev)  # normaliser over the true raises prev + 1 .. hand
    up = stretch ** (bid - prev - 1)
    down = stretch ** (hand - bid)
    spread = (1.0 - stretch) * 0.5 * (up + down) / span
    return model.exact * (bid == hand) + (1.0 - model.exact) * spread


def lie_chance(model: BidderModel, bid: int, prev: int, hand: int) -> float:
    """The chance a lying bidder holding ``hand`` bids ``bid`` after ``prev`` (bid > hand)."""
    lowest = max(prev, hand) + 1
    if bid == lowest:
        return model.min_lie
    stretch = model.lie_stretch
    return (1.0 - model.min_lie) * (1.0 - stretch) * stretch ** (bid - lowest - 1)


@lru_cache(maxsize=50_000)
def bid_likelihood(model: BidderModel, bid: int, prev: int) -> tuple[float, ...]:
    """Per box: the chance a bidder of ``model`` holding it bids ``bid`` after ``prev`` (-1: none)."""
    lie = model.lie_rate
    out = []
    for hand in BOX_BID:
        if hand >= bid:
            out.append((1.0 - lie) * truth_chance(model, bid, prev, hand))
        elif hand > prev:
            out.append(lie * lie_chance(model, bid, prev, hand))
        else:
            out.append(lie_chance(model, bid, prev, hand))  # nothing true beats the bid faced
    return tuple(out)


def after_bid(belief: Sequence[float], likelihood: Sequence[float]) -> Belief:
    """Bayes' rule: the belief weighted by the bid's likelihood (unchanged if it explains nothing)."""
    weighted = [p * q for p, q in zip(belief, likelihood, strict=True)]
    total = sum(weighted)
    if total <= 1e-300:
        return list(belief)
    return [w / total for w in weighted]


def bid_indices(actions: Sequence[Mapping[str, object]]) -> list[int]:
    """The bid index of each public bid of a round, in order."""
    return [bid_index(tuple(a["dice"])) for a in actions if a["type"] == "bid"]  # type: ignore[arg-type]


def forward(
    start: Sequence[float],
    actions: Sequence[Mapping[str, object]],
    first: int,
    models: Mapping[int, BidderModel] | None = None,
    default: BidderModel = DEFAULT_MODEL,
    read_bids: bool = True,
) -> Belief:
    """Follow a round's public ``actions`` from index ``first`` on, starting from ``start``.

    ``start`` is the belief just before action ``first`` (after its bidder's
    shake for the opener). ``models`` gives a bidder model per seat. With
    ``read_bids`` false the bids are not read as evidence (the *raw odds*:
    only the dice seen and the re-rolls announced).
    """
    belief = list(start)
    prev = -1 if first == 0 else bid_index(tuple(actions[first - 1]["dice"]))  # type: ignore[arg-type]
    for entry in actions[first:]:
        if entry["type"] != "bid":
            continue
        bid = bid_index(tuple(entry["dice"]))  # type: ignore[arg-type]
        model = (models or {}).get(entry["seat"], default)  # type: ignore[call-overload]
        rerolled = entry["rerolled"]
        if isinstance(rerolled, int) and 1 <= rerolled <= 4:
            belief = after_reroll(belief, rerolled, min(prev + 1, TOP_INDEX), model.keep_noise)
        if entry["looked"] and read_bids:
            belief = after_bid(belief, bid_likelihood(model, bid, prev))
        prev = bid
    return belief


def box_belief(
    obs: Observation,
    models: Mapping[int, BidderModel] | None = None,
    default: BidderModel = DEFAULT_MODEL,
    read_bids: bool = True,
) -> Belief:
    """What ``obs.seat`` can infer about the box now, from its sightings and the public round.

    ``read_bids`` false: the raw odds (bids are not taken as evidence).
    """
    if obs.my_box is not None:
        return point(obs.my_box)
    seen = obs.seen_this_round()
    if seen:
        last = seen[-1]
        return forward(point(last.passed), obs.actions, last.index + 1, models, default, read_bids)
    return forward(ROLL, obs.actions, 0, models, default, read_bids)


def believability(belief: Sequence[float], model: BidderModel, prev: int) -> list[float]:
    """For every bid above ``prev``: the chance it is true if a bidder of ``model`` makes it.

    One sweep over the bid order gives what :func:`after_bid` and
    :func:`p_at_least` would give bid by bid (tested equal): the likelihoods
    of :func:`bid_likelihood` are sums that extend by one term per step.
    Entries at or below ``prev`` are 0.
    """
    n = TOP_INDEX + 1
    mass = [0.0] * n
    for box, p in enumerate(belief):
        mass[BOX_BID[box]] = p
    lie, exact = model.lie_rate, model.exact
    rt, psi, rl = model.truth_stretch, model.min_lie, model.lie_stretch
    # Over true hands h >= b: mass / (1 - rt^(h - prev)) (the spread's normaliser), summed
    # plainly (raises counted up from prev) and weighted by rt^(h - b) (parts counted down
    # from the hand).
    suffix = [0.0] * (n + 1)
    down = [0.0] * (n + 1)
    for hand in range(n - 1, prev, -1):
        weight = mass[hand] / (1.0 - rt ** (hand - prev)) if mass[hand] else 0.0
        suffix[hand] = suffix[hand + 1] + weight
        down[hand] = weight + rt * down[hand + 1]
    forced = sum(mass[: prev + 1])
    out = [0.0] * n
    geometric = 0.0  # sum over prev < h <= b - 2 of mass[h] * rl^(b - 2 - h)
    for bid in range(prev + 1, n):
        up = rt ** (bid - prev - 1) * suffix[bid]
        spread = (1.0 - exact) * (1.0 - rt) * 0.5 * (up + down[bid])
        true = (1.0 - lie) * (exact * mass[bid] + spread)
        jump = bid - prev - 1
        forced_lie = forced * (psi if jump == 0 else (1.0 - psi) * (1.0 - rl) * rl ** (jump - 1))
        below = mass[bid - 1] if bid - 1 > prev else 0.0
        optional_lie = lie * (psi * below + (1.0 - psi) * (1.0 - rl) * geometric)
        total = true + forced_lie + optional_lie
        out[bid] = true / total if total > 0 else 0.0
        geometric = rl * geometric + below
    return out
