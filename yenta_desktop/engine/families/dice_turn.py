"""The roll-and-hold turn: N dice in fixed positions, up to R rolls, chance explicit.

A :class:`DiceTurn` keeps the dice on the table (a tuple of N values, empty
before the first roll), every roll of the turn (all N values after it) and the
positions held before each re-roll. Which positions roll next is a parameter
(:meth:`DiceTurn.request_roll`), not a rule of one game: a scorecard game rolls
every die not held, Farkle rolls every die not set aside. :meth:`DiceTurn.hold`
is the roll-and-hold case with its validation.

Chance is explicit: :meth:`DiceTurn.is_chance_node` says a roll is pending,
:meth:`DiceTurn.chance_outcomes` lists every outcome with its exact
probability, :meth:`DiceTurn.apply_chance` rolls from the injected generator or
takes given values (replays, scripted tests), or asks a *dice source* (the dice
of the day, :mod:`.daily_dice`) instead of the generator. Errors: :class:`IllegalAction`
(rules ``hold_positions`` and ``roll_limit``, or the name the caller gives)
for an illegal hold, ``ValueError`` for a malformed outcome; either leaves the
turn unchanged.

Each slot holds a declared die (:class:`~yenta_desktop.engine.families.dice.DieKind`,
``kinds``; plain six-sided dice by default): a roll's value in a slot must be a
face of that slot's die, and a face with a colour sits on the table as a
:class:`~yenta_desktop.engine.families.dice.Face` (an int that knows its colour).
Plain dice are bare ints everywhere, as they always were.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, combinations_with_replacement, product
from math import factorial, prod
from typing import Any

from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.families.daily_dice import DiceSource, source_faces
from yenta_desktop.engine.families.dice import (
    DieKind,
    alike_groups,
    dice_key,
    face_key,
    face_record,
    is_standard,
    standard,
)

#: Number words for messages ("three rolls are the most in a turn").
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")


def number_word(n: int) -> str:
    """``n`` as an English word up to eight, else digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


@dataclass(slots=True)
class DiceHeld:
    """``seat`` holds the dice at ``held`` (showing ``values``) and re-rolls the rest as roll ``roll``."""

    seat: int
    roll: int
    held: tuple[int, ...]
    values: tuple[int, ...]


@dataclass(slots=True)
class DiceRolled:
    """Roll ``roll`` of ``seat``'s turn: the dice at ``rerolled`` tumbled; ``dice`` now."""

    seat: int
    roll: int
    dice: tuple[int, ...]
    held: tuple[int, ...]
    rerolled: tuple[int, ...]


def holds_for(num_dice: int) -> tuple[tuple[int, ...], ...]:
    """Every hold of a roll-and-hold turn: 0 to N-1 positions, smaller holds first."""
    return tuple(keep for size in range(num_dice) for keep in combinations(range(num_dice), size))


def outcome_probabilities(count: int, faces: int = 6) -> list[tuple[tuple[int, ...], Fraction]]:
    """Every ordered roll of ``count`` dice with its probability (``faces ** -count`` each)."""
    p = Fraction(1, faces**count)
    return [(values, p) for values in product(range(1, faces + 1), repeat=count)]


def multiset_probabilities(count: int, faces: int = 6) -> list[tuple[tuple[int, ...], Fraction]]:
    """Every roll of ``count`` dice as a sorted multiset with its exact probability."""
    result = []
    for values in _sorted_rolls(count, faces):
        ways = factorial(count)
        for face in range(1, faces + 1):
            ways //= factorial(values.count(face))
        result.append((values, Fraction(ways, faces**count)))
    return result


def _sorted_rolls(count: int, faces: int) -> Iterable[tuple[int, ...]]:
    if count == 0:
        yield ()
        return
    yield from combinations_with_replacement(range(1, faces + 1), count)


def kind_outcomes(kinds: Sequence[DieKind]) -> list[tuple[tuple[int, ...], Fraction]]:
    """Every ordered roll of dice of ``kinds`` (one per position) with its exact probability."""
    if kinds and all(k == kinds[0] for k in kinds) and kinds[0].uniform:
        p = Fraction(1, len(kinds[0].faces) ** len(kinds))
        return [(values, p) for values in product(kinds[0].tokens, repeat=len(kinds))]
    result = []
    for combo in product(*(kind.distinct for kind in kinds)):
        result.append((tuple(t for t, _ in combo), prod((q for _, q in combo), start=Fraction(1))))
    return result


def kind_multisets(kind: DieKind, count: int) -> list[tuple[tuple[int, ...], Fraction]]:
    """Every roll of ``count`` dice of one ``kind`` as a multiset (faces in face order) with
    its exact probability."""
    faces = kind.distinct
    result = []
    for picks in combinations_with_replacement(range(len(faces)), count):
        ways = factorial(count)
        p = Fraction(1)
        for index in set(picks):
            times = picks.count(index)
            ways //= factorial(times)
            p *= faces[index][1] ** times
        result.append((tuple(faces[i][0] for i in picks), ways * p))
    return result


class DiceTurn:
    """One turn's dice: ``dice``, ``rolls``, ``holds`` and the positions to roll next.

    ``rolling`` is None when no roll is pending, else the positions that roll
    next (in position order). ``held`` is the hold of the pending re-roll (the
    positions kept), () for the first roll.
    """

    __slots__ = (
        "num_dice",
        "max_rolls",
        "faces",
        "kinds",
        "standard",
        "dice",
        "held",
        "rolling",
        "rolls",
        "holds",
    )

    def __init__(
        self,
        num_dice: int = 5,
        max_rolls: int = 3,
        faces: int = 6,
        kinds: Sequence[DieKind] | None = None,
    ) -> None:
        if num_dice < 1 or max_rolls < 1 or faces < 2:
            raise ValueError("a dice turn needs at least one die, one roll and two faces")
        if kinds is not None and (
            len(kinds) != num_dice or not all(isinstance(k, DieKind) for k in kinds)
        ):
            raise ValueError(f"a turn of {num_dice} dice declares {num_dice} die kinds")
        self.num_dice = num_dice
        self.max_rolls = max_rolls
        #: The die kind in each slot (plain dice 1..``faces`` unless declared).
        self.kinds: tuple[DieKind, ...] = (
            tuple(kinds) if kinds is not None else (standard(faces),) * num_dice
        )
        #: Whether every slot holds the same plain die 1..n: rolls as they always were.
        self.standard = all(k == self.kinds[0] for k in self.kinds) and is_standard(self.kinds[0])
        #: Faces of a die (the most of any slot's die when they differ).
        self.faces = max(len(k.faces) for k in self.kinds)
        self.dice: tuple[int, ...] = ()
        self.held: tuple[int, ...] = ()
        self.rolling: tuple[int, ...] | None = None
        self.rolls: list[tuple[int, ...]] = []
        self.holds: list[tuple[int, ...]] = []

    # ------------------------------------------------------------------ queries

    @property
    def rolls_done(self) -> int:
        """How many rolls this turn has had."""
        return len(self.rolls)

    @property
    def rolls_left(self) -> int:
        """How many rolls are still allowed."""
        return self.max_rolls - len(self.rolls)

    def is_chance_node(self) -> bool:
        """Whether a roll is pending."""
        return self.rolling is not None

    def chance_outcomes(self, grouped: bool = False) -> list[tuple[tuple[int, ...], Fraction]]:
        """Every outcome of the pending roll with its exact probability (they sum to 1).

        An outcome is the values of the rolling positions in position order,
        the form :meth:`apply_chance` takes: 6**k outcomes of 1/6**k each for
        k rolling six-sided dice, and for declared dice every face of each
        rolling slot's die (a face listed twice on a die counts twice).
        ``grouped``: for search that ignores which of alike dice shows what,
        the rolling dice of one kind are a multiset (sorted in face order) with
        its summed probability; dice of different kinds stay ordered.
        """
        rolling = self.rolling
        if rolling is None:
            raise ValueError("no dice are to be rolled now")
        if self.standard and not grouped:
            return outcome_probabilities(len(rolling), self.faces)
        if not grouped:
            return kind_outcomes([self.kinds[p] for p in rolling])
        groups = alike_groups(self.kinds, rolling)
        parts = [kind_multisets(self.kinds[group[0]], len(group)) for group in groups]
        slot = {p: i for i, p in enumerate(rolling)}
        result = []
        for combo in product(*parts):
            values = [0] * len(rolling)
            p = Fraction(1)
            for group, (shown, q) in zip(groups, combo, strict=True):
                p *= q
                for position, value in zip(group, shown, strict=True):
                    values[slot[position]] = value
            result.append((tuple(values), p))
        return result

    # ------------------------------------------------------------------ transitions

    def start(self) -> None:
        """A new turn: no dice, every position rolls first."""
        self.dice = ()
        self.held = ()
        self.rolls = []
        self.holds = []
        self.rolling = tuple(range(self.num_dice))

    def clear(self) -> None:
        """No turn under way (the game is over, or the turn ended and no roll is pending)."""
        self.start()
        self.rolling = None

    def check_hold(self, keep: Any, *, all_held: str = "score instead") -> tuple[int, ...]:
        """The sorted hold ``keep`` if a re-roll holding it is legal now, else IllegalAction."""
        n = self.num_dice
        if (
            type(keep) is not tuple
            or not all(type(p) is int and 0 <= p < n for p in keep)
            or len(set(keep)) != len(keep)
        ):
            raise IllegalAction(
                f"hold dice by their positions 0-{n - 1}, each at most once, not {keep!r}",
                "hold_positions",
            )
        if len(keep) == n:
            raise IllegalAction(
                f"holding all {number_word(n)} dice re-rolls nothing: {all_held}",
                "hold_positions",
            )
        return tuple(sorted(keep))

    def check_roll_left(self, *, rule: str = "roll_limit", tail: str = "") -> None:
        """IllegalAction (``rule``) when the turn has had its last roll."""
        if len(self.rolls) >= self.max_rolls:
            words = number_word(self.max_rolls)
            raise IllegalAction(f"{words} rolls are the most in a turn{tail}", rule)

    def hold(self, seat: int, keep: Any, **messages: str) -> list[DiceHeld]:
        """Hold the dice at ``keep`` and re-roll the rest (validated first; see ``check_hold``)."""
        if not self.rolls:
            raise IllegalAction("roll the dice first", "roll_pending")
        keep = self.check_hold(keep, all_held=messages.get("all_held", "score instead"))
        self.check_roll_left(rule=messages.get("rule", "roll_limit"), tail=messages.get("tail", ""))
        self.held = keep
        self.holds.append(keep)
        self.rolling = tuple(p for p in range(self.num_dice) if p not in keep)
        return [DiceHeld(seat, len(self.rolls) + 1, keep, tuple(self.dice[p] for p in keep))]

    def request_roll(self, positions: Iterable[int]) -> None:
        """Make ``positions`` roll next (Farkle: the dice not set aside); ValueError if invalid."""
        rolling = tuple(sorted(set(positions)))
        if not rolling or not all(type(p) is int and 0 <= p < self.num_dice for p in rolling):
            raise ValueError(f"positions to roll must be 0-{self.num_dice - 1}, not {rolling!r}")
        self.held = tuple(p for p in range(self.num_dice) if p not in rolling)
        self.rolling = rolling

    def apply_chance(
        self,
        seat: int,
        rng: random.Random,
        outcome: Sequence[int] | None = None,
        *,
        source: DiceSource | None = None,
        turn: int = 1,
    ) -> list[DiceRolled]:
        """Roll the pending positions: ``outcome`` gives their values (or all N dice), else
        ``source`` (dice of the day: turn ``turn``, this roll, these slots), else ``rng``.

        ``outcome`` is either the new values of the rolling positions in
        position order, or the N dice after the roll (the others unchanged):
        the record form. ValueError (nothing changed) if it is malformed.
        """
        rolling = self.rolling
        if rolling is None:
            raise ValueError("no dice are to be rolled now")
        if outcome is None and source is not None:
            if self.standard:
                outcome = source.values(turn, len(self.rolls) + 1, rolling, self.faces)
            else:
                outcome = source_faces(source, turn, len(self.rolls) + 1, rolling, self.kinds)
        if outcome is None and self.standard:
            fresh = rng.choices(range(1, self.faces + 1), k=len(rolling))
        elif outcome is None:
            # One draw per die, as ``choices`` makes for plain dice (the same generator use).
            fresh = [rng.choices(self.kinds[p].tokens)[0] for p in rolling]
        else:
            fresh = self.fresh_values(outcome)
        dice = list(self.dice) if self.dice else [0] * self.num_dice
        for position, value in zip(rolling, fresh, strict=True):
            dice[position] = value
        held = self.held
        self.dice = tuple(dice)
        self.rolls.append(self.dice)
        self.rolling = None
        self.held = ()
        return [DiceRolled(seat, len(self.rolls), self.dice, held, rolling)]

    def fresh_values(self, outcome: Any) -> list[int]:
        """The new values of the rolling positions from an outcome (ValueError if malformed)."""
        rolling = self.rolling or ()
        n = self.num_dice
        if self.standard:
            if not isinstance(outcome, (list, tuple)) or not all(
                type(v) is int and 1 <= v <= self.faces for v in outcome
            ):
                raise ValueError(f"a roll is dice values 1-{self.faces}, not {outcome!r}")
            values = list(outcome)
        elif not isinstance(outcome, (list, tuple)):
            raise ValueError(f"a roll is a list of the dice's faces, not {outcome!r}")
        else:
            values = list(outcome)
        if len(values) == n and len(rolling) != n:
            values = self._resolve(values, range(n))
            for position in range(n):
                if position not in rolling and face_key(values[position]) != face_key(
                    self.dice[position]
                ):
                    raise ValueError(
                        f"die {position} was held at {self.dice[position]} but the roll shows"
                        f" {values[position]}"
                    )
            return [values[p] for p in rolling]
        if len(values) != len(rolling):
            raise ValueError(
                f"this roll re-rolls {len(rolling)} dice (or give all {number_word(n)}),"
                f" not {len(values)}"
            )
        return self._resolve(values, rolling)

    def _resolve(self, values: list[Any], positions: Iterable[int]) -> list[int]:
        """Each value as a face of its slot's die (ValueError naming the slot if not)."""
        if self.standard:
            return values
        resolved = []
        for position, value in zip(positions, values, strict=True):
            try:
                resolved.append(self.kinds[position].resolve(value))
            except ValueError as error:
                raise ValueError(f"die {position}: {error}") from None
        return resolved

    # ------------------------------------------------------------------ records and copies

    def to_dict(self) -> dict[str, Any]:
        """The turn's part of records and saves: ``{"rolls": [[N values]...], "holds": [...]}``
        (a die with a colour written ``[value, colour]``, see :func:`face_record`)."""
        return {"rolls": self.recorded_rolls(), "holds": [list(h) for h in self.holds]}

    def recorded_rolls(self) -> list[list[Any]]:
        """Every roll of the turn as records write it (plain dice as bare values)."""
        if self.standard:
            return [list(r) for r in self.rolls]
        return [[face_record(d) for d in r] for r in self.rolls]

    def copy(self) -> DiceTurn:
        """An independent copy."""
        other = DiceTurn.__new__(DiceTurn)
        other.num_dice = self.num_dice
        other.max_rolls = self.max_rolls
        other.faces = self.faces
        other.kinds = self.kinds
        other.standard = self.standard
        other.dice = self.dice
        other.held = self.held
        other.rolling = self.rolling
        other.rolls = list(self.rolls)
        other.holds = list(self.holds)
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DiceTurn):
            return NotImplemented
        # Faces compare as their values: the dice compare by face (value, colour, label) too.
        return (
            all(getattr(self, name) == getattr(other, name) for name in self.__slots__)
            and dice_key(self.dice) == dice_key(other.dice)
            and [dice_key(r) for r in self.rolls] == [dice_key(r) for r in other.rolls]
        )

    __hash__ = None  # type: ignore[assignment]


def check_turn_entry(entry: Any, max_rolls: int, *, complete: bool) -> str | None:
    """Why a record's turn entry (``rolls`` and ``holds`` lists) is malformed, or None.

    A complete turn has 1..R rolls and one hold before each re-roll; an
    unfinished one (a save) may have no roll yet, or a hold whose roll is pending.
    """
    if not isinstance(entry, dict):
        return "is not an object"
    rolls, holds = entry.get("rolls"), entry.get("holds")
    if not isinstance(rolls, list) or not isinstance(holds, list):
        return "needs a list of rolls and a list of holds"
    pending = not complete and len(holds) == len(rolls) and rolls
    if not (1 <= len(rolls) <= max_rolls or (not complete and not rolls)):
        return f"a turn has 1 to {max_rolls} rolls, not {len(rolls)}"
    if len(holds) != len(rolls) - 1 and not pending:
        return "a turn holds dice once before each re-roll"
    return None
