"""Yahtzee and Yatzy bots by level.

``BOTS`` maps each level to its class: Easy (a beginner's habits), Medium
(best expected points this turn), Hard (exactly optimal expected total, from
the solved tables; ``hard:mode=average``). Every level decides from its own
observation only.
"""

from yenta_desktop.ai.yahtzee.easy import EasyBot
from yenta_desktop.ai.yahtzee.hard import HardBot
from yenta_desktop.ai.yahtzee.medium import MediumBot

BOTS: dict[str, type] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
#: The levels a player can seat at the table, weakest first.
LEVELS = ("easy", "medium", "hard")
#: Every level is cheap and deterministic: no cheaper settings are needed in tests.
TEST_OPTIONS: dict[str, str] = {}

__all__ = ["BOTS", "LEVELS", "TEST_OPTIONS", "EasyBot", "HardBot", "MediumBot"]
