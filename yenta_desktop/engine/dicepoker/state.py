"""The state of a Dice Poker game and its transitions, OpenSpiel style.

Each roll is a chance node: at the start of a turn all five dice are to be
rolled, and after ``Roll(keep)`` the dice not held are. ``apply_chance`` rolls
them with the state's injected ``random.Random`` (or takes the given values:
replays and scripted tests). Dice keep their positions in the tray: a held
die stays where it was and a re-rolled one lands in its own place.

Everything in Dice Poker is public: scorecards, dice and holds. The only
unknown is the future rolls, so an observation is the whole state minus the
random generator.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations
from typing import Any

from yenta_desktop.engine.dicepoker.actions import Action, Roll, Score
from yenta_desktop.engine.dicepoker.events import (
    DiceHeld,
    DiceRolled,
    Event,
    GameOver,
    RowScored,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.engine.dicepoker.rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from yenta_desktop.engine.dicepoker.scoring import (
    FACES,
    MAX_ROLLS,
    NUM_DICE,
    ROW_INDEX,
    ROWS,
    RowPreview,
    bonus,
    counts_of,
    doubles,
    empty_card,
    is_upper,
    legal_rows,
    pattern_sum,
    preview,
    row_points,
    total,
    upper_complete,
    upper_sum,
    zero_needs_confirmation,
)
from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.protocol import same_slots

#: Every hold a Roll may name: 0 to 4 positions, smallest first (holding all five is scoring).
HOLDS: tuple[tuple[int, ...], ...] = tuple(
    keep for size in range(NUM_DICE) for keep in combinations(range(NUM_DICE), size)
)
_ROLLS = tuple(Roll(keep) for keep in HOLDS)
_SCORES = {row: Score(row) for row in ROWS}


class Phase(str, Enum):
    """Where the game is: dice to roll (chance), a seat to choose, or over."""

    ROLL = "roll"
    CHOOSE = "choose"
    OVER = "over"


ROLL = Phase.ROLL
CHOOSE = Phase.CHOOSE
OVER = Phase.OVER


def legal_actions_for(card: Sequence[int | None], rules: Rules, rolls_done: int) -> list[Action]:
    """The legal actions of a seat with ``card`` after ``rolls_done`` rolls this turn.

    Score actions first (rows in scorecard order), then every hold (0-4 dice)
    while a roll is left. Nothing before the first roll.
    """
    if rolls_done == 0:
        return []
    actions: list[Action] = [_SCORES[row] for row in legal_rows(card, rules)]
    if rolls_done < MAX_ROLLS:
        actions.extend(_ROLLS)
    return actions


def places_of(totals: Sequence[int]) -> list[int]:
    """Each seat's place by total, 1 = best; equal totals share a place (1, 1, 3)."""
    return [1 + sum(1 for other in totals if other > mine) for mine in totals]


def results_of(totals: Sequence[int]) -> list[float]:
    """Each seat's result against the table average: total - mean of the totals (rule 8)."""
    mean = sum(totals) / len(totals)
    return [t - mean for t in totals]


@dataclass(frozen=True)
class Observation:
    """What one seat sees: in Dice Poker, everything but the random generator.

    ``cards[seat]`` is a scorecard (15 entries, None for empty rows) and
    ``first_rows[seat]`` marks the rows written from a first roll.
    ``turn_seat`` is whose turn it is (also while dice are rolling);
    ``rolls_done`` how many rolls of that turn have happened; ``dice`` the
    current dice (empty before the first roll); ``held`` the positions held
    for the roll under way. ``turns`` is the public record of every finished
    turn (see docs/records/dice-poker.md); ``rolls`` and ``holds`` are the
    current turn's so far.
    """

    seat: int
    current_seat: int | None
    num_players: int
    rules: Rules
    first_seat: int
    turn_seat: int | None
    phase: Phase
    rolls_done: int
    dice: tuple[int, ...]
    held: tuple[int, ...]
    cards: tuple[tuple[int | None, ...], ...]
    first_rows: tuple[tuple[bool, ...], ...]
    rolls: tuple[tuple[int, ...], ...]
    holds: tuple[tuple[int, ...], ...]
    turns: tuple[Mapping[str, Any], ...]

    @property
    def my_card(self) -> tuple[int | None, ...]:
        """This seat's scorecard."""
        return self.cards[self.seat]

    @property
    def is_first_roll(self) -> bool:
        """Whether the dice on the table are the turn's first roll (doubling applies)."""
        return self.rolls_done == 1

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions if it is its turn, else an empty list."""
        if self.current_seat != self.seat:
            return []
        return legal_actions_for(self.cards[self.seat], self.rules, self.rolls_done)

    def preview(self) -> list[RowPreview]:
        """What the dice on the table would score in each empty row of the turn's seat."""
        if self.turn_seat is None or not self.dice:
            return []
        return preview(self.cards[self.turn_seat], self.dice, self.is_first_roll, self.rules)

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
            "rolls_done": self.rolls_done,
            "dice": list(self.dice),
            "held": list(self.held),
            "rows": list(ROWS),
            "cards": [list(card) for card in self.cards],
            "first_rows": [list(flags) for flags in self.first_rows],
            "rolls": [list(r) for r in self.rolls],
            "holds": [list(h) for h in self.holds],
            "turns": [_copy_turn(t) for t in self.turns],
        }
        if self.current_seat == self.seat:
            data["legal"] = [action.to_dict() for action in self.legal_actions()]
        return data


def _copy_turn(turn: Mapping[str, Any]) -> dict[str, Any]:
    copied = dict(turn)
    copied["rolls"] = [list(r) for r in turn["rolls"]]
    copied["holds"] = [list(h) for h in turn["holds"]]
    return copied


class GameState:
    """A Dice Poker game in progress: ``legal_actions()``, ``apply(action)``, ``clone()``.

    Build one with :func:`new_game`. ``apply`` and ``apply_chance`` validate
    fully before they change anything, so an error leaves the state as it was.
    """

    __slots__ = (
        "rules",
        "num_players",
        "seed",
        "rng",
        "first_seat",
        "cards",
        "first_rows",
        "phase",
        "turn_seat",
        "dice",
        "held",
        "rolls",
        "holds",
        "turns",
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
                f"Dice Poker is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}"
            )
        if type(first_seat) is not int or not 0 <= first_seat < num_players:
            raise ValueError(f"the first seat must be 0..{num_players - 1}, not {first_seat!r}")
        self.rules = rules
        self.num_players = num_players
        self.seed = seed
        self.rng = rng
        self.first_seat = first_seat
        self.cards: list[list[int | None]] = [empty_card() for _ in range(num_players)]
        self.first_rows: list[list[bool]] = [[False] * len(ROWS) for _ in range(num_players)]
        self.phase = ROLL
        self.turn_seat: int | None = first_seat
        self.dice: tuple[int, ...] = ()
        self.held: tuple[int, ...] = ()
        self.rolls: list[tuple[int, ...]] = []
        self.holds: list[tuple[int, ...]] = []
        #: Finished turns, oldest first; each dict is never changed once added.
        self.turns: tuple[dict[str, Any], ...] = ()

    # ------------------------------------------------------------------ queries

    @property
    def current_seat(self) -> int | None:
        """The seat to act; None while dice are rolling and after the game."""
        return self.turn_seat if self.phase is CHOOSE else None

    @property
    def is_terminal(self) -> bool:
        """Whether every scorecard is full."""
        return self.phase is OVER

    def is_chance_node(self) -> bool:
        """Whether dice are to be rolled next."""
        return self.phase is ROLL

    @property
    def rolls_done(self) -> int:
        """How many rolls the current turn has had (0-3)."""
        return len(self.rolls)

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current seat, in a fixed order (empty at chance nodes)."""
        if self.phase is not CHOOSE:
            return []
        assert self.turn_seat is not None
        return legal_actions_for(self.cards[self.turn_seat], self.rules, len(self.rolls))

    def totals(self) -> list[int]:
        """Each seat's total so far (upper rows, bonus once earned, lower rows)."""
        return [total(card) for card in self.cards]

    def results(self) -> list[float]:
        """Each seat's total minus the mean of all totals (rule 8)."""
        return results_of(self.totals())

    def places(self) -> list[int]:
        """Each seat's place by total (ties share a place)."""
        return places_of(self.totals())

    def winners(self) -> list[int]:
        """Every seat with the top total once the game is over (empty while it goes on)."""
        if self.phase is not OVER:
            return []
        totals = self.totals()
        best = max(totals)
        return [seat for seat, t in enumerate(totals) if t == best]

    def returns(self) -> list[float]:
        """Each seat's result against the average (0 for a solo game)."""
        return self.results()

    def preview(self) -> list[RowPreview]:
        """What the dice on the table would score in each empty row of the seat to act."""
        if self.turn_seat is None or not self.dice:
            return []
        return preview(self.cards[self.turn_seat], self.dice, len(self.rolls) == 1, self.rules)

    def zero_needs_confirmation(self, row: str) -> bool:
        """Whether writing ``row`` now is a 0 that the UI should confirm (see scoring)."""
        if self.phase is not CHOOSE or self.turn_seat is None:
            return False
        card = self.cards[self.turn_seat]
        return zero_needs_confirmation(card, self.dice, row, len(self.rolls) == 1, self.rules)

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now (everything but the generator)."""
        if type(seat) is not int or not 0 <= seat < self.num_players:
            raise ValueError(f"no seat {seat!r} at a table of {self.num_players}")
        return Observation(
            seat,
            self.current_seat,
            self.num_players,
            self.rules,
            self.first_seat,
            self.turn_seat,
            self.phase,
            len(self.rolls),
            self.dice,
            self.held,
            tuple(tuple(card) for card in self.cards),
            tuple(tuple(flags) for flags in self.first_rows),
            tuple(self.rolls),
            tuple(self.holds),
            self.turns,
        )

    def opening_events(self) -> list[Event]:
        """The event announcing the turn under way (the first turn has no action before it)."""
        if self.turn_seat is None:
            return []
        return [self._turn_started(self.turn_seat)]

    def _turn_started(self, seat: int) -> TurnStarted:
        filled = sum(1 for points in self.cards[seat] if points is not None)
        return TurnStarted(seat, filled + 1, len(self.turns))

    # ------------------------------------------------------------------ chance

    def apply_chance(self, outcome: Sequence[int] | None = None) -> list[Event]:
        """Roll the dice not held: ``outcome`` gives their values (or all five), else the rng.

        ``outcome`` is either the new values of the re-rolled positions in
        position order, or the five dice after the roll (the held ones
        unchanged): the record form.
        """
        if self.phase is not ROLL:
            raise ValueError("no dice are to be rolled now")
        seat = self.turn_seat
        assert seat is not None
        held = self.held
        rerolled = tuple(p for p in range(NUM_DICE) if p not in held)
        if outcome is None:
            fresh = self.rng.choices(FACES, k=len(rerolled))
        else:
            fresh = _fresh_values(outcome, self.dice, held, rerolled)
        dice = list(self.dice) if self.dice else [0] * NUM_DICE
        for position, value in zip(rerolled, fresh, strict=True):
            dice[position] = value
        self.dice = tuple(dice)
        self.rolls.append(self.dice)
        self.phase = CHOOSE
        self.held = ()
        return [DiceRolled(seat, len(self.rolls), self.dice, held, rerolled)]

    # ------------------------------------------------------------------ actions

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the current seat and return the events it caused.

        Raises :class:`IllegalAction` (and changes nothing) if the rules forbid it.
        """
        if self.phase is not CHOOSE:
            if self.phase is OVER:
                raise IllegalAction("the game is over", "game_over")
            raise IllegalAction("the dice are still to be rolled", "roll_pending")
        kind = type(action)
        if kind is Roll:
            return self._roll(action)  # type: ignore[arg-type]
        if kind is Score:
            return self._score(action.row)  # type: ignore[union-attr]
        raise IllegalAction(
            f"{action!r} is not a Dice Poker action: hold dice and roll, or score a row",
            "actions",
        )

    def _roll(self, action: Roll) -> list[Event]:
        keep = action.keep
        if (
            type(keep) is not tuple
            or not all(type(p) is int and 0 <= p < NUM_DICE for p in keep)
            or len(set(keep)) != len(keep)
        ):
            raise IllegalAction(
                f"hold dice by their positions 0-4, each at most once, not {keep!r}",
                "hold_positions",
            )
        if len(keep) == NUM_DICE:
            raise IllegalAction(
                "holding all five dice re-rolls nothing: score a row instead", "hold_positions"
            )
        if len(self.rolls) >= MAX_ROLLS:
            raise IllegalAction(
                "three rolls are the most in a turn: write the dice into a row", "three_rolls"
            )
        seat = self.turn_seat
        assert seat is not None
        self.held = keep
        self.holds.append(keep)
        self.phase = ROLL
        values = tuple(self.dice[p] for p in keep)
        return [DiceHeld(seat, len(self.rolls) + 1, keep, values)]

    def _score(self, row: Any) -> list[Event]:
        if type(row) is not str or row not in ROW_INDEX:
            raise IllegalAction(f"there is no row {row!r}; rows are {', '.join(ROWS)}", "row_name")
        seat = self.turn_seat
        assert seat is not None
        card = self.cards[seat]
        index = ROW_INDEX[row]
        if card[index] is not None:
            raise IllegalAction(f"the {row} row is already written", "row_empty")
        if row not in legal_rows(card, self.rules):
            raise IllegalAction(
                f"the upper rows (ones to sixes) come first: {row} must wait", "upper_first"
            )
        first = len(self.rolls) == 1
        points = row_points(row, self.dice, first, self.rules)
        # A dash (pattern not formed) is 0, never doubled.
        doubled = (
            doubles(row, first, self.rules) and pattern_sum(row, counts_of(self.dice)) is not None
        )
        card[index] = points
        self.first_rows[seat][index] = first
        self.turns = (
            *self.turns,
            {
                "seat": seat,
                "rolls": [list(r) for r in self.rolls],
                "holds": [list(h) for h in self.holds],
                "row": row,
                "points": points,
                "first_roll": first,
            },
        )
        events: list[Event] = [
            RowScored(seat, row, points, first, doubled, self.dice, upper_sum(card), total(card))
        ]
        if is_upper(row) and upper_complete(card):
            events.append(UpperCompleted(seat, upper_sum(card), bonus(card)))
        self.dice = ()
        self.rolls = []
        self.holds = []
        self.held = ()
        if all(points is not None for c in self.cards for points in c):
            self.phase = OVER
            self.turn_seat = None
            totals = self.totals()
            events.append(GameOver(totals, results_of(totals), places_of(totals), self.winners()))
            return events
        nxt = (seat + 1) % self.num_players
        self.turn_seat = nxt
        self.phase = ROLL
        events.append(self._turn_started(nxt))
        return events

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
        other.first_seat = self.first_seat
        other.cards = [list(card) for card in self.cards]
        other.first_rows = [list(flags) for flags in self.first_rows]
        other.phase = self.phase
        other.turn_seat = self.turn_seat
        other.dice = self.dice
        other.held = self.held
        other.rolls = list(self.rolls)
        other.holds = list(self.holds)
        other.turns = self.turns
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return same_slots(self, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<Dice Poker {self.num_players} players, turn {len(self.turns) + 1},"
            f" {self.phase.value}, seat {self.turn_seat}, dice {list(self.dice)},"
            f" totals {self.totals()}>"
        )


def _fresh_values(
    outcome: Any, dice: tuple[int, ...], held: tuple[int, ...], rerolled: tuple[int, ...]
) -> list[int]:
    """The new values of the re-rolled positions from an outcome (ValueError if malformed)."""
    if not isinstance(outcome, (list, tuple)) or not all(
        type(v) is int and 1 <= v <= 6 for v in outcome
    ):
        raise ValueError(f"a roll is dice values 1-6, not {outcome!r}")
    values = list(outcome)
    if len(values) == NUM_DICE and len(rerolled) != NUM_DICE:
        for position in held:
            if values[position] != dice[position]:
                raise ValueError(
                    f"die {position} was held at {dice[position]} but the roll shows"
                    f" {values[position]}"
                )
        return [values[p] for p in rerolled]
    if len(values) != len(rerolled):
        raise ValueError(
            f"this roll re-rolls {len(rerolled)} dice (or give all five), not {len(values)}"
        )
    return values


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
    """Start a game: the first seat's five dice are to be rolled (a chance node).

    Randomness comes from ``rng`` if given, else ``random.Random(seed)``.
    ``first_seat`` (replays) overrides who starts; otherwise it is
    ``match["games"] % num_players`` (a rematch starts with the next seat).
    """
    if rng is None:
        rng = random.Random(seed)
    if first_seat is None:
        first_seat = first_seat_of(num_players, match) if isinstance(num_players, int) else 0
    return GameState(num_players, rules or Rules(), rng, seed, first_seat)
