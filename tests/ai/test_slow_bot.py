"""Outside bots that never answer, raise or talk nonsense, for every game: the games still end.

An outside bot has ``time_limit`` seconds per decision (an option of its spec,
5 s by default); after that the random bot plays, the log names the bot, its
seat and the decision, the bot's process is stopped and the random bot plays its
seat for the rest of that game.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.base import DEFAULT_TIME_LIMIT, BotSpecError
from yenta_desktop.ai.match import play_game
from yenta_desktop.cli import main
from yenta_desktop.commands.common import default_players
from yenta_desktop.engine.registry import available_games

GAMES = list(available_games())

BOTS = """
import sys
import time


class Sleeper:
    \"\"\"Never answers: thinks for a minute about its first decision.\"\"\"

    def choose(self, observation):
        time.sleep(60)


class LateSleeper:
    \"\"\"Answers its first two decisions with a legal action, then never again.\"\"\"

    def __init__(self):
        self.calls = 0

    def choose(self, observation):
        self.calls += 1
        if self.calls == 3:
            time.sleep(60)
        return (observation.get("legal") or [{}])[0]


class Raises:
    def choose(self, observation):
        raise RuntimeError("boom")


class Exits:
    def choose(self, observation):
        sys.exit(3)


class Interrupts:
    def choose(self, observation):
        raise KeyboardInterrupt


class Garbage:
    def __init__(self, seed=0):
        self.calls = 0

    def choose(self, observation):
        self.calls += 1
        return [["not"], "an", "action"] if self.calls % 2 else {"type": 99, "x": float("nan")}
"""


@pytest.fixture
def bots_file(tmp_path: Path) -> Path:
    """The outside bots above, written where a player would keep them."""
    path = tmp_path / "hostile_bots.py"
    path.write_text(BOTS, encoding="utf-8")
    return path


def random_seats(game: str) -> list[Any]:
    """Random bots for every seat but the first of ``game``'s usual table."""
    count = len(default_players(game, "random", "random").split(","))
    return [make_bot("random", seed, game) for seed in range(2, count + 1)]


def table(game: str, outside: str) -> str:
    """A --players list for ``game``: the outside bot first, random bots in the other seats."""
    seats = default_players(game, "random", "random").split(",")
    return ",".join([outside, *seats[1:]])


# The overrun is handled by the shared bot host for every game: two games by default (the
# first, one of another family), every game under -m slow.
@pytest.mark.parametrize(
    "game", [g if i < 2 else pytest.param(g, marks=pytest.mark.slow) for i, g in enumerate(GAMES)]
)
def test_a_bot_that_never_answers_does_not_stop_simulate_or_tournament(
    game: str, bots_file: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    players = table(game, f"{bots_file}:Sleeper:time_limit=0.2")
    with caplog.at_level(logging.INFO):
        assert main(["simulate", "--game", game, "--games", "2", "--players", players]) == 0
        assert "2 games of" in capsys.readouterr().out
        code = main(["tournament", "--game", game, "--games", "2", "--players", players, "--json"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    sleeper = result["bots"][0]
    assert sleeper["games"] == 2 and sleeper["faults"] > 0
    overruns = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert overruns and all("hostile_bots:Sleeper" in m for m in overruns)
    assert "decision 1" in overruns[0] and "no answer within 0.2 s" in overruns[0]
    assert "seat " in overruns[0]


def test_the_log_names_the_decision_that_overran_and_later_ones_are_not_asked(
    bots_file: Path, caplog: pytest.LogCaptureFixture
) -> None:
    game = GAMES[0]
    bot = make_bot(f"{bots_file}:LateSleeper:time_limit=0.2", seed=1, game=game)
    others = random_seats(game)
    with caplog.at_level(logging.INFO):
        result = play_game([bot, *others], game=game, seed=4)
    assert result.state.is_terminal
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "(seat 0, decision 3)" in warnings[0]
    later = [r.getMessage() for r in caplog.records if r.levelno == logging.INFO]
    later = [m for m in later if "says:" not in m]  # its stderr lines are logged too
    assert later and all("out of this game" in m for m in later)
    assert bot.faults >= bot.decisions - 2  # type: ignore[attr-defined]


def test_a_bot_that_overran_is_stopped_and_a_new_game_starts_it_afresh(tmp_path: Path) -> None:
    """One process per bot at a time, never a pile of stuck ones across games."""
    path = tmp_path / "pile_bots.py"
    path.write_text(BOTS, encoding="utf-8")
    game = GAMES[0]
    bot = make_bot(f"{path}:Sleeper:time_limit=0.2", seed=0, game=game)
    pids = []
    for seed in range(3):
        bot.new_game()  # type: ignore[attr-defined]
        pids.append(bot.pid)  # type: ignore[attr-defined]
        before = bot.decisions  # type: ignore[attr-defined]
        assert play_game([bot, *random_seats(game)], game=game, seed=seed).state.is_terminal
        assert bot.faults - before == bot.decisions - before > 0  # type: ignore[attr-defined]
    assert len(set(pids)) == 3 and None not in pids
    for pid in pids:
        assert not Path(f"/proc/{pid}").exists() or "zombie" in _status(pid)


def _status(pid: int | None) -> str:
    try:
        return Path(f"/proc/{pid}/status").read_text().lower()
    except OSError:
        return "zombie"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", ["Raises", "Exits", "Interrupts", "Garbage"])
def test_a_bot_that_raises_exits_or_answers_nonsense_is_replaced_in_every_game(
    game: str, name: str, bots_file: Path, caplog: pytest.LogCaptureFixture
) -> None:
    bot = make_bot(f"{bots_file}:{name}", seed=1, game=game)
    others = random_seats(game)
    with caplog.at_level(logging.WARNING):
        result = play_game([bot, *others], game=game, seed=6)
    assert result.state.is_terminal
    assert bot.faults == bot.decisions > 0  # type: ignore[attr-defined]
    assert f"hostile_bots:{name} (seat 0, decision 1)" in caplog.text


@pytest.mark.parametrize("limit", ["0", "-1", "abc", "nan", "inf", "1e999", "3601"])
def test_a_bad_time_limit_is_one_line(limit: str, bots_file: Path) -> None:
    with pytest.raises(BotSpecError, match="time_limit"):
        make_bot(f"{bots_file}:Sleeper:time_limit={limit}", seed=1, game=GAMES[0])


def test_the_default_time_limit_is_a_few_seconds(bots_file: Path) -> None:
    bot = make_bot(f"{bots_file}:Raises", seed=1, game=GAMES[0])
    assert bot.time_limit == DEFAULT_TIME_LIMIT == 5.0  # type: ignore[attr-defined]
