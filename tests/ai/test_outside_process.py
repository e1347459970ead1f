"""Outside bots in a process of their own (docs/bots.md): what they can reach, what their
output can break, how they fail, and that they never outlive the game or the program.

The example bots of examples/bots/ each play a full game of their game here
(the conformance test).
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.base import BotSpecError, ExternalBot, parse_bot_spec
from yenta_desktop.ai.match import play_game
from yenta_desktop.commands.common import default_players

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "bots"
NODE = shutil.which("node")

#: One example per game: the spec and the game it plays.
CONFORMANCE = [
    ("yenta", f"{EXAMPLES / 'greedy_bot.py'}:GreedyBot"),
    ("lie-dice", f"{EXAMPLES / 'liedice_bots.py'}:AlwaysCallBot"),
    ("pinochle", f"{EXAMPLES / 'pinochle_bot.py'}:SafeBot"),
    ("dice-poker", f"exec:node {EXAMPLES / 'dicepoker_bot.js'}"),
    ("yahtzee", f"{EXAMPLES / 'yahtzee_bot.py'}:PatternBot"),
    ("triple-yahtzee", f"{EXAMPLES / 'yahtzee_bot.py'}:PatternBot"),
    ("farkle", f"{EXAMPLES / 'farkle_bot.py'}:ThresholdBot"),
]

SPY = '''
import gc
import sys


def reachable_state():
    """Anything that looks like the real game: a state object or a frame holding one."""
    found = [o for o in gc.get_objects() if hasattr(type(o), "apply_chance")]
    for frame in sys._current_frames().values():
        while frame is not None:
            found += [v for v in frame.f_locals.values() if hasattr(type(v), "apply_chance")]
            frame = frame.f_back
    return found


def first_legal(observation):
    """The first legal action (Yenta lists a bid range as min_bid..max_bid)."""
    item = observation["legal"][0]
    return {"bid": item["min_bid"]} if "min_bid" in item else item


class Spy:
    def choose(self, observation):
        found = reachable_state()
        if found:
            raise RuntimeError(f"found the game: {type(found[0]).__name__}")
        if any(name.startswith("yenta_desktop") for name in sys.modules):
            raise RuntimeError("the game's modules are loaded")
        return first_legal(observation)


class Chatty:
    print("chatty: imported")

    def __init__(self):
        print("chatty: built")

    def choose(self, observation):
        import os

        print("chatty: thinking about", observation["seat"])
        os.write(1, b"chatty: straight to file descriptor 1\\n")
        sys.stdout.write("{}\\n")
        return first_legal(observation)


class Dies:
    def choose(self, observation):
        import os

        os._exit(7)


class Odd:
    """Every other answer is something no game takes; the others are legal."""

    def __init__(self):
        deep = []
        for _ in range(50_000):
            deep = [deep]
        self.odd = [float("nan"), deep, "x" * 2_000_000, object(), [1, 2], None, {"type": 7}]
        self.calls = 0

    def choose(self, observation):
        self.calls += 1
        if self.calls % 2:
            return self.odd[(self.calls // 2) % len(self.odd)]
        return first_legal(observation)


class Sleeper:
    def choose(self, observation):
        import time

        time.sleep(600)
'''


@pytest.fixture
def bots_file(tmp_path: Path) -> Path:
    path = tmp_path / "probe_bots.py"
    path.write_text(SPY, encoding="utf-8")
    return path


def table(game: str, first: Any) -> list[Any]:
    """``first`` in seat 0, Easy bots in the other seats of the game's usual table."""
    count = len(default_players(game).split(","))
    return [first, *(make_bot("easy", seat, game) for seat in range(1, count))]


def gone(pid: int) -> bool:
    """Whether the process ``pid`` no longer runs (a zombie waiting for its parent is gone)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return True
    return "zombie" in status


@pytest.mark.parametrize(("game", "spec"), CONFORMANCE, ids=[game for game, _ in CONFORMANCE])
def test_each_example_bot_plays_a_full_game_with_only_legal_answers(game: str, spec: str) -> None:
    if spec.startswith("exec:node") and NODE is None:
        pytest.skip("node (Node.js) is not installed: the JavaScript example cannot run")
    bot = make_bot(spec, seed=3, game=game)
    result = play_game(table(game, bot), game=game, seed=3)
    assert result.state.is_terminal
    assert bot.decisions > 0 and bot.faults == 0  # type: ignore[attr-defined]


def test_a_bot_in_its_own_process_cannot_reach_the_game(bots_file: Path) -> None:
    game = "lie-dice"
    # The control: the same spy in this process finds the game at once.
    inside = ExternalBot(_load(bots_file, "Spy"), 1, "spy inside", game)
    play_game(table(game, inside), game=game, seed=2)
    assert inside.faults == inside.decisions > 0
    outside = make_bot(f"{bots_file}:Spy", seed=1, game=game)
    play_game(table(game, outside), game=game, seed=2)
    assert outside.decisions > 0 and outside.faults == 0  # type: ignore[attr-defined]


def _load(path: Path, name: str) -> type:
    namespace: dict[str, Any] = {}
    exec(compile(path.read_text(), str(path), "exec"), namespace)  # noqa: S102 - our test file
    cls = namespace[name]
    assert isinstance(cls, type)
    return cls


def test_a_bot_that_prints_does_not_break_tournament_json(bots_file: Path) -> None:
    players = f"{bots_file}:Chatty,easy,easy"
    result = subprocess.run(
        [sys.executable, "-m", "yenta_desktop", "tournament", "--games", "2", "--workers", "1"]
        + ["--players", players, "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    data = json.loads(result.stdout)  # one JSON object and nothing else
    chatty = data["bots"][0]
    assert chatty["games"] == 2 and chatty["faults"] == 0
    assert "chatty" not in result.stdout


def test_what_a_bot_prints_goes_to_the_log(
    bots_file: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="yenta_desktop.ai.external"):
        bot = make_bot(f"{bots_file}:Chatty", seed=1)
        play_game(table("yenta", bot), seed=1)
    text = caplog.text
    assert "chatty: imported" in text and "chatty: thinking about 0" in text
    assert "straight to file descriptor 1" in text
    assert bot.faults == 0  # type: ignore[attr-defined]


def test_a_bot_that_dies_is_counted_and_the_random_bot_finishes_its_game(
    bots_file: Path, caplog: pytest.LogCaptureFixture
) -> None:
    bot = make_bot(f"{bots_file}:Dies", seed=1, game="pinochle")
    with caplog.at_level(logging.WARNING):
        result = play_game(table("pinochle", bot), game="pinochle", seed=1)
    assert result.state.is_terminal
    assert bot.faults == bot.decisions > 0  # type: ignore[attr-defined]
    assert "(seat 0, decision 1) failed: the bot ended (exit status 7)" in caplog.text


def test_odd_answers_are_faults_of_one_decision_each(bots_file: Path) -> None:
    bot = make_bot(f"{bots_file}:Odd", seed=1)
    pid = bot.pid  # type: ignore[attr-defined]
    result = play_game(table("yenta", bot), seed=3)
    assert result.state.is_terminal
    decisions, faults = bot.decisions, bot.faults  # type: ignore[attr-defined]
    assert decisions >= 14 and faults == (decisions + 1) // 2  # the odd calls only
    assert not bot.stuck and gone(pid)  # type: ignore[attr-defined]


def test_a_program_that_answers_nonsense_is_counted(tmp_path: Path) -> None:
    """Any program can be a bot (here a POSIX shell script); a wrong answer is a fault."""
    log = tmp_path / "received.jsonl"
    script = tmp_path / "nonsense.sh"
    script.write_text(
        "#!/bin/sh\n"
        f"while read -r line; do printf '%s\\n' \"$line\" >> '{log}';"
        ' case "$line" in *hello*) echo \'{"type": "ready"}\';;'
        ' *choose*) echo \'{"type": "action", "action": {"type": "nonsense"}}\';; esac; done\n'
    )
    script.chmod(0o755)
    bot = make_bot(f"exec:{script}:time_limit=5", seed=4, game="dice-poker")
    result = play_game(table("dice-poker", bot), game="dice-poker", seed=4)
    assert result.state.is_terminal
    assert bot.faults == bot.decisions > 0  # type: ignore[attr-defined]
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    hello, start, first = lines[0], lines[1], lines[2]
    from yenta_desktop.ai.external import bot_seed

    assert hello == {
        "type": "hello",
        "protocol": 1,
        "game": "dice-poker",
        "seed": bot_seed(4),  # a keyed hash of the seat's seed, not the seed itself
        "time_limit": 5.0,
    }
    assert start == {"type": "new_game", "seat": 0}
    assert first["type"] == "choose" and first["id"] == 1
    assert first["observation"]["seat"] == 0 and "legal" in first["observation"]
    assert lines[-1] == {"type": "quit"}


def test_a_bot_that_overruns_is_stopped_and_leaves_no_process(bots_file: Path) -> None:
    bot = make_bot(f"{bots_file}:Sleeper:time_limit=0.3", seed=1)
    pid = bot.pid  # type: ignore[attr-defined]
    assert pid is not None and not gone(pid)
    result = play_game(table("yenta", bot), seed=1)
    assert result.state.is_terminal
    assert bot.faults == bot.decisions > 0  # type: ignore[attr-defined]
    assert gone(pid)


def test_the_bot_process_ends_with_the_game(bots_file: Path) -> None:
    bot = make_bot(f"{bots_file}:Chatty", seed=1)
    pid = bot.pid  # type: ignore[attr-defined]
    play_game(table("yenta", bot), seed=1)
    assert bot.pid is None and gone(pid)  # type: ignore[attr-defined]


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs /proc to see processes")
def test_the_host_dies_with_the_program_even_while_its_bot_thinks(bots_file: Path) -> None:
    """SIGKILL the program mid-decision: the bot's host notices its input closed and ends."""
    program = (
        "import sys, threading\n"
        "from yenta_desktop.ai import make_bot\n"
        "from yenta_desktop.engine.yenta import new_game\n"
        f"bot = make_bot({str(bots_file) + ':Sleeper'!r}, seed=1)\n"
        "print(bot.pid, flush=True)\n"
        "bot.choose(new_game(3, seed=1).observation(0))\n"
    )
    parent = subprocess.Popen(
        [sys.executable, "-c", program], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert parent.stdout is not None
    host = int(parent.stdout.readline())
    time.sleep(0.5)  # let the decision start (the bot is now asleep in choose)
    assert not gone(host)
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 30
    while not gone(host) and time.monotonic() < deadline:
        time.sleep(0.05)
    if not gone(host):  # clean up before failing
        os.kill(host, signal.SIGKILL)
    assert gone(host)


def test_exec_specs_keep_their_command_and_options() -> None:
    spec = parse_bot_spec("exec:node bots/my bot.js:time_limit=2")
    assert spec.kind == "exec" and spec.path == "node bots/my bot.js"
    assert spec.options == {"time_limit": "2"} and spec.label == "exec:node bots/my bot.js"
    assert parse_bot_spec("exec:C:/bots/x.exe").path == "C:/bots/x.exe"
    with pytest.raises(BotSpecError, match="needs a command"):
        parse_bot_spec("exec:")


def test_a_program_that_cannot_run_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(BotSpecError, match="cannot run"):
        make_bot(f"exec:{tmp_path / 'missing'}", seed=1)
    silent = tmp_path / "silent.sh"
    silent.write_text("#!/bin/sh\nexit 3\n")
    silent.chmod(0o755)
    with pytest.raises(BotSpecError, match=r"did not start: the bot ended \(exit status 3\)"):
        make_bot(f"exec:{silent}", seed=1)
