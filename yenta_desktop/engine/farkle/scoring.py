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

That is the standard table (:data:`STANDARD`). House rules change it through a
:class:`Table` (Farkle's ``Rules.scoring`` builds one from the rule settings):
three 1s 1,000 or 300; four of a kind 1,000 or twice the triple; five and six of
a kind 2,000 and 3,000 or each doubling the one below; each six-dice combination
at its value or off (0). Every function here takes ``table`` (the standard one
by default), so the engine, the AI, the coach and the table read one rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

FACES = (1, 2, 3, 4, 5, 6)
NUM_DICE = 6

STRAIGHT = 1500
THREE_PAIRS = 1500
FOUR_AND_PAIR = 1500
TWO_TRIPLETS = 2500

Counts = tuple[int, int, int, int, int, int]


@dataclass(frozen=True)
class Table:
    """A scoring table: the standard one by default; 0 turns a six-dice combination off.

    ``four_kind_double``: four of a kind is twice the triple (else 1,000);
    ``doubling``: five and six of a kind each double the one below (else 2,000
    and 3,000).
    """

    three_ones: int = 1000
    four_kind_double: bool = False
    doubling: bool = False
    straight: int = STRAIGHT
    three_pairs: int = THREE_PAIRS
    four_and_pair: int = FOUR_AND_PAIR
    two_triplets: int = TWO_TRIPLETS

    def of_a_kind(self, face: int, count: int) -> int:
        """What ``count`` >= 3 dice of ``face`` score together."""
        triple = self.three_ones if face == 1 else 100 * face
        if count == 3:
            return triple
        four = 2 * triple if self.four_kind_double else 1000
        if count == 4:
            return four
        if self.doubling:
            return four << (count - 4)
        return 1000 * (count - 3)


STANDARD = Table()


def counts_of(dice: Iterable[int]) -> Counts:
    """How many dice show each face 1..6 (index 0 is the ones)."""
    counts = [0] * 6
    for value in dice:
        if type(value) is not int or not 1 <= value <= 6:
            raise ValueError(f"a die shows 1 to 6, not {value!r}")
        counts[value - 1] += 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])


def _face_points(face: int, count: int, table: Table) -> int | None:
    """What ``count`` dice of ``face`` score by themselves; None if they cannot."""
    if count == 0:
        return 0
    if count < 3:
        return 100 * count if face == 1 else 50 * count if face == 5 else None
    return table.of_a_kind(face, count)


@cache
def counts_points(counts: Counts, table: Table = STANDARD) -> int | None:
    """The points of a set-aside given by its counts; None if some die scores nothing."""
    total = 0
    valid = True
    for face, count in zip(FACES, counts, strict=True):
        points = _face_points(face, count, table)
        if points is None:
            valid = False
            break
        total += points
    best = total if valid else None
    if sum(counts) == NUM_DICE:
        shape = sorted(c for c in counts if c)
        whole = None
        if shape == [1, 1, 1, 1, 1, 1]:
            whole = table.straight
        elif shape in ([2, 2, 2], [2, 4]):
            whole = max(table.three_pairs, table.four_and_pair if shape == [2, 4] else 0)
        elif shape == [3, 3]:
            whole = table.two_triplets
        # 0: the combination is off under this table.
        if whole and (best is None or whole > best):
            best = whole
    return best


def points(dice: Sequence[int], table: Table = STANDARD) -> int | None:
    """The points of setting aside ``dice`` (one roll's); None if not every die scores."""
    if not dice:
        return None
    return counts_points(counts_of(dice), table)


def is_farkle(dice: Sequence[int], table: Table = STANDARD) -> bool:
    """Whether a roll has no scoring die at all (the turn ends with nothing)."""
    return best_set_aside(dice, table) is None


def scoring_positions(dice: Sequence[int], table: Table = STANDARD) -> tuple[int, ...]:
    """The positions of ``dice`` that belong to some scoring set-aside (to highlight)."""
    found: set[int] = set()
    for chosen in set_asides(dice, table):
        found.update(chosen)
    return tuple(sorted(found))


def set_asides(dice: Sequence[int], table: Table = STANDARD) -> list[tuple[int, ...]]:
    """Every legal set-aside of a roll, as positions (smallest first, fewest dice first)."""
    result = []
    for size in range(1, len(dice) + 1):
        for chosen in combinations(range(len(dice)), size):
            if points([dice[p] for p in chosen], table) is not None:
                result.append(chosen)
    return result


@cache
def _distinct_set_asides(counts: Counts, table: Table) -> tuple[tuple[Counts, int], ...]:
    """Every distinct scoring sub-multiset of ``counts`` with its points."""
    found: list[tuple[Counts, int]] = []

    def walk(index: int, chosen: list[int]) -> None:
        if index == 6:
            sub = (chosen[0], chosen[1], chosen[2], chosen[3], chosen[4], chosen[5])
            if any(sub):
                value = counts_points(sub, table)
                if value is not None:
                    found.append((sub, value))
            return
        for n in range(counts[index] + 1):
            chosen.append(n)
            walk(index + 1, chosen)
            chosen.pop()

    walk(0, [])
    return tuple(found)


def distinct_set_asides(
    dice: Sequence[int], table: Table = STANDARD
) -> tuple[tuple[Counts, int], ...]:
    """The distinct scoring set-asides of a roll as (counts, points): what search needs."""
    return _distinct_set_asides(counts_of(dice), table)


def best_set_aside(dice: Sequence[int], table: Table = STANDARD) -> tuple[Counts, int] | None:
    """The set-aside that scores most from a roll (more dice on a tie); None for a farkle."""
    options = distinct_set_asides(dice, table)
    if not options:
        return None
    return max(options, key=lambda option: (option[1], sum(option[0])))


def take_all_positions(dice: Sequence[int], table: Table = STANDARD) -> tuple[int, ...]:
    """The positions of the best-scoring set-aside that uses the most dice ("take all")."""
    best: tuple[int, ...] = ()
    best_key = (-1, -1)
    for chosen in set_asides(dice, table):
        value = points([dice[p] for p in chosen], table)
        assert value is not None
        key = (value, len(chosen))
        if key > best_key:
            best, best_key = chosen, key
    return best


def combination_name(dice: Sequence[int], table: Table = STANDARD) -> str | None:
    """A name id for what a set-aside makes (for the UI), None if it does not score.

    Ids: "straight", "two_triplets", "three_pairs", "four_and_pair", "six_kind",
    "five_kind", "four_kind", "three_kind", "singles", "mixed".
    """
    value = points(dice, table)
    if value is None:
        return None
    counts = counts_of(dice)
    shape = sorted(c for c in counts if c)
    if len(dice) == NUM_DICE:
        if shape == [1, 1, 1, 1, 1, 1] and value == table.straight:
            return "straight"
        if shape == [3, 3] and value == table.two_triplets:
            return "two_triplets"
        if shape == [2, 4] and value == table.four_and_pair:
            return "four_and_pair"
        if shape in ([2, 2, 2], [2, 4]) and value == table.three_pairs:
            return "three_pairs"
    if len(shape) == 1:
        n = shape[0]
        if n >= 3:
            return ("three_kind", "four_kind", "five_kind", "six_kind")[n - 3]
        return "singles"
    if max(shape) < 3:
        return "singles"
    return "mixed"
