"""The Hard bot: determinized Monte-Carlo search over deals consistent with the public history.

For each decision it draws a guess of every opponent's hidden dice from the
exact belief, weighted by what their bids suggest (determinization), applies a
candidate action to that guessed state, and plays the round out with fast
Medium-like seats (:func:`~yenta_desktop.ai.yenta.policy.rollout_round`). A
rollout is scored by the estimated chance to win the game after the round plus
a share of the round's margin over the opponents' average (bidder contract
included). Candidates share the rollouts by successive halving, all compared on
the same sampled deals and rollout luck (common random numbers). The same search
picks bids: pass, the lowest raise, and a few jumps. An opponent model learns
how boldly each opponent bids from earlier rounds' auctions. docs/ai.md explains
each part and what it was worth.

Budget: ``sims`` rollouts per decision (reproducible for a seed), capped by
``time`` seconds of wall clock; the best candidate so far is returned when
either runs out.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from yenta_desktop.ai.yenta.belief import Belief, auction_likelihoods
from yenta_desktop.ai.yenta.medium import medium_ask, medium_bid
from yenta_desktop.ai.yenta.options import take_options
from yenta_desktop.ai.yenta.policy import BOLDNESS, rollout_round
from yenta_desktop.engine.yenta import (
    PASS_BID,
    Action,
    Ask,
    Bid,
    GameState,
    Observation,
    Phase,
)

#: Rollouts per decision by default (about 0.05 s in play, 0.1 s in the auction on one core).
DEFAULT_SIMS = 1000
#: Weight of the estimated chance to win the game in a rollout's score (points per 100%).
WIN_WEIGHT = 100.0
#: Weight of the round's margin over the opponents' average in a rollout's score.
MARGIN_WEIGHT = 0.3
#: Bidding boldness levels the opponent model weighs (Medium's is policy.BOLDNESS).
BOLDNESS_GRID = (0.0, 4.0, 8.0, 12.0, 16.0, 20.0)
#: How much better (in rollout score) a candidate must be to replace Medium's choice.
PRIOR_MARGIN_AUCTION = 2.0
PRIOR_MARGIN_PLAY = 0.0
#: Points per round the leader gains, and one seat's spread of round points (measured).
LEADER_RATE = 14.0
ROUND_SD = 13.0
#: The candidate bids: the lowest raise plus each of these jumps.
BID_JUMPS = (0, 2, 5, 9, 14)


def win_chance(scores: Sequence[int], seat: int, target: int) -> float:
    """A quick estimate of ``seat``'s chance to win the game from these totals.

    The rounds left are guessed from the leader's distance to the target; each
    total then moves by noise of ``ROUND_SD * sqrt(rounds)``, and the chance to
    finish on top is taken as a softmax with that temperature (Gumbel noise).
    It rewards risk when behind and caution when ahead, as a race to 100 should.
    """
    leader = max(scores)
    rounds = max(0.5, (target - leader) / LEADER_RATE)
    temperature = ROUND_SD * math.sqrt(rounds)
    weights = [math.exp((s - leader) / temperature) for s in scores]
    return weights[seat] / sum(weights)


def rollout_score(state: GameState, seat: int, start_scores: Sequence[int]) -> float:
    """Score of a finished rollout for ``seat``: chance to win plus the round's margin."""
    scores = state.scores
    n = state.num_players
    gained = [scores[s] - start_scores[s] for s in range(n)]
    margin = gained[seat] - (sum(gained) - gained[seat]) / (n - 1)
    if state.phase is Phase.GAME_OVER:
        win = 1.0 if state.winner == seat else 0.0
    else:
        win = win_chance(scores, seat, state.rules.target_score)
    return WIN_WEIGHT * win + MARGIN_WEIGHT * margin


class HardBot:
    """Determinized flat Monte-Carlo search with Medium-like rollouts."""

    name = "hard"

    def __init__(self, seed: int = 0, **options: object) -> None:
        opts = take_options("hard", options, {"sims": int, "time": float})
        sims = opts.get("sims", DEFAULT_SIMS)
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
        # The opponent model: each round's public auction, and what each taught.
        self._auctions: dict[int, list[dict[str, object]]] = {}
        self._learned: dict[tuple[int, int], list[float]] = {}

    def choose(self, obs: Observation) -> Action:
        """Search the candidates and return the one with the best mean margin."""
        self._remember(obs)
        candidates = self._candidates(obs)
        if len(candidates) == 1:
            self.last_sims = 0
            return candidates[0]
        return self._search(obs, candidates)

    # ------------------------------------------------------------ opponent model

    def _remember(self, obs: Observation) -> None:
        """Keep this round's public auction (plain dicts) for the opponent model."""
        if self._auctions and obs.round_number < max(self._auctions):
            self._auctions.clear()  # a new game
            self._learned.clear()
        self._auctions[obs.round_number] = [dict(entry) for entry in obs.auction]

    def boldness(self, obs: Observation) -> list[float]:
        """Each seat's estimated bidding boldness (Medium's scale) from earlier rounds' auctions.

        A posterior mean over :data:`BOLDNESS_GRID` (uniform prior), given every
        finished round's bids and passes with the hands unknown. Own seat: Medium's.
        """
        rules = obs.rules
        out = []
        for seat in range(obs.num_players):
            if seat == obs.seat:
                out.append(BOLDNESS)
                continue
            log_post = [0.0] * len(BOLDNESS_GRID)
            for number, auction in self._auctions.items():
                if number >= obs.round_number:
                    continue
                key = (number, seat)
                if key not in self._learned:
                    self._learned[key] = auction_likelihoods(
                        auction,
                        seat,
                        rules.dice_per_player,
                        obs.num_players,
                        rules.failed_bid,
                        rules.min_bid,
                        BOLDNESS_GRID,
                    )
                for j, likelihood in enumerate(self._learned[key]):
                    log_post[j] += math.log(max(likelihood, 1e-12))
            top = max(log_post)
            weights = [math.exp(x - top) for x in log_post]
            out.append(
                sum(w * b for w, b in zip(weights, BOLDNESS_GRID, strict=True)) / sum(weights)
            )
        return out

    # ------------------------------------------------------------ candidates

    def _candidates(self, obs: Observation) -> list[Action]:
        if obs.phase == "auction":
            lowest, highest = obs.lowest_raise(), obs.rules.max_bid
            out: list[Action] = [] if obs.must_bid() else [PASS_BID]
            out.extend(Bid(lowest + jump) for jump in BID_JUMPS if lowest + jump <= highest)
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
        """Successive halving with common random numbers over sampled deals.

        Every surviving candidate is scored on the same sampled deals with the
        same rollout random numbers, so candidates are compared on equal luck;
        after each phase the worse half is dropped and the budget moves to the rest.
        """
        rng = self.rng
        boldness = self.boldness(obs)
        belief = Belief(obs, read_bids=True, boldness=boldness)
        seat = obs.seat
        start_scores = obs.scores
        k = len(candidates)
        totals = [0.0] * k
        counts = [0] * k
        deadline = time.perf_counter() + self.time_limit
        # Medium's choice first: when the budget runs out early it is the answer.
        prior = medium_bid(obs) if obs.phase == "auction" else medium_ask(obs, belief)
        alive = sorted(range(k), key=lambda i: candidates[i] != prior)
        phases = max(1, math.ceil(math.log2(k)))
        budget = self.sims
        sims = 0
        stop = False
        for phase in range(phases):
            if phase == phases - 1:
                per_candidate = math.ceil((budget - sims) / len(alive))  # spend the rest
            else:
                per_candidate = max(1, (budget - sims) // ((phases - phase) * len(alive)))
            for _ in range(per_candidate):
                hands = belief.sample(rng)
                luck = rng.getrandbits(48)
                for i in alive:
                    rollout_rng = random.Random(luck)
                    state = GameState.from_observation(obs, hands, rollout_rng)
                    state.apply(candidates[i])
                    rollout_round(state, rollout_rng, boldness=boldness)
                    totals[i] += rollout_score(state, seat, start_scores)
                    counts[i] += 1
                    sims += 1
                    if sims >= budget or time.perf_counter() > deadline:
                        stop = True
                        break
                if stop:
                    break
            if stop:
                break
            if phase < phases - 1 and len(alive) > 2:
                ranked = sorted(alive, key=lambda j: -totals[j] / counts[j])
                alive = ranked[: max(2, (len(alive) + 1) // 2)]
        self.last_sims = sims
        scored = [i for i in alive if counts[i]]
        if not scored:
            return prior
        # Candidates with a sample fewer (cut off by the clock) still compare by mean.
        best = max(scored, key=lambda j: totals[j] / counts[j])
        first = next((i for i in range(k) if candidates[i] == prior), -1)
        margin = PRIOR_MARGIN_AUCTION if obs.phase == "auction" else PRIOR_MARGIN_PLAY
        if first in scored and totals[best] / counts[best] - totals[first] / counts[first] < margin:
            # Rollouts model every opponent as Medium; against other opponents a small
            # edge found by search is not worth leaving the Medium choice for.
            return candidates[first]
        return candidates[best]


__all__ = ["HardBot"]
