"""The one coach runner every table uses (issue 18, item 4): off the frame, the newest
position first, an old answer never shown for a new position, a failure never a crash."""

from __future__ import annotations

import threading
import time

from yenta_desktop.ui.coach import CoachRunner


def test_inline_answers_at_once_and_keeps_the_answer() -> None:
    calls: list[int] = []

    def work(x: int) -> int:
        calls.append(x)
        return x * 2

    runner = CoachRunner(inline=True)
    assert runner.ask("a", work, 4) == 8
    assert runner.ask("a", work, 4) == 8 and calls == [4]  # asked once
    assert runner.asked("a") and runner.get("a") == 8


def test_a_slow_question_never_makes_the_caller_wait() -> None:
    release = threading.Event()

    def slow() -> str:
        release.wait(5)
        return "done"

    runner = CoachRunner()
    start = time.perf_counter()
    assert runner.ask("k", slow) is None  # "thinking"
    assert runner.ask("k", slow) is None
    assert time.perf_counter() - start < 0.5
    assert runner.busy() and not runner.ready("k")
    release.set()
    assert runner.wait(5)
    assert runner.ask("k", slow) == "done"
    runner.close()


def test_a_newer_position_drops_the_questions_still_waiting() -> None:
    release = threading.Event()
    started = threading.Event()
    ran: list[str] = []

    def work(name: str) -> str:
        if name == "first":
            started.set()
            release.wait(5)
        ran.append(name)
        return name

    runner = CoachRunner()
    runner.ask("first", work, "first")
    assert started.wait(5)  # the first question is being answered
    runner.ask("second", work, "second")  # waits behind the running one...
    runner.ask("third", work, "third")  # ...and is replaced by the newest
    release.set()
    assert runner.wait(5)
    assert ran == ["first", "third"]
    # The first answer is kept for its own position, never given for another.
    assert runner.get("first") == "first" and runner.get("third") == "third"
    assert runner.get("second") is None and not runner.asked("second")
    runner.close()


def test_a_failing_question_is_logged_and_answered_none(caplog) -> None:
    def broken() -> int:
        raise RuntimeError("the coach fell over")

    runner = CoachRunner(inline=True)
    assert runner.ask("x", broken) is None
    assert runner.ready("x") and runner.get("x") is None  # not asked again every frame
    assert "the coach fell over" in caplog.text


def test_a_closed_runner_answers_nothing_new() -> None:
    runner = CoachRunner()
    runner.close()
    assert runner.ask("y", lambda: 1) is None
    assert not runner.busy()
