"""Yahtzee and Yatzy: the rules engine (issue 19).

One to six players fill a 13-box card (Yahtzee) or the Scandinavian 15-box card
(``scorecard=yatzy``) with five dice and up to three rolls a turn: upper bonus,
extra Yahtzees and the Joker (``joker=forced`` or ``free``).
docs/rules/yahtzee.md states every rule as this program plays it.
"""

from yenta_desktop.engine.families.dice_turn import DiceHeld, DiceRolled
from yenta_desktop.engine.families.scorecard import (
    Event,
    GameOver,
    RowPreview,
    RowScored,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.engine.protocol import PERFECT_INFORMATION
from yenta_desktop.engine.yahtzee.actions import Action, Roll, Score, action_from_dict, hold
from yenta_desktop.engine.yahtzee.hidden import resample_hidden
from yenta_desktop.engine.yahtzee.record import (
    make_record,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
)
from yenta_desktop.engine.yahtzee.rules import (
    FORCED,
    FREE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    YAHTZEE,
    YATZY,
    Rules,
)
from yenta_desktop.engine.yahtzee.scoring import (
    bonus,
    box_points,
    empty_card,
    extra_bonus,
    legal_rows,
    preview,
    rows_of,
    total,
    upper_sum,
    zero_needs_confirmation,
)
from yenta_desktop.engine.yahtzee.spec import (
    LOWER_ROWS,
    ROWS,
    SPEC,
    UPPER_ROWS,
    YATZY_ROWS,
    YATZY_SPEC,
    spec_for,
)
from yenta_desktop.engine.yahtzee.state import (
    HOLDS,
    GameState,
    Observation,
    Phase,
    YatzyObservation,
    YatzyState,
    new_game,
    places_of,
    results_of,
)
from yenta_desktop.engine.yahtzee.stats import STAT_COLUMNS, seat_tallies, stat_variant
from yenta_desktop.engine.yahtzee.undo import undoable

GAME_ID = "yahtzee"
GAME_TITLE = "Yahtzee"
#: What ``record_length`` counts.
LENGTH_UNIT = "turns"
#: Scorecards, dice and holds are all on the table; only the rolls to come are unknown.
HIDDEN_INFORMATION = PERFECT_INFORMATION

__all__ = [
    "FORCED",
    "FREE",
    "GAME_ID",
    "GAME_TITLE",
    "HIDDEN_INFORMATION",
    "HOLDS",
    "LENGTH_UNIT",
    "LOWER_ROWS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "ROWS",
    "SPEC",
    "STAT_COLUMNS",
    "UPPER_ROWS",
    "YAHTZEE",
    "YATZY",
    "YATZY_ROWS",
    "YATZY_SPEC",
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
    "YatzyObservation",
    "YatzyState",
    "action_from_dict",
    "bonus",
    "box_points",
    "empty_card",
    "extra_bonus",
    "hold",
    "legal_rows",
    "make_record",
    "new_game",
    "places_of",
    "preview",
    "record_length",
    "replay_record",
    "replay_steps",
    "resample_hidden",
    "results_of",
    "rows_of",
    "seat_tallies",
    "stat_variant",
    "spec_for",
    "state_from_dict",
    "state_steps",
    "state_to_dict",
    "total",
    "upper_sum",
    "zero_needs_confirmation",
    "undoable",
]
