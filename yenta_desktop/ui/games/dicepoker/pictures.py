"""Dice Poker's picture on its card in the game picker: a scorecard with five dice before it."""

from __future__ import annotations

import math

import pygame

from yenta_desktop.ui.kits.dice_table.card import INK, PAPER
from yenta_desktop.ui.kits.dice_table.tray import HELD_FRAME
from yenta_desktop.ui.widgets.dice import DiceArt

_ART = DiceArt()


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
    """A small scorecard sheet on the left and a full house, two dice held (framed)."""
    sheet = pygame.Rect(0, 0, min(rect.w // 3, int(rect.h * 0.8)), int(rect.h * 0.92))
    sheet.midleft = (rect.x + rect.w // 12, rect.centery)
    pygame.draw.rect(surface, (0, 0, 0), sheet.move(2, 3), border_radius=4)
    pygame.draw.rect(surface, PAPER, sheet, border_radius=4)
    lines = 9
    for i in range(1, lines):
        y = sheet.y + i * sheet.h // lines
        pygame.draw.line(surface, (196, 184, 160), (sheet.x + 3, y), (sheet.right - 4, y))
        width = sheet.w * (0.35 + 0.25 * ((i * 7) % 3) / 2)
        pygame.draw.line(surface, INK, (sheet.x + 5, y - 4), (sheet.x + 5 + width * 0.5, y - 4), 2)
    pygame.draw.line(
        surface,
        INK,
        (sheet.x + sheet.w * 2 // 3, sheet.y + 3),
        (sheet.x + sheet.w * 2 // 3, sheet.bottom - 4),
    )
    size = max(16, min(rect.h // 2, (rect.right - sheet.right - 20) // 5))
    x0 = sheet.right + 14 + size // 2
    for i, value in enumerate((5, 5, 5, 2, 2)):
        held = i >= 3
        x = x0 + i * (size + 4)
        dy = rect.centery + (0.0 if held else size * 0.25) + 2 * math.sin(time * 1.5 + i)
        if held:
            dy -= size * 0.35
        placed = _ART.blit(
            surface, value, (x, dy), size, angle=0 if held else 6 * math.sin(time + i)
        )
        if held:
            pygame.draw.rect(surface, HELD_FRAME, placed.inflate(4, 3), 2, border_radius=size // 5)
