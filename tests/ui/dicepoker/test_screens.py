"""Dice Poker's layout at both window sizes, 100% and 150% text, both languages; its review
and end screen with large text; resizing and a language switch mid-game (what every
scorecard game shares is tests/ui/kits/test_scorecard_games.py)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.ui.kits.scorecard_play import finished
from yenta_desktop.i18n import tr
from yenta_desktop.ui import driver, fonts
from yenta_desktop.ui.games.dicepoker.review import ReviewScene
from yenta_desktop.ui.shell.gameover import GameOverScene

from .play import session, start_table, wait_for_human


def all_buttons(scene):
    stack = list(scene.root.elements)
    while stack:
        element = stack.pop()
        stack.extend(getattr(element, "elements", []) or [])
        if hasattr(element, "text") and type(element).__name__ == "UIButton":
            yield element


def assert_labels_fit(scene, size):
    for button in all_buttons(scene):
        if not button.visible:
            continue
        assert button.font.size(button.text)[0] <= button.rect.w - 8, button.text
        rect = button.get_abs_rect()
        assert rect.right <= size[0] and rect.bottom <= size[1], button.text


# The geometry at the tightest corner and the roomiest (the texts at every size, language and
# scale are the table suite's: tests/ui/test_table_suite.py).
@pytest.mark.parametrize(
    ("size", "scale", "language"),
    [((1024, 640), 150, "ru"), ((1280, 720), 100, "en")],
    ids=["1024-150-ru", "1280-100-en"],
)
def test_the_table_keeps_its_pieces_apart(make_app, size, scale, language):
    app = make_app(size=size)
    app.apply_settings(
        replace(app.settings, ui_scale=scale, language=language).with_preference(
            "dice-poker", "coach", True
        )
    )
    try:
        table = start_table(app, session("HAAAAA", seed=31, level="easy"), howto=True)
        assert wait_for_human(app, table)
        area = table.table_area()
        card = table.howto_rect()
        assert area.contains(card)
        width = card.w - 32
        needed = (
            32
            + fonts.line_height("bold", 19)
            + len(table.howto_lines(width)) * fonts.line_height("regular", 14)
            + len(fonts.wrap_text(tr("howto.close"), width, "italic", 13))
            * fonts.line_height("italic", 13)
        )
        assert needed <= card.h  # the card's text is not cut
        driver.press(app, pygame.K_SPACE)
        assert wait_for_human(app, table)
        driver.press(app, pygame.K_1)
        driver.press(app, pygame.K_DOWN)
        driver.frames(app, 20)
        card, tray = table.card.rect, table.tray.rect
        assert area.contains(card) and area.contains(tray.union(table.tray.box))
        assert not card.colliderect(tray.union(table.tray.box.inflate(10, 10)))
        for position in range(5):
            assert table.tray.box.contains(table.tray.slot_rect(position))
        for object_id in ("#speed", "#skip", "#coach", "#review"):
            corner = driver.find_button(table, object_id).get_abs_rect()
            assert area.contains(corner), object_id
            assert not corner.colliderect(card) and not corner.colliderect(tray), object_id
        assert table.card.col_w >= 30 and table.card.line_h >= 24
        assert_labels_fit(table, size)
        log, panel = table.log_rect(), table.panel_rect()
        assert log.h > 40 and log.bottom < panel.top and panel.bottom <= size[1]
        # The zero's question: its two buttons show their whole labels too.
        table.confirm_row = "ones"
        table.controls_key = None
        driver.frames(app, 2)
        assert driver.find_button(table, "#confirm_zero") is not None
        assert_labels_fit(table, size)
    finally:
        app.apply_settings(
            replace(app.settings, ui_scale=100, language="en").with_preference(
                "dice-poker", "coach", False
            )
        )


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_review_and_the_end_screen_fit_with_large_text(make_app, language):
    size = (1024, 640)
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=150, language=language))
    try:
        game = finished("dice-poker", 41, "HAAAAA")
        review = app.push(ReviewScene(app, game, on_done=lambda: None))
        review.wait_loaded()
        driver.frames(app, 2)
        assert_labels_fit(review, size)
        assert review.list_rect().h > 100
        over = app.push(GameOverScene(app, game))
        driver.frames(app, 2)
        assert_labels_fit(over, size)
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))


def test_resize_keeps_the_table_usable(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=44))
    assert wait_for_human(app, table)
    app.resize((1024, 640))
    driver.frames(app, 2)
    assert table.card.rect.right <= table.table_area().right
    driver.press(app, pygame.K_SPACE)
    assert wait_for_human(app, table) and table.state.rolls_done == 1


def test_a_language_switch_mid_game_follows_in_the_log_and_the_card(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=45))
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_SPACE)
    assert wait_for_human(app, table)
    assert "roll 1" in table.log_lines[-1]
    try:
        app.apply_settings(replace(app.settings, language="ru"))
        driver.frames(app, 2)
        assert "бросок 1" in table.log_lines[-1]
        assert table._laid_out_for is not None and table._laid_out_for[-1] == "ru"
    finally:
        app.apply_settings(replace(app.settings, language="en"))
