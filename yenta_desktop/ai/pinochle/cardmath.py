"""Cards as small integers for the bots' inner loops (rollouts, search, hand evaluation).

Card ``c`` is ``suit * 6 + rank`` with suits in the engine's order (S, H, C,
D) and ranks by strength, 0 = nine ... 5 = ace, so within a suit a higher
number beats a lower one. The engine's string codes convert with
:data:`ID` / :data:`CODE`. Hands here are lists of ids, or counts per id
(24 entries).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from yenta_desktop.engine.pinochle import SUITS

RANK_LETTERS = ("9", "J", "Q", "K", "T", "A")  # by strength
NINE, JACK, QUEEN, KING, TEN, ACE = range(6)
#: Code -> id and id -> code.
ID = {rank + suit: s * 6 + r for s, suit in enumerate(SUITS) for r, rank in enumerate(RANK_LETTERS)}
CODE = [""] * 24
for _code, _id in ID.items():
    CODE[_id] = _code
SUIT_OF = [c // 6 for c in range(24)]
RANK_OF = [c % 6 for c in range(24)]
#: Counter points of each card taken in a trick.
POINTS = [10 if c % 6 >= KING else 0 for c in range(24)]
SPADES, HEARTS, CLUBS, DIAMONDS = range(4)
SUIT_ID = {suit: i for i, suit in enumerate(SUITS)}
QUEEN_OF_SPADES = SPADES * 6 + QUEEN
JACK_OF_DIAMONDS = DIAMONDS * 6 + JACK
AROUND_POINTS = ((ACE, 100), (KING, 80), (QUEEN, 60), (JACK, 40))


def ids(codes: Iterable[str]) -> list[int]:
    """Engine codes to ids."""
    return [ID[code] for code in codes]


def codes(cards: Iterable[int]) -> list[str]:
    """Ids to engine codes."""
    return [CODE[c] for c in cards]


def counts_of(cards: Iterable[int]) -> list[int]:
    """Counts per id (24 entries) of a list of ids."""
    counts = [0] * 24
    for c in cards:
        counts[c] += 1
    return counts


def meld_total(counts: Sequence[int], trump: int) -> int:
    """The engine's best meld total (rule 4), from counts per id: a few microseconds."""
    t = trump * 6
    ace, ten, king, queen, jack = (
        counts[t + 5],
        counts[t + 4],
        counts[t + 3],
        counts[t + 2],
        (counts[t + 1]),
    )
    least = min(ace, ten, king, queen, jack)
    if least == 2:
        total = 1500
    elif least == 1:
        total = 150 + (40 if king == 2 else 0) + (40 if queen == 2 else 0)
    else:
        total = 40 * min(king, queen)
    total += 10 * counts[t]
    for s in range(4):
        if s != trump:
            total += 20 * min(counts[s * 6 + KING], counts[s * 6 + QUEEN])
    jd, qs = counts[JACK_OF_DIAMONDS], counts[QUEEN_OF_SPADES]
    total += 300 if jd == 2 and qs == 2 else 40 * min(jd, qs)
    for rank, points in AROUND_POINTS:
        least = min(counts[rank], counts[6 + rank], counts[12 + rank], counts[18 + rank])
        if least == 2:
            total += 10 * points
        elif least == 1:
            total += points
    return total


def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` played later takes the trick from the winning ``best``."""
    suit = card // 6
    if suit == best // 6:
        return card > best
    return suit == trump


def winner_index(trick: Sequence[int], trump: int) -> int:
    """The position of the winning card of a (non-empty) trick."""
    best = 0
    top = trick[0]
    for i in range(1, len(trick)):
        card = trick[i]
        suit = card // 6
        if (suit == top // 6 and card > top) or (suit == trump and top // 6 != trump):
            best = i
            top = card
    return best


def legal(hand: Sequence[int], trick: Sequence[int], trump: int) -> list[int]:
    """The distinct legal cards of ``hand`` (rule 5), highest id first."""
    distinct = sorted(set(hand), reverse=True)
    if not trick:
        return distinct
    led = trick[0] // 6
    top = trick[winner_index(trick, trump)]
    top_suit = top // 6
    follow = [c for c in distinct if c // 6 == led]
    if follow:
        if top_suit == led:
            higher = [c for c in follow if c > top]
            return higher or follow
        return follow
    trumps = [c for c in distinct if c // 6 == trump]
    if trumps:
        if top_suit == trump:
            higher = [c for c in trumps if c > top]
            return higher or trumps
        return trumps
    return distinct
