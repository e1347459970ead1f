"""Lie Dice bots by level. ``BOTS`` maps each level name to its class.

Each level has a personality: ``name`` and a one-line ``description`` in English
(the table names each AI seat in the player's language, ``liedice.persona.<level>.name``
and its numbered variants, so two seats of a level differ). Hard blends the CFR+
baseline (:mod:`.baseline`, ``assets/liedice/baseline.json``) with a model of each
opponent (:mod:`.opponents`); :mod:`.styles` holds the rule-written opponents it is
measured against. :func:`coach` gives the table's coach tip (the chance the bid is true,
Hard's move) and :mod:`.review` the after-game review.
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
