"""Exact dice tables: every box, the outcome of every re-roll, and tail probabilities.

Five dice make 252 distinct boxes (multisets); :data:`BOXES` lists them in
rising hand order, so the boxes at least as good as a bid are a suffix of
that list (:data:`FIRST_AT_LEAST`). Keeping the dice ``kept`` and rolling the
other ``5 - len(kept)`` has :func:`outcomes` (box id, probability), found by
enumerating the multisets of the new dice with their multinomial weights
(the same as enumerating all 6^k rolls). :func:`tail` gives, for every bid,
the chance that the new box is at least that bid. Everything is exact
(fractions of 6^k in floating point) and cached on first use.
"""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache
from itertools import combinations, combinations_with_replacement
from math import factorial

from yenta_desktop.engine.liedice.hands import BIDS, index_of_ranks

#: A multiset of dice as sorted ranks (0 = 9 .. 5 = ace).
Dice = tuple[int, ...]

#: The 252 five-dice boxes, lowest hand first.
BOXES: tuple[Dice, ...] = tuple(
    sorted(combinations_with_replacement(range(6), 5), key=index_of_ranks)
)
#: The bid index of each box (its hand as a five-dice bid).
BOX_BID: tuple[int, ...] = tuple(index_of_ranks(box) for box in BOXES)
BOX_ID: dict[Dice, int] = {box: i for i, box in enumerate(BOXES)}
NUM_BOXES = len(BOXES)


def _first_at_least() -> tuple[int, ...]:
    firsts = []
    box = 0
    for bid in range(len(BIDS) + 1):
        while box < NUM_BOXES and BOX_BID[box] < bid:
            box += 1
        firsts.append(box)
    return tuple(firsts)


#: For each bid index (and one past the top): the first box id whose hand is at least it.
FIRST_AT_LEAST: tuple[int, ...] = _first_at_least()


def box_id(dice: tuple[int, ...] | list[int]) -> int:
    """The id in :data:`BOXES` of five dice given as ranks in any order."""
    return BOX_ID[tuple(sorted(dice))]


@cache
def _rolls(count: int) -> tuple[tuple[Dice, float], ...]:
    """Every multiset of ``count`` fresh dice with its probability."""
    total = 6**count
    out = []
    for combo in combinations_with_replacement(range(6), count):
        ways = factorial(count)
        for c in Counter(combo).values():
            ways //= factorial(c)
        out.append((combo, ways / total))
    return tuple(out)


@cache
def outcomes(kept: Dice) -> tuple[tuple[int, float], ...]:
    """Box ids and probabilities after keeping ``kept`` (sorted) and rolling the rest."""
    dist: dict[int, float] = {}
    for new, p in _rolls(5 - len(kept)):
        j = BOX_ID[tuple(sorted(kept + new))]
        dist[j] = dist.get(j, 0.0) + p
    return tuple(sorted(dist.items()))


@cache
def tail(kept: Dice) -> tuple[float, ...]:
    """``tail(kept)[i]``: the chance the box after the re-roll is at least bid ``i`` (0..462)."""
    suffix = [0.0] * (NUM_BOXES + 1)
    for j, p in outcomes(kept):
        suffix[j] += p
    for j in range(NUM_BOXES - 1, -1, -1):
        suffix[j] += suffix[j + 1]
    return tuple(suffix[FIRST_AT_LEAST[i]] for i in range(len(BIDS) + 1))


@cache
def keeps(box: int, size: int) -> tuple[tuple[Dice, int], ...]:
    """The distinct multisets of ``size`` dice one can keep from box ``box``, with how many
    of the C(5, size) choices of positions give each."""
    counts = Counter(tuple(combo) for combo in combinations(BOXES[box], size))
    return tuple(sorted(counts.items()))


@lru_cache(maxsize=200_000)
def best_keep(box: int, rerolled: int, target: int) -> Dice:
    """The dice to keep from ``box`` when re-rolling ``rerolled`` of them, to reach bid ``target``.

    The most likely to end at least ``target``; ties go to the higher kept dice.
    """
    options = keeps(box, 5 - rerolled)
    return max(options, key=lambda item: (tail(item[0])[target], index_of_ranks(item[0])))[0]


ROLL: tuple[float, ...] = tuple(
    p for _, p in sorted(dict(outcomes(())).items(), key=lambda item: item[0])
)
"""The chance of each box id after a fresh shake of all five dice."""


@lru_cache(maxsize=200_000)
def best_chance(box: int, target: int) -> float:
    """The best chance, over every hold of 1-4 dice, to re-roll box ``box`` to at least ``target``."""
    return max(tail(kept)[target] for size in (1, 2, 3, 4) for kept, _ in keeps(box, size))
