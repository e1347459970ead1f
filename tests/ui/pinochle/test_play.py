"""A human plays Pinochle with an AI partner against two AI seats to the end, by mouse only
and by keyboard only: every phase (auction, trump, pass, tricks, the summary) by the player."""

from __future__ import annotations

import random

import pygame
import pytest

from yenta_desktop.engine.pinochle import Phase
from yenta_desktop.ui.shell.gameover import GameOverScene

from .helpers import human_turn_by_keys, human_turn_by_mouse, session, start_table, wait_for_human


# By keys alone: the table suite's keyboard game (tests/ui/test_table_suite.py).
@pytest.mark.parametrize(("turn", "seed"), [(human_turn_by_mouse, 4)], ids=["mouse"])
def test_one_human_plays_a_whole_game(make_app, turn, seed):
    app = make_app()
    table = start_table(app, session("HAAA", seed=seed, target=500))
    table.show_howto = False
    rng = random.Random(seed)
    phases = set()
    moves = 0
    while wait_for_human(app, table):
        phases.add("summary" if table.summary_waiting() else table.state.phase.value)
        before = (table.moves, table.summary_done, len(table.marked))
        turn(app, table, rng)
        assert (table.moves, table.summary_done) != before[:2] or table.message == "", table.message
        moves += 1
        assert moves < 600
    assert isinstance(app.top, GameOverScene)
    assert table.state.is_terminal
    assert {"auction", "play", "summary"} <= phases
    words = " ".join(table.log_lines).lower().split()
    assert "you" not in words and "your" not in words
    if app.store is not None:
        entries = app.store.history.entries()
        assert any(entry.game == "pinochle" for entry in entries), (entries, app.store.history)


def test_an_illegal_card_is_refused_with_its_reason(make_app):
    app = make_app()
    table = start_table(app, session("HAAA", seed=3))
    table.show_howto = False
    rng = random.Random(1)
    for _ in range(200):
        assert wait_for_human(app, table)
        state = table.state
        if state.phase is Phase.PLAY and state.trick:
            seat = table.playing_human()
            legal = set(state.observation(seat).legal_cards())
            illegal = [c for c in table.hand_cards() if c not in legal]
            if illegal:
                moves = table.moves
                table.play_card(illegal[0])
                assert table.moves == moves and table.message
                assert table.problem(illegal[0]) == table.message
                return
        human_turn_by_keys(app, table, rng)
    raise AssertionError("no illegal card came up")


def test_esc_closes_the_last_trick_view_before_it_opens_the_pause_menu(make_app):
    from yenta_desktop.ui import driver
    from yenta_desktop.ui.shell.pause import PauseScene

    app = make_app()
    table = start_table(app, session("HAAA", seed=4))
    table.show_howto = False
    rng = random.Random(4)
    for _ in range(400):
        assert wait_for_human(app, table)
        if table.state.tricks and table.state.phase is Phase.PLAY:
            break
        human_turn_by_keys(app, table, rng)
    assert table.state.tricks
    driver.press(app, pygame.K_l)
    assert table.show_last
    driver.press(app, pygame.K_ESCAPE)
    assert not table.show_last and app.top is table
    driver.press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
