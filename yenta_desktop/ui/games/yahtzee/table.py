"""Yahtzee's table: the dice-table kit with Yahtzee's texts, coach and celebration.

Everything a roll-and-hold scorecard game shares (the tray, Roll and keys 1-5,
the first-roll gate, saved holds, the scorecard with its previews, the Joker's
marker, bonus progress and the extra-Yahtzee line, the 0 confirmation) is
:class:`~yenta_desktop.ui.kits.dice_table.DiceTable`. Nothing is secret (the
engine declares perfect information): no curtain, the next human is named.
Yahtzee adds its How to play card, its log sentences, the coach's numbers per
box and per hold (:mod:`.advisor`: Hard's exact values, the table loaded off
the main thread) with a warning above the preference ``coach_warning`` (0.2 expected
points by default), the bonus and
extra-Yahtzee lines of the panel, a Yahtzee's celebration and the demo table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from yenta_desktop.ai.yahtzee import coach as yahtzee_coach
from yenta_desktop.ai.yahtzee.hard import with_prefetch
from yenta_desktop.engine.families.scorecard import Score
from yenta_desktop.session import GameSession
from yenta_desktop.ui import colours
from yenta_desktop.ui.kits.dice_table import DiceTable
from yenta_desktop.ui.kits.dice_table.card import Box, JokerCard
from yenta_desktop.ui.kits.dice_table.table import WARN, Line
from yenta_desktop.ui.kits.dice_table.text import decimal, dice_text, points


def percent(chance: float | None) -> str:
    """A chance as a percentage with one decimal ("43.1%"; a decimal comma in Russian)."""
    return f"{decimal(100 * (chance or 0.0), 1)}%"


class TableScene(DiceTable):
    """One game of Yahtzee (or Yatzy) at the table."""

    texts_prefix = "yahtzee"
    has_review = False
    order_message_key = "message.order"
    upper_format: ClassVar[Callable[[int], str]] = staticmethod(points)
    celebrated_rows = ("yahtzee", "yatzy")
    ai_coach: ClassVar[Any] = yahtzee_coach
    howto_heading_key = "yahtzee.howto.heading"
    howto_keys: tuple[str, ...] = (
        "yahtzee.howto.goal",
        "yahtzee.howto.turn",
        "yahtzee.howto.rows",
        "yahtzee.howto.bonus",
        "yahtzee.howto.joker",
    )

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.card = JokerCard(self.dice, self.spec, self.texts, type(self).upper_format)
        if self.state.rules.is_yatzy:
            self.howto_heading_key = "yahtzee.howto.yatzy_heading"
            self.howto_keys = (
                "yahtzee.howto.yatzy_goal",
                "yahtzee.howto.turn",
                "yahtzee.howto.yatzy_rows",
                "yahtzee.howto.yatzy_bonus",
            )

    def ai_levels(self) -> dict[int, str]:
        """The AI seats' levels; Hard also prefetches its table in the worker when built."""
        rules = self.state.rules
        return {seat: with_prefetch(level, rules) for seat, level in super().ai_levels().items()}

    # ------------------------------------------------------------ the coach
    def coach_boxes(self, advice: Any) -> dict[Box, float]:
        """The coach column's numbers: each open box's expected final total."""
        return {(0, row): value for row, value in advice.rows.items()}

    def win_lines(self, advice: Any, chosen: Box | None) -> list[Line]:
        """At a table: the chance to finish first after the best-average move, the move that
        plays to win (marked when it differs), and after the chosen box or hold."""
        if not advice.at_table:
            return []
        t = self.texts
        chance = advice.best_win_chance
        lines: list[Line] = []
        if not advice.differs:
            lines.append((t.get("coach.win_same", chance=percent(chance)), "italic", colours.HIT))
        else:
            best = advice.win_best
            average = percent(chance)
            win = percent(advice.win_best_chance)
            if isinstance(best, Score):
                text = t.get(
                    "coach.win_writes", row=t.row_name(best.row), chance=win, average=average
                )
            elif best.keep:
                kept = dice_text([advice.dice[p] for p in best.keep])
                text = t.get("coach.win_holds", dice=kept, chance=win, average=average)
            else:
                text = t.get("coach.win_rerolls", chance=win, average=average)
            lines.append((text, "bold", colours.GOLD))
        mine = None
        if chosen is not None and chosen[1] in advice.win_rows:
            mine = advice.win_rows[chosen[1]]
        elif self.held and advice.holds:
            hold = advice.hold_of([advice.dice[p] for p in self.held])
            mine = hold.win if hold is not None else None
        if mine is not None:
            lines.append((t.get("coach.your_win", chance=percent(mine)), "italic", colours.HIT))
        return lines


__all__ = ["WARN", "TableScene"]
