"""Painted Yahtzee's table: the dice-table kit with painted Yahtzee's card, texts and coach.

Everything a roll-and-hold scorecard game shares (the tray, Roll and keys 1-5, the card
with its previews, the Joker's marker, the 0 confirmation, the coach's column, ring and
panel lines, the move log) is :class:`~yenta_desktop.ui.kits.dice_table.DiceTable`. The
dice are declared faces (engine/families/dice.py), so the tray, the card's previews and
the coach's ring draw each die in its colour with its label letter, and the log names
them ("R3 B5"). Painted Yahtzee adds its card in three parts (the upper boxes and their
bonus; the number and colour combinations; the colour boxes with the colour bonus), its
How to play card and its coach (Hard's numbers: ai/paintedyahtzee/coach.py). The five
dice differ, so the coach rings the very dice Hard would hold.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from yenta_desktop.ai.paintedyahtzee import coach as painted_coach
from yenta_desktop.engine.families.scorecard import UPPER, Score, ScorecardSpec
from yenta_desktop.engine.paintedyahtzee.spec import COLOURS_SECTION, DICE
from yenta_desktop.session import GameSession
from yenta_desktop.ui import colours
from yenta_desktop.ui.kits.dice_table import DiceTable
from yenta_desktop.ui.kits.dice_table.card import (
    COACH_INK,
    DOUBLE_INK,
    INK,
    INK_DIM,
    Box,
    CardContext,
    JokerCard,
    bonus_status,
)
from yenta_desktop.ui.kits.dice_table.pictures import DicePicture
from yenta_desktop.ui.kits.dice_table.table import CoachView
from yenta_desktop.ui.kits.dice_table.text import points
from yenta_desktop.ui.kits.dice_table.texts import DiceTexts
from yenta_desktop.ui.widgets.dice import DiceArt


def painted_lines(spec: ScorecardSpec) -> tuple[tuple[str, str | None], ...]:
    """The card's lines in three parts: the upper boxes, their sum and bonus; the number
    and colour combinations and their sum; the colour boxes, their sum and the colour
    bonus; then the extra Yahtzees and the total."""
    upper = [row.id for row in spec.rows if row.section == UPPER]
    combos = [row.id for row in spec.rows if row.section not in (UPPER, COLOURS_SECTION)]
    paints = [row.id for row in spec.rows if row.section == COLOURS_SECTION]
    lines: list[tuple[str, str | None]] = [("header", None)]
    lines += [("row", row) for row in upper] + [("upper", None), ("bonus", None)]
    lines += [("row", row) for row in combos] + [("lower", None)]
    lines += [("row", row) for row in paints] + [("colours", None), ("colour_bonus", None)]
    lines += [("extra", None), ("total", None)]
    return tuple(lines)


def parts(spec: ScorecardSpec, card: Sequence[int | None]) -> tuple[int, int, int]:
    """The points written in the card's three parts: the upper boxes, the number and colour
    combinations, the colour boxes (bonuses aside)."""
    sums = {UPPER: 0, "combinations": 0, COLOURS_SECTION: 0}
    for row, written in zip(spec.rows, spec.column_of(card, 0), strict=True):
        part = row.section if row.section in (UPPER, COLOURS_SECTION) else "combinations"
        sums[part] += written or 0
    return sums[UPPER], sums["combinations"], sums[COLOURS_SECTION]


class PaintedCard(JokerCard):
    """The twenty-box card with its colour part: the colour boxes' sum and their bonus
    ("need 12", "+25") under them."""

    def __init__(
        self,
        dice: DiceArt,
        spec: ScorecardSpec,
        texts: DiceTexts,
        upper_format: Callable[[int], str] = points,
    ) -> None:
        super().__init__(dice, spec, texts, upper_format)
        self.lines = painted_lines(spec)
        self.line_of_row = {
            row: i for i, (kind, row) in enumerate(self.lines) if kind == "row" and row
        }
        self.colour_bonus = spec.section_bonuses[0]
        self._paint_rows = [i for i, row in enumerate(spec.rows) if row.section == COLOURS_SECTION]

    def sum_label(self, kind: str) -> str:
        """The colour bonus's label names its points; the others are the kit's."""
        if kind == "colour_bonus":
            return self.texts.get("card.colour_bonus", bonus=self.colour_bonus.points)
        return super().sum_label(kind)

    def _sum_text(
        self, ctx: CardContext, seat: int, column: int, kind: str, size: int
    ) -> tuple[str, str, tuple[int, int, int]]:
        """The combinations' sum leaves the colour boxes out; the colour part's lines."""
        card = ctx.cards[seat]
        col = self.spec.column_of(card, column)
        combos = [
            p
            for i, (row, p) in enumerate(zip(self.spec.rows, col, strict=True))
            if row.section != UPPER and i not in self._paint_rows
        ]
        paints = [col[i] for i in self._paint_rows]
        _upper, combo_sum, paint_sum = parts(self.spec, card)
        if kind == "lower":
            text = points(combo_sum) if any(p is not None for p in combos) else ""
            return text, "bold", INK
        if kind == "colours":
            text = points(paint_sum) if any(p is not None for p in paints) else ""
            return text, "bold", INK
        if kind == "colour_bonus":
            text, short, colour, role = self.colour_bonus_cell(paints)
            if fonts_width(role, size - 2, text) > self.col_w - 6:
                text = short
            return text, role, colour
        return super()._sum_text(ctx, seat, column, kind, size)

    def colour_bonus_cell(
        self, paints: list[int | None]
    ) -> tuple[str, str, tuple[int, int, int], str]:
        """As the upper bonus's cell: "+25" once earned, "0" once lost, "need n" or "on
        track" while colour boxes are open."""
        bonus = self.colour_bonus
        total = sum(p or 0 for p in paints)
        if all(p is not None for p in paints):
            if total >= bonus.threshold:
                return f"+{bonus.points}", f"+{bonus.points}", COACH_INK, "bold"
            return "0", "0", INK_DIM, "regular"
        if not any(p is not None for p in paints):
            return "", "", INK, "regular"
        short = bonus.threshold - total
        if short > 0:
            return self.texts.get("card.bonus_need", n=short), points(-short), DOUBLE_INK, "regular"
        return (
            self.texts.get("card.bonus_on_track"),
            self.texts.get("card.bonus_on_track_short"),
            COACH_INK,
            "regular",
        )


def colour_status(spec: ScorecardSpec, card: Sequence[int | None], texts: DiceTexts) -> str:
    """The colour bonus in a sentence, for the active player's panel (as the upper one's)."""
    bonus = spec.section_bonuses[0]
    paints = [p for row, p in zip(spec.rows, card, strict=True) if row.section == bonus.section]
    total = sum(p or 0 for p in paints)
    values = {"points": total, "bonus": bonus.points, "threshold": bonus.threshold}
    if not any(p is not None for p in paints):
        return texts.get("status.colour_start", **values)
    if all(p is not None for p in paints):
        key = "status.colour_earned" if total >= bonus.threshold else "status.colour_lost"
        return texts.get(key, **values)
    if total < bonus.threshold:
        return texts.get("status.colour_short", n=bonus.threshold - total, **values)
    return texts.get("status.colour_on_track", **values)


def fonts_width(role: str, size: int, text: str) -> int:
    """The width of ``text`` in the font ``role`` at ``size``."""
    from yenta_desktop.ui import fonts

    return int(fonts.font(role, size).size(text)[0])


class TableScene(DiceTable):
    """One game of painted Yahtzee at the table."""

    texts_prefix = "paintedyahtzee"
    has_review = False
    upper_format: ClassVar[Callable[[int], str]] = staticmethod(points)
    celebrated_rows = ("yahtzee",)
    ai_coach: ClassVar[Any] = painted_coach
    howto_heading_key = "paintedyahtzee.howto.heading"
    howto_keys: tuple[str, ...] = (
        "paintedyahtzee.howto.goal",
        "paintedyahtzee.howto.dice",
        "paintedyahtzee.howto.turn",
        "paintedyahtzee.howto.rows",
        "paintedyahtzee.howto.colours",
        "paintedyahtzee.howto.joker",
    )

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.card = PaintedCard(self.dice, self.spec, self.texts, type(self).upper_format)

    def panel_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """The kit's lines, the colour bonus's status after the upper bonus's."""
        lines = super().panel_lines()
        seat = self.state.turn_seat
        if seat is None:
            return lines
        card = (self.view if self.queue else self.state).cards[seat]
        status = (colour_status(self.spec, card, self.texts), "regular", colours.TEXT_DIM)
        upper = bonus_status(self.spec, card, self.texts, 0, type(self).upper_format)
        at = next((i + 1 for i, line in enumerate(lines) if line[0] == upper), len(lines))
        return [*lines[:at], status, *lines[at:]]

    def coach_boxes(self, advice: Any) -> dict[Box, float]:
        """The coach column's numbers: each open box's expected final total."""
        return {(0, row): value for row, value in advice.rows.items()}

    def read_advice(self, advice: Any) -> CoachView:
        """As the kit's, but the ring is on the very dice Hard holds (every die differs)."""
        view = super().read_advice(advice)
        if isinstance(advice.best, Score):
            return view
        return CoachView(view.boxes, None, set(advice.best.keep))


#: The picker's picture: five sixes, each die in its own colour with its letter.
PICTURE = DicePicture(dice=tuple(kind.tokens[5] for kind in DICE), stars=True)
