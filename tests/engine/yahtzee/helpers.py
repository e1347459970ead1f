"""Scripted turns for the Yahtzee engine tests."""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.engine.yahtzee import GameState, Roll, Rules, Score
from yenta_desktop.engine.yahtzee.spec import spec_for

YATZY = Rules(scorecard="yatzy")
FREE = Rules(joker="free")


def turn(
    state: GameState, rolls: Sequence[Sequence[int]], holds: Sequence[Sequence[int]], row: str
) -> list:
    """Play one whole turn with scripted rolls (five dice each) and holds; return all events."""
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
    """Play every remaining turn writing ``dice`` into the first legal box of each seat."""
    while not state.is_terminal:
        seat = state.turn_seat
        assert seat is not None
        card = state.cards[seat]
        quick_turn(state, dice, spec_for(state.rules).legal_boxes(card, state.rules, dice)[0][1])
