"""Dice Poker's Hard and Medium and the policy they, the coach and the review choose by: the
scorecard kit's generic levels (ai/kits/scorecard/levels.py) over the engine's card (its
order rule and first-roll doubling) and its solved tables, one per rule set.

:func:`turn_values` builds the exact in-turn values of a seat's turn, with the rest of the
game valued by the solved tables (``future="optimal"``: Hard, the coach) or not at all
(``future="none"``: this turn's points only, Medium); :func:`options` lists the value of
every row the seat may write now and of every hold; :func:`best_move` picks the best of them
(ties to writing a row, then to the one listed first: the same choice on every machine).
"""

from __future__ import annotations

from yenta_desktop.ai.dicepoker.easy import EasyBot
from yenta_desktop.ai.kits.scorecard.levels import ScorecardAI
from yenta_desktop.ai.kits.scorecard.policy import NONE as NONE
from yenta_desktop.ai.kits.scorecard.policy import OPTIMAL as OPTIMAL
from yenta_desktop.ai.kits.scorecard.policy import Options as Options
from yenta_desktop.ai.scorecards import tables_for
from yenta_desktop.engine.dicepoker import GAME
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.families.scorecard import Roll, Score

#: Dice Poker's solver models and tables (one per rule set), read from the engine's card.
_tables = tables_for(GAME.game_id)
assert _tables is not None, "Dice Poker's engine declares its scorecard"
TABLES = _tables
AI = ScorecardAI(GAME.spec_for, TABLES, Roll, Score, Rules, GAME.game_id, easy=EasyBot)
turn_values = AI.policy.turn_values
options = AI.policy.options
best_move = AI.policy.best_move
#: Exactly optimal for the expected final total (tables + exact in-turn values); players do
#: not interact in Dice Poker, so that is also its best against the table average.
HardBot = AI.HardBot
#: Greedy for this turn's expected points, exact within the turn.
MediumBot = AI.MediumBot
for _cls in (HardBot, MediumBot):
    _cls.__module__ = __name__

__all__ = [
    "AI",
    "NONE",
    "OPTIMAL",
    "TABLES",
    "HardBot",
    "MediumBot",
    "Options",
    "best_move",
    "options",
    "turn_values",
]
