"""Issue 33 item 12: in Game preferences the Game selector moved when the game's rows changed
(repeated clicks landed on empty space); changing the text size sent the focus back to
Language."""

from __future__ import annotations

import pygame

from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.game_settings import GameSettingsScene
from yenta_desktop.ui.shell.settings import SettingsScene
from yenta_desktop.ui.shell.title import TitleScene


def focused_id(scene) -> str | None:
    if scene.focus_index is None:
        return None
    return scene.focus_order[scene.focus_index].object_ids[-1]


def test_the_text_size_row_keeps_the_focus_by_key_and_by_click(make_app):
    app = make_app()
    app.push(TitleScene(app))
    settings = app.push(SettingsScene(app))
    driver.frames(app, 2)
    for _ in range(12):
        if focused_id(settings) == "#ui_scale":
            break
        driver.press(app, pygame.K_TAB)
    assert focused_id(settings) == "#ui_scale"
    scale = app.settings.ui_scale
    driver.press(app, pygame.K_RETURN, settle=3)
    assert app.settings.ui_scale != scale  # the text size changed, the screen was laid out again
    assert app.top is settings and focused_id(settings) == "#ui_scale"
    driver.click(app, driver.find_button(settings, "#ui_scale"))
    assert focused_id(settings) == "#ui_scale"
    driver.click(app, driver.find_button(settings, "#animation_speed"))
    assert focused_id(settings) == "#animation_speed"


def test_the_game_selector_stays_put_from_game_to_game(make_app):
    app = make_app()
    app.push(TitleScene(app))
    scene = app.push(GameSettingsScene(app))
    driver.frames(app, 2)
    place = driver.find_button(scene, "#game").get_abs_rect()
    seen = set()
    for _ in range(len(scene.games)):
        seen.add(scene.game)
        driver.click_at(app, place.center)  # the same spot each time
        assert driver.find_button(scene, "#game").get_abs_rect() == place
    assert len(seen) == len(scene.games) > 1  # every click landed on the selector
