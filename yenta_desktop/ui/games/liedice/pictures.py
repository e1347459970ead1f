"""Lie Dice's picture on its card in the game picker: the box, lid up, and poker dice."""

from __future__ import annotations

import math

import pygame

from yenta_desktop.ui.games.liedice import words
from yenta_desktop.ui.games.liedice.pokerdice import PokerDiceArt
from yenta_desktop.ui.games.liedice.view import WOOD_BOX, WOOD_BOX_DARK, WOOD_BOX_LIGHT

_ART = PokerDiceArt()


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
    """A wooden box with its lid raised and three poker dice rocking in front of it."""
    size = max(14, min(rect.h * 2 // 5, rect.w // 6))
    box = pygame.Rect(0, 0, size * 3, int(size * 1.1))
    box.midbottom = (rect.centerx, rect.centery + size // 3)
    pygame.draw.rect(surface, (0, 0, 0), box.move(3, 4), border_radius=8)
    pygame.draw.rect(surface, WOOD_BOX, box, border_radius=8)
    pygame.draw.rect(surface, (38, 22, 10), box.inflate(-10, -10), border_radius=6)
    pygame.draw.rect(surface, WOOD_BOX_DARK, box, 2, border_radius=8)
    lid = pygame.Rect(box.x - 3, box.y - size // 2, box.w + 6, max(6, size // 3))
    pygame.draw.rect(surface, WOOD_BOX_LIGHT, lid, border_radius=7)
    pygame.draw.rect(surface, WOOD_BOX_DARK, lid, 2, border_radius=7)
    for i, face in enumerate(("A", "K", "Q")):
        x = rect.centerx + (i - 1) * (size + 6)
        y = box.bottom + size * 0.2
        angle = 8 * math.sin(time * 2 + i)
        _ART.blit(surface, face, words.letter(face), (x, y), size, angle)
