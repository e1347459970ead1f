"""The command line: simulate, verify and one-line errors with exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from yenta_desktop.cli import main
from yenta_desktop.engine.registry import available_games


def test_simulate_writes_records_that_verify_accepts(tmp_path, capsys):
    out = tmp_path / "out.jsonl"
    code = main(
        [
            "simulate",
            "--games",
            "30",
            "--seed",
            "7",
            "--players",
            "random,random,random,random",
            "--records",
            str(out),
        ]
    )
    assert code == 0
    text = capsys.readouterr().out
    assert "games per second" in text and "mean rounds per game" in text
    lines = out.read_text().splitlines()
    assert len(lines) == 30
    assert all(json.loads(line)["format"] == "yenta-record" for line in lines)
    assert main(["verify", str(out)]) == 0
    assert "30 of 30 records replay correctly" in capsys.readouterr().out


def test_simulate_is_reproducible_for_a_seed(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for path in (a, b):
        main(["simulate", "--games", "5", "--seed", "3", "--records", str(path)])
    assert a.read_text() == b.read_text()


def test_simulate_applies_rule_variants(tmp_path):
    out = tmp_path / "v.jsonl"
    main(
        [
            "simulate",
            "--games",
            "3",
            "--players",
            "random,random,random",
            "--rule",
            "turn_after_miss=asked_player",
            "--rule",
            "failed_bid=zero",
            "--records",
            str(out),
        ]
    )
    record = json.loads(out.read_text().splitlines()[0])
    assert record["rules"]["turn_after_miss"] == "asked_player"
    assert record["rules"]["failed_bid"] == "zero"
    assert len(record["players"]) == 3


def test_verify_names_the_first_illegal_action(tmp_path, capsys):
    out = tmp_path / "one.jsonl"
    main(["simulate", "--games", "1", "--seed", "1", "--records", str(out)])
    record = json.loads(out.read_text())
    record["rounds"][0]["auction"][0]["bid"] = 500
    out.write_text(json.dumps(record) + "\n")
    capsys.readouterr()
    assert main(["verify", str(out)]) == 1
    text = capsys.readouterr().out
    assert "round 1, auction 1" in text and "no bid above 60" in text


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--games", "0"],
        ["simulate", "--players", "random,random"],
        ["simulate", "--players", "random,random,wizard"],
        ["simulate", "--rule", "colour=blue"],
        ["simulate", "--rule", "failed_bid=maybe"],
        ["simulate", "--games", "many"],
        ["verify", "/no/such/file.jsonl"],
        ["--no-such-flag"],
    ],
)
def test_bad_arguments_give_one_line_and_status_2(argv):
    result = subprocess.run(
        [sys.executable, "-m", "yenta_desktop", *argv], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "error" in result.stderr


@pytest.mark.parametrize("command", ["simulate", "tournament"])
@pytest.mark.parametrize(
    "spec", ["easy:seed=3", "hard:time=nan", "hard:sims=0", "medium:foo=1", "{bots}:Broken"]
)
def test_bad_bot_options_are_one_line_and_status_2(command, spec, tmp_path, capsys):
    bots = tmp_path / "bots.py"
    bots.write_text("class Broken:\n    def __init__(self):\n        raise RuntimeError('no')\n")
    players = f"{spec.format(bots=bots)},random,random"
    assert main([command, "--games", "1", "--players", players]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("yenta-desktop: error:")


def test_help_lists_the_commands():
    result = subprocess.run(
        [sys.executable, "-m", "yenta_desktop", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0
    for word in ("simulate", "verify", "--smoke-test", "--demo"):
        assert word in result.stdout
    # The description names every registered game (it once named only the first four).
    text = " ".join(result.stdout.split())
    for module in available_games().values():
        assert module.GAME_TITLE in text


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "chess"],
        ["simulate", "--game", "chess"],
        ["tournament", "--game", "chess", "--games", "1"],
        ["simulate", "--rule", "target_score=5"],
        ["simulate", "--rule", "target_score=many"],
    ],
)
def test_bad_game_ids_and_rule_values_are_one_line_and_status_2(args, capsys):
    with pytest.raises(SystemExit) if args[0] == "--game" else _no_exit():
        code = main(args)
        assert code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "error" in err
    if "chess" in args:
        assert "known: yenta" in err


class _no_exit:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def test_games_lists_every_game_with_players_levels_and_rules(capsys):
    from yenta_desktop.engine import available_games

    assert main(["games"]) == 0
    out = capsys.readouterr().out
    for game_id, module in available_games().items():
        assert game_id in out and module.GAME_TITLE in out
    assert "--rule target_score=10 to 10000 (default 100)" in out
    assert "AI levels: easy, medium, hard" in out


def test_rule_ranges_are_one_for_the_command_line_and_the_engine():
    from yenta_desktop.engine.yenta import Rules

    setting = Rules.setting("target_score")
    with pytest.raises(ValueError, match="10 to 10000"):
        Rules(target_score=setting.minimum - 1)
    with pytest.raises(ValueError, match="10 to 10000"):
        Rules().with_setting("target_score=5")
    assert Rules().with_setting("target_score=10").target_score == 10
