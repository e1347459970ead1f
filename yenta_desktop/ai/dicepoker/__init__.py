"""Dice Poker bots by level: Hard (exactly optimal, from the solved tables) so far."""

from yenta_desktop.ai.dicepoker.hard import HardBot

BOTS: dict[str, type] = {"hard": HardBot}
#: The levels a player can seat at the table, weakest first.
LEVELS = ("hard",)
#: Every level is already cheap and deterministic: no cheaper settings are needed.
TEST_OPTIONS: dict[str, str] = {}

__all__ = ["BOTS", "LEVELS", "TEST_OPTIONS", "HardBot"]
