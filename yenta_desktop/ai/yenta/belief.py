"""An exact belief over each opponent's hidden dice, from the public history.

Every change to a hand in Yenta is public: a hit removes one die of the asked
value from the asker and from the target, a miss removes one from the asker.
So a seat's current hand is its roll of this round minus publicly known
removals, and all that is hidden is the roll. The history constrains it:

* an ask of ``v`` by seat ``s`` shows ``s`` held a ``v`` then:
  ``roll[s][v] >= removed_before[s][v] + 1``;
* a hit on target ``t`` shows the same for ``t``;
* a miss on ``t`` shows ``t`` held no ``v`` then and (hands only shrink) for the
  rest of the round: ``roll[t][v] == removed_before[t][v]``.

Rolls are independent and uniform, so the exact posterior of each opponent's
roll is the multinomial prior restricted to the count vectors that satisfy its
own constraints; seats are independent given the history. With five dice a
hand has only 252 count vectors, so the belief is computed by exact counting.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache
from itertools import accumulate

from yenta_desktop.ai.yenta.public import PublicInfo, compositions
from yenta_desktop.ai.yenta.reading import (
    ASK_NOISE,
    ASK_SOFTNESS,
    ask_evidence,
    ask_likelihood,
)
from yenta_desktop.engine.yenta import Observation

FACES = (1, 2, 3, 4, 5, 6)


#: How sharply a seat's bids reveal its hand under the Medium model (points of bid).
BID_SOFTNESS = 3.0


@lru_cache(maxsize=64)
def bid_limit_table(
    dice_per_player: int, num_players: int, failed_bid: str, boldness: float | None = None
) -> tuple[int, ...]:
    """For each roll of :func:`compositions`, the highest bid Medium would make with it.

    ``boldness`` replaces Medium's own (an opponent model may find a seat bolder or shyer).
    """
    from yenta_desktop.ai.yenta.estimate import hand_points
    from yenta_desktop.ai.yenta.policy import BOLDNESS, bid_limits

    others = dice_per_player * (num_players - 1)
    max_bid = 12 * dice_per_player
    out = []
    for roll, _ in compositions(dice_per_player):
        mean = hand_points(roll, others, num_players) + (BOLDNESS if boldness is None else boldness)
        out.append(bid_limits(max(0, int(round(mean * 10))), max_bid, failed_bid == "subtract")[1])
    return tuple(out)


def _bid_evidence(
    auction: Sequence[dict[str, object]], seat: int, min_bid: int = 1
) -> list[tuple[int, int]]:
    """(sign, level) facts about ``seat``'s bid limit: +1: limit >= level; -1: limit < level."""
    facts: list[tuple[int, int]] = []
    high = 0
    for entry in auction:
        bid = entry.get("bid")
        if entry.get("seat") == seat:
            if bid is None:
                facts.append((-1, max(min_bid, high + 1)))
            else:
                assert isinstance(bid, int)
                facts.append((1, bid))
        if isinstance(bid, int):
            high = bid
    return facts


def _bid_likelihood(limit: int, evidence: Sequence[tuple[int, int]]) -> float:
    """How well a bid limit explains a seat's bids and passes (a product of sigmoids)."""
    likelihood = 1.0
    for sign, level in evidence:
        x = sign * (limit - level + 0.5) / BID_SOFTNESS
        likelihood *= 1.0 / (1.0 + math.exp(-x))
    return likelihood


def auction_likelihoods(
    auction: Sequence[dict[str, object]],
    seat: int,
    dice_per_player: int,
    num_players: int,
    failed_bid: str,
    min_bid: int,
    grid: Sequence[float],
) -> list[float]:
    """P(``seat``'s bids and passes in one auction | boldness), for each boldness in ``grid``.

    The hand is unknown (averaged over all rolls): what an opponent model learns
    about how boldly a seat bids, round after round.
    """
    evidence = _bid_evidence(auction, seat, min_bid)
    table = compositions(dice_per_player)
    out = []
    for boldness in grid:
        limits = bid_limit_table(dice_per_player, num_players, failed_bid, boldness)
        if not evidence:
            out.append(1.0)
            continue
        out.append(
            sum(
                p * _bid_likelihood(limit, evidence)
                for (_, p), limit in zip(table, limits, strict=True)
            )
        )
    return out


class Belief:
    """The exact posterior over each opponent's current hand, given one seat's observation.

    Only public facts and the observing seat's own dice decide which hands are
    possible. With ``read_bids`` the possible hands are also weighted by how
    well they explain each seat's bids and passes under the Medium bidding model
    (a soft likelihood: it never rules a hand out). With ``read_asks`` they are
    weighted as well by how well they explain each seat's choice of values to ask
    this round under Medium's asking rule (:mod:`.reading`); ``ask_noise`` gives,
    per seat, the share of its choices the model treats as arbitrary.
    """

    __slots__ = ("seat", "info", "hands", "weights", "cumulative", "my_counts", "_p_has")

    def __init__(
        self,
        obs: Observation,
        read_bids: bool = False,
        boldness: Sequence[float] | None = None,
        read_asks: bool = False,
        ask_noise: Sequence[float] | None = None,
        ask_softness: float = ASK_SOFTNESS,
    ) -> None:
        per = obs.rules.dice_per_player
        n = obs.num_players
        self.seat = obs.seat
        self.my_counts = list(obs.my_counts)
        self.info = PublicInfo.from_actions(n, per, obs.actions)
        table = compositions(per)
        decisions = (
            ask_evidence(n, per, obs.actions, obs.seat, obs.bidder, obs.bid, ask_softness)
            if read_asks and obs.actions
            else None
        )
        self.hands: list[list[tuple[int, ...]]] = []
        self.weights: list[list[float]] = []
        self.cumulative: list[list[float]] = []
        self._p_has: list[list[float]] = []
        for s in range(n):
            if s == obs.seat or obs.dice_counts[s] == 0:
                hand = tuple(obs.my_counts) if s == obs.seat else (0,) * 7
                self.hands.append([hand])
                self.weights.append([1.0])
                self.cumulative.append([1.0])
                self._p_has.append([0.0] + [1.0 if hand[v] else 0.0 for v in FACES])
                continue
            removed = self.info.removed[s]
            hands: list[tuple[int, ...]] = []
            weights: list[float] = []
            priors: list[float] = []
            limits = (
                bid_limit_table(per, n, obs.rules.failed_bid, boldness[s] if boldness else None)
                if read_bids
                else None
            )
            evidence = _bid_evidence(obs.auction, s, obs.rules.min_bid) if read_bids else []
            asks = decisions[s] if decisions else None
            noise = ask_noise[s] if ask_noise is not None else ASK_NOISE
            for index, (roll, p) in enumerate(table):
                if self.info.consistent(s, roll):
                    hands.append(tuple(roll[i] - removed[i] for i in range(7)))
                    priors.append(p)
                    if limits is not None and evidence:
                        p *= _bid_likelihood(limits[index], evidence)
                    if asks:
                        p *= ask_likelihood(roll, asks, noise)
                    weights.append(p)
            total = sum(weights)
            if hands and total <= 0.0:
                # Bids and asks are only hints: if no possible hand explains them, ignore them.
                weights = priors
                total = sum(priors)
            if not hands:
                raise ValueError(f"no roll of seat {s} agrees with the public history")
            weights = [w / total for w in weights]
            self.hands.append(hands)
            self.weights.append(weights)
            self.cumulative.append(list(accumulate(weights)))
            has = [0.0] * 7
            for hand, w in zip(hands, weights, strict=True):
                for v in FACES:
                    if hand[v]:
                        has[v] += w
            self._p_has.append(has)

    def p_has(self, seat: int, value: int) -> float:
        """Probability that ``seat`` holds at least one die showing ``value`` now."""
        return self._p_has[seat][value]

    def expected_count(self, seat: int, value: int) -> float:
        """Expected number of dice showing ``value`` that ``seat`` holds now."""
        return sum(h[value] * w for h, w in zip(self.hands[seat], self.weights[seat], strict=True))

    def sample(self, rng: random.Random) -> list[list[int]]:
        """One joint guess of every seat's current hand (counts), drawn from the posterior."""
        out: list[list[int]] = []
        for hands, cumulative in zip(self.hands, self.cumulative, strict=True):
            if len(hands) == 1:
                out.append(list(hands[0]))
                continue
            index = bisect_right(cumulative, rng.random() * cumulative[-1])
            out.append(list(hands[min(index, len(hands) - 1)]))
        return out
