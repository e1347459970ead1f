"""Yenta's picture on its card in the game picker: a fan of dice and a pair, drawn in code."""

from __future__ import annotations

import math

import pygame

from yenta_desktop.ui.widgets.dice import DiceArt

_ART = DiceArt()


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
    """Five dice in a gentle arc with a pair set apart."""
    size = max(18, min(rect.h // 2, rect.w // 7))
    cx, cy = rect.centerx, rect.centery + size // 4
    for i, value in enumerate((3, 6, 1, 6, 4)):
        angle = -18 + i * 9 + 3 * math.sin(time * 1.2 + i)
        x = cx + (i - 2) * size * 0.95
        y = cy - abs(i - 2) * size * 0.18 - size * 0.2
        _ART.blit(surface, value, (x, y), size, angle=angle)
