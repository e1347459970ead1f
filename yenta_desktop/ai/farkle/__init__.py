"""Farkle's bots by level (issue 20) and the mathematics behind them.

``BOTS`` maps each level to its class (:mod:`.bots`): Easy (banks at 350 or
with two dice or fewer), Medium (the best expected score of the turn; in the
final round the best chance to pass the leader), Hard (the chance of winning
from the solved two-player table, :mod:`.hard`; at a table of one the exact best
expected final total, :mod:`.solo`). :mod:`.model` is the chance model of a turn,
:mod:`.turn` solves one turn exactly for any value of banking, :mod:`.space`
numbers the turn-start states of the tables, :mod:`.levels` holds the decisions
on a plain position, :mod:`.luck` splits a finished solo game into skill and
luck (the daily challenge). Standard library only.
"""

from yenta_desktop.ai.farkle.bots import EasyBot, HardBot, MediumBot, hard_choices, position_of

BOTS: dict[str, type] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
#: The levels a player can seat at the table, weakest first.
LEVELS = ("easy", "medium", "hard")
#: Every level is cheap and deterministic: no cheaper settings are needed.
TEST_OPTIONS: dict[str, str] = {}

__all__ = [
    "BOTS",
    "LEVELS",
    "TEST_OPTIONS",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "hard_choices",
    "position_of",
]
