"""Farkle (seed 002's dice site): six dice, push your luck to 10,000.

Two to six players (or one: ten turns of practice) roll six dice in fixed
slots, set aside scoring dice and bank or roll on; a roll with nothing to score
loses the turn. docs/rules/farkle.md states every rule as this program plays
it; :mod:`.scoring` is the scoring table.
"""

from yenta_desktop.engine.farkle.actions import Action, Bank, Roll, action_from_dict
from yenta_desktop.engine.farkle.events import (
    Banked,
    DiceRolled,
    Event,
    Farkled,
    FarklePenalty,
    FinalRound,
    GameOver,
    HotDice,
    SetAside,
    TurnStarted,
)
from yenta_desktop.engine.farkle.hidden import resample_hidden
from yenta_desktop.engine.farkle.record import (
    make_record,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
)
from yenta_desktop.engine.farkle.rules import MAX_PLAYERS, MIN_PLAYERS, SOLO_TURNS, Rules
from yenta_desktop.engine.farkle.state import (
    GameState,
    Observation,
    Phase,
    legal_actions_for,
    new_game,
)
from yenta_desktop.engine.farkle.stats import STAT_COLUMNS, seat_tallies
from yenta_desktop.engine.farkle.undo import undoable
from yenta_desktop.engine.protocol import PERFECT_INFORMATION

GAME_ID = "farkle"
GAME_TITLE = "Farkle"
#: What ``record_length`` counts.
LENGTH_UNIT = "turns"
#: Scores, dice, set-asides and streaks are all on the table; only the rolls to come are unknown.
HIDDEN_INFORMATION = PERFECT_INFORMATION

__all__ = [
    "GAME_ID",
    "GAME_TITLE",
    "HIDDEN_INFORMATION",
    "LENGTH_UNIT",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SOLO_TURNS",
    "STAT_COLUMNS",
    "Action",
    "Bank",
    "Banked",
    "DiceRolled",
    "Event",
    "FarklePenalty",
    "Farkled",
    "FinalRound",
    "GameOver",
    "GameState",
    "HotDice",
    "Observation",
    "Phase",
    "Roll",
    "Rules",
    "SetAside",
    "TurnStarted",
    "action_from_dict",
    "legal_actions_for",
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
