"""Yahtzee's picture on its card in the game picker: five alike bouncing, stars around them."""

from __future__ import annotations

import math

import pygame

from yenta_desktop.ui import colours
from yenta_desktop.ui.kits.dice_table.card import draw_star
from yenta_desktop.ui.widgets.dice import DiceArt

_ART = DiceArt()


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
    """Five sixes in a row (a Yahtzee), swaying, with a few gold stars over them."""
    size = max(16, min(int(rect.h * 0.55), (rect.w - 40) // 6))
    gap = max(4, size // 6)
    width = 5 * size + 4 * gap
    x0 = rect.centerx - width // 2 + size // 2
    for i in range(5):
        x = x0 + i * (size + gap)
        y = rect.centery + size * 0.12 + 3 * math.sin(time * 1.8 + i * 0.9)
        _ART.blit(surface, 6, (x, y), size, angle=5 * math.sin(time + i))
    for i, (fx, fy) in enumerate(((0.12, 0.2), (0.5, 0.1), (0.88, 0.22))):
        r = max(4.0, size * 0.18) * (1 + 0.15 * math.sin(time * 2 + i))
        draw_star(surface, (rect.x + rect.w * fx, rect.y + rect.h * fy), r, colours.GOLD)
