"""Generic box scorers of the Yahtzee family (five dice, faces 1-6), shared by every game.

Each function takes the dice (any order) and returns the box's points, or None
when the dice do not form its pattern (the box then takes a 0). A game builds
its rows from these (engine/yahtzee/spec.py); Yahtzee and Triple Yahtzee share
their box scoring through this module, never by importing each other.
"""

from __future__ import annotations

from collections.abc import Sequence

FACES = (1, 2, 3, 4, 5, 6)


def counts_of(dice: Sequence[int]) -> list[int]:
    """How many dice show each face: index 1..6 (index 0 unused)."""
    counts = [0] * 7
    for value in dice:
        counts[value] += 1
    return counts


def upper(face: int, dice: Sequence[int]) -> int:
    """An upper box: the sum of the dice showing ``face`` (0 is a result, never a dash)."""
    return face * counts_of(dice)[face]


def kind_sum(count: int, dice: Sequence[int]) -> int | None:
    """``count`` of a kind scored as the sum of all the dice (Yahtzee's 3K and 4K)."""
    return sum(dice) if max(counts_of(dice)) >= count else None


def kind_face(count: int, dice: Sequence[int]) -> int | None:
    """``count`` of a kind scored as ``count`` times the highest such face (Yatzy)."""
    counts = counts_of(dice)
    faces = [v for v in FACES if counts[v] >= count]
    return count * faces[-1] if faces else None


def two_pairs(dice: Sequence[int]) -> int | None:
    """Two pairs of different faces: twice each face (the two highest); five alike is not."""
    counts = counts_of(dice)
    faces = [v for v in FACES if counts[v] >= 2]
    return 2 * (faces[-1] + faces[-2]) if len(faces) >= 2 else None


def is_full_house(dice: Sequence[int]) -> bool:
    """Three of one face and two of another (five alike is not a full house)."""
    return sorted(c for c in counts_of(dice)[1:] if c) == [2, 3]


def fixed_full_house(points: int, dice: Sequence[int]) -> int | None:
    """A full house worth fixed ``points`` (Yahtzee's 25)."""
    return points if is_full_house(dice) else None


def sum_full_house(dice: Sequence[int]) -> int | None:
    """A full house worth the sum of the dice (Yatzy)."""
    return sum(dice) if is_full_house(dice) else None


def run_of(length: int, points: int, dice: Sequence[int]) -> int | None:
    """``points`` when ``length`` faces in a row are showing (a straight), else None."""
    present = set(dice)
    for start in range(1, 8 - length):
        if all(v in present for v in range(start, start + length)):
            return points
    return None


def exact_run(faces: tuple[int, ...], points: int, dice: Sequence[int]) -> int | None:
    """``points`` when the dice are exactly ``faces`` (Yatzy's 1-5 and 2-6 straights)."""
    return points if sorted(dice) == list(faces) else None


def all_alike(points: int, dice: Sequence[int]) -> int | None:
    """``points`` when every die shows the same face (a Yahtzee)."""
    return points if len(set(dice)) == 1 else None


def chance(dice: Sequence[int]) -> int:
    """The sum of the dice."""
    return sum(dice)
