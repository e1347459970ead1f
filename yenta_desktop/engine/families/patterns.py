"""Generic box scorers of the Yahtzee family (five dice, faces 1-6), shared by every game.

Each function takes the dice (any order) and returns the box's points, or None
when the dice do not form its pattern (the box then takes a 0). Number patterns
read the dice's values (a coloured face is an int of its value,
engine/families/dice.py); the colour patterns at the end read the colours of
declared dice (painted Yahtzee's Flush, Rainbow, Reds...), and a plain die has
no colour. A game builds
its rows from these (engine/yahtzee/spec.py); Yahtzee and Triple Yahtzee share
their box scoring through this module, never by importing each other.
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.engine.families.dice import colour_of

#: The values of a six-sided die (patterns read whatever values the dice show).
FACES = (1, 2, 3, 4, 5, 6)


def counts_of(dice: Sequence[int]) -> list[int]:
    """How many dice show each value: index 1..6 (index 0 unused; longer for larger values)."""
    counts = [0] * max(7, max(dice, default=0) + 1)
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
    faces = [v for v in range(1, len(counts)) if counts[v] >= count]
    return count * faces[-1] if faces else None


def two_pairs(dice: Sequence[int]) -> int | None:
    """Two pairs of different faces: twice each face (the two highest); five alike is not."""
    counts = counts_of(dice)
    faces = [v for v in range(1, len(counts)) if counts[v] >= 2]
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
    for start in range(1, max(7, max(dice, default=0) + 1) - length + 1):
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


# ---------------------------------------------------------------------- colours


def colour_counts(dice: Sequence[int]) -> dict[str, int]:
    """How many dice show each colour (colours in the order first seen; plain dice left out)."""
    counts: dict[str, int] = {}
    for die in dice:
        colour = colour_of(die)
        if colour is not None:
            counts[colour] = counts.get(colour, 0) + 1
    return counts


def colour_sum(colour: str, dice: Sequence[int]) -> int:
    """A colour box: the sum of the values of the dice showing ``colour`` (0 is a result)."""
    return sum(int(d) for d in dice if colour_of(d) == colour)


def colour_kind_sum(count: int, dice: Sequence[int]) -> int | None:
    """``count`` or more dice of one colour, scored as the sum of all the dice."""
    counts = colour_counts(dice)
    return sum(dice) if counts and max(counts.values()) >= count else None


def flush(points: int, dice: Sequence[int]) -> int | None:
    """``points`` when every die shows the same colour."""
    counts = colour_counts(dice)
    return points if len(counts) == 1 and sum(counts.values()) == len(dice) else None


def colour_full_house(points: int, dice: Sequence[int]) -> int | None:
    """``points`` for three dice of one colour and two of another (a flush is not one)."""
    return points if sorted(colour_counts(dice).values()) == [2, 3] else None


def rainbow(points: int, dice: Sequence[int]) -> int | None:
    """``points`` when every die shows a different colour."""
    counts = colour_counts(dice)
    return points if len(counts) == len(dice) and all(c == 1 for c in counts.values()) else None
