"""Hard, "Sly Sasha": exact odds, a model of every opponent, and a look one move ahead.

Under everything lies a sound baseline (:mod:`.baseline`, a CFR+ solution of
a one-bid abstraction solved offline): she predicts a receiver's calls, and
makes her own, as a blend of the baseline and her model of that player,
trusting the model as the player shows itself (``TRUST``, ``CALL_TRUST``).

Every decision compares values in lives: losing one of her own lives is -1;
another player losing one is worth ``w`` (1 with two players left, else
1 / (players left - 1)).

* **Reading a bid**: the exact belief of the box (:mod:`.belief`) with each
  opponent's *own* bidder model, learned during the game
  (:mod:`.opponents`): a player who lies often, or whose lies are always the
  smallest raise, is read accordingly.
* **Look-ahead**: for every bid she might make, the receiver's view of it is
  rebuilt (:class:`~.plan.NextView`: what it saw and heard) and its fitted
  calling threshold turns that into the chance it calls. A true bid that is
  called costs the caller a life; a lie that is called costs her one; a bid
  that is accepted leaves the receiver to beat it, which is hard exactly when
  she named the whole box and the best hold gives little chance to improve
  (with two players the box then comes straight back to her).
* **Holding and re-rolling**: every hold is scored by enumerating the new
  dice (all 6^k outcomes as multisets) and, for each outcome, the best bid.
* **Calling**: the value of calling against the value of accepting (the
  chance, over her belief of the box, that some hold gives a true raise,
  else the best lie's chance to pass).
* **Mixed strategy**: close decisions are randomised (a logistic choice
  between call and accept, a soft maximum over bids, temperature ``mix``).
  And she does not count on her habits staying secret: a receiver may read
  her bids with her *self-model* (:data:`SELF_MODEL`, her average habits,
  found offline as a fixed point by ``scripts/liedice_selfmodel.py``: play
  against fixed players who know the habits, measure them, repeat). How much
  each opponent does so is learned like its threshold. So her traps (true
  bids that sound false) and bluffs are chosen only where they work against
  someone who knows how she usually bids. docs/ai/lie-dice.md measures it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping

from yenta_desktop.ai.liedice.baseline import baseline_call
from yenta_desktop.ai.liedice.belief import BidderModel, bid_indices, box_belief, p_at_least
from yenta_desktop.ai.liedice.opponents import BID_KIND, CallerModel, OpponentModel, SeatData
from yenta_desktop.ai.liedice.plan import (
    NextView,
    current_bid,
    keep_choices,
    receiver,
    softmax_pick,
)
from yenta_desktop.ai.liedice.tables import (
    BOX_BID,
    NUM_BOXES,
    best_chance,
    box_id,
    keeps,
    outcomes,
    tail,
)
from yenta_desktop.ai.options import fraction, take_options
from yenta_desktop.engine.liedice import (
    BIDS,
    CALL,
    DIRECTIONS,
    LOOK,
    Action,
    Bid,
    Observation,
    Reroll,
)
from yenta_desktop.engine.liedice.hands import RANK, TOP_INDEX
from yenta_desktop.engine.liedice.state import DECIDE, LOOKED, OPEN

#: Temperature of the soft choices (in lives): bids, holds, and call-or-accept.
MIX = 0.01
#: With two players: what a bid the receiver cannot truthfully beat is worth when it is
#: accepted (it must lie back to her), and what it costs when it can (she faces a true bid).
PRESSURE_GAIN = 0.5
PRESSURE_COST = 0.35
#: Hard's average habits as a bidder (the fixed point found by scripts/liedice_selfmodel.py):
#: a receiver that knows them reads her bids with this model.
SELF_MODEL = BidderModel(
    lie_rate=0.288, exact=0.07, truth_stretch=0.978, min_lie=0.055, lie_stretch=0.994
)
#: Evidence (judged bids, or calls and accepts) worth as much as the baseline: with ``n`` of
#: them she weighs her model of a player by n / (n + TRUST) against the baseline.
TRUST = 3.0
#: The same for a receiver's calls and accepts (public at every decision: they come faster).
CALL_TRUST = 2.0
#: With more players the box rarely comes back within the round.
CROWD_GAIN = 0.4
CROWD_COST = 0.05


class HardBot:
    """Belief with learned opponent models, one-move look-ahead, and a mixed strategy."""

    name = "Sly Sasha"
    level = "hard"
    description = (
        "Reads each player as the game goes, tells the truth to trap, lies to be believed."
    )

    def __init__(self, seed: int = 0, **options: object) -> None:
        opts = take_options("hard", options, {"mix": float, "learn": int})
        self.mix = fraction("hard", "mix", opts.get("mix", MIX), 0.0, 1.0)
        learn = opts.get("learn", 1)
        if learn not in (0, 1):
            raise ValueError(f"hard option learn must be 0 or 1, not {learn}")
        self.learn = bool(learn)
        self.seed = seed
        self.rng = random.Random(seed)
        self.opponents: OpponentModel | None = None
        #: What earlier games of the session showed, and the seat this bot had then.
        self.carried: dict[int, SeatData] = {}
        self.seat: int | None = None

    def new_game(self) -> None:
        """A rematch: keep what the last game showed of each seat, at half weight."""
        if self.opponents is not None:
            self.carried = self.opponents.carry()
            self.seat = self.opponents.me
        self.opponents = None

    # ------------------------------------------------------------------ entry

    def choose(self, obs: Observation) -> Action:
        """Call, look, re-roll or bid by the values described in the module docstring."""
        data = self.learned(obs)
        think = Thinking(obs, data, self.mix, self.rng)
        return think.decide()

    def learned(self, obs: Observation) -> dict[int, SeatData]:
        """What she has learned of every seat up to ``obs`` (rebuilt from its history)."""
        known = self.opponents
        if known is None or known.me != obs.seat or known.rounds_done > len(obs.history):
            # A new game (or a seat or game the model has not followed): start from what
            # earlier games of the session showed, if this bot kept its seat.
            carried = self.carried if self.seat == obs.seat else {}
            self.opponents = OpponentModel(obs.seat, SELF_MODEL, carried)
        assert self.opponents is not None
        return self.opponents.update(obs) if self.learn else {}


class Thinking:
    """One decision's worth of computation (kept apart so the bot object stays small)."""

    def __init__(
        self, obs: Observation, data: Mapping[int, SeatData], mix: float, rng: random.Random
    ) -> None:
        self.obs = obs
        self.data = data
        self.models: dict[int, BidderModel] = OpponentModel.models(data)
        self.mix = mix
        self.rng = rng
        self.cur = current_bid(obs)
        alive = sum(1 for lives in obs.lives if lives > 0)
        self.duel = alive == 2
        self.w = 1.0 if self.duel else 1.0 / (alive - 1)
        gain, cost = (PRESSURE_GAIN, PRESSURE_COST) if self.duel else (CROWD_GAIN, CROWD_COST)
        self.gain = gain * self.w
        self.cost = cost

    def decide(self) -> Action:
        """Dispatch on the stage of the turn."""
        obs = self.obs
        if obs.stage == OPEN:
            return LOOK if not obs.looked else self._open()
        if obs.stage == DECIDE:
            if self.cur >= TOP_INDEX:
                return CALL
            return self._call_or_accept()
        box = obs.my_box
        assert box is not None
        view = self._view(receiver(obs))
        if obs.stage == LOOKED:
            keep = self._hold(box, view)
            if keep is not None:
                return Reroll(keep)
        return Bid(BIDS[self._bid(box, obs.rerolling, view)])

    # ------------------------------------------------------------------ pieces

    def _view(self, other: int) -> Scores:
        caller = OpponentModel.caller(self.data, other)
        naive = NextView(self.obs, other, self.models)
        wise = NextView(self.obs, other, self.models, SELF_MODEL)
        raw = NextView(self.obs, other, read_bids=False)
        return Scores(naive, wise, raw, caller, self)

    def future(self, box: int, target: int) -> float:
        """The value of an accepted bid the receiver must beat with ``target`` from ``box``."""
        if target > TOP_INDEX:
            return self.gain
        q = best_chance(box, target)
        return (1.0 - q) * self.gain - q * self.cost

    def _open(self) -> Action:
        box = self.obs.my_box
        assert box is not None
        choices = []
        for direction in DIRECTIONS:
            scores = self._view(receiver(self.obs, direction))
            values = scores.bid_values(box, 0)
            for bid, value in values:
                choices.append((value, bid, direction))
        pick = softmax_pick([c[0] for c in choices], max(self.mix, 1e-6), self.rng.random())
        _, bid, direction = choices[pick]
        return Bid(BIDS[bid], direction)

    def _bid(self, box: tuple[str, ...], rerolled: int, scores: Scores) -> int:
        values = scores.bid_values(box, rerolled)
        pick = softmax_pick([v for _, v in values], max(self.mix, 1e-6), self.rng.random())
        return values[pick][0]

    def _hold(self, box: tuple[str, ...], scores: Scores) -> tuple[int, ...] | None:
        """Positions to keep for a re-roll, or None to bid as the box is."""
        best_keep: tuple[int, ...] | None = None
        best = scores.value(box_id([RANK[d] for d in box]), 0)
        for kept, positions in keep_choices(box).items():
            k = 5 - len(kept)
            value = sum(p * scores.value(b, k) for b, p in outcomes(kept))
            if value > best + 1e-9:
                best_keep, best = positions, value
        return best_keep

    def _call_or_accept(self) -> Action:
        obs = self.obs
        belief = box_belief(obs, self.models)
        p_true = p_at_least(belief, self.cur)
        # A wrong call costs her a life; a right one costs the bidder one.
        call_value = -p_true + (1.0 - p_true) * self.w
        accept_value = self._accept_value(belief)
        x = (call_value - accept_value) / max(self.mix, 1e-6)
        p_call = 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x))))
        # The baseline's call, and how far the bidder's record lets her depart from it.
        raw = box_belief(obs, read_bids=False)
        bids = bid_indices(obs.actions)
        prev = bids[-2] if len(bids) >= 2 else -1
        r_raw = p_at_least(raw, self.cur)
        if r_raw <= 1e-9:
            return CALL  # she knows it is false
        sound = baseline_call(p_at_least(raw, prev + 1), r_raw, self.duel)
        # The table is two-player and zero sum; with more players a wrong call costs her a
        # life while a right one costs one of several others theirs: call that much less.
        sound *= 2.0 * self.w / (1.0 + self.w)
        # The table's receiver pays about PRESSURE_GAIN for accepting a claim it cannot beat;
        # where accepting costs her less (a next player who rarely calls), it calls less.
        sound *= min(1.0, max(0.0, -accept_value / PRESSURE_GAIN))
        bidder = self.data.get(obs.bidder) if obs.bidder is not None else None
        judged = 0.0 if bidder is None else bidder.truths + bidder.lies
        trust = judged / (judged + TRUST)
        p_call = trust * p_call + (1.0 - trust) * sound
        return CALL if self.rng.random() < p_call else LOOK

    def _accept_value(self, belief: list[float]) -> float:
        """Accepting: over the boxes it may hold, the best hold's chance of a true raise."""
        scores = self._view(receiver(self.obs))
        target = self.cur + 1
        true_value = scores.typical_truth()
        lie_value = [scores.best_lie_value(k) for k in range(5)]
        total = 0.0
        for box in range(NUM_BOXES):
            p = belief[box]
            if p < 1e-5:
                continue
            best = true_value if BOX_BID[box] >= target else lie_value[0]
            for size in (4, 3, 2, 1):
                k = 5 - size
                for kept, _ in keeps(box, size):
                    t = tail(kept)[target]
                    value = t * true_value + (1.0 - t) * lie_value[k]
                    if value > best:
                        best = value
            total += p * best
        return total


class Scores:
    """The receiver's reaction to every bid, after each possible re-roll count."""

    def __init__(
        self,
        naive: NextView,
        wise: NextView,
        raw: NextView,
        caller: CallerModel,
        think: Thinking,
    ) -> None:
        self.naive = naive
        self.wise = wise
        self.raw = raw
        self.caller = caller
        self.think = think
        self.cur = think.cur
        self._calls: dict[int, list[float]] = {}
        self._tables: dict[int, tuple[list[float], list[float]]] = {}

    def calls(self, rerolled: int) -> list[float]:
        """Per bid: the chance the receiver calls it, after a re-roll of ``rerolled`` dice."""
        if rerolled not in self._calls:
            caller = self.caller
            naive = self.raw.raw_odds(rerolled) if caller.raw else self.naive.believed(rerolled)
            wise = self.wise.believed(rerolled)
            raw = self.raw.raw_odds(rerolled)
            chance, w = caller.chance, caller.wise
            trust = caller.evidence / (caller.evidence + CALL_TRUST)
            c_raw = raw[self.cur + 1] if self.cur < TOP_INDEX else 0.0
            calls = [1.0] * (TOP_INDEX + 1)
            for b in range(self.cur + 1, TOP_INDEX + 1):
                kind = BID_KIND[b]
                fitted = (1.0 - w) * chance(naive[b], kind) + w * chance(wise[b], kind)
                sound = baseline_call(c_raw, raw[b], True)
                calls[b] = trust * fitted + (1.0 - trust) * sound
            self._calls[rerolled] = calls
        return self._calls[rerolled]

    def _prefix_suffix(self, rerolled: int) -> tuple[list[float], list[float]]:
        """Best under-bid value up to each bid, and the least call chance from each bid up."""
        if rerolled not in self._tables:
            calls = self.calls(rerolled)
            w, cost = self.think.w, self.think.cost
            n = TOP_INDEX + 1
            under = [-math.inf] * (n + 1)
            best = -math.inf
            for b in range(self.cur + 1, n):
                # A true bid below the box: the receiver can raise truthfully without a re-roll.
                best = max(best, calls[b] * w - (1.0 - calls[b]) * cost)
                under[b] = best
            least = [1.0] * (n + 1)
            low = 1.0
            for b in range(n - 1, self.cur, -1):
                low = min(low, calls[b])
                least[b] = low
            self._tables[rerolled] = (under, least)
        return self._tables[rerolled]

    def value(self, box: int, rerolled: int) -> float:
        """The value of holding ``box`` after re-rolling ``rerolled`` dice and bidding best."""
        hand = BOX_BID[box]
        calls = self.calls(rerolled)
        under, least = self._prefix_suffix(rerolled)
        think = self.think
        if hand > self.cur:
            future = think.future(box, hand + 1)
            exact = calls[hand] * think.w + (1.0 - calls[hand]) * future
            lie_call = least[hand + 1] if hand < TOP_INDEX else 1.0
            lie = -lie_call + (1.0 - lie_call) * future
            return max(exact, under[hand - 1] if hand - 1 > self.cur else -math.inf, lie)
        future = think.future(box, self.cur + 2)
        lie_call = least[self.cur + 1]
        return -lie_call + (1.0 - lie_call) * future

    def bid_values(self, box: tuple[str, ...], rerolled: int) -> list[tuple[int, float]]:
        """Every legal bid with its value, holding ``box`` (the receiver's reaction included)."""
        think = self.think
        b_id = box_id([RANK[d] for d in box])
        hand = BOX_BID[b_id]
        calls = self.calls(rerolled)
        out = []
        exact_future = think.future(b_id, hand + 1)
        for bid in range(self.cur + 1, TOP_INDEX + 1):
            c = calls[bid]
            if bid <= hand:
                future = exact_future if bid == hand else -think.cost
                out.append((bid, c * think.w + (1.0 - c) * future))
            else:
                future = think.future(b_id, min(bid + 1, TOP_INDEX + 1))
                out.append((bid, -c + (1.0 - c) * future))
        return out

    def typical_truth(self) -> float:
        """What a true raise is worth on average (the receiver's best call chance against it)."""
        calls = self.calls(0)
        top = max(calls[self.cur + 1 :], default=0.0)
        return top * self.think.w + (1.0 - top) * 0.0

    def best_lie_value(self, rerolled: int) -> float:
        """The best a lie can do after a re-roll of ``rerolled`` dice."""
        _, least = self._prefix_suffix(rerolled)
        lie_call = least[self.cur + 1]
        return -lie_call
