"""The Triple Yahtzee coach's numbers: Hard's expectimax for the dice on the table.

Hard's in-turn expectimax (:func:`yenta_desktop.ai.tripleyahtzee.policy.turn_values`: every
hold and every (box, column), the rest of the card valued by the single-column
tables) is computed once per turn and cached; each roll's numbers are then a
lookup. "Expected total" is the points on the card now plus the points to come
as Hard values them (no exact optimum is known for Triple Yahtzee). Run it off
the frame (the table's coach runner); :func:`preload` reads the column table in a
daemon thread when the table opens.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.kits.scorecard import TurnValues
from yenta_desktop.ai.kits.scorecard.coach import (
    WARN_LOSS,
    AdviceLookups,
    HoldAdvice,
    TableLoader,
    TurnAdvice,
    TurnCoach,
    hold_advice,
    loss_against,
)
from yenta_desktop.ai.tripleyahtzee.policy import (
    OPTIMAL,
    TABLES,
    Action,
    best_move,
    options,
    turn_values,
)
from yenta_desktop.engine.families.scorecard import Phase
from yenta_desktop.engine.tripleyahtzee import SPEC, Rules


def _load(_rules: None) -> None:
    TABLES.table(Rules())


#: One column table for every rule set (Hard values no exact optimum).
_table = TableLoader(
    _load, lambda _rules: "column", "the Triple Yahtzee column table", "tripleyahtzee-table"
)
#: The column table (the table's coach reads it through ``LOADER``; no optimum is known).
LOADER = _table


def preload() -> None:
    """Start loading the column table in the background (once)."""
    _table.preload(None)


def is_ready() -> bool:
    """Whether the table is loaded (or failed to: no point waiting)."""
    return _table.is_ready(None)


def wait_ready(timeout: float = 5.0) -> bool:
    """Wait for the table (tests and the tour); True once it is loaded."""
    return _table.wait_ready(None, timeout)


def is_loaded() -> bool:
    """Whether the column table is loaded and good (the coach can answer)."""
    return _table.is_loaded(None)


@dataclass(frozen=True)
class Advice(AdviceLookups, TurnAdvice[Action]):
    """The coach's numbers for the dice of ``seat``'s turn after roll ``roll``."""

    #: Every (column, box) that may be written now -> its expected total.
    boxes: dict[tuple[int, str], float]
    holds: tuple[HoldAdvice, ...]
    #: A choice giving away more than this many expected points is marked.
    warn_loss: float = WARN_LOSS

    @property
    def best_box(self) -> tuple[int, str]:
        """The best box to write now."""
        return max(self.boxes, key=lambda box: self.boxes[box])

    def box_loss(self, box: tuple[int, str]) -> float:
        """Expected points writing ``box`` gives away against Hard's move (0 if none)."""
        return loss_against(self.best_total, self.boxes[box])


class Coach(TurnCoach):
    """Advice for the seat whose turn it is (one turn's values cached).

    ``warn_loss``: a choice giving away more than this many expected points is
    marked (default 0.2, YatzyCoach's).
    """

    def turn_values(self, rules: Rules, card: Sequence[int | None]) -> TurnValues:
        """The in-turn values of a turn from ``card``."""
        return turn_values(rules, card, OPTIMAL)

    def advise_dice(
        self,
        rules: Rules,
        card: Sequence[int | None],
        extras: Sequence[int],
        dice: Sequence[int],
        rolls_done: int,
        seat: int = 0,
    ) -> Advice:
        """Numbers for ``dice`` after roll ``rolls_done`` of a turn starting from ``card``."""
        values = self.values(rules, card)
        opts = options(values, card, rules, dice, rolls_done)
        best, best_value = best_move(opts, dice)
        now = SPEC.total(card, extras)
        holds = hold_advice(dice, opts.holds, now, best_value)
        boxes = {box: now + value for box, value in opts.boxes.items()}
        return Advice(
            seat, rolls_done, tuple(dice), now, best, now + best_value, boxes, holds, self.warn_loss
        )

    def advise(self, state: Any) -> Advice | None:
        """Numbers for the dice on the table of the seat to act (None without dice)."""
        seat = state.turn_seat
        if seat is None or not state.dice or state.phase != Phase.CHOOSE:
            return None
        return self.advise_dice(
            state.rules, state.cards[seat], state.extras[seat], state.dice, state.rolls_done, seat
        )


__all__ = [
    "WARN_LOSS",
    "Advice",
    "Coach",
    "HoldAdvice",
    "is_loaded",
    "is_ready",
    "preload",
    "wait_ready",
]
