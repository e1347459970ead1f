"""Yahtzee and Yatzy: the rules engine (issue 19).

One to six players fill a 13-box card (Yahtzee) or the Scandinavian 15-box card
(``scorecard=yatzy``) with five dice and up to three rolls a turn: upper bonus,
extra Yahtzees and the Joker (``joker=forced`` or ``free``).
docs/rules/yahtzee.md states every rule as this program plays it. The cards are
:mod:`.spec`, the settings :mod:`.rules`; the scorecard family builds the rest
(engine/families/scorecard_game.py). Rule 5: Yatzy games count in a statistics row
of their own (``stat_variant``).
"""

from yenta_desktop.engine.families.scorecard_game import (
    Feat,
    ScorecardGame,
    ScorecardStats,
    rolled_alike,
)
from yenta_desktop.engine.yahtzee.rules import FORCED as FORCED
from yenta_desktop.engine.yahtzee.rules import FREE as FREE
from yenta_desktop.engine.yahtzee.rules import YAHTZEE as YAHTZEE
from yenta_desktop.engine.yahtzee.rules import YATZY as YATZY
from yenta_desktop.engine.yahtzee.rules import Rules as Rules
from yenta_desktop.engine.yahtzee.spec import SPEC as SPEC
from yenta_desktop.engine.yahtzee.spec import YATZY_SPEC

GAME = ScorecardGame(
    SPEC,
    Rules,
    variants={YATZY: YATZY_SPEC},
    variant_rule="scorecard",
    score_words="a box",
    roll_limit_rule="three_rolls",
    stats=ScorecardStats(Feat("yahtzees", "Yahtzees", rolled_alike), review=True),
)
globals().update(GAME.exports(__name__))
