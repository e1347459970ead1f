"""Where each start-of-turn state lives in a value table (shared by the solver and the loader).

A start-of-turn state of one player is (R, s, L): ``R`` the open upper rows
(bit i: the row of value i + 1), ``s`` the sum of the written upper rows, and
``L`` the open lower rows (bit j: ``LOWER_ROWS[j]``). Only whether the final
upper sum reaches 0 matters for the future, so ``s`` is clamped to
``[-2 x open - 1, 3 x open]`` (``open`` the sum of the open upper values):
below that range the bonus is out of reach, above it it is certain. With no
upper row open the bonus is settled and ``s`` is dropped.

Any-order tables hold every (R, clamped reachable s, L): R-blocks in mask
order, each a run of 512 L values per reachable sum. Upper-first tables hold
(R, s) with every lower row open for R != 0, then the 512 L values of R = 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from yenta_desktop.engine.dicepoker.scoring import LOWER_ROWS, NUM_UPPER, ROWS

ALL_UPPER = (1 << NUM_UPPER) - 1
ALL_LOWER = (1 << len(LOWER_ROWS)) - 1
LOWER_COUNT = ALL_LOWER + 1


def open_upper_total(upper_mask: int) -> int:
    """The sum of the face values of the open upper rows in ``upper_mask``."""
    return sum(i + 1 for i in range(NUM_UPPER) if upper_mask >> i & 1)


def clamp_sum(upper_mask: int, upper_sum: int) -> int:
    """``upper_sum`` clamped to where it still matters for the bonus (0 if no upper row is open)."""
    if not upper_mask:
        return 0
    left = open_upper_total(upper_mask)
    return min(3 * left, max(-2 * left - 1, upper_sum))


@cache
def reachable_sums(upper_mask: int) -> tuple[int, ...]:
    """The clamped upper sums the written rows (those not in ``upper_mask``) can have, ascending."""
    if not upper_mask:
        return (0,)
    sums = {0}
    for i in range(NUM_UPPER):
        if not upper_mask >> i & 1:
            value = i + 1
            sums = {s + k * value for s in sums for k in range(-3, 3)}
    return tuple(sorted({clamp_sum(upper_mask, s) for s in sums}))


@cache
def _sum_positions(upper_mask: int) -> dict[int, int]:
    return {s: i for i, s in enumerate(reachable_sums(upper_mask))}


@lru_cache(maxsize=2)
def _bases(upper_first: bool) -> tuple[tuple[int, ...], int]:
    bases = [0] * (ALL_UPPER + 1)
    offset = 0
    if upper_first:
        for mask in range(1, ALL_UPPER + 1):
            bases[mask] = offset
            offset += len(reachable_sums(mask))
        bases[0] = offset
        offset += LOWER_COUNT
    else:
        for mask in range(ALL_UPPER + 1):
            bases[mask] = offset
            offset += len(reachable_sums(mask)) * LOWER_COUNT
    return tuple(bases), offset


def table_size(upper_first: bool) -> int:
    """How many states a table of that kind holds."""
    return _bases(upper_first)[1]


def state_index(upper_first: bool, upper_mask: int, upper_sum: int, lower_mask: int) -> int:
    """The position of state (R, s, L) in a table (``s`` is clamped here)."""
    bases = _bases(upper_first)[0]
    if upper_first and upper_mask:
        if lower_mask != ALL_LOWER:
            raise ValueError("with upper_first no lower row is written before the upper six")
        return bases[upper_mask] + _sum_positions(upper_mask)[clamp_sum(upper_mask, upper_sum)]
    position = _sum_positions(upper_mask)[clamp_sum(upper_mask, upper_sum)]
    return bases[upper_mask] + position * LOWER_COUNT + lower_mask


def states(upper_first: bool) -> list[tuple[int, int, int]]:
    """Every (R, s, L) of a table, in table order."""
    result: list[tuple[int, int, int]] = []
    if upper_first:
        for mask in range(1, ALL_UPPER + 1):
            result.extend((mask, s, ALL_LOWER) for s in reachable_sums(mask))
        result.extend((0, 0, lower) for lower in range(LOWER_COUNT))
    else:
        for mask in range(ALL_UPPER + 1):
            for s in reachable_sums(mask):
                result.extend((mask, s, lower) for lower in range(LOWER_COUNT))
    return result


def state_of_card(card: Sequence[int | None]) -> tuple[int, int, int]:
    """(R, clamped s, L) of a scorecard (15 entries, None for empty rows)."""
    upper_mask = sum(1 << i for i in range(NUM_UPPER) if card[i] is None)
    upper_sum = sum(points for points in card[:NUM_UPPER] if points is not None)
    lower_mask = sum(1 << j for j in range(len(LOWER_ROWS)) if card[NUM_UPPER + j] is None)
    return upper_mask, clamp_sum(upper_mask, upper_sum), lower_mask


def open_row_ids(upper_mask: int, lower_mask: int) -> list[str]:
    """The row ids open in (R, L), in scorecard order."""
    rows = [ROWS[i] for i in range(NUM_UPPER) if upper_mask >> i & 1]
    rows += [LOWER_ROWS[j] for j in range(len(LOWER_ROWS)) if lower_mask >> j & 1]
    return rows
