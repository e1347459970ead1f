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


def test_the_card_shows_once_per_game_not_again_on_each_continue(make_app):
    app = make_app()
    table = start_table(app, session("HAAA"))
    assert table.show_howto
    assert wait_for_human(app, table)
    table.autosave()
    table.autosaver.flush()
    driver.press(app, pygame.K_ESCAPE)
    driver.click(app, driver.find_button(app.top, "#quit_to_title"))
    driver.click(app, driver.find_button(app.top, "#continue"))
    resumed = app.top
    assert resumed is not table and resumed.session.game == "yenta"
    assert not resumed.show_howto
    driver.press(app, pygame.K_h)  # H (or ?) still brings it back
    assert resumed.show_howto


def test_the_setup_seed_hint_speaks_of_cards_in_pinochle_and_of_dice_elsewhere(make_app):
    from yenta_desktop.i18n import tr, tr_default

    assert "cards" in tr_default("pinochle.seed_hint", tr("setup.seed_hint"))
    assert "dice" in tr_default("dicepoker.seed_hint", tr("setup.seed_hint"))
