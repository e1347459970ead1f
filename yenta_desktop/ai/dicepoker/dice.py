"""Five-dice combinatorics shared by the in-turn solver, the offline solver and the coach.

Dice order never matters to the value of a roll, so rolls are sorted 5-tuples
(252 of them) and holds are "keepers": sorted tuples of 0 to 5 dice (462).
``KEEPER_OUTCOMES[k]`` lists the rolls that holding keeper ``k`` and rolling
the other dice can give, with their probabilities.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, combinations_with_replacement
from math import factorial

FACES = (1, 2, 3, 4, 5, 6)
NUM_DICE = 5

#: Every roll of five dice, sorted (252).
ROLLS: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(FACES, NUM_DICE))
ROLL_INDEX = {roll: index for index, roll in enumerate(ROLLS)}
#: Every multiset of 0 to 5 dice, smallest first (462); the last 252 are the rolls.
KEEPERS: tuple[tuple[int, ...], ...] = tuple(
    keep for size in range(NUM_DICE + 1) for keep in combinations_with_replacement(FACES, size)
)
KEEPER_INDEX = {keep: index for index, keep in enumerate(KEEPERS)}


def multiset_probability(dice: Sequence[int]) -> float:
    """The chance that rolling ``len(dice)`` dice shows exactly these values (any order)."""
    counts = [0] * 7
    for value in dice:
        counts[value] += 1
    ways = factorial(len(dice))
    for count in counts:
        ways //= factorial(count)
    return float(ways / 6 ** len(dice))


def _outcomes(keep: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[float, ...]]:
    fresh = NUM_DICE - len(keep)
    indices: list[int] = []
    probs: list[float] = []
    for rolled in combinations_with_replacement(FACES, fresh):
        indices.append(ROLL_INDEX[tuple(sorted(keep + rolled))])
        probs.append(multiset_probability(rolled))
    return tuple(indices), tuple(probs)


#: Per keeper: (roll indices, probabilities) of the rolls holding it can give.
KEEPER_OUTCOMES = tuple(_outcomes(keep) for keep in KEEPERS)
#: The chance of each roll from five fresh dice (a turn's first roll).
ROLL_PROBS = tuple(multiset_probability(roll) for roll in ROLLS)


def _sub_keepers(roll: tuple[int, ...], most: int) -> tuple[int, ...]:
    found = {
        tuple(roll[p] for p in positions)
        for size in range(most + 1)
        for positions in combinations(range(NUM_DICE), size)
    }
    return tuple(sorted(KEEPER_INDEX[keep] for keep in found))


#: Per roll: the distinct keepers it contains, itself included (holding all five = stopping).
SUB_KEEPERS = tuple(_sub_keepers(roll, NUM_DICE) for roll in ROLLS)
#: Per roll: the distinct keepers of 0 to 4 of its dice (what a Roll action may hold).
HOLD_KEEPERS = tuple(_sub_keepers(roll, NUM_DICE - 1) for roll in ROLLS)

#: Per roll and face: how many dice show it.
ROLL_COUNTS = tuple(tuple(roll.count(v) for v in range(7)) for roll in ROLLS)


def positions_for(dice: Sequence[int], keep: Sequence[int]) -> tuple[int, ...]:
    """The tray positions that hold the values ``keep`` (a sub-multiset of ``dice``), leftmost first."""
    wanted = list(keep)
    chosen: list[int] = []
    for position, value in enumerate(dice):
        if value in wanted:
            wanted.remove(value)
            chosen.append(position)
    if wanted:
        raise ValueError(f"{list(keep)} is not among the dice {list(dice)}")
    return tuple(chosen)


def keeper_of(dice: Sequence[int], positions: Sequence[int]) -> tuple[int, ...]:
    """The sorted values at ``positions`` of ``dice`` (a hold as a keeper)."""
    return tuple(sorted(dice[p] for p in positions))
