"""Which games the engine knows: every subpackage of ``yenta_desktop.engine`` is one.

A game is added by adding a folder ``engine/<game>/`` whose ``__init__`` defines
``GAME_ID``, ``GAME_TITLE`` and ``new_game``; nothing else needs editing.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType


def available_games() -> dict[str, ModuleType]:
    """Map each game id to its engine package, discovered from the folder layout."""
    import yenta_desktop.engine as pkg

    found: dict[str, ModuleType] = {}
    for info in pkgutil.iter_modules(pkg.__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{pkg.__name__}.{info.name}")
        game_id = getattr(module, "GAME_ID", None)
        if isinstance(game_id, str):
            found[game_id] = module
    return found
