"""Yacht's AI: the scorecard kit's levels over its spec and solved table
(ai/kits/scorecard/levels.py): Easy (a beginner with Yacht's habits, below), Medium (this
turn's best expected points), Hard (exactly optimal expected total), the coach (Hard's
numbers: ``Coach``, ``LOADER``) and the review after the game (``review_game``)."""

from yenta_desktop.ai.kits.scorecard.levels import ScorecardAI
from yenta_desktop.ai.scorecards import tables_for
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.yacht import GAME, Rules

#: Easy writes these as soon as the dice make them, and chases a straight when its dice differ.
MADE = ("yacht", "big_straight", "little_straight", "full_house")
STRAIGHTS = {"little_straight": {1, 2, 3, 4, 5}, "big_straight": {2, 3, 4, 5, 6}}

TABLES = tables_for(GAME.game_id)
assert TABLES is not None, "Yacht's engine declares its scorecard"
AI = ScorecardAI(
    GAME.spec_for, TABLES, Roll, Score, Rules, GAME.game_id, made=MADE, straights=STRAIGHTS
)
globals().update(AI.exports(__name__))
