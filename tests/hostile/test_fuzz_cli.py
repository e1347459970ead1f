"""Fuzz each subcommand with random argument lists: exit 0, 1 or 2, one line for an error.

games, simulate, verify, tournament and replay (always with --smoke-test, so no
window waits for a player) get options in any order and number, with values
valid and not: unknown games, bad numbers, bad rules, bot specs of every kind
(built-in levels with bad options, outside bots that are missing, broken or
never answer), files that are records, histories, garbage, nested 100,000
deep, empty, missing, folders, devices. The only outcomes allowed: exit status
0, 1 or 2, at most one line on stderr, never a traceback, never a hang.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.hostile.helpers import GAMES, finished_record_text, fuzz, time_limit
from yenta_desktop.cli import main
from yenta_desktop.commands.common import default_players
from yenta_desktop.engine import jsonio
from yenta_desktop.engine.registry import get_game

BOTS = """
import time


class Sleeper:
    def choose(self, observation):
        time.sleep(60)


class Broken:
    def __init__(self):
        raise RuntimeError("cannot start")
"""


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Every kind of file a player might give a command, by name."""
    folder = tmp_path_factory.mktemp("cli-files")
    made: dict[str, bytes] = {
        "deep.json": b"[" * 100_000 + b"]" * 100_000,
        "deep.jsonl": b"[" * 100_000 + b"]" * 100_000 + b"\n",
        "empty.json": b"",
        "blank.jsonl": b"\n\n  \n",
        "garbage.json": bytes(range(256)) * 4,
        "nan.json": b'{"format": "yenta-record", "seed": NaN}',
        "unknown.json": b'{"format": "chess-record", "game": "chess"}',
        "list.json": b"[1, 2, 3]",
        "big.json": b'{"pad": "' + b"x" * (jsonio.MAX_DOCUMENT_BYTES + 1) + b'"}',
        "bots.py": BOTS.encode(),
        "notpython.py": b"this is not python(",
    }
    records = [finished_record_text(game, seed) for game in GAMES for seed in (1, 2)]
    for game in GAMES:
        made[f"{game}.json"] = finished_record_text(game).encode()
    made["history.jsonl"] = ("\n".join(records) + "\n").encode()
    made["mixed.jsonl"] = ("\n".join([records[0], "junk", "", records[-1]])).encode()
    paths = {}
    for name, content in made.items():
        (folder / name).write_bytes(content)
        paths[name] = str(folder / name)
    paths["missing.json"] = str(folder / "missing.json")
    paths["folder"] = str(folder)
    paths["out.jsonl"] = str(folder / "out.jsonl")
    paths["nowhere.jsonl"] = str(folder / "no" / "such" / "dir" / "out.jsonl")
    for device in ("/dev/null", "/dev/zero"):
        if Path(device).exists():
            paths[device] = device
    return paths


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``yenta-desktop ARGV`` in this process: (status, stdout, stderr)."""
    from yenta_desktop.ui import fonts

    fonts.font.cache_clear()  # fonts of an earlier App die with its pygame.quit()
    fonts._TEXT_CACHE.clear()
    capsys.readouterr()
    try:
        code: Any = main(argv)
    except SystemExit as stop:  # argparse: --help, or a usage error
        code = stop.code if stop.code is not None else 0
    out, err = capsys.readouterr()
    return code, out, err


def check(code: Any, out: str, err: str) -> None:
    """Exit 0, 1 or 2; an error is one line on stderr; never a traceback."""
    assert code in (0, 1, 2), (code, out[-300:], err[-300:])
    assert "Traceback" not in out + err
    assert len(err.strip().splitlines()) <= 1, err[:500]
    if code == 2:
        assert err.strip().startswith("yenta-desktop"), err[:300]


# ---------------------------------------------------------------------------- argument pieces

junk = st.sampled_from(["", " ", "-", "--", "=", ",", ":", "é" * 300, "\x00", "-1", "1e999", "nan"])


def players_values(files: dict[str, str]) -> st.SearchStrategy[str]:
    """--players values: fast tables of every game, bad specs, outside bots good and bad."""
    bots = files["bots.py"]
    spec = st.sampled_from(
        [
            "random",
            "easy",
            "medium",
            "hard:sims=2,time=0.01",
            "hard:sims=0",
            "hard:time=nan",
            "hard:time=-1",
            "medium:foo=1",
            "easy:seed=3",
            "Random",
            "nobody",
            f"{bots}:Sleeper:time_limit=0.05",
            f"{bots}:Sleeper:time_limit=0",
            f"{bots}:Sleeper:foo=1",
            f"{bots}:Broken",
            f"{bots}:Missing",
            f"{bots}:1bad",
            f"{files['notpython.py']}:Bot",
            f"{files['missing.json']}.py:Bot",
            "exec:",
            "exec:'unclosed",
            "exec:/dev/null",
            "exec:/bin/true",
            f"exec:{sys.executable} -c 'print(1)'",
            f"exec:{files['missing.json']}:time_limit=1",
        ]
    )
    tables = [default_players(game, "random", "random") for game in GAMES]
    first = default_players(GAMES[0], "random", "random").split(",")
    return st.one_of(
        st.sampled_from(tables),
        spec.map(lambda one: ",".join([one, *first[1:]])),  # the right count, one odd seat
        st.lists(spec, min_size=0, max_size=7).map(",".join),
        junk,
    )


def pieces(command: str, files: dict[str, str]) -> st.SearchStrategy[list[str]]:
    """One option (with a value) or argument of ``command``."""
    games = st.sampled_from([*GAMES, "nope", "YENTA", "../yenta", ""])
    counts = st.sampled_from(["0", "1", "2", "-1", "x", "1.5", ""])
    numbers = st.sampled_from(["0", "7", "-5", str(10**30), "x", "1.5", ""])
    some_file = st.sampled_from(sorted(files.values()))
    rules = st.one_of(
        st.sampled_from(["x", "=", "a=b=c", "target_score=", "target_score=-1", "min_bid=1e999"]),
        st.sampled_from([rule for game in GAMES for rule in rule_examples(game)]),
    )
    common = [
        st.just(["--help"]),
        st.tuples(st.just("--game"), games).map(list),
        junk.map(lambda text: [text]),
    ]
    if command in ("simulate", "tournament"):
        common += [
            st.tuples(st.just("--games"), counts).map(list),
            st.tuples(st.just("--seed"), numbers).map(list),
            st.tuples(st.just("--players"), players_values(files)).map(list),
            st.tuples(st.just("--rule"), rules).map(list),
        ]
    if command == "simulate":
        records = st.sampled_from(
            [files["out.jsonl"], files["nowhere.jsonl"], files["folder"], "", "\x00", "é" * 300]
        )
        common.append(st.tuples(st.just("--records"), records).map(list))
    if command == "tournament":
        common += [
            st.just(["--duplicate"]),
            st.just(["--json"]),
            st.tuples(st.just("--workers"), st.sampled_from(["1", "0", "-2", "x"])).map(list),
        ]
    if command in ("verify", "replay"):
        common.append(some_file.map(lambda path: [path]))
    if command == "replay":
        common += [
            st.tuples(st.just("--record"), numbers).map(list),
            st.tuples(st.just("--smoke-test"), st.sampled_from(["0", "2", "-1", "x"])).map(list),
        ]
    return st.one_of(*common)


def rule_examples(game: str) -> Iterator[str]:
    """name=value settings of ``game``'s rules: the default value and nonsense."""
    rules = get_game(game).Rules()
    for name, value in rules.to_dict().items():
        yield f"{name}={json.dumps(value).strip(chr(34))}"
        yield f"{name}=banana"


def argv_of(command: str, chosen: list[list[str]], files: dict[str, str]) -> list[str]:
    """The argument list, with what keeps a run short added when missing."""
    argv = [command] + [token for piece in chosen for token in piece]
    if command in ("simulate", "tournament"):
        if "--games" not in argv:
            argv += ["--games", "1"]  # the default, 100, takes seconds
        if "--players" not in argv:
            argv += ["--players", default_players(GAMES[0], "random", "random")]
    if command == "replay":
        argv += ["--smoke-test", "2"]  # never a window waiting for a player
    return argv


# ---------------------------------------------------------------------------- the tests


@pytest.mark.parametrize(
    ("command", "examples"),
    [("games", 10), ("simulate", 40), ("verify", 40), ("tournament", 30), ("replay", 15)],
)
def test_random_arguments_end_in_a_status_and_at_most_one_line(
    command: str,
    examples: int,
    files: dict[str, str],
    capsys: pytest.CaptureFixture[str],
) -> None:
    @fuzz(examples)
    @given(chosen=st.lists(pieces(command, files), max_size=5))
    def run(chosen: list[list[str]]) -> None:
        argv = argv_of(command, chosen, files)
        with time_limit(30):
            check(*run_main(argv, capsys))

    run()
