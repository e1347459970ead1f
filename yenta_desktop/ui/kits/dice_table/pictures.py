"""A scorecard game's picture on its card in the game picker, drawn in code from a few choices.

:class:`DicePicture` draws five (or N) dice in a row, swaying, optionally before a small
scorecard sheet (``sheet``) or a card's column strips (``strips``), with the held dice
framed and gold stars over them (``stars``): Dice Poker's sheet and full house, Yahtzee's
five sixes, Triple Yahtzee's three columns.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol

import pygame

from yenta_desktop.ui import colours
from yenta_desktop.ui.kits.dice_table.card import INK, PAPER, draw_star
from yenta_desktop.ui.kits.dice_table.tray import HELD_FRAME
from yenta_desktop.ui.widgets.dice import DiceArt

_ART = DiceArt()


class Picture(Protocol):
    """What the picker draws on a game's card (a :class:`DicePicture`, or a game's own)."""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
        """Draw the picture into ``rect`` at animation time ``time``."""


@dataclass(frozen=True)
class DicePicture:
    """The picker's picture: ``dice`` (held: positions framed, raised), ``strips`` column
    strips behind them, or a scorecard ``sheet`` beside them, and ``stars`` over them."""

    dice: tuple[int, ...] = (6, 6, 6, 6, 6)
    held: tuple[int, ...] = ()
    strips: int = 0
    sheet: bool = False
    stars: bool = False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
        """The picture in ``rect`` at ``time`` seconds (it sways)."""
        if self.sheet:
            self._sheet_and_dice(surface, rect, time)
            return
        strip_w = max(12, rect.w // 9)
        for i in range(self.strips):
            strip = pygame.Rect(0, 0, strip_w, int(rect.h * 0.86))
            strip.center = (
                rect.centerx + (i - (self.strips - 1) / 2) * (strip_w + 6),
                rect.centery,
            )
            pygame.draw.rect(surface, PAPER, strip, border_radius=3)
            for k in range(1, 7):
                y = strip.y + k * strip.h // 7
                pygame.draw.line(surface, INK, (strip.x + 3, y), (strip.right - 4, y))
        n = len(self.dice)
        size = max(16, min(int(rect.h * 0.55), (rect.w - 40) // (n + 1)))
        gap = max(4, size // 6)
        width = n * size + (n - 1) * gap
        x0 = rect.centerx - width // 2 + size // 2
        for i, value in enumerate(self.dice):
            x = x0 + i * (size + gap)
            dy = rect.centery + size * 0.12 + 3 * math.sin(time * 1.8 + i * 0.9)
            _ART.blit(surface, value, (x, dy), size, angle=5 * math.sin(time + i))
        if self.stars:
            for i, (fx, fy) in enumerate(((0.12, 0.2), (0.5, 0.1), (0.88, 0.22))):
                r = max(4.0, size * 0.18) * (1 + 0.15 * math.sin(time * 2 + i))
                draw_star(surface, (rect.x + rect.w * fx, rect.y + rect.h * fy), r, colours.GOLD)

    def _sheet_and_dice(self, surface: pygame.Surface, rect: pygame.Rect, time: float) -> None:
        """A small scorecard sheet on the left and the dice, the held ones framed and raised."""
        sheet = pygame.Rect(0, 0, min(rect.w // 3, int(rect.h * 0.8)), int(rect.h * 0.92))
        sheet.midleft = (rect.x + rect.w // 12, rect.centery)
        pygame.draw.rect(surface, (0, 0, 0), sheet.move(2, 3), border_radius=4)
        pygame.draw.rect(surface, PAPER, sheet, border_radius=4)
        lines = 9
        for i in range(1, lines):
            y = sheet.y + i * sheet.h // lines
            pygame.draw.line(surface, (196, 184, 160), (sheet.x + 3, y), (sheet.right - 4, y))
            width = sheet.w * (0.35 + 0.25 * ((i * 7) % 3) / 2)
            start, end = (sheet.x + 5, y - 4), (sheet.x + 5 + width * 0.5, y - 4)
            pygame.draw.line(surface, INK, start, end, 2)
        x_line = sheet.x + sheet.w * 2 // 3
        pygame.draw.line(surface, INK, (x_line, sheet.y + 3), (x_line, sheet.bottom - 4))
        n = len(self.dice)
        size = max(16, min(rect.h // 2, (rect.right - sheet.right - 20) // n))
        x0 = sheet.right + 14 + size // 2
        for i, value in enumerate(self.dice):
            held = i in self.held
            x = x0 + i * (size + 4)
            dy = rect.centery + (0.0 if held else size * 0.25) + 2 * math.sin(time * 1.5 + i)
            if held:
                dy -= size * 0.35
            angle = 0 if held else 6 * math.sin(time + i)
            placed = _ART.blit(surface, value, (x, dy), size, angle=angle)
            if held:
                frame = placed.inflate(4, 3)
                pygame.draw.rect(surface, HELD_FRAME, frame, 2, border_radius=size // 5)


__all__ = ["DicePicture"]
