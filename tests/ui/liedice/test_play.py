"""A human plays Lie Dice against the AI to the end, by mouse only and by keyboard only."""

from __future__ import annotations

import random

import pytest

from yenta_desktop.ui.shell.gameover import GameOverScene

from .helpers import human_turn_by_mouse, session, start_table, wait_for_human


# By keys alone: the table suite's keyboard game (tests/ui/test_table_suite.py).
@pytest.mark.parametrize("turn", [human_turn_by_mouse], ids=["mouse"])
def test_one_human_plays_a_whole_game(make_app, turn):
    app = make_app()
    table = start_table(app, session("HAAA", seed=4))
    rng = random.Random(4)
    stages = set()
    moves = 0
    while wait_for_human(app, table):
        stages.add(table.state.stage)
        before = table.moves
        turn(app, table, rng)
        assert table.moves > before or table.message == "", table.message
        moves += 1
        assert moves < 400
    assert isinstance(app.top, GameOverScene)
    assert table.state.is_terminal
    assert {"decide"} <= stages
    # The log speaks of players by name, never "you".
    words = " ".join(table.log_lines).lower().split()
    assert "you" not in words and "your" not in words
    assert any("pays the penalty" in line for line in table.log_lines)
    # The finished game is in the history and the statistics.
    if app.store is not None:
        assert any(entry.game == "lie-dice" for entry in app.store.history.entries())
