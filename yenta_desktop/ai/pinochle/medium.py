"""Medium: a careful club player who tracks every card seen and plays as a partner.

* Auction: bids up to :func:`.handeval.estimate` of its best trump (meld,
  expected counters, a fair share for the partner's meld and the pass), a
  little more when the partner has bid (the partner shows strength), and does
  not overcall its partner unless its own hand is much stronger.
* Passes: :func:`.handeval.partner_pass` / :func:`.handeval.bidder_pass_back`.
* Throws in whenever it may: a thrown-in deal costs the bid either way, and
  playing on only gives the opponents their counters too.
* Tricks: :func:`.policy.choose_card` with everything it has seen
  (:func:`.tracker.view_of`).
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.pinochle.cardmath import CODE, SUIT_ID, ids
from yenta_desktop.ai.pinochle.handeval import best_trump, bidder_pass_back, partner_pass
from yenta_desktop.ai.pinochle.policy import choose_card
from yenta_desktop.ai.pinochle.tracker import view_of
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

#: Added to the bid limit when the partner has bid (it shows meld or strength).
PARTNER_BID_BONUS = 30
#: Medium stops bidding this far below its estimate (tuned in duplicate tournaments).
BID_MARGIN = 30
#: Overcall the partner only when the limit is this much above the partner's bid.
OVERCALL_MARGIN = 60


def bid_limit(obs: Observation, margin: float = 0.0) -> float:
    """The highest bid Medium would make with ``obs.hand`` now."""
    _, limit = best_trump(ids(obs.hand))
    partner = obs.partner
    if any(seat == partner and bid is not None for seat, bid in obs.auction):
        limit += PARTNER_BID_BONUS
    return limit - margin


def medium_bid(obs: Observation, limit: float) -> Action:
    """The auction action for a bid ``limit``: the lowest legal bid within it, else pass."""
    if obs.high_bidder == obs.partner and obs.high_bid is not None:
        if limit < obs.high_bid + OVERCALL_MARGIN:
            return PASS
    for action in obs.legal_actions():
        if isinstance(action, Bid) and action.amount <= limit:
            return action
    return PASS


def medium_card(obs: Observation) -> str:
    """The card Medium plays now (the table's Hint button)."""
    view = view_of(obs)
    card = choose_card(
        view.hand,
        view.own,
        view.played,
        view.trick,
        view.leader,
        view.seat,
        view.trump,
        view.bidder,
        view.blocked,
    )
    return CODE[card]


def medium_action(obs: Observation) -> Action:
    """What Medium does with ``obs`` (any phase)."""
    phase = obs.phase
    if phase is Phase.AUCTION:
        return medium_bid(obs, bid_limit(obs, BID_MARGIN))
    if phase is Phase.TRUMP:
        trump, _ = best_trump(ids(obs.hand))
        return NameTrump(SUITS[trump])
    assert obs.trump is not None
    trump = SUIT_ID[obs.trump]
    count = obs.rules.pass_cards
    if phase is Phase.PASS_TO_BIDDER:
        return PassCards(tuple(CODE[c] for c in partner_pass(ids(obs.hand), trump, count)))
    if phase is Phase.PASS_BACK:
        return PassCards(tuple(CODE[c] for c in bidder_pass_back(ids(obs.hand), trump, count)))
    if phase is Phase.THROW_IN:
        return THROW_IN
    return Play(medium_card(obs))


class MediumBot:
    """Medium level (see the module docstring).

    Option ``margin``: how far below its estimate it stops bidding (default
    :data:`BID_MARGIN`).
    """

    name = "medium"

    def __init__(self, seed: int = 0, **options: Any) -> None:
        parsed = take_options(self.name, options, {"margin": (int, -200, 300)})
        self.seed = seed
        self.margin = int(parsed.get("margin", BID_MARGIN))

    def choose(self, obs: Observation) -> Action:
        """One legal action for ``obs.seat``."""
        if obs.phase is Phase.AUCTION:
            return medium_bid(obs, bid_limit(obs, self.margin))
        return medium_action(obs)
