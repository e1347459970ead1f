"""A test-only scorecard specification that exercises every hook of the family.

Three dice, three rolls, two columns (x1 and x2). Rows: ones and twos (upper,
the dice of that face summed; bonus 10 at 4 or more, counted as soon as it is
reached), triple (the sum of three of a kind), run (10 for three in a row),
chance (the sum). Hooks: chance only as the last open box of its column
(``chance_last``); a run from the first roll doubles (``first_roll_double``);
once a triple is written above 0 in column 1, another triple is a Joker: it
must go into its face's upper box if one is open (ones, twos), else anywhere,
with run scoring 10; each Joker earns an extra bonus of 20.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.engine.families.scorecard import (
    Card,
    Joker,
    Row,
    ScorecardObservation,
    ScorecardSpec,
    ScorecardState,
    new_state,
)
from yenta_desktop.engine.families.scorecard_record import ScorecardRecords
from yenta_desktop.engine.settings import BOOL, RulesBase, Setting


@dataclass(frozen=True)
class ToyRules(RulesBase):
    """The toy's two switches."""

    SETTINGS = (
        Setting("chance_last", BOOL, True, "chance is the last box of a column"),
        Setting("first_roll_double", BOOL, True, "a run from the first roll doubles"),
    )

    chance_last: bool = True
    first_roll_double: bool = True


def _face(face: int, dice: Sequence[int]) -> int:
    return face * sum(1 for d in dice if d == face)


def _triple(dice: Sequence[int]) -> int | None:
    return sum(dice) if len(set(dice)) == 1 else None


def _run(dice: Sequence[int]) -> int | None:
    low = min(dice)
    return 10 if sorted(dice) == [low, low + 1, low + 2] else None


UPPER_OF = {1: "ones", 2: "twos"}


class ToySpec(ScorecardSpec):
    """The toy scorecard."""

    game_id = "toy-card"
    title = "Toy Card"
    rows = (
        Row("ones", "upper", lambda d: _face(1, d)),
        Row("twos", "upper", lambda d: _face(2, d)),
        Row("triple", "lower", _triple),
        Row("run", "lower", _run),
        Row("chance", "lower", sum),
    )
    num_dice = 3
    max_rolls = 3
    columns = (1, 2)
    min_players = 1
    max_players = 3
    upper_bonus = 10
    upper_bonus_threshold = 4
    bonus_needs_complete = False
    has_extras = True

    def order_allows(self, card: Card, column: int, row: str, rules: Any) -> bool:
        if row != "chance" or not rules.chance_last:
            return True
        return sum(1 for points in card if points is None) == 1

    def first_roll_factor(self, row: str, formed: bool, first_roll: bool, rules: Any) -> int:
        return 2 if row == "run" and first_roll and rules.first_roll_double else 1

    def _joker_on(self, card: Card, dice: Sequence[int]) -> bool:
        written = card[self.row_index["triple"]]
        return _triple(dice) is not None and written is not None and written > 0

    def joker(self, card: Card, dice: Sequence[int], rules: Any) -> Joker | None:
        if not self._joker_on(card, dice):
            return None
        upper = UPPER_OF.get(dice[0])
        boxes = frozenset(
            (column, upper)
            for column, row in self.open_boxes(card)
            if upper is not None and row == upper
        )
        return Joker(boxes or None, {"run": 10})

    def extra_bonus(
        self, card: Card, column: int, row: str, dice: Sequence[int], rules: Any
    ) -> int:
        return 20 if self._joker_on(card, dice) else 0


SPEC = ToySpec()


class ToyObservation(ScorecardObservation):
    SPEC = SPEC


class ToyState(ScorecardState):
    SPEC = SPEC
    OBSERVATION = ToyObservation
    __slots__ = ()


RECORDS = ScorecardRecords(ToyState, ToyRules)


def new_toy(num_players: int = 1, rules: ToyRules | None = None, seed: int = 0) -> ToyState:
    """A toy game (seat 0 to roll)."""
    state: ToyState = new_state(ToyState, num_players, rules or ToyRules(), seed=seed)
    return state
