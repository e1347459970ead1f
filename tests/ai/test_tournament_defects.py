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
