"""Dice Poker at the table: whole games by keyboard and by mouse, solo, holds, the first roll,
the zero confirmation and AI turns that show their holds."""

from __future__ import annotations

import pygame
import pytest

from yenta_desktop.ai.dicepoker.coach import wait_ready
from yenta_desktop.engine.dicepoker import Phase, Rules, Score
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.dicepoker import final_lines
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.widgets import animations as anim

from .play import play_to_the_end, session, start_table, wait_for_human


@pytest.mark.slow  # the table suite plays a whole game by keys and checks its end (check_end)
def test_one_human_against_two_ai_plays_to_the_end_by_keyboard(make_app):
    app = make_app()
    table = start_table(app, session("HAA", seed=3))
    play_to_the_end(app, table, "keys")
    over = app.top
    assert isinstance(over, GameOverScene) and table.state.is_terminal
    lines = final_lines(table.session)
    totals = table.state.totals()
    assert [place for place, _, _ in lines] == sorted(table.state.places())
    assert lines[0][1] == table.session.seats[totals.index(max(totals))].name
    assert "·" in lines[0][2]  # total · result against the average
    driver.frames(app, 3)  # the end screen and its picture draw
    if app.store is not None:
        assert [e.game for e in app.store.history.entries()] == ["dice-poker"]
        assert not app.store.has_save("dice-poker")
    text = " ".join(table.log_lines)
    assert "Game over" in text and "Ana" in text


def test_one_human_against_five_ai_plays_to_the_end_by_mouse(make_app):
    app = make_app()
    table = start_table(app, session("HAAAAA", seed=4, level="easy"))
    play_to_the_end(app, table, "mouse")
    assert isinstance(app.top, GameOverScene)
    assert all(None not in card for card in table.state.cards)


def test_a_solo_game_ends_beside_the_optimal_expected_total(make_app):
    app = make_app()
    table = start_table(app, session("H", seed=5))
    assert wait_ready(table.state.rules)
    play_to_the_end(app, table, "keys")
    assert isinstance(app.top, GameOverScene)
    ((place, name, text),) = final_lines(table.session)
    assert place == 1 and name == "Ana"
    assert str(table.state.totals()[0]) in text and "164.9" in text
    driver.frames(app, 3)


def test_the_first_roll_waits_for_the_human_and_holds_are_set_apart(make_app):
    app = make_app(speed="fast")
    table = start_table(app, session("HA", seed=6))
    assert wait_for_human(app, table)
    assert table.awaiting_roll() and table.state.rolls_done == 0
    driver.frames(app, 30)
    assert table.state.rolls_done == 0  # nothing rolls by itself
    driver.click_at(app, table.tray.slot_rect(2).center)  # a click in the empty tray rolls too
    assert wait_for_human(app, table) and table.state.rolls_done == 1
    dice = table.state.dice
    driver.click_at(app, table.tray.slot_rect(0).center)
    driver.press(app, pygame.K_3)
    assert table.held == {0, 2}
    driver.frames(app, 20)
    assert table.lanes == [1.0, 0.0, 1.0, 0.0, 0.0]  # the held dice moved to the held lane
    driver.press(app, pygame.K_1)
    assert table.held == {2}
    driver.press(app, pygame.K_SPACE)
    assert wait_for_human(app, table)
    assert table.state.rolls_done == 2 and table.state.dice[2] == dice[2]
    assert table.held == {2}  # holds stay for the next roll until released
    driver.press(app, pygame.K_r)
    assert wait_for_human(app, table) and table.state.rolls_done == 3
    assert not table.can_hold()
    driver.press(app, pygame.K_1)
    assert table.held == {2}
    driver.press(app, pygame.K_SPACE)  # no fourth roll
    assert table.state.rolls_done == 3 and "Three rolls" in table.message


def test_an_ai_turn_shows_the_dice_it_holds(make_app):
    app = make_app(speed="normal")
    table = start_table(app, session("AH", seed=7))
    seen = set()
    for _ in range(3000):
        if table.acting_human() is not None:
            break
        if table.queue and isinstance(table.queue[0], anim.Hold):
            seen |= table.held
            assert table.state.phase == Phase.ROLL  # shown before the dice roll
        app.frame(1 / 60)
    assert seen, "the AI never showed a hold"


@pytest.mark.parametrize("by", ["keys", "mouse"])
def test_writing_a_zero_asks_first_when_the_dice_score_elsewhere(make_app, by):
    app = make_app()
    table = start_table(app, session("HA", seed=8, rules=Rules(upper_first=False)))
    assert wait_for_human(app, table)
    table.apply_chance([2, 2, 3, 4, 6])  # scripted first roll: a pair, no poker
    assert wait_for_human(app, table)
    assert table.state.zero_needs_confirmation("poker")
    if by == "keys":
        driver.press(app, pygame.K_DOWN)
        while table.selected != "poker":
            driver.press(app, pygame.K_DOWN)
        driver.press(app, pygame.K_RETURN)
    else:
        row = table.card.cell_rect(0, "poker").center
        driver.click_at(app, row)
        driver.click_at(app, row)  # a second click on the chosen row writes it
    assert table.confirm_row == "poker" and table.state.cards[0][13] is None
    assert "Write 0" in table.instruction()[0]
    if by == "keys":
        driver.press(app, pygame.K_n)
    else:
        driver.click(app, driver.find_button(table, "#cancel_zero"))
    assert table.confirm_row is None and table.state.cards[0][13] is None
    if by == "keys":
        driver.press(app, pygame.K_RETURN)
        driver.press(app, pygame.K_y)
    else:
        driver.click(app, driver.find_button(table, "#write"))
        driver.click(app, driver.find_button(table, "#confirm_zero"))
    assert table.state.cards[0][13] == 0 and table.state.turn_seat == 1


def test_upper_rows_never_ask_and_lower_rows_wait_with_upper_first(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=9))
    assert wait_for_human(app, table)
    table.apply_chance([2, 2, 3, 4, 6])
    assert wait_for_human(app, table)
    driver.click_at(app, table.card.cell_rect(0, "pair").center)
    assert table.selected is None and "upper rows" in table.message
    sixes = table.card.cell_rect(0, "sixes").center
    driver.click_at(app, sixes)
    assert table.selected == "sixes" and table.state.cards[0][5] is None
    driver.click_at(app, sixes)  # the second click writes: -12 is the rule, no question
    assert table.state.cards[0][5] == -12 and table.confirm_row is None


def test_an_illegal_score_from_the_engine_is_never_applied(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=10))
    assert wait_for_human(app, table)
    assert not table.human_apply(Score("ones"))  # before the first roll: a message, no change
    assert table.state.rolls_done == 0 and table.message
