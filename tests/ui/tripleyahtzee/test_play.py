"""Triple Yahtzee at the table: a whole game by keyboard against an AI, writing into the x3
column by the arrows, Continue mid-turn, the coach's numbers (Hard's expectimax), and the
card in focus for six players at 1024x640."""

from __future__ import annotations

import pygame
import pytest

from yenta_desktop.ai.tripleyahtzee import HardBot
from yenta_desktop.ai.tripleyahtzee.coach import wait_ready
from yenta_desktop.engine.tripleyahtzee import Roll, Score
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import has_ui
from yenta_desktop.ui.games.tripleyahtzee import final_lines
from yenta_desktop.ui.shell.gameover import GameOverScene

from .play import human_turn_by_keys, play_to_the_end, session, start_table, wait_for_human


def test_triple_yahtzee_has_a_table_in_the_picker():
    assert has_ui("triple-yahtzee")


@pytest.mark.slow  # the table suite plays a whole game by keys and checks its end (check_end)
def test_one_human_against_an_ai_plays_all_39_turns_by_keyboard(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=3, level="medium"))
    play_to_the_end(app, table, "keys")
    assert isinstance(app.top, GameOverScene) and table.state.is_terminal
    assert all(len(card) == 39 and None not in card for card in table.state.cards)
    lines = final_lines(table.session)
    totals = table.state.totals()
    assert lines[0][1] == table.session.seats[totals.index(max(totals))].name
    text = " ".join(table.log_lines)
    assert "Game over" in text and "turn 39 of 39" in text


def test_the_arrows_reach_every_column_and_enter_writes_there(make_app):
    app = make_app()
    table = start_table(app, session("H", seed=4))
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_SPACE)
    assert wait_for_human(app, table)
    seen = set()
    for _ in range(len(table.legal_boxes())):
        driver.press(app, pygame.K_DOWN)
        seen.add(table.cursor)
    assert {column for column, _ in seen} == {0, 1, 2}
    while table.cursor is None or table.cursor[0] != 2:
        driver.press(app, pygame.K_DOWN)
    box = table.cursor
    driver.press(app, pygame.K_RETURN)
    if table.confirm is not None:
        driver.press(app, pygame.K_RETURN)
    entry = table.state.turns[-1]
    assert (entry["column"], entry["row"]) == box
    assert "\u00d73" in table.log_lines[-1] or any("\u00d73" in line for line in table.log_lines)


def test_the_coach_shows_hard_move_and_a_number_per_column_box(make_app):
    app = make_app()
    app.apply_settings(app.settings.with_preference("triple-yahtzee", "coach", True))
    table = start_table(app, session("HA", seed=22, level="medium"))
    assert wait_ready()
    hard = HardBot(seed=0)
    checked = 0
    while checked < 4:
        assert wait_for_human(app, table)
        if table.awaiting_roll():
            human_turn_by_keys(app, table)
            continue
        driver.frames(app, 1)
        advice = table.advice
        assert advice is not None and advice.best == hard.choose(table.state.observation(0))
        view = table.coach_view()
        assert view.boxes == advice.boxes and set(advice.boxes) == set(table.legal_boxes())
        if isinstance(advice.best, Score):
            assert view.box == (advice.best.column, advice.best.row)
        else:
            assert isinstance(advice.best, Roll) and view.hold == set(advice.best.keep)
        checked += 1
        human_turn_by_keys(app, table)


def test_six_players_at_1024x640_show_the_card_in_focus(make_app):
    app = make_app(size=(1024, 640))
    table = start_table(app, session("HAAAAA", seed=5, level="easy"))
    assert wait_for_human(app, table)
    driver.frames(app, 2)
    assert table.card.focus and table.card.shown_seats(0) == [0]
    assert table.card.col_w >= table.card.min_column()


def test_the_tables_hard_seats_prefetch_the_column_table(make_app):
    app = make_app()
    table = start_table(app, session("HAA", seed=5))
    assert table.ai_levels() == {1: "hard:prefetch=column", 2: "hard:prefetch=column"}
    assert table.worker is not None and table.worker.levels == table.ai_levels()
