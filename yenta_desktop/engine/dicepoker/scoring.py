"""The scorecard: rows, what five dice score in each row, legality, totals and UI previews.

A scorecard is a sequence of 15 entries in :data:`ROWS` order, ``None`` for an
empty row and the points written otherwise. Dice are five values 1-6 in any
order. Everything here is a pure function of its arguments: the engine, the
AI, the coach and the table scene share it. The rows and their points are
Dice Poker's specification (:mod:`.spec`); the card functions are the
scorecard family's over it.
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.spec import (
    BONUS,
    BONUS_THRESHOLD,
    CHANCE,
    FACES,
    LOWER_ROWS,
    MAX_ROLLS,
    NUM_DICE,
    NUM_UPPER,
    POKER,
    POKER_BONUS,
    ROW_INDEX,
    ROWS,
    SPEC,
    UPPER_ROWS,
    UPPER_VALUE,
    counts_of,
    doubles,
    is_upper,
    pattern_sum,
    row_points,
)
from yenta_desktop.engine.families import scorecard
from yenta_desktop.engine.families.scorecard import Card, RowPreview


def empty_card() -> list[int | None]:
    """A scorecard with every row empty."""
    return SPEC.empty_card()


def open_rows(card: Card) -> list[str]:
    """The empty rows of ``card``, in scorecard order."""
    return [row for row, points in zip(ROWS, card, strict=True) if points is None]


def upper_complete(card: Card) -> bool:
    """Whether ones..sixes are all written."""
    return SPEC.upper_complete(card)


def legal_rows(card: Card, rules: Rules) -> list[str]:
    """The rows that may be written now (rule 3: with upper_first, upper rows before lower)."""
    return [row for _, row in SPEC.legal_boxes(card, rules)]


def upper_sum(card: Card) -> int:
    """The sum of the written upper rows (the bonus needs at least 0 when all six are in)."""
    return SPEC.upper_sum(card)


def bonus(card: Card) -> int:
    """The upper bonus: 50 once all six upper rows are written and sum to 0 or more."""
    return SPEC.bonus(card)


def lower_sum(card: Card) -> int:
    """The sum of the written lower rows."""
    return SPEC.lower_sum(card)


def total(card: Card) -> int:
    """Upper rows + bonus + lower rows written so far."""
    return SPEC.total(card)


def preview(card: Card, dice: Sequence[int], first_roll: bool, rules: Rules) -> list[RowPreview]:
    """For each empty row, what the current ``dice`` would score in it now."""
    return scorecard.preview(SPEC, card, dice, first_roll, rules)


def zero_needs_confirmation(
    card: Card, dice: Sequence[int], row: str, first_roll: bool, rules: Rules
) -> bool:
    """Whether the UI should ask "write 0 here?" before writing ``row`` (rule 6).

    True when ``row`` is a lower row whose pattern the dice do not form (it
    takes a 0) while another row that may be written now would score more
    than 0. A 0 in an upper row (exactly three of the value) is the par
    result, not a dash, and never asks. The engine accepts the 0 either way.
    """
    return scorecard.zero_needs_confirmation(SPEC, card, dice, row, first_roll, rules)


__all__ = [
    "BONUS",
    "BONUS_THRESHOLD",
    "CHANCE",
    "FACES",
    "LOWER_ROWS",
    "MAX_ROLLS",
    "NUM_DICE",
    "NUM_UPPER",
    "POKER",
    "POKER_BONUS",
    "ROWS",
    "ROW_INDEX",
    "UPPER_ROWS",
    "UPPER_VALUE",
    "Card",
    "RowPreview",
    "bonus",
    "counts_of",
    "doubles",
    "empty_card",
    "is_upper",
    "legal_rows",
    "lower_sum",
    "open_rows",
    "pattern_sum",
    "preview",
    "row_points",
    "total",
    "upper_complete",
    "upper_sum",
    "zero_needs_confirmation",
]
