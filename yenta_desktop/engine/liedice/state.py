"""The state of a Lie Dice game and its transitions, OpenSpiel style.

A round: the opener shakes five dice in the closed box (a chance node), may
look, and bids, choosing the direction; each receiver calls "Liar!" or
accepts (looks, or bids blind), may keep one to four dice and re-roll the rest
(a chance node), and bids higher. A call opens the box: the loser of the life
opens the next round (docs/rules/lie-dice.md).

The box is five positions (ranks 0..5, see :mod:`.hands`). Only the holder who
looked sees it; each seat's sightings (the box as it found it and as it passed
it) are kept for its observation. The state holds the injected
``random.Random``; nothing else in the engine draws random numbers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.liedice.actions import (
    CALL,
    DIRECTIONS,
    LEFT,
    LOOK,
    Action,
    Bid,
    Call,
    Look,
    Reroll,
)
from yenta_desktop.engine.liedice.events import (
    BidMade,
    BoxRevealed,
    BoxShaken,
    Event,
    GameOver,
    LiarCalled,
    LifeLost,
    Looked,
    PlayerOut,
    RerollAnnounced,
    RoundStarted,
)
from yenta_desktop.engine.liedice.hands import (
    BIDS,
    FACES,
    RANK,
    TOP_INDEX,
    bid_index,
    index_of_ranks,
)
from yenta_desktop.engine.liedice.rules import FIRST_OUT, MAX_PLAYERS, MIN_PLAYERS, Rules

# Phases: chance nodes (the opener's shake, a re-roll), a seat's turn, the end.
ROLL = "roll"
REROLL = "reroll"
TURN = "turn"
OVER = "over"

# Stages of a turn (public: the table sees the lid and hears the re-roll).
OPEN = "open"  # the opener before its bid: may look, then bids and picks the direction
DECIDE = "decide"  # a receiver that has not looked: call, look, or bid blind
LOOKED = "looked"  # a receiver that looked: re-roll or bid
REROLLED = "rerolled"  # a receiver that re-rolled: bid

#: Bid actions from junk to five aces; the opener's with each direction.
BID_ACTIONS: tuple[Bid, ...] = tuple(Bid(dice) for dice in BIDS)
OPENER_BIDS: tuple[Bid, ...] = tuple(Bid(dice, d) for dice in BIDS for d in DIRECTIONS)
#: Every re-roll: keep one to four of the five positions.
REROLLS: tuple[Reroll, ...] = tuple(
    Reroll(keep) for size in (4, 3, 2, 1) for keep in combinations(range(5), size)
)


def faces_of(ranks: Sequence[int]) -> tuple[str, ...]:
    """Ranks 0..5 as face names."""
    return tuple(FACES[r] for r in ranks)


def legal_for(stage: str | None, looked: bool, current_bid: int | None) -> list[Action]:
    """The legal actions at a turn stage (shared by the state and the observation)."""
    if stage == OPEN:
        return [*([] if looked else [LOOK]), *OPENER_BIDS]
    assert current_bid is not None or stage is None
    if stage == DECIDE:
        assert current_bid is not None
        if current_bid >= TOP_INDEX:
            return [CALL]
        return [CALL, LOOK, *BID_ACTIONS[current_bid + 1 :]]
    if stage == LOOKED:
        assert current_bid is not None
        return [*REROLLS, *BID_ACTIONS[current_bid + 1 :]]
    if stage == REROLLED:
        assert current_bid is not None
        return list(BID_ACTIONS[current_bid + 1 :])
    return []


@dataclass(frozen=True)
class Sighting:
    """What one seat saw of the box on one of its turns.

    ``index`` is the position of that turn's bid in the round's actions;
    ``received`` the box as the seat found it when it looked, ``passed`` the
    box it passed on (different only after a re-roll). Dice in box order.
    """

    round: int
    index: int
    received: tuple[str, ...]
    passed: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "round": self.round,
            "index": self.index,
            "received": list(self.received),
            "passed": list(self.passed),
        }


def public_action(entry: Mapping[str, Any]) -> dict[str, Any]:
    """A record action entry without the hidden parts (the box and the kept positions)."""
    if entry["type"] == "call":
        return {"seat": entry["seat"], "type": "call"}
    return {
        "seat": entry["seat"],
        "type": "bid",
        "dice": list(entry["dice"]),
        "looked": entry["looked"],
        "rerolled": entry["rerolled"],
    }


def public_round(summary: Mapping[str, Any]) -> dict[str, Any]:
    """A finished round's record entry as everyone saw it (the revealed box is public)."""
    public = {key: value for key, value in summary.items() if key != "actions"}
    public["actions"] = [public_action(entry) for entry in summary["actions"]]
    return public


@dataclass(slots=True)
class Observation:
    """What one seat may know: the public game and its own sightings, never more.

    ``my_box`` is the box in position order while this seat holds it and has
    looked this turn (``received``: as it found it, before any re-roll).
    ``seen`` is every sighting of this seat in the whole game; ``actions`` this
    round's public actions (``{"seat", "type": "bid", "dice", "looked",
    "rerolled"}``; the opener's shake counts as ``rerolled`` 5); ``history``
    the finished rounds as everyone saw them (revealed box included).
    """

    seat: int
    num_players: int
    rules: Rules
    phase: str
    stage: str | None
    current_seat: int | None
    round_number: int
    opener: int
    direction: str | None
    holder: int | None
    lives: tuple[int, ...]
    bid: tuple[str, ...] | None
    bid_rank: int | None
    bidder: int | None
    looked: bool
    rerolling: int
    my_box: tuple[str, ...] | None
    received: tuple[str, ...] | None
    seen: tuple[Sighting, ...]
    actions: tuple[dict[str, Any], ...]
    history: tuple[dict[str, Any], ...]

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat acts now."""
        return self.current_seat == self.seat

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions on its turn, else an empty list."""
        if self.current_seat != self.seat:
            return []
        return legal_for(self.stage, self.looked, self.bid_rank)

    def lowest_raise(self) -> tuple[str, ...] | None:
        """The smallest legal bid now (None when nothing beats the bid)."""
        if self.bid_rank is None:
            return BIDS[0]
        return BIDS[self.bid_rank + 1] if self.bid_rank < TOP_INDEX else None

    def seen_this_round(self) -> tuple[Sighting, ...]:
        """This seat's sightings in the current round."""
        return tuple(s for s in self.seen if s.round == self.round_number)

    def rerolls_since(self, index: int) -> list[int]:
        """Dice re-rolled by each bid of this round after action ``index`` (public)."""
        return [entry["rerolled"] for entry in self.actions[index + 1 :] if entry["type"] == "bid"]

    def to_dict(self) -> dict[str, Any]:
        """The JSON-able observation of the outside-bot protocol (docs/bots.md)."""
        data: dict[str, Any] = {
            "seat": self.seat,
            "num_players": self.num_players,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "stage": self.stage,
            "current_seat": self.current_seat,
            "round": self.round_number,
            "opener": self.opener,
            "direction": self.direction,
            "holder": self.holder,
            "lives": list(self.lives),
            "bid": None if self.bid is None else list(self.bid),
            "bidder": self.bidder,
            "looked": self.looked,
            "rerolling": self.rerolling,
            "my_box": None if self.my_box is None else list(self.my_box),
            "received": None if self.received is None else list(self.received),
            "seen": [s.to_dict() for s in self.seen],
            "actions": [_copy_action(entry) for entry in self.actions],
            "rounds": [_copy_public_round(r) for r in self.history],
        }
        if self.current_seat == self.seat:
            low = self.lowest_raise()
            data["lowest_raise"] = None if low is None else list(low)
            data["legal"] = [action.to_dict() for action in self.legal_actions()]
        return data


def _copy_action(entry: Mapping[str, Any]) -> dict[str, Any]:
    copied = dict(entry)
    if "dice" in copied:
        copied["dice"] = list(copied["dice"])
    return copied


def _copy_public_round(entry: Mapping[str, Any]) -> dict[str, Any]:
    copied = dict(entry)
    copied["actions"] = [_copy_action(a) for a in entry["actions"]]
    for key in ("box", "bid", "lives"):
        copied[key] = list(entry[key])
    return copied


class GameState:
    """A Lie Dice game in progress: ``legal_actions()``, ``apply(action)``, ``clone()``.

    Build one with :func:`new_game`. ``apply`` validates fully before it
    changes anything, so an :class:`IllegalAction` leaves the state as it was.
    """

    def __init__(
        self, num_players: int, rules: Rules, rng: random.Random, seed: int | None, opener: int
    ) -> None:
        if isinstance(num_players, bool) or not isinstance(num_players, int):
            raise ValueError(f"the number of players must be a whole number, not {num_players!r}")
        if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise ValueError(
                f"Lie Dice is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}"
            )
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be Lie Dice rules, not {rules!r}")
        if isinstance(opener, bool) or not isinstance(opener, int) or not 0 <= opener < num_players:
            raise ValueError(f"the opener must be a seat 0..{num_players - 1}, not {opener!r}")
        self.rules = rules
        self.num_players = num_players
        self.seed = seed
        self.rng = rng
        self.first_opener = opener
        self.lives = [rules.lives] * num_players
        self.phase = ROLL
        self.round_number = 0
        self.opener = opener
        self.step = 0  # +1 left (clockwise), -1 right; 0 until the opener bids
        self.holder: int | None = None
        self.box = [0] * 5
        self.bid_rank: int | None = None
        self.bidder: int | None = None
        self.looked = False
        self.received: tuple[int, ...] | None = None
        self.kept: tuple[int, ...] = ()
        self.rerolled = 0
        #: This round's record entries (hidden parts included) and their public forms.
        self.actions: list[dict[str, Any]] = []
        self.public_actions: tuple[dict[str, Any], ...] = ()
        #: This round's box writes: (positions, ranks) in order (the shake first).
        self.writes: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        #: Per bid entry: writes applied when its bidder looked, and after its bid.
        self.marks: list[tuple[int, int]] = []
        self.turn_mark = 0
        self.sightings: list[list[Sighting]] = [[] for _ in range(num_players)]
        self.rounds: list[dict[str, Any]] = []
        self.public_rounds: tuple[dict[str, Any], ...] = ()
        #: Every step since the start: {"chance": [faces]} or {"seat", "action"} (saves).
        self.steps: list[dict[str, Any]] = []
        self.round_first_step = 0
        self.loser: int | None = None
        self.winner: int | None = None
        #: Seats in the order they ran out of lives.
        self.out_order: list[int] = []

    # ------------------------------------------------------------------ queries

    @property
    def current_seat(self) -> int | None:
        """The seat to act; None at a chance node and after the game."""
        return self.holder if self.phase == TURN else None

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.phase == OVER

    def is_chance_node(self) -> bool:
        """Whether dice are to be rolled next (the opener's shake or a re-roll)."""
        return self.phase in (ROLL, REROLL)

    @property
    def stage(self) -> str | None:
        """The stage of the current turn (OPEN, DECIDE, LOOKED, REROLLED) or None."""
        if self.phase != TURN:
            return None
        if self.bid_rank is None:
            return OPEN
        if self.rerolled:
            return REROLLED
        return LOOKED if self.looked else DECIDE

    @property
    def direction(self) -> str | None:
        """The round's direction once the opener has bid ("left" = clockwise)."""
        return None if self.step == 0 else (LEFT if self.step == 1 else "right")

    @property
    def bid(self) -> tuple[str, ...] | None:
        """The bid on the table (None before the opener's bid)."""
        return None if self.bid_rank is None else BIDS[self.bid_rank]

    def box_faces(self) -> tuple[str, ...]:
        """The box in position order (hidden information: not for other seats)."""
        return faces_of(self.box)

    def alive(self, seat: int) -> bool:
        """Whether ``seat`` is still playing (has lives)."""
        return self.lives[seat] > 0

    def next_seat(self, seat: int, step: int) -> int:
        """The next seat still in the game from ``seat`` going ``step`` (+1 left, -1 right)."""
        n = self.num_players
        other = (seat + step) % n
        while not self.lives[other]:
            other = (other + step) % n
        return other

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current seat, in a fixed order."""
        return legal_for(self.stage, self.looked, self.bid_rank)

    def winners(self) -> list[int]:
        """first_out: everyone but the loser; last_standing: the last one left (once over)."""
        if self.phase != OVER:
            return []
        if self.winner is not None:
            return [self.winner]
        return [s for s in range(self.num_players) if s != self.loser]

    def returns(self) -> list[float]:
        """Zero-sum payoffs: the loser -1 and the rest share +1, or the winner +1 and the rest -1."""
        n = self.num_players
        if self.phase != OVER:
            return [0.0] * n
        winners = set(self.winners())
        if len(winners) == 1:
            return [1.0 if s in winners else -1.0 / (n - 1) for s in range(n)]
        return [1.0 / (n - 1) if s in winners else -1.0 for s in range(n)]

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now: the public game and its own sightings."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.num_players:
            raise ValueError(f"no seat {seat!r} at a table of {self.num_players}")
        mine = self.phase in (TURN, REROLL) and self.holder == seat and self.looked
        return Observation(
            seat,
            self.num_players,
            self.rules,
            self.phase,
            self.stage,
            self.current_seat,
            self.round_number,
            self.opener,
            self.direction,
            self.holder,
            tuple(self.lives),
            self.bid,
            self.bid_rank,
            self.bidder,
            self.looked,
            self.rerolled,
            faces_of(self.box) if mine and self.phase == TURN else None,
            faces_of(self.received) if mine and self.received is not None else None,
            tuple(self.sightings[seat]),
            self.public_actions,
            self.public_rounds,
        )

    # ------------------------------------------------------------------ chance

    def apply_chance(self, outcome: Sequence[str] | None = None) -> list[Event]:
        """Roll the dice due: five for the opener's shake, or the announced re-roll.

        ``outcome`` gives the faces (replays, scripted tests): all five in
        position order, or the re-rolled positions' new faces in position order.
        """
        if self.phase == ROLL:
            ranks = self._draw(5, outcome)
            return self._start_round(ranks)
        if self.phase == REROLL:
            holder = self.holder
            assert holder is not None
            positions = tuple(p for p in range(5) if p not in self.kept)
            ranks = self._draw(len(positions), outcome)
            self._write(positions, ranks)
            self.phase = TURN
            return [BoxShaken(holder, len(positions))]
        raise IllegalAction("no dice are to be rolled now", "not_chance")

    def _draw(self, count: int, outcome: Sequence[str] | None) -> tuple[int, ...]:
        if outcome is None:
            ranks = tuple(self.rng.randrange(6) for _ in range(count))
        else:
            if isinstance(outcome, (str, bytes)) or not isinstance(outcome, (list, tuple)):
                raise ValueError(f"a roll is a list of {count} faces, not {outcome!r}")
            if len(outcome) != count:
                raise ValueError(f"this roll is {count} dice, not {len(outcome)}")
            found = [RANK.get(face) if isinstance(face, str) else None for face in outcome]
            if any(rank is None for rank in found):
                raise ValueError(f"a die shows 9, 10, J, Q, K or A, not {list(outcome)!r}")
            ranks = tuple(r for r in found if r is not None)
        self.steps.append({"chance": list(faces_of(ranks))})
        return ranks

    def _write(self, positions: tuple[int, ...], ranks: tuple[int, ...]) -> None:
        for position, rank in zip(positions, ranks, strict=True):
            self.box[position] = rank
        self.writes.append((positions, ranks))

    def _start_round(self, ranks: tuple[int, ...]) -> list[Event]:
        self.round_number += 1
        self.round_first_step = len(self.steps) - 1
        self.phase = TURN
        self.step = 0
        self.holder = self.opener
        self.bid_rank = None
        self.bidder = None
        self.actions = []
        self.public_actions = ()
        self.writes = []
        self.marks = []
        self._write((0, 1, 2, 3, 4), ranks)
        self._start_turn()
        return [
            RoundStarted(self.round_number, self.opener, list(self.lives)),
            BoxShaken(self.opener, 5),
        ]

    def _start_turn(self) -> None:
        self.looked = False
        self.received = None
        self.kept = ()
        self.rerolled = 0
        self.turn_mark = len(self.writes)

    # ------------------------------------------------------------------ actions

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the current seat and return the events it caused.

        Raises :class:`IllegalAction` (and changes nothing) if the rules forbid it.
        """
        if self.phase == OVER:
            raise IllegalAction("the game is over", "game_over")
        if self.phase != TURN:
            raise IllegalAction("the dice are rolling: nobody acts now", "chance_pending")
        kind = type(action)
        if kind is Bid:
            events = self._bid(action)  # type: ignore[arg-type]
        elif kind is Look:
            events = self._look()
        elif kind is Reroll:
            events = self._reroll(action)  # type: ignore[arg-type]
        elif kind is Call:
            events = self._call()
        else:
            raise IllegalAction(
                f"{action!r} is not a Lie Dice action: call, look, re-roll or bid", "actions"
            )
        return events

    def _record_step(self, seat: int, action: Action) -> None:
        self.steps.append({"seat": seat, "action": action.to_dict()})

    def _look(self) -> list[Event]:
        seat = self.holder
        assert seat is not None
        if self.looked:
            raise IllegalAction("you have already looked into the box", "look_once")
        if self.bid_rank is not None and self.bid_rank >= TOP_INDEX:
            raise IllegalAction(
                "nothing beats five aces: you cannot accept the bid, call it", "must_call"
            )
        self._record_step(seat, LOOK)
        self.looked = True
        self.received = tuple(self.box)
        return [Looked(seat)]

    def _reroll(self, action: Reroll) -> list[Event]:
        seat = self.holder
        assert seat is not None
        if self.bid_rank is None:
            raise IllegalAction(
                "the opener has just shaken all five dice: bid, no re-roll", "opener_no_reroll"
            )
        if not self.looked:
            raise IllegalAction("look into the box before choosing dice to keep", "look_first")
        if self.rerolled:
            raise IllegalAction("you have re-rolled already: now bid", "reroll_once")
        keep = action.keep
        if (
            not isinstance(keep, tuple)
            or not all(type(p) is int and 0 <= p <= 4 for p in keep)
            or len(set(keep)) != len(keep)
            or not 1 <= len(keep) <= 4
        ):
            raise IllegalAction(
                f"keep one to four different box positions 0-4, not {keep!r}", "reroll_keep"
            )
        self._record_step(seat, action)
        self.kept = keep
        self.rerolled = 5 - len(keep)
        self.phase = REROLL
        return [RerollAnnounced(seat, len(keep), 5 - len(keep))]

    def _bid(self, action: Bid) -> list[Event]:
        seat = self.holder
        assert seat is not None
        dice = action.dice
        try:
            if not isinstance(dice, tuple):
                raise ValueError(f"dice are a list of faces, not {dice!r}")
            index = bid_index(dice)
        except ValueError as error:
            raise IllegalAction(f"not a bid: {error}", "bid_dice") from None
        opening = self.bid_rank is None
        direction = action.direction
        if opening:
            if direction not in DIRECTIONS:
                raise IllegalAction(
                    "the opener passes the box left or right: give the direction", "direction"
                )
        else:
            if direction is not None:
                raise IllegalAction(
                    "only the opener's bid sets the direction; the box goes on the same way",
                    "direction",
                )
            assert self.bid_rank is not None
            if self.bid_rank >= TOP_INDEX:
                raise IllegalAction("nothing beats five aces: call it", "must_call")
            if index <= self.bid_rank:
                raise IllegalAction(
                    f"a bid must beat {' '.join(BIDS[self.bid_rank]) or 'junk'}:"
                    f" at least {' '.join(BIDS[self.bid_rank + 1])}",
                    "bid_must_raise",
                )
        self._record_step(seat, action)
        if opening:
            self.step = 1 if direction == LEFT else -1
        rerolled = 5 if opening else self.rerolled
        entry = {
            "seat": seat,
            "type": "bid",
            "dice": list(dice),
            "looked": self.looked,
            "kept": list(self.kept),
            "rerolled": rerolled,
            "box": list(faces_of(self.box)),
        }
        self.actions.append(entry)
        self.public_actions = (*self.public_actions, public_action(entry))
        self.marks.append((self.turn_mark, len(self.writes)))
        if self.looked:
            self.sightings[seat].append(
                Sighting(
                    self.round_number,
                    len(self.actions) - 1,
                    faces_of(self.received or self.box),
                    faces_of(self.box),
                )
            )
        self.bid_rank = index
        self.bidder = seat
        receiver = self.next_seat(seat, self.step)
        events: list[Event] = [
            BidMade(seat, BIDS[index], receiver, direction, self.looked, rerolled)
        ]
        self.holder = receiver
        self._start_turn()
        return events

    def _call(self) -> list[Event]:
        caller = self.holder
        assert caller is not None
        if self.bid_rank is None:
            raise IllegalAction("there is no bid to call yet: the opener bids", "nothing_to_call")
        if self.looked:
            raise IllegalAction(
                "you looked, so you accepted the bid: now bid higher", "call_before_look"
            )
        bidder = self.bidder
        assert bidder is not None
        self._record_step(caller, CALL)
        entry = {"seat": caller, "type": "call"}
        self.actions.append(entry)
        self.public_actions = (*self.public_actions, public_action(entry))
        bid = BIDS[self.bid_rank]
        truthful = index_of_ranks(self.box) >= self.bid_rank
        loser = caller if truthful else bidder
        self.lives[loser] -= 1
        events: list[Event] = [
            LiarCalled(caller, bidder, bid),
            BoxRevealed(faces_of(self.box), bid, truthful),
            LifeLost(
                loser, self.lives[loser], "wrong_call" if truthful else "lied", caller, bidder
            ),
        ]
        summary: dict[str, Any] = {
            "number": self.round_number,
            "opener": self.opener,
            "direction": self.direction,
            "actions": self.actions,
            "box": list(faces_of(self.box)),
            "bid": list(bid),
            "bidder": bidder,
            "caller": caller,
            "loser": loser,
            "reason": "wrong_call" if truthful else "lied",
            "lives": list(self.lives),
        }
        self.rounds.append(summary)
        self.public_rounds = (*self.public_rounds, public_round(summary))
        # The finished round lives on in the history; the table waits for the next shake.
        self.actions = []
        self.public_actions = ()
        self.holder = None
        if not self.lives[loser]:
            self.out_order.append(loser)
            events.append(PlayerOut(loser))
            if self.rules.end == FIRST_OUT:
                self.loser = loser
                return self._finish(events)
            still_in = [s for s in range(self.num_players) if self.lives[s]]
            if len(still_in) == 1:
                self.winner = still_in[0]
                return self._finish(events)
            self.opener = self.next_seat(loser, 1)
        else:
            self.opener = loser
        self.phase = ROLL
        return events

    def _finish(self, events: list[Event]) -> list[Event]:
        self.phase = OVER
        events.append(GameOver(self.winners(), self.loser, list(self.lives)))
        return events

    # ------------------------------------------------------------------ copies

    def clone(self) -> GameState:
        """An independent copy (its random generator copied too)."""
        other = GameState.__new__(GameState)
        other.__dict__.update(self.__dict__)
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        other.rng = rng
        other.lives = list(self.lives)
        other.box = list(self.box)
        other.actions = [dict(entry) for entry in self.actions]
        other.writes = list(self.writes)
        other.marks = list(self.marks)
        other.sightings = [list(s) for s in self.sightings]
        other.rounds = list(self.rounds)  # finished rounds are never changed
        other.steps = list(self.steps)
        other.out_order = list(self.out_order)
        return other

    def __repr__(self) -> str:
        return (
            f"<Lie Dice {self.num_players} players, round {self.round_number}, {self.phase},"
            f" seat {self.current_seat} to act, lives {self.lives}>"
        )


def new_game(
    num_players: int,
    rules: Rules | None = None,
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    match: Mapping[str, Any] | None = None,
    opener: int | None = None,
) -> GameState:
    """A game waiting for the first opener's shake (a chance node).

    Randomness comes from ``rng`` if given, else ``random.Random(seed)``. The
    first opener is drawn from it (rule 2) unless ``opener`` is given
    (replays, scripted tests). ``match`` (the session's data across rematches)
    does not change the start: every game draws its own first opener.
    """
    if rng is None:
        rng = random.Random(seed)
    if isinstance(num_players, bool) or not isinstance(num_players, int):
        raise ValueError(f"the number of players must be a whole number, not {num_players!r}")
    if opener is None:
        if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise ValueError(
                f"Lie Dice is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}"
            )
        opener = rng.randrange(num_players)
    return GameState(num_players, rules or Rules(), rng, seed, opener)
