"""AI seats think off the main thread, so the window keeps drawing while Hard searches.

:class:`AiWorker` takes one decision request at a time (``request(seat, obs)``)
and is polled each frame (``poll()``). Three modes:

* ``"process"`` (default): a spawned worker process holds the bots. Search is
  CPU-bound, so a thread would compete for the GIL and make frames stutter; a
  process never does. Observations and actions are small picklable values.
* ``"thread"``: a daemon thread (fallback if a process cannot start).
* ``"inline"``: decides synchronously inside ``request`` (tests: deterministic, no workers).

A bot that raises is replaced for that decision by a random legal action (logged).
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
import random
import threading
import traceback
from typing import Any

Action = Any
Observation = Any

log = logging.getLogger(__name__)


def bot_seed(game_seed: int | None, seat: int) -> int:
    """The seed of the bot in ``seat`` (derived from the game's seed, reproducible)."""
    return ((game_seed or 0) * 1_000_003 + 7919 * (seat + 1)) & 0x7FFFFFFF


def build_bots(
    levels: dict[int, str],
    game_seed: int | None,
    game: str | None = None,
    *,
    from_command_line: bool = False,
) -> dict[int, Any]:
    """One bot per AI seat of ``game``; an unknown level falls back to the random bot.

    Only the game's own levels are built: an outside bot (``exec:...``,
    ``file.py:Class``) is started only when the caller says the level was typed on
    the command line (``from_command_line``); a level that came from a file never
    starts a program, whatever the file's checks let through (it plays the random bot).
    """
    from yenta_desktop.ai import make_bot
    from yenta_desktop.ai.base import BotSpecError
    from yenta_desktop.ai.registry import is_builtin_level

    bots = {}
    for seat, level in levels.items():
        try:
            if not from_command_line and not is_builtin_level(level, game):
                log.warning(
                    "seat %s names %.80r, not one of the game's own levels; it plays the"
                    " random bot (outside bots are seated from the command line only)",
                    seat,
                    level,
                )
                raise BotSpecError("not a built-in level")
            bots[seat] = make_bot(level, bot_seed(game_seed, seat), game)
        except BotSpecError:
            log.warning("no AI level %r; seat %s plays the random bot", level, seat)
            bots[seat] = make_bot("random", bot_seed(game_seed, seat), game)
        start = getattr(bots[seat], "new_game", None)
        if start is not None:
            start()
    return bots


#: The message that starts a rematch: every bot's ``new_game()`` (what it learned it keeps).
NEW_GAME = "new_game"


def start_new_game(bots: dict[int, Any]) -> None:
    """A rematch with the same bots: each one's ``new_game()``, if it has one."""
    for bot in bots.values():
        start = getattr(bot, "new_game", None)
        if start is not None:
            start()


def decide(bots: dict[int, Any], seat: int, obs: Observation, ticket: int = 0) -> Action:
    """Ask the seat's bot; fall back to a random legal action if it fails or cheats."""
    legal = list(obs.legal_actions())
    try:
        action = bots[seat].choose(obs)
        if action in legal:
            return action
        log.warning("bot of seat %s chose illegal %r", seat, action)
    except Exception:  # noqa: BLE001 - a failing bot must not stop the game
        log.error("bot of seat %s failed:\n%s", seat, traceback.format_exc())
    return random.Random(ticket).choice(legal)


def _process_main(
    conn: Any,
    levels: dict[int, str],
    game_seed: int | None,
    game: str | None,
    setup: Any,
    from_command_line: bool = False,
) -> None:
    """The worker process: build the bots, then answer (ticket, seat, obs) requests."""
    if setup is not None:
        setup()
    bots = build_bots(levels, game_seed, game, from_command_line=from_command_line)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        if message == NEW_GAME:
            start_new_game(bots)
            continue
        ticket, seat, obs = message
        conn.send((ticket, decide(bots, seat, obs, ticket)))


def _process_setup() -> Any:
    """What a spawned worker must do first: register games that tests added by hand."""
    from yenta_desktop.engine.registry import _registered

    modules = [module.__name__ for module in _registered.values()]
    if not modules:
        return None
    return _Reregister(tuple(modules))


class _Reregister:
    """Picklable start-up step of a worker process: import and register the given games."""

    def __init__(self, modules: tuple[str, ...]) -> None:
        self.modules = modules

    def __call__(self) -> None:
        import importlib

        for name in self.modules:
            package = importlib.import_module(name.rsplit(".", 1)[0])
            register = getattr(package, "register", None)
            if register is not None:
                register()


class AiWorker:
    """Decisions for the AI seats of one game, computed away from the frame loop."""

    def __init__(
        self,
        levels: dict[int, str],
        game_seed: int | None,
        mode: str = "process",
        game: str | None = None,
        *,
        from_command_line: bool = False,
    ) -> None:
        #: Whether the levels were typed on the command line (only then may an outside
        #: bot be started: :func:`build_bots`).
        self.from_command_line = from_command_line
        self.levels = dict(levels)
        if from_command_line:
            from yenta_desktop.ai.external import make_undumpable
            from yenta_desktop.ai.registry import is_builtin_level

            if any(not is_builtin_level(level, game) for level in self.levels.values()):
                # An outside bot runs as this user: it must not read the window's memory.
                make_undumpable()
        self.seed = game_seed
        self.mode = mode
        self.game = game
        self.ticket = 0
        self.pending: int | None = None
        self._result: tuple[int, Action] | None = None
        self._process: Any = None
        self._conn: Any = None
        self._thread: threading.Thread | None = None
        self._requests: queue.Queue[Any] = queue.Queue()
        self._answers: queue.Queue[Any] = queue.Queue()
        self._bots: dict[int, Any] | None = None
        self._last_message: Any = None
        if not self.levels:
            self.mode = "inline"
        elif mode == "process":
            try:
                self._start_process()
            except Exception:  # noqa: BLE001 - e.g. a frozen app without multiprocessing support
                log.exception("AI process failed to start; using a thread")
                self.mode = "thread"
        if self.mode == "thread":
            self._thread = threading.Thread(target=self._thread_main, daemon=True, name="yenta-ai")
            self._thread.start()
        elif self.mode == "inline":
            self._bots = build_bots(
                self.levels, self.seed, self.game, from_command_line=self.from_command_line
            )

    def _start_process(self) -> None:
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self._process = context.Process(
            target=_process_main,
            args=(
                child,
                self.levels,
                self.seed,
                self.game,
                _process_setup(),
                self.from_command_line,
            ),
            daemon=True,
            name="yenta-ai",
        )
        self._process.start()
        child.close()
        self._conn = parent
        # Writing to the pipe can stall for a scheduler slice while the worker wakes up;
        # a sender thread keeps that off the frame loop.
        self._outbox: queue.Queue[Any] = queue.Queue()
        self._sender = threading.Thread(target=self._send_loop, daemon=True, name="yenta-ai-send")
        self._sender.start()

    def _send_loop(self) -> None:
        conn = self._conn
        while True:
            message = self._outbox.get()
            try:
                conn.send(message)
            except (OSError, ValueError):
                return
            if message is None:
                return

    def _thread_main(self) -> None:
        bots = build_bots(
            self.levels, self.seed, self.game, from_command_line=self.from_command_line
        )
        while True:
            message = self._requests.get()
            if message is None:
                return
            if message == NEW_GAME:
                start_new_game(bots)
                continue
            ticket, seat, obs = message
            self._answers.put((ticket, decide(bots, seat, obs, ticket)))

    @property
    def busy(self) -> bool:
        """Whether a decision is being computed."""
        return self.pending is not None

    def request(self, seat: int, obs: Observation) -> int:
        """Start deciding for ``seat``; returns a ticket that :meth:`poll` answers."""
        self.ticket += 1
        self.pending = self.ticket
        self._result = None
        message = (self.ticket, seat, obs)
        self._last_message = message
        if self.mode == "inline":
            assert self._bots is not None
            self._result = (self.ticket, decide(self._bots, seat, obs, self.ticket))
        elif self.mode == "thread":
            self._requests.put(message)
        else:
            self._outbox.put(message)
        return self.ticket

    def poll(self) -> Action | None:
        """The action for the pending request, once it is ready (else None)."""
        if self.pending is None:
            return None
        answer = self._result
        if answer is None:
            if self.mode == "thread":
                try:
                    answer = self._answers.get_nowait()
                except queue.Empty:
                    return None
            elif self.mode == "process":
                try:
                    ready = self._conn.poll()
                    if ready:
                        answer = self._conn.recv()
                    elif self._process is not None and not self._process.is_alive():
                        raise EOFError("the AI process stopped")
                except (EOFError, OSError):
                    self._fall_back_to_thread()
                    return None
                if answer is None:
                    return None
        if answer is None:
            return None
        ticket, action = answer
        self._result = None
        if ticket != self.pending:
            return None  # an answer to a request that was cancelled
        self.pending = None
        return action

    def _fall_back_to_thread(self) -> None:
        """The worker process died (killed, out of memory): carry on with a thread."""
        log.error("the AI process stopped unexpectedly; AI seats now think in a thread")
        process, self._process = self._process, None
        if process is not None:
            process.join(timeout=0.5)
        self._conn = None
        self.mode = "thread"
        self._thread = threading.Thread(target=self._thread_main, daemon=True, name="yenta-ai")
        self._thread.start()
        if self.pending is not None and self._last_message is not None:
            self._requests.put(self._last_message)

    def new_game(self) -> None:
        """The same bots play a rematch: they start a new game and keep what they learned."""
        self.cancel()
        if self.mode == "inline":
            assert self._bots is not None
            start_new_game(self._bots)
        elif self.mode == "thread":
            self._requests.put(NEW_GAME)
        else:
            self._outbox.put(NEW_GAME)

    def cancel(self) -> None:
        """Forget the pending request (its answer will be ignored)."""
        self.pending = None
        self._result = None

    def close(self) -> None:
        """Stop the worker."""
        self.pending = None
        if self._thread is not None:
            self._requests.put(None)
            self._thread = None
        if self._process is not None:
            outbox = getattr(self, "_outbox", None)
            if outbox is not None:
                outbox.put(None)
                self._sender.join(timeout=1.0)
            self._process.join(timeout=1.0)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1.0)
            if self._conn is not None:
                self._conn.close()
            self._process = None
