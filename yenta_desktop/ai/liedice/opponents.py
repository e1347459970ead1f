"""Hard's model of each opponent, learned from the game so far (the observation's history).

Two things are learned per seat, each as a correction of a prior by the
evidence (pseudo-counts, so a few rounds move it only a little):

* **as a bidder** (:class:`~.belief.BidderModel`): every bid whose box this
  seat can know afterwards is judged: the box is known when this seat looked
  at it later with no re-roll in between, or passed it earlier with none
  since, or the box was opened with no re-roll after the bid. From those:
  how often it lies when it could tell the truth, how often a true bid names
  exactly the box, how often a lie is the smallest possible and how far the
  others stretch.
* **as a caller**: at every decision to call or accept, the chance the bid
  was true *from that player's point of view* is rebuilt (its last sighting
  if this seat can know it, else a fresh shake, followed by the public round
  under the default model, or by the raw odds: the dice alone, no bid read),
  and the reading and calling threshold that best explain its calls and
  accepts are fitted (maximum likelihood on a grid with a prior).

The data of finished rounds is computed once and kept. A rematch in the same
session (the bot's ``new_game``) starts from the last game's data at half
weight, so the model keeps learning across the session; a bot that is made
afresh (a tournament, or after the app restarts) starts from the priors.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from yenta_desktop.ai.liedice.belief import DEFAULT_MODEL, BidderModel, forward, p_at_least, point
from yenta_desktop.ai.liedice.plan import call_chance
from yenta_desktop.ai.liedice.tables import ROLL
from yenta_desktop.engine.liedice import Observation, Sighting
from yenta_desktop.engine.liedice.hands import BID_RANKS, TOP_INDEX, bid_index, hand_key

#: The kind code (0 junk .. 8 five of a kind) of every bid.
BID_KIND: tuple[int, ...] = tuple(hand_key(ranks)[0] for ranks in BID_RANKS)

#: Pseudo-observations behind each prior (how much evidence moves a parameter halfway).
PRIOR_WEIGHT = 4.0
#: The calling thresholds considered, and the prior's centre and spread.
THRESHOLDS = tuple(t / 100 for t in range(5, 100, 5))
PRIOR_THRESHOLD = 0.38
PRIOR_SPREAD = 0.15
#: How strongly a player calls big bids whatever the odds, with prior weights.
BIG_BID_RATES = ((0.0, 0.5), (0.2, 0.2), (0.4, 0.15), (0.7, 0.1), (1.0, 0.05))
#: Per kind of bid (junk .. five of a kind): how "big" it sounds to a player who goes by kind.
BIG_BY_KIND = (0.0, 0.0, 0.02, 0.05, 0.1, 0.3, 0.3, 0.6, 1.0)


#: The prior chance that a player reads this bot's bids knowing its average habits.
PRIOR_WISE = 0.5


@dataclass(frozen=True)
class CallerModel:
    """How a receiver calls: below ``threshold`` of belief (softly), plus a call of big bids.

    ``wise`` is the chance it reads this bot's bids with the bot's self-model
    (its average habits) rather than the default model.
    """

    threshold: float = PRIOR_THRESHOLD
    big: float = 0.0
    wise: float = PRIOR_WISE
    #: It reads bids by the raw odds (the dice only), not as evidence of the box.
    raw: bool = False
    #: How many of its calls and accepts the fit rests on.
    evidence: int = 0

    def chance(self, p_true: float, kind: int) -> float:
        """The chance of a call of a bid of ``kind`` believed with ``p_true``."""
        base = call_chance(p_true, self.threshold)
        return base + (1.0 - base) * self.big * BIG_BY_KIND[kind]


DEFAULT_CALLER = CallerModel()


def known_boxes(
    actions: Sequence[Mapping[str, Any]],
    sightings: Sequence[Sighting],
    final_box: Sequence[str] | None,
    received: Sequence[str] | None = None,
) -> dict[int, tuple[str, ...]]:
    """Action index -> the box right after that action, wherever this seat can know it."""
    known: dict[int, tuple[str, ...]] = {}
    bids = [i for i, a in enumerate(actions) if a["type"] == "bid"]
    if final_box is not None and bids:
        known[bids[-1]] = tuple(final_box)
    for s in sightings:
        known[s.index] = s.passed
        if s.index >= 1:
            known[s.index - 1] = s.received
    if received is not None and bids:
        known[bids[-1]] = tuple(received)
    # A bid without a re-roll leaves the box as it found it: spread the knowledge both ways.
    for i in bids[1:]:
        if i not in known and actions[i]["rerolled"] == 0 and (i - 1) in known:
            known[i] = known[i - 1]
    for i in reversed(bids[1:]):
        if (i - 1) not in known and actions[i]["rerolled"] == 0 and i in known:
            known[i - 1] = known[i]
    return known


Decision = tuple[float, float, int, bool, bool, float]


@dataclass
class SeatData:
    """What one opponent has shown so far."""

    # Counts are floats: what is carried into a rematch counts half.
    chances: float = 0.0  # bids made when a true raise was possible
    optional_lies: float = 0.0
    truths: float = 0.0
    exact: float = 0.0
    truth_jumps: float = 0.0  # steps from the lowest raise or the hand, for true bids not naming it
    spread_truths: float = 0.0
    lies: float = 0.0
    min_lies: float = 0.0
    lie_jumps: float = 0.0
    long_lies: float = 0.0
    #: Calls and accepts: (belief reading every bidder with the default model, belief
    #: reading this seat with its self-model, kind of bid, called?, was it this seat's bid?,
    #: the raw odds: the dice alone, no bid read).
    decisions: list[Decision] = field(default_factory=list)

    def add_bid(self, bid: int, prev: int, hand: int) -> None:
        """One judged bid: ``bid`` after ``prev`` from a box whose hand is ``hand``."""
        if hand > prev:
            self.chances += 1
        if hand >= bid:
            self.truths += 1
            if bid == hand:
                self.exact += 1
            else:
                self.spread_truths += 1
                self.truth_jumps += min(bid - prev - 1, hand - bid)
            return
        if hand > prev:
            self.optional_lies += 1
        self.lies += 1
        lowest = max(prev, hand) + 1
        if bid == lowest:
            self.min_lies += 1
        else:
            self.long_lies += 1
            self.lie_jumps += bid - lowest - 1

    def merged(self, other: SeatData, weight: float = 1.0) -> SeatData:
        """This tally plus ``weight`` times ``other`` (its decisions: the latest, if weighed down)."""
        out = SeatData()
        for name in COUNTS:
            setattr(out, name, getattr(self, name) + weight * getattr(other, name))
        keep = len(other.decisions) if weight >= 1.0 else int(CARRIED_DECISIONS * weight)
        out.decisions = other.decisions[len(other.decisions) - keep :] + self.decisions
        return out


COUNTS = (
    "chances",
    "optional_lies",
    "truths",
    "exact",
    "truth_jumps",
    "spread_truths",
    "lies",
    "min_lies",
    "lie_jumps",
    "long_lies",
)
#: How much of earlier games of the session a rematch keeps, and how many of their calls.
CARRY = 0.5
CARRIED_DECISIONS = 40


def _shrunk(hits: float, tries: float, prior: float, weight: float = PRIOR_WEIGHT) -> float:
    return (hits + weight * prior) / (tries + weight)


def _stretch(jumps: float, count: float, prior: float) -> float:
    """A geometric parameter from the mean jump, shrunk towards ``prior``."""
    prior_mean = prior / (1.0 - prior)
    mean = (jumps + PRIOR_WEIGHT * prior_mean) / (count + PRIOR_WEIGHT)
    return min(0.995, max(0.3, mean / (1.0 + mean)))


def _round2(x: float) -> float:
    # Coarse values keep the likelihood caches useful.
    return round(x * 50) / 50


def bidder_model(data: SeatData, prior: BidderModel = DEFAULT_MODEL) -> BidderModel:
    """The bidder model these observations suggest."""
    return BidderModel(
        lie_rate=_round2(min(0.95, _shrunk(data.optional_lies, data.chances, prior.lie_rate))),
        exact=_round2(min(0.98, _shrunk(data.exact, data.truths, prior.exact))),
        truth_stretch=_round2(_stretch(data.truth_jumps, data.spread_truths, prior.truth_stretch)),
        min_lie=_round2(min(0.98, max(0.02, _shrunk(data.min_lies, data.lies, prior.min_lie)))),
        lie_stretch=_round2(_stretch(data.lie_jumps, data.long_lies, prior.lie_stretch)),
        keep_noise=prior.keep_noise,
    )


def _call_likelihood(p: float, kind: int, called: bool, threshold: float, big: float) -> float:
    base = call_chance(p, threshold, 0.08)
    c = base + (1.0 - base) * big * BIG_BY_KIND[kind]
    c = min(1 - 1e-3, max(1e-3, c))
    return c if called else 1.0 - c


def fit_caller(decisions: Sequence[Decision]) -> CallerModel:
    """The caller model that best explains a seat's calls and accepts, with priors.

    The reading (the default model's belief, or the raw odds), threshold and
    big-bid rate are fitted together by maximum likelihood with priors; then
    the chance that the seat reads this bot with its self-model is the
    posterior from the decisions on this bot's bids (prior :data:`PRIOR_WISE`).
    """
    best, best_score = DEFAULT_CALLER, -math.inf
    for raw in (False, True):
        for t in THRESHOLDS:
            prior_t = -0.5 * ((t - PRIOR_THRESHOLD) / PRIOR_SPREAD) ** 2
            for big, weight in BIG_BID_RATES:
                score = prior_t + math.log(weight)
                for p, _, kind, called, _, p_raw in decisions:
                    score += math.log(_call_likelihood(p_raw if raw else p, kind, called, t, big))
                if score > best_score:
                    best, best_score = CallerModel(t, big, raw=raw), score
    naive = wise = 0.0
    for p, p_wise, kind, called, mine, _ in decisions:
        if mine and not best.raw:
            naive += math.log(_call_likelihood(p, kind, called, best.threshold, best.big))
            wise += math.log(_call_likelihood(p_wise, kind, called, best.threshold, best.big))
    odds = math.log(PRIOR_WISE / (1.0 - PRIOR_WISE)) + max(-30.0, min(30.0, wise - naive))
    wise_share = 0.0 if best.raw else 1.0 / (1.0 + math.exp(-odds))
    return CallerModel(best.threshold, best.big, wise_share, best.raw, len(decisions))


class OpponentModel:
    """Per-seat bidder models and calling thresholds for the seat ``me``."""

    def __init__(
        self,
        me: int,
        self_model: BidderModel = DEFAULT_MODEL,
        carried: Mapping[int, SeatData] | None = None,
    ) -> None:
        self.me = me
        self.self_model = self_model
        #: What earlier games of the session showed (already weighed down), then this game's.
        self.settled: dict[int, SeatData] = dict(carried or {})
        self.rounds_done = 0

    def carry(self) -> dict[int, SeatData]:
        """What a rematch against the same seats starts from: this game's data at half weight."""
        return {seat: SeatData().merged(data, CARRY) for seat, data in self.settled.items()}

    def update(self, obs: Observation) -> dict[int, SeatData]:
        """Learn from newly finished rounds; returns every seat's data including this round."""
        for summary in obs.history[self.rounds_done :]:
            number = summary["number"]
            mine = [s for s in obs.seen if s.round == number]
            self._learn_round(self.settled, summary["actions"], mine, summary["box"])
        self.rounds_done = len(obs.history)
        current: dict[int, SeatData] = {}
        self._learn_round(current, obs.actions, obs.seen_this_round(), None, obs.received)
        seats = set(self.settled) | set(current)
        return {
            s: self.settled.get(s, SeatData()).merged(current.get(s, SeatData())) for s in seats
        }

    def _learn_round(
        self,
        into: dict[int, SeatData],
        actions: Sequence[Mapping[str, Any]],
        sightings: Sequence[Sighting],
        final_box: Sequence[str] | None,
        received: Sequence[str] | None = None,
    ) -> None:
        known = known_boxes(actions, sightings, final_box, received)
        prev = -1
        for i, entry in enumerate(actions):
            seat = entry["seat"]
            if seat == self.me:
                if entry["type"] == "bid":
                    prev = bid_index(tuple(entry["dice"]))
                continue
            data = into.setdefault(seat, SeatData())
            if i > 0 and prev < TOP_INDEX:
                # A decision to call or accept the bid at i - 1 (five aces leave no choice).
                naive, wise, raw = self._their_belief(actions, i, known, prev)
                mine = actions[i - 1]["seat"] == self.me
                called = entry["type"] == "call"
                data.decisions.append((naive, wise, BID_KIND[prev], called, mine, raw))
            if entry["type"] != "bid":
                continue
            bid = bid_index(tuple(entry["dice"]))
            if entry["looked"] and i in known:
                data.add_bid(bid, prev, bid_index(known[i]))
            prev = bid

    def _their_belief(
        self,
        actions: Sequence[Mapping[str, Any]],
        i: int,
        known: Mapping[int, tuple[str, ...]],
        prev: int,
    ) -> tuple[float, float, float]:
        """The chance the bid before action ``i`` was true, as its receiver could see it.

        Three times: reading every bidder with the default model, reading this
        seat with its self-model, and by the raw odds (no bid read).
        """
        seat = actions[i]["seat"]
        start, first = list(ROLL), 0
        for j in range(i - 1, -1, -1):
            if actions[j]["seat"] == seat and actions[j].get("looked"):
                if j in known:
                    start, first = point(known[j]), j + 1
                break
        naive = p_at_least(forward(start, actions[:i], first), prev)
        raw = p_at_least(forward(start, actions[:i], first, read_bids=False), prev)
        if not any(a["seat"] == self.me for a in actions[first:i]):
            return naive, naive, raw
        wise = forward(start, actions[:i], first, {self.me: self.self_model})
        return naive, p_at_least(wise, prev), raw

    @staticmethod
    def models(data: Mapping[int, SeatData]) -> dict[int, BidderModel]:
        """Each seat's bidder model."""
        return {seat: bidder_model(d) for seat, d in data.items()}

    @staticmethod
    def caller(data: Mapping[int, SeatData], seat: int) -> CallerModel:
        """A seat's fitted caller model (the prior if nothing is known)."""
        d = data.get(seat)
        return fit_caller(d.decisions) if d is not None else DEFAULT_CALLER
