"""Every scorecard game on the dice-table kit (the kit's defaults of ui/kits/dice_table/game.py):
its replay (every step in words, each chapter a turn), past games and statistics, the picker's
picture and the end screen's lines and picture in both languages, and the demo table."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.kits.scorecard_play import finished
from yenta_desktop.engine.families.scorecard_game import ScorecardGame
from yenta_desktop.engine.registry import available_games
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import game_ui, has_ui
from yenta_desktop.ui.kits.dice_table.game import DiceGameUI
from yenta_desktop.ui.shell.replay import ReplayScene, player_names
from yenta_desktop.ui.shell.statistics import StatisticsScene

#: Every registered game declared on the scorecard family with a window of the kit's.
GAMES = [
    game_id
    for game_id, module in available_games().items()
    if isinstance(getattr(module, "GAME", None), ScorecardGame)
    and has_ui(game_id)
    and isinstance(getattr(game_ui(game_id), "UI", None), DiceGameUI)
]


def test_todays_scorecard_games_are_declared_on_the_kits():
    assert {"dice-poker", "yahtzee", "triple-yahtzee"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_replays_and_counts_in_past_games_and_statistics(make_app, game):
    ui = game_ui(game)
    app = make_app()
    session = finished(game, 42)
    if app.store is not None:
        assert app.store.append_history(session)
    if app.stats is not None:
        assert app.stats.record_game(session)
    record = session.record()
    replay = app.push(ReplayScene(app, record, "Game 1"))
    assert replay.problem is None
    names = player_names(record)
    steps = replay.steps
    turns = type(session.state).SPEC.size
    assert len(replay.chapters) == 2 * turns + 1  # one per turn, and the start
    for index, step in enumerate(steps):
        assert ui.describe_step(step.state, step.events, names), index
        assert ui.chapter_of(step.state) == len(step.state.turns)
    for index in (0, 1, 2, 7, len(steps) // 2, len(steps) - 1):
        replay.go(index)
        driver.frames(app, 1)
    assert "Game over" in replay.steps[-1].describe(names)
    driver.press(app, pygame.K_ESCAPE)
    if app.stats is not None:
        stats = app.push(StatisticsScene(app, game))
        driver.frames(app, 2)
        assert [row.name for row in stats.rows] == ["Ana"]


@pytest.mark.parametrize("game", GAMES)
def test_pictures_and_end_screen_lines_draw_in_both_languages(make_app, game):
    from yenta_desktop import i18n

    ui = game_ui(game)
    app = make_app()
    surface = pygame.Surface((600, 400))
    for language in ("en", "ru"):
        i18n.set_language(language)
        try:
            ui.draw_picture(surface, pygame.Rect(10, 10, 260, 90), 1.5)
            for kinds in ("H", "HAAAAA"):
                session = finished(game, 43, kinds)
                lines = ui.final_lines(session)
                assert len(lines) == len(kinds) and all(text for _, _, text in lines)
                ui.draw_final(surface, pygame.Rect(10, 10, 560, 360), session)
                ui.draw_final(surface, pygame.Rect(10, 10, 400, 220), session)
        finally:
            i18n.set_language("en")
    assert app is not None


@pytest.mark.parametrize("game", GAMES)
def test_the_demo_table_plays_by_itself(make_app, game):
    from yenta_desktop.ui.app import start_demo

    app = make_app()
    table = start_demo(app, game, seed=5)
    assert game_ui(game).demo_session(5).game == game
    assert driver.run_until(app, lambda: len(table.state.turns) >= 6, 3000)
    assert table.acting_human() is None and not table.awaiting_roll()
