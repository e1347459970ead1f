"""The table's geometry at the smallest window with large Russian text and the largest with
English: plates inside the felt and apart, the builder card's chips inside it and apart, every
label whole (every text at every size is the table suite's)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from yenta_desktop.ui import driver, fonts
from yenta_desktop.ui.games.liedice import builder

from .helpers import session, start_table, wait_for_human


def _instruction_height(table, width: int) -> int:
    lines = table.instruction()
    height = 4
    if lines:
        height += len(fonts.wrap_text(lines[0], width, "bold", 18)[:2]) * fonts.line_height(
            "bold", 18
        )
    if len(lines) > 1:
        height += len(fonts.wrap_text(lines[1], width, "regular", 15)[:3]) * fonts.line_height(
            "regular", 15
        )
    return height + 4


def _check_buttons(table, size) -> None:
    panel = table.panel_rect()
    buttons = [w for w in table.controls.elements] if table.controls is not None else []
    for widget in buttons:
        rect = widget.get_abs_rect()
        assert widget.font.size(widget.text)[0] <= rect.w - 8, widget.text
        assert rect.bottom <= size[1] and rect.right <= size[0]
        assert rect.top >= panel.top + _instruction_height(table, panel.w) - 2, widget.text
    log = table.log_rect()
    assert log.h > 40 and log.bottom < panel.top


# The geometry at the tightest corner and the roomiest (the texts at every size, language and
# scale are the table suite's: tests/ui/test_table_suite.py).
@pytest.mark.parametrize(
    ("size", "scale", "language"),
    [((1024, 640), 150, "ru"), ((1280, 720), 100, "en")],
    ids=["1024-150-ru", "1280-100-en"],
)
def test_the_table_fits_at_the_smallest_and_largest_size(make_app, size, scale, language):
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    try:
        table = start_table(app, session("HAAAAA", seed=3, opener=4))
        table.show_howto = False
        assert wait_for_human(app, table)
        view = table.view
        area = table.table_area()
        plates = [view.plate_rect(seat) for seat in range(6)]
        corner = table.corner_rect()
        for i, plate in enumerate(plates):
            assert area.contains(plate)
            assert not plate.colliderect(corner)
            for other in plates[i + 1 :]:
                assert not plate.colliderect(other)
        centre = view.centre_rect()
        assert area.contains(centre)
        _check_buttons(table, size)
        # The builder card after a look.
        if table.state.stage == "decide":
            driver.press(app, pygame.K_l)
        else:
            driver.press(app, pygame.K_l)
        assert wait_for_human(app, table) and table.card_visible()
        driver.press(app, pygame.K_m)
        for kind in ("two_pairs", "full_house", "high_die"):
            table.chip_action(("kind", kind))
            driver.frames(app, 1)
            layout = table.card_layout()
            card = layout.rect
            assert area.contains(card)
            chips = layout.chips()
            for i, chip in enumerate(chips):
                assert card.contains(chip.rect), chip.label
                assert chip.rect.w >= builder.chip_width(chip.label)
                for other in chips[i + 1 :]:
                    assert not chip.rect.colliderect(other.rect), (chip.label, other.label)
            assert layout.footer_y >= max(chip.rect.bottom for chip in chips)
            if layout.dice_rect is not None:
                assert card.contains(layout.dice_rect)
            _check_buttons(table, size)
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))
