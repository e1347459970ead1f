"""Adding a game is adding a folder: the tests' toy game (tests/toygame) goes through the
command line, the picker, setup from its Rules metadata, the shared table base, save and
Continue, the end screen, the history and the statistics, with no shared module naming it."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pygame
import pytest

import tests.toygame as toygame
from yenta_desktop.cli import main
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.shell.history import HistoryScene
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.statistics import StatisticsScene
from yenta_desktop.ui.shell.title import TitleScene


@pytest.fixture
def toy() -> Iterator[None]:
    """The toy game, registered in every layer for one test."""
    toygame.register(ui=True)
    yield
    toygame.unregister()


def test_simulate_verify_and_tournament_take_the_toy_game(toy, tmp_path, capsys) -> None:
    records = tmp_path / "toy.jsonl"
    assert main(["simulate", "--game", "toy-dice", "--games", "20", "--records", str(records)]) == 0
    assert "mean rounds per game: 3.00" in capsys.readouterr().out
    assert main(["verify", str(records)]) == 0
    assert "20 of 20 records replay correctly" in capsys.readouterr().out
    code = main(
        ["tournament", "--game", "toy-dice", "--games", "12", "--players", "easy,random", "--json"]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    easy = data["bots"][0]
    assert easy["name"] == "easy" and easy["games"] == 12 and "rerolls" in easy["extras"]
    assert main(["games"]) == 0
    assert "toy-dice" in capsys.readouterr().out


def _play_human_turns(app, table, limit: int = 4000) -> None:
    """The human keeps every die (K) until the game is over."""
    for _ in range(limit):
        if table.state.is_terminal:
            return
        if table.acting_human() is not None:
            driver.press(app, pygame.K_k)
        else:
            driver.frames(app, 1)


def test_picker_setup_table_continue_history_and_statistics(toy, make_app) -> None:
    app = make_app()
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    driver.click(app, driver.find_button(title, "#play_toydice"))
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game == "toy-dice"
    assert setup.count == 2 and driver.find_button(setup, "#fewer_players") is None
    driver.click(app, driver.find_button(setup, "#rounds_up"))  # from the Rules metadata
    assert setup.values["rounds"] == 4
    driver.click(app, driver.find_button(setup, "#start"))
    table = app.top
    assert type(table).__module__ == "tests.toygame.ui"
    assert table.session.game == "toy-dice" and table.state.rules.rounds == 4
    assert driver.run_until(app, lambda: table.acting_human() is not None, 2000)
    driver.press(app, pygame.K_k)
    assert table.moves >= 2
    table.autosaver.flush()
    assert app.store.saved_games() == ["toy-dice"]
    # Leave and Continue from the toy game's own card: the same game, not a re-roll.
    driver.press(app, pygame.K_ESCAPE)
    driver.click(app, driver.find_button(app.top, "#quit_to_title"))
    title = app.top
    assert isinstance(title, TitleScene)
    left = table.state.clone()  # the game as it was left, its dice generator included
    driver.click(app, driver.find_button(title, "#continue_toydice"))
    table = app.top
    assert table.session.game == "toy-dice"
    history = table.state.moves
    assert history[: len(left.moves)] == left.moves
    if len(history) > len(left.moves) and "chance" in history[len(left.moves)]:
        left.apply_chance()  # what the old table would have rolled next: no re-roll on load
        assert history[len(left.moves) - 1] == left.moves[-1]
    _play_human_turns(app, table)
    driver.frames(app, 3)
    over = app.top
    assert isinstance(over, GameOverScene) and over.session.game == "toy-dice"
    assert [line[1] for line in over.standings()] != []
    assert not app.store.has_save("toy-dice")
    entries = app.store.history.entries()
    assert [e.game for e in entries] == ["toy-dice"] and entries[0].length == 4
    (row,) = app.stats.table("toy-dice")
    assert row.games == 1 and row.name == table.session.seats[0].name
    driver.click(app, driver.find_button(over, "#to_title"))
    app.push(HistoryScene(app, "toy-dice"))
    app.top.wait_loaded()
    assert driver.find_button(app.top, "#game_0") is not None
    app.pop()
    stats = app.push(StatisticsScene(app, "toy-dice"))
    driver.frames(app, 2)
    assert stats.rows and stats.rows[0].games == 1
