"""Triple Yahtzee bots by level: Easy, Medium (this turn), Hard (expectimax over the tables)."""

from yenta_desktop.ai.tripleyahtzee.bots import EasyBot, HardBot, MediumBot

BOTS: dict[str, type] = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
#: The levels a player can seat at the table, weakest first.
LEVELS = ("easy", "medium", "hard")
TEST_OPTIONS: dict[str, str] = {}

__all__ = ["BOTS", "LEVELS", "TEST_OPTIONS", "EasyBot", "HardBot", "MediumBot"]
