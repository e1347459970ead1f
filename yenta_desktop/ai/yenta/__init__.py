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

__all__ = ["BOTS", "EasyBot", "HardBot", "MediumBot", "RandomBot", "estimate_hand_points"]
