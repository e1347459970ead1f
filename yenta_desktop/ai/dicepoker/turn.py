"""The exact values inside one turn, from the values of the states the turn can lead to.

Given, for each row that may be written this turn, the value of writing it
(its points, the upper bonus it may settle, and the expected points of the
rest of the game after it), :class:`TurnValues` computes exactly:

* ``last[r]``: the best value of writing a row with roll ``r`` after the 2nd or 3rd roll;
* ``hold(2, k)``: the expected value of holding keeper ``k`` for the third roll;
* ``after_second[r]``: the best value with roll ``r`` on the table after the second roll;
* ``hold(1, k)``: the expected value of holding ``k`` for the second roll;
* ``first(r)``: the best value with ``r`` as the first roll (writing now may double).

Pure Python, about 5 ms per turn (the caller caches one object per turn).
The Hard AI feeds it the solved tables; Medium feeds it zeros (this turn's
points only); the coach reads its numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import mul

from yenta_desktop.ai.dicepoker.dice import (
    HOLD_KEEPERS,
    KEEPER_INDEX,
    KEEPER_OUTCOMES,
    KEEPERS,
    ROLL_COUNTS,
    ROLL_INDEX,
    ROLL_PROBS,
    ROLLS,
    SUB_KEEPERS,
)
from yenta_desktop.ai.dicepoker.layout import clamp_sum
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.scoring import (
    BONUS,
    BONUS_THRESHOLD,
    LOWER_ROWS,
    NUM_UPPER,
    UPPER_ROWS,
    row_points,
)

NEG = float("-inf")
#: The value of the rest of the game from (R, s, L); 0 when nothing is open.
StateValue = Callable[[int, int, int], float]


@lru_cache(maxsize=4)
def _lower_points(double: bool) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Per lower row: its points for every roll, written late and written from the first roll."""
    rules = Rules(upper_first=False, first_roll_double=double)
    return tuple(
        (
            tuple(row_points(row, roll, False, rules) for roll in ROLLS),
            tuple(row_points(row, roll, True, rules) for roll in ROLLS),
        )
        for row in LOWER_ROWS
    )


@dataclass(frozen=True)
class RowChoice:
    """Writing one row: lower rows lead to one state, upper rows to one per count of the value."""

    row: str
    #: Lower row: the value after writing it (points not included).
    after: float = 0.0
    #: Upper row: the value by how many dice show the face (0-5), points and bonus included.
    by_count: tuple[float, ...] = ()


def row_choices(value: StateValue, rules: Rules, upper: int, s: int, lower: int) -> list[RowChoice]:
    """The rows that may be written from state (R, s, L) and what each leads to."""
    choices: list[RowChoice] = []
    for i in range(NUM_UPPER):
        bit = 1 << i
        if not upper & bit:
            continue
        face = i + 1
        rest = upper & ~bit
        by_count = []
        for count in range(6):
            points = (count - 3) * face
            new_sum = s + points
            bonus = BONUS if not rest and new_sum >= BONUS_THRESHOLD else 0
            by_count.append(points + bonus + value(rest, clamp_sum(rest, new_sum), lower))
        choices.append(RowChoice(UPPER_ROWS[i], by_count=tuple(by_count)))
    if rules.upper_first and upper:
        return choices
    for j, row in enumerate(LOWER_ROWS):
        bit = 1 << j
        if lower & bit:
            choices.append(RowChoice(row, after=value(upper, s, lower & ~bit)))
    return choices


class TurnValues:
    """Exact in-turn values for one start-of-turn state (see the module docstring)."""

    def __init__(self, choices: Sequence[RowChoice], rules: Rules) -> None:
        if not choices:
            raise ValueError("a turn needs at least one row to write")
        self.rules = rules
        self.choices = {choice.row: choice for choice in choices}
        points = _lower_points(rules.first_roll_double)
        lower_index = {row: j for j, row in enumerate(LOWER_ROWS)}
        upper_index = {row: i for i, row in enumerate(UPPER_ROWS)}
        last = [NEG] * len(ROLLS)
        first = [NEG] * len(ROLLS)
        for choice in choices:
            if choice.row in upper_index:
                face = upper_index[choice.row] + 1
                by_count = choice.by_count
                values = [by_count[counts[face]] for counts in ROLL_COUNTS]
                last = list(map(max, last, values))
                first = list(map(max, first, values))
            else:
                late, early = points[lower_index[choice.row]]
                after = choice.after
                last = list(map(max, last, [p + after for p in late]))
                first = list(map(max, first, [p + after for p in early]))
        #: Best value of writing a row with each roll after the 2nd or 3rd roll.
        self.last = last
        self._first_write = first
        get = last.__getitem__
        self._hold2 = [
            sum(map(mul, probs, map(get, indices))) for indices, probs in KEEPER_OUTCOMES
        ]
        kept = self._hold2.__getitem__
        #: Best value with each roll on the table after the second roll.
        self.after_second = [max(map(kept, subs)) for subs in SUB_KEEPERS]
        self._hold1: dict[int, float] = {}

    def hold(self, roll_number: int, keeper: tuple[int, ...]) -> float:
        """The expected value of holding ``keeper`` (sorted values) after roll 1 or 2."""
        index = KEEPER_INDEX[keeper]
        if roll_number == 2:
            return float(self._hold2[index])
        if roll_number != 1:
            raise ValueError("dice are held only after the first or second roll")
        found = self._hold1.get(index)
        if found is None:
            indices, probs = KEEPER_OUTCOMES[index]
            found = sum(map(mul, probs, map(self.after_second.__getitem__, indices)))
            self._hold1[index] = found
        return found

    def holds(self, roll_number: int, roll: tuple[int, ...]) -> dict[tuple[int, ...], float]:
        """Every distinct hold of 0-4 dice of the sorted ``roll`` and its expected value."""
        return {
            KEEPERS[k]: self.hold(roll_number, KEEPERS[k]) for k in HOLD_KEEPERS[ROLL_INDEX[roll]]
        }

    def write(self, row: str, roll: tuple[int, ...], first_roll: bool) -> float:
        """The value of writing the sorted ``roll`` into ``row`` now (points included)."""
        choice = self.choices[row]
        r = ROLL_INDEX[roll]
        if choice.by_count:
            return choice.by_count[ROLL_COUNTS[r][UPPER_ROWS.index(row) + 1]]
        points = _lower_points(self.rules.first_roll_double)[LOWER_ROWS.index(row)]
        return (points[1] if first_roll else points[0])[r] + choice.after

    def first(self, roll: tuple[int, ...]) -> float:
        """The best value with the sorted ``roll`` as the turn's first roll."""
        r = ROLL_INDEX[roll]
        best = self._first_write[r]
        for k in HOLD_KEEPERS[r]:
            best = max(best, self.hold(1, KEEPERS[k]))
        return best

    def start(self) -> float:
        """The expected value of the whole turn before its first roll (Bellman's right side)."""
        return sum(p * self.first(roll) for p, roll in zip(ROLL_PROBS, ROLLS, strict=True))
