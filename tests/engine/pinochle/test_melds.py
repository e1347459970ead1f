"""Rule 4: the meld finder against a brute-force search, the meld table, the seed's example."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest

from yenta_desktop.engine.pinochle import DECK, POINTS, SUITS, find_melds, meld_points
from yenta_desktop.engine.pinochle.melds import MELD_CLASS, best_trump_meld

RUN = ("A", "T", "K", "Q", "J")


def meld_types(trump: str) -> dict[int, list[tuple[str, Counter[str]]]]:
    """Every meld of the table as (name, cards used), by class, for ``trump``."""
    run = [r + trump for r in RUN]
    types: dict[int, list[tuple[str, Counter[str]]]] = {
        1: [
            ("double_run", Counter(run * 2)),
            ("run_marriage", Counter(run + ["K" + trump, "Q" + trump])),
            ("run_king", Counter(run + ["K" + trump])),
            ("run_queen", Counter(run + ["Q" + trump])),
            ("run", Counter(run)),
            ("royal_marriage", Counter(["K" + trump, "Q" + trump])),
            ("dix", Counter(["9" + trump])),
        ]
        + [("common_marriage", Counter(["K" + s, "Q" + s])) for s in SUITS if s != trump],
        2: [
            ("pinochle", Counter(["JD", "QS"])),
            ("double_pinochle", Counter(["JD", "JD", "QS", "QS"])),
        ],
        3: [],
    }
    for rank, word in (("A", "aces"), ("K", "kings"), ("Q", "queens"), ("J", "jacks")):
        around = [rank + s for s in SUITS]
        types[3].append((f"{word}_around", Counter(around)))
        types[3].append((f"{word}_abound", Counter(around * 2)))
    return types


def best_of(types: list[tuple[str, Counter[str]]], hand: Counter[str]) -> int:
    """The best total of melds of ``types`` that ``hand`` can make at once (exhaustive)."""

    @cache
    def search(index: int, left: tuple[tuple[str, int], ...]) -> int:
        if index == len(types):
            return 0
        name, cards = types[index]
        have = Counter(dict(left))
        result = search(index + 1, left)  # this meld not (again)
        if all(have[c] >= n for c, n in cards.items()):
            rest = have - cards
            result = max(result, POINTS[name] + search(index, tuple(sorted(rest.items()))))
        return result

    return search(0, tuple(sorted(hand.items())))


def brute_force(hand: list[str], trump: str) -> dict[int, int]:
    """The best total per class by trying every combination of meld instances."""
    return {klass: best_of(types, Counter(hand)) for klass, types in meld_types(trump).items()}


def finder_totals(hand: list[str], trump: str) -> dict[int, int]:
    totals = {1: 0, 2: 0, 3: 0}
    for meld in find_melds(hand, trump):
        totals[meld.meld_class] += meld.points
    return totals


RICH = [r + s for s in SUITS for r in ("A", "T", "K", "Q", "J")] * 2 + ["9S", "9S", "9H", "9H"]


def random_hands(count: int, seed: int) -> list[tuple[list[str], str]]:
    """Deals from the whole deck, and from a meld-rich deck (runs, abounds, double pinochles)."""
    rng = random.Random(seed)
    hands = []
    for i in range(count):
        deck = list(DECK) if i % 2 else RICH
        size = rng.choice((12, 12, 16, 20))
        hands.append((rng.sample(deck, size), rng.choice(SUITS)))
    return hands


def test_finder_matches_brute_force_on_many_random_hands():
    for hand, trump in random_hands(1500, 4):
        assert finder_totals(hand, trump) == brute_force(hand, trump), (hand, trump)


def test_no_card_serves_twice_within_a_class():
    for hand, trump in random_hands(500, 5):
        counts = Counter(hand)
        for klass in (1, 2, 3):
            used: Counter[str] = Counter()
            for meld in find_melds(hand, trump):
                if meld.meld_class == klass:
                    used.update(meld.cards)
            assert all(counts[c] >= n for c, n in used.items())


def test_the_seeds_example_queen_of_hearts_in_a_marriage_and_queens_around_not_a_run():
    # Hearts trump: the run takes the queen of hearts, so there is no extra royal marriage.
    hand = ["AH", "TH", "KH", "QH", "JH", "QS", "QD", "QC", "9C", "9D", "JC", "TS"]
    names = sorted(m.name for m in find_melds(hand, "H"))
    assert names == ["queens_around", "run"]
    assert meld_points(hand, "H") == 150 + 60
    # Spades trump: a hearts marriage and queens around share the queen of hearts.
    names = sorted(m.name for m in find_melds(hand, "S"))
    assert names == ["common_marriage", "queens_around"]
    assert meld_points(hand, "S") == 20 + 60


@pytest.mark.parametrize(
    ("hand", "trump", "expected"),
    [
        (["AH", "TH", "KH", "QH", "JH"], "H", {"run": 150}),
        (["AH", "TH", "KH", "KH", "QH", "JH"], "H", {"run_king": 190}),
        (["AH", "TH", "KH", "QH", "QH", "JH"], "H", {"run_queen": 190}),
        (["AH", "TH", "KH", "KH", "QH", "QH", "JH"], "H", {"run_marriage": 230}),
        (["AH", "TH", "KH", "QH", "JH"] * 2, "H", {"double_run": 1500}),
        (["KH", "QH"], "H", {"royal_marriage": 40}),
        (["KH", "QH"], "S", {"common_marriage": 20}),
        (["KH", "QH", "KH", "QH"], "S", {"common_marriage": 40}),
        (["9H", "9H"], "H", {"dix": 20}),
        (["JD", "QS"], "C", {"pinochle": 40}),
        (["JD", "QS", "JD", "QS"], "C", {"double_pinochle": 300}),
        (["AS", "AH", "AC", "AD"], "C", {"aces_around": 100}),
        (["AS", "AH", "AC", "AD"] * 2, "C", {"aces_abound": 1000}),
        (["KS", "KH", "KC", "KD"], "C", {"kings_around": 80, "royal_marriage": 0}),
        (["KS", "KH", "KC", "KD"] * 2, "C", {"kings_abound": 800}),
        (["QS", "QH", "QC", "QD"], "C", {"queens_around": 60}),
        (["QS", "QH", "QC", "QD"] * 2, "C", {"queens_abound": 600}),
        (["JS", "JH", "JC", "JD"], "C", {"jacks_around": 40}),
        (["JS", "JH", "JC", "JD"] * 2, "C", {"jacks_abound": 400}),
    ],
)
def test_rule4_meld_table(hand, trump, expected):
    found: Counter[str] = Counter()
    for meld in find_melds(hand, trump):
        found[meld.name] += meld.points
    assert {name: found[name] for name in expected} == expected


def test_melds_carry_their_cards_and_class():
    melds = find_melds(["KS", "KH", "KC", "KD", "QS", "JD"], "S")
    by_name = {m.name: m for m in melds}
    assert by_name["royal_marriage"].cards == ("KS", "QS")
    assert by_name["pinochle"].cards == ("JD", "QS")
    assert by_name["kings_around"].meld_class == 3
    assert all(MELD_CLASS[m.name] == m.meld_class for m in melds)


def test_best_trump_meld_picks_the_suit_with_the_most_meld():
    hand = ["AD", "TD", "KD", "QD", "JD", "9D", "KS", "QS", "AC", "9H", "JH", "TC"]
    assert best_trump_meld(hand) == ("D", 150 + 10 + 20 + 40)
