"""The scorecard: rows, what five dice score in each row, legality, totals and UI previews.

A scorecard is a sequence of 15 entries in :data:`ROWS` order, ``None`` for an
empty row and the points written otherwise. Dice are five values 1-6 in any
order. Everything here is a pure function of its arguments: the engine, the
AI, the coach and the table scene share it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yenta_desktop.engine.dicepoker.rules import Rules

FACES = (1, 2, 3, 4, 5, 6)
NUM_DICE = 5
MAX_ROLLS = 3

UPPER_ROWS = ("ones", "twos", "threes", "fours", "fives", "sixes")
LOWER_ROWS = (
    "pair",
    "two_pairs",
    "three",
    "small_straight",
    "big_straight",
    "full_house",
    "four",
    "poker",
    "chance",
)
#: Every row id in scorecard order (stable: records and translations use them).
ROWS = UPPER_ROWS + LOWER_ROWS
ROW_INDEX = {row: index for index, row in enumerate(ROWS)}
#: The face value an upper row counts (ones -> 1 ... sixes -> 6).
UPPER_VALUE = {row: index + 1 for index, row in enumerate(UPPER_ROWS)}
NUM_UPPER = len(UPPER_ROWS)

CHANCE = "chance"
POKER = "poker"
#: Added once the six upper rows are filled, if they sum to at least BONUS_THRESHOLD.
BONUS = 50
BONUS_THRESHOLD = 0
#: Added to a poker (five of a kind) once, doubled first roll or not.
POKER_BONUS = 50

Card = Sequence["int | None"]


def counts_of(dice: Sequence[int]) -> list[int]:
    """How many dice show each face: index 1..6 (index 0 unused)."""
    counts = [0] * 7
    for value in dice:
        counts[value] += 1
    return counts


def is_upper(row: str) -> bool:
    """Whether ``row`` is one of ones..sixes."""
    return row in UPPER_VALUE


def pattern_sum(row: str, counts: Sequence[int]) -> int | None:
    """A lower row's dice sum, taking the best-scoring dice that form it; None if absent.

    Patterns contain smaller ones (four of a kind is also three of a kind and a
    pair; a full house is also two pairs), but five of a kind is neither two
    pairs nor a full house. Chance is always present.
    """
    if row == "pair":
        values = [v for v in FACES if counts[v] >= 2]
        return 2 * values[-1] if values else None
    if row == "two_pairs":
        values = [v for v in FACES if counts[v] >= 2]
        return 2 * (values[-1] + values[-2]) if len(values) >= 2 else None
    if row == "three":
        values = [v for v in FACES if counts[v] >= 3]
        return 3 * values[-1] if values else None
    if row == "small_straight":
        return 15 if all(counts[v] == 1 for v in (1, 2, 3, 4, 5)) else None
    if row == "big_straight":
        return 20 if all(counts[v] == 1 for v in (2, 3, 4, 5, 6)) else None
    if row == "full_house":
        shape = sorted(c for c in counts[1:] if c)
        return sum(v * counts[v] for v in FACES) if shape == [2, 3] else None
    if row == "four":
        values = [v for v in FACES if counts[v] >= 4]
        return 4 * values[-1] if values else None
    if row == POKER:
        values = [v for v in FACES if counts[v] == 5]
        return 5 * values[-1] if values else None
    if row == CHANCE:
        return sum(v * counts[v] for v in FACES)
    raise ValueError(f"unknown row {row!r}; rows are {', '.join(ROWS)}")


def doubles(row: str, first_roll: bool, rules: Rules) -> bool:
    """Whether writing ``row`` now would double its dice sum (rule 7), pattern present or not."""
    return first_roll and rules.first_roll_double and not is_upper(row) and row != CHANCE


def row_points(row: str, dice: Sequence[int], first_roll: bool, rules: Rules) -> int:
    """The points ``dice`` score in ``row`` (rules 4, 6 and 7); 0 for a lower row not formed."""
    counts = counts_of(dice)
    value = UPPER_VALUE.get(row)
    if value is not None:
        return (counts[value] - 3) * value
    base = pattern_sum(row, counts)
    if base is None:
        return 0
    if doubles(row, first_roll, rules):
        base *= 2
    return base + POKER_BONUS if row == POKER else base


# ---------------------------------------------------------------------- the card


def empty_card() -> list[int | None]:
    """A scorecard with every row empty."""
    return [None] * len(ROWS)


def open_rows(card: Card) -> list[str]:
    """The empty rows of ``card``, in scorecard order."""
    return [row for row, points in zip(ROWS, card, strict=True) if points is None]


def upper_complete(card: Card) -> bool:
    """Whether ones..sixes are all written."""
    return all(points is not None for points in card[:NUM_UPPER])


def legal_rows(card: Card, rules: Rules) -> list[str]:
    """The rows that may be written now (rule 3: with upper_first, upper rows before lower)."""
    rows = open_rows(card)
    if rules.upper_first and not upper_complete(card):
        return [row for row in rows if is_upper(row)]
    return rows


def upper_sum(card: Card) -> int:
    """The sum of the written upper rows (the bonus needs at least 0 when all six are in)."""
    return sum(points for points in card[:NUM_UPPER] if points is not None)


def bonus(card: Card) -> int:
    """The upper bonus: 50 once all six upper rows are written and sum to 0 or more."""
    return BONUS if upper_complete(card) and upper_sum(card) >= BONUS_THRESHOLD else 0


def lower_sum(card: Card) -> int:
    """The sum of the written lower rows."""
    return sum(points for points in card[NUM_UPPER:] if points is not None)


def total(card: Card) -> int:
    """Upper rows + bonus + lower rows written so far."""
    return upper_sum(card) + bonus(card) + lower_sum(card)


# ---------------------------------------------------------------------- UI helpers


@dataclass(frozen=True)
class RowPreview:
    """What writing one empty row would give now.

    ``points`` as written (doubled already when ``doubled``); ``formed`` says
    the dice form the row's pattern (False: the row would take a 0, the
    seed's dash); ``legal`` says the row may be written now (upper_first).
    """

    row: str
    points: int
    doubled: bool
    formed: bool
    legal: bool


def preview(card: Card, dice: Sequence[int], first_roll: bool, rules: Rules) -> list[RowPreview]:
    """For each empty row, what the current ``dice`` would score in it now."""
    counts = counts_of(dice)
    legal = set(legal_rows(card, rules))
    result = []
    for row in open_rows(card):
        formed = is_upper(row) or pattern_sum(row, counts) is not None
        result.append(
            RowPreview(
                row,
                row_points(row, dice, first_roll, rules),
                formed and doubles(row, first_roll, rules),
                formed,
                row in legal,
            )
        )
    return result


def zero_needs_confirmation(
    card: Card, dice: Sequence[int], row: str, first_roll: bool, rules: Rules
) -> bool:
    """Whether the UI should ask "write 0 here?" before writing ``row`` (rule 6).

    True when ``row`` is a lower row whose pattern the dice do not form (it
    takes a 0) while another row that may be written now would score more
    than 0. A 0 in an upper row (exactly three of the value) is the par
    result, not a dash, and never asks. The engine accepts the 0 either way.
    """
    if is_upper(row) or row not in open_rows(card):
        return False
    if pattern_sum(row, counts_of(dice)) is not None:
        return False
    return any(
        row_points(other, dice, first_roll, rules) > 0
        for other in legal_rows(card, rules)
        if other != row
    )
