"""Hard: determinized search over the cards it cannot see, and bids from simulated deals.

Card play: draw ``samples`` deals of the unseen cards consistent with
everything this seat knows (:func:`engine.pinochle.sample_hands`: its hand,
the cards it passed or received, every meld shown, voids and "could not
beat" shown in play). In each, play every legal card and finish the deal with
Medium in all four seats (each seeing only its own hand); once ``exact``
tricks or fewer remain, search the rest exactly instead. The card with the
best average deal result (this team's points minus the other team's, the
contract included) is played; ties go to Medium's choice.

Auction and trump: at its first auction turn of a deal it simulates
``bidsims`` deals per trump suit with its hand as the bid winner's (the
other 36 cards shuffled, the passes and play by Medium) and caches them.
It bids up to the total (meld + counters) its team reaches in a ``make``
share of those deals, names the trump with the best average result, and
passes and throws in as Medium does.

Every random draw comes from a generator seeded by the bot's seed and the
position (deal, cards played, bids made), so a decision depends only on the
observation: a game continued from a save plays on the same way.
"""

from __future__ import annotations

import random
from typing import Any

from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.pinochle.bidding import Outcome, simulate_deals
from yenta_desktop.ai.pinochle.cardmath import CODE, ID, SUIT_ID, counts_of, ids
from yenta_desktop.ai.pinochle.medium import (
    PARTNER_BID_BONUS,
    medium_action,
    medium_bid,
    medium_card,
)
from yenta_desktop.ai.pinochle.sim import PlayState, exact_counters
from yenta_desktop.engine.pinochle import (
    SUITS,
    Action,
    NameTrump,
    Observation,
    Phase,
    Play,
    knowledge,
    legal_cards,
    sample_hands,
)

OPTIONS: dict[str, tuple[type, float, float]] = {
    "samples": (int, 1, 1000),
    "exact": (int, 0, 6),
    "bidsims": (int, 1, 500),
    "make": (float, 0.05, 0.95),
}
DEFAULTS = {"samples": 30, "exact": 4, "bidsims": 24, "make": 0.6}


def deal_result(
    team: int, bidder: int, bid: int, meld: tuple[int, int], counters: list[int]
) -> int:
    """This team's deal points minus the other team's, for final ``counters`` (rule 7)."""
    points = [0, 0]
    bidding = bidder % 2
    taken = counters[bidding]
    if taken > 0 and meld[bidding] + taken >= bid:
        points[bidding] = meld[bidding] + taken
    else:
        points[bidding] = -bid
    other = 1 - bidding
    if counters[other] > 0:
        points[other] = meld[other] + counters[other]
    return points[team] - points[1 - team]


def _mix(*values: int) -> int:
    mixed = 0x9E3779B97F4A7C15
    for value in values:
        mixed = ((mixed ^ (value & 0xFFFFFFFF)) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return mixed


class HardBot:
    """Hard level (see the module docstring). Options: samples, exact, bidsims, make."""

    name = "hard"

    def __init__(self, seed: int = 0, **options: Any) -> None:
        parsed = take_options(self.name, options, OPTIONS)
        settings = {**DEFAULTS, **parsed}
        self.seed = seed
        self.samples = int(settings["samples"])
        self.exact = int(settings["exact"])
        self.bidsims = int(settings["bidsims"])
        self.make = float(settings["make"])
        self._cache_key: tuple[Any, ...] | None = None
        self._cache: dict[int, list[Outcome]] = {}

    def new_game(self) -> None:
        """Forget the previous game's cached simulations."""
        self._cache_key = None
        self._cache = {}

    def _rng(self, obs: Observation, *salt: int) -> random.Random:
        return random.Random(
            _mix(
                self.seed,
                obs.deal_number,
                obs.seat,
                len(obs.auction),
                len(obs.played_cards()),
                *salt,
            )
        )

    # ------------------------------------------------------------------ decisions

    def choose(self, obs: Observation) -> Action:
        """One legal action for ``obs.seat``."""
        phase = obs.phase
        if phase is Phase.PLAY:
            return Play(self._card(obs))
        if phase is Phase.AUCTION:
            return medium_bid(obs, self._bid_limit(obs))
        if phase is Phase.TRUMP:
            return NameTrump(SUITS[self._trump(obs)])
        return medium_action(obs)

    # ------------------------------------------------------------------ the auction

    def _simulations(self, obs: Observation) -> dict[int, list[Outcome]]:
        """Per trump: the simulated deals of :func:`.bidding.simulate_deals` (cached per hand)."""
        key = (obs.deal_number, obs.seat, obs.hand)
        if self._cache_key == key:
            return self._cache
        rng = random.Random(_mix(self.seed, obs.deal_number, obs.seat, 7))
        results = simulate_deals(obs.hand, obs.seat, obs.rules.pass_cards, rng, self.bidsims)
        self._cache_key = key
        self._cache = results
        return results

    def _bid_limit(self, obs: Observation) -> float:
        results = self._simulations(obs)
        best = 0.0
        for outcomes in results.values():
            totals = sorted(o.ours for o in outcomes)
            # The bid made in a ``make`` share of the simulated deals.
            index = min(len(totals) - 1, int((1.0 - self.make) * len(totals)))
            best = max(best, float(totals[index]))
        if any(seat == obs.partner and bid is not None for seat, bid in obs.auction):
            best += PARTNER_BID_BONUS
        return best

    def _trump(self, obs: Observation) -> int:
        results = self._simulations(obs)
        bid = obs.bid or obs.rules.min_bid

        def value(trump: int) -> float:
            outcomes = results[trump]
            return sum((o.ours if o.ours >= bid else -bid) - o.theirs for o in outcomes) / len(
                outcomes
            )

        return max(range(4), key=lambda t: (value(t), -t))

    # ------------------------------------------------------------------ card play

    def _card(self, obs: Observation) -> str:
        assert obs.trump is not None
        options = legal_cards(obs.hand, obs.trick, obs.trump)
        if len(options) == 1:
            return options[0]
        fallback = medium_card(obs)
        values = self.card_values(obs)
        best = max(values.values())
        if values[fallback] >= best:
            return fallback
        return max(values, key=lambda code: values[code])

    def card_values(self, obs: Observation) -> dict[str, float]:
        """Each legal card's average deal result over the sampled deals (this team's points
        minus the other team's, the contract included): what Hard's choice of card rests on."""
        assert obs.trump is not None and obs.bidder is not None and obs.bid is not None
        options = legal_cards(obs.hand, obs.trick, obs.trump)
        rng = self._rng(obs)
        know = knowledge(obs)
        trump = SUIT_ID[obs.trump]
        leader = obs.trick_leader if obs.trick_leader is not None else obs.bidder
        played = counts_of(ids(obs.played_cards()))
        blocked = [[False] * 24 for _ in range(4)]
        for seat in range(4):
            for code in know.forbidden[seat]:
                blocked[seat][ID[code]] = True
        trick = ids(obs.trick)
        meld = (obs.team_meld(0), obs.team_meld(1))
        counters = list(obs.counters)
        done = len(obs.tricks)
        team = obs.seat % 2
        candidates = [ID[code] for code in options]
        totals = [0.0] * len(candidates)
        tries = 20
        for _ in range(self.samples):
            hands, agreed = sample_hands(know, rng, tries)
            if not agreed:
                tries = 2  # these facts are hard to meet: do not spend long on every sample
            base = PlayState(
                [ids(hand) for hand in hands],
                trump,
                obs.bidder,
                leader,
                trick,
                played,
                blocked,
                counters,
                done,
            )
            for i, card in enumerate(candidates):
                state = base.copy()
                state.play(card)
                if state.tricks_left <= self.exact:
                    mine = exact_counters(state, team)
                    final = [0, 0]
                    final[team] = mine
                    final[1 - team] = 250 - mine
                else:
                    state.rollout()
                    final = state.counters
                totals[i] += deal_result(team, obs.bidder, obs.bid, meld, final)
        return {CODE[c]: totals[i] / self.samples for i, c in enumerate(candidates)}
