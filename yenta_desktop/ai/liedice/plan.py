"""Pieces every level uses: reading the box, choosing dice to keep, and the next player's view.

:class:`NextView` answers "how likely is the next player to believe bid b if
I re-roll k dice?": it rebuilds the belief the receiver of the box has of it
(from the seat's point of view: what the receiver last saw this round, when
this seat can know it, else a fresh shake) and follows the public round, this
seat's re-roll and the candidate bid, under the receiver's assumed bidder
model of this seat.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from itertools import combinations

from yenta_desktop.ai.liedice.belief import (
    DEFAULT_MODEL,
    Belief,
    BidderModel,
    after_reroll,
    believability,
    forward,
    point,
)
from yenta_desktop.ai.liedice.tables import FIRST_AT_LEAST, NUM_BOXES, ROLL, Dice, tail
from yenta_desktop.engine.liedice import LEFT, Observation
from yenta_desktop.engine.liedice.hands import RANK, TOP_INDEX, bid_index

#: Every choice of positions to keep (1 to 4 of the five).
KEEP_POSITIONS: tuple[tuple[int, ...], ...] = tuple(
    keep for size in (4, 3, 2, 1) for keep in combinations(range(5), size)
)


def ranks_of(dice: Sequence[str]) -> tuple[int, ...]:
    """Face names as ranks (0 = 9 .. 5 = ace)."""
    return tuple(RANK[d] for d in dice)


def hand_index(box: Sequence[str]) -> int:
    """The bid index of a five-dice box (its hand)."""
    return bid_index(tuple(box))


def current_bid(obs: Observation) -> int:
    """The index of the bid on the table (-1 before the opener's bid)."""
    return -1 if obs.bid_rank is None else obs.bid_rank


def receiver(obs: Observation, direction: str | None = None) -> int:
    """The seat that will receive the box from ``obs.seat`` (given the opener's direction)."""
    way = direction or obs.direction or LEFT
    step = 1 if way == LEFT else -1
    n = obs.num_players
    other = (obs.seat + step) % n
    while not obs.lives[other]:
        other = (other + step) % n
    return other


def keep_choices(box: Sequence[str]) -> dict[Dice, tuple[int, ...]]:
    """Each distinct multiset one can keep (1-4 dice) and positions that keep it."""
    ranks = ranks_of(box)
    out: dict[Dice, tuple[int, ...]] = {}
    for keep in KEEP_POSITIONS:
        kept = tuple(sorted(ranks[p] for p in keep))
        out.setdefault(kept, keep)
    return out


def best_reroll(box: Sequence[str], target: int) -> tuple[tuple[int, ...], float]:
    """Positions to keep that make reaching bid ``target`` most likely, and that chance."""
    best: tuple[tuple[int, ...], float] = ((), -1.0)
    for kept, positions in keep_choices(box).items():
        p = tail(kept)[target]
        if p > best[1] + 1e-12:
            best = (positions, p)
    return best


def softmax_pick(scores: Sequence[float], temperature: float, u: float) -> int:
    """An index drawn with chance proportional to exp(score / temperature), using ``u`` in [0, 1)."""
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    total = sum(weights)
    acc = 0.0
    for index, w in enumerate(weights):
        acc += w / total
        if u < acc:
            return index
    return len(weights) - 1


def known_box_after(obs: Observation, index: int) -> tuple[str, ...] | None:
    """The box after action ``index`` of this round, if this seat can know it exactly.

    It can when it saw the box at some point and nobody re-rolled between
    that moment and the end of action ``index`` (blind and no-re-roll passes
    leave the box as it was).
    """
    actions = obs.actions
    for s in obs.seen_this_round():
        if s.index >= index + 1 and all(
            actions[i]["rerolled"] == 0 for i in range(index + 1, s.index)
        ):
            # It found the box as action index left it, unless someone re-rolled in between.
            return s.received
        if s.index <= index and all(
            actions[i]["rerolled"] == 0 for i in range(s.index + 1, index + 1)
        ):
            return s.passed
    if obs.received is not None and all(
        actions[i]["rerolled"] == 0 for i in range(index + 1, len(actions))
    ):
        return obs.received
    return None


class NextView:
    """How the receiver of this seat's bid is likely to see it (see the module docstring)."""

    def __init__(
        self,
        obs: Observation,
        other: int,
        models: Mapping[int, BidderModel] | None = None,
        model_of_me: BidderModel = DEFAULT_MODEL,
        read_bids: bool = True,
    ) -> None:
        self.cur = current_bid(obs)
        self.model_of_me = model_of_me
        start: Belief = list(ROLL)
        first = 0
        actions = obs.actions
        for index in range(len(actions) - 1, -1, -1):
            entry = actions[index]
            if entry["seat"] == other and entry["looked"]:
                known = known_box_after(obs, index)
                if known is not None:
                    start, first = point(known), index + 1
                break
        #: The receiver's belief before this seat's turn.
        self.before = forward(start, actions, first, models, read_bids=read_bids)
        self._after: dict[int, Belief] = {}
        self._believed: dict[int, list[float]] = {}
        self._raw: dict[int, list[float]] = {}

    def belief_after(self, rerolled: int) -> Belief:
        """The receiver's belief after this seat re-rolls ``rerolled`` dice (0: none)."""
        if rerolled not in self._after:
            if rerolled:
                target = min(self.cur + 1, TOP_INDEX)
                noise = self.model_of_me.keep_noise
                self._after[rerolled] = after_reroll(self.before, rerolled, target, noise)
            else:
                self._after[rerolled] = self.before
        return self._after[rerolled]

    def believed(self, rerolled: int) -> list[float]:
        """Per bid: the receiver's chance it is true, after a re-roll of ``rerolled`` dice."""
        if rerolled not in self._believed:
            self._believed[rerolled] = believability(
                self.belief_after(rerolled), self.model_of_me, self.cur
            )
        return self._believed[rerolled]

    def raw_odds(self, rerolled: int) -> list[float]:
        """Per bid: the chance the box is at least it, by the receiver's belief (no bid read)."""
        if rerolled not in self._raw:
            belief = self.belief_after(rerolled)
            out = [0.0] * (TOP_INDEX + 2)
            total = 0.0
            box = NUM_BOXES
            for bid in range(TOP_INDEX, -1, -1):
                while box > FIRST_AT_LEAST[bid]:
                    box -= 1
                    total += belief[box]
                out[bid] = min(1.0, total)
            self._raw[rerolled] = out
        return self._raw[rerolled]

    def p_believe(self, bid: int, rerolled: int) -> float:
        """The receiver's chance that ``bid`` is true, after a re-roll of ``rerolled`` dice."""
        return self.believed(rerolled)[bid]


def call_chance(p_true: float, threshold: float, softness: float = 0.05) -> float:
    """The assumed chance a receiver calls a bid it believes with ``p_true`` (a soft threshold)."""
    x = (threshold - p_true) / softness
    if x > 40:
        return 1.0
    if x < -40:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
