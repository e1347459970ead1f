"""Triple Yahtzee: the rules engine (issue 19).

Three Yahtzee columns counting x1, x2, x3, 39 turns per player; bonus
Yahtzees and the Joker across the card. docs/rules/triple-yahtzee.md.
"""

from __future__ import annotations

import random
from typing import Any

from yenta_desktop.engine.families import scorecard
from yenta_desktop.engine.families.dice_turn import DiceHeld, DiceRolled
from yenta_desktop.engine.families.scorecard import (
    Event,
    GameOver,
    Roll,
    RowPreview,
    RowScored,
    Score,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.engine.protocol import PERFECT_INFORMATION, StatColumn
from yenta_desktop.engine.tripleyahtzee.record import (
    make_record,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
)
from yenta_desktop.engine.tripleyahtzee.rules import FORCED, FREE, MAX_PLAYERS, MIN_PLAYERS, Rules
from yenta_desktop.engine.tripleyahtzee.spec import COLUMNS, LOWER_ROWS, ROWS, SPEC, UPPER_ROWS
from yenta_desktop.engine.tripleyahtzee.state import HOLDS, GameState, Observation, Phase, new_game
from yenta_desktop.engine.tripleyahtzee.undo import undoable

GAME_ID = "triple-yahtzee"
GAME_TITLE = "Triple Yahtzee"
LENGTH_UNIT = "turns"
HIDDEN_INFORMATION = PERFECT_INFORMATION

Action = Roll | Score

#: Mean and best total, bonuses earned (per column), Yahtzees and the review's loss per choice
#: (filled in when a game is reviewed).
STAT_COLUMNS = (
    StatColumn("mean_total", "mean total", "total", per="games"),
    StatColumn("best_total", "best total", "total", how="max", decimals=0),
    StatColumn("bonus_rate", "bonuses per game", "bonuses", per="games"),
    StatColumn("yahtzees", "Yahtzees", "yahtzees", decimals=0),
    StatColumn(
        "loss_per_choice", "loss per choice", "review_loss", per="review_choices", decimals=2
    ),
)


def action_from_dict(data: Any) -> Action:
    """Parse a record-style action dict; ``ValueError`` naming what is wrong."""
    return scorecard.action_from_dict(SPEC, data)


def resample_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy whose future rolls are re-drawn (nothing else is hidden)."""
    result = state.clone(copy_rng=False)
    result.rng = random.Random(rng.getrandbits(64))
    return result


def seat_tallies(state: GameState) -> list[dict[str, float]]:
    """Per seat: games, total, upper bonuses earned (0-3) and Yahtzees rolled and written."""
    tallies: list[dict[str, float]] = []
    for seat, card in enumerate(state.cards):
        yahtzees = sum(
            1 for t in state.turns if t["seat"] == seat and len(set(t["rolls"][-1])) == 1
        )
        tallies.append(
            {
                "games": 1,
                "total": SPEC.total(card, state.extras[seat]),
                "bonuses": sum(1 for c in range(len(COLUMNS)) if SPEC.bonus(card, c)),
                "yahtzees": yahtzees,
                # Filled in when the game is reviewed (StatsStore.record_review).
                "review_loss": 0,
                "review_choices": 0,
            }
        )
    return tallies


__all__ = [
    "COLUMNS",
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
