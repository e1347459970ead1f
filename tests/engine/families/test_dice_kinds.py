"""Declared dice (engine/families/dice.py) through the roll-and-hold turn, patterns and daily dice."""

from __future__ import annotations

import json
import pickle
import random
from collections import Counter
from fractions import Fraction

import pytest

from yenta_desktop.engine.families import patterns
from yenta_desktop.engine.families.daily_dice import DailyDice, daily_die, source_faces
from yenta_desktop.engine.families.dice import (
    STANDARD_D6,
    DieKind,
    Face,
    dice_key,
    face_key,
    face_record,
    is_standard,
)
from yenta_desktop.engine.families.dice_turn import DiceTurn, multiset_probabilities

COLOURS = ("red", "blue", "green", "yellow", "purple")


def painted(k: int) -> DieKind:
    """Issue 31's balanced layout: die k's 1 and 6 in colour k, face v in colour (k + v - 1) % 5."""
    faces = []
    for v in range(1, 7):
        colour = COLOURS[k if v in (1, 6) else (k + v - 1) % 5]
        faces.append(Face(v, colour, colour[0].upper()))
    return DieKind(f"painted-{k}", faces)


PAINTED = tuple(painted(k) for k in range(5))


def test_a_face_is_its_value_for_sums_and_patterns_but_keeps_its_colour() -> None:
    red3 = Face(3, "red", "R")
    assert red3 == 3 and red3 + 1 == 4 and sum([red3, Face(2, "blue")]) == 5
    assert face_key(red3) != face_key(Face(3, "blue", "B"))
    assert pickle.loads(pickle.dumps(red3)).colour == "red"
    with pytest.raises(AttributeError):
        red3.colour = "blue"  # type: ignore[misc]
    assert face_record(red3) == [3, "red"] and face_record(3) == 3


def test_the_standard_die_is_plain_and_its_faces_are_bare_ints() -> None:
    assert is_standard(STANDARD_D6) and STANDARD_D6.tokens == (1, 2, 3, 4, 5, 6)
    assert all(type(t) is int for t in STANDARD_D6.tokens)
    assert not is_standard(PAINTED[0]) and PAINTED[0].colours == COLOURS


def test_a_die_cannot_have_two_faces_that_records_would_confuse() -> None:
    with pytest.raises(ValueError, match="could not tell them apart"):
        DieKind("odd", [Face(1, "red", "R"), Face(1, "red", "X")])
    with pytest.raises(ValueError, match="at least two faces"):
        DieKind("coin", [Face(1)])


def test_every_number_appears_once_in_every_colour_across_the_painted_dice() -> None:
    seen = Counter((int(f), f.colour) for kind in PAINTED for f in kind.faces)
    assert len(seen) == 30 and set(seen.values()) == {1}


def test_a_roll_must_show_a_face_of_each_slots_die_and_errors_change_nothing() -> None:
    turn = DiceTurn(5, 3, kinds=PAINTED)
    turn.start()
    before = turn.copy()
    with pytest.raises(ValueError, match="die 1: .*no face \\[2, 'red'\\]"):
        turn.apply_chance(0, random.Random(0), [1, [2, "red"], 3, 4, 5])
    with pytest.raises(ValueError, match="no face 7"):
        turn.apply_chance(0, random.Random(0), [1, 2, 3, 4, 7])
    assert turn == before
    # A bare value names the one face of that number on each painted die.
    turn.apply_chance(0, random.Random(0), [1, 2, 3, 4, 5])
    assert [f.colour for f in turn.dice] == ["red", "green", "purple", "blue", "yellow"]  # type: ignore[attr-defined]


def test_turn_equality_sees_the_colours_not_only_the_values() -> None:
    twins = DieKind("twins", [Face(1, "red", "R"), Face(1, "blue", "B"), Face(2, "red", "R")])
    one, other = DiceTurn(2, 2, kinds=(twins, twins)), DiceTurn(2, 2, kinds=(twins, twins))
    one.start()
    other.start()
    one.apply_chance(0, random.Random(0), [[1, "red"], [2, "red"]])
    other.apply_chance(0, random.Random(0), [[1, "blue"], [2, "red"]])
    assert one.dice == other.dice and one != other
    fresh = DiceTurn(2, 2, kinds=(twins, twins))
    fresh.start()
    with pytest.raises(ValueError, match="several faces showing 1"):
        fresh.apply_chance(0, random.Random(0), [1, 2])


def test_ordered_outcomes_of_different_dice_match_enumeration_and_the_generator() -> None:
    turn = DiceTurn(5, 3, kinds=PAINTED)
    turn.start()
    outcomes = turn.chance_outcomes()
    assert len(outcomes) == 6**5 and sum(p for _, p in outcomes) == 1
    listed = {dice_key(values) for values, _ in outcomes}
    rng = random.Random(5)
    for _ in range(30):
        copy = turn.copy()
        copy.apply_chance(0, rng)
        assert dice_key(copy.dice) in listed
    # Different dice are never grouped: a painted roll's order matters.
    assert len(turn.chance_outcomes(grouped=True)) == 6**5


def test_grouped_outcomes_are_multisets_only_within_alike_dice() -> None:
    weighted = DieKind("average", [Face(v) for v in (2, 3, 3, 4, 4, 5)])
    kinds = (PAINTED[0], weighted, weighted, PAINTED[1])
    turn = DiceTurn(4, 2, kinds=kinds)
    turn.start()
    ordered = turn.chance_outcomes()
    grouped = turn.chance_outcomes(grouped=True)
    assert sum(p for _, p in ordered) == 1 and sum(p for _, p in grouped) == 1
    # Summing the ordered outcomes by (die 0, sorted dice 1-2, die 3) gives the grouped ones.
    summed: Counter[tuple[object, ...]] = Counter()
    for values, p in ordered:
        key = (face_key(values[0]), tuple(sorted(values[1:3])), face_key(values[3]))
        summed[key] += p  # type: ignore[assignment]
    regrouped = {(face_key(v[0]), tuple(v[1:3]), face_key(v[3])): p for v, p in grouped}
    assert dict(summed) == regrouped
    # A face listed twice is twice as likely.
    assert dict(DiceTurn(1, 1, kinds=(weighted,)).copy().kinds[0].distinct)[3] == Fraction(1, 3)


def test_plain_dice_outcomes_and_rolls_are_as_they_always_were() -> None:
    declared = DiceTurn(5, 3, kinds=(STANDARD_D6,) * 5)
    plain = DiceTurn(5, 3)
    assert declared == plain
    for turn in (declared, plain):
        turn.start()
    assert declared.chance_outcomes() == plain.chance_outcomes()
    assert declared.chance_outcomes(grouped=True) == multiset_probabilities(5)
    a, b = random.Random(9), random.Random(9)
    declared.apply_chance(0, a)
    plain.apply_chance(0, b)
    assert declared.dice == plain.dice and json.dumps(declared.to_dict()) == json.dumps(
        plain.to_dict()
    )


def test_a_turn_with_declared_dice_rolls_each_die_from_its_own_faces() -> None:
    turn = DiceTurn(5, 3, kinds=PAINTED)
    rng = random.Random(2)
    shown: Counter[tuple[int, tuple[object, ...]]] = Counter()
    for _ in range(200):
        turn.start()
        turn.apply_chance(0, rng)
        for slot, die in enumerate(turn.dice):
            assert face_key(die) in {face_key(f) for f in PAINTED[slot].faces}
            shown[(slot, face_key(die))] += 1
    assert len(shown) == 30  # every face of every die came up


def test_records_write_a_coloured_die_as_value_and_colour_and_read_it_back() -> None:
    turn = DiceTurn(5, 3, kinds=PAINTED)
    turn.start()
    turn.apply_chance(0, random.Random(0), [6, 5, 4, 3, 2])
    data = json.loads(json.dumps(turn.to_dict()))
    assert data["rolls"][0][0] == [6, "red"]
    again = DiceTurn(5, 3, kinds=PAINTED)
    again.start()
    again.apply_chance(0, random.Random(0), data["rolls"][0])
    assert again == turn


def test_daily_dice_pick_a_face_of_each_slots_die() -> None:
    source = DailyDice("toy", "{}", "2026-12-04")
    faces = source_faces(source, 3, 1, range(5), PAINTED)
    for slot, face in enumerate(faces):
        number = daily_die("toy", "{}", "2026-12-04", 3, 1, slot, 6)
        assert face_key(face) == face_key(PAINTED[slot].faces[number - 1])
    # Plain six-sided dice show the number itself, as before.
    assert source_faces(source, 3, 1, range(5), (STANDARD_D6,) * 5) == source.values(
        3, 1, range(5), 6
    )
    turn = DiceTurn(5, 3, kinds=PAINTED)
    turn.start()
    turn.apply_chance(0, random.Random(0), source=source, turn=3)
    assert dice_key(turn.dice) == dice_key(faces)


def test_colour_patterns_read_the_colours_of_the_dice() -> None:
    red, blue = "red", "blue"
    dice = [Face(1, red), Face(3, red), Face(5, red), Face(2, blue), Face(4, blue)]
    assert patterns.colour_counts(dice) == {red: 3, blue: 2}
    assert patterns.colour_sum(red, dice) == 9 and patterns.colour_sum("green", dice) == 0
    assert patterns.colour_full_house(25, dice) == 25 and patterns.flush(45, dice) is None
    assert patterns.colour_kind_sum(3, dice) == 15 and patterns.colour_kind_sum(4, dice) is None
    rainbow = [Face(v, c) for v, c in zip((1, 2, 3, 4, 5), COLOURS, strict=True)]
    assert patterns.rainbow(35, rainbow) == 35 and patterns.rainbow(35, dice) is None
    assert patterns.flush(45, [Face(v, red) for v in (1, 1, 2, 6, 6)]) == 45
    # Number patterns read the values of coloured dice.
    assert patterns.run_of(5, 40, rainbow) == 40 and patterns.is_full_house(
        [Face(2, red), Face(2, blue), Face(2, red), Face(6, red), Face(6, blue)]
    )
    assert patterns.colour_counts([1, 2, 3]) == {}


def test_number_patterns_read_dice_with_more_than_six_faces() -> None:
    assert (
        patterns.run_of(5, 40, [4, 5, 6, 7, 8]) == 40
        and patterns.run_of(5, 40, [1, 2, 3, 4, 6]) is None
    )
    assert (
        patterns.kind_face(3, [8, 8, 8, 2, 1]) == 24 and patterns.two_pairs([7, 7, 8, 8, 1]) == 30
    )
    assert patterns.upper(8, [8, 8, 1]) == 16
