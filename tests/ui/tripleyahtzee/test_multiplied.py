"""Issue 33 item 12: Triple Yahtzee's write button and panel said "Write Fives x3: 5" for a
box that adds 15 to the total, and the coach's column showed one number per row without
saying which of the row's three boxes it was for."""

from __future__ import annotations

import pygame

from yenta_desktop.ui import driver

from .play import session, start_table, wait_for_human


def choose_box_in_column(app, table, column: int):
    """Down until the cursor is on a box of ``column`` whose dice score more than 0."""
    previews = {(p.column, p.row): p.points for p in table.state.preview() if p.legal}
    for _ in range(4 * len(previews)):
        driver.press(app, pygame.K_DOWN)
        box = table.cursor
        if box is not None and box[0] == column and previews.get(box, 0) > 0:
            return box, previews[box]
    raise AssertionError("no scoring box in that column")


def test_the_write_button_and_the_panel_show_what_the_box_adds_to_the_total(make_app):
    app = make_app()
    table = start_table(app, session("H", seed=4))
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_SPACE)
    assert wait_for_human(app, table)
    box, raw = choose_box_in_column(app, table, 2)  # the x3 column
    driver.frames(app, 2)
    label = driver.find_button(table, "#write").text
    assert str(raw * 3) in label and not label.endswith(f": {raw}")
    panel = " ".join(text for text, _, _ in table.panel_lines())
    assert f"{raw * 3} in the total" in panel
    before = table.state.totals()[0]
    driver.press(app, pygame.K_RETURN)
    assert table.state.totals()[0] - before == raw * 3  # what the button said


def test_the_coach_column_says_which_column_its_number_is_for(make_app):
    app = make_app()
    app.apply_settings(app.settings.with_preference("triple-yahtzee", "coach", True))
    table = start_table(app, session("HA", seed=22, level="medium"))
    card = table.card
    assert card.coach_cell_text(1570.0, 2).startswith("\u00d73 ")
    assert card.coach_cell_text(1570.0, 0).startswith("\u00d71 ")
    widest = card.coach_cell_text(card.coach_sample, -1)
    from yenta_desktop.ui import fonts

    assert fonts.font("bold", 13).size(widest)[0] <= card.coach_w - 18
