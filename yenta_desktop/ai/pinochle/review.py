"""The review of a finished Pinochle game: the bids, the passes and the tricks, per player.

Read from the game's record only (after the game every hand may be shown):

* **Bids**: the highest bid a player made in each deal against what the hand
  could make: :func:`.bidding.simulate_deals` from the hand as dealt (the
  partner's meld counted) gives the chance of making that bid and the
  highest bid made in at least half the deals. The points at stake are the
  expected deal result (made: meld + counters; set: minus the bid) given away
  by bidding above that line; a set bid also says what it cost.
* **Passes in the auction**: a pass that gave up a bid the team makes in most
  of the simulated deals (the partner not holding the high bid).
* **The pass**: the cards a player passed against the cards Medium's pass
  (:mod:`.handeval`) would have given, and the team's meld each way (the bid
  winner's pass back played by Medium in both, so only the choice differs).
* **Tricks**: every card a player chose (more than one legal) where Hard
  (:meth:`.hard.HardBot.card_values`, from that seat's observation only)
  would have played another, with Hard's estimate of the deal points at stake.

:func:`review_game` is pure and slow (Hard's search for every trick: seconds
for a game): the window runs it on a background thread.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from yenta_desktop.ai.pinochle.bidding import HINT_MAKE, Outcome, make_chance, simulate_deals
from yenta_desktop.ai.pinochle.cardmath import SUIT_ID, codes, counts_of, ids, meld_total
from yenta_desktop.ai.pinochle.handeval import best_trump, bidder_pass_back, partner_pass
from yenta_desktop.ai.pinochle.hard import HardBot
from yenta_desktop.engine.pinochle import (
    BidMade,
    BidPassed,
    CardPlayed,
    CardsPassed,
    DealScored,
    DealStarted,
    GameState,
    Phase,
    legal_cards,
    replay_steps,
)

#: Simulated deals behind each bid's chances, and Hard's samples behind each card.
REVIEW_DEALS = 96
REVIEW_SAMPLES = 12
#: A pass in the auction is worth a word when the next bid is made in this share of the deals.
PASS_MAKE = 0.6
#: A card is worth a word when Hard's estimate says at least this many deal points.
CARD_STAKE = 5.0


@dataclass(frozen=True)
class BidCheck:
    """A player's highest bid in a deal, against what the hand could make.

    ``chance``: the share of simulated deals in which the team made ``bid``;
    ``could_make``: the highest bid (in steps of 10) made in at least half of
    them; ``stake``: the expected deal points given away by bidding above it;
    ``won``/``made``/``points``: whether this bid won the auction, whether the
    team made it, and the team's points that deal (None unless it won).
    """

    deal: int
    seat: int
    bid: int
    chance: float
    could_make: int
    stake: float
    won: bool
    made: bool | None
    points: int | None


@dataclass(frozen=True)
class AuctionPass:
    """A pass in the auction, against what the hand could make.

    ``next_bid``: the lowest bid the player passed up (the opening bid when none was made);
    ``chance``: the share of simulated deals in which the team makes it; ``partner_high``:
    the partner held the high bid (a pass that leaves it the contract).
    """

    deal: int
    seat: int
    high_bid: int | None
    next_bid: int
    chance: float
    could_make: int
    partner_high: bool

    @property
    def flagged(self) -> bool:
        """A pass the hand should not have made: the next bid is made in most deals."""
        return not self.partner_high and self.chance >= PASS_MAKE


@dataclass(frozen=True)
class PassCheck:
    """The cards a player passed, Medium's pass, and the team's meld each way."""

    deal: int
    seat: int
    to_bidder: bool
    passed: tuple[str, ...]
    suggested: tuple[str, ...]
    meld: int
    suggested_meld: int

    @property
    def stake(self) -> float:
        """Meld points the pass gave away (0 when it did as well as Medium's)."""
        return float(max(0, self.suggested_meld - self.meld))


@dataclass(frozen=True)
class CardCheck:
    """A card where Hard would have played another, with Hard's estimate of the difference."""

    deal: int
    seat: int
    trick: int
    played: str
    hard: str
    stake: float


@dataclass
class PlayerReview:
    """Everything reviewed for one seat, deal by deal."""

    seat: int
    bids: list[BidCheck] = field(default_factory=list)
    passes: list[PassCheck] = field(default_factory=list)
    auction_passes: list[AuctionPass] = field(default_factory=list)
    cards: list[CardCheck] = field(default_factory=list)
    cards_checked: int = 0
    points_lost_to_sets: int = 0

    @property
    def total_stake(self) -> float:
        """The points at stake in every flagged decision."""
        return (
            sum(b.stake for b in self.bids)
            + sum(p.stake for p in self.passes)
            + sum(c.stake for c in self.cards)
        )


@dataclass
class GameReview:
    """The review of each seat asked for, and the names of the seats."""

    players: dict[int, PlayerReview]
    deals: int = 0


def deal_value(outcomes: Sequence[Outcome], bid: int) -> float:
    """The bidding team's expected deal result at ``bid`` (made: its total; set: minus the bid)."""
    if not outcomes:
        return 0.0
    return sum((o.ours if o.ours >= bid else -bid) - o.theirs for o in outcomes) / len(outcomes)


def bid_check(
    hand: Sequence[str], seat: int, pass_cards: int, bid: int, deal: int, seed: int = 0
) -> tuple[float, int, float]:
    """(chance of making ``bid``, the highest bid made in half the deals, stake) for ``hand``,
    with the trump Medium would name."""
    rng = random.Random(seed * 1_000_003 + deal * 101 + seat)
    trump, _ = best_trump(ids(hand))
    outcomes = simulate_deals(hand, seat, pass_cards, rng, REVIEW_DEALS, (trump,))[trump]
    chance = make_chance(outcomes, bid)
    totals = sorted((o.ours for o in outcomes), reverse=True)
    index = max(0, int(len(totals) * HINT_MAKE) - 1)
    could = totals[index] // 10 * 10 if totals else 0
    stake = 0.0
    if bid > could:
        stake = max(0.0, deal_value(outcomes, max(could, 250)) - deal_value(outcomes, bid))
    return chance, could, stake


def _team_meld(hands: Sequence[Sequence[int]], trump: int, team: int) -> int:
    return sum(meld_total(counts_of(hands[s]), trump) for s in range(4) if s % 2 == team)


def pass_check(before: GameState, after: GameState, seat: int, deal: int) -> PassCheck:
    """Compare ``seat``'s pass (between ``before`` and ``after``) with Medium's."""
    assert before.trump is not None and before.bidder is not None
    trump = SUIT_ID[before.trump]
    count = before.rules.pass_cards
    to_bidder = before.phase is Phase.PASS_TO_BIDDER
    hands = [ids(h) for h in before.hands]
    mine = hands[seat]
    actual = ids((after.pass_to_bidder or ()) if to_bidder else (after.pass_back or ()))
    suggested = (
        partner_pass(mine, trump, count) if to_bidder else bidder_pass_back(mine, trump, count)
    )
    bidder = before.bidder
    partner = (bidder + 2) % 4

    def team_meld(given: Sequence[int]) -> int:
        trial = [list(h) for h in hands]
        other = partner if seat == bidder else bidder
        for c in given:
            trial[seat].remove(c)
        trial[other] += list(given)
        if to_bidder:
            back = bidder_pass_back(trial[bidder], trump, count)
            for c in back:
                trial[bidder].remove(c)
            trial[partner] += back
        return _team_meld(trial, trump, seat % 2)

    return PassCheck(
        deal,
        seat,
        to_bidder,
        tuple(codes(actual)),
        tuple(codes(suggested)),
        team_meld(actual),
        team_meld(suggested),
    )


def review_game(
    record: Any, seats: Sequence[int], samples: int = REVIEW_SAMPLES, seed: int = 0
) -> GameReview:
    """The review of ``seats`` in the finished game ``record`` (see the module docstring)."""
    players = {s: PlayerReview(s) for s in seats}
    hard = HardBot(seed=seed, samples=samples)
    prev: GameState | None = None
    deal = 0
    dealt: list[tuple[str, ...]] = []
    highest: dict[int, int] = {}
    for state, events in replay_steps(record):
        for event in events:
            if isinstance(event, DealStarted):
                deal = event.number
                highest = {}
                dealt = [tuple(h) for h in state.hands]
            elif isinstance(event, BidMade) and event.seat in players:
                highest[event.seat] = event.amount
            elif isinstance(event, BidPassed) and event.seat in players and prev is not None:
                if len(dealt) == 4:
                    players[event.seat].auction_passes.append(
                        auction_pass(prev, event.seat, dealt[event.seat], deal)
                    )
            elif isinstance(event, DealScored):
                _score_deal(players, state, event, deal, highest, dealt)
        if prev is not None and any(isinstance(e, CardsPassed) for e in events):
            seat = next(e.from_seat for e in events if isinstance(e, CardsPassed))
            if seat in players:
                players[seat].passes.append(pass_check(prev, state, seat, deal))
        played = [e for e in events if isinstance(e, CardPlayed)]
        if prev is not None and played and played[0].seat in players:
            _check_card(players[played[0].seat], hard, prev, played[0], deal)
        prev = state.clone()
    return GameReview(players, deal)


def auction_pass(before: GameState, seat: int, hand: Sequence[str], deal: int) -> AuctionPass:
    """Judge ``seat``'s pass in the auction (``before``: the state it passed in)."""
    high = before.high_bid
    next_bid = high + 10 if high is not None else before.rules.min_bid
    chance, could, _ = bid_check(hand, seat, before.rules.pass_cards, next_bid, deal)
    partner_high = before.high_bidder is not None and before.high_bidder % 2 == seat % 2
    return AuctionPass(deal, seat, high, next_bid, chance, could, partner_high)


def _score_deal(
    players: dict[int, PlayerReview],
    state: GameState,
    event: DealScored,
    deal: int,
    highest: dict[int, int],
    dealt: Sequence[tuple[str, ...]],
) -> None:
    for seat, bid in highest.items():
        if len(dealt) != 4:
            continue
        chance, could, stake = bid_check(dealt[seat], seat, state.rules.pass_cards, bid, deal)
        won = event.bidder == seat
        team = seat % 2
        check = BidCheck(
            deal,
            seat,
            bid,
            chance,
            could,
            stake,
            won,
            event.made if won else None,
            event.points[team] if won else None,
        )
        players[seat].bids.append(check)
        if won and not event.made:
            players[seat].points_lost_to_sets += event.bid


def _check_card(
    review: PlayerReview, hard: HardBot, before: GameState, played: CardPlayed, deal: int
) -> None:
    assert before.trump is not None
    options = legal_cards(before.hands[played.seat], before.trick, before.trump)
    if len(set(options)) < 2:
        return
    review.cards_checked += 1
    values = hard.card_values(before.observation(played.seat))
    best = max(values, key=lambda code: values[code])
    stake = values[best] - values.get(played.card, values[best])
    if best != played.card and stake >= CARD_STAKE:
        review.cards.append(
            CardCheck(deal, played.seat, played.trick_number, played.card, best, stake)
        )
