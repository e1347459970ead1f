"""Skill and luck apart: a solo scorecard game's total as optimal mean - loss + luck, exactly.

Every moment of a game has an *expected final score* under optimal play from
there on: the points banked so far (as the solver counts them: boxes, bonuses,
extra Yahtzees) plus the exact value of what is still to come (the solved
table between turns, :class:`~.turn.TurnValues` inside a turn). Two kinds of
step change it:

* a **roll** changes it by its *luck*: the expected final score after the roll
  minus the one before it (positive: the dice helped);
* a **choice** (a hold, a box) changes it by minus its *loss*: the best
  choice's value minus the chosen one's (0 for an optimal choice, never negative).

The game starts at the table's optimal mean and ends at the final total (the
value of a full card is 0), so, summing the steps,
``total = optimal mean - total loss + total luck`` holds exactly (up to float
rounding; :attr:`Split.residual` shows it). The tables are float32, so the
expected value of a turn's first roll differs from the table's value of the
turn's state by a few millionths; that part is counted as luck, which keeps the
identity exact.

Game-agnostic: a game gives its :class:`~.model.SolverModel`, its value table
and the finished turns (rolls, holds, box written), all in kit terms.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yenta_desktop.ai.kits.luck import MISTAKE, Split, Step
from yenta_desktop.ai.kits.scorecard.dice import keeper_of
from yenta_desktop.ai.kits.scorecard.model import SolverModel, State
from yenta_desktop.ai.kits.scorecard.turn import NEG, StateValue, TurnValues, box_choices


@dataclass(frozen=True)
class PlayedTurn:
    """A finished turn in kit terms: every roll (all dice), the positions held, the box."""

    rolls: Sequence[Sequence[int]]
    holds: Sequence[Sequence[int]]
    box: str


def split_game(model: SolverModel, table: StateValue, turns: Sequence[PlayedTurn]) -> Split:
    """The :class:`Split` of a solo game played as ``turns`` (ValueError if one is illegal)."""
    dice = None
    state: State = model.start_state()
    banked = 0
    start = table(state)
    expected = start
    steps: list[Step] = []
    box_index = {box.id: i for i, box in enumerate(model.boxes)}
    for number, turn in enumerate(turns, start=1):
        values = TurnValues(box_choices(model, table, state), model.num_dice, model.num_rolls)
        dice = values.dice
        if not turn.rolls or len(turn.holds) != len(turn.rolls) - 1:
            raise ValueError(f"turn {number} needs one hold before each re-roll")
        for r, rolled in enumerate(turn.rolls, start=1):
            roll = tuple(sorted(rolled))
            first = r == 1
            writes = [values.write(box, roll, first) for box in values.choices]
            best = max(writes)
            if r < model.num_rolls:
                best = max(best, *values.holds(r, roll).values())
            steps.append(Step("roll", number, r, expected, banked + best, roll))
            expected = banked + best
            if r < len(turn.rolls):
                keeper = keeper_of(rolled, turn.holds[r - 1])
                chosen = banked + values.hold(r, keeper)
                steps.append(Step("choice", number, r, expected, chosen, keeper, expected))
                expected = chosen
                continue
            if turn.box not in values.choices or values.write(turn.box, roll, first) == NEG:
                raise ValueError(f"turn {number}: {turn.box} may not take {list(roll)}")
            chosen = banked + values.write(turn.box, roll, first)
            steps.append(Step("choice", number, r, expected, chosen, turn.box, expected))
            roll_id = dice.roll_index[roll]
            written = {
                i: (reward, after) for i, reward, after in model.writes(state, roll_id, first)
            }
            reward, state = written[box_index[turn.box]]
            banked += reward
            expected = chosen
    return Split(start, banked, tuple(steps))


__all__ = ["MISTAKE", "PlayedTurn", "Split", "Step", "split_game"]
