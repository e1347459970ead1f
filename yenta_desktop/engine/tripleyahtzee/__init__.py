"""Triple Yahtzee: the rules engine (issue 19).

Three Yahtzee columns counting x1, x2, x3, 39 turns per player; bonus Yahtzees and
the Joker across the card. docs/rules/triple-yahtzee.md. The card is :mod:`.spec`,
the settings :mod:`.rules`; the scorecard family builds the rest
(engine/families/scorecard_game.py); records name each turn's ``column``.
"""

from yenta_desktop.engine.families.scorecard_game import (
    Feat,
    ScorecardGame,
    ScorecardStats,
    one,
    rolled_alike,
)
from yenta_desktop.engine.tripleyahtzee.rules import FORCED as FORCED
from yenta_desktop.engine.tripleyahtzee.rules import FREE as FREE
from yenta_desktop.engine.tripleyahtzee.rules import Rules as Rules
from yenta_desktop.engine.tripleyahtzee.spec import SPEC as SPEC

GAME = ScorecardGame(
    SPEC,
    Rules,
    score_words="a box",
    roll_limit_rule="three_rolls",
    stats=ScorecardStats(
        Feat("yahtzees", "Yahtzees", rolled_alike), review=True, more={"games": one}
    ),
)
globals().update(GAME.exports(__name__))
