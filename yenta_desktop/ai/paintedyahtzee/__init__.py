"""Painted Yahtzee bots by level (issue 31).

``BOTS`` maps each level to its class: Easy (a beginner's habits), Medium (the best
expected score of this turn, exactly over the 7,776 ordered rolls), Hard (the same exact
in-turn search over a value of the card fitted offline: docs/ai/painted-yahtzee.md).
Every level decides from its own observation only.
"""

from yenta_desktop.ai.paintedyahtzee.easy import EasyBot
from yenta_desktop.ai.paintedyahtzee.hard import HardBot, MediumBot

BOTS: dict[str, type] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
#: The levels a player can seat at the table, weakest first.
LEVELS = ("easy", "medium", "hard")
#: Every level is deterministic given its seed; none needs cheaper settings in tests.
TEST_OPTIONS: dict[str, str] = {}

__all__ = ["BOTS", "LEVELS", "TEST_OPTIONS", "EasyBot", "HardBot", "MediumBot"]
