"""The exact solver kit for single-column scorecard dice games (Dice Poker, Yahtzee, Yatzy).

A game describes its card as a :class:`~.model.SolverModel` built from its
own scoring functions; this package imports no game. It gives the five-dice
combinatorics (:mod:`.dice`), the reachable states and their table order
(:mod:`.space`), the exact in-turn values (:mod:`.turn`), the move they pick and
the options they give (:mod:`.policy`), the table file (:mod:`.tablefile`) and its
lazy loader (:mod:`.tables`). The tables are
built offline by scripts/scorecard_solve.py (numpy, development only).
Runtime code here is standard library only.
"""

from yenta_desktop.ai.kits.scorecard import tablefile
from yenta_desktop.ai.kits.scorecard.dice import DiceSet, dice_set, keeper_of, positions_for
from yenta_desktop.ai.kits.scorecard.model import (
    FORCED,
    FREE,
    Box,
    ExtraYahtzee,
    SolverModel,
    State,
    UpperBonus,
)
from yenta_desktop.ai.kits.scorecard.space import StateSpace
from yenta_desktop.ai.kits.scorecard.tablefile import TableError
from yenta_desktop.ai.kits.scorecard.tables import TableSource, ValueTable
from yenta_desktop.ai.kits.scorecard.turn import (
    BoxChoice,
    StateValue,
    TurnValues,
    Utility,
    box_choices,
    box_utilities,
)

__all__ = [
    "FORCED",
    "FREE",
    "Box",
    "BoxChoice",
    "DiceSet",
    "ExtraYahtzee",
    "SolverModel",
    "State",
    "StateSpace",
    "StateValue",
    "TableError",
    "TableSource",
    "TurnValues",
    "UpperBonus",
    "Utility",
    "ValueTable",
    "box_choices",
    "box_utilities",
    "tablefile",
    "dice_set",
    "keeper_of",
    "positions_for",
]
