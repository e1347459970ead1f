"""The command line: simulate, verify and one-line errors with exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from yenta_desktop.cli import main


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
