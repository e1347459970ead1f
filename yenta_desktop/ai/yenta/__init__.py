"""Yenta bots by level. ``BOTS`` maps each level name to its class.

``estimate_hand_points`` (the bidding hint) lives in :mod:`.estimate`.
"""

from yenta_desktop.ai.yenta.easy import EasyBot
from yenta_desktop.ai.yenta.estimate import estimate_hand_points
from yenta_desktop.ai.yenta.hard import HardBot
from yenta_desktop.ai.yenta.medium import MediumBot
from yenta_desktop.ai.yenta.random_bot import RandomBot

BOTS: dict[str, type] = {
    "random": RandomBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
#: The levels a player can seat at the table, weakest first.
LEVELS = ("easy", "medium", "hard")
#: Cheaper settings of the same algorithms for the conformance tests (bot spec options).
TEST_OPTIONS = {"hard": "sims=6"}

__all__ = [
    "BOTS",
    "LEVELS",
    "TEST_OPTIONS",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "estimate_hand_points",
]
