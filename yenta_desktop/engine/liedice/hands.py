"""Poker-dice hands: the exact evaluator, the order of every bid, and structural names.

Faces rank A > K > Q > J > 10 > 9 and are written as those strings; inside the
engine a face is its rank 0..5 (9 = 0, A = 5). A *bid* names 0 to 5 dice; a
*box* is five dice. Both are hands of the same order (rule 5):

* the kind first: five of a kind > four > full house > straight > three >
  two pairs > one pair > high die > junk;
* within a kind the grouped ranks (bigger group first, then higher rank:
  two pairs compare the higher pair, then the lower);
* then the named odd dice from the highest down, where naming one more odd
  die ranks above the same hand without it (Python's tuple order does exactly
  this: ``(5,) < (5, 0)``).

There are 462 distinct bids (every multiset of 0 to 5 faces); :data:`BIDS`
lists them from junk to five aces, and :func:`bid_index` places any bid in
that order, so "box >= bid" is one integer comparison.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Any

#: The faces from lowest to highest; a face's rank is its position here.
FACES: tuple[str, ...] = ("9", "10", "J", "Q", "K", "A")
RANK: dict[str, int] = {face: rank for rank, face in enumerate(FACES)}

JUNK, HIGH_DIE, PAIR, TWO_PAIRS, THREE, STRAIGHT, FULL_HOUSE, FOUR, FIVE = range(9)
#: Kind codes (0..8) to the names the UI translates ("lie-dice.kind.<name>").
KINDS: tuple[str, ...] = (
    "junk",
    "high_die",
    "pair",
    "two_pairs",
    "three",
    "straight",
    "full_house",
    "four",
    "five",
)

#: A comparable hand: (kind, grouped ranks, odd ranks from the highest down).
HandKey = tuple[int, tuple[int, ...], tuple[int, ...]]


def hand_key(ranks: Iterable[int]) -> HandKey:
    """The comparable key of 0 to 5 dice given as ranks 0..5 (any order)."""
    counts = [0, 0, 0, 0, 0, 0]
    n = 0
    for rank in ranks:
        counts[rank] += 1
        n += 1
    if n == 0:
        return (JUNK, (), ())
    # Groups by size, then rank, both descending: the order hands are compared in.
    groups = sorted(((c, r) for r, c in enumerate(counts) if c), reverse=True)
    top, top_rank = groups[0]
    singles = tuple(r for c, r in groups if c == 1)
    if top == 5:
        return (FIVE, (top_rank,), ())
    if top == 4:
        return (FOUR, (top_rank,), singles)
    if top == 3:
        if len(groups) > 1 and groups[1][0] == 2:
            return (FULL_HOUSE, (top_rank, groups[1][1]), ())
        return (THREE, (top_rank,), singles)
    if top == 2:
        if len(groups) > 1 and groups[1][0] == 2:
            return (TWO_PAIRS, (top_rank, groups[1][1]), singles)
        return (PAIR, (top_rank,), singles)
    if n == 5 and singles[0] - singles[-1] == 4:
        return (STRAIGHT, (singles[0],), ())
    return (HIGH_DIE, (singles[0],), singles[1:])


def canonical_ranks(key: HandKey) -> tuple[int, ...]:
    """The dice of a hand in reading order: the groups, then the odd dice (highest first)."""
    kind, groups, odd = key
    if kind == STRAIGHT:
        return tuple(range(groups[0], groups[0] - 5, -1))
    sizes = {
        JUNK: (),
        HIGH_DIE: (1,),
        PAIR: (2,),
        TWO_PAIRS: (2, 2),
        THREE: (3,),
        FULL_HOUSE: (3, 2),
        FOUR: (4,),
        FIVE: (5,),
    }[kind]
    dice: list[int] = []
    for size, rank in zip(sizes, groups, strict=True):
        dice.extend([rank] * size)
    dice.extend(odd)
    return tuple(dice)


def _all_bids() -> tuple[tuple[int, ...], ...]:
    keys = [
        hand_key(combo)
        for size in range(6)
        for combo in combinations_with_replacement(range(6), size)
    ]
    return tuple(canonical_ranks(key) for key in sorted(keys))


#: Every bid as ranks in reading order, from junk (index 0) to five aces (index 461).
BID_RANKS: tuple[tuple[int, ...], ...] = _all_bids()
#: Every bid as face names in reading order, in the same order.
BIDS: tuple[tuple[str, ...], ...] = tuple(tuple(FACES[r] for r in bid) for bid in BID_RANKS)
_INDEX_BY_SORTED: dict[tuple[int, ...], int] = {
    tuple(sorted(bid)): index for index, bid in enumerate(BID_RANKS)
}
_INDEX_BY_NAMES: dict[tuple[str, ...], int] = {bid: index for index, bid in enumerate(BIDS)}
#: The index of the highest bid (five aces): nothing can raise it.
TOP_INDEX = len(BIDS) - 1


def index_of_ranks(ranks: Iterable[int]) -> int:
    """The place in :data:`BIDS` of 0 to 5 dice given as ranks (any order)."""
    return _INDEX_BY_SORTED[tuple(sorted(ranks))]


def parse_dice(dice: Any) -> tuple[int, ...]:
    """Face names (any order) as ranks; ``ValueError`` saying what is wrong."""
    if isinstance(dice, (str, bytes)) or not isinstance(dice, (list, tuple)):
        raise ValueError(f"dice are a list of faces (9, 10, J, Q, K, A), not {dice!r}")
    ranks = []
    for face in dice:
        rank = RANK.get(face) if isinstance(face, str) else None
        if rank is None:
            raise ValueError(f"a die shows 9, 10, J, Q, K or A, not {face!r}")
        ranks.append(rank)
    return tuple(ranks)


def bid_index(dice: Sequence[str]) -> int:
    """The place of a bid (face names, any order, 0 to 5 dice) in the order of all bids.

    ``ValueError`` for anything that is not a bid. Equal indices mean the same
    bid; a higher index is a higher bid.
    """
    if isinstance(dice, tuple):
        found = _INDEX_BY_NAMES.get(dice)
        if found is not None:
            return found
    ranks = parse_dice(dice)
    if len(ranks) > 5:
        raise ValueError(f"a bid names at most five dice, not {len(ranks)}")
    return index_of_ranks(ranks)


def canonical(dice: Sequence[str]) -> tuple[str, ...]:
    """A bid's dice in reading order (groups first, then odd dice, highest first)."""
    return BIDS[bid_index(dice)]


def compare_bids(a: Sequence[str], b: Sequence[str]) -> int:
    """-1, 0 or 1 as bid (or box) ``a`` is lower than, equal to or higher than ``b``."""
    ia, ib = bid_index(a), bid_index(b)
    return (ia > ib) - (ia < ib)


def box_beats(box: Sequence[str], bid: Sequence[str]) -> bool:
    """Whether five dice ``box`` are at least ``bid`` (the bid is true, rule 6)."""
    if len(box) != 5:
        raise ValueError(f"a box holds five dice, not {len(box)}")
    return bid_index(box) >= bid_index(bid)


def lowest_raise(bid: Sequence[str] | None) -> tuple[str, ...] | None:
    """The smallest bid strictly above ``bid`` (junk when nothing was bid; None above five aces)."""
    if bid is None:
        return BIDS[0]
    index = bid_index(bid)
    return BIDS[index + 1] if index < TOP_INDEX else None


def raises_above(bid: Sequence[str] | None) -> tuple[tuple[str, ...], ...]:
    """Every legal bid after ``bid``, lowest first (every bid when nothing was bid yet)."""
    start = 0 if bid is None else bid_index(bid) + 1
    return BIDS[start:]


@dataclass(frozen=True)
class HandName:
    """A bid or box named by structure, for the UI to put into words in any language.

    ``kind`` is one of :data:`KINDS`; ``ranks`` the grouped faces (a pair's face,
    two pairs' higher then lower face, a full house's three then pair, a
    straight's top face, a high die's face); ``odd`` the other named faces,
    highest first.
    """

    kind: str
    ranks: tuple[str, ...]
    odd: tuple[str, ...]


def name_hand(dice: Sequence[str]) -> HandName:
    """The structural name of a bid or a box (face names, any order)."""
    kind, groups, odd = hand_key(parse_dice(dice))
    return HandName(KINDS[kind], tuple(FACES[r] for r in groups), tuple(FACES[r] for r in odd))


def kind_of(dice: Sequence[str]) -> str:
    """The kind name of a bid or box ("pair", "full_house", ...)."""
    return KINDS[hand_key(parse_dice(dice))[0]]


_SINGULAR = {"9": "nine", "10": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}
_PLURAL = {"9": "nines", "10": "tens", "J": "jacks", "Q": "queens", "K": "kings", "A": "aces"}


def _a(face: str) -> str:
    return ("an " if face == "A" else "a ") + _SINGULAR[face]


def _listed(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _with_odd(text: str, odd: Sequence[str]) -> str:
    return f"{text} and {_listed([_a(face) for face in odd])}" if odd else text


def english_name(dice: Sequence[str]) -> str:
    """The English words for a bid or box ("a pair of aces and a ten"): logs, tests, the CLI.

    The window translates :func:`name_hand` instead.
    """
    name = name_hand(dice)
    r, odd = name.ranks, name.odd
    if name.kind == "junk":
        return "junk"
    if name.kind == "high_die":
        return _listed(["one " + _SINGULAR[r[0]]] + [_a(face) for face in odd])
    if name.kind == "pair":
        return _with_odd("a pair of " + _PLURAL[r[0]], odd)
    if name.kind == "two_pairs":
        return _with_odd(f"two pairs, {_PLURAL[r[0]]} and {_PLURAL[r[1]]}", odd)
    if name.kind == "three":
        return _with_odd("three " + _PLURAL[r[0]], odd)
    if name.kind == "straight":
        return "a high straight" if r[0] == "A" else "a low straight"
    if name.kind == "full_house":
        return f"a full house, {_PLURAL[r[0]]} over {_PLURAL[r[1]]}"
    if name.kind == "four":
        return _with_odd("four " + _PLURAL[r[0]], odd)
    return "five " + _PLURAL[r[0]]
