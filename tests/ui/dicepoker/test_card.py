"""Dice Poker's scorecard on the dice-table kit: the "×2" badge follows the doubling rule."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from yenta_desktop.engine.dicepoker import Rules
from yenta_desktop.engine.dicepoker.spec import ROW_INDEX, SPEC
from yenta_desktop.ui.kits.dice_table import CardContext, DiceTexts, ScorecardView, card
from yenta_desktop.ui.widgets.dice import DiceArt


@pytest.mark.parametrize("doubling", [True, False])
def test_a_row_written_from_the_first_roll_wears_the_badge_only_when_it_doubled(
    monkeypatch: Any, doubling: bool
) -> None:
    pygame.font.init()
    view = ScorecardView(DiceArt(), SPEC, DiceTexts("dicepoker"))
    view.layout(pygame.Rect(0, 0, 700, 600), 1, False)
    cells: list[pygame.Rect] = []

    def record(surface: Any, image: Any, rect: pygame.Rect, panel: pygame.Rect) -> pygame.Rect:
        cells.append(pygame.Rect(panel))
        return rect

    monkeypatch.setattr(card, "blit_text", record)
    written: list[int | None] = [None] * len(SPEC.rows)
    written[ROW_INDEX["pair"]] = 24 if doubling else 12
    first = [False] * len(SPEC.rows)
    first[ROW_INDEX["pair"]] = True
    rules = Rules(first_roll_double=doubling)
    view.draw_dynamic(
        pygame.Surface((700, 600)), CardContext([written], [first], ["Ana"], rules=rules)
    )
    in_cell = [c for c in cells if c == view.cell_rect(0, "pair")]
    assert len(in_cell) == (2 if doubling else 1)  # the points, and the badge when doubled
