"""The Hard bot: determinized Monte-Carlo search over deals consistent with the public history.

For each decision it draws a guess of every opponent's hidden dice from the
exact belief, weighted by what their bids and their choice of asks suggest
(determinization), applies a candidate to that guessed state, and plays the
round out with every seat following Medium's rules on public facts
(:mod:`~yenta_desktop.ai.yenta.rollout`). A rollout is scored by
the estimated chance to win the game after the round plus a share of the
round's margin over the opponents' average (bidder contract included).
Candidates share the rollouts by successive halving, all compared on the same
sampled deals and rollout luck (common random numbers). In play a candidate is
an ask or the pass; in the auction it is a plan for the whole auction: pass, or
raise by the minimum while the lowest raise is at most some top. An opponent
model learns how boldly each opponent bids from the game's earlier auctions.
docs/ai.md explains each part and what it was worth.

Budget: ``sims`` rollouts per decision (reproducible for a seed); ``time``
optionally caps the wall clock (the best candidate so far is returned).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.yenta.belief import Belief
from yenta_desktop.ai.yenta.estimate import estimate_hand_points
from yenta_desktop.ai.yenta.medium import medium_ask, medium_bid
from yenta_desktop.ai.yenta.opponents import OpponentModel
from yenta_desktop.ai.yenta.policy import BOLDNESS, bid_limits
from yenta_desktop.ai.yenta.reading import ASK_NOISE, ASK_SOFTNESS
from yenta_desktop.ai.yenta.rollout import RolloutStart, simulate
from yenta_desktop.ai.yenta.winmodel import rollout_score
from yenta_desktop.engine.yenta import (
    PASS_BID,
    Action,
    Ask,
    Bid,
    Observation,
)

#: Rollouts per decision by default.
DEFAULT_SIMS = 1000
#: How much better (in rollout score) a candidate must be to replace Medium's choice.
PRIOR_MARGIN_AUCTION = 2.0
PRIOR_MARGIN_PLAY = 0.0
#: Phases after the halving, and how many standard errors ahead the leader must be to stop
#: before the budget is spent (0: never stop early).
EXTRA_PHASES = 3
STOP_Z = 0.0
#: In play, the targets searched for each value: the likeliest few (0: all).
KEEP_TARGETS = 2
#: Auction plans: bid on while the lowest raise is at most the lowest now plus one of these.
PLAN_STEPS = (0, 1, 2, 3, 4, 5, 6, 8, 10, 13, 16, 20)
#: Rollouts per decision at most (100 times the default: about 5 s a decision).
MAX_SIMS = 100_000
#: Each option's type and range (a bad value is one clear line, never an endless search).
OPTIONS: dict[str, tuple[type, float, float]] = {
    "sims": (int, 1, MAX_SIMS),
    "time": (float, 0, 3600),
    "asks": (int, 0, 1),
    "ask_soft": (float, 0.01, 50),
    "ask_noise": (float, 0, 1),
    "margin": (float, -100, 100),
    "keep": (int, 0, 36),
    "stop": (float, 0, 10),
}


#: A candidate: the action to take now and, in the auction, the plan's top (else None).
Candidate = tuple[Action, "int | None"]


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _settled(values: Sequence[Sequence[float]], alive: Sequence[int], z: float) -> bool:
    """Whether the leader beats every other candidate by ``z`` standard errors, paired by sample."""
    leader = max(alive, key=lambda i: _mean(values[i]))
    mine = values[leader]
    for j in alive:
        if j == leader:
            continue
        # strict=False: a clock cut-off may leave one candidate a sample short.
        diffs = [a - b for a, b in zip(mine, values[j], strict=False)]
        m = len(diffs)
        if m < 8:
            return False
        mean = sum(diffs) / m
        var = sum((d - mean) ** 2 for d in diffs) / (m - 1)
        if mean * mean * m < z * z * var:
            return False
    return True


class HardBot:
    """Determinized flat Monte-Carlo search with Medium-like rollouts."""

    name = "hard"

    def __init__(self, seed: int = 0, **options: object) -> None:
        opts = take_options("hard", options, OPTIONS)
        sims = opts.get("sims", DEFAULT_SIMS)
        limit = opts.get("time")
        assert isinstance(sims, int) and (limit is None or isinstance(limit, float))
        if limit is not None and not limit > 0:
            raise ValueError(f"hard option time must be positive, not {limit}")
        self.sims = sims
        self.time_limit = limit
        self.read_asks = bool(opts.get("asks", 1))
        self.ask_soft = float(opts.get("ask_soft", ASK_SOFTNESS))
        self.ask_noise = float(opts.get("ask_noise", ASK_NOISE))
        self.auction_margin = float(opts.get("margin", PRIOR_MARGIN_AUCTION))
        self.keep = int(opts.get("keep", KEEP_TARGETS))
        self.stop_z = float(opts.get("stop", STOP_Z))
        self._last_belief: tuple[Observation, Belief] | None = None
        self.rng = random.Random(seed)
        #: Rollouts run for the last decision (for tests and the benchmark).
        self.last_sims = 0
        #: How each opponent bids and asks, rebuilt from each observation's public record.
        self.opponents = OpponentModel()

    def new_game(self) -> None:
        """Forget the previous game's cache (the model itself comes from the observation)."""
        self.opponents.clear()

    def choose(self, obs: Observation) -> Action:
        """Search the candidates and return the one with the best mean score."""
        try:
            candidates = self._candidates(obs)
            if len(candidates) == 1:
                self.last_sims = 0
                return candidates[0][0]
            return self._search(obs, candidates)
        finally:
            self._last_belief = None  # never kept between decisions (the bot pickles small)

    # ------------------------------------------------------------ candidates

    def _candidates(self, obs: Observation) -> list[Candidate]:
        if obs.phase == "auction":
            return self._auction_candidates(obs)
        legal = obs.legal_actions()
        belief = self._belief(obs)
        out: list[Candidate] = []
        by_value: dict[int, list[Ask]] = {}
        for action in legal:
            if type(action) is Ask:
                by_value.setdefault(action.value, []).append(action)
            else:
                out.append((action, None))
        for asks in by_value.values():
            # For one value, whom to ask matters mostly through the chance of a hit: keep
            # the likeliest few targets (one if none can hit: a sure miss is a sure miss).
            asks.sort(key=lambda a: -belief.p_has(a.target, a.value))
            keep = self.keep or len(asks)
            if belief.p_has(asks[0].target, asks[0].value) == 0.0:
                keep = 1
            out.extend((a, None) for a in asks[:keep])
        return out

    def _belief(self, obs: Observation) -> Belief:
        """The belief this decision searches over (cached for the observation at hand)."""
        if self._last_belief is not None and self._last_belief[0] is obs:
            return self._last_belief[1]
        belief = Belief(
            obs,
            read_bids=True,
            boldness=self.opponents.boldness(obs),
            read_asks=self.read_asks,
            ask_noise=self.opponents.ask_noise(obs, self.ask_noise),
            ask_softness=self.ask_soft,
        )
        self._last_belief = (obs, belief)
        return belief

    def _auction_candidates(self, obs: Observation) -> list[Candidate]:
        lowest, highest = obs.lowest_raise(), obs.rules.max_bid
        out: list[Candidate] = [] if obs.must_bid() else [(PASS_BID, None)]
        tops = {lowest + step for step in PLAN_STEPS if lowest + step <= highest}
        medium = self._medium_top(obs)
        if medium >= lowest:
            tops.add(medium)
        out.extend((Bid(lowest), top) for top in sorted(tops))
        return out

    @staticmethod
    def _medium_top(obs: Observation) -> int:
        """The highest bid Medium would go to with this hand (its auction limit)."""
        mean = estimate_hand_points(obs) + BOLDNESS
        _, limit = bid_limits(
            max(0, int(round(mean * 10))), obs.rules.max_bid, obs.rules.failed_bid == "subtract"
        )
        return limit

    # ------------------------------------------------------------ search

    def _search(self, obs: Observation, candidates: list[Candidate]) -> Action:
        """Successive halving with common random numbers over sampled deals.

        Every surviving candidate is scored on the same sampled deals with the
        same rollout random numbers, so candidates are compared on equal luck;
        after each phase the worse half is dropped and the budget moves to the rest.
        """
        rng = self.rng
        boldness = self.opponents.boldness(obs)
        belief = self._belief(obs)
        seat = obs.seat
        start_scores = obs.scores
        target = obs.rules.target_score
        start = RolloutStart(obs, boldness)
        k = len(candidates)
        # Each candidate's rollout scores, one per shared sample (deal and luck).
        values: list[list[float]] = [[] for _ in range(k)]
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        # Medium's choice first: when the budget runs out early it is the answer.
        if obs.phase == "auction":
            prior = medium_bid(obs)
            first = self._prior_plan(obs, candidates, prior)
        else:
            prior = medium_ask(obs, belief)
            first = next((i for i in range(k) if candidates[i][0] == prior), -1)
        alive = sorted(range(k), key=lambda i: i != first)
        # Halving phases, then a few more between which the search may stop early.
        phases = max(1, math.ceil(math.log2(k))) + (EXTRA_PHASES if self.stop_z else 0)
        budget = self.sims
        sims = 0
        stop = False
        for phase in range(phases):
            per_candidate = max(1, (budget - sims) // ((phases - phase) * len(alive)))
            if phase == phases - 1:
                per_candidate = math.ceil((budget - sims) / len(alive))  # spend the rest
            for _ in range(per_candidate):
                hands = belief.sample(rng)
                luck = rng.getrandbits(48)
                for i in alive:
                    action, top = candidates[i]
                    scores, winner = simulate(
                        start,
                        hands,
                        random.Random(luck),
                        action,
                        None if top is None else (seat, top),
                    )
                    values[i].append(rollout_score(scores, winner, seat, start_scores, target))
                    sims += 1
                    if sims >= budget or (deadline is not None and time.perf_counter() > deadline):
                        stop = True
                        break
                if stop:
                    break
            if stop or (self.stop_z and _settled(values, alive, self.stop_z)):
                break
            if len(alive) > 2:
                ranked = sorted(alive, key=lambda j: -_mean(values[j]))
                alive = ranked[: max(2, (len(alive) + 1) // 2)]
        totals = [sum(v) for v in values]
        counts = [len(v) for v in values]
        self.last_sims = sims
        scored = [i for i in alive if counts[i]]
        if not scored:
            return prior
        # Candidates with a sample fewer (cut off by the clock) still compare by mean.
        best = max(scored, key=lambda j: totals[j] / counts[j])
        margin = self.auction_margin if obs.phase == "auction" else PRIOR_MARGIN_PLAY
        if first in scored and totals[best] / counts[best] - totals[first] / counts[first] < margin:
            # Rollouts model every opponent as Medium; against other opponents a small
            # edge found by search is not worth leaving the Medium choice for.
            return prior
        return candidates[best][0]

    def _prior_plan(self, obs: Observation, candidates: list[Candidate], prior: Action) -> int:
        """The candidate that plays as Medium would in this auction (-1 if none)."""
        if prior == PASS_BID:
            return next((i for i, (a, _) in enumerate(candidates) if a == PASS_BID), -1)
        medium = self._medium_top(obs)
        return next((i for i, (_, top) in enumerate(candidates) if top == medium), -1)


__all__ = ["HardBot"]
