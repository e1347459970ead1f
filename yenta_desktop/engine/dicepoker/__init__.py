"""Dice Poker (Russian "poker on dice" / yatzi scoring): the rules engine.

One to six players fill a 15-row scorecard with five dice and up to three
rolls a turn: upper rows scored against three of a kind, a 50-point bonus,
first-roll doubling, results against the table average.
docs/rules/dice-poker.md states every rule as this program plays it.
"""

from yenta_desktop.engine.dicepoker.actions import Action, Roll, Score, action_from_dict, hold
from yenta_desktop.engine.dicepoker.events import (
    DiceHeld,
    DiceRolled,
    Event,
    GameOver,
    RowScored,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.engine.dicepoker.hidden import resample_hidden
from yenta_desktop.engine.dicepoker.record import (
    make_record,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
)
from yenta_desktop.engine.dicepoker.rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from yenta_desktop.engine.dicepoker.scoring import (
    BONUS,
    LOWER_ROWS,
    ROWS,
    UPPER_ROWS,
    RowPreview,
    bonus,
    legal_rows,
    lower_sum,
    open_rows,
    preview,
    row_points,
    total,
    upper_sum,
    zero_needs_confirmation,
)
from yenta_desktop.engine.dicepoker.state import (
    HOLDS,
    GameState,
    Observation,
    Phase,
    new_game,
    places_of,
    results_of,
)
from yenta_desktop.engine.dicepoker.stats import STAT_COLUMNS, seat_tallies
from yenta_desktop.engine.dicepoker.undo import undoable
from yenta_desktop.engine.protocol import PERFECT_INFORMATION

GAME_ID = "dice-poker"
GAME_TITLE = "Dice Poker"
#: What ``record_length`` counts.
LENGTH_UNIT = "turns"
#: Scorecards, dice and holds are all on the table; only the rolls to come are unknown.
HIDDEN_INFORMATION = PERFECT_INFORMATION

__all__ = [
    "undoable",
    "BONUS",
    "GAME_ID",
    "GAME_TITLE",
    "HOLDS",
    "HIDDEN_INFORMATION",
    "LENGTH_UNIT",
    "LOWER_ROWS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "ROWS",
    "STAT_COLUMNS",
    "UPPER_ROWS",
    "Action",
    "DiceHeld",
    "DiceRolled",
    "Event",
    "GameOver",
    "GameState",
    "Observation",
    "Phase",
    "Roll",
    "RowPreview",
    "RowScored",
    "Rules",
    "Score",
    "TurnStarted",
    "UpperCompleted",
    "action_from_dict",
    "bonus",
    "hold",
    "legal_rows",
    "lower_sum",
    "make_record",
    "new_game",
    "open_rows",
    "places_of",
    "preview",
    "record_length",
    "replay_record",
    "replay_steps",
    "resample_hidden",
    "results_of",
    "row_points",
    "seat_tallies",
    "state_from_dict",
    "state_steps",
    "state_to_dict",
    "total",
    "upper_sum",
    "zero_needs_confirmation",
]
