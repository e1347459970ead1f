"""The Hard bot: flat Monte-Carlo search over deals consistent with the public history.

For each decision it draws a guess of every opponent's hidden dice from the
exact belief (determinization), applies a candidate action to that guessed
state, and plays the round out with fast Medium-like seats
(:func:`~yenta_desktop.ai.yenta.policy.rollout_round`). A rollout scores the
round's margin: its own round points (bidder contract included) minus the
average of the opponents', plus a bonus or penalty when the game ends in it.
Candidates share the simulations by UCB1. The same search picks bids, over a
handful of candidate bids around the Medium bid.

Budget: ``sims`` rollouts per decision (reproducible for a seed), capped by
``time`` seconds of wall clock; the best candidate so far is returned when
either runs out.
"""

from __future__ import annotations

import math
import random
import time

from yenta_desktop.ai.yenta.belief import Belief
from yenta_desktop.ai.yenta.estimate import best_bid, estimate_hand_points, points_sd
from yenta_desktop.ai.yenta.medium import medium_ask, medium_bid
from yenta_desktop.ai.yenta.options import take_options
from yenta_desktop.ai.yenta.policy import rollout_round
from yenta_desktop.engine.yenta import (
    PASS_BID,
    Action,
    Ask,
    Bid,
    GameState,
    Observation,
    Phase,
)

#: Score of a rollout in which the game ends: won or lost, on top of the margin.
WIN_BONUS = 40.0
#: UCB1 exploration constant, in points of margin.
EXPLORE = 12.0


class HardBot:
    """Determinized flat Monte-Carlo search with Medium-like rollouts."""

    name = "hard"

    def __init__(self, seed: int = 0, **options: object) -> None:
        opts = take_options("hard", options, {"sims": int, "time": float})
        sims = opts.get("sims", 600)
        limit = opts.get("time", 1.0)
        assert isinstance(sims, int) and isinstance(limit, float)
        if sims < 1:
            raise ValueError(f"hard option sims must be at least 1, not {sims}")
        if not limit > 0:
            raise ValueError(f"hard option time must be positive, not {limit}")
        self.sims = sims
        self.time_limit = limit
        self.rng = random.Random(seed)
        #: Rollouts run for the last decision (for tests and the benchmark).
        self.last_sims = 0

    def choose(self, obs: Observation) -> Action:
        """Search the candidates and return the one with the best mean margin."""
        candidates = self._candidates(obs)
        if len(candidates) == 1:
            self.last_sims = 0
            return candidates[0]
        return self._search(obs, candidates)

    # ------------------------------------------------------------ candidates

    def _candidates(self, obs: Observation) -> list[Action]:
        if obs.phase == "auction":
            lowest, highest = obs.lowest_raise(), obs.rules.max_bid
            mean = estimate_hand_points(obs)
            best, _ = best_bid(
                mean, points_sd(mean), lowest, highest, obs.rules.failed_bid == "subtract"
            )
            bids = {lowest, best, best - 4, best + 4, best - 8}
            out: list[Action] = [] if obs.must_bid() else [PASS_BID]
            out.extend(Bid(b) for b in sorted(bids) if lowest <= b <= highest)
            return out
        legal = obs.legal_actions()
        # Asks that surely miss differ only in who is asked: keep one per value.
        belief = Belief(obs)
        out = []
        sure_miss: set[int] = set()
        for action in legal:
            if type(action) is Ask and belief.p_has(action.target, action.value) == 0.0:
                if action.value in sure_miss:
                    continue
                sure_miss.add(action.value)
            out.append(action)
        return out

    # ------------------------------------------------------------ search

    def _search(self, obs: Observation, candidates: list[Action]) -> Action:
        rng = self.rng
        belief = Belief(obs)
        seat = obs.seat
        n = obs.num_players
        start_scores = obs.scores
        k = len(candidates)
        totals = [0.0] * k
        visits = [0] * k
        deadline = time.perf_counter() + self.time_limit
        # Order the first visits by the Medium choice so a tiny budget still plays well.
        prior = medium_bid(obs) if obs.phase == "auction" else medium_ask(obs, belief)
        order = sorted(range(k), key=lambda i: candidates[i] != prior)
        sims = 0
        while sims < self.sims:
            if sims < k:
                i = order[sims]
            else:
                log_n = math.log(sims)
                i = max(
                    range(k),
                    key=lambda j: totals[j] / visits[j] + EXPLORE * math.sqrt(log_n / visits[j]),
                )
            state = GameState.from_observation(obs, belief.sample(rng), rng)
            state.apply(candidates[i])
            rollout_round(state, rng)
            scores = state.scores
            gained = [scores[s] - start_scores[s] for s in range(n)]
            margin = gained[seat] - (sum(gained) - gained[seat]) / (n - 1)
            if state.phase is Phase.GAME_OVER:
                margin += WIN_BONUS if state.winner == seat else -WIN_BONUS / (n - 1)
            totals[i] += margin
            visits[i] += 1
            sims += 1
            if time.perf_counter() > deadline:
                break
        self.last_sims = sims
        best = max(
            (i for i in range(k) if visits[i]),
            key=lambda j: (totals[j] / visits[j], visits[j]),
        )
        return candidates[best]


__all__ = ["HardBot"]
