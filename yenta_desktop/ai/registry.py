"""Which bots each game has: ``ai/<folder>/__init__.py`` exports ``BOTS`` and ``LEVELS``.

``BOTS`` maps a level name ("easy", "medium", "hard", ...) to a bot class
built as ``cls(seed=..., **options)``; ``LEVELS`` lists the levels the setup
screen offers, weakest first. Every game also has "random" (the game's own
random bot if it has one, else :class:`~.random_bot.RandomBot`). Tests add a
game's bots with :func:`register_bots`.
"""

from __future__ import annotations

import importlib
import re
from types import ModuleType

from yenta_desktop.ai.random_bot import RandomBot
from yenta_desktop.engine.errors import UnknownGame
from yenta_desktop.engine.registry import DEFAULT_GAME, folder_name, get_game

_registered: dict[str, ModuleType] = {}

#: The levels offered when a game's AI package does not list its own.
DEFAULT_LEVELS = ("easy", "medium", "hard")


def ai_module(game_id: str | None) -> ModuleType:
    """The AI package of ``game_id`` (UnknownGame if the game does not exist)."""
    game_id = game_id or DEFAULT_GAME
    get_game(game_id)
    if game_id in _registered:
        return _registered[game_id]
    return importlib.import_module(f"yenta_desktop.ai.{folder_name(game_id)}")


def bots_for(game_id: str | None) -> dict[str, type]:
    """Level name -> bot class for ``game_id``, "random" always included."""
    bots = dict(getattr(ai_module(game_id), "BOTS", {}))
    bots.setdefault("random", RandomBot)
    return bots


def levels_for(game_id: str | None) -> tuple[str, ...]:
    """The AI levels the setup screen offers for ``game_id``, weakest first."""
    module = ai_module(game_id)
    levels = getattr(module, "LEVELS", None)
    if levels is None:
        bots = getattr(module, "BOTS", {})
        levels = tuple(level for level in DEFAULT_LEVELS if level in bots)
    return tuple(levels)


def default_level(game_id: str | None) -> str:
    """The level a new AI seat starts at: the middle of the offered levels."""
    levels = levels_for(game_id)
    return levels[len(levels) // 2] if levels else "random"


#: A built-in level's options as a file may name them: ``key=value`` pieces of plain characters.
_OPTION = re.compile(r"[a-z_][a-z0-9_]*=[A-Za-z0-9._+-]{1,40}")
#: The longest level (with options) a file may name.
MAX_LEVEL_TEXT = 200


def is_builtin_level(spec: object, game_id: str | None) -> bool:
    """Whether ``spec`` names one of ``game_id``'s own levels ("random" included), with or
    without options (``hard``, ``hard:mode=average``), as a save or a setup may: never an
    outside bot (``exec:COMMAND``, ``path/file.py:Class``), whatever the game."""
    if not isinstance(spec, str) or not spec or len(spec) > MAX_LEVEL_TEXT:
        return False
    head, sep, rest = spec.partition(":")
    try:
        known = bots_for(game_id)
    except UnknownGame:
        return False
    if head not in known:
        return False
    return not sep or all(_OPTION.fullmatch(part) for part in rest.split(","))


def register_bots(game_id: str, module: ModuleType) -> None:
    """Use ``module``'s BOTS and LEVELS for ``game_id`` (tests' toy game)."""
    _registered[game_id] = module


def unregister_bots(game_id: str) -> None:
    """Forget bots added with :func:`register_bots`."""
    _registered.pop(game_id, None)
