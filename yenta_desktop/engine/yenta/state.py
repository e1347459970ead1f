"""The state of a Yenta game and its transitions (``apply``), OpenSpiel style.

Hands are kept as counts per face value (``hands[seat][value]``, index 0 unused):
the order of dice in a hand never matters to the rules, and counts make asks,
beliefs and cloning cheap. The dice as rolled are kept too, for the record.

The state holds the injected ``random.Random`` that rolls each round; nothing
else in the engine draws random numbers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.protocol import same_slots
from yenta_desktop.engine.yenta.actions import (
    END_TURN,
    PASS_BID,
    Action,
    Ask,
    Bid,
    EndTurn,
    PassBid,
)
from yenta_desktop.engine.yenta.events import (
    AskHit,
    AskMiss,
    AuctionWon,
    BidMade,
    BidPassed,
    Event,
    GameWon,
    RoundEnded,
    RoundStarted,
    TurnEnded,
    TurnStarted,
)
from yenta_desktop.engine.yenta.rules import ASKED_PLAYER, MAX_PLAYERS, MIN_PLAYERS, Rules
from yenta_desktop.engine.yenta.scoring import game_winner, round_points

FACES = (1, 2, 3, 4, 5, 6)


class Phase(str, Enum):
    """Where the game is: bidding, asking, between rounds, or finished."""

    AUCTION = "auction"
    PLAY = "play"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


# Module-level aliases: enum attribute lookups cost ~50 ns each in the hot paths.
AUCTION = Phase.AUCTION
PLAY = Phase.PLAY
ROUND_OVER = Phase.ROUND_OVER
GAME_OVER = Phase.GAME_OVER


def counts_of(dice: Sequence[int]) -> list[int]:
    """Dice values as counts per face (index 0 unused)."""
    counts = [0] * 7
    for value in dice:
        counts[value] += 1
    return counts


def dice_of(counts: Sequence[int]) -> list[int]:
    """Counts per face back to a sorted list of dice values."""
    return [value for value in FACES for _ in range(counts[value])]


@dataclass(slots=True)
class Observation:
    """What one seat may see: its own dice and everything public, never others' dice."""

    seat: int
    phase: Phase  # a str: compares equal to "auction", "play", ...
    num_players: int
    rules: Rules
    round_number: int
    dealer: int
    current_seat: int | None
    my_counts: list[int]
    dice_counts: list[int]
    scores: list[int]
    pair_points: list[int]
    passed: list[bool]
    high_bid: int | None
    high_bidder: int | None
    bidder: int | None
    bid: int | None
    hits_this_turn: int
    auction: list[dict[str, Any]]
    actions: list[dict[str, Any]]
    #: The public record of every finished round of this game (no one's dice), oldest first.
    history: tuple[dict[str, Any], ...] = ()

    @property
    def my_dice(self) -> list[int]:
        """This seat's dice, sorted."""
        return dice_of(self.my_counts)

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat is the one to act."""
        return self.current_seat == self.seat

    def must_bid(self) -> bool:
        """True when everyone else passed and this seat has not bid: passing is not allowed."""
        return must_bid(self.high_bid, self.passed)

    def lowest_raise(self) -> int:
        """The smallest legal bid right now."""
        return lowest_raise(self.high_bid, self.rules)

    def legal_actions(self) -> list[Action]:
        """The legal actions of this seat if it is its turn, else an empty list."""
        if self.current_seat != self.seat:
            return []
        if self.phase == AUCTION:
            return _auction_legal(self.must_bid(), self.lowest_raise(), self.rules.max_bid)
        if self.phase == PLAY:
            return _play_legal(self.seat, self.my_counts, self.dice_counts, self.hits_this_turn)
        return []

    def to_dict(self) -> dict[str, Any]:
        """The JSON-able observation of the outside-bot protocol (docs/bots.md)."""
        if self.phase == AUCTION and self.current_seat == self.seat:
            legal: list[dict[str, Any]] = []
            if not self.must_bid():
                legal.append({"bid": None})
            legal.append({"min_bid": self.lowest_raise(), "max_bid": self.rules.max_bid})
        else:
            legal = [action.to_dict() for action in self.legal_actions()]
        return {
            "seat": self.seat,
            "phase": self.phase.value,
            "round": self.round_number,
            "rules": self.rules.to_dict(),
            "my_dice": self.my_dice,
            "dice_counts": list(self.dice_counts),
            "scores": list(self.scores),
            "pair_points": list(self.pair_points),
            "dealer": self.dealer,
            "current_seat": self.current_seat,
            "passed": list(self.passed),
            "high_bid": self.high_bid,
            "high_bidder": self.high_bidder,
            "bidder": self.bidder,
            "bid": self.bid,
            "hits_this_turn": self.hits_this_turn,
            "history": {
                "auction": [dict(entry) for entry in self.auction],
                "actions": [dict(entry) for entry in self.actions],
            },
            "rounds": [_copy_public(entry) for entry in self.history],
            "legal": legal,
        }


def must_bid(high_bid: int | None, passed: Sequence[bool]) -> bool:
    """Rule: nobody has bid and everyone else passed, so the last player must bid."""
    return high_bid is None and passed.count(False) == 1


def lowest_raise(high_bid: int | None, rules: Rules) -> int:
    """Rule: the smallest legal bid (the minimum, else one more than the high bid)."""
    if high_bid is None:
        return rules.min_bid
    return max(rules.min_bid, high_bid + 1)


def _copy_public(entry: dict[str, Any]) -> dict[str, Any]:
    copied = dict(entry)
    for key in ("auction", "actions"):
        copied[key] = [dict(x) for x in entry[key]]
    for key in ("pair_points", "round_points", "scores"):
        copied[key] = list(entry[key])
    return copied


def public_round(summary: dict[str, Any]) -> dict[str, Any]:
    """A finished round's record entry without the dice (what every seat saw)."""
    return {key: value for key, value in summary.items() if key != "dice"}


def _auction_legal(must_bid: bool, lowest: int, highest: int) -> list[Action]:
    actions: list[Action] = [] if must_bid else [PASS_BID]
    actions.extend(Bid(amount) for amount in range(lowest, highest + 1))
    return actions


def _play_legal(
    seat: int, counts: Sequence[int], dice_counts: Sequence[int], hits_this_turn: int
) -> list[Action]:
    values = [value for value in FACES if counts[value]]
    actions: list[Action] = [
        Ask(target, value)
        for target, left in enumerate(dice_counts)
        if left and target != seat
        for value in values
    ]
    if hits_this_turn:
        actions.append(END_TURN)
    return actions


class GameState:
    """A Yenta game in progress: ``legal_actions()``, ``apply(action)``, ``clone()``.

    Build one with :func:`new_game`. ``apply`` validates fully before it changes
    anything, so an :class:`IllegalAction` always leaves the state as it was.
    """

    __slots__ = (
        "rules",
        "num_players",
        "seed",
        "rng",
        "phase",
        "round_number",
        "dealer",
        "scores",
        "hands",
        "dice_left",
        "with_dice",
        "rolled",
        "auction",
        "passed",
        "high_bid",
        "high_bidder",
        "bidder",
        "bid",
        "actions",
        "pair_points",
        "pairs",
        "discards",
        "current_seat",
        "hits_this_turn",
        "completed_rounds",
        "public_rounds",
        "winner",
    )

    def __init__(
        self, num_players: int, rules: Rules, rng: random.Random, seed: int | None
    ) -> None:
        if isinstance(num_players, bool) or not isinstance(num_players, int):
            raise ValueError(f"the number of players must be a whole number, not {num_players!r}")
        if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise ValueError(
                f"Yenta is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}"
            )
        self.rules = rules
        self.num_players = num_players
        self.seed = seed
        self.rng = rng
        self.phase = AUCTION
        self.round_number = 0
        self.dealer = 0
        self.scores = [0] * num_players
        self.hands: list[list[int]] = []
        self.dice_left: list[int] = []
        self.with_dice = 0
        self.rolled: list[list[int]] = []
        self.auction: list[dict[str, Any]] = []
        self.passed: list[bool] = []
        self.high_bid: int | None = None
        self.high_bidder: int | None = None
        self.bidder: int | None = None
        self.bid: int | None = None
        self.actions: list[dict[str, Any]] = []
        self.pair_points: list[int] = []
        self.pairs: list[list[int]] = []
        self.discards: list[list[int]] = []
        #: The seat to act, or None between rounds and after the game.
        self.current_seat: int | None = None
        self.hits_this_turn = 0
        self.completed_rounds: list[dict[str, Any]] = []
        #: The finished rounds without the dice, shared (never mutated) with observations.
        self.public_rounds: tuple[dict[str, Any], ...] = ()
        self.winner: int | None = None

    # ------------------------------------------------------------------ queries

    @property
    def current(self) -> int | None:
        """The seat to act (the older name of :attr:`current_seat`)."""
        return self.current_seat

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.phase is GAME_OVER

    def is_chance_node(self) -> bool:
        """Whether the next step is a deal (between rounds): :meth:`apply_chance` rolls it."""
        return self.phase is ROUND_OVER

    def apply_chance(self, outcome: Sequence[Sequence[int]] | None = None) -> list[Event]:
        """Roll the next round: ``outcome`` is every seat's dice, else the rng rolls them."""
        return self.next_round(outcome)

    def winners(self) -> list[int]:
        """The winner of a finished game as a one-seat list (empty while it goes on)."""
        return [] if self.winner is None else [self.winner]

    def hand(self, seat: int) -> list[int]:
        """The dice ``seat`` still holds, sorted (hidden information: not for other seats)."""
        return dice_of(self.hands[seat])

    def must_bid(self) -> bool:
        """True when the seat to bid is the only one left and nobody has bid."""
        return self.phase is AUCTION and must_bid(self.high_bid, self.passed)

    def lowest_raise(self) -> int:
        """The smallest legal bid right now."""
        return lowest_raise(self.high_bid, self.rules)

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current seat, in a fixed order."""
        if self.phase is AUCTION:
            return _auction_legal(self.must_bid(), self.lowest_raise(), self.rules.max_bid)
        if self.phase is PLAY:
            seat = self.current_seat
            assert seat is not None
            return _play_legal(seat, self.hands[seat], self.dice_left, self.hits_this_turn)
        return []

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now: its own dice and the public state."""
        if not 0 <= seat < self.num_players:
            raise ValueError(f"no seat {seat} at a table of {self.num_players}")
        # Positional arguments: this runs once per decision of every bot.
        return Observation(
            seat,
            self.phase,
            self.num_players,
            self.rules,
            self.round_number,
            self.dealer,
            self.current_seat,
            self.hands[seat][:],
            self.dice_left[:],
            self.scores[:],
            self.pair_points[:],
            self.passed[:],
            self.high_bid,
            self.high_bidder,
            self.bidder,
            self.bid,
            self.hits_this_turn,
            self.auction[:],
            self.actions[:],
            self.public_rounds,
        )

    def returns(self) -> list[int]:
        """Each seat's margin over the average of the others (zero-sum-ish payoff for search)."""
        total = sum(self.scores)
        n = self.num_players
        return [s - (total - s) / (n - 1) for s in self.scores]  # type: ignore[misc]

    # ------------------------------------------------------------------ changes

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the current seat and return the events it caused.

        Raises :class:`IllegalAction` (and changes nothing) if the rules forbid it.
        """
        phase = self.phase
        kind = type(action)
        if phase is PLAY:
            if kind is Ask:
                return self._ask(action)  # type: ignore[arg-type]
            if kind is EndTurn:
                return self._end_turn()
            raise IllegalAction(
                f"{action!r} is not a play action: ask a player for a value, or pass",
                "play_actions",
            )
        if phase is AUCTION:
            if kind is Bid:
                return self._bid(action.amount)  # type: ignore[union-attr]
            if kind is PassBid:
                return self._pass_bid()
            raise IllegalAction(
                f"{action!r} is not an auction action: bid a number, or pass", "auction_actions"
            )
        if phase is ROUND_OVER:
            raise IllegalAction(
                "the round is over: start the next round before acting", "round_over"
            )
        raise IllegalAction("the game is over", "game_over")

    def _bid(self, amount: int) -> list[Event]:
        seat = self.current_seat
        assert seat is not None
        if type(amount) is not int:
            raise IllegalAction(f"a bid is a whole number of points, not {amount!r}", "bid_number")
        lowest = self.lowest_raise()
        if amount < lowest:
            raise IllegalAction(
                f"a bid must raise the high bid: at least {lowest}, not {amount}", "bid_must_raise"
            )
        if amount > self.rules.max_bid:
            raise IllegalAction(
                f"no bid above {self.rules.max_bid}, the most a bidder could score", "bid_ceiling"
            )
        self.high_bid = amount
        self.high_bidder = seat
        self.auction.append({"seat": seat, "bid": amount})
        events: list[Event] = [BidMade(seat, amount)]
        return self._advance_auction(seat, events)

    def _pass_bid(self) -> list[Event]:
        seat = self.current_seat
        assert seat is not None
        if self.must_bid():
            raise IllegalAction(
                "everyone else passed and nobody has bid: the last player must bid", "last_must_bid"
            )
        self.passed[seat] = True
        self.auction.append({"seat": seat, "bid": None})
        events: list[Event] = [BidPassed(seat)]
        return self._advance_auction(seat, events)

    def _advance_auction(self, seat: int, events: list[Event]) -> list[Event]:
        passed = self.passed
        if passed.count(False) == 1 and self.high_bidder is not None:
            # Only the high bidder is still in: the auction is won.
            bidder = self.high_bidder
            bid = self.high_bid
            assert bid is not None
            self.bidder = bidder
            self.bid = bid
            self.phase = PLAY
            self.current_seat = bidder
            self.hits_this_turn = 0
            events.append(AuctionWon(bidder, bid))
            events.append(TurnStarted(bidder))
            return events
        n = self.num_players
        nxt = (seat + 1) % n
        while passed[nxt]:
            nxt = (nxt + 1) % n
        self.current_seat = nxt
        return events

    def _ask(self, action: Ask) -> list[Event]:
        seat = self.current_seat
        assert seat is not None
        target, value = action.target, action.value
        n = self.num_players
        # type() is: bools and other int subclasses are not seats or values.
        if type(target) is not int or not 0 <= target < n:
            raise IllegalAction(f"there is no seat {target!r} to ask", "ask_seat")
        if target == seat:
            raise IllegalAction("you cannot ask yourself: ask another player", "ask_other_player")
        if type(value) is not int or not 1 <= value <= 6:
            raise IllegalAction(f"dice show 1 to 6, not {value!r}", "ask_value")
        if not self.dice_left[target]:
            raise IllegalAction(
                f"seat {target} has no dice left and cannot be asked", "ask_player_with_dice"
            )
        mine = self.hands[seat]
        if not mine[value]:
            raise IllegalAction(
                f"you can only ask for a value you hold, and you hold no {value}", "ask_value_held"
            )
        theirs = self.hands[target]
        dice_left = self.dice_left
        if theirs[value]:
            theirs[value] -= 1
            mine[value] -= 1
            dice_left[target] -= 1
            dice_left[seat] -= 1
            points = 2 * value
            self.pair_points[seat] += points
            self.pairs[seat].append(value)
            self.hits_this_turn += 1
            self.actions.append(
                {"seat": seat, "type": "ask", "target": target, "value": value, "hit": True}
            )
            events: list[Event] = [AskHit(seat, target, value, points)]
            if not dice_left[target]:
                self.with_dice -= 1
            if not dice_left[seat]:
                self.with_dice -= 1
                if self.with_dice > 1:
                    events.append(TurnEnded(seat, "out_of_dice"))
                    self._start_turn(self._next_with_dice(seat), events)
                    return events
            if self.with_dice <= 1:
                self._end_round(events)
            return events
        # A miss: discard one die of that value and end the turn.
        mine[value] -= 1
        dice_left[seat] -= 1
        self.discards[seat].append(value)
        self.actions.append(
            {"seat": seat, "type": "ask", "target": target, "value": value, "hit": False}
        )
        events = [AskMiss(seat, target, value), TurnEnded(seat, "miss")]
        if not dice_left[seat]:
            self.with_dice -= 1
        if self.with_dice <= 1:
            self._end_round(events)
            return events
        if self.rules.turn_after_miss == ASKED_PLAYER:
            nxt = target
        else:
            nxt = self._next_with_dice(seat)
        self._start_turn(nxt, events)
        return events

    def _end_turn(self) -> list[Event]:
        seat = self.current_seat
        assert seat is not None
        if not self.hits_this_turn:
            raise IllegalAction(
                "you must ask at least once before passing; pass only after a hit",
                "ask_before_pass",
            )
        self.actions.append({"seat": seat, "type": "pass"})
        events: list[Event] = [TurnEnded(seat, "pass")]
        self._start_turn(self._next_with_dice(seat), events)
        return events

    def _next_with_dice(self, seat: int) -> int:
        n = self.num_players
        dice_left = self.dice_left
        nxt = (seat + 1) % n
        while not dice_left[nxt]:
            nxt = (nxt + 1) % n
        return nxt

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        self.current_seat = seat
        self.hits_this_turn = 0
        events.append(TurnStarted(seat))

    def _end_round(self, events: list[Event]) -> None:
        last_player: int | None = None
        leftover = 0
        for seat, left in enumerate(self.dice_left):
            if left:
                last_player = seat
                leftover = sum(v * c for v, c in enumerate(self.hands[seat]))
        bidder, bid = self.bidder, self.bid
        assert bidder is not None and bid is not None
        points, made = round_points(
            self.pair_points, last_player, leftover, bidder, bid, self.rules
        )
        for seat, gained in enumerate(points):
            self.scores[seat] += gained
        summary = {
            "number": self.round_number,
            "dealer": self.dealer,
            "dice": [list(dice) for dice in self.rolled],
            "auction": [dict(entry) for entry in self.auction],
            "bidder": bidder,
            "bid": bid,
            "actions": [dict(entry) for entry in self.actions],
            "last_player": last_player,
            "pair_points": list(self.pair_points),
            "round_points": points,
            "scores": list(self.scores),
        }
        self.completed_rounds.append(summary)
        self.public_rounds = (*self.public_rounds, public_round(summary))
        self.current_seat = None
        events.append(RoundEnded(summary, leftover, made))
        winner = game_winner(self.scores, self.rules.target_score)
        if winner is None:
            self.phase = ROUND_OVER
        else:
            self.phase = GAME_OVER
            self.winner = winner
            events.append(GameWon(winner, list(self.scores)))

    def next_round(self, dice: Sequence[Sequence[int]] | None = None) -> list[Event]:
        """Deal the next round (the dealer moves one seat left) and return its start event.

        ``dice`` forces the roll (replays and scripted tests); otherwise the
        state's random generator rolls.
        """
        if self.phase is not ROUND_OVER:
            raise IllegalAction(
                f"a new round starts only after a round is over, not during {self.phase.value}",
                "next_round",
            )
        self._deal((self.dealer + 1) % self.num_players, dice)
        return [self.round_started_event()]

    def round_started_event(self) -> RoundStarted:
        """The event that announces the current round (also for the first round)."""
        return RoundStarted(
            self.round_number,
            self.dealer,
            list(self.dice_left),
            (self.dealer + 1) % self.num_players,
        )

    def _deal(self, dealer: int, dice: Sequence[Sequence[int]] | None) -> None:
        n = self.num_players
        per = self.rules.dice_per_player
        if dice is None:
            flat = self.rng.choices(FACES, k=n * per)
            rolled = [flat[i * per : (i + 1) * per] for i in range(n)]
        else:
            rolled = [list(hand) for hand in dice]
            if len(rolled) != n or any(len(hand) != per for hand in rolled):
                raise ValueError(f"a roll is {n} hands of {per} dice")
            for hand in rolled:
                for value in hand:
                    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                        raise ValueError(f"a die shows 1 to 6, not {value!r}")
        self.round_number += 1
        self.dealer = dealer
        self.rolled = rolled
        self.hands = [counts_of(hand) for hand in rolled]
        self.dice_left = [per] * n
        self.with_dice = n
        self.auction = []
        self.passed = [False] * n
        self.high_bid = None
        self.high_bidder = None
        self.bidder = None
        self.bid = None
        self.actions = []
        self.pair_points = [0] * n
        self.pairs = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.current_seat = (dealer + 1) % n
        self.hits_this_turn = 0
        self.phase = AUCTION

    # ------------------------------------------------------------------ copies

    def clone(self, copy_rng: bool = True) -> GameState:
        """An independent copy; with ``copy_rng=False`` the copy shares the generator."""
        other = GameState.__new__(GameState)
        other.rules = self.rules
        other.num_players = self.num_players
        other.seed = self.seed
        if copy_rng:
            rng = random.Random()
            rng.setstate(self.rng.getstate())
            other.rng = rng
        else:
            other.rng = self.rng
        other.phase = self.phase
        other.round_number = self.round_number
        other.dealer = self.dealer
        other.scores = list(self.scores)
        other.hands = [list(h) for h in self.hands]
        other.dice_left = list(self.dice_left)
        other.with_dice = self.with_dice
        other.rolled = self.rolled  # never mutated in place
        other.auction = list(self.auction)
        other.passed = list(self.passed)
        other.high_bid = self.high_bid
        other.high_bidder = self.high_bidder
        other.bidder = self.bidder
        other.bid = self.bid
        other.actions = list(self.actions)
        other.pair_points = list(self.pair_points)
        other.pairs = [list(p) for p in self.pairs]
        other.discards = [list(d) for d in self.discards]
        other.current_seat = self.current_seat
        other.hits_this_turn = self.hits_this_turn
        other.completed_rounds = list(self.completed_rounds)
        other.public_rounds = self.public_rounds
        other.winner = self.winner
        return other

    @classmethod
    def from_observation(
        cls, obs: Observation, hands: Sequence[Sequence[int]], rng: random.Random | None = None
    ) -> GameState:
        """A determinized state: the public facts of ``obs`` with ``hands`` (counts) guessed.

        For search: the result continues the current round exactly as the real
        game would if the hidden dice were ``hands``. Its history of earlier
        rounds is empty, and its ``rolled`` dice are the guessed hands.
        """
        if len(hands) != obs.num_players:
            raise ValueError("one hand of counts per seat is needed")
        for seat, counts in enumerate(hands):
            if sum(counts[1:7]) != obs.dice_counts[seat]:
                raise ValueError(f"seat {seat}'s guessed hand does not match its dice count")
        state = cls(obs.num_players, obs.rules, rng or random.Random(0), None)
        state.phase = Phase(obs.phase)
        state.round_number = obs.round_number
        state.dealer = obs.dealer
        state.scores = list(obs.scores)
        state.hands = [list(h) for h in hands]
        state.dice_left = list(obs.dice_counts)
        state.with_dice = sum(1 for d in obs.dice_counts if d)
        state.rolled = [dice_of(h) for h in hands]
        state.auction = list(obs.auction)
        state.passed = list(obs.passed)
        state.high_bid = obs.high_bid
        state.high_bidder = obs.high_bidder
        state.bidder = obs.bidder
        state.bid = obs.bid
        state.actions = list(obs.actions)
        state.pair_points = list(obs.pair_points)
        state.pairs = [[] for _ in range(obs.num_players)]
        state.discards = [[] for _ in range(obs.num_players)]
        state.current_seat = obs.current_seat
        state.hits_this_turn = obs.hits_this_turn
        state.public_rounds = obs.history
        return state

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return same_slots(self, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<GameState {self.num_players} players, round {self.round_number}, "
            f"{self.phase.value}, seat {self.current_seat} to act, scores {self.scores}>"
        )


def new_game(
    num_players: int,
    rules: Rules | None = None,
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    dealer: int = 0,
    dice: Sequence[Sequence[int]] | None = None,
    match: Mapping[str, Any] | None = None,
) -> GameState:
    """Start a game and deal its first round.

    Randomness comes from ``rng`` if given, else from ``random.Random(seed)``;
    ``dice`` forces the first roll (scripted tests and replays). ``match`` (the
    session's data across rematches) changes nothing in Yenta: seat 0 deals first.
    """
    if rng is None:
        rng = random.Random(seed)
    state = GameState(num_players, rules or Rules(), rng, seed)
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < num_players:
        raise ValueError(f"the dealer must be a seat 0..{num_players - 1}, not {dealer!r}")
    state._deal(dealer, dice)
    return state
