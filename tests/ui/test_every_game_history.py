"""Every game with a table: a finished game appears in Past games, opens in the replay (which
steps through it), and is counted in that game's statistics tab."""

from __future__ import annotations

import pygame
import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.engine.protocol import play_out
from yenta_desktop.engine.registry import available_games, folder_name
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import has_ui
from yenta_desktop.ui.shell.history import HistoryScene
from yenta_desktop.ui.shell.replay import ReplayScene
from yenta_desktop.ui.shell.statistics import StatisticsScene
from yenta_desktop.ui.shell.title import TitleScene

GAMES = [game for game in available_games() if has_ui(game)]
NAMES = ("Ana", "Bob", "Cat", "Dan", "Eve", "Fay")


def finished(game: str, seed: int) -> GameSession:
    """A game of four (or the game's smallest table) played to the end by Medium bots, Ana's seat human."""
    module = available_games()[game]
    count = 4 if module.MIN_PLAYERS <= 4 <= module.MAX_PLAYERS else module.MIN_PLAYERS
    state = module.new_game(count, module.Rules(), seed=seed)
    seats = [Seat(NAMES[0], "human", None)] + [
        Seat(NAMES[i], "ai", "medium") for i in range(1, count)
    ]
    bots = [make_bot("medium", seed * 10 + i, game) for i in range(count)]
    play_out(state, [bot.choose for bot in bots])
    assert state.is_terminal, f"{game}: the game did not end"
    return GameSession(seats, state, game)


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_opens_in_the_replay_and_counts_in_the_statistics(make_app, game):
    app = make_app()
    assert app.store is not None and app.stats is not None
    session = finished(game, 7)
    assert app.store.append_history(session)
    assert app.stats.record_game(session)
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    driver.click(app, driver.find_button(title, "#history"))
    history = app.top
    assert isinstance(history, HistoryScene)
    history.wait_loaded()
    driver.press(app, pygame.K_RETURN)  # the newest game
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.problem is None
    first = replay.index
    for _ in range(5):
        driver.press(app, pygame.K_RIGHT)
    assert replay.index == first + 5
    driver.press(app, pygame.K_END)
    assert replay.index == len(replay.steps) - 1 > first + 5
    driver.press(app, pygame.K_ESCAPE)
    driver.press(app, pygame.K_ESCAPE)
    assert app.top is title
    driver.click(app, driver.find_button(title, "#statistics"))
    stats = app.top
    assert isinstance(stats, StatisticsScene)
    driver.click(app, driver.find_button(stats, f"#tab_{folder_name(game)}"))
    rows = stats.rows
    assert [row.name for row in rows] == ["Ana"]
    assert rows[0].games == 1
