"""Farkle house rules on the command line: a preset's name and a table code for simulate and
tournament, records that carry their table and verify in a fresh home folder, and codes
refused in one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from yenta_desktop.cli import main
from yenta_desktop.engine.farkle import Rules
from yenta_desktop.engine.farkle.code import encode
from yenta_desktop.engine.farkle.rules import preset_rules

ROOT = Path(__file__).resolve().parents[3]


def fresh_env(home: Path) -> dict[str, str]:
    """An environment whose home, data, config and cache folders are new and empty."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(home / name.lower())
    return env


def simulate(tmp_path: Path, *rules: str) -> list[dict]:
    out = tmp_path / "games.jsonl"
    argv = ["simulate", "--game", "farkle", "--games", "2", "--seed", "5"]
    argv += ["--players", "medium,easy", "--records", str(out)]
    for rule in rules:
        argv += ["--rule", rule]
    assert main(argv) == 0
    return [json.loads(line) for line in out.read_text().splitlines()]


def test_simulate_takes_a_preset_name_and_its_records_verify_in_a_fresh_home(tmp_path, capsys):
    records = simulate(tmp_path, "preset=everything2", "target=3000")
    wanted = preset_rules("everything2", Rules(target=3000))
    assert [Rules.from_dict(r["rules"]) for r in records] == [wanted, wanted]
    assert records[0]["rules"]["bank_min"] == "500"
    home = tmp_path / "friend"
    home.mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "yenta_desktop", "verify", str(tmp_path / "games.jsonl")],
        cwd=ROOT,
        env=fresh_env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 of 2 records replay correctly" in result.stdout
    # The same record with its table changed no longer replays to its totals.
    changed = dict(records[0], rules=dict(records[0]["rules"], bank_min="0", three_pairs="1500"))
    (tmp_path / "bad.jsonl").write_text(json.dumps(changed) + "\n")
    result = subprocess.run(
        [sys.executable, "-m", "yenta_desktop", "verify", str(tmp_path / "bad.jsonl")],
        cwd=ROOT,
        env=fresh_env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1


def test_simulate_and_tournament_take_a_table_code(tmp_path, capsys):
    custom = Rules(target=2000, straight="2500", three_pairs="750", hot_dice=False)
    records = simulate(tmp_path, f"code={encode(custom)}")
    assert Rules.from_dict(records[0]["rules"]) == custom
    capsys.readouterr()
    argv = ["tournament", "--game", "farkle", "--games", "2", "--players", "medium,easy"]
    assert main([*argv, "--rule", f"code={encode(custom)}", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "'straight': '2500'" in out and "'hot_dice': False" in out


@pytest.mark.parametrize(
    ("rule", "words"),
    [
        ("code=FK1.AAKBAAAAAAAAB.0000", "damaged"),
        ("code=" + "A" * 100, "too long"),
        ("code=banana", "not a Farkle table code"),
        ("preset=zilchh", "unknown Farkle preset"),
    ],
)
def test_a_bad_code_or_preset_is_one_line_and_status_2(rule, words, capsys):
    argv = ["simulate", "--game", "farkle", "--games", "1", "--rule", rule]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and words in err and "Traceback" not in err


def test_games_lists_the_presets_and_the_scoring_options(capsys):
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    for words in ("preset=standard|zilch|reference|everything2", "three_pairs=1500|750", "code="):
        assert words in out


def test_verify_checks_the_records_table_against_a_preset_or_a_code(tmp_path, capsys):
    simulate(tmp_path, "preset=zilch")
    games = str(tmp_path / "games.jsonl")
    capsys.readouterr()
    assert main(["verify", games, "--game", "farkle", "--rule", "preset=zilch"]) == 0
    code = encode(preset_rules("zilch"))
    assert main(["verify", games, "--game", "farkle", "--rule", f"code={code}"]) == 0
    capsys.readouterr()
    assert main(["verify", games, "--game", "farkle", "--rule", "preset=everything2"]) == 1
    out = capsys.readouterr().out
    assert "played under other rules than --rule gives" in out and "0 of 2 records" in out
    assert main(["verify", games, "--rule", "preset=zilch"]) == 2
