"""Pinochle cards: codes such as "AS" (ace of spades), "TH" (ten of hearts), "9C".

A code is a rank letter then a suit letter. The deck has two copies of each of
the 24 cards; the copies are identical for the rules (of two identical cards
played to a trick, the first wins), so a card is just its code and a hand is a
list of codes with repeats.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

#: Ranks from high to low (trick order): ace, ten, king, queen, jack, nine.
RANKS = ("A", "T", "K", "Q", "J", "9")
#: Suits in display order (black and red alternate): spades, hearts, clubs, diamonds.
SUITS = ("S", "H", "C", "D")
SUIT_NAMES = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds"}
RANK_NAMES = {"A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack", "9": "nine"}

#: The 24 distinct cards, by suit then rank (high first).
CARDS = tuple(rank + suit for suit in SUITS for rank in RANKS)
#: The 48-card deck: each card twice.
DECK = tuple(card for card in CARDS for _ in range(2))
CARD_SET = frozenset(CARDS)

#: Trick strength of each rank: higher beats lower.
RANK_POWER = {rank: len(RANKS) - i for i, rank in enumerate(RANKS)}
#: Counters: each ace, ten and king taken in tricks is worth 10.
COUNTER_RANKS = frozenset("ATK")
COUNTER_POINTS = 10
#: The last trick is worth 10 more; all counters plus the last trick make 250.
LAST_TRICK_POINTS = 10
TRICK_POINTS_PER_DEAL = 24 * COUNTER_POINTS + LAST_TRICK_POINTS

_SORT_KEY = {card: i for i, card in enumerate(CARDS)}


def rank_of(card: str) -> str:
    """The rank letter of a card code ("A" of "AS")."""
    return card[0]


def suit_of(card: str) -> str:
    """The suit letter of a card code ("S" of "AS")."""
    return card[1]


def is_card(value: object) -> bool:
    """Whether ``value`` is a card code of the pinochle deck."""
    return isinstance(value, str) and value in CARD_SET


def card_points(card: str) -> int:
    """Counter points of a card taken in a trick: 10 for A, 10 and K, else 0."""
    return COUNTER_POINTS if card[0] in COUNTER_RANKS else 0


def card_name(card: str) -> str:
    """English name of a card, for messages: "queen of spades"."""
    return f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"


def sort_cards(cards: Iterable[str], trump: str | None = None) -> list[str]:
    """Cards in display order: by suit (the trump suit first once named), high rank first."""
    if trump is None:
        return sorted(cards, key=_SORT_KEY.__getitem__)
    first = SUITS.index(trump) * len(RANKS)
    size = len(CARDS)
    return sorted(cards, key=lambda c: (_SORT_KEY[c] - first) % size)


def contains(hand: Iterable[str], cards: Iterable[str]) -> bool:
    """Whether ``hand`` holds every card of ``cards`` (repeats counted)."""
    need = Counter(cards)
    have = Counter(hand)
    return all(have[card] >= n for card, n in need.items())


def remove_cards(hand: list[str], cards: Iterable[str]) -> None:
    """Remove ``cards`` from ``hand`` in place (each once; the caller checked they are there)."""
    for card in cards:
        hand.remove(card)
