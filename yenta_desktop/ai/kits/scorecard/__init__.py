"""The exact solver kit for scorecard dice games (Dice Poker, Yahtzee, Yatzy, Triple's column).

The solver reads a game's scorecard specification (:func:`~.model.model_from_spec`:
the engine's rows and hooks, tabulated over the rolls and the card's states);
this package imports no game and no engine. It gives the five-dice
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
    Box,
    CardSpec,
    SolverModel,
    State,
    UpperBonus,
    model_from_spec,
    state_of_column,
)
from yenta_desktop.ai.kits.scorecard.space import StateSpace
from yenta_desktop.ai.kits.scorecard.tablefile import TableError
from yenta_desktop.ai.kits.scorecard.tables import SpecTables, TableSource, ValueTable
from yenta_desktop.ai.kits.scorecard.turn import (
    BoxChoice,
    StateValue,
    TurnValues,
    Utility,
    box_choices,
    box_utilities,
)

__all__ = [
    "Box",
    "BoxChoice",
    "CardSpec",
    "DiceSet",
    "SolverModel",
    "SpecTables",
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
    "model_from_spec",
    "state_of_column",
    "tablefile",
    "dice_set",
    "keeper_of",
    "positions_for",
]
