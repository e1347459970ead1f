"""UI scale (Settings: 100/125/150%) scales pygame_gui widgets' fonts, not only hand-drawn text."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from yenta_desktop.ui import driver, fonts
from yenta_desktop.ui.app import scaled_theme
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.title import TitleScene

from .test_history_export import finished


def widget_font_height(app, scene, object_id: str) -> int:
    """Line height of the font a widget was themed with."""
    return driver.find_button(scene, object_id).font.size("Hg")[1]


def test_scaled_theme_scales_every_font_size():
    plain, big = scaled_theme(1.0), scaled_theme(1.5)
    assert int(big["@menu"]["font"]["size"]) == round(int(plain["@menu"]["font"]["size"]) * 1.5)
    assert int(big["label"]["font"]["size"]) == 26  # the theme default 17 px, scaled


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_scale_change_rebuilds_widgets_with_bigger_fonts(make_app, size):
    app = make_app(size=size)
    title = app.push(TitleScene(app))
    setup = app.push(SetupScene(app))
    driver.frames(app, 2)
    before = widget_font_height(app, setup, "#kind_0"), widget_font_height(app, setup, "#name_0")
    app.apply_settings(replace(app.settings, ui_scale=150))
    driver.frames(app, 2)
    assert fonts.scale() == 1.5
    after = widget_font_height(app, setup, "#kind_0"), widget_font_height(app, setup, "#name_0")
    assert after[0] > before[0] * 1.3 and after[1] > before[1] * 1.3
    # Every button still shows its whole text height inside its rectangle (no clipping).
    for scene in (setup,):
        for button in scene.focus_order:
            assert button.font.size(button.text)[1] <= button.rect.h
    app.pop()
    assert app.top is title and title.root is not None
    app.apply_settings(replace(app.settings, ui_scale=100))
    assert fonts.scale() == 1.0


def test_game_over_rows_and_buttons_fit_at_150_percent(make_app):
    app = make_app(size=(1024, 640))
    app.apply_settings(replace(app.settings, ui_scale=150))
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, finished(6, "HAAAAA")))
    driver.frames(app, 2)
    for object_id in ("#play_again", "#export", "#to_title"):
        button = driver.find_button(over, object_id)
        assert button.font.size(button.text)[0] <= button.rect.w - 8
        assert button.rect.bottom <= 640


@pytest.mark.parametrize("language", ["en", "ru"])
def test_menu_buttons_show_their_whole_text_at_150_percent(make_app, language):
    from yenta_desktop.ui.shell.pause import PauseScene

    from .play import session, start_table

    app = make_app(size=(1024, 640))
    app.apply_settings(replace(app.settings, ui_scale=150, language=language))
    try:
        start_table(app, session("HAAA"))
        pause = app.push(PauseScene(app))
        over = GameOverScene(app, finished(6, "HAAAAA"))
        title = TitleScene(app)
        driver.frames(app, 2)
        scenes = [pause]
        for scene in (over, title):
            app.push(scene)
            driver.frames(app, 2)
            scenes.append(scene)
        for scene in scenes:
            for button in scene.focus_order:
                assert button.font.size(button.text)[0] <= button.rect.w - 8, button.text
                assert button.rect.bottom <= 640 and button.rect.right <= 1024
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))


def test_no_seat_wears_the_colour_of_the_turn_ring():
    """Issue 13: seat 4's colour was the turn highlight's yellow."""
    from yenta_desktop.ui import colours

    assert colours.HIGHLIGHT not in colours.SEAT_ACCENTS
    assert len(set(colours.SEAT_ACCENTS)) == len(colours.SEAT_ACCENTS)


# The geometry at both sizes with large text (the texts at every size, language and scale are
# the table suite's: tests/ui/test_table_suite.py).
@pytest.mark.parametrize(
    ("size", "scale", "language"),
    [((1024, 640), 150, "ru"), ((1280, 720), 150, "en")],
    ids=["1024-150-ru", "1280-150-en"],
)
def test_the_table_keeps_its_pieces_apart_with_large_text(make_app, size, scale, language):
    """Issue 13, bug 6: at 150% plates, the auction panel and the How to play card overlapped."""
    from .play import session, start_table, wait_for_human

    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    table = start_table(app, session("HAAAAA" if size[0] == 1024 else "HAAA", seed=12, dealer=3))
    assert wait_for_human(app, table)
    view = table.table
    plates = [view.panel_rect(seat) for seat in range(table.state.num_players)]
    for i, plate in enumerate(plates):
        assert table.table_area().contains(plate)
        for other in plates[i + 1 :]:
            assert not plate.colliderect(other)
    card = table.howto_rect()
    assert table.table_area().contains(card)
    # The corner buttons (speed, skip, aid, coach) and your dice stay clear of every plate.
    ids = ("#speed", "#skip", "#aid", "#coach")
    if driver.find_button(table, "#table_menu") is not None:
        ids = ("#table_menu",)  # no room for all four: one button opens them
    corner = [driver.find_button(table, oid).get_abs_rect() for oid in ids]
    dice = [
        pygame.Rect(x - s / 2, y - s / 2, s, s)
        for x, y, s in view.dice_slots(view.bottom, table.state.rules.dice_per_player)
    ]
    for plate in plates:
        for rect in corner + dice:
            assert not rect.colliderect(plate), (rect, plate)
    log, panel = table.log_rect(), table.panel_rect()
    assert log.h > 40 and log.bottom < panel.top and panel.bottom <= size[1]
    i18n_reset = replace(app.settings, ui_scale=100, language="en")
    app.apply_settings(i18n_reset)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("scale", [100, 150])
def test_the_table_buttons_show_their_whole_labels(make_app, scale, language):
    """Issue 13: gold buttons had a smaller label than the others; every label must fit."""
    from .play import session, start_table, wait_for_human

    app = make_app(size=(1024, 640))
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    table = start_table(app, session("HAAA", seed=12, dealer=3))
    assert wait_for_human(app, table)
    buttons = [driver.find_button(table, oid) for oid in ("#bid", "#pass_bid")]
    assert buttons[0].font.size("Hg")[1] == buttons[1].font.size("Hg")[1]  # same label size
    for button in buttons:
        assert button.font.size(button.text)[0] <= button.rect.w - 8
    app.apply_settings(replace(app.settings, ui_scale=100, language="en"))
