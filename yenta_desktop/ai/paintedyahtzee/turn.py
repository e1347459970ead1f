"""Exact in-turn values over five dice that differ, by the product structure of their rolls.

Painted Yahtzee's five dice are all different, so a roll is ordered: one face per slot,
7,776 rolls, and a hold is a set of slots (31 of them for each roll, 16,807 keepers in
all). The scorecard kit's :class:`~yenta_desktop.ai.kits.scorecard.turn.TurnValues` walks
every keeper's outcomes (about 250,000 products a roll; about a second in pure Python).
Here the same expectimax reads the rolls as a 6 x 6 x 6 x 6 x 6 grid: the value of
holding slots H is the mean of the next values over the other slots' axes, and each
held set's table is its parent's averaged over one axis (a lattice, 54,000 sums); the
best hold of every roll is the best over its subsets, again climbed one axis at a time
(72,000 comparisons). Same numbers as the kit's (tests check them against it), about
ten times faster, in pure Python (the runtime has no numpy).

A roll is the tuple of the five dice's numbers (each die shows every number once, so a
number names a face); its index is the mixed-radix number, slot 0 most significant, as
``itertools.product`` and the kit's ``OrderedDice`` order them. A keeper is a roll with
None in every slot that rolls again.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations, product
from operator import add

NEG = float("-inf")
N = 5
SIDES = 6
COUNT: int = SIDES**N
#: Every held set, largest first (the lattice's order), as a tuple of slots.
HELD_SETS: tuple[tuple[int, ...], ...] = tuple(
    held for size in range(N, -1, -1) for held in combinations(range(N), size)
)
FULL = tuple(range(N))


def roll_index(values: Sequence[int]) -> int:
    """The index of the roll whose slots show ``values`` (numbers 1-6)."""
    index = 0
    for v in values:
        index = index * SIDES + int(v) - 1
    return index


ROLLS: tuple[tuple[int, ...], ...] = tuple(product(range(1, SIDES + 1), repeat=N))


def _digits_index(held: tuple[int, ...], digits: Sequence[int]) -> int:
    index = 0
    for p in held:
        index = index * SIDES + digits[p]
    return index


@cache
def _lattice() -> tuple[
    dict[tuple[int, ...], tuple[tuple[int, ...], list[list[int]]]],
    dict[tuple[int, ...], list[tuple[tuple[int, ...], list[int]]]],
]:
    """The gather indices: per held set H (not all five), its parent H + {p} and, for each
    face j of slot p, where each entry of H's table reads the parent's; per held set H (not
    empty), for each p in H, where each entry of H's table reads the table of H - {p}."""
    average: dict[tuple[int, ...], tuple[tuple[int, ...], list[list[int]]]] = {}
    climb: dict[tuple[int, ...], list[tuple[tuple[int, ...], list[int]]]] = {}
    for held in HELD_SETS:
        grid = list(product(range(SIDES), repeat=len(held)))
        if held != FULL:
            p = next(q for q in range(N) if q not in held)
            parent = tuple(sorted((*held, p)))
            gathers = []
            for j in range(SIDES):
                column = []
                for cell in grid:
                    digits = [0] * N
                    for q, d in zip(held, cell, strict=True):
                        digits[q] = d
                    digits[p] = j
                    column.append(_digits_index(parent, digits))
                gathers.append(column)
            average[held] = (parent, gathers)
        if held:
            parts = []
            for p in held:
                child = tuple(q for q in held if q != p)
                column = []
                for cell in grid:
                    digits = [0] * N
                    for q, d in zip(held, cell, strict=True):
                        digits[q] = d
                    column.append(_digits_index(child, digits))
                parts.append((child, column))
            climb[held] = parts
    return average, climb


def prepare() -> None:
    """Build the lattice's gather indices now (half a second, once)."""
    _lattice()


def hold_tables(after: list[float]) -> dict[tuple[int, ...], list[float]]:
    """Per held set H: the expected value of ``after`` (one value per roll) over the rolls of
    the slots not in H, one entry per face combination of H's slots."""
    average, _ = _lattice()
    tables: dict[tuple[int, ...], list[float]] = {FULL: after}
    sixth = 1.0 / SIDES
    for held in HELD_SETS[1:]:
        parent, gathers = average[held]
        source = tables[parent]
        get = source.__getitem__
        sums = list(map(get, gathers[0]))
        for column in gathers[1:]:
            sums = list(map(add, sums, map(get, column)))
        tables[held] = [s * sixth for s in sums]
    return tables


def best_over_holds(tables: dict[tuple[int, ...], list[float]], full: list[float]) -> list[float]:
    """Per roll: the best of ``full`` (holding all five, or writing) and every hold's table."""
    _, climb = _lattice()
    best: dict[tuple[int, ...], list[float]] = {(): tables[()]}
    for held in reversed(HELD_SETS[:-1]):
        own = full if held == FULL else tables[held]
        top = own
        for child, column in climb[held]:
            grown = map(best[child].__getitem__, column)
            top = [a if a >= b else b for a, b in zip(top, grown, strict=True)]
        best[held] = top
    return best[FULL]


def keeper_entry(keeper: Sequence[int | None]) -> tuple[tuple[int, ...], int]:
    """A keeper (numbers, None where dice roll) as its held set and the index in its table."""
    held = tuple(p for p, v in enumerate(keeper) if v is not None)
    index = 0
    for p in held:
        index = index * SIDES + int(keeper[p]) - 1  # type: ignore[arg-type]
    return held, index


class ProductTurn:
    """Exact in-turn values for one start-of-turn state from each box's value per roll.

    ``choices`` maps each box that may be written this turn to its value for every roll
    (points, bonuses and the rest of the game; ``-inf`` where the box may not take that
    roll). The interface of the kit's TurnValues: :meth:`write`, :meth:`hold`,
    :meth:`holds`, :meth:`first`, :meth:`start`; rolls are the dice's numbers by slot.
    """

    def __init__(self, choices: dict[str, list[float]], num_rolls: int = 3) -> None:
        if not choices:
            raise ValueError("a turn needs at least one box to write")
        if num_rolls != 3:
            raise ValueError("painted Yahtzee turns have three rolls")
        self.choices = choices
        self.num_rolls = num_rolls
        lists = list(choices.values())
        last = list(lists[0]) if len(lists) == 1 else list(map(max, *lists))
        #: Best value of writing a box with each roll (no first-roll factor in this game).
        self.last = last
        #: After roll 2: per held set, the value of holding it (then the last roll).
        self._held2 = hold_tables(last)
        #: After roll 2: the best value with each roll on the table.
        self._after2 = best_over_holds(self._held2, last)
        self._held1: dict[tuple[int, ...], list[float]] | None = None

    def _tables(self, roll_number: int) -> dict[tuple[int, ...], list[float]]:
        if roll_number == 2:
            return self._held2
        if roll_number != 1:
            raise ValueError("dice are held only after rolls 1 and 2")
        if self._held1 is None:
            self._held1 = hold_tables(self._after2)
        return self._held1

    def write(self, box: str, roll: Sequence[int], first_roll: bool = False) -> float:
        """The value of writing ``roll`` into ``box`` now."""
        return self.choices[box][roll_index(roll)]

    def hold(self, roll_number: int, keeper: Sequence[int | None]) -> float:
        """The expected value of holding ``keeper`` (numbers, None where dice roll) after roll
        ``roll_number``."""
        held, index = keeper_entry(keeper)
        return self._tables(roll_number)[held][index]

    def holds(self, roll_number: int, roll: Sequence[int]) -> dict[tuple[int | None, ...], float]:
        """Every hold of fewer than five of ``roll``'s dice (a keeper) and its value."""
        values = tuple(int(v) for v in roll)
        result: dict[tuple[int | None, ...], float] = {}
        for held in HELD_SETS[1:]:
            keeper = tuple(v if p in held else None for p, v in enumerate(values))
            result[keeper] = self.hold(roll_number, keeper)
        return result

    def first_values(self) -> list[float]:
        """Per roll: the best value with it as the turn's first roll."""
        return best_over_holds(self._tables(1), self.last)

    def first(self, roll: Sequence[int]) -> float:
        """The best value with ``roll`` as the turn's first roll."""
        return max([self.last[roll_index(roll)], *self.holds(1, roll).values()])

    def start(self) -> float:
        """The expected value of the whole turn before its first roll."""
        return sum(self.first_values()) / COUNT
