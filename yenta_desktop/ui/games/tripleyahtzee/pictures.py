"""Triple Yahtzee's picture in the game picker: three columns of a card and five alike."""

from __future__ import annotations

import math

import pygame

from yenta_desktop.ui import colours
from yenta_desktop.ui.kits.dice_table.card import INK, PAPER, draw_star
from yenta_desktop.ui.widgets.dice import DiceArt

_ART = DiceArt()


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
    """Three scorecard columns (x1 x2 x3) behind five sixes, with a few gold stars."""
    strip_w = max(12, rect.w // 9)
    for i in range(3):
        strip = pygame.Rect(0, 0, strip_w, int(rect.h * 0.86))
        strip.center = (rect.centerx + (i - 1) * (strip_w + 6), rect.centery)
        pygame.draw.rect(surface, PAPER, strip, border_radius=3)
        for k in range(1, 7):
            y = strip.y + k * strip.h // 7
            pygame.draw.line(surface, INK, (strip.x + 3, y), (strip.right - 4, y))
    size = max(16, min(int(rect.h * 0.55), (rect.w - 40) // 6))
    gap = max(4, size // 6)
    width = 5 * size + 4 * gap
    x0 = rect.centerx - width // 2 + size // 2
    for i in range(5):
        x = x0 + i * (size + gap)
        dy = rect.centery + size * 0.12 + 3 * math.sin(time * 1.8 + i * 0.9)
        _ART.blit(surface, 6, (x, dy), size, angle=5 * math.sin(time + i))
    for i, (fx, fy) in enumerate(((0.12, 0.2), (0.5, 0.1), (0.88, 0.22))):
        r = max(4.0, size * 0.18) * (1 + 0.15 * math.sin(time * 2 + i))
        draw_star(surface, (rect.x + rect.w * fx, rect.y + rect.h * fy), r, colours.GOLD)
