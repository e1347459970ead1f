"""AI seats: the bot protocol, bot construction from a spec string, and the match runner.

Imports the engine, never pygame. Game-specific bots live in subpackages
(``ai/yenta``); a bot sees only its seat's :class:`Observation`.
"""

from yenta_desktop.ai.base import Bot, BotSpecError, make_bot, parse_bot_spec

__all__ = ["Bot", "BotSpecError", "make_bot", "parse_bot_spec"]
