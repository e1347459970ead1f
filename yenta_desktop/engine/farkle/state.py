"""The state of a Farkle game on the dice-turn family (docs/rules/farkle.md).

Six dice sit in fixed slots 0-5 for the whole turn (a :class:`DiceTurn` of six
dice). Each roll is a chance node: at the start of a turn all six slots roll,
after ``Roll(keep)`` the slots not set aside do (all six again after hot
dice). ``apply_chance`` rolls them with the state's injected generator or
takes given values (replays, scripted tests); ``chance_outcomes()`` lists every
outcome with its probability. A roll with no scoring die is a farkle: it ends
the turn inside ``apply_chance``.

Everything is public (scores, dice, set-asides, streaks): an observation is
the whole state minus the generator.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Any

from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.families.daily_dice import DiceSource
from yenta_desktop.engine.families.dice_turn import DiceTurn
from yenta_desktop.engine.farkle.actions import NUM_DICE, Action, Bank, Roll
from yenta_desktop.engine.farkle.events import (
    Banked,
    Event,
    Farkled,
    FarklePenalty,
    FinalRound,
    GameOver,
    HotDice,
    SetAside,
    TurnStarted,
)
from yenta_desktop.engine.farkle.rules import MAX_PLAYERS, MIN_PLAYERS, SOLO_TURNS, Rules
from yenta_desktop.engine.farkle.scoring import combination_name, is_farkle, points, set_asides

#: A turn may roll any number of times; the dice-turn family needs a bound.
ROLL_BOUND = 1 << 30


class Phase(str, Enum):
    """Where the game is: dice to roll (chance), a seat to choose, or over."""

    ROLL = "roll"
    CHOOSE = "choose"
    OVER = "over"


def legal_actions_for(
    dice: Sequence[int],
    rolled: Sequence[int],
    turn_total: int,
    opened: bool,
    rules: Rules,
) -> list[Action]:
    """The legal actions after a roll: each legal set-aside of the ``rolled`` slots, Bank
    first (when rule 5 and the every-turn minimum allow it) then Roll (unless it uses the
    last dice with hot dice off); set-asides with fewer dice first."""
    values = [dice[p] for p in rolled]
    table = rules.scoring
    needed = rules.bank_needed(opened)
    # With hot dice off, setting aside every die rolled (the rest are aside) must bank.
    last = None if rules.hot_dice else len(rolled)
    result: list[Action] = []
    for chosen in set_asides(values, table):
        keep = tuple(rolled[i] for i in chosen)
        gained = points([values[i] for i in chosen], table)
        assert gained is not None
        if turn_total + gained >= needed:
            result.append(Bank(keep))
        if last is None or len(chosen) < last:
            result.append(Roll(keep))
    return result


def copy_turn(turn: Mapping[str, Any]) -> dict[str, Any]:
    """An independent copy of a finished turn's record entry."""
    copied = dict(turn)
    copied["rolls"] = [list(r) for r in turn["rolls"]]
    copied["set_asides"] = [list(s) for s in turn["set_asides"]]
    return copied


@dataclass(frozen=True)
class Observation:
    """What one seat sees: in Farkle, everything but the random generator.

    ``scores``, ``opened`` (banked at least once, rule 5), ``streaks`` (farkles
    in a row, rule 4) and ``turns_taken`` are per seat. ``dice`` is the six slots
    (empty before the turn's first roll); ``rolled`` the slots of the current
    roll that may be set aside (phase choose); ``rolling`` the slots about to
    roll (phase roll); ``aside`` the slots set aside since the turn began or the
    last hot dice. ``turn_total`` counts every set-aside of the turn so far.
    ``final_seat`` is the seat that reached the target (rule 6), None before.
    ``rolls`` and ``set_asides`` are the current turn's; ``turns`` every finished one.
    """

    seat: int
    current_seat: int | None
    num_players: int
    rules: Rules
    first_seat: int
    turn_seat: int | None
    phase: Phase
    scores: tuple[int, ...]
    opened: tuple[bool, ...]
    streaks: tuple[int, ...]
    turns_taken: tuple[int, ...]
    dice: tuple[int, ...]
    rolled: tuple[int, ...]
    rolling: tuple[int, ...]
    aside: tuple[int, ...]
    turn_total: int
    final_seat: int | None
    rolls: tuple[tuple[int, ...], ...]
    set_asides: tuple[tuple[int, ...], ...]
    turns: tuple[Mapping[str, Any], ...]

    @property
    def solo(self) -> bool:
        """A table of one: ten turns of practice."""
        return self.num_players == 1

    @property
    def roll_values(self) -> tuple[int, ...]:
        """The dice of the current roll that may be set aside (slot order)."""
        return tuple(self.dice[p] for p in self.rolled)

    @property
    def dice_left(self) -> int:
        """Dice in the current roll (phase choose) or about to roll (phase roll)."""
        return len(self.rolled) if self.phase is Phase.CHOOSE else len(self.rolling)

    @property
    def last_turn(self) -> bool:
        """Whether the turn under way is its seat's last (the final round)."""
        return self.final_seat is not None and self.turn_seat != self.final_seat

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions if it is its turn, else an empty list."""
        if self.current_seat != self.seat:
            return []
        return legal_actions_for(
            self.dice, self.rolled, self.turn_total, self.opened[self.seat], self.rules
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON-able observation of the outside-bot protocol."""
        data: dict[str, Any] = {
            "seat": self.seat,
            "current_seat": self.current_seat,
            "num_players": self.num_players,
            "rules": self.rules.to_dict(),
            "first_seat": self.first_seat,
            "turn_seat": self.turn_seat,
            "phase": self.phase.value,
            "scores": list(self.scores),
            "opened": list(self.opened),
            "streaks": list(self.streaks),
            "turns_taken": list(self.turns_taken),
            "dice": list(self.dice),
            "rolled": list(self.rolled),
            "rolling": list(self.rolling),
            "aside": list(self.aside),
            "turn_total": self.turn_total,
            "final_seat": self.final_seat,
            "rolls": [list(r) for r in self.rolls],
            "set_asides": [list(s) for s in self.set_asides],
            "turns": [copy_turn(t) for t in self.turns],
        }
        if self.current_seat == self.seat:
            data["legal"] = [action.to_dict() for action in self.legal_actions()]
        return data


class GameState:
    """A Farkle game in progress: ``legal_actions()``, ``apply(action)``, ``clone()``.

    Build one with :func:`new_game`. ``apply`` and ``apply_chance`` validate
    fully before they change anything, so an error leaves the state as it was.
    """

    __slots__ = (
        "rules",
        "num_players",
        "seed",
        "rng",
        "first_seat",
        "phase",
        "turn_seat",
        "scores",
        "opened",
        "streaks",
        "turns_taken",
        "turn",
        "rolled",
        "aside",
        "turn_total",
        "set_asides",
        "hot_dice",
        "final_seat",
        "turns",
        "dice_source",
    )

    def __init__(
        self,
        num_players: int,
        rules: Rules,
        rng: random.Random,
        seed: int | None,
        first_seat: int = 0,
    ) -> None:
        if isinstance(num_players, bool) or not isinstance(num_players, int):
            raise ValueError(f"the number of players must be a whole number, not {num_players!r}")
        if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise ValueError(
                f"Farkle is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}"
            )
        if type(first_seat) is not int or not 0 <= first_seat < num_players:
            raise ValueError(f"the first seat must be 0..{num_players - 1}, not {first_seat!r}")
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be Farkle's Rules, not {rules!r}")
        self.rules = rules
        self.num_players = num_players
        self.seed = seed
        self.rng = rng
        self.first_seat = first_seat
        self.phase = Phase.ROLL
        self.turn_seat: int | None = first_seat
        self.scores = [0] * num_players
        self.opened = [False] * num_players
        self.streaks = [0] * num_players
        self.turns_taken = [0] * num_players
        self.turn = DiceTurn(NUM_DICE, ROLL_BOUND)
        self.turn.start()
        self.rolled: tuple[int, ...] = ()
        self.aside: tuple[int, ...] = ()
        self.turn_total = 0
        self.set_asides: list[tuple[int, ...]] = []
        self.hot_dice = 0
        self.final_seat: int | None = None
        #: Finished turns, oldest first; each dict is never changed once added.
        self.turns: tuple[dict[str, Any], ...] = ()
        #: Where rolls come from instead of ``rng`` (the dice of the day), or None.
        self.dice_source: DiceSource | None = None

    # ------------------------------------------------------------------ queries

    @property
    def dice(self) -> tuple[int, ...]:
        """The six slots (empty before the turn's first roll)."""
        return self.turn.dice

    @property
    def rolls(self) -> list[tuple[int, ...]]:
        """Every roll of the turn under way (six values each)."""
        return self.turn.rolls

    @property
    def rolls_done(self) -> int:
        """How many rolls the turn under way has had (0 before its first)."""
        return self.turn.rolls_done

    @property
    def current_seat(self) -> int | None:
        """The seat to act; None at a chance node and after the game."""
        return self.turn_seat if self.phase is Phase.CHOOSE else None

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def is_chance_node(self) -> bool:
        return self.phase is Phase.ROLL

    def chance_outcomes(self) -> list[tuple[tuple[int, ...], Fraction]]:
        """Every outcome of the pending roll (values of the rolling slots) with its probability."""
        if self.phase is not Phase.ROLL:
            raise ValueError("no dice are to be rolled now")
        return self.turn.chance_outcomes()

    def legal_actions(self) -> list[Action]:
        if self.phase is not Phase.CHOOSE:
            return []
        assert self.turn_seat is not None
        return legal_actions_for(
            self.dice, self.rolled, self.turn_total, self.opened[self.turn_seat], self.rules
        )

    def totals(self) -> list[int]:
        """Each seat's score."""
        return list(self.scores)

    def winners(self) -> list[int]:
        """The seats with the highest total once the game is over (a tie shares the win)."""
        if self.phase is not Phase.OVER:
            return []
        best = max(self.scores)
        return [seat for seat, score in enumerate(self.scores) if score == best]

    def returns(self) -> list[float]:
        """1/k for each of k winners, 0 for the others (meaningful at the end)."""
        winners = self.winners()
        return [1 / len(winners) if seat in winners else 0.0 for seat in range(self.num_players)]

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now (everything but the generator)."""
        if type(seat) is not int or not 0 <= seat < self.num_players:
            raise ValueError(f"no seat {seat!r} at a table of {self.num_players}")
        rolling = self.turn.rolling if self.phase is Phase.ROLL else None
        return Observation(
            seat,
            self.current_seat,
            self.num_players,
            self.rules,
            self.first_seat,
            self.turn_seat,
            self.phase,
            tuple(self.scores),
            tuple(self.opened),
            tuple(self.streaks),
            tuple(self.turns_taken),
            self.dice,
            self.rolled,
            rolling or (),
            self.aside,
            self.turn_total,
            self.final_seat,
            tuple(self.rolls),
            tuple(self.set_asides),
            self.turns,
        )

    def opening_events(self) -> list[Event]:
        """The event announcing the turn under way (the first turn has no action before it)."""
        if self.turn_seat is None:
            return []
        return [self._turn_started(self.turn_seat)]

    def _turn_started(self, seat: int) -> TurnStarted:
        last = self.final_seat is not None and seat != self.final_seat
        return TurnStarted(seat, self.turns_taken[seat] + 1, len(self.turns), last)

    # ------------------------------------------------------------------ chance

    def apply_chance(self, outcome: Sequence[int] | None = None) -> list[Event]:
        """Roll the slots not set aside: ``outcome`` gives their values (or all six), else the rng.

        A roll with no scoring die is a farkle (rule 4): the turn ends here.
        ``ValueError`` (nothing changed) for a malformed outcome or no roll pending.
        """
        if self.phase is not Phase.ROLL:
            raise ValueError("no dice are to be rolled now")
        seat = self.turn_seat
        assert seat is not None
        events: list[Event] = list(
            self.turn.apply_chance(
                seat,
                self.rng,
                outcome,
                source=self.dice_source,
                turn=self.turns_taken[seat] + 1,
            )
        )
        rolled = events[-1].rerolled  # type: ignore[union-attr]
        self.rolled = rolled
        if is_farkle([self.dice[p] for p in rolled], self.rules.scoring) or (
            # Hot dice off: a roll whose every set-aside takes the last dice below the bank
            # minimum can neither bank nor roll on, and ends the turn as a farkle.
            not self.rules.hot_dice and not self._choices_after(seat, rolled)
        ):
            events += self._farkle(seat)
        else:
            self.phase = Phase.CHOOSE
        return events

    def _choices_after(self, seat: int, rolled: tuple[int, ...]) -> list[Action]:
        return legal_actions_for(self.dice, rolled, self.turn_total, self.opened[seat], self.rules)

    # ------------------------------------------------------------------ actions

    def apply(self, action: Any) -> list[Event]:
        """Apply ``action`` for the current seat and return the events it caused.

        Raises :class:`IllegalAction` (and changes nothing) if the rules forbid it.
        """
        if self.phase is not Phase.CHOOSE:
            if self.phase is Phase.OVER:
                raise IllegalAction("the game is over", "game_over")
            raise IllegalAction("the dice are still to be rolled", "roll_pending")
        kind = type(action)
        if kind is not Roll and kind is not Bank:
            raise IllegalAction(
                f"{action!r} is not a Farkle action: set dice aside, then roll or bank", "actions"
            )
        seat = self.turn_seat
        assert seat is not None
        keep, gained = self._check_set_aside(action.keep)
        total = self.turn_total + gained
        if kind is Bank and not self.opened[seat] and total < self.rules.opening_points:
            raise IllegalAction(
                f"a first bank needs a turn total of {self.rules.opening_points} or more,"
                f" not {total}",
                "opening_min",
            )
        if kind is Bank and total < self.rules.bank_points:
            raise IllegalAction(
                f"every bank needs a turn total of {self.rules.bank_points} or more"
                f" (bank_min), not {total}",
                "bank_min",
            )
        if kind is Roll and not self.rules.hot_dice and len(keep) == len(self.rolled):
            raise IllegalAction(
                "with hot dice off, setting aside the last dice ends the turn: bank (hot_dice)",
                "hot_dice",
            )
        # Validated: change the state.
        values = tuple(self.dice[p] for p in keep)
        name = combination_name(values, self.rules.scoring)
        assert name is not None
        self.set_asides.append(keep)
        self.turn_total = total
        events: list[Event] = [SetAside(seat, keep, values, gained, name, total)]
        aside = tuple(sorted(self.aside + keep))
        if len(aside) == NUM_DICE:
            # Every time all six are set aside counts, a set-aside that banks too.
            self.hot_dice += 1
        if kind is Bank:
            return events + self._bank(seat)
        if len(aside) == NUM_DICE:
            aside = ()
            events.append(HotDice(seat, total))
        self.aside = aside
        self.rolled = ()
        self.turn.request_roll(p for p in range(NUM_DICE) if p not in aside)
        self.phase = Phase.ROLL
        return events

    def _check_set_aside(self, keep: Any) -> tuple[tuple[int, ...], int]:
        """The sorted slots and their points if setting them aside is legal (rules 1, 2)."""
        rolled = self.rolled
        if (
            type(keep) is not tuple
            or not all(type(p) is int for p in keep)
            or len(set(keep)) != len(keep)
        ):
            raise IllegalAction(
                f"set dice aside by their slots 0-{NUM_DICE - 1}, each once, not {keep!r}",
                "set_aside_slots",
            )
        if not keep:
            raise IllegalAction(
                "set aside at least one scoring die before you roll or bank", "set_aside"
            )
        foreign = [p for p in keep if p not in rolled]
        if foreign:
            raise IllegalAction(
                f"slot {foreign[0]} is not a die of this roll: only dice of the same roll"
                " score together",
                "same_roll",
            )
        keep = tuple(sorted(keep))
        gained = points([self.dice[p] for p in keep], self.rules.scoring)
        if gained is None:
            values = [self.dice[p] for p in keep]
            raise IllegalAction(
                f"every die set aside must score: {values} do not all belong to a combination",
                "scoring_dice",
            )
        return keep, gained

    # ------------------------------------------------------------------ the end of a turn

    def _bank(self, seat: int) -> list[Event]:
        total = self.turn_total
        self.scores[seat] += total
        self.opened[seat] = True
        self.streaks[seat] = 0
        self._finish_turn(seat, "bank", total, 0)
        events: list[Event] = [Banked(seat, total, self.scores[seat])]
        reached = self.scores[seat] >= self.rules.target
        if self.num_players > 1 and self.final_seat is None and reached:
            if not self.rules.final_round:
                return events + self._game_over()
            self.final_seat = seat
            events.append(FinalRound(seat, self.scores[seat]))
        return events + self._next_turn(seat)

    def _farkle(self, seat: int) -> list[Event]:
        lost = self.turn_total
        self.streaks[seat] += 1
        events: list[Event] = [Farkled(seat, lost, self.streaks[seat])]
        penalty = 0
        if self.streaks[seat] >= 3:
            penalty = self.rules.penalty_points
            self.scores[seat] -= penalty
            self.streaks[seat] = 0
            events.append(FarklePenalty(seat, penalty, self.scores[seat]))
        self._finish_turn(seat, "farkle", 0, penalty)
        return events + self._next_turn(seat)

    def _finish_turn(self, seat: int, end: str, banked: int, penalty: int) -> None:
        entry: dict[str, Any] = {
            "seat": seat,
            "rolls": [list(r) for r in self.rolls],
            "set_asides": [list(s) for s in self.set_asides],
            "end": end,
            "points": banked,
            "penalty": penalty,
            "hot_dice": self.hot_dice,
            "total": self.scores[seat],
        }
        self.turns = (*self.turns, entry)
        self.turns_taken[seat] += 1

    def _next_turn(self, seat: int) -> list[Event]:
        if self.num_players == 1 and self.turns_taken[seat] >= SOLO_TURNS:
            return self._game_over()
        nxt = (seat + 1) % self.num_players
        if self.final_seat is not None and nxt == self.final_seat:
            return self._game_over()
        self._start_turn(nxt)
        return [self._turn_started(nxt)]

    def _start_turn(self, seat: int) -> None:
        self.turn.start()
        self.turn_seat = seat
        self.phase = Phase.ROLL
        self.rolled = ()
        self.aside = ()
        self.turn_total = 0
        self.set_asides = []
        self.hot_dice = 0

    def _game_over(self) -> list[Event]:
        self.turn.clear()
        self.phase = Phase.OVER
        self.turn_seat = None
        self.rolled = ()
        self.aside = ()
        self.turn_total = 0
        self.set_asides = []
        self.hot_dice = 0
        return [GameOver(self.totals(), self.winners())]

    # ------------------------------------------------------------------ copies

    def clone(self, copy_rng: bool = True) -> GameState:
        """An independent copy; with ``copy_rng=False`` the copy shares the generator."""
        other = GameState.__new__(GameState)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        if copy_rng:
            rng = random.Random()
            rng.setstate(self.rng.getstate())
            other.rng = rng
        other.scores = list(self.scores)
        other.opened = list(self.opened)
        other.streaks = list(self.streaks)
        other.turns_taken = list(self.turns_taken)
        other.turn = self.turn.copy()
        other.set_asides = list(self.set_asides)
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        names = [name for name in self.__slots__ if name != "rng"]
        return (
            all(getattr(self, n) == getattr(other, n) for n in names)
            and self.rng.getstate() == other.rng.getstate()
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<Farkle {self.num_players} players, turn {len(self.turns) + 1},"
            f" {self.phase.value}, seat {self.turn_seat}, dice {list(self.dice)},"
            f" turn total {self.turn_total}, scores {self.scores}>"
        )


def first_seat_of(num_players: int, match: Mapping[str, Any] | None) -> int:
    """Who starts: seat 0 in a first game, the next seat in each rematch."""
    games = match.get("games", 0) if match else 0
    if type(games) is not int or games < 0:
        games = 0
    return games % num_players if num_players > 0 else 0


def new_game(
    num_players: int,
    rules: Rules | None = None,
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    match: Mapping[str, Any] | None = None,
    first_seat: int | None = None,
) -> GameState:
    """Start a game: the first seat's six dice are to be rolled (a chance node).

    Randomness comes from ``rng`` if given, else ``random.Random(seed)``.
    ``first_seat`` (replays) overrides who starts; otherwise it is
    ``match["games"] % num_players`` (a rematch starts with the next seat).
    """
    if rng is None:
        rng = random.Random(seed)
    if first_seat is None:
        first_seat = first_seat_of(num_players, match) if isinstance(num_players, int) else 0
    return GameState(num_players, rules or Rules(), rng, seed, first_seat)


__all__ = [
    "GameState",
    "Observation",
    "Phase",
    "copy_turn",
    "first_seat_of",
    "legal_actions_for",
    "new_game",
]
