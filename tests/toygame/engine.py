"""The toy game's rules (standard library only): best of N rounds of "higher die wins".

Each round both dice are rolled in secret (a chance node); each player in
turn keeps their die or re-rolls it once (another chance node); the higher die
scores a point (a tie scores nothing). Most points after ``rounds`` wins;
players tied at the top all win.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.engine.errors import IllegalAction, RecordError, StateFormatError
from yenta_desktop.engine.protocol import HiddenInformation, Secret, StatColumn
from yenta_desktop.engine.records import check_format, check_outcome, envelope, last_state
from yenta_desktop.engine.settings import INT, RulesBase, Setting

GAME_ID = "toy-dice"
GAME_TITLE = "Toy Dice"
MIN_PLAYERS = 2
MAX_PLAYERS = 2
LENGTH_UNIT = "rounds"
#: Each player's die is rolled in secret.
HIDDEN_INFORMATION = HiddenInformation("imperfect", (Secret("own die", "other seats"),))
STAT_COLUMNS = (
    StatColumn("points", "points/game", "points", per="games"),
    StatColumn("rerolls", "re-rolls", "rerolls"),
)


@dataclass(frozen=True)
class Rules(RulesBase):
    """How many rounds a game lasts."""

    SETTINGS = (Setting("rounds", INT, 3, "rounds in a game", minimum=1, maximum=9),)

    rounds: int = 3


@dataclass(frozen=True)
class Keep:
    """Keep the die as it is."""

    def to_dict(self) -> dict[str, Any]:
        """Record form."""
        return {"type": "keep"}


@dataclass(frozen=True)
class Reroll:
    """Roll the die again (once)."""

    def to_dict(self) -> dict[str, Any]:
        """Record form."""
        return {"type": "reroll"}


KEEP = Keep()
REROLL = Reroll()


def action_from_dict(data: Any) -> Keep | Reroll:
    """An action from its record form."""
    kind = data.get("type") if isinstance(data, dict) else None
    if kind == "keep":
        return KEEP
    if kind == "reroll":
        return REROLL
    raise ValueError(f"unknown action {data!r}")


@dataclass(frozen=True)
class Observation:
    """One seat's view: its own die, the points, the public history."""

    seat: int
    current_seat: int | None
    round_number: int
    my_die: int | None
    points: tuple[int, ...]
    rerolled: tuple[bool, ...]
    history: tuple[tuple[int, ...], ...]

    def legal_actions(self) -> list[Keep | Reroll]:
        """Keep or re-roll on this seat's turn."""
        return [KEEP, REROLL] if self.current_seat == self.seat else []

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        data: dict[str, Any] = {
            "seat": self.seat,
            "current_seat": self.current_seat,
            "round": self.round_number,
            "my_die": self.my_die,
            "points": list(self.points),
            "rerolled": list(self.rerolled),
            "history": [list(dice) for dice in self.history],
        }
        if self.current_seat == self.seat:
            data["legal"] = [a.to_dict() for a in self.legal_actions()]
        return data


class State:
    """A toy game in progress."""

    def __init__(self, num_players: int, rules: Rules, rng: random.Random, seed: int | None):
        if num_players != 2:
            raise ValueError(f"Toy Dice is for 2 players, not {num_players}")
        self.num_players = num_players
        self.rules = rules
        self.rng = rng
        self.seed = seed
        self.round_number = 0
        self.dice: list[int] = [0, 0]
        self.rerolled = [False, False]
        self.points = [0, 0]
        self.current: int | None = None
        self.pending: str | None = "roll"  # chance to come: "roll" (both) or "reroll"
        self.moves: list[dict[str, Any]] = []
        self.revealed: list[tuple[int, ...]] = []

    @property
    def current_seat(self) -> int | None:
        """The seat to act (None while a die is to be rolled)."""
        return None if self.pending else self.current

    @property
    def is_terminal(self) -> bool:
        """All rounds played."""
        return self.pending is None and self.current is None

    def is_chance_node(self) -> bool:
        """Dice to roll."""
        return self.pending is not None

    def apply_chance(self, outcome: Any = None) -> list[Any]:
        """Roll both dice ("roll") or the current seat's die ("reroll")."""
        if self.pending == "roll":
            dice = [self.rng.randint(1, 6) for _ in range(2)] if outcome is None else outcome
            if not (isinstance(dice, list) and len(dice) == 2 and all(_die(d) for d in dice)):
                raise ValueError(f"a roll is two dice 1-6, not {dice!r}")
            self.round_number += 1
            self.dice = list(dice)
            self.rerolled = [False, False]
            self.current = 0
            self.pending = None
            self.moves.append({"chance": list(dice)})
            return [("rolled", self.round_number)]
        if self.pending == "reroll":
            die = self.rng.randint(1, 6) if outcome is None else outcome
            if not _die(die):
                raise ValueError(f"a die shows 1-6, not {die!r}")
            seat = self.current
            assert seat is not None
            self.dice[seat] = die
            self.pending = None
            self.moves.append({"chance": die})
            return [("rerolled", seat)] + self._next(seat)
        raise IllegalAction("no dice to roll now", "not_chance")

    def legal_actions(self) -> list[Keep | Reroll]:
        """Keep or re-roll."""
        return [] if self.current is None or self.pending else [KEEP, REROLL]

    def apply(self, action: Any) -> list[Any]:
        """Keep or re-roll for the current seat."""
        if self.current is None or self.pending:
            raise IllegalAction("nobody acts now", "no_turn")
        if action not in (KEEP, REROLL):
            raise IllegalAction(f"{action!r} is not keep or re-roll", "keep_or_reroll")
        seat = self.current
        self.moves.append({"seat": seat, "action": action.to_dict()})
        if action == REROLL:
            self.rerolled[seat] = True
            self.pending = "reroll"
            return [("rerolling", seat)]
        return [("kept", seat)] + self._next(seat)

    def _next(self, seat: int) -> list[Any]:
        if seat == 0:
            self.current = 1
            return []
        self.current = None
        a, b = self.dice
        winner = 0 if a > b else 1 if b > a else None
        if winner is not None:
            self.points[winner] += 1
        self.revealed.append(tuple(self.dice))
        events: list[Any] = [("round_won", winner)]
        if self.round_number < self.rules.rounds:
            self.pending = "roll"
        else:
            events.append(("game_over", self.winners()))
        return events

    def observation(self, seat: int) -> Observation:
        """What ``seat`` knows."""
        if seat not in (0, 1):
            raise ValueError(f"no seat {seat}")
        show = self.round_number > 0 and self.current is not None or bool(self.pending == "reroll")
        return Observation(
            seat,
            self.current_seat,
            self.round_number,
            self.dice[seat] if show else None,
            tuple(self.points),
            tuple(self.rerolled),
            tuple(self.revealed),
        )

    def clone(self) -> State:
        """A copy."""
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        for name in ("dice", "rerolled", "points", "moves", "revealed"):
            setattr(other, name, list(getattr(self, name)))
        return other

    def winners(self) -> list[int]:
        """Seats with the most points, once the game is over."""
        if not self.is_terminal:
            return []
        best = max(self.points)
        return [s for s, p in enumerate(self.points) if p == best]

    def returns(self) -> list[float]:
        """1 for each winner."""
        won = self.winners()
        return [1.0 if s in won else 0.0 for s in range(2)]


def _die(value: Any) -> bool:
    return type(value) is int and 1 <= value <= 6


def new_game(
    num_players: int,
    rules: Rules | None = None,
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    match: Mapping[str, Any] | None = None,
) -> State:
    """A game waiting for its first roll (a chance node)."""
    return State(num_players, rules or Rules(), rng or random.Random(seed), seed)


def make_record(state: State, players: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The toy-dice-record v1: the shared envelope around every move."""
    final = list(state.points) if state.is_terminal else None
    return envelope(GAME_ID, 1, state, players, {"history": [dict(m) for m in state.moves]}, final)


def _replay(
    rules: Rules, num: int, moves: Any, seed: int | None, rng: random.Random | None = None
) -> Iterator[tuple[State, list[Any]]]:
    if not isinstance(moves, list):
        raise RecordError("the record has no history list")
    try:
        state = new_game(num, rules, seed=seed, rng=rng)
    except ValueError as error:
        raise RecordError(str(error)) from None
    for index, move in enumerate(moves):
        try:
            if not isinstance(move, dict):
                raise ValueError("a move is an object")
            if "chance" in move:
                if not state.is_chance_node():
                    raise ValueError("no roll is due here")
                events = state.apply_chance(move["chance"])
            else:
                if move.get("seat") != state.current_seat:
                    raise ValueError(f"it is seat {state.current_seat}'s turn")
                events = state.apply(action_from_dict(move.get("action")))
        except ValueError as error:
            raise RecordError(f"move {index + 1}: {error}", None, index) from None
        yield state, events


def replay_steps(record: Any) -> Iterator[tuple[State, list[Any]]]:
    """Replay a toy-dice-record step by step."""
    check_format(record, "toy-dice-record", 1)
    try:
        rules = Rules.from_dict(record.get("rules", {}))
    except ValueError as error:
        raise RecordError(f"bad rules: {error}") from None
    players = record.get("players")
    if not isinstance(players, list):
        raise RecordError("the record has no players")
    seed = record.get("seed")
    yield from _replay(rules, len(players), record.get("history"), seed if _int(seed) else None)


def _int(value: Any) -> bool:
    return type(value) is int


def replay_record(record: Any) -> State:
    """The final state of a record."""
    state: State = last_state(replay_steps(record))
    check_outcome(record, state, list(state.points) if state.is_terminal else None)
    return state


def state_to_dict(state: State) -> dict[str, Any]:
    """A save."""
    version, internal, gauss = state.rng.getstate()
    return {
        "format": "toy-dice-state",
        "version": 1,
        "seed": state.seed,
        "num_players": state.num_players,
        "rules": state.rules.to_dict(),
        "history": [dict(m) for m in state.moves],
        "rng": [version, list(internal), gauss],
    }


def state_from_dict(data: Any) -> State:
    """A save read back (replayed)."""
    check_format(data, "toy-dice-state", 1, StateFormatError, "saved state")
    try:
        rules = Rules.from_dict(data.get("rules"))
        raw = data["rng"]
        rng = random.Random()
        rng.setstate((raw[0], tuple(raw[1]), raw[2]))
        seed = data.get("seed")
        state = (
            last_state(
                _replay(rules, data["num_players"], data["history"], seed if _int(seed) else None)
            )
            if data["history"]
            else new_game(data["num_players"], rules, seed=seed)
        )
    except (RecordError, ValueError, TypeError, KeyError, IndexError) as error:
        raise StateFormatError(f"the saved game does not load: {error}") from None
    state.rng = rng
    return state


def resample_hidden(state: State, seat: int, rng: random.Random) -> State:
    """Re-roll the other seat's unrevealed die and the future."""
    copy = state.clone()
    if copy.current is not None or copy.pending == "reroll":
        copy.dice[1 - seat] = rng.randint(1, 6)
    copy.rng = random.Random(rng.getrandbits(64))
    return copy


def seat_tallies(state: State) -> list[dict[str, float]]:
    """Points and re-rolls per seat."""
    rerolls = [0, 0]
    for move in state.moves:
        if move.get("action") == {"type": "reroll"}:
            rerolls[move["seat"]] += 1
    return [{"points": state.points[s], "rerolls": rerolls[s]} for s in range(2)]


def record_length(record: Mapping[str, Any]) -> int:
    """Rounds in the record."""
    history = record.get("history")
    return (
        sum(1 for m in history if isinstance(m, dict) and isinstance(m.get("chance"), list))
        if isinstance(history, list)
        else 0
    )
