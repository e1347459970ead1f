"""A Yahtzee at a dice table: a ribbon with the news and gold stars bursting from the card."""

from __future__ import annotations

import math
from typing import Any

import pygame

from yenta_desktop.ui import colours
from yenta_desktop.ui.kits.dice_table.card import draw_star
from yenta_desktop.ui.widgets import animations as anim


class Celebration(anim.Animation):
    """A Yahtzee: a ribbon with the name and gold stars bursting from the card's middle."""

    def __init__(self, text: str, duration: float = 1.4) -> None:
        super().__init__(duration)
        self.text = text
        self.banner = anim.Banner(text, duration)

    def update(self, dt: float) -> bool:
        """The ribbon runs on the same clock."""
        self.banner.update(dt)
        return super().update(dt)

    def draw(self, surface: pygame.Surface, table: Any) -> None:
        """Twelve stars fly out and fade, then the ribbon."""
        cx, cy = table.felt_centre()
        p = self.progress
        reach = 40 + 220 * anim.ease_out_cubic(p)
        size = max(3.0, 12 * (1 - p))
        for i in range(12):
            angle = i * math.pi / 6 + p * 0.8
            centre = (cx + reach * math.cos(angle), cy - 70 + reach * 0.6 * math.sin(angle))
            draw_star(surface, centre, size, colours.GOLD)
        self.banner.draw(surface, table)


__all__ = ["Celebration"]
