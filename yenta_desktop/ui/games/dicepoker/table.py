"""Dice Poker's table: the dice-table kit with Dice Poker's texts, coach and review.

Everything a roll-and-hold scorecard game shares (the tray, Roll and keys 1-5,
the first-roll gate, saved holds, the scorecard with its previews and the coach's
column) is :class:`~yenta_desktop.ui.kits.dice_table.DiceTable`. Nothing is
secret in Dice Poker (its engine declares perfect information): no curtain,
the next human is named instead. Dice Poker adds its How to play card, the
coach's advice in words (:mod:`.advisor` loads the solved table off the main
thread), the review of the turns (V) and the demo table.
"""

from __future__ import annotations

from typing import Any, ClassVar

from yenta_desktop.ai.dicepoker import coach as dicepoker_coach
from yenta_desktop.ui import colours
from yenta_desktop.ui.kits.dice_table import DiceTable
from yenta_desktop.ui.kits.dice_table.card import Box
from yenta_desktop.ui.kits.dice_table.table import Line
from yenta_desktop.ui.kits.dice_table.text import decimal


class TableScene(DiceTable):
    """One game of Dice Poker at the table."""

    texts_prefix = "dicepoker"
    has_review = True
    ai_coach: ClassVar[Any] = dicepoker_coach
    order_message_key = "message.upper_first"
    howto_heading_key = "dicepoker.howto.heading"
    howto_keys = (
        "dicepoker.howto.goal",
        "dicepoker.howto.turn",
        "dicepoker.howto.rows",
        "dicepoker.howto.double",
        "dicepoker.howto.bonus",
    )

    # ------------------------------------------------------------ the coach
    def coach_boxes(self, advice: Any) -> dict[Box, float]:
        """The coach column's numbers: each open row's expected final total."""
        return {(0, r.row): r.expected_total for r in advice.rows}

    def advice_lines(self, advice: Any) -> list[Line]:
        """The coach: Hard's move (the kit's head lines), your hold and the best row."""
        t = self.texts
        lines = self.coach_head(advice)
        if advice.holds:
            mine = tuple(sorted(advice.dice[p] for p in self.held))
            for option in advice.holds:
                if tuple(sorted(option.values)) == mine:
                    key = "coach.your_hold" if option.loss > 1e-4 else "coach.your_hold_best"
                    lines.append(self.hold_line(key, option))
                    break
        best_row = advice.best_row
        lines.append(
            (
                t.get(
                    "coach.best_row",
                    row=t.row_name(best_row.row),
                    total=decimal(best_row.expected_total, 1),
                ),
                "italic",
                colours.HIT,
            )
        )
        return lines

    # ------------------------------------------------------------ the review
    def open_review(self) -> None:
        """The coach's review of the turns played so far (V)."""
        from yenta_desktop.ui.games.dicepoker.review import ReviewScene

        if self.humans:
            self.app.push(ReviewScene(self.app, self.session))

    def show_game_over(self) -> None:
        """With the coach on, its review of the game comes first; then the end screen."""
        from yenta_desktop.ui.games.dicepoker.review import ReviewScene

        if self.coach_on() and self.humans and not self.demo:
            self.app.push(ReviewScene(self.app, self.session, on_done=self.game_over_screen))
            return
        super().show_game_over()

    def game_over_screen(self) -> None:
        """From the review: the end screen."""
        super().show_game_over()
