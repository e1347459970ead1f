"""Outside bots in a process of their own, speaking JSON lines (docs/bots.md).

The caller's side of the protocol, modelled on how python-chess's
``chess.engine`` talks to UCI engines: one long-lived process per bot and
game (not one per decision), a handshake, one line out per decision and one
line back within the time limit. The process gets the seat's observation
(``Observation.to_dict()``) and nothing else: it cannot reach the game in our
memory. Its standard error goes to our log; its standard output is the
protocol channel only.

A bot that answers something illegal, reports an error, crashes or overruns its
time is replaced for that decision by the random bot, and the fault is counted
(``faults``) and logged with the bot's name, seat and decision. A bot that
overran is stopped (it may be stuck in a loop); a crashed or stopped bot's later
decisions in that game are the random bot's too (logged at INFO). The process
ends with the game (:meth:`ProcessBot.close`, called by ``play_game``), and a
Python bot's host ends on its own when its input closes, so no process outlives
the program.
"""

from __future__ import annotations

import atexit
import collections
import json
import logging
import os
import queue
import shlex
import shutil
import subprocess
import sys
import threading
import time
import weakref
from pathlib import Path
from typing import IO, Any

from yenta_desktop.engine.registry import DEFAULT_GAME, get_game

log = logging.getLogger(__name__)

#: The protocol version this client speaks (sent in the hello line).
PROTOCOL = 1
#: Seconds a bot has to start and answer the hello line (at least its time limit).
START_LIMIT = 10.0
#: The longest line read from a bot (a longer one is a faulty answer).
MAX_LINE = 1_000_000
#: Lines of a bot's standard error logged per process (the rest is counted, not logged).
MAX_LOG_LINES = 1000

HOST = Path(__file__).with_name("bothost.py")


class StartError(Exception):
    """The bot did not start or did not answer the hello line (the reason in one line)."""


class BotFault(Exception):
    """One decision the bot did not answer usefully; ``dead`` when its process is gone."""

    def __init__(self, message: str, dead: bool = False) -> None:
        super().__init__(message)
        self.dead = dead


def python_command(path: str, class_name: str) -> list[str]:
    """The command that hosts the Python class ``class_name`` of the file ``path``."""
    python = sys.executable
    if getattr(sys, "frozen", False) or not python:  # a built app is not a Python
        python = shutil.which("python3") or shutil.which("python") or "python3"
    return [python, str(HOST), str(Path(path).resolve()), class_name]


def exec_command(text: str) -> list[str]:
    """An ``exec:`` spec's command split into words as a shell would (no shell runs)."""
    try:
        words = shlex.split(text, posix=os.name != "nt")
    except ValueError as error:
        raise StartError(f"cannot read the command {text!r}: {error}") from None
    if not words:
        raise StartError("exec: needs a command, e.g. exec:./mybot or exec:node bot.js")
    return words


_live: weakref.WeakSet[ProcessBot] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    for bot in list(_live):
        bot.close()


class ProcessBot:
    """An outside bot running as its own process; ``choose`` takes and returns engine values."""

    def __init__(
        self,
        command: list[str],
        seed: int,
        name: str,
        game: str | None = None,
        time_limit: float = 5.0,
    ) -> None:
        self.command = list(command)
        self.seed = seed
        self.name = name
        self.game = game or DEFAULT_GAME
        self.time_limit = time_limit
        self.faults = 0
        self.decisions = 0
        #: The process is gone for this game (crashed, or stopped after an overrun).
        self.stuck = False
        self._action_from_dict = get_game(self.game).action_from_dict
        from yenta_desktop.ai.registry import bots_for

        self._fallback = bots_for(self.game)["random"](seed=seed)
        self._process: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._stderr_tail: collections.deque[str] = collections.deque(maxlen=5)
        self._number = 0
        self._seat: int | None = None
        self._start()
        _live.add(self)

    # -- the process ------------------------------------------------------------------

    def _start(self) -> None:
        """Start the process and exchange hello / ready (StartError with the reason)."""
        self._lines = queue.Queue()
        self._stderr_tail.clear()
        self._seat = None
        try:
            process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                close_fds=True,
            )
        except (OSError, ValueError) as error:
            reason = getattr(error, "strerror", None) or str(error)
            raise StartError(f"cannot run {shlex.join(self.command)}: {reason}") from None
        self._process = process
        assert process.stdout is not None and process.stderr is not None
        threading.Thread(
            target=_read_lines, args=(process.stdout, self._lines), daemon=True
        ).start()
        threading.Thread(
            target=_log_lines,
            args=(process.stderr, self.name, self._stderr_tail),
            daemon=True,
        ).start()
        hello = {
            "type": "hello",
            "protocol": PROTOCOL,
            "game": self.game,
            "seed": self.seed,
            "time_limit": self.time_limit,
        }
        try:
            self._send(hello)
            answer = self._receive(max(START_LIMIT, self.time_limit), None)
        except BotFault as fault:
            self.close()
            raise StartError(f"{self.name} did not start: {fault}") from None
        if answer.get("type") != "ready":
            self.close()
            if answer.get("type") == "error":
                raise StartError(f"{self.name} did not start: {str(answer.get('message'))[:300]}")
            raise StartError(
                f"{self.name} did not start: it answered {str(answer)[:200]} to hello,"
                ' not {"type": "ready"}'
            )

    def _send(self, message: dict[str, Any]) -> None:
        process = self._process
        if process is None or process.stdin is None:
            raise BotFault("the bot is not running", dead=True)
        try:
            process.stdin.write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
            process.stdin.flush()
        except (OSError, ValueError):
            raise BotFault(self._ended(), dead=True) from None

    def _receive(self, limit: float, number: int | None) -> dict[str, Any]:
        """The next message object from the bot (answers to other decisions skipped)."""
        deadline = time.monotonic() + limit
        while True:
            left = deadline - time.monotonic()
            try:
                line = self._lines.get(timeout=max(0.0, left))
            except queue.Empty:
                raise TimeoutError(f"no answer within {limit:g} s") from None
            if line is None:
                raise BotFault(self._ended(), dead=True)
            if len(line) > MAX_LINE:
                raise BotFault(f"a line longer than {MAX_LINE} bytes")
            try:
                message = json.loads(line)
            except (ValueError, RecursionError):
                raise BotFault(f"not a JSON line: {line[:80]!r}") from None
            if not isinstance(message, dict):
                raise BotFault(f"not a JSON object: {line[:80]!r}")
            if number is not None and message.get("id", number) != number:
                continue  # an answer to an earlier decision
            return message

    def _ended(self) -> str:
        process = self._process
        code = None
        if process is not None:
            try:
                code = process.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                code = None
        tail = " | ".join(self._stderr_tail)
        return f"the bot ended (exit status {code})" + (f"; its last words: {tail}" if tail else "")

    def close(self) -> None:
        """End the process: a quit line, its input closed, then killed if it lingers."""
        process, self._process = self._process, None
        if process is None:
            return
        try:
            if process.stdin is not None:
                try:
                    process.stdin.write(b'{"type":"quit"}\n')
                    process.stdin.close()
                except (OSError, ValueError):
                    pass
            try:
                process.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=5.0)
        finally:
            for stream in (process.stdout, process.stderr):
                if stream is not None:
                    try:
                        stream.close()
                    except OSError:
                        pass

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - at interpreter exit anything may be gone
            pass

    @property
    def pid(self) -> int | None:
        """The process id of the bot while it runs (tests)."""
        return self._process.pid if self._process is not None else None

    # -- the bot interface --------------------------------------------------------------

    def new_game(self) -> None:
        """A new game: the same process if it still runs, else a fresh one."""
        if self._process is None or self._process.poll() is not None:
            self.close()
            try:
                self._start()
            except StartError as error:
                log.warning("%s; the random bot plays its seat", error)
                self.stuck = True
                return
        self.stuck = False
        self._seat = None

    def still_thinking(self) -> bool:
        """Whether the bot is out of this game (crashed, or stopped after an overrun)."""
        return self.stuck

    def choose(self, obs: Any) -> Any:
        """Ask the process; on any fault, log it and let the random bot decide."""
        self.decisions += 1
        legal = obs.legal_actions()
        if self.stuck:
            self.faults += 1
            log.info(
                "bot %s (seat %s, decision %d) is out of this game (stopped or crashed);"
                " the random bot plays instead",
                self.name,
                obs.seat,
                self.decisions,
            )
            return self._fallback.choose(obs)
        try:
            if self._seat != obs.seat:
                self._send({"type": "new_game", "seat": obs.seat})
                self._seat = obs.seat
            self._number += 1
            self._send({"type": "choose", "id": self._number, "observation": obs.to_dict()})
            message = self._receive(self.time_limit, self._number)
            if message.get("type") == "error":
                raise BotFault(f"the bot reported {str(message.get('message'))[:300]}")
            if "action" not in message:
                raise BotFault(f"an answer without an action: {str(message)[:200]}")
            answer = message["action"]
            action = self._action_from_dict(answer)
            if action not in legal:
                raise ValueError(f"illegal action {answer!r}")
            return action
        except TimeoutError as error:
            self.faults += 1
            self.stuck = True
            self.close()  # it may be stuck in a loop: stop it
            log.warning(
                "bot %s (seat %s, decision %d) failed: %s; the random bot plays this decision"
                " and the bot's later ones in this game (the bot was stopped)",
                self.name,
                obs.seat,
                self.decisions,
                error,
            )
            return self._fallback.choose(obs)
        except Exception as error:  # noqa: BLE001 - any outside failure is survivable
            self.faults += 1
            if isinstance(error, BotFault) and error.dead:
                self.stuck = True
                self.close()
            log.warning(
                "bot %s (seat %s, decision %d) failed: %s; the random bot plays instead",
                self.name,
                obs.seat,
                self.decisions,
                error,
            )
            return self._fallback.choose(obs)


def _read_lines(stream: IO[bytes], lines: queue.Queue[bytes | None]) -> None:
    """Every line of the bot's output into ``lines``, then None at its end."""
    try:
        while True:
            line = stream.readline(MAX_LINE + 1)
            if not line:
                break
            if len(line) > MAX_LINE:
                lines.put(line)
                while line and not line.endswith(b"\n"):  # skip the rest of that line
                    line = stream.readline(MAX_LINE + 1)
                continue
            lines.put(line)
    except (OSError, ValueError):
        pass
    lines.put(None)


def _log_lines(stream: IO[bytes], name: str, tail: collections.deque[str]) -> None:
    """The bot's standard error, line by line, into our log (a bounded number of lines)."""
    logged = dropped = 0
    try:
        for raw in stream:
            text = raw.decode("utf-8", "replace").rstrip()[:500]
            tail.append(text)
            if logged < MAX_LOG_LINES:
                log.info("bot %s says: %s", name, text)
                logged += 1
            else:
                dropped += 1
    except (OSError, ValueError):
        pass
    if dropped:
        log.info("bot %s: %d more lines of its output were not logged", name, dropped)
