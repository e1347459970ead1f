"""The state of a painted Yahtzee game, and the protocol's glue over the scorecard family.

Mirrors engine/yahtzee's thin modules (state, actions, records, hidden information,
statistics, undo) in one place, until the family factory supplies them from the spec.
Everything is public: scorecards, dice (each a coloured :class:`Face`), holds and the
extra-Yahtzee bonuses; an observation is the whole state minus the generator.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, ClassVar

from yenta_desktop.engine.families import scorecard
from yenta_desktop.engine.families.scorecard import (
    GameStarter,
    Roll,
    Score,
    ScorecardObservation,
    ScorecardSpec,
    ScorecardState,
)
from yenta_desktop.engine.families.scorecard_record import ScorecardRecords
from yenta_desktop.engine.paintedyahtzee.rules import Rules
from yenta_desktop.engine.paintedyahtzee.spec import SPEC, all_alike
from yenta_desktop.engine.protocol import StatColumn

Action = Roll | Score
#: Every hold a Roll may name: 0 to 4 positions (holding all five is writing).
HOLDS: tuple[tuple[int, ...], ...] = SPEC.holds


class Observation(ScorecardObservation):
    """What one seat sees of a painted Yahtzee game: everything but the random generator."""

    SPEC: ClassVar[ScorecardSpec] = SPEC


class GameState(ScorecardState):
    """A painted Yahtzee game in progress: ``legal_actions()``, ``apply(action)``, ``clone()``."""

    SPEC: ClassVar[ScorecardSpec] = SPEC
    OBSERVATION = Observation
    SCORE_WORDS = "a box"
    ROLL_LIMIT_RULE = "three_rolls"
    __slots__ = ()


#: Start a game: the first seat's five dice are to be rolled.
new_game = GameStarter(Rules, GameState)


def hold(positions: Iterable[int]) -> Roll:
    """``Roll`` holding ``positions`` (the dice differ, so positions are what is held)."""
    return Roll(tuple(sorted(positions)))


def action_from_dict(data: Any) -> Action:
    """Parse a record-style action dict; ``ValueError`` naming what is wrong."""
    return scorecard.action_from_dict(SPEC, data)


RECORDS = ScorecardRecords(GameState, Rules)
make_record = RECORDS.make_record
record_length = RECORDS.record_length
replay_steps = RECORDS.replay_steps
replay_record = RECORDS.replay_record
state_to_dict = RECORDS.state_to_dict
state_steps = RECORDS.state_steps
state_from_dict = RECORDS.state_from_dict


def resample_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` whose future rolls are re-drawn (nothing else is hidden)."""
    result = state.clone(copy_rng=False)
    result.rng = random.Random(rng.getrandbits(64))
    return result


def undoable(state: Any, action: Any) -> bool:
    """A box written may be taken back until the next roll; holds and re-rolls may not."""
    return type(action) is Score


#: Mean and best total, both bonus rates, Yahtzees, the review's loss.
STAT_COLUMNS = (
    StatColumn("mean_total", "mean total", "total", per="games"),
    StatColumn("best_total", "best total", "total", how="max", decimals=0),
    StatColumn("bonus_rate", "bonus %", "bonus", per="games", percent=True),
    StatColumn("colour_bonus_rate", "colour bonus %", "colour_bonus", per="games", percent=True),
    StatColumn("yahtzees", "Yahtzees", "yahtzees", decimals=0),
    StatColumn(
        "loss_per_choice", "loss per choice", "review_loss", per="review_choices", decimals=2
    ),
)


def seat_tallies(state: GameState) -> list[dict[str, float]]:
    """Per seat: total, the two bonuses (1 if earned) and Yahtzees rolled and written."""
    spec = state.SPEC
    tallies: list[dict[str, float]] = []
    for seat, card in enumerate(state.cards):
        yahtzees = sum(
            1
            for turn in state.turns
            if turn["seat"] == seat and all_alike([_value(d) for d in turn["rolls"][-1]])
        )
        tallies.append(
            {
                "total": spec.total(card, state.extras[seat]),
                "bonus": 1 if spec.bonus(card) else 0,
                "colour_bonus": 1 if spec.section_bonus(card) else 0,
                "yahtzees": yahtzees,
                "review_loss": 0,
                "review_choices": 0,
            }
        )
    return tallies


def _value(entry: Any) -> int:
    """A recorded die's number (``[value, colour]`` or a bare value)."""
    return int(entry[0]) if isinstance(entry, list) else int(entry)
