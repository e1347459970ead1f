"""Keyboard-only use: setup name fields by Tab, and every menu screen opened and left by keys."""

from __future__ import annotations

import pygame

from yenta_desktop.ui import driver
from yenta_desktop.ui.games.yenta.table import TableScene
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.title import TitleScene


def type_text(app, text: str) -> None:
    """Text typed on the keyboard (pygame-ce sends TEXTINPUT for characters)."""
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    driver.frames(app, 1)


def focused(scene):
    return scene.focus_order[scene.focus_index] if scene.focus_index is not None else None


def tab_to(app, scene, object_id: str, limit: int = 40) -> None:
    """Press Tab until the widget with ``object_id`` has the keyboard focus."""
    for _ in range(limit):
        widget = focused(scene)
        if widget is not None and object_id in widget.object_ids:
            return
        driver.press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {object_id}")


def test_setup_rename_seats_with_keyboard_only(make_app):
    app = make_app()
    app.push(TitleScene(app))
    driver.frames(app, 2)
    driver.press(app, pygame.K_RETURN)  # New game
    setup = app.top
    assert isinstance(setup, SetupScene)
    tab_to(app, setup, "#name_0")
    entry = focused(setup)
    assert entry.is_focused  # typing goes into the field
    for _ in range(len(entry.get_text())):
        driver.press(app, pygame.K_BACKSPACE)
    type_text(app, "Zoe")
    driver.frames(app, 2)
    assert setup.names[0] == "Zoe"
    driver.press(app, pygame.K_TAB)  # leaves the field for the seat-kind button
    assert not entry.is_focused and "#kind_0" in focused(setup).object_ids
    driver.press(app, pygame.K_UP)  # and back into it
    assert focused(setup) is entry and entry.is_focused
    driver.press(app, pygame.K_RETURN)  # Enter in a field moves on too
    tab_to(app, setup, "#name_1")
    type_text(app, "ik")
    driver.frames(app, 2)
    tab_to(app, setup, "#start")
    driver.press(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.name for s in table.session.seats[:2]] == ["Zoe", "Bobik"]


def test_left_right_keys_stay_in_a_text_field(make_app):
    app = make_app()
    app.push(TitleScene(app))
    setup = app.push(SetupScene(app))
    driver.frames(app, 2)
    tab_to(app, setup, "#name_2")
    driver.press(app, pygame.K_LEFT)
    driver.press(app, pygame.K_RIGHT)
    assert "#name_2" in focused(setup).object_ids and focused(setup).is_focused


def _open_by_keys(app, title, object_id: str):
    tab_to(app, title, object_id)
    driver.press(app, pygame.K_RETURN, settle=2)
    return app.top


def test_every_menu_screen_opens_and_closes_by_keys(make_app):
    app = make_app()
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    for object_id in ("#history", "#rules", "#settings", "#statistics"):
        button = driver.find_button(title, object_id)
        if button is None or not button.is_enabled:
            continue
        screen = _open_by_keys(app, title, object_id)
        assert screen is not title, object_id
        # Every screen answers Tab (a focus moves) or has nothing to focus but Back.
        driver.press(app, pygame.K_TAB)
        driver.press(app, pygame.K_ESCAPE, settle=2)
        assert app.top is title, object_id


def test_pause_menu_by_keys(make_app):
    from yenta_desktop.ui.shell.pause import PauseScene
    from yenta_desktop.ui.shell.rules import RulesScene

    from .play import session, start_table

    app = make_app()
    table = start_table(app, session("HAAA"))
    driver.press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    tab_to(app, pause, "#rules")
    driver.press(app, pygame.K_RETURN, settle=2)
    assert isinstance(app.top, RulesScene)
    driver.press(app, pygame.K_ESCAPE)
    assert app.top is pause
    tab_to(app, pause, "#resume")
    driver.press(app, pygame.K_RETURN)
    assert app.top is table
