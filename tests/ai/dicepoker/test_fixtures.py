"""Hard and Medium play exactly as the bots did before the scorecard solver kit (recorded games)."""

from __future__ import annotations

import json

import pytest

from tests.ai.dicepoker.fixture_games import FIXTURE, GAMES, play_game

RECORDED = json.loads(FIXTURE.read_text(encoding="utf-8"))


def test_the_fixture_covers_every_rule_combination_and_one_to_three_players():
    combos = {(g["upper_first"], g["first_roll_double"]) for g in RECORDED}
    assert len(combos) == 4
    assert {len(g["levels"]) for g in RECORDED} == {1, 2, 3}


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_the_bots_choose_the_recorded_actions(index):
    recorded = RECORDED[index]
    game = play_game(*GAMES[index])
    assert game["seed"] == recorded["seed"]
    for step, (now, then) in enumerate(zip(game["actions"], recorded["actions"], strict=True)):
        assert now == then, f"game {index}, action {step}"
    assert game["cards"] == recorded["cards"]
