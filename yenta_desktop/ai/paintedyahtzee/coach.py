"""The painted Yahtzee coach's numbers: Hard's values for the dice on the table.

"Expected final total" is the points on the card now plus what Hard's in-turn search
(exact over the turn's 7,776 ordered rolls, the rest of the game by the fitted value of
docs/ai/painted-yahtzee.md) expects still to come, so different moves compare directly.
The game has no exact table: the loader only builds the one-time tables (about a second,
:func:`~.policy.warm`) off the main thread and knows no optimal total. The five dice
differ, so a hold is a set of dice (positions), each die named by its number and colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.kits.scorecard.coach import (
    WARN_LOSS,
    AdviceLookups,
    HoldAdvice,
    TableLoader,
    TurnAdvice,
)
from yenta_desktop.ai.paintedyahtzee.hard import HardBot
from yenta_desktop.ai.paintedyahtzee.policy import FITTED, best_move, options, warm
from yenta_desktop.engine.families.dice import face_key
from yenta_desktop.engine.families.scorecard import Phase, Roll, Score
from yenta_desktop.engine.paintedyahtzee.spec import SPEC


def _warm(rules: Any) -> float | None:
    """Build Hard's one-time tables; painted Yahtzee knows no optimal expected total."""
    warm(FITTED)
    return None


#: The one-time tables (the table's coach reads them through ``LOADER``).
LOADER = TableLoader(_warm, lambda rules: FITTED, "painted Yahtzee's tables", "painted")
preload = LOADER.preload
is_ready = LOADER.is_ready
is_loaded = LOADER.is_loaded
wait_ready = LOADER.wait_ready
known_optimal = LOADER.known_optimal


@dataclass(frozen=True)
class Advice(AdviceLookups, TurnAdvice[Roll | Score]):
    """The coach's numbers for the dice of ``seat``'s turn after roll ``roll``."""

    #: Every box that may be written now -> its expected final total (card order).
    rows: dict[str, float]
    #: Every hold, best first (empty after the third roll); ``values`` in tray order.
    holds: tuple[HoldAdvice, ...]
    warn_loss: float = WARN_LOSS

    def hold_of(self, values: Sequence[int]) -> HoldAdvice | None:
        """The hold keeping the dice ``values`` (faces: number and colour, any order)."""
        wanted = sorted(face_key(v) for v in values)
        for option in self.holds:
            if sorted(face_key(v) for v in option.values) == wanted:
                return option
        return None


class Coach(HardBot):
    """Advice for the seat whose turn it is: Hard's values (one turn's cached)."""

    def __init__(self, seed: int = 0, warn_loss: float = WARN_LOSS, **opts: Any) -> None:
        super().__init__(seed, **opts)
        self.warn_loss = warn_loss

    def advise(self, state: Any) -> Advice | None:
        """Numbers for the dice on the table of the seat to act (None without dice)."""
        seat = state.turn_seat
        if seat is None or not state.dice or state.phase != Phase.CHOOSE:
            return None
        obs = state.observation(seat)
        card, dice = obs.cards[seat], tuple(state.dice)
        opts = options(self.turn_values(obs), card, state.rules, dice, state.rolls_done)
        best, best_value = best_move(opts, dice)
        now = SPEC.total(card, state.extras[seat])
        rows = {row: now + value for row, value in opts.rows.items()}
        holds = tuple(
            HoldAdvice(
                positions := tuple(p for p, d in enumerate(keeper) if d is not None),
                tuple(dice[p] for p in positions),
                now + value,
                best_value - value,
            )
            for keeper, value in sorted(opts.holds.items(), key=lambda kv: -kv[1])
        )
        return Advice(
            seat, state.rolls_done, dice, now, best, now + best_value, rows, holds, self.warn_loss
        )


__all__ = ["LOADER", "Advice", "Coach"]
