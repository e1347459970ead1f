"""Scripted turns for the Dice Poker engine tests."""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.engine.dicepoker import SPEC, GameState, Roll, Rules, Score
from yenta_desktop.engine.dicepoker.spec import ROWS


def turn(
    state: GameState, rolls: Sequence[Sequence[int]], holds: Sequence[Sequence[int]], row: str
) -> list:
    """Play one whole turn with scripted rolls (each five dice) and holds; return all events."""
    events = list(state.apply_chance(list(rolls[0])))
    for keep, roll in zip(holds, rolls[1:], strict=True):
        events += state.apply(Roll(tuple(keep)))
        events += state.apply_chance(list(roll))
    events += state.apply(Score(row))
    return events


def quick_turn(state: GameState, dice: Sequence[int], row: str) -> list:
    """A one-roll turn writing ``dice`` into ``row``."""
    return turn(state, [dice], [], row)


def fill_rest(state: GameState, dice: Sequence[int] = (1, 2, 3, 4, 6)) -> None:
    """Play every remaining turn writing ``dice`` into the first legal row of each seat."""
    while not state.is_terminal:
        seat = state.turn_seat
        assert seat is not None
        quick_turn(state, dice, SPEC.legal_boxes(state.cards[seat], state.rules)[0][1])


ANY_ORDER = Rules(upper_first=False)
NO_DOUBLE = Rules(first_roll_double=False)
PLAIN = Rules(upper_first=False, first_roll_double=False)
__all__ = ["ANY_ORDER", "NO_DOUBLE", "PLAIN", "ROWS", "fill_rest", "quick_turn", "turn"]
