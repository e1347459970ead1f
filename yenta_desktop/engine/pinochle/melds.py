"""Melds (rule 4): the best set of melds of a hand, found class by class.

Three classes; within a class a card serves in at most one meld, but the same
card may serve once in each class (the queen of hearts in a hearts marriage
and in queens around, but not also in a run). Within each class the finder
returns the highest-scoring set of melds; because the classes never share a
constraint, the best total of a hand is the sum of the three classes' best.

Why a direct rule per class is optimal (the tests also compare it with a
brute-force search over every combination of meld instances):

* Class 1: a double run (1500) beats anything else its ten cards could make.
  With one run, the run family takes the extra trump king / queen (190 / 230)
  rather than a run plus a royal marriage (190 at most); without a run, each
  trump king-queen pair is a royal marriage. Each trump nine is a dix; each
  king-queen pair of another suit a common marriage.
* Class 2: a double pinochle (300) beats two pinochles (80).
* Class 3: all eight of a rank ("abound", ten times) beats two arounds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from yenta_desktop.engine.pinochle.cards import SUITS

#: Meld names (stable keys: the UI translates "pinochle.meld.<name>") and points.
DOUBLE_RUN = "double_run"
RUN_MARRIAGE = "run_marriage"
RUN_KING = "run_king"
RUN_QUEEN = "run_queen"
RUN = "run"
ROYAL_MARRIAGE = "royal_marriage"
COMMON_MARRIAGE = "common_marriage"
DIX = "dix"
DOUBLE_PINOCHLE = "double_pinochle"
PINOCHLE = "pinochle"
AROUND_NAMES = {"A": "aces_around", "K": "kings_around", "Q": "queens_around", "J": "jacks_around"}
ABOUND_NAMES = {"A": "aces_abound", "K": "kings_abound", "Q": "queens_abound", "J": "jacks_abound"}

POINTS: dict[str, int] = {
    DOUBLE_RUN: 1500,
    RUN_MARRIAGE: 230,
    RUN_KING: 190,
    RUN_QUEEN: 190,
    RUN: 150,
    ROYAL_MARRIAGE: 40,
    COMMON_MARRIAGE: 20,
    DIX: 10,
    DOUBLE_PINOCHLE: 300,
    PINOCHLE: 40,
    "aces_around": 100,
    "aces_abound": 1000,
    "kings_around": 80,
    "kings_abound": 800,
    "queens_around": 60,
    "queens_abound": 600,
    "jacks_around": 40,
    "jacks_abound": 400,
}
#: The class (1, 2 or 3) of each meld name.
MELD_CLASS: dict[str, int] = {
    **dict.fromkeys(
        (DOUBLE_RUN, RUN_MARRIAGE, RUN_KING, RUN_QUEEN, RUN, ROYAL_MARRIAGE, COMMON_MARRIAGE, DIX),
        1,
    ),
    DOUBLE_PINOCHLE: 2,
    PINOCHLE: 2,
    **dict.fromkeys((*AROUND_NAMES.values(), *ABOUND_NAMES.values()), 3),
}

RUN_RANKS = ("A", "T", "K", "Q", "J")
AROUND_RANKS = ("A", "K", "Q", "J")


@dataclass(frozen=True)
class Meld:
    """One meld shown: its ``name`` (a key above), the ``cards`` it uses, its ``points``."""

    name: str
    cards: tuple[str, ...]
    points: int

    @property
    def meld_class(self) -> int:
        """1 (trump and marriages), 2 (pinochles) or 3 (arounds)."""
        return MELD_CLASS[self.name]

    def to_dict(self) -> dict[str, Any]:
        """The record form: ``{"name", "cards", "points"}``."""
        return {"name": self.name, "cards": list(self.cards), "points": self.points}

    @classmethod
    def from_dict(cls, data: Any) -> Meld:
        """A meld from its record form (ValueError if malformed)."""
        if not isinstance(data, dict):
            raise ValueError("a meld is an object")
        name, cards, points = data.get("name"), data.get("cards"), data.get("points")
        if name not in POINTS or not isinstance(cards, list) or points != POINTS[name]:
            raise ValueError(f"not a meld: {data!r}")
        return cls(name, tuple(str(c) for c in cards), points)


def _meld(name: str, cards: Iterable[str]) -> Meld:
    return Meld(name, tuple(cards), POINTS[name])


def class1_melds(counts: Counter[str], trump: str) -> list[Meld]:
    """Runs, royal and common marriages, dix: the best class-1 set."""
    melds: list[Meld] = []
    have = {rank: counts[rank + trump] for rank in (*RUN_RANKS, "9")}
    run = [rank + trump for rank in RUN_RANKS]
    if all(have[rank] >= 2 for rank in RUN_RANKS):
        melds.append(_meld(DOUBLE_RUN, run + run))
    elif all(have[rank] >= 1 for rank in RUN_RANKS):
        king, queen = "K" + trump, "Q" + trump
        if have["K"] >= 2 and have["Q"] >= 2:
            melds.append(_meld(RUN_MARRIAGE, run + [king, queen]))
        elif have["K"] >= 2:
            melds.append(_meld(RUN_KING, run + [king]))
        elif have["Q"] >= 2:
            melds.append(_meld(RUN_QUEEN, run + [queen]))
        else:
            melds.append(_meld(RUN, run))
    else:
        for _ in range(min(have["K"], have["Q"])):
            melds.append(_meld(ROYAL_MARRIAGE, ("K" + trump, "Q" + trump)))
    for suit in SUITS:
        if suit != trump:
            for _ in range(min(counts["K" + suit], counts["Q" + suit])):
                melds.append(_meld(COMMON_MARRIAGE, ("K" + suit, "Q" + suit)))
    for _ in range(have["9"]):
        melds.append(_meld(DIX, ("9" + trump,)))
    return melds


def class2_melds(counts: Counter[str]) -> list[Meld]:
    """Pinochles: jack of diamonds with queen of spades."""
    jacks, queens = counts["JD"], counts["QS"]
    if jacks >= 2 and queens >= 2:
        return [_meld(DOUBLE_PINOCHLE, ("JD", "JD", "QS", "QS"))]
    return [_meld(PINOCHLE, ("JD", "QS")) for _ in range(min(jacks, queens))]


def class3_melds(counts: Counter[str]) -> list[Meld]:
    """Aces, kings, queens and jacks around (one of each suit) or abound (all eight)."""
    melds: list[Meld] = []
    for rank in AROUND_RANKS:
        least = min(counts[rank + suit] for suit in SUITS)
        cards = [rank + suit for suit in SUITS]
        if least >= 2:
            melds.append(_meld(ABOUND_NAMES[rank], cards + cards))
        elif least == 1:
            melds.append(_meld(AROUND_NAMES[rank], cards))
    return melds


def find_melds(hand: Iterable[str], trump: str) -> list[Meld]:
    """The best melds of ``hand`` with ``trump`` named: class 1, then 2, then 3."""
    if trump not in SUITS:
        raise ValueError(f"trump must be one of {', '.join(SUITS)}, not {trump!r}")
    counts = Counter(hand)
    return class1_melds(counts, trump) + class2_melds(counts) + class3_melds(counts)


def meld_points(hand: Iterable[str], trump: str) -> int:
    """The total points of the best melds of ``hand``."""
    return sum(meld.points for meld in find_melds(hand, trump))


def best_trump_meld(hand: Iterable[str]) -> tuple[str, int]:
    """The trump suit that gives ``hand`` the most meld, and that total (first suit on ties)."""
    cards = list(hand)
    best = max(SUITS, key=lambda suit: meld_points(cards, suit))
    return best, meld_points(cards, best)


def meld_cards(melds: Iterable[Meld]) -> Counter[str]:
    """The cards a set of melds shows, each as often as any one class uses it."""
    shown: Counter[str] = Counter()
    per_class: dict[int, Counter[str]] = {}
    for meld in melds:
        per_class.setdefault(meld.meld_class, Counter()).update(meld.cards)
    for used in per_class.values():
        shown |= used
    return shown
