"""Which games the engine knows: every subpackage of ``yenta_desktop.engine`` with a ``GAME_ID``.

A game is added by adding a folder ``engine/<folder>/`` whose ``__init__``
follows :class:`~.protocol.GameModule`; nothing else needs editing. Tests
register a game explicitly (:func:`register_game`). A game id may contain a
hyphen ("dice-poker"); its folders in every layer are :func:`folder_name` of it.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from types import ModuleType

from yenta_desktop.engine.errors import UnknownGame

#: The game a record, save or command means when it names none (files from before the shell).
DEFAULT_GAME = "yenta"

_registered: dict[str, ModuleType] = {}
_discovered: dict[str, ModuleType] | None = None


def folder_name(game_id: str) -> str:
    """The folder (and Python package) name of a game id: the id without hyphens."""
    return game_id.replace("-", "")


def _discover() -> dict[str, ModuleType]:
    global _discovered
    if _discovered is None:
        import yenta_desktop.engine as pkg

        found: dict[str, ModuleType] = {}
        for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
            if not info.ispkg:
                continue
            module = importlib.import_module(f"{pkg.__name__}.{info.name}")
            game_id = getattr(module, "GAME_ID", None)
            if isinstance(game_id, str):
                found[game_id] = module
        _discovered = found
    return _discovered


def available_games() -> dict[str, ModuleType]:
    """Map each game id to its engine package: the default game first, then by id."""
    games = dict(_discover())
    games.update(_registered)
    order = sorted(games, key=lambda gid: (gid != DEFAULT_GAME, gid))
    return {gid: games[gid] for gid in order}


def register_game(module: ModuleType) -> None:
    """Add a game that does not live in a folder of the engine (tests' toy game)."""
    game_id = getattr(module, "GAME_ID", None)
    if not isinstance(game_id, str):
        raise ValueError(f"{module.__name__} has no GAME_ID")
    _registered[game_id] = module


def unregister_game(game_id: str) -> None:
    """Remove a game added with :func:`register_game` (no error if it is not there)."""
    _registered.pop(game_id, None)


def game_ids() -> list[str]:
    """Every known game id, the default first."""
    return list(available_games())


def get_game(game_id: str | None) -> ModuleType:
    """The engine package of ``game_id`` (None means the default game); UnknownGame if none.

    Imports that one game only (a command for one game does not load the others).
    """
    key = DEFAULT_GAME if game_id is None else game_id
    module = _registered.get(key) if isinstance(key, str) else None
    if module is None and isinstance(key, str):
        module = (_discovered or {}).get(key) or _import_one(key)
    if module is None:
        games = available_games()
        raise UnknownGame(f"unknown game {game_id!r}; known: {', '.join(games)}")
    return module


def _import_one(game_id: str) -> ModuleType | None:
    """The engine folder of ``game_id`` imported, if there is one whose GAME_ID is that id."""
    name = folder_name(game_id)
    if not name.isidentifier() or name.startswith("_"):
        return None
    full = f"yenta_desktop.engine.{name}"
    try:
        spec = importlib.util.find_spec(full)
    except (ImportError, ValueError):
        return None
    if spec is None or spec.submodule_search_locations is None:
        return None  # not a game folder (engine/errors.py, ...)
    module = importlib.import_module(full)
    return module if getattr(module, "GAME_ID", None) == game_id else None
