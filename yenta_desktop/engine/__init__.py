"""Pure game rules: standard library only, no drawing, no global randomness.

Each game lives in its own subpackage (``engine/yenta``, ...); the modules here
are what every game shares: the protocol, rule settings, record envelopes,
named errors and the game registry.
"""

from yenta_desktop.engine.errors import IllegalAction, RecordError, StateFormatError, UnknownGame
from yenta_desktop.engine.registry import (
    DEFAULT_GAME,
    available_games,
    folder_name,
    game_ids,
    get_game,
    register_game,
    unregister_game,
)

__all__ = [
    "DEFAULT_GAME",
    "IllegalAction",
    "RecordError",
    "StateFormatError",
    "UnknownGame",
    "available_games",
    "folder_name",
    "game_ids",
    "get_game",
    "register_game",
    "unregister_game",
]
