"""Dice Poker's end screen picture (the kit's): each player's card in sums, and the totals
against the table average (a solo game: against the optimal expected total)."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui.games.dicepoker.advisor import known_optimal
from yenta_desktop.ui.kits.dice_table import final
from yenta_desktop.ui.kits.dice_table.text import points, signed


def draw_final(surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
    """The sums (upper, bonus, lower), the total and the result; then a bar per player."""
    state = session.state
    cards = state.cards
    spec = type(state).SPEC

    def cells(seat: int) -> list[str]:
        card = cards[seat]
        return [
            signed(spec.upper_sum(card)),
            points(spec.bonus(card)),
            points(spec.lower_sum(card)),
        ]

    sums = [tr(f"dicepoker.final.col_{name}") for name in ("upper", "bonus", "lower")]
    optimal = known_optimal(state.rules) if len(cards) == 1 else None
    final.draw_final(surface, rect, session, "dicepoker", sums, cells, optimal)
