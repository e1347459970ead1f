"""A made-up four-box scorecard with every kind of rule the solver reads, for the kit's tests.

Two dice, two rolls a turn. Ones and Twos (upper; a bonus of 5 once both are
written with 4 or more), Sum (the dice's sum, doubled from the first roll; only
once both upper boxes are written) and Double (20 for two alike). A double
rolled once the Double box is written is a Joker: it must go to its face's
upper box if open, else to Sum at a fixed 15 if it may be written, else anywhere,
and scores 10 more while the Double box holds 20. Nothing here is a real game;
``scripts/scorecard_solve.py --spec tests.ai.kits.toy_spec`` solves it too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yenta_desktop.engine.families.scorecard import Card, Joker, Row, ScorecardSpec

UPPER_FACES = {"ones": 1, "twos": 2}


def _upper(face: int, dice: Sequence[int]) -> int:
    return face * list(dice).count(face)


def _double(dice: Sequence[int]) -> int | None:
    return 20 if len(set(dice)) == 1 else None


class ToySpec(ScorecardSpec):
    """The toy card (see the module docstring)."""

    game_id = "toy-card"
    title = "Toy card"
    rows = (
        Row("ones", "upper", lambda dice: _upper(1, dice)),
        Row("twos", "upper", lambda dice: _upper(2, dice)),
        Row("sum", "lower", sum),
        Row("double", "lower", _double),
    )
    num_dice = 2
    max_rolls = 2
    upper_bonus = 5
    upper_bonus_threshold = 4
    has_extras = True
    flag_row = "double"

    def order_allows(self, card: Card, column: int, row: str, rules: Any) -> bool:
        """Sum waits for both upper boxes."""
        return row != "sum" or all(card[i] is not None for i in self.upper)

    def first_roll_factor(self, row: str, formed: bool, first_roll: bool, rules: Any) -> int:
        """Sum doubles from the first roll."""
        return 2 if row == "sum" and first_roll else 1

    def special_roll(self, dice: Sequence[int]) -> bool:
        """The Joker and the extra bonus are for a double."""
        return len(dice) == self.num_dice and len(set(dice)) == 1

    def joker(self, card: Card, dice: Sequence[int], rules: Any) -> Joker | None:
        """A double once Double is written: its upper box, else Sum at 15, else anywhere."""
        if not self.special_roll(dice) or card[self.row_index["double"]] is None:
            return None
        open_rows = {row for _, row in self.legal_boxes(card, rules)}
        face_row = next((r for r, f in UPPER_FACES.items() if f == dice[0]), None)
        if face_row in open_rows:
            return Joker(frozenset({(0, face_row)}))
        if "sum" in open_rows:
            return Joker(frozenset({(0, "sum")}), {"sum": 15})
        return Joker(frozenset((0, row) for row in open_rows))

    def extra_bonus(
        self, card: Card, column: int, row: str, dice: Sequence[int], rules: Any
    ) -> int:
        """10 more for a double while Double holds 20."""
        return 10 if self.special_roll(dice) and card[self.row_index["double"]] == 20 else 0


SPEC = ToySpec()
