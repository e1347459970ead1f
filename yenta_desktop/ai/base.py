"""The bot protocol and how a command-line spec such as ``hard:sims=400`` becomes a bot.

A bot is any object with ``choose(observation) -> action``. Built-in bots take
the engine's :class:`Observation` and return engine actions; outside bots
(``path/to/file.py:ClassName``) take the JSON-able dict form and return a dict
(docs/bots.md); :class:`ExternalBot` adapts them.
"""

from __future__ import annotations

import importlib.util
import inspect
import logging
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from yenta_desktop.engine.yenta import Action, Observation, action_from_dict

log = logging.getLogger(__name__)


@runtime_checkable
class Bot(Protocol):
    """Something that picks one legal action for the seat whose observation it is given."""

    name: str

    def choose(self, obs: Observation) -> Action:
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
        if self.path is not None:
            return f"{Path(self.path).stem}:{self.class_name}"
        return self.kind


def builtin_bots() -> dict[str, Any]:
    """Level name -> bot class, for Yenta."""
    from yenta_desktop.ai.yenta import BOTS

    return dict(BOTS)


def parse_bot_spec(text: str) -> BotSpec:
    """Parse ``level[:key=value,...]`` or ``path/to/file.py:ClassName``."""
    text = text.strip()
    if not text:
        raise BotSpecError("an empty player spec")
    head, sep, rest = text.partition(":")
    if head.endswith(".py"):
        if not sep or not rest.isidentifier():
            raise BotSpecError(
                f"an outside bot is given as path/to/file.py:ClassName, not {text!r}"
            )
        return BotSpec("external", path=head, class_name=rest)
    kind = head.lower()
    known = builtin_bots()
    if kind not in known:
        raise BotSpecError(f"unknown player {head!r}; known: {', '.join(known)}, or file.py:Class")
    options: dict[str, str] = {}
    if sep:
        for part in rest.split(","):
            key, eq, value = part.partition("=")
            if not eq or not key.strip():
                raise BotSpecError(f"bot options are key=value, not {part!r} (in {text!r})")
            options[key.strip()] = value.strip()
    return BotSpec(kind, options)


def make_bot(spec: BotSpec | str, seed: int) -> Bot:
    """Construct the bot a spec names, seeded with ``seed``."""
    if isinstance(spec, str):
        spec = parse_bot_spec(spec)
    if spec.kind == "external":
        assert spec.path is not None and spec.class_name is not None
        return ExternalBot(load_external_class(spec.path, spec.class_name), seed, spec.label)
    cls = builtin_bots()[spec.kind]
    try:
        return cls(seed=seed, **spec.options)  # type: ignore[no-any-return]
    except (TypeError, ValueError) as error:
        raise BotSpecError(f"bad options for {spec.kind}: {error}") from None


def load_external_class(path: str, class_name: str) -> type:
    """Import ``class_name`` from the Python file at ``path``."""
    file = Path(path)
    if not file.is_file():
        raise BotSpecError(f"no bot file {path}")
    module_name = f"yenta_external_{abs(hash(str(file.resolve())))}"
    module = sys.modules.get(module_name)
    if module is None:
        spec = importlib.util.spec_from_file_location(module_name, file)
        if spec is None or spec.loader is None:
            raise BotSpecError(f"cannot load {path} as Python")
        module = importlib.util.module_from_spec(spec)
        try:
            spec.loader.exec_module(module)
        except Exception as error:  # an outside file may fail in any way
            raise BotSpecError(f"{path} failed to import: {error}") from None
        sys.modules[module_name] = module
    cls = getattr(module, class_name, None)
    if not inspect.isclass(cls):
        raise BotSpecError(f"{path} has no class {class_name}")
    return cls


class ExternalBot:
    """Adapts an outside bot (dict in, dict out) and stands in for it when it misbehaves.

    A bot that raises, or returns something illegal, is replaced for that one
    decision by the random bot; the incident is logged and counted in ``faults``.
    """

    def __init__(self, cls: type, seed: int, name: str) -> None:
        try:
            takes_seed = "seed" in inspect.signature(cls).parameters
        except (TypeError, ValueError):
            takes_seed = False
        self.inner = cls(seed=seed) if takes_seed else cls()
        self.name = name
        self.faults = 0
        from yenta_desktop.ai.yenta.random_bot import RandomBot

        self._fallback = RandomBot(seed=seed)

    def choose(self, obs: Observation) -> Action:
        """Ask the outside bot; on any fault, log it and let the random bot decide."""
        legal = obs.legal_actions()
        try:
            answer = self.inner.choose(obs.to_dict())
            action = action_from_dict(answer)
            if action not in legal:
                raise ValueError(f"illegal action {answer!r}")
            return action
        except Exception as error:  # noqa: BLE001 - any outside failure is survivable
            self.faults += 1
            log.warning(
                "bot %s (seat %s) failed: %s; the random bot plays instead",
                self.name,
                obs.seat,
                error,
            )
            return self._fallback.choose(obs)


def seeded_rng(seed: int, *salt: int) -> random.Random:
    """A generator for one bot, derived from the game seed and the seat."""
    mixed = seed
    for value in salt:
        mixed = (mixed * 1_000_003 + value) & 0xFFFFFFFFFFFF
    return random.Random(mixed)
