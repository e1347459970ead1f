"""Defects of issue 21 in the command line: a closed pipe, unbounded bot options, wording,
and commands that import every game before they run."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from yenta_desktop.ai import BotSpecError, make_bot
from yenta_desktop.cli import command_named, main
from yenta_desktop.engine.registry import game_ids, get_game

ROOT = Path(__file__).resolve().parents[1]


def test_verify_into_a_closed_pipe_ends_without_a_traceback(tmp_path: Path) -> None:
    """`yenta-desktop verify many.jsonl | head -1`: the reader leaves after one line."""
    many = tmp_path / "many.jsonl"
    many.write_text("{}\n" * 3000)  # 3000 bad records: far more output than a pipe holds
    process = subprocess.Popen(
        [sys.executable, "-m", "yenta_desktop", "verify", str(many)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()  # what `head -1` does
    error = process.stderr.read().decode()
    process.wait(timeout=60)
    assert first.startswith(str(many).encode()) and b"not a game record" in first
    assert "Traceback" not in error and "BrokenPipeError" not in error
    assert process.returncode == 1


@pytest.mark.parametrize(
    "spec",
    [
        "hard:sims=1000000000000",
        "hard:sims=100001",
        "hard:time=3601",
        "hard:ask_soft=0",
        "hard:ask_noise=2",
        "hard:keep=1000",
        "hard:asks=5",
        "hard:stop=1e9",
        "hard:margin=1e12",
    ],
)
def test_yenta_hard_options_out_of_range_are_one_line(spec: str) -> None:
    key = spec.split(":")[1].split("=")[0]
    with pytest.raises(BotSpecError, match=f"option {key} must be"):
        make_bot(spec, seed=0)


def test_yenta_hard_takes_its_largest_budget() -> None:
    assert make_bot("hard:sims=100000", seed=0).sims == 100_000  # type: ignore[attr-defined]


def test_yenta_verify_names_an_action_as_the_other_games_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "one.jsonl"
    assert main(["simulate", "--games", "1", "--seed", "2", "--records", str(out)]) == 0
    record = json.loads(out.read_text())
    entry = next(r for r in record["rounds"] if len(r["actions"]) >= 2)
    entry["actions"][1]["seat"] = 99  # nobody's turn
    out.write_text(json.dumps(record) + "\n")
    capsys.readouterr()
    assert main(["verify", str(out)]) == 1
    text = capsys.readouterr().out
    assert ", action 2: it is seat" in text and "actions 2" not in text


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["simulate", "--games", "3"], "simulate"),
        (["--game", "simulate", "verify", "x"], "verify"),
        (["--help", "simulate"], None),
        (["--demo"], None),
        (["simulat"], None),  # a typo: every command is loaded, so argparse can list them
    ],
)
def test_the_command_is_found_before_parsing(argv: list[str], command: str | None) -> None:
    assert command_named(argv) == command


def test_simulate_of_one_game_imports_no_other_game() -> None:
    code = (
        "import sys; from yenta_desktop.cli import main;"
        "main(['simulate', '--games', '1', '--game', sys.argv[1]]);"
        "print(sorted({m.split('.')[2] for m in sys.modules"
        " if m.startswith('yenta_desktop.engine.') and m.count('.') >= 3}))"
    )
    for game in game_ids():
        result = subprocess.run(
            [sys.executable, "-c", code, game],
            capture_output=True,
            text=True,
            cwd=ROOT,
            check=True,
        )
        folder = get_game(game).__name__.rsplit(".", 1)[1]
        folders = {get_game(other).__name__.rsplit(".", 1)[1] for other in game_ids()}
        loaded = [n for n in ast.literal_eval(result.stdout.splitlines()[-1]) if n in folders]
        assert loaded == [folder]  # engine/families are kits, not games


def test_verify_of_one_game_imports_no_other_game(tmp_path: Path) -> None:
    from tests.hostile.helpers import session_of

    code = (
        "import sys; from yenta_desktop.cli import main;"
        "code = main(['verify', sys.argv[1]]);"
        "print(code, sorted({m.split('.')[2] for m in sys.modules"
        " if m.startswith('yenta_desktop.engine.') and m.count('.') >= 3}))"
    )
    folders = {get_game(other).__name__.rsplit(".", 1)[1] for other in game_ids()}
    for game in game_ids():
        path = tmp_path / f"{game}.json"
        path.write_text(json.dumps(session_of(game).record()), encoding="utf-8")
        result = subprocess.run(
            [sys.executable, "-c", code, str(path)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            check=True,
        )
        status, _, names = result.stdout.splitlines()[-1].partition(" ")
        loaded = [n for n in ast.literal_eval(names) if n in folders]
        assert status == "0", result.stdout + result.stderr
        assert loaded == [get_game(game).__name__.rsplit(".", 1)[1]]


@pytest.mark.parametrize("name", ["errors", "registry", "../yenta", "_x", "Yenta", "dicepoker"])
def test_a_name_that_is_no_game_id_is_unknown(name: str) -> None:
    from yenta_desktop.engine.errors import UnknownGame

    with pytest.raises(UnknownGame, match="unknown game"):
        get_game(name)
