"""The bot protocol and how a command-line spec such as ``hard:sims=400`` becomes a bot.

A bot is any object with ``choose(observation) -> action`` and optionally
``new_game()`` (called before each game it plays) and ``close()`` (after it).
Built-in bots take the engine's observation and return engine actions. Outside
bots (``path/to/file.py:ClassName`` or ``exec:COMMAND``) run in a process of
their own and speak JSON lines (docs/bots.md): :class:`~.external.ProcessBot`.
:class:`ExternalBot` adapts a dict-in, dict-out object in this process (the
tests of the answer checks use it; ``make_bot`` never does). Every function
takes the game id (default: Yenta).
"""

from __future__ import annotations

import inspect
import logging
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from yenta_desktop.ai.registry import bots_for
from yenta_desktop.engine.registry import get_game

log = logging.getLogger(__name__)


@runtime_checkable
class Bot(Protocol):
    """Something that picks one legal action for the seat whose observation it is given."""

    name: str

    def choose(self, obs: Any) -> Any:
        """Return one legal action for ``obs.seat``."""
        ...


class BotSpecError(ValueError):
    """A bot spec that names no known bot, or has bad options."""


@dataclass(frozen=True)
class BotSpec:
    """A parsed spec: a built-in level (``kind``) with options, or a file and class."""

    kind: str
    options: dict[str, str] = field(default_factory=dict)
    path: str | None = None
    class_name: str | None = None

    @property
    def label(self) -> str:
        """The name used in tables: the spec as written, minus options."""
        if self.kind == "exec":
            return f"exec:{self.path}"
        if self.path is not None:
            return f"{Path(self.path).stem}:{self.class_name}"
        return self.kind


def builtin_bots(game: str | None = None) -> dict[str, Any]:
    """Level name -> bot class, for ``game`` (default Yenta)."""
    return bots_for(game)


def parse_bot_spec(text: str, game: str | None = None) -> BotSpec:
    """Parse ``level[:key=value,...]`` or ``path/to/file.py:ClassName`` for ``game``."""
    text = text.strip()
    if not text:
        raise BotSpecError("an empty player spec")
    head, sep, rest = text.partition(":")
    if head == "exec":
        command, option_text = rest, ""
        before, colon, after = rest.rpartition(":")
        if colon and "=" in after and all("=" in part for part in after.split(",")):
            command, option_text = before, after
        if not command.strip():
            raise BotSpecError("exec: needs a command, e.g. exec:./mybot or exec:node bot.js")
        return BotSpec("exec", _parse_options(option_text, text), path=command.strip())
    if head.endswith(".py"):
        class_name, _, option_text = rest.partition(":")
        if not sep or not class_name.isidentifier():
            raise BotSpecError(
                f"an outside bot is given as path/to/file.py:ClassName, not {text!r}"
            )
        return BotSpec(
            "external", _parse_options(option_text, text), path=head, class_name=class_name
        )
    kind = head.lower()
    known = builtin_bots(game)
    if kind not in known:
        raise BotSpecError(
            f"unknown player {head!r}; known: {', '.join(known)}, file.py:Class or exec:COMMAND"
        )
    return BotSpec(kind, _parse_options(rest, text) if sep else {})


def _parse_options(rest: str, text: str) -> dict[str, str]:
    options: dict[str, str] = {}
    if not rest:
        return options
    for part in rest.split(","):
        key, eq, value = part.partition("=")
        if not eq or not key.strip():
            raise BotSpecError(f"bot options are key=value, not {part!r} (in {text!r})")
        options[key.strip()] = value.strip()
    return options


#: Seconds an outside bot may think about one decision before the random bot plays it.
DEFAULT_TIME_LIMIT = 5.0


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise BotSpecError(f"time_limit is a number of seconds, not {text!r}") from None
    if not 0 < value <= 3600:
        raise BotSpecError(f"time_limit must be more than 0 and at most 3600 s, not {text}")
    return value


def make_bot(spec: BotSpec | str, seed: int, game: str | None = None) -> Bot:
    """Construct the bot a spec names for ``game``, seeded with ``seed``."""
    if isinstance(spec, str):
        spec = parse_bot_spec(spec, game)
    if spec.kind in ("external", "exec"):
        return _process_bot(spec, seed, game)
    bots = builtin_bots(game)
    if spec.kind not in bots:
        raise BotSpecError(f"unknown player {spec.kind!r}; known: {', '.join(bots)}")
    if "seed" in spec.options:
        raise BotSpecError(f"{spec.kind}: the seed is not a bot option (--seed sets the games')")
    cls = bots[spec.kind]
    try:
        return cls(seed=seed, **spec.options)  # type: ignore[no-any-return]
    except (TypeError, ValueError) as error:
        raise BotSpecError(f"bad options for {spec.kind}: {error}") from None


def _process_bot(spec: BotSpec, seed: int, game: str | None) -> Bot:
    """An outside bot's process, started and greeted (BotSpecError if it does not start)."""
    from yenta_desktop.ai.external import ProcessBot, StartError, exec_command, python_command

    options = dict(spec.options)
    limit = options.pop("time_limit", None)
    if options:
        raise BotSpecError(f"an outside bot takes only time_limit=S, not {', '.join(options)}")
    assert spec.path is not None
    try:
        if spec.kind == "exec":
            command = exec_command(spec.path)
        else:
            assert spec.class_name is not None
            if not Path(spec.path).is_file():
                raise BotSpecError(f"no bot file {spec.path}")
            command = python_command(spec.path, spec.class_name)
        return ProcessBot(
            command,
            seed,
            spec.label,
            game,
            time_limit=_seconds(limit) if limit is not None else DEFAULT_TIME_LIMIT,
        )
    except StartError as error:
        raise BotSpecError(str(error)) from None


#: Per outside bot class: the thread of a decision it is still thinking about after its
#: time ran out. While that thread runs, no player of that class is asked (a new game's
#: player included), so a bot that never answers leaves one thread behind, not one per game.
_thinking: dict[type, threading.Thread] = {}
_thinking_lock = threading.Lock()


class ExternalBot:
    """Adapts an outside bot (dict in, dict out) and stands in for it when it misbehaves.

    A bot that raises, returns something illegal, or thinks longer than
    ``time_limit`` seconds is replaced for that decision by the random bot; the
    incident is logged (bot, seat, decision) and counted in ``faults``. A bot
    that overran its time is still thinking in its thread, so it is not asked
    again: the random bot plays its later decisions too (logged at INFO, the
    overrun itself once as a warning), and no player of the same class is asked
    while that thread runs.
    """

    def __init__(
        self,
        cls: type,
        seed: int,
        name: str,
        game: str | None = None,
        time_limit: float = DEFAULT_TIME_LIMIT,
    ) -> None:
        try:
            takes_seed = "seed" in inspect.signature(cls).parameters
        except (TypeError, ValueError):
            takes_seed = False
        try:
            self.inner = cls(seed=seed) if takes_seed else cls()
        except Exception as error:  # noqa: BLE001 - an outside class may fail in any way
            raise BotSpecError(f"{name} failed to start: {error}") from None
        self.name = name
        self.faults = 0
        self.decisions = 0
        self.time_limit = time_limit
        self.stuck = False
        self._class = cls
        self._action_from_dict = get_game(game).action_from_dict
        self._fallback = builtin_bots(game)["random"](seed=seed)

    def still_thinking(self) -> bool:
        """Whether this bot, or another player of its class, is still on an overrun decision."""
        if self.stuck:
            return True
        with _thinking_lock:
            thread = _thinking.get(self._class)
            if thread is not None and not thread.is_alive():
                del _thinking[self._class]
                thread = None
        return thread is not None

    def _ask(self, data: dict[str, Any]) -> Any:
        """The outside bot's answer within the time limit (TimeoutError if it overruns)."""
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["answer"] = self.inner.choose(data)
            except BaseException as error:  # noqa: BLE001 - reported to the caller
                box["error"] = error

        thread = threading.Thread(target=run, name=f"bot-{self.name}", daemon=True)
        thread.start()
        thread.join(self.time_limit)
        if thread.is_alive():
            self.stuck = True
            with _thinking_lock:
                _thinking[self._class] = thread
            raise TimeoutError(f"no answer within {self.time_limit:g} s")
        error = box.get("error")
        if isinstance(error, Exception):
            raise error
        if error is not None:  # sys.exit() or KeyboardInterrupt in the bot: not the program's
            raise RuntimeError(f"the bot raised {type(error).__name__}")
        return box.get("answer")

    def choose(self, obs: Any) -> Any:
        """Ask the outside bot; on any fault, log it and let the random bot decide."""
        self.decisions += 1
        legal = obs.legal_actions()
        if self.still_thinking():
            self.faults += 1
            log.info(
                "bot %s (seat %s, decision %d) is still thinking about an earlier decision;"
                " the random bot plays instead",
                self.name,
                obs.seat,
                self.decisions,
            )
            return self._fallback.choose(obs)
        try:
            answer = self._ask(obs.to_dict())
            action = self._action_from_dict(answer)
            if action not in legal:
                raise ValueError(f"illegal action {answer!r}")
            return action
        except TimeoutError as error:
            self.faults += 1
            log.warning(
                "bot %s (seat %s, decision %d) failed: %s; the random bot plays this decision"
                " and the bot's later ones while it is still thinking",
                self.name,
                obs.seat,
                self.decisions,
                error,
            )
            return self._fallback.choose(obs)
        except Exception as error:  # noqa: BLE001 - any outside failure is survivable
            self.faults += 1
            log.warning(
                "bot %s (seat %s, decision %d) failed: %s; the random bot plays instead",
                self.name,
                obs.seat,
                self.decisions,
                error,
            )
            return self._fallback.choose(obs)
