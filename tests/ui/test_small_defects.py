"""Issue 33 item 12, the smaller defects of the shell: the end screen's keys, the Statistics
tab it opens on, a solo game in Past games, and Ctrl+Z after only choosing dice."""

from __future__ import annotations

import random

import pygame

from tests.ui.farkle import play as farkle_play
from tests.ui.test_history_export import finished
from yenta_desktop.engine.registry import folder_name, get_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.history import HistoryEntry
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.shell.history import describe_entry
from yenta_desktop.ui.shell.statistics import StatisticsScene
from yenta_desktop.ui.shell.title import TitleScene

CTRL = pygame.KMOD_LCTRL


def test_space_and_enter_right_after_the_last_move_do_not_start_a_new_game(make_app):
    """A player rolling with Space in solo Farkle never saw the result: the next Space
    pressed Play again on the end screen that had just come up."""
    app = make_app()
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, finished(21)))
    driver.frames(app, 2)
    driver.press(app, pygame.K_SPACE, settle=2)
    driver.press(app, pygame.K_RETURN, settle=2)
    assert app.top is over
    driver.frames(app, 40, dt=1 / 30)  # more than a second: the key means the screen now
    driver.press(app, pygame.K_SPACE, settle=3)
    assert app.top is not over  # Play again


def test_choosing_a_button_with_the_arrows_lets_enter_press_it_at_once(make_app):
    app = make_app()
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, finished(22)))
    driver.frames(app, 2)
    driver.press(app, pygame.K_RIGHT)  # Play again -> Export record: a deliberate choice
    driver.press(app, pygame.K_RETURN, settle=2)
    assert over.dialog is not None and over.dialog.alive()


def solo_yahtzee(seed: int) -> GameSession:
    """A solo Yahtzee game played to the end by random choices."""
    module = get_game("yahtzee")
    state = module.new_game(1, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(list(state.legal_actions())))
    return GameSession([Seat("Ana", "human", None)], state, "yahtzee")


def test_statistics_open_on_the_game_last_chosen(make_app):
    app = make_app()
    app.last_game = "farkle"
    assert StatisticsScene(app).game == "farkle"
    assert StatisticsScene(app, "yahtzee").game == "yahtzee"  # a tab asked for by name


def test_statistics_open_on_the_game_played_rather_than_an_empty_tab(make_app):
    app = make_app()
    assert app.stats is not None and app.last_game is None
    app.stats.record_game(solo_yahtzee(4))
    scene = app.push(StatisticsScene(app))
    assert scene.game == "yahtzee" and scene.rows


def test_a_solo_game_in_past_games_is_not_won_by_its_only_player():
    solo = HistoryEntry(1, 0, 10, "yahtzee", None, ("Ana",), (True,), (0,), 13)
    text = describe_entry(solo, 1)
    assert "won by" not in text and "played solo" in text
    duel = HistoryEntry(2, 0, 10, "yahtzee", None, ("Ana", "Bob"), (True, False), (1,), 13)
    assert "won by Bob" in describe_entry(duel, 2)


def test_ctrl_z_after_only_choosing_dice_says_the_choice_is_not_a_move(make_app):
    app = make_app()
    table = farkle_play.start_table(app, farkle_play.session("HA", seed=5))
    assert farkle_play.wait_for_human(app, table)
    driver.press(app, pygame.K_SPACE)  # the first roll
    assert table.deciding_human() == 0
    driver.press(app, pygame.K_a)  # every scoring die chosen, nothing played yet
    assert table.held
    driver.press(app, pygame.K_z, mod=CTRL)
    assert "chosen dice are not a move" in table.message
    assert "next roll" not in table.message


def focused_id(scene) -> str:
    return scene.focus_order[scene.focus_index].object_ids[-1]


def test_the_title_arrows_move_across_the_cards_not_along_a_list(make_app):
    """Right from a card's Continue went to the next game's Play (a linear order); and the
    gold outline stayed on the game last chosen while the focus was elsewhere. (A window
    where the cards are a grid: with nine games 1280x720 shows them as a list.)"""
    app = make_app(size=(1600, 900))
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    games = list(title.cards)
    left = next(g for g in games if title.cards[g].x == min(r.x for r in title.cards.values()))
    folder = folder_name(left)
    title._set_focus(title.focus_order.index(driver.find_button(title, f"#play_{folder}")))
    title.keyboard_focus = True
    start = title.cards[left]
    driver.press(app, pygame.K_RIGHT)  # Play -> its Continue if enabled, else the next card
    if start.colliderect(title.focus_order[title.focus_index].get_abs_rect()):
        assert focused_id(title) == f"#continue_{folder}"
        driver.press(app, pygame.K_RIGHT)
    there = title.focus_order[title.focus_index].get_abs_rect()
    assert there.x > start.right and start.top <= there.centery <= start.bottom  # same row
    assert title.outlined_game() == title.focused_game() != left
    driver.press(app, pygame.K_DOWN)  # the card below, not the next one in the list
    below = title.focus_order[title.focus_index].get_abs_rect()
    assert below.y > there.bottom and abs(below.centerx - there.centerx) < there.w
    for _ in range(6):
        driver.press(app, pygame.K_RIGHT)  # on into the menu column
    assert title.focused_game() is None and title.outlined_game() is None
