"""Yacht: the rules engine (issue 30's proof of a game as a declaration).

One to six players fill twelve boxes with five dice and up to three rolls a turn: no
bonus, no Joker. docs/rules/yacht.md states every rule as this program plays it; the
card and the settings are :mod:`.spec`; the scorecard family builds the rest
(engine/families/scorecard_game.py).
"""

from yenta_desktop.engine.families.scorecard_game import (
    Feat,
    ScorecardGame,
    ScorecardStats,
    rolled_alike,
)
from yenta_desktop.engine.yacht.spec import SPEC as SPEC
from yenta_desktop.engine.yacht.spec import Rules as Rules

GAME = ScorecardGame(
    SPEC,
    Rules,
    score_words="a box",
    roll_limit_rule="three_rolls",
    stats=ScorecardStats(Feat("yachts", "Yachts", rolled_alike), review=True),
)
globals().update(GAME.exports(__name__))
