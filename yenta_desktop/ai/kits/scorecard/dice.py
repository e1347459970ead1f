"""Combinatorics of rolling N six-sided dice, shared by the in-turn values and the offline solver.

Dice order never matters to the value of a roll, so rolls are sorted tuples
(252 for five dice) and holds are "keepers": sorted tuples of 0 to N dice
(462 for five), smallest first, so the last ones are the rolls themselves.
``keeper_outcomes[k]`` lists the rolls that holding keeper ``k`` and rolling
the other dice can give, with their probabilities.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import factorial

FACES = (1, 2, 3, 4, 5, 6)


def multiset_probability(dice: Sequence[int]) -> float:
    """The chance that rolling ``len(dice)`` dice shows exactly these values (any order)."""
    counts = [0] * 7
    for value in dice:
        counts[value] += 1
    ways = factorial(len(dice))
    for count in counts:
        ways //= factorial(count)
    return float(ways / 6 ** len(dice))


class DiceSet:
    """Rolls, keepers and transitions of ``num_dice`` dice (use :func:`dice_set`: it is cached)."""

    def __init__(self, num_dice: int) -> None:
        if not 1 <= num_dice <= 8:
            raise ValueError(f"1 to 8 dice, not {num_dice}")
        n = num_dice
        self.num_dice = n
        #: Every roll, sorted.
        self.rolls: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(FACES, n))
        self.roll_index = {roll: index for index, roll in enumerate(self.rolls)}
        #: Every multiset of 0 to n dice, smallest first; the last ``len(rolls)`` are the rolls.
        self.keepers: tuple[tuple[int, ...], ...] = tuple(
            keep for size in range(n + 1) for keep in combinations_with_replacement(FACES, size)
        )
        self.keeper_index = {keep: index for index, keep in enumerate(self.keepers)}
        #: How many keepers hold fewer than all the dice (they come first).
        self.num_holds = len(self.keepers) - len(self.rolls)
        #: Per keeper: (roll indices, probabilities) of the rolls holding it can give.
        self.keeper_outcomes = tuple(self._outcomes(keep) for keep in self.keepers)
        #: The chance of each roll from all dice fresh (a turn's first roll).
        self.roll_probs = tuple(multiset_probability(roll) for roll in self.rolls)
        #: Per roll: the distinct keepers it contains, itself included (holding all = stopping).
        self.sub_keepers = tuple(self._sub_keepers(roll, n) for roll in self.rolls)
        #: Per roll: the distinct keepers of 0 to n - 1 of its dice (what a re-roll may hold).
        self.hold_keepers = tuple(self._sub_keepers(roll, n - 1) for roll in self.rolls)
        #: Per roll and face: how many dice show it (index 0 unused).
        self.roll_counts = tuple(tuple(roll.count(v) for v in range(7)) for roll in self.rolls)
        #: Per face 1-6: the index of the roll with every die showing it.
        self.all_alike = tuple(self.roll_index[(face,) * n] for face in FACES)

    def _outcomes(self, keep: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[float, ...]]:
        indices: list[int] = []
        probs: list[float] = []
        for rolled in combinations_with_replacement(FACES, self.num_dice - len(keep)):
            indices.append(self.roll_index[tuple(sorted(keep + rolled))])
            probs.append(multiset_probability(rolled))
        return tuple(indices), tuple(probs)

    def _sub_keepers(self, roll: tuple[int, ...], most: int) -> tuple[int, ...]:
        found = {
            tuple(roll[p] for p in positions)
            for size in range(most + 1)
            for positions in combinations(range(self.num_dice), size)
        }
        return tuple(sorted(self.keeper_index[keep] for keep in found))


@cache
def dice_set(num_dice: int = 5) -> DiceSet:
    """The (shared, immutable) combinatorics of ``num_dice`` dice."""
    return DiceSet(num_dice)


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
