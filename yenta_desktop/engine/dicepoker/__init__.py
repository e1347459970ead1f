"""Dice Poker (Russian "poker on dice" / yatzi scoring): the rules engine.

One to six players fill a 15-row scorecard with five dice and up to three
rolls a turn: upper rows scored against three of a kind, a 50-point bonus,
first-roll doubling, results against the table average.
docs/rules/dice-poker.md states every rule as this program plays it. The card is
:mod:`.spec`, the settings :mod:`.rules`; the scorecard family builds the rest
(engine/families/scorecard_game.py); docs/records/dice-poker.md.
"""

from yenta_desktop.engine.dicepoker.rules import Rules as Rules
from yenta_desktop.engine.dicepoker.spec import POKER
from yenta_desktop.engine.dicepoker.spec import SPEC as SPEC
from yenta_desktop.engine.families.scorecard_game import (
    Feat,
    ScorecardGame,
    ScorecardStats,
    box_scored,
    upper_sum,
)

GAME = ScorecardGame(
    SPEC,
    Rules,
    roll_limit_rule="three_rolls",
    # Rule 3.
    order=("upper_first", "the upper rows (ones to sixes) come first: {row} must wait"),
    stats=ScorecardStats(Feat("pokers", "pokers", box_scored(POKER)), more={"upper": upper_sum}),
)
globals().update(GAME.exports(__name__))
