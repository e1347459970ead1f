"""What dice set aside in Farkle score (docs/rules/farkle.md, rule 2).

Dice are values 1-6. Only dice of the same roll score together, so every
function here takes the dice of one roll (or one set-aside from it).

The standard table:

* a single 1 = 100, a single 5 = 50;
* three of a kind = 100 x the face, three 1s = 1,000;
* four of a kind 1,000, five 2,000, six 3,000;
* six dice only: a straight 1-6 = 1,500; three pairs = 1,500 (four of one face
  and two of another also count); four of a kind with a pair = 1,500; two
  triplets (different faces) = 2,500. Six alike is only six of a kind.

A set-aside scores its best split into these combinations and every die in it
must belong to one. The dice of one face are never split between a triple
and singles: four 1s are four of a kind (1,000), not three 1s and a 1 (1,100).
So a set-aside's points are the best of the six-dice combinations (when it
has six dice) and the sum over faces of what that face's count scores.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations

FACES = (1, 2, 3, 4, 5, 6)
NUM_DICE = 6

#: What n dice of one face score together (n = 0..6); None: those dice cannot score alone.
_ONES = (0, 100, 200, 1000, 1000, 2000, 3000)
_FIVES = (0, 50, 100, 500, 1000, 2000, 3000)

STRAIGHT = 1500
THREE_PAIRS = 1500
FOUR_AND_PAIR = 1500
TWO_TRIPLETS = 2500

Counts = tuple[int, int, int, int, int, int]


def counts_of(dice: Iterable[int]) -> Counts:
    """How many dice show each face 1..6 (index 0 is the ones)."""
    counts = [0] * 6
    for value in dice:
        if type(value) is not int or not 1 <= value <= 6:
            raise ValueError(f"a die shows 1 to 6, not {value!r}")
        counts[value - 1] += 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])


def _face_points(face: int, count: int) -> int | None:
    """What ``count`` dice of ``face`` score by themselves; None if they cannot."""
    if count == 0:
        return 0
    if face == 1:
        return _ONES[count]
    if face == 5:
        return _FIVES[count]
    if count < 3:
        return None
    return 100 * face if count == 3 else 1000 * (count - 3)


@cache
def counts_points(counts: Counts) -> int | None:
    """The points of a set-aside given by its counts; None if some die scores nothing."""
    total = 0
    valid = True
    for face, count in zip(FACES, counts, strict=True):
        points = _face_points(face, count)
        if points is None:
            valid = False
            break
        total += points
    best = total if valid else None
    if sum(counts) == NUM_DICE:
        shape = sorted(c for c in counts if c)
        whole = None
        if shape == [1, 1, 1, 1, 1, 1]:
            whole = STRAIGHT
        elif shape in ([2, 2, 2], [2, 4]):
            whole = max(THREE_PAIRS, FOUR_AND_PAIR if shape == [2, 4] else 0)
        elif shape == [3, 3]:
            whole = TWO_TRIPLETS
        if whole is not None and (best is None or whole > best):
            best = whole
    return best


def points(dice: Sequence[int]) -> int | None:
    """The points of setting aside ``dice`` (one roll's); None if not every die scores."""
    if not dice:
        return None
    return counts_points(counts_of(dice))


def is_farkle(dice: Sequence[int]) -> bool:
    """Whether a roll has no scoring die at all (the turn ends with nothing)."""
    return best_set_aside(dice) is None


def scoring_positions(dice: Sequence[int]) -> tuple[int, ...]:
    """The positions of ``dice`` that belong to some scoring set-aside (to highlight)."""
    found: set[int] = set()
    for chosen in set_asides(dice):
        found.update(chosen)
    return tuple(sorted(found))


def set_asides(dice: Sequence[int]) -> list[tuple[int, ...]]:
    """Every legal set-aside of a roll, as positions (smallest first, fewest dice first)."""
    result = []
    for size in range(1, len(dice) + 1):
        for chosen in combinations(range(len(dice)), size):
            if points([dice[p] for p in chosen]) is not None:
                result.append(chosen)
    return result


@cache
def _distinct_set_asides(counts: Counts) -> tuple[tuple[Counts, int], ...]:
    """Every distinct scoring sub-multiset of ``counts`` with its points."""
    found: list[tuple[Counts, int]] = []

    def walk(index: int, chosen: list[int]) -> None:
        if index == 6:
            sub = (chosen[0], chosen[1], chosen[2], chosen[3], chosen[4], chosen[5])
            if any(sub):
                value = counts_points(sub)
                if value is not None:
                    found.append((sub, value))
            return
        for n in range(counts[index] + 1):
            chosen.append(n)
            walk(index + 1, chosen)
            chosen.pop()

    walk(0, [])
    return tuple(found)


def distinct_set_asides(dice: Sequence[int]) -> tuple[tuple[Counts, int], ...]:
    """The distinct scoring set-asides of a roll as (counts, points): what search needs."""
    return _distinct_set_asides(counts_of(dice))


def best_set_aside(dice: Sequence[int]) -> tuple[Counts, int] | None:
    """The set-aside that scores most from a roll (more dice on a tie); None for a farkle."""
    options = distinct_set_asides(dice)
    if not options:
        return None
    return max(options, key=lambda option: (option[1], sum(option[0])))


def take_all_positions(dice: Sequence[int]) -> tuple[int, ...]:
    """The positions of the best-scoring set-aside that uses the most dice ("take all")."""
    best: tuple[int, ...] = ()
    best_key = (-1, -1)
    for chosen in set_asides(dice):
        value = points([dice[p] for p in chosen])
        assert value is not None
        key = (value, len(chosen))
        if key > best_key:
            best, best_key = chosen, key
    return best


def combination_name(dice: Sequence[int]) -> str | None:
    """A name id for what a set-aside makes (for the UI), None if it does not score.

    Ids: "straight", "two_triplets", "three_pairs", "four_and_pair", "six_kind",
    "five_kind", "four_kind", "three_kind", "singles", "mixed".
    """
    value = points(dice)
    if value is None:
        return None
    counts = counts_of(dice)
    shape = sorted(c for c in counts if c)
    if len(dice) == NUM_DICE:
        if shape == [1, 1, 1, 1, 1, 1] and value == STRAIGHT:
            return "straight"
        if shape == [3, 3] and value == TWO_TRIPLETS:
            return "two_triplets"
        if shape == [2, 4] and value == FOUR_AND_PAIR:
            return "four_and_pair"
        if shape == [2, 2, 2] and value == THREE_PAIRS:
            return "three_pairs"
    if len(shape) == 1:
        n = shape[0]
        if n >= 3:
            return ("three_kind", "four_kind", "five_kind", "six_kind")[n - 3]
        return "singles"
    if max(shape) < 3:
        return "singles"
    return "mixed"
