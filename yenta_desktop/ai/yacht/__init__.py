"""Yacht bots by level: Easy (a beginner's habits), Medium (this turn's best expected points),
Hard (exactly optimal expected total, from the solved table); :mod:`.coach` explains Hard."""

from yenta_desktop.ai.yacht.bots import EasyBot, HardBot, MediumBot

BOTS: dict[str, type] = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
#: The levels a player can seat at the table, weakest first.
LEVELS = ("easy", "medium", "hard")
#: Every level is cheap and deterministic: no cheaper settings are needed in tests.
TEST_OPTIONS: dict[str, str] = {}

__all__ = ["BOTS", "LEVELS", "TEST_OPTIONS", "EasyBot", "HardBot", "MediumBot"]
