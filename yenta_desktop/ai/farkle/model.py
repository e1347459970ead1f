"""The chance model of a Farkle turn: every distinct roll of n dice and what it offers.

Points are counted in units of 50 (every Farkle score is a multiple of 50). A
turn is a walk over (turn total t, dice to roll n): rolling n dice gives one of
the distinct multisets of n faces with its multinomial chance; a multiset with
no scoring set-aside is a farkle; otherwise the player picks one of its distinct
set-asides (from the engine's scoring table, the game's own: ``Rules.scoring``),
adding its points to t and leaving n - k dice, or six again when all n were used
(hot dice; with hot dice off, 0: the turn must bank).

For choosing, only (points, dice used) matters, and of two set-asides using the
same number of dice the one scoring more is never worse, so a roll reduces to
an "option set": for each k = 1..n that some set-aside uses, the best points
with k dice. Rolls with the same option set are merged (122 sets for six dice,
out of 462 rolls), which is what the solvers iterate over.

Standard library only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from yenta_desktop.engine.farkle.scoring import (
    STANDARD,
    Counts,
    Table,
    counts_of,
    distinct_set_asides,
)

UNIT = 50
NUM_DICE = 6

#: (points in units, dice to roll next) of one choice after a roll.
Option = tuple[int, int]


@dataclass(frozen=True)
class Rules:
    """The rule options the AI depends on (points, not units): issue 20's four, and issue
    34's scoring table, every-turn bank minimum and hot dice."""

    target: int = 10_000
    opening_min: int = 500
    three_farkle_penalty: int = 1000
    final_round: bool = True
    scoring: Table = STANDARD
    bank_min: int = 0
    hot_dice: bool = True

    @property
    def model(self) -> DiceModel:
        """The chance model of these rules' rolls (built once per table)."""
        return farkle_model(self.scoring, self.hot_dice)

    def bank_units(self, opened: bool) -> int:
        """The least turn total (units, at least 1) a bank needs."""
        needed = max(self.bank_min, 0 if opened else self.opening_min)
        return max(1, needed // UNIT)

    def __post_init__(self) -> None:
        for name in ("target", "opening_min", "three_farkle_penalty", "bank_min"):
            value = getattr(self, name)
            if value < 0 or value % UNIT:
                raise ValueError(f"{name} must be a non-negative multiple of {UNIT}, not {value}")
        if self.target <= 0:
            raise ValueError("the target must be positive")


DEFAULT_RULES = Rules()


def next_dice(n: int, used: int, hot_dice: bool = True) -> int:
    """Dice to roll after setting aside ``used`` of ``n``: hot dice give six again (with
    hot dice off, 0: the turn must bank)."""
    if not 1 <= used <= n:
        raise ValueError(f"a set-aside uses 1 to {n} dice, not {used}")
    if used == n:
        return NUM_DICE if hot_dice else 0
    return n - used


def roll_chance(counts: Counts) -> Fraction:
    """The exact chance that rolling sum(counts) dice shows the multiset ``counts``."""
    n = sum(counts)
    ways = factorial(n)
    for c in counts:
        ways //= factorial(c)
    return Fraction(ways, 6**n)


@dataclass(frozen=True)
class Roll:
    """One distinct roll of n dice: its chance and its distinct set-asides."""

    counts: Counts
    chance: Fraction
    #: (set-aside counts, points) for every distinct scoring sub-multiset; empty: a farkle.
    set_asides: tuple[tuple[Counts, int], ...]

    table: Table = STANDARD
    hot_dice: bool = True

    @property
    def options(self) -> tuple[Option, ...]:
        """The option set: (best points in units, next dice) per number of dice used."""
        return options_of(self.counts, self.table, self.hot_dice)


@cache
def rolls(n: int, table: Table = STANDARD, hot_dice: bool = True) -> tuple[Roll, ...]:
    """Every distinct multiset of ``n`` dice (1-6) with its chance and set-asides."""
    if not 1 <= n <= NUM_DICE:
        raise ValueError(f"one rolls 1 to {NUM_DICE} dice, not {n}")
    result = []
    for faces in combinations_with_replacement(range(1, 7), n):
        counts = counts_of(faces)
        result.append(
            Roll(counts, roll_chance(counts), distinct_set_asides(faces, table), table, hot_dice)
        )
    return tuple(result)


@cache
def options_of(
    counts: Counts, table: Table = STANDARD, hot_dice: bool = True
) -> tuple[Option, ...]:
    """The option set of a roll given by its counts (empty for a farkle)."""
    n = sum(counts)
    best: dict[int, int] = {}
    for sub, points in distinct_set_asides(_faces(counts), table):
        used = sum(sub)
        if points > best.get(used, -1):
            best[used] = points
    return tuple((best[k] // UNIT, next_dice(n, k, hot_dice)) for k in sorted(best))


def _faces(counts: Sequence[int]) -> tuple[int, ...]:
    return tuple(face for face, c in zip(range(1, 7), counts, strict=True) for _ in range(c))


@dataclass(frozen=True)
class DiceModel:
    """What the solvers need of a push-your-luck game's rolls, by number of dice.

    ``farkle[n]`` is the chance that rolling n dice ends the turn; ``sets[n]``
    lists (chance, options) for the other outcomes, options being (points,
    next dice) pairs of which the player picks one. ``start`` is how many dice a
    turn begins with. Index 0 of both is unused.
    """

    start: int
    farkle: tuple[float, ...]
    sets: tuple[tuple[tuple[float, tuple[Option, ...]], ...], ...]

    @property
    def max_dice(self) -> int:
        return len(self.sets) - 1

    @property
    def max_points(self) -> int:
        """The most points (units) one choice can add: how far ahead a solver looks."""
        return max(p for by_n in self.sets for _, opts in by_n for p, _ in opts)


@cache
def farkle_model(table: Table = STANDARD, hot_dice: bool = True) -> DiceModel:
    """Farkle's six dice under ``table`` as a :class:`DiceModel` (points in units of 50).

    An option (p, 0) (hot dice off, every die used) can only bank: the solvers read it
    so, and a roll whose every option is that, below the bank minimum, is a farkle.
    """
    farkle = [0.0]
    sets: list[tuple[tuple[float, tuple[Option, ...]], ...]] = [()]
    for n in range(1, NUM_DICE + 1):
        merged: dict[tuple[Option, ...], Fraction] = {}
        lost = Fraction(0)
        for roll in rolls(n, table, hot_dice):
            opts = roll.options
            if not opts:
                lost += roll.chance
            else:
                merged[opts] = merged.get(opts, Fraction(0)) + roll.chance
        farkle.append(float(lost))
        sets.append(tuple((float(c), opts) for opts, c in sorted(merged.items())))
    return DiceModel(NUM_DICE, tuple(farkle), tuple(sets))


def pig_model() -> DiceModel:
    """Pig (Neller and Presser): one die, a 1 loses the turn total, 2-6 add their face."""
    return DiceModel(1, (0.0, 1 / 6), ((), tuple((1 / 6, ((face, 1),)) for face in range(2, 7))))
