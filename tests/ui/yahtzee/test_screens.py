"""Yahtzee's own screens: a Yatzy game replays on its fifteen-box card (what every scorecard
game shares is tests/ui/kits/test_scorecard_games.py)."""

from __future__ import annotations

from tests.ui.kits.scorecard_play import finished
from yenta_desktop.engine.yahtzee import Rules
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.replay import ReplayScene


def test_a_yatzy_game_replays_on_its_fifteen_box_card(make_app):
    app = make_app()
    game = finished("yahtzee", 7, "HA", Rules(scorecard="yatzy"))
    replay = app.push(ReplayScene(app, game.record(), "Game 1"))
    assert replay.problem is None and len(replay.chapters) == 2 * 15 + 1
    replay.go(len(replay.steps) - 1)
    driver.frames(app, 1)
