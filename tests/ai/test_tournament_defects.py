"""Tournament defects of issue 33: a hang with worker processes, ties, huge arguments."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest


def _run(args: list[str], timeout: float) -> subprocess.CompletedProcess[str]:
    """The command in a session of its own; on a timeout the whole group is killed (a hung
    run's workers must not outlive the test)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    process = subprocess.Popen(
        [sys.executable, "-m", "yenta_desktop", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=os.name == "posix",
    )
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        if os.name == "posix":
            os.killpg(process.pid, signal.SIGKILL)
        process.kill()
        process.communicate()
        raise
    return subprocess.CompletedProcess(process.args, process.returncode, out, err)


def test_a_farkle_tournament_with_hard_finishes_on_two_workers() -> None:
    # It hung for ever: the command builds a Hard bot to check its options, which reads
    # the table in a thread holding a lock, and forked workers inherited the lock held.
    try:
        result = _run(
            [
                "tournament",
                "--game",
                "farkle",
                "--games",
                "4",
                "--seed",
                "100",
                "--workers",
                "2",
                "--players",
                "hard,random",
                "--json",
            ],
            timeout=90,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the tournament did not finish within 90 s (it takes about 1 s)")
    assert result.returncode == 0, result.stderr
    assert '"games": 4' in result.stdout


def _tied(game: str, seed: int) -> bool:
    from yenta_desktop.ai.base import make_bot
    from yenta_desktop.ai.match import play_game

    bots = [make_bot("random", seed * 16 + seat, game) for seat in range(2)]
    return len(play_game(bots, game=game, seed=seed).winners) == 2


@pytest.mark.parametrize(("game", "seed"), [("dice-poker", 30), ("yahtzee", 77), ("farkle", 66)])
def test_a_tie_counts_one_half_for_each_tied_seat(game: str, seed: int) -> None:
    from yenta_desktop.ai.base import parse_bot_spec
    from yenta_desktop.ai.tournament import run_tournament

    assert _tied(game, seed), "the scripted game must end in a tie"
    names = ["random", "random"]
    specs = [parse_bot_spec(n, game) for n in names]
    (summary,) = run_tournament(specs, names, games=1, seed=seed, workers=1, game=game)
    # One game, two tied seats: one win between them, not two.
    assert summary["games"] == 2
    assert summary["wins"] == 1
    assert summary["win_rate"] == pytest.approx(0.5)


def test_a_fields_wins_add_up_to_its_games_with_ties() -> None:
    from yenta_desktop.ai.base import parse_bot_spec
    from yenta_desktop.ai.tournament import format_table, run_tournament

    # Seeds 30..32 of Dice Poker between two random bots named apart: the first is a tie.
    assert _tied("dice-poker", 30)
    names = ["one", "other"]
    specs = [parse_bot_spec("random", "dice-poker")] * 2
    summaries = run_tournament(specs, names, games=3, seed=30, workers=1, game="dice-poker")
    assert sum(s["wins"] for s in summaries) == pytest.approx(3)
    shared = [s for s in summaries if s["wins"] != int(s["wins"])]
    assert shared, "the tie's half win shows"
    table = format_table(summaries, 3, "dice-poker")
    assert ".5 " in table and "a k-way tie counts 1/k" in table


def test_partners_and_survivors_each_win_a_whole_game() -> None:
    from yenta_desktop.ai.base import make_bot
    from yenta_desktop.ai.match import play_game
    from yenta_desktop.engine.protocol import win_shares
    from yenta_desktop.engine.registry import get_game

    for game, seats in (("pinochle", 4), ("lie-dice", 3)):
        bots = [make_bot("random", seat, game) for seat in range(seats)]
        state = play_game(bots, game=game, seed=5).state
        shares = win_shares(get_game(game), state)
        assert sorted(shares, reverse=True)[: len(state.winners())] == [1] * len(state.winners())
        assert sum(shares) == len(state.winners())


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", str(10**30)], "--games must be from 1 to 10,000,000"),
        (["--games", str(10**8)], "--games must be from 1 to 10,000,000"),
        (["--games", "2", "--seed", str(10**30)], "--seed must be from 0 to"),
        (["--games", "2", "--seed", "-1"], "--seed must be from 0 to"),
        (["--games", "2", "--workers", "0"], "--workers must be from 1 to 256"),
        (["--games", "2", "--workers", str(10**6)], "--workers must be from 1 to 256"),
    ],
)
def test_out_of_bounds_numbers_are_one_line(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from yenta_desktop.cli import main

    code = main(["tournament", "--players", "random,random", *args])
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and message in err, err


def test_the_game_numbers_are_never_one_list() -> None:
    from yenta_desktop.ai.tournament import MAX_GAMES, game_chunks

    chunks = game_chunks(MAX_GAMES, 20)
    assert all(isinstance(chunk, range) for chunk in chunks)
    assert sum(len(chunk) for chunk in chunks) == MAX_GAMES
    assert sorted(n for chunk in game_chunks(23, 5) for n in chunk) == list(range(23))


def test_the_largest_tournament_starts_playing_at_once() -> None:
    """The serial path plays chunk by chunk: a run of MAX_GAMES stops when told to."""
    from yenta_desktop.ai.base import parse_bot_spec
    from yenta_desktop.ai.tournament import MAX_GAMES, run_tournament

    class Enough(Exception):
        pass

    done: list[int] = []

    def progress(count: int) -> None:
        done.append(count)
        raise Enough

    names = ["random", "random"]
    specs = [parse_bot_spec(n, "dice-poker") for n in names]
    with pytest.raises(Enough):
        run_tournament(specs, names, MAX_GAMES, 0, workers=1, game="dice-poker", progress=progress)
    assert done == [50]


@pytest.mark.parametrize("games", [str(10**30), str(10**8), "0"])
def test_simulate_bounds_its_games_as_the_tournament_does(
    games: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from yenta_desktop.cli import main

    code = main(["simulate", "--players", "random,random,random", "--games", games])
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "--games must be from 1 to 10,000,000" in err, err
