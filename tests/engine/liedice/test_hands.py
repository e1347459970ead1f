"""The hand evaluator and the order of bids, checked against brute force over every roll."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from yenta_desktop.engine.liedice import (
    BIDS,
    FACES,
    bid_index,
    box_beats,
    compare_bids,
    english_name,
    kind_of,
    lowest_raise,
    name_hand,
)

ROLLS = list(itertools.product(FACES, repeat=5))


def reference_key(dice):
    """Rule 5 written out independently: (kind, grouped ranks, odd dice) from the issue's text."""
    rank = {f: i for i, f in enumerate(FACES)}
    counts = Counter(rank[d] for d in dice)
    by_size = sorted(counts.items(), key=lambda item: (-item[1], -item[0]))
    sizes = [c for _, c in by_size]
    odd = sorted((r for r, c in counts.items() if c == 1), reverse=True)
    if not dice:
        return (0, [], [])
    if sizes[0] == 5:
        return (8, [by_size[0][0]], [])
    if sizes[0] == 4:
        return (7, [by_size[0][0]], odd)
    if sizes[:2] == [3, 2]:
        return (6, [by_size[0][0], by_size[1][0]], [])
    if len(dice) == 5 and sizes == [1] * 5 and max(odd) - min(odd) == 4:
        return (5, [max(odd)], [])
    if sizes[0] == 3:
        return (4, [by_size[0][0]], odd)
    if sizes[:2] == [2, 2]:
        return (3, [max(by_size[0][0], by_size[1][0]), min(by_size[0][0], by_size[1][0])], odd)
    if sizes[0] == 2:
        return (2, [by_size[0][0]], odd)
    return (1, [odd[0]], odd[1:])


def test_kind_frequencies_over_all_7776_rolls_match_the_issue():
    kinds = Counter(kind_of(roll) for roll in ROLLS)
    assert len(ROLLS) == 7776
    expected = {
        "pair": 46.30,
        "two_pairs": 23.15,
        "three": 15.43,
        "high_die": 6.17,
        "full_house": 3.86,
        "straight": 3.09,
        "four": 1.93,
        "five": 0.08,
    }
    for kind, percent in expected.items():
        assert round(100 * kinds[kind] / 7776, 2) == percent, kind
    assert kinds["junk"] == 0
    # Exact counts: 3600 + 1800 + 1200 + 480 + 300 + 240 + 150 + 6.
    assert kinds["pair"] == 3600 and kinds["two_pairs"] == 1800 and kinds["five"] == 6


def test_there_are_462_bids_in_a_strict_order():
    assert len(BIDS) == len(set(BIDS)) == 462
    assert BIDS[0] == () and BIDS[-1] == ("A",) * 5
    for index, bid in enumerate(BIDS):
        assert bid_index(bid) == index
        assert bid_index(tuple(reversed(bid))) == index  # any order names the same bid


def test_the_comparator_agrees_with_the_reference_on_every_pair_of_bids():
    keys = [reference_key(bid) for bid in BIDS]
    for i, a in enumerate(keys):
        for j in range(i + 1, len(keys)):
            assert a < keys[j], (BIDS[i], BIDS[j])


def test_every_roll_ranks_as_its_own_five_dice_bid():
    for roll in ROLLS:
        assert box_beats(roll, roll)
        assert compare_bids(roll, sorted(roll)) == 0


def test_a_box_is_at_least_every_bid_it_contains():
    """Naming some of the box's dice is never a lie (brute force over all boxes and subsets)."""
    for box in set(tuple(sorted(r)) for r in ROLLS):
        for size in range(6):
            for subset in set(itertools.combinations(box, size)):
                assert box_beats(box, subset), (box, subset)


def test_truth_frequencies_fall_as_bids_rise():
    boxes = [bid_index(r) for r in ROLLS]
    counts = Counter(boxes)
    at_least = 7776
    previous = 7776
    for index in range(462):
        assert at_least <= previous
        previous = at_least
        at_least -= counts.get(index, 0)
    # Every box beats "one ace, a queen, a jack, a ten and a nine", the lowest five dice.
    assert all(box_beats(r, ("A", "Q", "J", "10", "9")) for r in ROLLS)
    assert not all(box_beats(r, ("A", "K")) for r in ROLLS)


@pytest.mark.parametrize(
    ("higher", "lower"),
    [
        (["J", "J", "J", "J", "10"], ["J", "J", "J", "J"]),
        (["J", "J", "J", "J", "9"], ["J", "J", "J", "J"]),
        (["A", "K", "Q", "J", "10"], ["K", "Q", "J", "10", "9"]),
        (["9", "9", "9", "9"], ["A", "A", "A", "K", "K"]),
        (["9", "9", "9", "10", "10"], ["A", "K", "Q", "J", "10"]),
        (["K", "Q", "J", "10", "9"], ["A", "A", "A", "K", "Q"]),
        (["9", "9", "9"], ["A", "A", "K", "K", "Q"]),
        (["10", "10", "9", "9"], ["A", "A", "K", "Q", "J"]),
        (["A", "A", "10", "10"], ["K", "K", "Q", "Q", "A"]),
        (["K", "K", "Q", "Q"], ["K", "K", "J", "J", "A"]),
        (["9", "9"], ["A", "K", "Q", "J", "9"]),
        (["A", "A", "10"], ["A", "A"]),
        (["A", "A", "Q"], ["A", "A", "J", "10", "9"]),
        (["9"], []),
        (["A"], ["K", "Q", "J", "10"]),
        (["A", "A", "A", "K", "K"], ["A", "A", "A", "Q", "Q"]),
        (["A", "A", "A", "9", "9"], ["K", "K", "K", "A", "A"]),
    ],
)
def test_rule5_examples(higher, lower):
    assert compare_bids(higher, lower) == 1
    assert compare_bids(lower, higher) == -1


def test_lowest_raise_adds_one_die_or_steps_up():
    assert lowest_raise(None) == ()
    assert lowest_raise(()) == ("9",)
    assert lowest_raise(["J", "J", "J", "J"]) == ("J", "J", "J", "J", "9")
    assert lowest_raise(["K", "Q", "J", "10", "9"]) == ("A", "K", "Q", "J", "10")
    assert lowest_raise(["A"] * 5) is None


def test_names_are_structural_and_english():
    assert name_hand(["10", "A", "A"]).kind == "pair"
    assert name_hand(["10", "A", "A"]).ranks == ("A",)
    assert name_hand(["10", "A", "A"]).odd == ("10",)
    assert name_hand(["9", "10", "9", "10", "K"]).ranks == ("10", "9")
    assert name_hand(["Q", "A", "Q", "A", "A"]).ranks == ("A", "Q")
    assert english_name([]) == "junk"
    assert english_name(["K"]) == "one king"
    assert english_name(["A", "A", "10"]) == "a pair of aces and a ten"
    assert english_name(["9", "9", "10", "10"]) == "two pairs, tens and nines"
    assert english_name(["A", "A", "A", "Q", "Q"]) == "a full house, aces over queens"
    assert english_name(["K", "Q", "J", "10", "9"]) == "a low straight"
    assert english_name(["A", "K", "Q", "J", "10"]) == "a high straight"
    assert english_name(["J", "J", "J", "J", "10"]) == "four jacks and a ten"
    assert english_name(["A"] * 5) == "five aces"
    assert english_name(["Q", "A", "J"]) == "one ace, a queen and a jack"
    assert (
        english_name(["K", "K", "A", "Q", "9"]) == "a pair of kings and an ace, a queen and a nine"
    )


@pytest.mark.parametrize("bad", [["X"], ["A"] * 6, "AAK", [1, 2], None, [["A"]]])
def test_malformed_bids_are_value_errors(bad):
    with pytest.raises(ValueError):
        bid_index(bad)
