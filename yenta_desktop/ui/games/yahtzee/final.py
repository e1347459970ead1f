"""Yahtzee's end screen picture (the kit's): each player's card in sums (the extra Yahtzees
too), and the totals against the table average (a solo game: what optimal play averages)."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui.games.yahtzee.advisor import known_optimal
from yenta_desktop.ui.kits.dice_table import final
from yenta_desktop.ui.kits.dice_table.text import points


def draw_final(surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
    """The sums (upper, bonus, lower, extra Yahtzees), the total and the result; then bars."""
    state = session.state
    spec = type(state).SPEC

    def cells(seat: int) -> list[str]:
        card = state.cards[seat]
        return [
            points(spec.upper_sum(card)),
            points(spec.bonus(card)),
            points(spec.lower_sum(card)),
            points(sum(state.extras[seat])),
        ]

    sums = [tr(f"yahtzee.final.col_{name}") for name in ("upper", "bonus", "lower", "extra")]
    optimal = known_optimal(state.rules) if len(state.cards) == 1 else None
    final.draw_final(surface, rect, session, "yahtzee", sums, cells, optimal)
