"""Easy: legal play by simple single-card rules, and bids of its meld plus a little."""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.pinochle.cardmath import (
    CODE,
    POINTS,
    SUIT_ID,
    counts_of,
    ids,
    legal,
    meld_total,
    winner_index,
)
from yenta_desktop.engine.pinochle import (
    PASS,
    SUITS,
    THROW_IN,
    Action,
    Bid,
    NameTrump,
    Observation,
    PassCards,
    Phase,
    Play,
)

#: Easy bids up to its best meld plus this.
BID_OVER_MELD = 130


def _low(c: int, trump: int) -> tuple[bool, int, int]:
    """Sort key: side cards before trumps, then low rank, then low counter."""
    return (c // 6 == trump, c % 6, POINTS[c])


class EasyBot:
    """Plays its lowest legal card unless an ace leads or a trick can be won."""

    name = "easy"

    def __init__(self, seed: int = 0, **options: Any) -> None:
        take_options(self.name, options, {})
        self.seed = seed

    def choose(self, obs: Observation) -> Action:
        """One legal action for ``obs.seat``."""
        hand = ids(obs.hand)
        if obs.phase is Phase.AUCTION:
            limit = max(meld_total(counts_of(hand), t) for t in range(4)) + BID_OVER_MELD
            for action in obs.legal_actions():
                if isinstance(action, Bid) and action.amount <= limit:
                    return action
            return PASS
        if obs.phase is Phase.TRUMP:
            counts = counts_of(hand)
            best = max(
                range(4),
                key=lambda t: (meld_total(counts, t) + 10 * sum(counts[t * 6 : t * 6 + 6]), -t),
            )
            return NameTrump(SUITS[best])
        assert obs.trump is not None
        trump = SUIT_ID[obs.trump]
        if obs.phase is Phase.PASS_TO_BIDDER:
            # Highest trumps, then aces, then the highest cards.
            order = sorted(hand, key=lambda c: (c // 6 != trump, c % 6 != 5, -(c % 6)))
            return PassCards(tuple(CODE[c] for c in order[: obs.rules.pass_cards]))
        if obs.phase is Phase.PASS_BACK:
            order = sorted(hand, key=lambda c: _low(c, trump))
            return PassCards(tuple(CODE[c] for c in order[: obs.rules.pass_cards]))
        if obs.phase is Phase.THROW_IN:
            return THROW_IN
        return Play(CODE[self._card(obs, hand, trump)])

    def _card(self, obs: Observation, hand: list[int], trump: int) -> int:
        trick = ids(obs.trick)
        options = legal(hand, trick, trump)
        if not trick:
            aces = [c for c in options if c % 6 == 5 and c // 6 != trump]
            if aces:
                return aces[0]
            return min(options, key=lambda c: _low(c, trump))
        best_seat = ((obs.trick_leader or 0) + winner_index(trick, trump)) % 4
        if best_seat % 2 == obs.seat % 2:
            # The partner is winning: a counter if one is allowed, else the lowest card.
            counters = [c for c in options if POINTS[c] and c // 6 != trump]
            if counters:
                return min(counters)
        return min(options, key=lambda c: _low(c, trump))
