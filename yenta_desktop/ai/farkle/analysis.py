"""Farkle's analysis of a position (ai/analysis.py): the coach's numbers, from ``hard_choices``.

What a value is, as the coach shows it: solo, the expected final score (exact, the solo
game's optimum); at a table, the chance of winning from Hard's two-player tables (exact
for two players under the rules a shipped table solves, Hard's estimate otherwise: another
target, or three players and more against the strongest opponent); in the final round, the
chance to pass the leader (exact for two players); without Hard's tables, the expected
points of the turn. Dice about to roll (a turn's start, or after a set-aside) have no choice:
the value is that of the roll (the coach's "roll" value at that moment).
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.analysis import (
    EXPECTED_FINAL,
    PASS_CHANCE,
    TURN_POINTS,
    WIN_CHANCE,
    Analysis,
    Choice,
    ranked,
)
from yenta_desktop.ai.farkle.bots import ai_rules, hard_choices, position_of, strongest_opponent
from yenta_desktop.ai.farkle.hard import hard_model

EXACT_SOLO = "the exact optimum of the ten-turn solo game"
EXACT_TABLE = "the exact two-player optimum from Hard's solved table"
ESTIMATE_TABLE = (
    "Hard's estimate: the nearest solved two-player table (scores rescaled to its target)"
)
ESTIMATE_FIELD = "Hard's estimate: the two-player table against the strongest opponent"
EXACT_PASS = "the exact chance to pass the leader on this last turn"
ESTIMATE_PASS = "the chance to pass the leader (other players still to play are not counted)"
NO_TABLE = "Hard's tables are not installed: the expected points of this turn"


def measure_of(obs: Any) -> tuple[str, bool, str]:
    """(measure, exact, basis) of the coach's numbers for the seat to act in ``obs``."""
    if obs.solo:
        return EXPECTED_FINAL, True, EXACT_SOLO
    pos = position_of(obs)
    two = obs.num_players == 2
    if pos.final_round:
        return PASS_CHANCE, two, EXACT_PASS if two else ESTIMATE_PASS
    model = hard_model(ai_rules(obs.rules))
    if model is None or strongest_opponent(obs) is None:
        return TURN_POINTS, False, NO_TABLE
    if not model.exact:
        return WIN_CHANCE, False, ESTIMATE_TABLE
    return WIN_CHANCE, two, EXACT_TABLE if two else ESTIMATE_FIELD


def analyse(position: Any) -> Analysis:
    """Every set-aside, then bank or roll, of ``position`` with the coach's value, Hard's
    marked; dice about to roll: the value of the roll."""
    state = position.to_state()
    obs = state.observation(position.seat)
    measure, exact, basis = measure_of(obs)
    found = hard_choices(obs)
    banked = float(position.players[position.seat].score)
    facts: dict[str, Any] = {
        "seat": position.seat,
        "turn_total": position.turn_total,
        "dice": list(position.dice),
        "aside": list(position.aside),
        "to_roll": position.to_roll,
        "banked": position.players[position.seat].score,
    }
    if not position.rolled:
        # No choice: the dice roll. hard_choices lists what banking instead would be worth
        # (not a move of the engine here) and the roll; the position is worth the roll.
        roll = next(c for c in found if c.action == "roll")
        return Analysis(
            position.game_id, position.text(), measure, exact, basis, roll.value, banked, (), facts
        )
    choices = []
    for number, choice in enumerate(found):
        counts = choice.set_aside or (0,) * 6
        faces = [
            face for face, count in zip(range(1, 7), counts, strict=True) for _ in range(count)
        ]
        choices.append(
            Choice(
                choice.action,
                {"set_aside": faces, "points": choice.points},
                choice.value,
                0.0,
                hard=number == 0,
            )
        )
    ranked_choices = ranked(choices)
    return Analysis(
        position.game_id,
        position.text(),
        measure,
        exact,
        basis,
        ranked_choices[0].value,
        banked,
        ranked_choices,
        facts,
    )


__all__ = ["analyse", "measure_of"]
