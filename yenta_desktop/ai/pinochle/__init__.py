"""Pinochle bots by level. ``BOTS`` maps each level name to its class.

``hint(obs)`` is what Medium would do now (the table's Hint button).
"""

from yenta_desktop.ai.pinochle.easy import EasyBot
from yenta_desktop.ai.pinochle.hard import HardBot
from yenta_desktop.ai.pinochle.medium import MediumBot, medium_action
from yenta_desktop.ai.pinochle.random_bot import RandomBot
from yenta_desktop.engine.pinochle import Action, Observation

BOTS: dict[str, type] = {
    "random": RandomBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
#: The levels a player can seat at the table, weakest first.
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: Cheaper settings of the same algorithms for the conformance tests.
TEST_OPTIONS: dict[str, str] = {"hard": "samples=3,bidsims=2,exact=2"}


def hint(obs: Observation) -> Action:
    """What Medium would do with ``obs`` now: a card, a bid, a pass, trump."""
    return medium_action(obs)


__all__ = [
    "BOTS",
    "LEVELS",
    "TEST_OPTIONS",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "hint",
]
