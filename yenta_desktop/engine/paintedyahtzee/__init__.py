"""Painted (rainbow) Yahtzee: the rules engine (issue 31).

One to six players fill a 20-box card with five dice whose faces each carry a number and
a colour (the balanced layout of rule 1), up to three rolls a turn: upper bonus (35 at
63), colour bonus (25 at 75), extra Yahtzees and the Joker (``joker=forced`` or
``free``). docs/rules/painted-yahtzee.md states every rule as this program plays it.

Not registered yet: the engine registry discovers a folder by its ``GAME_ID``, and a
registered game must also have its table, so the id is :data:`PAINTED_GAME_ID` until the
table lands (then it is renamed ``GAME_ID`` here).
"""

from yenta_desktop.engine.paintedyahtzee.rules import FORCED, FREE, MAX_PLAYERS, MIN_PLAYERS, Rules
from yenta_desktop.engine.paintedyahtzee.spec import (
    COLOUR_ROWS,
    COLOURS,
    DICE,
    NUMBER_ROWS,
    PAINT_ROWS,
    ROWS,
    SPEC,
    UPPER_ROWS,
    layout,
)
from yenta_desktop.engine.paintedyahtzee.state import (
    HOLDS,
    STAT_COLUMNS,
    Action,
    GameState,
    Observation,
    action_from_dict,
    hold,
    make_record,
    new_game,
    record_length,
    replay_record,
    replay_steps,
    resample_hidden,
    seat_tallies,
    state_from_dict,
    state_steps,
    state_to_dict,
    undoable,
)
from yenta_desktop.engine.protocol import PERFECT_INFORMATION

PAINTED_GAME_ID = SPEC.game_id
GAME_TITLE = SPEC.title
LENGTH_UNIT = "turns"
HIDDEN_INFORMATION = PERFECT_INFORMATION

__all__ = [
    "COLOURS",
    "COLOUR_ROWS",
    "DICE",
    "FORCED",
    "FREE",
    "GAME_TITLE",
    "HIDDEN_INFORMATION",
    "HOLDS",
    "LENGTH_UNIT",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NUMBER_ROWS",
    "PAINTED_GAME_ID",
    "PAINT_ROWS",
    "ROWS",
    "SPEC",
    "STAT_COLUMNS",
    "UPPER_ROWS",
    "Action",
    "GameState",
    "Observation",
    "Rules",
    "action_from_dict",
    "hold",
    "layout",
    "make_record",
    "new_game",
    "record_length",
    "replay_record",
    "replay_steps",
    "resample_hidden",
    "seat_tallies",
    "state_from_dict",
    "state_steps",
    "state_to_dict",
    "undoable",
]
