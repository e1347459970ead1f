"""The scorecard's functions for the UI, the AI and the tests: legality, points, totals, previews.

A card is a list of entries in the card's row order (13 for Yahtzee, 15 for
Yatzy), None for an open box. Every function takes the ``rules`` (which card,
which Joker) and is pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yenta_desktop.engine.families import scorecard
from yenta_desktop.engine.families.scorecard import Card, RowPreview
from yenta_desktop.engine.yahtzee.spec import spec_for


def rows_of(rules: Any) -> tuple[str, ...]:
    """The box ids of ``rules``' card, in card order."""
    return spec_for(rules).row_ids


def empty_card(rules: Any) -> list[int | None]:
    """A card with every box open."""
    return spec_for(rules).empty_card()


def legal_rows(card: Card, rules: Any, dice: Sequence[int] = ()) -> list[str]:
    """The boxes that may be written now (with ``dice``: the Joker's constraint, rule 4)."""
    return [row for _, row in spec_for(rules).legal_boxes(card, rules, dice)]


def box_points(card: Card, row: str, dice: Sequence[int], rules: Any) -> int:
    """What ``dice`` write into ``row`` now (Joker values included), without the extra bonus."""
    return spec_for(rules).box_points(card, 0, row, dice, False, rules)


def extra_bonus(card: Card, row: str, dice: Sequence[int], rules: Any) -> int:
    """The extra-Yahtzee bonus writing ``dice`` now would earn (rule 3)."""
    return spec_for(rules).extra_bonus(card, 0, row, dice, rules)


def upper_sum(card: Card, rules: Any) -> int:
    """The sum of the written upper boxes."""
    return spec_for(rules).upper_sum(card)


def bonus(card: Card, rules: Any) -> int:
    """The upper bonus once every upper box is written (35 or Yatzy's 50 at 63)."""
    return spec_for(rules).bonus(card)


def total(card: Card, rules: Any, extras: Sequence[int] = ()) -> int:
    """Boxes + upper bonus + extra-Yahtzee bonuses."""
    return spec_for(rules).total(card, extras)


def preview(card: Card, dice: Sequence[int], rules: Any) -> list[RowPreview]:
    """For each open box, what ``dice`` would score in it now (``formed`` marks Joker values)."""
    return scorecard.preview(spec_for(rules), card, dice, False, rules)


def zero_needs_confirmation(card: Card, dice: Sequence[int], row: str, rules: Any) -> bool:
    """Rule 1: writing a 0 in a lower box while a legal box would score more asks first."""
    return scorecard.zero_needs_confirmation(spec_for(rules), card, dice, row, False, rules)


__all__ = [
    "Card",
    "RowPreview",
    "bonus",
    "box_points",
    "empty_card",
    "extra_bonus",
    "legal_rows",
    "preview",
    "rows_of",
    "total",
    "upper_sum",
    "zero_needs_confirmation",
]
