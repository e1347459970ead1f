"""Triple Yahtzee's end screen picture (the kit's): each player's columns (multiplied) and
bonus Yahtzees, and the grand totals against the table average (no optimum is known)."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui.kits.dice_table import final
from yenta_desktop.ui.kits.dice_table.text import points


def draw_final(surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
    """Each column's total (multiplied), the bonus Yahtzees, the total, the result; then bars."""
    state = session.state
    spec = type(state).SPEC

    def cells(seat: int) -> list[str]:
        card = state.cards[seat]
        extras = sum(e * m for e, m in zip(state.extras[seat], spec.columns, strict=False))
        columns = [points(spec.column_total(card, c)) for c in range(len(spec.columns))]
        return [*columns, points(extras)]

    sums = [*(f"\u00d7{factor}" for factor in spec.columns), tr("tripleyahtzee.final.col_extra")]
    final.draw_final(surface, rect, session, "tripleyahtzee", sums, cells)
