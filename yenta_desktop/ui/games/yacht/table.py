"""Yacht's table: the dice-table kit with Yacht's texts and coach, and its picker picture.

Everything a roll-and-hold scorecard game shares (the tray, Roll and keys 1-5, the card
with its previews, the 0 confirmation, the coach's column, ring and panel lines) is
:class:`~yenta_desktop.ui.kits.dice_table.DiceTable`; nothing is secret, so no curtain.
Yacht adds its How to play card and its coach (Hard's numbers, worked out on the table's
coach runner once the solved table is loaded off the main thread).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from yenta_desktop.ai.yacht.coach import Coach, is_loaded, preload
from yenta_desktop.engine.yacht import SPEC, Phase, Rules, new_game
from yenta_desktop.session import GameSession
from yenta_desktop.ui import colours
from yenta_desktop.ui.kits.dice_table import DiceTable
from yenta_desktop.ui.kits.dice_table.card import Box
from yenta_desktop.ui.kits.dice_table.replay import EventWords
from yenta_desktop.ui.kits.dice_table.table import DEMO_LEVELS
from yenta_desktop.ui.kits.dice_table.table import demo_session as dice_demo
from yenta_desktop.ui.kits.dice_table.text import points
from yenta_desktop.ui.widgets.dice import DiceArt

#: Each step in words (the kit's sentences; the move log and the replay say the same).
WORDS = EventWords("yacht", SPEC, points)
_ART = DiceArt()


class TableScene(DiceTable):
    """One game of Yacht at the table."""

    texts_prefix = "yacht"
    upper_format: ClassVar[Callable[[int], str]] = staticmethod(points)
    celebrated_rows = ("yacht",)
    howto_heading_key = "yacht.howto.heading"
    howto_keys = ("yacht.howto.goal", "yacht.howto.turn", "yacht.howto.rows")

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.coach = Coach()
        preload(self.state.rules)

    def describe(self, event: Any, names: list[str]) -> str:
        """The move log's sentence."""
        return WORDS.describe(event, names, self.spec)

    def advise(self) -> Any:
        """Hard's numbers for the dice on the table (None while the table loads or the
        numbers are being worked out off the frame)."""
        state = self.state
        if state.phase != Phase.CHOOSE or not state.dice or not is_loaded(state.rules):
            return None
        key = ("yacht", self.moves, state.turn_seat, state.dice, state.rolls_done)
        if self.coach_runner.asked(key):
            return self.coach_runner.get(key)
        return self.coach_runner.ask(key, self.coach.advise, state.clone())

    def coach_boxes(self, advice: Any) -> dict[Box, float]:
        """The coach column's numbers: each open box's expected final total."""
        return {(0, row): value for row, value in advice.rows.items()}


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
    """A little yacht sailing over five dice showing a Yacht of fives."""
    size = max(14, min(int(rect.h * 0.4), (rect.w - 40) // 6))
    x0 = rect.centerx - 2 * (size + size // 6)
    for i in range(5):
        centre = (x0 + i * (size + size // 6), rect.bottom - size * 0.7 + 2 * math.sin(time + i))
        _ART.blit(surface, 5, centre, size, angle=4 * math.sin(time * 1.3 + i))
    s = size * 0.7
    x = rect.centerx + 6 * math.sin(time * 0.7)
    top, base = rect.y + 4 + 2 * math.sin(time * 2), rect.y + rect.h * 0.32
    pygame.draw.polygon(surface, colours.GOLD, [(x, top), (x, base), (x + s, base)])
    pygame.draw.polygon(surface, (240, 236, 224), [(x, top), (x, base), (x - s * 0.7, base)])
    hull = [(x - s * 1.1, base + 2), (x + s * 1.3, base + 2), (x + s, base + s * 0.35)]
    pygame.draw.polygon(surface, (86, 180, 233), [*hull, (x - s * 0.8, base + s * 0.35)])


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI Yacht table for --demo and the smoke test."""
    return dice_demo("yacht", lambda players, s: new_game(players, Rules(), seed=s), seed, levels)
