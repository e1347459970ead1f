"""Dice Poker bots by level, and the coach's numbers.

``BOTS`` maps each level to its class: Easy (a beginner's habits), Medium
(best expected points this turn), Hard (exactly optimal, from the solved
tables). :mod:`.coach` explains Hard's numbers to a player; :mod:`.review` judges a game.
"""

from yenta_desktop.ai.dicepoker.coach import Advice, Coach, optimal_expected_total
from yenta_desktop.ai.dicepoker.easy import EasyBot
from yenta_desktop.ai.dicepoker.policy import HardBot, MediumBot
from yenta_desktop.ai.dicepoker.review import review_game

BOTS: dict[str, type] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
#: The levels a player can seat at the table, weakest first.
LEVELS = ("easy", "medium", "hard")
#: Every level is already cheap and deterministic: no cheaper settings are needed.
TEST_OPTIONS: dict[str, str] = {}

__all__ = [
    "BOTS",
    "LEVELS",
    "TEST_OPTIONS",
    "Advice",
    "Coach",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "optimal_expected_total",
    "review_game",
]
