"""The table's geometry at the smallest window with large Russian text and the largest with
English: the plates, the score pad, the trick and the hand inside the felt and apart, clear of
the corner's buttons, every button's label whole (every text at every size is the suite's)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from yenta_desktop.engine.pinochle import Phase

from .helpers import session, start_table, wait_for_human


def _check_buttons(table, size) -> None:
    widgets = list(table.controls.elements) if table.controls is not None else []
    assert widgets, "no controls"
    panel = table.panel_rect()
    for widget in widgets:
        rect = widget.get_abs_rect()
        assert widget.font.size(widget.text)[0] <= rect.w - 6, widget.text
        assert rect.bottom <= size[1] and rect.right <= size[0]
        assert panel.inflate(8, 8).contains(rect), widget.text
    log = table.log_rect()
    assert log.h > 40 and log.bottom < panel.top


def _check_felt(table) -> None:
    layout = table.layout_now()
    area = layout.area
    corner = table.corner_rect()
    rects = [layout.pad, *layout.plates.values(), layout.hand, layout.name_strip]
    for i, rect in enumerate(rects):
        assert area.contains(rect), rect
        assert not rect.colliderect(corner), (rect, corner)
        for other in rects[i + 1 :]:
            assert not rect.colliderect(other), (rect, other)
    for slot in layout.slots.values():
        assert layout.centre.contains(slot)
    for rect in table.hand_rects():
        assert area.contains(rect)


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
        table = start_table(app, session("HAAA", seed=6, dealer=3))
        table.show_howto = False
        assert wait_for_human(app, table)
        assert table.state.phase is Phase.AUCTION
        _check_felt(table)
        _check_buttons(table, size)
        # Win the auction to see the trump picker and the pass, then the tricks.
        seen = set()
        for _ in range(40):
            assert wait_for_human(app, table)
            phase = table.state.phase
            if phase in seen and phase is not Phase.AUCTION:
                if phase is Phase.PLAY:
                    break
            seen.add(phase)
            _check_buttons(table, size)
            _check_felt(table)
            if phase is Phase.AUCTION:
                key = pygame.K_2 if table.state.high_bid is not None else pygame.K_3
                table._key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
            elif phase is Phase.TRUMP:
                table.name_trump("H")
            elif table.passing():
                table.marked = list(range(table.pass_count()))
                table.pass_marked()
            elif phase is Phase.THROW_IN:
                table.throw_in(False)
            else:
                break
            app.frame(1 / 60)
        assert Phase.TRUMP in seen
        table.show_melds = True
        app.frame(1 / 60)
        board = table.meld_board_rect()
        assert table.table_area().contains(board)
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))
