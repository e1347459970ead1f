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
decisions in that game are the random bot's too (logged at INFO). A bot that
does not read its input (a line waits longer than its time limit to be written)
is stopped the same way. The process ends with the game
(:meth:`ProcessBot.close`, called by ``play_game``): a quit line, then its whole
process group is ended (SIGTERM, then SIGKILL), so a child it started ends too
(a group left behind is a fault), and a Python bot's host ends on its own when
its input closes, so no process outlives the program.

What a bot is given (docs/bots.md, "What a separate process does and does not
protect"): the hello line's seed is a keyed hash of the seat's seed under a key
drawn for this run (:func:`bot_seed`), so the game's seed and its dice cannot be
computed from it; a clean environment (:func:`bot_environment`: no
``YENTA_DESKTOP_HOME`` or other variables of ours); a fresh empty working folder,
removed afterwards; its own session (process group). On Linux the app makes
itself non-dumpable before the first bot starts, so a bot of the same user cannot
read our memory through ``/proc``.
"""

from __future__ import annotations

import atexit
import collections
import hashlib
import hmac
import json
import logging
import os
import queue
import secrets
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
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
#: Seconds a bot has to end after its quit line before its process group is stopped.
QUIT_GRACE = 1.0
#: Seconds between SIGTERM and SIGKILL to a bot's process group.
KILL_GRACE = 0.5
#: The environment variables a bot keeps (everything else of ours is left out).
KEPT_VARIABLES = (
    "PATH",
    "HOME",
    "USER",
    "LOGNAME",
    "LANG",
    "LANGUAGE",
    "TZ",
    "TMPDIR",
    "TEMP",
    "TMP",
    "PYTHONPATH",
    "PYTHONIOENCODING",
    "PYTHONUTF8",
    "SYSTEMROOT",
    "SYSTEMDRIVE",
    "WINDIR",
    "COMSPEC",
    "PATHEXT",
    "USERPROFILE",
    "APPDATA",
    "LOCALAPPDATA",
    "NUMBER_OF_PROCESSORS",
    "PROCESSOR_ARCHITECTURE",
)

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


#: The key of :func:`bot_seed`, drawn once per process and never shown to a bot.
_SEED_KEY = secrets.token_bytes(32)


def bot_seed(seed: int) -> int:
    """The seed a bot is sent for the seat seed ``seed``: HMAC-SHA256 under this run's key.

    Stable within a run (a seat's process gets the same seed game after game), but
    nothing of the game's seed (and so of its dice) can be computed from it. Records
    store the dice as rolled, so replays never need it.
    """
    digest = hmac.new(_SEED_KEY, str(int(seed)).encode(), hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> 1  # 63 bits: any language's integer


def bot_environment(environ: dict[str, str] | None = None) -> dict[str, str]:
    """The environment a bot starts with: :data:`KEPT_VARIABLES` and the locale's ``LC_*``.

    Our own variables (``YENTA_DESKTOP_HOME``, SDL's, a frozen app's library path) are
    left out, so a bot is not pointed at the player's data folder.
    """
    source = os.environ if environ is None else environ
    kept = {
        key: value
        for key, value in source.items()
        if key.upper() in KEPT_VARIABLES or key.startswith("LC_")
    }
    if not getattr(sys, "frozen", False):
        # A Python built with shared libraries somewhere unusual needs them found; a
        # frozen app's own library path would break the system's programs instead.
        for key in ("LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH"):
            if key in source:
                kept[key] = source[key]
    return kept


def absolute_words(command: list[str], folder: Path | None = None) -> list[str]:
    """``command`` with the program and each word naming an existing file of the current
    folder made absolute (the bot runs in a folder of its own: ``exec:./mybot`` and
    ``exec:node bot.js`` still find their files)."""
    base = Path.cwd() if folder is None else folder
    words = list(command)
    for index, word in enumerate(words):
        if not word or word.startswith("-") or os.path.isabs(word):
            continue
        candidate = base / word
        has_separator = "/" in word or os.sep in word
        if (index == 0 and has_separator) or (index > 0 and candidate.exists()):
            words[index] = str(candidate.resolve())
    return words


_dumpable_done = False


def make_undumpable() -> None:
    """On Linux, ``prctl(PR_SET_DUMPABLE, 0)``: a process of the same user (a bot) can no
    longer read our memory through ``/proc/<pid>/mem`` or attach a debugger. Once per
    process; a failure is logged, not raised. Nothing elsewhere."""
    global _dumpable_done
    if _dumpable_done or not sys.platform.startswith("linux"):
        return
    _dumpable_done = True
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(4, 0, 0, 0, 0) != 0:  # PR_SET_DUMPABLE = 4
            raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()))
    except (OSError, AttributeError) as error:
        log.warning("could not make the app non-dumpable (outside bots may read it): %s", error)
    else:
        log.info("outside bots seated: the app is non-dumpable")


def _group_alive(pgid: int) -> bool:
    """Whether any process of the group ``pgid`` still runs (POSIX). Where ``/proc`` shows
    them, zombies do not count (an init that does not reap would keep them for ever)."""
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    proc = Path("/proc")
    if not sys.platform.startswith("linux") or not proc.is_dir():
        return True
    for entry in os.scandir(proc):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as file:
                stat = file.read()
        except OSError:
            continue
        # "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses.
        fields = stat[stat.rfind(b")") + 2 :].split()
        if len(fields) > 2 and fields[2] == str(pgid).encode() and fields[0] != b"Z":
            return True
    return False


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
        self._folder: str | None = None
        self._outbox: queue.Queue[bytes | None] = queue.Queue()
        self._written = threading.Event()
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
        self._outbox = queue.Queue()
        self._stderr_tail.clear()
        self._seat = None
        make_undumpable()
        command = absolute_words(self.command)
        folder = tempfile.mkdtemp(prefix="yenta-bot-")
        extra: dict[str, Any] = {}
        if os.name == "posix":
            extra["start_new_session"] = True  # its own process group, ended as a whole
        else:
            extra["creationflags"] = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)
        try:
            process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                close_fds=True,
                cwd=folder,
                env=bot_environment(),
                **extra,
            )
        except (OSError, ValueError) as error:
            shutil.rmtree(folder, ignore_errors=True)
            reason = getattr(error, "strerror", None) or str(error)
            raise StartError(f"cannot run {shlex.join(self.command)}: {reason}") from None
        self._process = process
        self._folder = folder
        assert process.stdin is not None
        assert process.stdout is not None and process.stderr is not None
        self._written = threading.Event()
        threading.Thread(
            target=_write_lines,
            args=(process.stdin, self._outbox, self._written),
            daemon=True,
        ).start()
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
            "seed": bot_seed(self.seed),
            "time_limit": self.time_limit,
        }
        limit = max(START_LIMIT, self.time_limit)
        try:
            self._send(hello, limit)
            answer = self._receive(limit, None)
        except (BotFault, TimeoutError) as fault:
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

    def _send(self, message: dict[str, Any], limit: float | None = None) -> None:
        """Hand one line to the writer thread and wait until it is written (a bot that
        does not read its input fills the pipe: after ``limit`` seconds that is a fault)."""
        process = self._process
        if process is None or process.stdin is None:
            raise BotFault("the bot is not running", dead=True)
        if process.stdin.closed:  # the writer found the pipe broken and closed it
            raise BotFault(self._ended(), dead=True)
        limit = self.time_limit if limit is None else limit
        self._written.clear()
        self._outbox.put(json.dumps(message, separators=(",", ":")).encode() + b"\n")
        if not self._written.wait(limit):
            raise BotFault(
                f"the bot does not read its input (a line waited {limit:g} s to be written)",
                dead=True,
            )
        if process.stdin.closed:  # the writer found the pipe broken and closed it
            raise BotFault(self._ended(), dead=True)

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
        """End the process: a quit line and its input closed (by the writer thread, which
        may be stuck on a bot that does not read), then its whole process group stopped:
        SIGTERM, SIGKILL after :data:`KILL_GRACE`. Processes of the group still running
        after the bot itself ended are a fault (logged). Never blocks on the bot's pipes:
        the reader threads close their streams when the output ends."""
        process, self._process = self._process, None
        if process is None:
            return
        folder, self._folder = self._folder, None
        try:
            self._outbox.put(b'{"type":"quit"}\n')
            self._outbox.put(None)  # then the writer closes the bot's input
            try:
                process.wait(timeout=QUIT_GRACE)
            except subprocess.TimeoutExpired:
                pass
            left = self._stop_group(process)
            if left:
                self.faults += 1
                log.warning(
                    "bot %s left processes running after its game (its process group was"
                    " stopped); counted as a fault",
                    self.name,
                )
        finally:
            if folder is not None:
                shutil.rmtree(folder, ignore_errors=True)

    def _stop_group(self, process: subprocess.Popen[bytes]) -> bool:
        """Stop the bot and every process of its group; whether the group outlived the bot."""
        leader_ended = process.poll() is not None
        if os.name != "posix":
            if not leader_ended:
                process.kill()
            _wait(process, 5.0)
            return False
        pgid = process.pid  # its own session: the group's id is its pid
        # The leader is not reaped until it has ended and we waited, so while it lives
        # (or is a zombie) the group id cannot be another's.
        if not _group_alive(pgid):
            return False
        lingering = leader_ended
        for sig, grace in ((signal.SIGTERM, KILL_GRACE), (signal.SIGKILL, 5.0)):
            try:
                os.killpg(pgid, sig)
            except (ProcessLookupError, PermissionError):
                break
            deadline = time.monotonic() + grace
            while time.monotonic() < deadline:
                process.poll()
                if not _group_alive(pgid):
                    break
                time.sleep(0.01)
            if not _group_alive(pgid):
                break
        _wait(process, 5.0)
        return lingering

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


def _wait(process: subprocess.Popen[bytes], limit: float) -> None:
    try:
        process.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        log.warning("a bot's process %d did not end after SIGKILL", process.pid)


def _write_lines(
    stream: IO[bytes], outbox: queue.Queue[bytes | None], done: threading.Event
) -> None:
    """Write each line of ``outbox`` to the bot's input, setting ``done`` after each; at
    None (or a broken pipe) close the input. Blocks only itself on a bot that never reads."""
    try:
        while True:
            line = outbox.get()
            if line is None:
                break
            stream.write(line)
            stream.flush()
            done.set()
    except (OSError, ValueError):
        pass
    finally:
        try:
            stream.close()
        except (OSError, ValueError):
            pass
        done.set()


def _read_lines(stream: IO[bytes], lines: queue.Queue[bytes | None]) -> None:
    """Every line of the bot's output into ``lines``, then None at its end (the stream is
    closed here, by the only thread reading it)."""
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
    finally:
        _close(stream)
    lines.put(None)


def _close(stream: IO[bytes]) -> None:
    try:
        stream.close()
    except (OSError, ValueError):
        pass


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
    finally:
        _close(stream)
    if dropped:
        log.info("bot %s: %d more lines of its output were not logged", name, dropped)
