"""Yacht: the rules engine, the scorecard family's state and records over the Yacht card.

One to six players fill twelve boxes with five dice and up to three rolls a turn.
docs/rules/yacht.md states every rule as this program plays it; :mod:`.spec` writes them.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from yenta_desktop.engine.families import scorecard
from yenta_desktop.engine.families.dice_turn import DiceHeld, DiceRolled
from yenta_desktop.engine.families.scorecard import (
    Event,
    GameOver,
    GameStarter,
    Phase,
    Roll,
    RowScored,
    Score,
    ScorecardObservation,
    ScorecardSpec,
    ScorecardState,
    TurnStarted,
)
from yenta_desktop.engine.families.scorecard_record import ScorecardRecords
from yenta_desktop.engine.protocol import PERFECT_INFORMATION, StatColumn
from yenta_desktop.engine.yacht.spec import (
    LOWER_ROWS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROWS,
    SPEC,
    UPPER_ROWS,
    Rules,
)

GAME_ID = "yacht"
GAME_TITLE = "Yacht"
LENGTH_UNIT = "turns"
#: Scorecards, dice and holds are all on the table; only the rolls to come are unknown.
HIDDEN_INFORMATION = PERFECT_INFORMATION
Action = Roll | Score
#: Mean and best total, Yachts rolled and written, and the review's loss per choice.
STAT_COLUMNS = (
    StatColumn("mean_total", "mean total", "total", per="games"),
    StatColumn("best_total", "best total", "total", how="max", decimals=0),
    StatColumn("yachts", "Yachts", "yachts", decimals=0),
    StatColumn(
        "loss_per_choice", "loss per choice", "review_loss", per="review_choices", decimals=2
    ),
)


class Observation(ScorecardObservation):
    """What one seat sees of a Yacht game: everything but the random generator."""

    SPEC: ClassVar[ScorecardSpec] = SPEC


class GameState(ScorecardState):
    """A Yacht game in progress (validation before mutation; chance explicit)."""

    SPEC: ClassVar[ScorecardSpec] = SPEC
    OBSERVATION = Observation
    SCORE_WORDS = "a box"
    ROLL_LIMIT_RULE = "three_rolls"
    __slots__ = ()


#: Start a game: the first seat's five dice are to be rolled (a chance node).
new_game = GameStarter(Rules, GameState)
RECORDS = ScorecardRecords(GameState, Rules)
make_record = RECORDS.make_record
record_length = RECORDS.record_length
replay_steps = RECORDS.replay_steps
replay_record = RECORDS.replay_record
state_to_dict = RECORDS.state_to_dict
state_steps = RECORDS.state_steps
state_from_dict = RECORDS.state_from_dict


def action_from_dict(data: Any) -> Action:
    """Parse a record-style action dict; ``ValueError`` naming what is wrong."""
    return scorecard.action_from_dict(SPEC, data)


def resample_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy whose future rolls are re-drawn (nothing else is hidden)."""
    result = state.clone(copy_rng=False)
    result.rng = random.Random(rng.getrandbits(64))
    return result


def undoable(state: Any, action: Any) -> bool:
    """A box written may be taken back until the next roll is shown; holds and rolls not."""
    return type(action) is Score


def seat_tallies(state: GameState) -> list[dict[str, float]]:
    """Per seat: total and Yachts rolled and written (the review's counters start at 0)."""
    return [
        {
            "total": SPEC.total(card),
            "yachts": sum(
                1 for t in state.turns if t["seat"] == seat and len(set(t["rolls"][-1])) == 1
            ),
            "review_loss": 0,
            "review_choices": 0,
        }
        for seat, card in enumerate(state.cards)
    ]


__all__ = [
    "GAME_ID",
    "GAME_TITLE",
    "HIDDEN_INFORMATION",
    "LENGTH_UNIT",
    "LOWER_ROWS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "ROWS",
    "SPEC",
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
    "RowScored",
    "Rules",
    "Score",
    "TurnStarted",
    "action_from_dict",
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
