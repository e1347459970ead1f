"""Lie Dice bots by level. ``BOTS`` maps each level name to its class.

Each level has a personality: ``name`` (English; the UI translates
``lie-dice.persona.<level>``) and a one-line ``description``.
:func:`coach` gives the UI's coach tip (the chance the bid is true, Hard's move).
"""

from yenta_desktop.ai.liedice.coach import Tip, coach
from yenta_desktop.ai.liedice.easy import EasyBot
from yenta_desktop.ai.liedice.hard import HardBot
from yenta_desktop.ai.liedice.medium import MediumBot

BOTS: dict[str, type] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
#: The levels a player can seat at the table, weakest first.
LEVELS = ("easy", "medium", "hard")
#: Cheaper settings of the same algorithms for the conformance tests (bot spec options).
TEST_OPTIONS: dict[str, str] = {}

__all__ = ["BOTS", "LEVELS", "TEST_OPTIONS", "EasyBot", "HardBot", "MediumBot", "Tip", "coach"]
