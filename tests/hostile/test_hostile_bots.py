"""Outside bots that misbehave or spy (issue 33): none hangs or crashes a tournament,
each is a counted fault with a line saying why, no process of theirs is left, and a bot
learns neither the dice nor our data folder.

The tournament runs in a child process (with a timeout, its group killed after it), so a
regression that hangs cannot hang the suite. The timeouts are made small there.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="process groups and /proc are checked"
)

GOOD_BOT = """
import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        print(json.dumps({"type": "ready"}), flush=True)
    elif message["type"] == "choose":
        action = message["observation"]["legal"][0]
        print(json.dumps({"type": "action", "id": message["id"], "action": action}), flush=True)
    elif message["type"] == "quit":
        break
"""

#: Reads its input for ever and never answers hello.
SILENT_BOT = """
import sys
for line in sys.stdin:
    pass
"""

#: Answers hello, then writes answers blindly and never reads its input again.
DEAF_BOT = """
import json, sys, time
sys.stdin.readline()
print(json.dumps({"type": "ready"}), flush=True)
while True:
    print(json.dumps({"type": "error", "message": "not listening"}), flush=True)
    time.sleep(0.01)
"""

#: Starts a child that outlives it (not holding the pipes), then plays well.
DETACHING_BOT = """
import subprocess, sys
subprocess.Popen(
    [sys.executable, "-c", "import time; time.sleep(300)", "{marker}-detached"],
    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
)
exec(open({good!r}).read())
"""

DRIVER = """
import json, sys
from yenta_desktop.ai import external
external.START_LIMIT = 1.0
external.QUIT_GRACE = 1.0  # long enough for a loaded machine: a slow exit is no fault
external.KILL_GRACE = 0.3
from yenta_desktop.ai.base import parse_bot_spec
from yenta_desktop.ai.tournament import format_table, run_tournament
game, games, players = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
specs = [parse_bot_spec(p, game) for p in players]
summaries = run_tournament(specs, players, games=games, seed=1, workers=1, game=game)
print(format_table(summaries, games, game), file=sys.stderr)
print(json.dumps(summaries))
"""


def _marked(marker: str) -> list[int]:
    """The running (not zombie) processes whose command line holds ``marker``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            state = (entry / "stat").read_bytes().rsplit(b")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if marker.encode() in cmdline and state != b"Z":
            found.append(int(entry.name))
    return found


def _run_driver(tmp_path: Path, game: str, games: int, players: list[str], timeout: float):
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER)
    env = dict(os.environ)
    process = subprocess.Popen(
        [sys.executable, str(driver), game, str(games), *players],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,
    )
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        pytest.fail(f"the tournament did not finish within {timeout:g} s")
    return process.returncode, out, err


def test_every_kind_of_misbehaving_bot_is_a_fault_and_leaves_nothing(tmp_path: Path) -> None:
    marker = f"yenta-hostile-{uuid.uuid4().hex}"
    good = tmp_path / "good_bot.py"
    good.write_text(GOOD_BOT)
    silent = tmp_path / "silent_bot.py"
    silent.write_text(SILENT_BOT)
    deaf = tmp_path / "deaf_bot.py"
    deaf.write_text(DEAF_BOT)
    detaching = tmp_path / "detaching_bot.py"
    detaching.write_text(DETACHING_BOT.format(marker=marker, good=str(good)))
    lingering = tmp_path / "lingering_bot.sh"
    lingering.write_text(
        "#!/bin/sh\n"
        f"'{sys.executable}' -c 'import time; time.sleep(300)' {marker}-lingering &\n"
        f"exec '{sys.executable}' '{good}'\n"
    )
    lingering.chmod(0o755)
    python = sys.executable
    players = {
        "silent": f"exec:{python} {silent}:time_limit=0.5",
        "deaf": f"exec:{python} {deaf}:time_limit=0.5",
        "lingering": f"exec:{lingering}:time_limit=0.5",
        "detaching": f"exec:{python} {detaching}:time_limit=0.5",
        "random": "random",
    }
    try:
        code, out, err = _run_driver(tmp_path, "dice-poker", 2, list(players.values()), 120)
        left = _marked(marker)
    finally:
        for pid in _marked(marker):  # never leave them running, even when the test fails
            os.kill(pid, signal.SIGKILL)
    assert code == 0, err
    assert "Traceback" not in err and "Fatal Python error" not in err
    summaries = {s["name"]: s for s in json.loads(out)}
    faults = {kind: summaries[spec]["faults"] for kind, spec in players.items()}
    assert all(faults[kind] > 0 for kind in ("silent", "deaf", "lingering", "detaching")), faults
    assert faults["random"] == 0
    # One line each says what happened.
    assert "did not start: no answer within 1 s" in err
    assert "does not read its input" in err
    assert err.count("left processes running after its game") >= 4  # two bots, two games
    assert left == [], f"processes left running: {left}"


def test_a_bot_that_never_answers_hello_is_one_line_of_the_command(tmp_path: Path) -> None:
    silent = tmp_path / "silent_bot.py"
    silent.write_text(SILENT_BOT)
    marker = silent.name
    driver = tmp_path / "command.py"
    driver.write_text(
        "import sys\n"
        "from yenta_desktop.ai import external\n"
        "external.START_LIMIT = 1.0\n"
        "from yenta_desktop.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    args = [
        "tournament",
        "--game",
        "dice-poker",
        "--games",
        "2",
        "--players",
        f"exec:{sys.executable} {silent}:time_limit=0.5,random",
    ]
    try:
        result = subprocess.run(
            [sys.executable, str(driver), *args], capture_output=True, text=True, timeout=60
        )
    finally:
        left = _marked(str(silent))
        for pid in left:
            os.kill(pid, signal.SIGKILL)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "did not start: no answer within 1 s" in lines[0], result.stderr
    assert left == [], f"{marker} still runs"


SPY_BOT = """
import json, os, sys
from pathlib import Path

OUT = Path({out!r})


class Spy:
    def __init__(self, seed):
        self.seed = seed
        self.dice = None

    def choose(self, observation):
        if self.dice is None:
            self.dice = observation["dice"]
            OUT.write_text(json.dumps({{
                "seed": self.seed,
                "dice": self.dice,
                "cwd": os.getcwd(),
                "files": sorted(os.listdir(".")),
                "env": dict(os.environ),
            }}))
        return observation["legal"][0]
"""


def _spy(tmp_path: Path, seed: int) -> dict[str, Any]:
    """Seat the spy in seat 0 of a Yahtzee game (seed ``seed``) as a tournament would."""
    from yenta_desktop.ai.base import make_bot
    from yenta_desktop.ai.match import play_game

    out = tmp_path / f"spy-{seed}.json"
    bot_file = tmp_path / f"spy_bot_{seed}.py"  # one file each: no stale bytecode
    bot_file.write_text(SPY_BOT.format(out=str(out)))
    spy = make_bot(f"{bot_file}:Spy", seed * 16, "yahtzee")
    other = make_bot("random", seed * 16 + 1, "yahtzee")
    play_game([spy, other], game="yahtzee", seed=seed)
    return dict(json.loads(out.read_text()))


def _attackers_guess(hello_seed: int) -> list[int]:
    """What a bot with the installed engine predicts for its first roll from its seed."""
    from yenta_desktop.engine.registry import get_game

    game_seed = hello_seed // 16  # the seat is hello_seed % 16; seat 0 rolls first
    state = get_game("yahtzee").new_game(2, seed=game_seed)
    while state.current_seat is None and not state.is_terminal:
        state.apply_chance()
    return list(state.observation(state.current_seat).to_dict()["dice"])


def test_a_bot_cannot_predict_its_dice_from_the_hello_seed(tmp_path: Path) -> None:
    guesses = []
    for seed in (3, 11, 29):
        seen = _spy(tmp_path, seed)
        guesses.append(_attackers_guess(seen["seed"]) == seen["dice"])
    # With the seed sent as game seed x 16 + seat, every guess was right.
    assert guesses == [False, False, False]


def test_a_bot_runs_in_a_folder_of_its_own_without_our_variables(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("YENTA_DESKTOP_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    seen = _spy(tmp_path, 5)
    env = seen["env"]
    assert "YENTA_DESKTOP_HOME" not in env and "SDL_VIDEODRIVER" not in env
    assert env.get("PATH") == os.environ["PATH"]
    assert Path(seen["cwd"]) != Path.cwd() and seen["files"] == []
    assert not Path(seen["cwd"]).exists()  # removed after the game


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc")
def test_the_app_is_not_dumpable_once_a_bot_is_seated(tmp_path: Path) -> None:
    program = textwrap.dedent(
        f"""
        from pathlib import Path
        from yenta_desktop.ai.base import make_bot
        def dumpable():
            import ctypes
            return ctypes.CDLL(None).prctl(3, 0, 0, 0, 0)  # PR_GET_DUMPABLE
        before = dumpable()
        bot_file = Path({str(tmp_path / "bot.py")!r})
        bot_file.write_text("class B:\\n    def choose(self, o):\\n        return o['legal'][0]\\n")
        bot = make_bot(f"{{bot_file}}:B", 1, "yahtzee")
        print(before, dumpable())
        bot.close()
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["1", "0"]
