"""Farkle's picture on its card in the game picker: six dice, three 1s set aside (framed)."""

from __future__ import annotations

import math

import pygame

from yenta_desktop.ui.kits.dice_table.tray import HELD_FRAME, HIGHLIGHT
from yenta_desktop.ui.widgets.dice import DiceArt

_ART = DiceArt()


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
    """Three 1s set aside in a row above, three dice just rolled below (a 5 that scores)."""
    size = max(14, min(rect.h // 3, rect.w // 8))
    gap = size // 4
    x0 = rect.centerx - (3 * size + 2 * gap) // 2 + size // 2
    top = rect.centery - size // 2 - gap
    for i in range(3):
        placed = _ART.blit(surface, 1, (x0 + i * (size + gap), top), size)
        pygame.draw.rect(surface, HELD_FRAME, placed.inflate(4, 3), 2, border_radius=size // 5)
    for i, value in enumerate((5, 3, 6)):
        x = x0 + i * (size + gap) + size // 3
        y = rect.centery + size // 2 + gap + 2 * math.sin(time * 1.7 + i)
        placed = _ART.blit(surface, value, (x, y), size, angle=8 * math.sin(time + i * 2))
        if value == 5:
            under = pygame.Rect(placed.x, placed.bottom + 2, placed.w, 3)
            pygame.draw.rect(surface, HIGHLIGHT, under)
