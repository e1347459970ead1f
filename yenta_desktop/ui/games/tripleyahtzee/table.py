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

from yenta_desktop.ai.tripleyahtzee.bots import with_prefetch
from yenta_desktop.engine.tripleyahtzee import GAME, Rules
from yenta_desktop.session import GameSession
from yenta_desktop.ui.games.tripleyahtzee.advisor import Advisor
from yenta_desktop.ui.games.tripleyahtzee.replay import describe_event
from yenta_desktop.ui.kits.dice_table import DiceTable
from yenta_desktop.ui.kits.dice_table.card import Box, JokerCard
from yenta_desktop.ui.kits.dice_table.celebration import Celebration
from yenta_desktop.ui.kits.dice_table.table import DEMO_LEVELS
from yenta_desktop.ui.kits.dice_table.table import demo_session as dice_demo
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
        self.advisor = Advisor()

    def ai_levels(self) -> dict[int, str]:
        """The AI seats' levels; Hard also prefetches its table in the worker when built."""
        return {seat: with_prefetch(level) for seat, level in super().ai_levels().items()}

    def describe(self, event: Any, names: list[str]) -> str:
        """The move log's sentence (the replay says the same)."""
        return describe_event(event, names, self.spec)

    # ------------------------------------------------------------ the coach
    def advise(self) -> Any:
        """Hard's numbers for the dice on the table (None until the table is loaded)."""
        return self.advisor.advise(self.state, self.moves, self.coach_runner)

    def coach_boxes(self, advice: Any) -> dict[Box, float]:
        """The coach column's numbers: each open (column, box)'s expected total."""
        return dict(advice.boxes)


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI Triple Yahtzee table for --demo and the smoke test."""
    return dice_demo(
        "triple-yahtzee", lambda players, s: GAME.new_game(players, Rules(), seed=s), seed, levels
    )


__all__ = ["Celebration", "TableScene", "demo_session"]
