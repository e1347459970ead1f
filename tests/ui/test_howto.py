"""The "How to play" card: shown on a first game, closed and reopened by keys, mouse and pause."""

from __future__ import annotations

import pygame

from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.pause import PauseScene

from .play import session, start_table, wait_for_human
from .test_history_export import finished


def test_card_on_first_game_toggles_and_goes_away_after_the_first_move(make_app):
    app = make_app()
    table = start_table(app, session("HAAA"))
    assert table.show_howto
    assert wait_for_human(app, table) and table.howto_visible()
    driver.press(app, pygame.K_h)
    assert not table.show_howto
    driver.click(app, driver.find_button(table, "#howto"))
    assert table.show_howto
    driver.click_at(app, table.howto_rect().center)
    assert not table.show_howto
    driver.press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    driver.click(app, driver.find_button(pause, "#howto"))
    assert app.top is table and table.howto_visible()
    driver.press(app, pygame.K_RETURN, settle=3)  # a bid or an ask: the player has started
    assert not table.show_howto


def test_no_card_once_a_game_was_finished_or_without_humans(make_app):
    app = make_app()
    app.store.append_history(finished(5))
    assert not start_table(app, session("HAAA")).show_howto
    assert not start_table(app, session("AAA")).show_howto


def test_card_is_not_drawn_under_the_pass_and_play_curtain(make_app):
    app = make_app()
    table = start_table(app, session("HHA", seed=3))
    driver.frames(app, 3)
    assert table.curtain_for is not None and table.show_howto
    seen = []
    original = table._draw_howto
    table._draw_howto = lambda surface: seen.append(1) or original(surface)
    driver.frames(app, 2)
    assert seen == []
