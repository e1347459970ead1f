"""The Yacht coach's numbers (Hard's exact values for the dice on the table) and the review.

"Expected final total" is the points on the card now plus the optimal expected points
still to come, so different moves compare directly. The table (a few kilobytes) loads
in a daemon thread (:func:`preload`); a turn's values are computed once and cached.
The review is the scorecard kit's, judged by the same values (:data:`POLICY`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.kits.scorecard.coach import (
    WARN_LOSS,
    AdviceLookups,
    HoldAdvice,
    TableLoader,
    TurnAdvice,
    hold_advice,
)
from yenta_desktop.ai.kits.scorecard.review import GamePolicy, GameReview, review_record
from yenta_desktop.ai.yacht.bots import HardBot
from yenta_desktop.ai.yacht.policy import TABLES, best_move, options, turn_values
from yenta_desktop.engine.families.scorecard import Phase
from yenta_desktop.engine.families.scorecard_game import Action
from yenta_desktop.engine.yacht import SPEC, Rules

#: The value tables (the table's coach reads them through ``LOADER``).
LOADER = _tables = TableLoader(
    lambda r: TABLES.table(r).game_value(), TABLES.name, "the Yacht table", "yacht"
)
preload = _tables.preload
is_ready = _tables.is_ready
is_loaded = _tables.is_loaded
wait_ready = _tables.wait_ready
known_optimal = _tables.known_optimal


@dataclass(frozen=True)
class Advice(AdviceLookups, TurnAdvice[Action]):
    """The coach's numbers for the dice of ``seat``'s turn after roll ``roll``."""

    #: Every box that may be written now -> its expected final total (card order).
    rows: dict[str, float]
    #: Every distinct hold, best first (empty after the third roll).
    holds: tuple[HoldAdvice, ...]
    warn_loss: float = WARN_LOSS

    @property
    def best_row(self) -> str:
        """The best box to write now."""
        return max(self.rows, key=lambda row: self.rows[row])


class Coach(HardBot):
    """Advice for the seat whose turn it is: Hard's values (one turn's cached)."""

    def advise(self, state: Any) -> Advice | None:
        """Numbers for the dice on the table of the seat to act (None without dice)."""
        seat = state.turn_seat
        if seat is None or not state.dice or state.phase != Phase.CHOOSE:
            return None
        card, dice = state.cards[seat], state.dice
        opts = options(self.values(state.rules, card), card, state.rules, dice, state.rolls_done)
        best, best_value = best_move(opts, dice)
        now = SPEC.total(card)
        rows = {row: now + value for row, value in opts.rows.items()}
        holds = hold_advice(dice, opts.holds, now, best_value)
        return Advice(
            seat, state.rolls_done, tuple(dice), now, best, now + best_value, rows, holds,
            self.warn_loss,
        )  # fmt: skip


#: Hard's values for the kit's review (every write is in column 0).
POLICY = GamePolicy(
    turn_values,
    options,
    lambda opts: {(0, row): v for row, v in opts.rows.items()},
    lambda rules, card: TABLES.table(rules).value(TABLES.state(rules, card)),
    lambda rules: SPEC,
)


def review_game(record: Mapping[str, Any], seats: Iterable[int], judge: Any = None) -> GameReview:
    """Judge ``seats`` of a finished yacht-record against optimal play."""
    return review_record(POLICY, Rules, record, seats, judge)
