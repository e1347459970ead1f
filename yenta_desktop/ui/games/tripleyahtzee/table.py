"""Triple Yahtzee's table: the dice-table kit with three columns per player (x1, x2, x3).

Everything a roll-and-hold scorecard game shares (the tray, Roll and keys 1-5,
the first-roll gate, saved holds, the scorecard with its previews, the Joker's
marker, bonus progress and the extra-Yahtzee line, the 0 confirmation) is
:class:`~yenta_desktop.ui.kits.dice_table.DiceTable`. Nothing is secret (the
engine declares perfect information): no curtain, the next human is named.
Triple Yahtzee adds its How to play card, its log sentences, the coach's numbers per
(column, box) and per hold (:mod:`.advisor`: Hard's expectimax, the table loaded
off the main thread) with a warning above the preference ``coach_warning`` (0.2 expected
points by default), the bonus and
extra-Yahtzee lines of the panel, a Yahtzee's celebration and the demo table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from yenta_desktop.ai.tripleyahtzee import coach as tripleyahtzee_coach
from yenta_desktop.ai.tripleyahtzee.bots import with_prefetch
from yenta_desktop.session import GameSession
from yenta_desktop.ui.kits.dice_table import DiceTable
from yenta_desktop.ui.kits.dice_table.card import Box, JokerCard
from yenta_desktop.ui.kits.dice_table.text import decimal, points


class TripleCard(JokerCard):
    """The kit's card, in focus before a three-digit total would be cut; the coach's column in
    whole points (Triple's expected totals have four digits)."""

    coach_sample = 8888.0

    def coach_text(self, value: float) -> str:
        """Whole points: "1570" rather than "1570.4"."""
        return decimal(value, 0)


class TableScene(DiceTable):
    """One game of Triple Yahtzee at the table."""

    texts_prefix = "tripleyahtzee"
    has_review = False
    order_message_key = "message.order"
    upper_format: ClassVar[Callable[[int], str]] = staticmethod(points)
    celebrated_rows = ("yahtzee",)
    ai_coach: ClassVar[Any] = tripleyahtzee_coach
    howto_heading_key = "tripleyahtzee.howto.heading"
    howto_keys = (
        "tripleyahtzee.howto.goal",
        "tripleyahtzee.howto.turn",
        "tripleyahtzee.howto.columns",
        "tripleyahtzee.howto.bonus",
        "tripleyahtzee.howto.joker",
    )

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.card = TripleCard(self.dice, self.spec, self.texts, type(self).upper_format)

    def ai_levels(self) -> dict[int, str]:
        """The AI seats' levels; Hard also prefetches its table in the worker when built."""
        return {seat: with_prefetch(level) for seat, level in super().ai_levels().items()}

    # ------------------------------------------------------------ the coach
    def coach_boxes(self, advice: Any) -> dict[Box, float]:
        """The coach column's numbers: each open (column, box)'s expected total."""
        return dict(advice.boxes)


__all__ = ["TableScene", "TripleCard"]
