"""Pure game rules: standard library only, no drawing, no global randomness.

Each game lives in its own subpackage (``engine/yenta``); the modules here are
what every game shares: named errors and the game registry.
"""

from yenta_desktop.engine.errors import IllegalAction, RecordError, StateFormatError
from yenta_desktop.engine.registry import available_games

__all__ = ["IllegalAction", "RecordError", "StateFormatError", "available_games"]
