"""What a hand can make as bid winner: simulated deals, the chance of making a bid, the bid hint.

:func:`simulate_deals` deals the 36 cards a seat cannot see at random, passes
and plays each deal out with Medium in every seat for each trump suit, and
keeps the bidding team's total (meld of both partners after the passes, plus
the counters taken; 0 when it takes no trick) with the partner's share of the
meld. Hard's auction reads these deals; so does the table's bid hint
(:func:`bid_hint`), which states the chance that the team makes a bid with the
trump Medium would name, counting the partner's likely meld, and never
recommends a bid that the team makes in fewer than half of the simulated deals
(96 deals: the chance is within about 5 points of a percent either way). The review
(:mod:`.review`) uses the same chances for the bid that was made.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from yenta_desktop.ai.pinochle.cardmath import counts_of, ids, meld_total
from yenta_desktop.ai.pinochle.handeval import best_trump, bidder_pass_back, partner_pass
from yenta_desktop.ai.pinochle.medium import medium_action
from yenta_desktop.ai.pinochle.sim import PlayState
from yenta_desktop.engine.pinochle import DECK, PASS, Action, Bid, Observation, Phase

#: The counters in the tricks of a deal: a bid above the team's meld + this cannot be made.
TRICK_POINTS = 250
#: The hint recommends a bid only when the team makes it in at least this share of the deals.
HINT_MAKE = 0.5
#: Simulated deals behind a hint, with the trump Medium would name (about 1.5 ms each).
HINT_DEALS = 96


class Outcome(NamedTuple):
    """One simulated deal: the bidding team's total, the other team's, the partner's meld and
    the bidding team's meld (both partners, after the passes)."""

    ours: int
    theirs: int
    partner_meld: int
    team_meld: int = 0


def _mix(*values: int) -> int:
    mixed = 0x9E3779B97F4A7C15
    for value in values:
        mixed = ((mixed ^ (value & 0xFFFFFFFF)) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return mixed


def simulate_deals(
    hand: Sequence[str],
    seat: int,
    pass_cards: int,
    rng: random.Random,
    deals: int,
    trumps: Sequence[int] = (0, 1, 2, 3),
) -> dict[int, list[Outcome]]:
    """Per trump suit in ``trumps``: ``deals`` outcomes with ``hand`` as the bid winner's."""
    mine = ids(hand)
    rest = list(DECK)
    for code in hand:
        rest.remove(code)
    others = ids(rest)
    partner = (seat + 2) % 4
    results: dict[int, list[Outcome]] = {t: [] for t in trumps}
    for _ in range(deals):
        rng.shuffle(others)
        dealt = {
            o: others[i * 12 : (i + 1) * 12] for i, o in enumerate(s for s in range(4) if s != seat)
        }
        dealt[seat] = mine
        for trump in trumps:
            hands = [list(dealt[s]) for s in range(4)]
            if pass_cards:
                given = partner_pass(hands[partner], trump, pass_cards)
                for c in given:
                    hands[partner].remove(c)
                hands[seat] += given
                back = bidder_pass_back(hands[seat], trump, pass_cards)
                for c in back:
                    hands[seat].remove(c)
                hands[partner] += back
            meld = [0, 0]
            for s in range(4):
                meld[s % 2] += meld_total(counts_of(hands[s]), trump)
            play = PlayState(hands, trump, seat, seat)
            play.rollout()
            team = seat % 2
            ours = meld[team] + play.counters[team] if play.counters[team] else 0
            theirs = meld[1 - team] + play.counters[1 - team] if play.counters[1 - team] else 0
            partner_meld = meld_total(counts_of(hands[partner]), trump)
            results[trump].append(Outcome(ours, theirs, partner_meld, meld[team]))
    return results


def make_chance(outcomes: Sequence[Outcome], bid: int) -> float:
    """The share of ``outcomes`` in which the bidding team reaches ``bid``."""
    if not outcomes:
        return 0.0
    return sum(1 for o in outcomes if o.ours >= bid) / len(outcomes)


@dataclass(frozen=True)
class BidRisk:
    """The chance of making ``amount`` with the best trump for it, and where the points come from.

    ``own_meld``: the hand's own meld in that trump before the passes;
    ``partner_meld``: the partner's average meld in the simulated deals;
    ``reach``: the share of deals in which the team's meld is enough for the bid
    to be made at all (meld + the 250 in tricks >= the bid): below it, the table
    says "cannot be made" once the melds are shown.
    """

    amount: int
    trump: int
    chance: float
    own_meld: int
    partner_meld: float
    reach: float = 1.0

    @property
    def meld_needed(self) -> int:
        """The team meld without which the bid cannot be made (0: none needed)."""
        return max(0, self.amount - TRICK_POINTS)


def bid_risk(outcomes: dict[int, list[Outcome]], hand: Sequence[str], amount: int) -> BidRisk:
    """The :class:`BidRisk` of bidding ``amount`` with the trump of ``outcomes`` (the first)."""
    trump = min(outcomes)
    chosen = outcomes[trump]
    partner = sum(o.partner_meld for o in chosen) / len(chosen) if chosen else 0.0
    needed = amount - TRICK_POINTS
    reach = sum(1 for o in chosen if o.team_meld >= needed) / len(chosen) if chosen else 0.0
    return BidRisk(
        amount,
        trump,
        make_chance(chosen, amount),
        meld_total(counts_of(ids(hand)), trump),
        partner,
        reach,
    )


def hand_deals(
    obs: Observation, deals: int = HINT_DEALS, seed: int = 0
) -> dict[int, list[Outcome]]:
    """:func:`simulate_deals` for ``obs``'s hand with the trump Medium would name (repeatable)."""
    rng = random.Random(_mix(seed, obs.deal_number, obs.seat, 11))
    trump, _ = best_trump(ids(obs.hand))
    return simulate_deals(obs.hand, obs.seat, obs.rules.pass_cards, rng, deals, (trump,))


@dataclass(frozen=True)
class BidHint:
    """The auction hint: ``action`` (a Bid or the pass) and the risk of the bid it is about.

    ``risk`` is None when no bid is open (nothing to weigh).
    """

    action: Action
    risk: BidRisk | None


def bid_hint(
    obs: Observation, outcomes: dict[int, list[Outcome]] | None = None, make: float = HINT_MAKE
) -> BidHint:
    """What to do in the auction: Medium's bid when the team makes it in ``make`` of the deals.

    A bid Medium would make but the team makes less often (its estimate
    counts on more of the partner's meld than the deals give) becomes a pass,
    and the hint says the chance of the bid it turned down. When passing is
    not allowed (the last seat in, stuck), the lowest bid and its chance.
    """
    if obs.phase is not Phase.AUCTION:
        raise ValueError("a bid hint needs the auction")
    legal = obs.legal_actions()
    bids = [a for a in legal if isinstance(a, Bid)]
    if not bids:
        return BidHint(PASS, None)
    outcomes = outcomes if outcomes is not None else hand_deals(obs)
    suggested = medium_action(obs)
    if isinstance(suggested, Bid):
        risk = bid_risk(outcomes, obs.hand, suggested.amount)
        if risk.chance >= make or PASS not in legal:
            return BidHint(suggested, risk)
        return BidHint(PASS, risk)
    lowest = min(bids, key=lambda b: b.amount)
    risk = bid_risk(outcomes, obs.hand, lowest.amount)
    if PASS not in legal:
        return BidHint(lowest, risk)
    return BidHint(PASS, risk)
