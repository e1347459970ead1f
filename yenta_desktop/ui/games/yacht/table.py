"""Yacht's table: the dice-table kit with Yacht's texts and coach, and its picker picture.

Everything a roll-and-hold scorecard game shares (the tray, Roll and keys 1-5, the card
with its previews, the 0 confirmation, the coach's column, ring and panel lines, the move
log) is :class:`~yenta_desktop.ui.kits.dice_table.DiceTable`; nothing is secret, so no
curtain. Yacht adds its How to play card, its coach (Hard's numbers) and its picture.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from yenta_desktop.ai import yacht as yacht_coach
from yenta_desktop.ui import colours
from yenta_desktop.ui.kits.dice_table import DiceTable
from yenta_desktop.ui.kits.dice_table.card import Box
from yenta_desktop.ui.kits.dice_table.text import points
from yenta_desktop.ui.widgets.dice import DiceArt

_ART = DiceArt()


class TableScene(DiceTable):
    """One game of Yacht at the table."""

    texts_prefix = "yacht"
    upper_format: ClassVar[Callable[[int], str]] = staticmethod(points)
    celebrated_rows = ("yacht",)
    ai_coach: ClassVar[Any] = yacht_coach
    howto_heading_key = "yacht.howto.heading"
    howto_keys = ("yacht.howto.goal", "yacht.howto.turn", "yacht.howto.rows")

    def coach_boxes(self, advice: Any) -> dict[Box, float]:
        """The coach column's numbers: each open box's expected final total."""
        return {(0, row): value for row, value in advice.rows.items()}


class YachtPicture:
    """The picker's picture: a little yacht sailing over five dice showing a Yacht of fives."""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
        """Draw it into ``rect`` (``time`` sways the dice and the boat)."""
        size = max(14, min(int(rect.h * 0.4), (rect.w - 40) // 6))
        x0 = rect.centerx - 2 * (size + size // 6)
        for i in range(5):
            y = rect.bottom - size * 0.7 + 2 * math.sin(time + i)
            centre = (x0 + i * (size + size // 6), y)
            _ART.blit(surface, 5, centre, size, angle=4 * math.sin(time * 1.3 + i))
        s = size * 0.7
        x = rect.centerx + 6 * math.sin(time * 0.7)
        top, base = rect.y + 4 + 2 * math.sin(time * 2), rect.y + rect.h * 0.32
        pygame.draw.polygon(surface, colours.GOLD, [(x, top), (x, base), (x + s, base)])
        pygame.draw.polygon(surface, (240, 236, 224), [(x, top), (x, base), (x - s * 0.7, base)])
        hull = [(x - s * 1.1, base + 2), (x + s * 1.3, base + 2), (x + s, base + s * 0.35)]
        pygame.draw.polygon(surface, (86, 180, 233), [*hull, (x - s * 0.8, base + s * 0.35)])
