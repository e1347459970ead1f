"""The state of a pinochle game and its transitions (``apply``), OpenSpiel style.

A game is a series of deals. Each deal starts at a chance node (the four
hands: ``apply_chance(hands)`` or drawn from the state's ``random.Random``),
then runs through the phases auction -> trump -> the two passes -> (the
throw-in choice) -> twelve tricks, and is scored. Melds are found and shown
automatically after the passes. Seats are numbered clockwise, so the player
on the dealer's left is ``dealer + 1``.

``apply`` validates fully before it changes anything, so an
:class:`IllegalAction` always leaves the state as it was.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from itertools import combinations
from typing import Any

from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.pinochle.actions import (
    PASS,
    PLAY_OUT,
    THROW_IN,
    Action,
    Bid,
    NameTrump,
    Pass,
    PassCards,
    Play,
    PlayOut,
    ThrowIn,
)
from yenta_desktop.engine.pinochle.cards import (
    DECK,
    SUITS,
    contains,
    is_card,
    remove_cards,
    sort_cards,
)
from yenta_desktop.engine.pinochle.events import (
    AuctionWon,
    BidMade,
    BidPassed,
    CardPlayed,
    CardsPassed,
    DealScored,
    DealStarted,
    Event,
    GameWon,
    MeldShown,
    PlayedOut,
    ThrowInOffered,
    ThrownIn,
    TrickWon,
    TrumpNamed,
)
from yenta_desktop.engine.pinochle.melds import Meld, find_melds
from yenta_desktop.engine.pinochle.rules import (
    BID_STEPS,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TEAMS,
    Rules,
    partner_of,
    team_of,
)
from yenta_desktop.engine.pinochle.scoring import (
    can_throw_in,
    deal_points,
    game_winner,
    throw_in_points,
)
from yenta_desktop.engine.pinochle.tricks import (
    card_problem,
    legal_cards,
    trick_points,
    winning_index,
)

TRICKS_PER_DEAL = 12


class Phase(str, Enum):
    """Where the game is."""

    DEAL = "deal"  # a chance node: the next deal's cards
    AUCTION = "auction"
    TRUMP = "trump"
    PASS_TO_BIDDER = "pass_to_bidder"
    PASS_BACK = "pass_back"
    THROW_IN = "throw_in"
    PLAY = "play"
    GAME_OVER = "game_over"


DEAL = Phase.DEAL
AUCTION = Phase.AUCTION
TRUMP = Phase.TRUMP
PASS_TO_BIDDER = Phase.PASS_TO_BIDDER
PASS_BACK = Phase.PASS_BACK
THROW_IN_PHASE = Phase.THROW_IN
PLAY = Phase.PLAY
GAME_OVER = Phase.GAME_OVER


@dataclass(frozen=True)
class Trick:
    """A finished trick: ``leader``, ``cards`` in play order, ``winner``, counter ``points``."""

    leader: int
    cards: tuple[str, ...]
    winner: int
    points: int

    def seat_of(self, index: int) -> int:
        """The seat that played ``cards[index]``."""
        return (self.leader + index) % 4

    def to_dict(self) -> dict[str, Any]:
        """The record form: ``{"leader", "cards", "winner"}``."""
        return {"leader": self.leader, "cards": list(self.cards), "winner": self.winner}


# ---------------------------------------------------------------------- legal actions


def bid_options(high_bid: int | None, min_bid: int) -> list[int]:
    """The amounts a seat may bid now: the opening bid or 10 / 20 above, or a raise of 10 / 20."""
    if high_bid is None:
        return [min_bid] + [min_bid + step for step in BID_STEPS]
    return [high_bid + step for step in BID_STEPS]


class ActionList(list):  # type: ignore[type-arg]
    """A list of legal actions with a constant-time ``in`` (1,820 ways to pass 4 of 16 cards)."""

    __slots__ = ("_members",)

    def __init__(self, actions: Sequence[Any], members: frozenset[Any]) -> None:
        super().__init__(actions)
        self._members = members

    def __contains__(self, action: object) -> bool:
        try:
            return action in self._members
        except TypeError:  # an unhashable object is no legal action
            return False


@lru_cache(maxsize=256)
def _pass_sets(hand: tuple[str, ...], count: int) -> tuple[tuple[PassCards, ...], frozenset[Any]]:
    seen = dict.fromkeys(combinations(hand, count))
    options = tuple(PassCards.presorted(cards) for cards in seen)
    return options, frozenset(options)


def pass_options(hand: Sequence[str], count: int) -> list[PassCards]:
    """Every distinct set of ``count`` cards of ``hand`` (repeats make some sets equal)."""
    options, members = _pass_sets(tuple(sort_cards(hand)), count)
    return ActionList(options, members)


def _legal(
    phase: Phase,
    hand: Sequence[str],
    high_bid: int | None,
    trick: Sequence[str],
    trump: str | None,
    rules: Rules,
) -> list[Action]:
    if phase is AUCTION:
        options: list[Action] = [PASS]
        options.extend(Bid(amount) for amount in bid_options(high_bid, rules.min_bid))
        return options
    if phase is PLAY:
        assert trump is not None
        return [Play(card) for card in legal_cards(hand, trick, trump)]
    if phase is TRUMP:
        return [NameTrump(suit) for suit in SUITS]
    if phase is PASS_TO_BIDDER or phase is PASS_BACK:
        return list(pass_options(hand, rules.pass_cards))
    if phase is THROW_IN_PHASE:
        return [THROW_IN, PLAY_OUT]
    return []


@dataclass(frozen=True)
class DealSummary:
    """A finished deal as every seat saw it: the record entry without the hands and passes.

    Immutable (tuples), so observations can share it safely; :meth:`to_dict`
    gives a fresh record-form copy.
    """

    number: int
    dealer: int
    auction: tuple[tuple[int, int | None], ...]
    bidder: int
    bid: int
    trump: str
    melds: tuple[tuple[Meld, ...], ...]
    throw_in: bool | None
    tricks: tuple[Trick, ...]
    trick_points: tuple[int, int]
    deal_points: tuple[int, int]
    scores: tuple[int, int]
    #: The record form as JSON text (a fresh copy is one C-speed parse away).
    text: str = field(repr=False, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """The deal's record entry without ``hands`` and ``passes`` (a new object)."""
        data: dict[str, Any] = json.loads(self.text)
        return data


def public_deal(
    summary: Mapping[str, Any], melds: Sequence[tuple[Meld, ...]], tricks: Sequence[Trick]
) -> DealSummary:
    """The :class:`DealSummary` of a finished deal's record entry."""
    public = {key: value for key, value in summary.items() if key not in ("hands", "passes")}
    return DealSummary(
        summary["number"],
        summary["dealer"],
        tuple((entry["seat"], entry["bid"]) for entry in summary["auction"]),
        summary["bidder"],
        summary["bid"],
        summary["trump"],
        tuple(melds),
        summary["throw_in"],
        tuple(tricks),
        (summary["trick_points"][0], summary["trick_points"][1]),
        (summary["deal_points"][0], summary["deal_points"][1]),
        (summary["scores"][0], summary["scores"][1]),
        json.dumps(public, separators=(",", ":")),
    )


# ---------------------------------------------------------------------- observation


@dataclass(slots=True)
class Observation:
    """What one seat may know: its own cards, its own passes, and everything public.

    ``melds`` (per seat) is None until the melds are shown. ``cards_given`` and
    ``cards_received`` are the cards this seat passed to / got from its
    partner this deal (None when it took no part in a pass). ``history`` holds
    every finished deal of the game as a :class:`DealSummary` (no hands, no passes).
    """

    seat: int
    phase: Phase
    rules: Rules
    deal_number: int
    dealer: int
    current_seat: int | None
    scores: tuple[int, int]
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    auction: tuple[tuple[int, int | None], ...]
    passed: tuple[bool, ...]
    high_bid: int | None
    high_bidder: int | None
    bidder: int | None
    bid: int | None
    trump: str | None
    cards_given: tuple[str, ...] | None
    cards_received: tuple[str, ...] | None
    melds: tuple[tuple[Meld, ...], ...] | None
    throw_in: bool | None
    tricks: tuple[Trick, ...]
    trick_leader: int | None
    trick: tuple[str, ...]
    counters: tuple[int, int]
    history: tuple[DealSummary, ...]
    winner_team: int | None

    # ------------------------------------------------------------------ helpers for the UI

    @property
    def team(self) -> int:
        """This seat's team (0: seats 0+2, 1: seats 1+3)."""
        return team_of(self.seat)

    @property
    def partner(self) -> int:
        """The seat opposite."""
        return partner_of(self.seat)

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat acts now."""
        return self.current_seat == self.seat

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions if it is its turn, else an empty list."""
        if self.current_seat != self.seat:
            return []
        return _legal(self.phase, self.hand, self.high_bid, self.trick, self.trump, self.rules)

    def legal_cards(self) -> list[str]:
        """The cards this seat may play now (empty unless it is its turn in the tricks)."""
        if self.phase is not PLAY or self.current_seat != self.seat or self.trump is None:
            return []
        return legal_cards(self.hand, self.trick, self.trump)

    def card_problem(self, card: str) -> tuple[str, str] | None:
        """Why ``card`` cannot be played now: (reason code, message), or None if it can.

        Codes: "not_your_turn", "not_in_hand", "must_follow_suit", "must_trump", "must_beat".
        """
        if self.phase is not PLAY or self.current_seat != self.seat or self.trump is None:
            return "not_your_turn", "it is not your turn to play a card"
        return card_problem(self.hand, self.trick, self.trump, card)

    def meld_points(self, seat: int) -> int:
        """The meld points ``seat`` showed this deal (0 before the melds are shown)."""
        if self.melds is None:
            return 0
        return sum(meld.points for meld in self.melds[seat])

    def team_meld(self, team: int) -> int:
        """The meld points a team showed this deal."""
        return sum(self.meld_points(seat) for seat in TEAMS[team])

    def points_needed(self) -> int | None:
        """What the bidding team still needs to make its bid (meld + counters taken so far).

        None before the melds are shown; 0 once the bid is reached.
        """
        if self.bid is None or self.bidder is None or self.melds is None:
            return None
        team = team_of(self.bidder)
        return max(0, self.bid - self.team_meld(team) - self.counters[team])

    def can_throw_in(self) -> bool:
        """Whether the bid winner may throw in now (rule 8)."""
        return self.phase is THROW_IN_PHASE

    def winning_seat(self) -> int | None:
        """The seat whose card now wins the current trick (None if no card is down)."""
        if not self.trick or self.trump is None or self.trick_leader is None:
            return None
        return (self.trick_leader + winning_index(self.trick, self.trump)) % 4

    def winning_card(self) -> str | None:
        """The card now winning the current trick (None if no card is down)."""
        if not self.trick or self.trump is None:
            return None
        return self.trick[winning_index(self.trick, self.trump)]

    def played_cards(self) -> list[str]:
        """Every card played this deal (finished tricks, then the current one)."""
        cards = [card for trick in self.tricks for card in trick.cards]
        cards.extend(self.trick)
        return cards

    def to_dict(self) -> dict[str, Any]:
        """The JSON-able observation (outside bots); ``legal`` on this seat's turn."""
        data: dict[str, Any] = {
            "seat": self.seat,
            "phase": self.phase.value,
            "rules": self.rules.to_dict(),
            "deal": self.deal_number,
            "dealer": self.dealer,
            "current_seat": self.current_seat,
            "scores": list(self.scores),
            "hand": list(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "auction": [{"seat": seat, "bid": bid} for seat, bid in self.auction],
            "passed": list(self.passed),
            "high_bid": self.high_bid,
            "high_bidder": self.high_bidder,
            "bidder": self.bidder,
            "bid": self.bid,
            "trump": self.trump,
            "cards_given": None if self.cards_given is None else list(self.cards_given),
            "cards_received": None if self.cards_received is None else list(self.cards_received),
            "melds": None
            if self.melds is None
            else [[meld.to_dict() for meld in melds] for melds in self.melds],
            "throw_in": self.throw_in,
            "tricks": [trick.to_dict() for trick in self.tricks],
            "trick_leader": self.trick_leader,
            "trick": list(self.trick),
            "counters": list(self.counters),
            # One parse of the finished deals' JSON texts: a fresh copy at C speed.
            "history": json.loads("[" + ",".join(deal.text for deal in self.history) + "]"),
            "winner_team": self.winner_team,
        }
        if self.current_seat == self.seat:
            data["legal"] = [action.to_dict() for action in self.legal_actions()]
        return data


# ---------------------------------------------------------------------- the game


class GameState:
    """A pinochle game in progress: ``legal_actions()``, ``apply(action)``, ``clone()``."""

    __slots__ = (
        "rules",
        "num_players",
        "seed",
        "rng",
        "phase",
        "deal_number",
        "first_dealer",
        "dealer",
        "scores",
        "dealt",
        "hands",
        "auction",
        "passed",
        "high_bid",
        "high_bidder",
        "bidder",
        "bid",
        "trump",
        "pass_to_bidder",
        "pass_back",
        "melds",
        "throw_in",
        "tricks",
        "trick_leader",
        "trick",
        "counters",
        "current",
        "completed_deals",
        "public_deals",
        "winner_team",
    )

    def __init__(
        self, num_players: int, rules: Rules, rng: random.Random, seed: int | None, dealer: int
    ) -> None:
        if isinstance(num_players, bool) or not isinstance(num_players, int):
            raise ValueError(f"the number of players must be a whole number, not {num_players!r}")
        if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise ValueError(f"partnership pinochle is for exactly 4 players, not {num_players}")
        self.rules = rules
        self.num_players = num_players
        self.seed = seed
        self.rng = rng
        self.phase = DEAL
        self.deal_number = 0
        self.first_dealer = dealer
        #: The dealer of the deal in progress, or of the next deal while it is to be dealt.
        self.dealer = dealer
        self.scores = [0, 0]
        self.dealt: list[list[str]] = [[] for _ in range(4)]
        self.hands: list[list[str]] = [[] for _ in range(4)]
        self.auction: list[tuple[int, int | None]] = []
        self.passed = [False] * 4
        self.high_bid: int | None = None
        self.high_bidder: int | None = None
        self.bidder: int | None = None
        self.bid: int | None = None
        self.trump: str | None = None
        self.pass_to_bidder: tuple[str, ...] | None = None
        self.pass_back: tuple[str, ...] | None = None
        self.melds: list[tuple[Meld, ...]] | None = None
        self.throw_in: bool | None = None
        self.tricks: list[Trick] = []
        self.trick_leader: int | None = None
        self.trick: list[str] = []
        self.counters = [0, 0]
        self.current: int | None = None
        self.completed_deals: list[dict[str, Any]] = []
        #: The finished deals without secrets, shared (never mutated) with observations.
        self.public_deals: tuple[DealSummary, ...] = ()
        self.winner_team: int | None = None

    # ------------------------------------------------------------------ queries

    @property
    def current_seat(self) -> int | None:
        """The seat to act; None while cards are to be dealt and after the game."""
        return self.current

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.phase is GAME_OVER

    def is_chance_node(self) -> bool:
        """Whether the next step is a deal (``apply_chance``)."""
        return self.phase is DEAL

    def winners(self) -> list[int]:
        """The two partners of the winning team (empty while the game goes on)."""
        return [] if self.winner_team is None else list(TEAMS[self.winner_team])

    def returns(self) -> list[float]:
        """+1 for each seat of the winning team, -1 for the others (0 while the game goes on)."""
        if self.winner_team is None:
            return [0.0] * 4
        return [1.0 if team_of(seat) == self.winner_team else -1.0 for seat in range(4)]

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current seat, in a fixed order."""
        seat = self.current
        if seat is None:
            return []
        return _legal(
            self.phase, self.hands[seat], self.high_bid, self.trick, self.trump, self.rules
        )

    def meld_points(self, seat: int) -> int:
        """The meld points ``seat`` showed this deal (0 before the melds)."""
        if self.melds is None:
            return 0
        return sum(meld.points for meld in self.melds[seat])

    def team_meld(self, team: int) -> int:
        """The meld a team showed this deal."""
        return self.meld_points(TEAMS[team][0]) + self.meld_points(TEAMS[team][1])

    def played_by(self, seat: int) -> list[str]:
        """The cards ``seat`` has played this deal."""
        cards = [trick.cards[(seat - trick.leader) % 4] for trick in self.tricks]
        if self.trick_leader is not None:
            index = (seat - self.trick_leader) % 4
            if index < len(self.trick):
                cards.append(self.trick[index])
        return cards

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
            raise ValueError(f"no seat {seat!r} at a table of 4")
        given: tuple[str, ...] | None = None
        received: tuple[str, ...] | None = None
        if self.bidder is not None:
            bidder, partner = self.bidder, partner_of(self.bidder)
            if seat == partner:
                given, received = self.pass_to_bidder, self.pass_back
            elif seat == bidder:
                given, received = self.pass_back, self.pass_to_bidder
        return Observation(
            seat,
            self.phase,
            self.rules,
            self.deal_number,
            self.dealer,
            self.current,
            (self.scores[0], self.scores[1]),
            tuple(self.hands[seat]),
            tuple(len(hand) for hand in self.hands),
            tuple(self.auction),
            tuple(self.passed),
            self.high_bid,
            self.high_bidder,
            self.bidder,
            self.bid,
            self.trump,
            given,
            received,
            None if self.melds is None else tuple(self.melds),
            self.throw_in,
            tuple(self.tricks),
            self.trick_leader,
            tuple(self.trick),
            (self.counters[0], self.counters[1]),
            self.public_deals,
            self.winner_team,
        )

    # ------------------------------------------------------------------ chance

    def apply_chance(self, outcome: Sequence[Sequence[str]] | None = None) -> list[Event]:
        """Deal the next hands: ``outcome`` is the four hands (12 cards each), else shuffled.

        ``outcome[s]`` is seat ``s``'s hand; together they must be the whole deck.
        ``ValueError`` for an outcome that is not a deal; IllegalAction if no deal is due.
        """
        if self.phase is not DEAL:
            raise IllegalAction("cards are dealt only between deals", "not_chance")
        if outcome is None:
            deck = list(DECK)
            self.rng.shuffle(deck)
            hands = [deck[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(4)]
        else:
            hands = _check_deal(outcome)
        self.deal_number += 1
        self.dealt = [sort_cards(hand) for hand in hands]
        self.hands = [list(hand) for hand in self.dealt]
        self.auction = []
        self.passed = [False] * 4
        self.high_bid = None
        self.high_bidder = None
        self.bidder = None
        self.bid = None
        self.trump = None
        self.pass_to_bidder = None
        self.pass_back = None
        self.melds = None
        self.throw_in = None
        self.tricks = []
        self.trick_leader = None
        self.trick = []
        self.counters = [0, 0]
        self.phase = AUCTION
        first = (self.dealer + 1) % 4
        self.current = first
        return [DealStarted(self.deal_number, self.dealer, first)]

    # ------------------------------------------------------------------ actions

    def apply(self, action: Any) -> list[Event]:
        """Apply ``action`` for the current seat; IllegalAction (nothing changed) if forbidden."""
        phase = self.phase
        kind = type(action)
        if phase is PLAY:
            if kind is Play:
                return self._play(action.card)
            raise IllegalAction(f"{action!r} is not a card play: play a card", "play_a_card")
        if phase is AUCTION:
            if kind is Bid:
                return self._bid(action.amount)
            if kind is Pass:
                return self._pass()
            raise IllegalAction(f"{action!r} is not a bid or a pass", "auction_actions")
        if phase is TRUMP:
            if kind is NameTrump:
                return self._name_trump(action.suit)
            raise IllegalAction(f"{action!r}: the bid winner names trump now", "name_trump")
        if phase is PASS_TO_BIDDER or phase is PASS_BACK:
            if kind is PassCards:
                return self._pass_cards(action.cards)
            raise IllegalAction(
                f"{action!r}: pass {self.rules.pass_cards} cards to your partner now", "pass_cards"
            )
        if phase is THROW_IN_PHASE:
            if kind is ThrowIn:
                return self._throw_in()
            if kind is PlayOut:
                return self._play_out()
            raise IllegalAction(f"{action!r}: throw in or play out now", "throw_in_choice")
        if phase is DEAL:
            raise IllegalAction("the cards must be dealt first", "deal_first")
        raise IllegalAction("the game is over", "game_over")

    def _bid(self, amount: Any) -> list[Event]:
        seat = self.current
        assert seat is not None
        if type(amount) is not int:
            raise IllegalAction(f"a bid is a whole number of points, not {amount!r}", "bid_number")
        options = bid_options(self.high_bid, self.rules.min_bid)
        if amount not in options:
            if self.high_bid is None:
                message = f"the opening bid is {', '.join(map(str, options))}, not {amount}"
            else:
                message = (
                    f"a bid raises {self.high_bid} by exactly 10 or 20"
                    f" ({' or '.join(map(str, options))}), not {amount}"
                )
            raise IllegalAction(message, "bid_step")
        self.high_bid = amount
        self.high_bidder = seat
        self.auction.append((seat, amount))
        return self._advance_auction(seat, [BidMade(seat, amount)])

    def _pass(self) -> list[Event]:
        seat = self.current
        assert seat is not None
        self.passed[seat] = True
        self.auction.append((seat, None))
        return self._advance_auction(seat, [BidPassed(seat)])

    def _advance_auction(self, seat: int, events: list[Event]) -> list[Event]:
        passed = self.passed
        still_in = passed.count(False)
        if still_in == 0:
            # All four passed: the dealer is stuck with the minimum bid.
            return self._win_auction(self.dealer, self.rules.min_bid, True, events)
        if still_in == 1 and self.high_bidder is not None and not passed[self.high_bidder]:
            assert self.high_bid is not None
            return self._win_auction(self.high_bidder, self.high_bid, False, events)
        nxt = (seat + 1) % 4
        while passed[nxt]:
            nxt = (nxt + 1) % 4
        self.current = nxt
        return events

    def _win_auction(self, seat: int, bid: int, stuck: bool, events: list[Event]) -> list[Event]:
        self.bidder = seat
        self.bid = bid
        self.phase = TRUMP
        self.current = seat
        events.append(AuctionWon(seat, bid, stuck))
        return events

    def _name_trump(self, suit: Any) -> list[Event]:
        if suit not in SUITS:
            raise IllegalAction(f"trump is one of {', '.join(SUITS)}, not {suit!r}", "trump_suit")
        bidder = self.current
        assert bidder is not None
        self.trump = suit
        events: list[Event] = [TrumpNamed(bidder, suit)]
        if self.rules.pass_cards:
            self.phase = PASS_TO_BIDDER
            self.current = partner_of(bidder)
        else:
            self._show_melds(events)
        return events

    def _pass_cards(self, cards: Any) -> list[Event]:
        seat = self.current
        assert seat is not None
        count = self.rules.pass_cards
        if not isinstance(cards, tuple) or not all(is_card(card) for card in cards):
            raise IllegalAction(f"pass a list of {count} card codes, not {cards!r}", "pass_cards")
        if len(cards) != count:
            raise IllegalAction(f"pass exactly {count} cards, not {len(cards)}", "pass_exactly")
        hand = self.hands[seat]
        if not contains(hand, cards):
            raise IllegalAction(f"you can pass only cards you hold, not {list(cards)}", "pass_own")
        to = partner_of(seat)
        remove_cards(hand, cards)
        self.hands[to] = sort_cards(self.hands[to] + list(cards))
        events: list[Event] = [CardsPassed(seat, to, count)]
        if self.phase is PASS_TO_BIDDER:
            self.pass_to_bidder = cards
            self.phase = PASS_BACK
            self.current = to
        else:
            self.pass_back = cards
            self._show_melds(events)
        return events

    def _show_melds(self, events: list[Event]) -> None:
        trump, bidder, bid = self.trump, self.bidder, self.bid
        assert trump is not None and bidder is not None and bid is not None
        self.melds = [tuple(find_melds(hand, trump)) for hand in self.hands]
        for seat, melds in enumerate(self.melds):
            events.append(
                MeldShown(
                    seat,
                    tuple((m.name, m.cards, m.points) for m in melds),
                    sum(m.points for m in melds),
                )
            )
        team_meld = self.team_meld(team_of(bidder))
        if can_throw_in(bid, team_meld):
            self.phase = THROW_IN_PHASE
            self.current = bidder
            events.append(ThrowInOffered(bidder, bid, team_meld))
        else:
            self._start_tricks()

    def _start_tricks(self) -> None:
        self.phase = PLAY
        self.current = self.bidder
        self.trick_leader = self.bidder
        self.trick = []

    def _throw_in(self) -> list[Event]:
        seat = self.current
        bid = self.bid
        assert seat is not None and bid is not None
        self.throw_in = True
        events: list[Event] = [ThrownIn(seat, bid)]
        self._end_deal(events)
        return events

    def _play_out(self) -> list[Event]:
        seat = self.current
        assert seat is not None
        self.throw_in = False
        self._start_tricks()
        return [PlayedOut(seat)]

    def _play(self, card: Any) -> list[Event]:
        seat = self.current
        trump = self.trump
        assert seat is not None and trump is not None
        if not is_card(card):
            raise IllegalAction(f"not a card: {card!r}", "card_code")
        hand = self.hands[seat]
        problem = card_problem(hand, self.trick, trump, card)
        if problem is not None:
            raise IllegalAction(problem[1], problem[0])
        hand.remove(card)
        trick = self.trick
        trick.append(card)
        number = len(self.tricks) + 1
        best = winning_index(trick, trump)
        events: list[Event] = [CardPlayed(seat, card, number, best == len(trick) - 1)]
        if len(trick) < 4:
            self.current = (seat + 1) % 4
            return events
        leader = self.trick_leader
        assert leader is not None
        winner = (leader + best) % 4
        last = number == TRICKS_PER_DEAL
        points = trick_points(trick, last)
        self.counters[team_of(winner)] += points
        done = Trick(leader, tuple(trick), winner, points)
        self.tricks.append(done)
        events.append(TrickWon(winner, leader, done.cards, points, number, last))
        self.trick = []
        if last:
            self.trick_leader = None
            self._end_deal(events)
        else:
            self.trick_leader = winner
            self.current = winner
        return events

    def _end_deal(self, events: list[Event]) -> None:
        bidder, bid, trump = self.bidder, self.bid, self.trump
        assert bidder is not None and bid is not None and trump is not None and self.melds
        team = team_of(bidder)
        meld = [self.team_meld(0), self.team_meld(1)]
        if self.throw_in:
            points = throw_in_points(team, bid, meld)
            made = False
        else:
            points, made = deal_points(team, bid, meld, self.counters)
        for t in (0, 1):
            self.scores[t] += points[t]
        summary: dict[str, Any] = {
            "number": self.deal_number,
            "dealer": self.dealer,
            "hands": [list(hand) for hand in self.dealt],
            "auction": [{"seat": seat, "bid": amount} for seat, amount in self.auction],
            "bidder": bidder,
            "bid": bid,
            "trump": trump,
            "passes": {
                "to_bidder": list(self.pass_to_bidder or ()),
                "back": list(self.pass_back or ()),
            },
            "melds": [[meld.to_dict() for meld in melds] for melds in self.melds],
            "throw_in": self.throw_in,
            "tricks": [trick.to_dict() for trick in self.tricks],
            "trick_points": list(self.counters),
            "deal_points": points,
            "scores": list(self.scores),
        }
        self.completed_deals.append(summary)
        self.public_deals = (*self.public_deals, public_deal(summary, self.melds, self.tricks))
        events.append(
            DealScored(
                self.deal_number,
                bidder,
                bid,
                made,
                bool(self.throw_in),
                (meld[0], meld[1]),
                (self.counters[0], self.counters[1]),
                (points[0], points[1]),
                (self.scores[0], self.scores[1]),
            )
        )
        self.current = None
        winner = game_winner(self.scores, self.rules.target, team)
        if winner is None:
            self.phase = DEAL
            self.dealer = (self.dealer + 1) % 4
        else:
            self.phase = GAME_OVER
            self.winner_team = winner
            events.append(GameWon(winner, TEAMS[winner], (self.scores[0], self.scores[1])))

    # ------------------------------------------------------------------ copies

    def clone(self) -> GameState:
        """An independent copy (its random generator copied too)."""
        other = GameState.__new__(GameState)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        other.rng = rng
        other.scores = list(self.scores)
        other.dealt = [list(hand) for hand in self.dealt]
        other.hands = [list(hand) for hand in self.hands]
        other.auction = list(self.auction)
        other.passed = list(self.passed)
        other.melds = None if self.melds is None else list(self.melds)
        other.tricks = list(self.tricks)
        other.trick = list(self.trick)
        other.counters = list(self.counters)
        other.completed_deals = list(self.completed_deals)  # entries are never mutated
        return other

    def __repr__(self) -> str:
        return (
            f"<pinochle GameState deal {self.deal_number}, {self.phase.value},"
            f" seat {self.current} to act, scores {self.scores}>"
        )


def _check_deal(outcome: Any) -> list[list[str]]:
    """The four hands of a scripted deal, checked: 12 card codes each, the whole deck."""
    if not isinstance(outcome, (list, tuple)) or len(outcome) != 4:
        raise ValueError("a deal is four hands")
    hands: list[list[str]] = []
    for hand in outcome:
        if not isinstance(hand, (list, tuple)) or len(hand) != HAND_SIZE:
            raise ValueError(f"a hand is {HAND_SIZE} cards")
        if not all(is_card(card) for card in hand):
            raise ValueError(f"not card codes: {hand!r}")
        hands.append(list(hand))
    if sorted(card for hand in hands for card in hand) != sorted(DECK):
        raise ValueError("the four hands must be the whole deck: two of each card")
    return hands


def new_game(
    num_players: int = 4,
    rules: Rules | None = None,
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    match: Mapping[str, Any] | None = None,
    dealer: int | None = None,
) -> GameState:
    """A game waiting for its first deal (a chance node).

    The first dealer is drawn from the generator (``random.Random(seed)`` unless
    ``rng`` is given) unless ``dealer`` names it (replays, scripted tests).
    ``match`` changes nothing: every game draws its first dealer.
    """
    if rng is None:
        rng = random.Random(seed)
    if dealer is None:
        dealer = rng.randrange(4)
    elif isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < 4:
        raise ValueError(f"the dealer must be a seat 0..3, not {dealer!r}")
    return GameState(num_players, rules or Rules(), rng, seed, dealer)
