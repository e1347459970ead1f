"""The coach: Hard's numbers for a player during a turn (the review after the game is
:mod:`.review`, the scorecard kit's).

:meth:`Coach.advise` gives for the dice on the table the expected final total of
writing each row that may be written now, of every hold (best first), and the
move Hard would make.

"Expected final total" is the points already on the card plus the optimal
expected points still to come (upper bonus included), so numbers of
different moves compare directly. Every call is cheap: one turn's exact
values take a few milliseconds and are cached while the turn lasts; the value
table loads once (about 10 ms).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.dicepoker.policy import OPTIMAL, TABLES, best_move, options, turn_values
from yenta_desktop.ai.kits.scorecard import TurnValues
from yenta_desktop.ai.kits.scorecard.coach import (
    HoldAdvice,
    TableLoader,
    TurnAdvice,
    TurnCoach,
    hold_advice,
)
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.spec import SPEC, doubles, row_points
from yenta_desktop.engine.families.scorecard import Phase
from yenta_desktop.engine.families.scorecard_game import Action


@dataclass(frozen=True)
class RowAdvice:
    """Writing ``row`` now: its ``points`` (``doubled`` on a first roll) and where that leads."""

    row: str
    points: int
    doubled: bool
    expected_total: float
    #: Expected points given away against the best move (0 for the best).
    loss: float


@dataclass(frozen=True)
class Advice(TurnAdvice[Action]):
    """The coach's numbers for the dice on the table of ``seat``'s turn after roll ``roll``."""

    #: Every row that may be written now, in scorecard order.
    rows: tuple[RowAdvice, ...]
    #: Every distinct hold of 0-4 dice, best first (empty after the third roll).
    holds: tuple[HoldAdvice, ...]

    @property
    def best_hold(self) -> HoldAdvice | None:
        """The best hold, or None after the third roll."""
        return self.holds[0] if self.holds else None

    @property
    def best_row(self) -> RowAdvice:
        """The best row to write now."""
        return max(self.rows, key=lambda r: r.expected_total)


def optimal_expected_total(rules: Rules) -> float:
    """The optimal expected total of a whole game under ``rules`` (shown beside a solo result)."""
    return TABLES.table(rules).game_value()


#: The value table of each rule set, loaded off the main thread when a table opens (a few
#: milliseconds here, up to about 100 ms on a slow disk): the table's coach asks only once
#: it is in memory, so the first frame never waits.
LOADER = TableLoader(
    optimal_expected_total,
    lambda rules: f"{rules.upper_first}-{rules.first_roll_double}",
    "the Dice Poker value table",
    "dicepoker-table",
)


def wait_ready(rules: Rules, timeout: float = 5.0) -> bool:
    """Wait for the table of ``rules`` (tests and the tour); True once it is loaded."""
    return LOADER.wait_ready(rules, timeout)


class Coach(TurnCoach):
    """Advice for the seat whose turn it is (cheap; one turn's values cached)."""

    def turn_values(self, rules: Rules, card: Sequence[int | None]) -> TurnValues:
        """The exact in-turn values of a turn starting from ``card``."""
        return turn_values(rules, card, OPTIMAL)

    def expected_total(self, rules: Rules, card: Sequence[int | None]) -> float:
        """The expected final total from the start of a turn with ``card`` (optimal play)."""
        return SPEC.total(card) + TABLES.table(rules).value(TABLES.state(rules, card))

    def advise(self, obs: Any) -> Advice | None:
        """Numbers for the dice on the table (an Observation or a GameState); None if no dice.

        The seat judged is the one whose turn it is (``turn_seat``), whoever observes.
        """
        seat = obs.turn_seat
        if seat is None or not obs.dice or obs.phase != Phase.CHOOSE:
            return None
        return self.advise_dice(obs.rules, obs.cards[seat], obs.dice, obs.rolls_done, seat)

    def advise_dice(
        self,
        rules: Rules,
        card: Sequence[int | None],
        dice: Sequence[int],
        rolls_done: int,
        seat: int = 0,
    ) -> Advice:
        """Numbers for ``dice`` after roll ``rolls_done`` of a turn starting from ``card``."""
        values = self.values(rules, card)
        opts = options(values, card, rules, dice, rolls_done)
        best, best_value = best_move(opts, dice)
        now = SPEC.total(card)
        first = rolls_done == 1
        rows = tuple(
            RowAdvice(
                row,
                row_points(row, dice, first, rules),
                doubles(row, first, rules) and row_points(row, dice, False, rules) > 0,
                now + value,
                best_value - value,
            )
            for row, value in opts.rows.items()
        )
        holds = hold_advice(dice, opts.holds, now, best_value)
        return Advice(seat, rolls_done, tuple(dice), now, best, now + best_value, rows, holds)


__all__ = [
    "Advice",
    "Coach",
    "HoldAdvice",
    "RowAdvice",
    "LOADER",
    "optimal_expected_total",
    "wait_ready",
]
