"""One test per numbered rule of issue 31 / docs/rules/painted-yahtzee.md, with scripted dice.

Dice are scripted by number: each painted die shows every number once, so a number names
one face of that die, and the face's colour follows from the layout (rule 1).
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from yenta_desktop.engine import IllegalAction
from yenta_desktop.engine.families.dice import colour_of, label_of
from yenta_desktop.engine.families.scorecard import Roll, RowScored, Score
from yenta_desktop.engine.paintedyahtzee import (
    COLOURS,
    DICE,
    ROWS,
    SPEC,
    GameState,
    Rules,
    make_record,
    new_game,
    replay_record,
    seat_tallies,
    state_from_dict,
    state_to_dict,
)

FREE = Rules(joker="free")


def write(state: GameState, dice: Sequence[int], row: str) -> list:
    """A one-roll turn writing ``dice`` (numbers, by die) into ``row``."""
    events = list(state.apply_chance(list(dice)))
    return events + state.apply(Score(row))


def first_open(state: GameState) -> str:
    """The first open box of the seat to play."""
    seat = state.turn_seat
    assert seat is not None
    return SPEC.open_boxes(state.cards[seat])[0][1]


def points_in(row: str, dice: Sequence[int]) -> int:
    """What ``dice`` write into ``row`` of an empty card."""
    events = write(new_game(1, seed=0), dice, row)
    return next(e for e in events if isinstance(e, RowScored)).points


def colours(dice: Sequence[int]) -> list[str]:
    """The colours the five painted dice show for these numbers."""
    return [str(colour_of(DICE[k].resolve(v))) for k, v in enumerate(dice)]


def card_with(filled: dict[str, int]) -> list[int | None]:
    """An otherwise empty card with ``filled`` boxes written."""
    card = SPEC.empty_card()
    for row, points in filled.items():
        card[SPEC.row_index[row]] = points
    return card


# Rule 1: the dice ---------------------------------------------------------------------


def test_rule1_each_number_once_in_every_colour_and_each_die_its_own_colour_twice():
    for value in range(1, 7):
        shown = sorted(str(colour_of(die.resolve(value))) for die in DICE)
        assert shown == sorted(COLOURS)
    for k, die in enumerate(DICE):
        own = [f for f in die.faces if f.colour == COLOURS[k]]
        assert sorted(int(f) for f in own) == [1, 6]
        assert sorted(int(f) for f in die.faces) == [1, 2, 3, 4, 5, 6]
        assert {f.colour for f in die.faces} == set(COLOURS)
    # The site's one fact: the first die has a red 1 and a red 6.
    assert colours([1, 1, 1, 1, 1])[0] == colours([6, 6, 6, 6, 6])[0] == "red"
    # Die k's face v (2-5) is colour k + v - 1: die 3's 4 is colour 6 mod 5 = blue.
    assert colour_of(DICE[3].resolve(4)) == "blue"


def test_rule1_every_face_carries_a_colour_independent_label():
    labels = {(f.colour, label_of(f)) for die in DICE for f in die.faces}
    assert labels == {("red", "R"), ("blue", "B"), ("green", "G"), ("yellow", "Y"), ("purple", "P")}


def test_rule1_a_face_the_die_does_not_have_is_refused_and_nothing_changes():
    state = new_game(1, seed=0)
    before = state.clone()
    with pytest.raises(ValueError, match="no face"):
        state.apply_chance([[1, "blue"], 1, 1, 1, 1])  # die 1's 1 is red
    assert state == before


# Rule 2: the card ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "dice", "points"),
    [
        ("ones", (1, 1, 3, 1, 6), 3),
        ("sixes", (1, 2, 3, 4, 5), 0),
        ("four_kind", (3, 3, 3, 3, 6), 18),
        ("four_kind", (3, 3, 3, 6, 6), 0),
        ("full_house", (2, 2, 5, 5, 5), 25),
        ("full_house", (5, 5, 5, 5, 5), 0),
        ("straight", (2, 3, 4, 5, 6), 40),
        ("straight", (1, 2, 3, 4, 6), 0),  # no small straight
        ("yahtzee", (6, 6, 6, 6, 6), 50),
        ("chance", (6, 5, 4, 1, 1), 17),
        # Die k's 1 is colour k: five 1s are five colours.
        ("rainbow", (1, 1, 1, 1, 1), 35),
        ("rainbow", (1, 1, 1, 1, 2), 0),  # die 5's 2 is red, as die 1's 1
        # Reds: die 1's 6, die 2's 5, die 3's 4, die 4's 3, die 5's 2.
        ("flush", (6, 5, 4, 3, 2), 45),
        ("four_colour", (1, 5, 4, 3, 6), 19),  # four reds and a purple 6
        ("four_colour", (1, 5, 4, 1, 6), 0),
        ("painted_house", (1, 5, 4, 2, 1), 25),  # three reds, two purples
        ("reds", (6, 5, 4, 1, 1), 15),
        ("blues", (2, 1, 5, 4, 3), 15),  # blue 2, blue 1, blue 5, blue 4, blue 3
        ("purples", (5, 4, 3, 2, 6), 20),
        ("greens", (1, 1, 1, 1, 1), 1),
    ],
)
def test_rule2_each_box_scores_its_pattern(row, dice, points):
    assert points_in(row, dice) == points


def test_rule2_painted_house_is_three_and_two_colours_and_a_flush_is_not_one():
    three_two = (1, 5, 4, 2, 3)  # red red red, die 4's 2 purple, die 5's 3 blue: not 3+2
    assert points_in("painted_house", three_two) == 0
    # red red red + die 4's 2 (purple) + die 5's 1 (purple)
    assert colours((1, 5, 4, 2, 1)) == ["red", "red", "red", "purple", "purple"]
    assert points_in("painted_house", (1, 5, 4, 2, 1)) == 25
    assert points_in("painted_house", (6, 5, 4, 3, 2)) == 0  # a flush


def test_rule2_twenty_boxes_and_the_two_bonuses():
    assert len(ROWS) == 20
    upper = card_with({r: 3 * f for f, r in enumerate(ROWS[:6], start=1)})  # 63
    assert SPEC.bonus(upper) == 35
    colours_card = card_with({"reds": 15, "blues": 15, "greens": 15, "yellows": 15, "purples": 15})
    assert SPEC.section_bonus(colours_card) == 25
    assert SPEC.total(colours_card) == 100
    short = card_with({"reds": 15, "blues": 15, "greens": 15, "yellows": 15, "purples": 14})
    assert SPEC.section_bonus(short) == 0
    # Not before the last colour box is written, however much the others hold.
    assert SPEC.section_bonus(card_with({"reds": 30, "blues": 30, "greens": 30})) == 0


def test_rule2_a_colour_bonus_earned_in_play_counts_in_the_total():
    state = new_game(1, seed=0)
    for row in ("reds", "blues", "greens", "yellows"):
        state.cards[0][SPEC.row_index[row]] = 15
    write(state, (5, 4, 3, 2, 6), "purples")  # five purples: 20
    assert state.totals() == [15 * 4 + 20 + 25]


def test_rule2_any_box_takes_any_roll_and_a_zero_in_a_combination_asks_first():
    state = new_game(1, seed=0)
    state.apply_chance([1, 2, 3, 4, 6])
    assert state.zero_needs_confirmation("flush")
    assert not state.zero_needs_confirmation("sixes")  # an upper 0 is a result
    assert not state.zero_needs_confirmation("purples")  # a colour box is a sum, not a dash
    state.apply(Score("flush"))
    assert state.cards[0][SPEC.row_index["flush"]] == 0


# Rule 3: extra Yahtzees and the Joker -------------------------------------------------


def test_rule3_an_extra_yahtzee_scores_100_and_goes_in_its_upper_box():
    state = new_game(1, seed=0)
    write(state, (4, 4, 4, 4, 4), "yahtzee")
    state.apply_chance([4, 4, 4, 4, 4])
    legal = [a.row for a in state.legal_actions() if isinstance(a, Score)]
    assert legal == ["fours"]
    before = state.clone()
    with pytest.raises(IllegalAction, match="Joker"):
        state.apply(Score("chance"))
    assert state == before
    events = state.apply(Score("fours"))
    scored = next(e for e in events if isinstance(e, RowScored))
    assert (scored.points, scored.extra) == (20, 100)


def test_rule3_with_its_upper_box_written_a_combination_box_at_joker_value():
    state = new_game(1, seed=0)
    state.cards[0][SPEC.row_index["yahtzee"]] = 50
    state.cards[0][SPEC.row_index["threes"]] = 9
    state.apply_chance([3, 3, 3, 3, 3])
    legal = {a.row for a in state.legal_actions() if isinstance(a, Score)}
    assert legal == {"four_kind", "full_house", "straight", "chance", "four_colour", "flush"} | {
        "painted_house",
        "rainbow",
    }
    points = {p.row: p.points for p in state.preview() if p.legal}
    # Full House and Straight at full value; colour boxes by the dice's real colours.
    assert points["full_house"] == 25 and points["straight"] == 40
    assert points["rainbow"] == 35 and points["flush"] == 0 and points["four_colour"] == 0
    assert points["four_kind"] == 15


def test_rule3_with_no_combination_open_any_box_zero_where_it_does_not_qualify():
    filled = {r: 0 for r in ROWS if r not in ("twos", "reds")}
    filled["yahtzee"] = 50
    filled["fives"] = 25
    state = new_game(1, seed=0)
    state.cards[0][:] = card_with(filled)
    state.apply_chance([5, 5, 5, 5, 5])
    points = {p.row: p.points for p in state.preview() if p.legal}
    assert points == {"twos": 0, "reds": 5}  # the red 5 is die 2's


def test_rule3_no_bonus_while_the_yahtzee_box_holds_zero_and_no_joker_while_open():
    state = new_game(1, seed=0)
    state.apply_chance([2, 2, 2, 2, 2])
    assert len([a for a in state.legal_actions() if isinstance(a, Score)]) == 20
    state.apply(Score("full_house"))
    assert state.cards[0][SPEC.row_index["full_house"]] == 0
    write(state, (1, 2, 3, 4, 6), "yahtzee")  # a 0
    events = write(state, (6, 6, 6, 6, 6), "sixes")
    assert next(e for e in events if isinstance(e, RowScored)).extra == 0


def test_rule3_free_joker_any_open_box():
    state = new_game(1, FREE, seed=0)
    write(state, (4, 4, 4, 4, 4), "yahtzee")
    state.apply_chance([4, 4, 4, 4, 4])
    legal = [a.row for a in state.legal_actions() if isinstance(a, Score)]
    assert len(legal) == 19
    # The upper box still open: no Joker values.
    assert {p.row: p.points for p in state.preview()}["full_house"] == 0


# The turn, records, statistics --------------------------------------------------------


def test_holds_are_by_position_and_a_game_is_twenty_turns():
    state = new_game(1, seed=5)
    state.apply_chance([1, 2, 3, 4, 5])
    state.apply(Roll((0, 4)))
    state.apply_chance([6, 6, 6])
    assert [int(d) for d in state.dice] == [1, 6, 6, 6, 5]
    assert colours([1, 6, 6, 6, 5]) == ["red", "blue", "green", "yellow", "yellow"]
    state.apply(Score("chance"))
    turns = 1
    while not state.is_terminal:
        write(state, (1, 2, 3, 4, 6), first_open(state))
        turns += 1
    assert turns == 20


def test_a_record_and_a_save_keep_each_die_as_number_and_colour():
    state = new_game(2, seed=9)
    write(state, (1, 1, 1, 1, 1), "rainbow")
    data = json.loads(json.dumps(state_to_dict(state)))
    assert state_from_dict(data) == state
    while not state.is_terminal:
        write(state, (6, 5, 4, 3, 2), first_open(state))
    record = json.loads(json.dumps(make_record(state, [{"name": "a"}, {"name": "b"}])))
    assert record["format"] == "painted-yahtzee-record"
    assert record["turns"][0]["rolls"][0][0] == [1, "red"]
    assert replay_record(record).totals() == state.totals()
    tallies = seat_tallies(state)
    assert (
        tallies[0]["yahtzees"] == 1
        and tallies[1]["yahtzees"] == 0
        and tallies[0]["total"] == state.totals()[0]
    )


def test_the_statistics_count_the_colour_bonus_beside_the_upper_one():
    from yenta_desktop.engine.paintedyahtzee import STAT_COLUMNS

    state = new_game(1, seed=0)
    for row in ("reds", "blues", "greens", "yellows"):
        state.cards[0][SPEC.row_index[row]] = 15
    write(state, (5, 4, 3, 2, 6), "purples")  # 80 in the colour boxes: the bonus
    assert seat_tallies(state)[0]["colours_bonus"] == 1
    state.cards[0][SPEC.row_index["reds"]] = 0  # 65: no bonus
    assert seat_tallies(state)[0]["colours_bonus"] == 0
    rate = next(c for c in STAT_COLUMNS if c.key == "colours_bonus_rate")
    assert rate.counter == "colours_bonus" and rate.percent


def test_an_observation_shares_no_recorded_die_with_the_game():
    # A bot emptying what it was shown (tests/hostile's vandal) must not change the record.
    state = new_game(2, seed=9)
    write(state, (1, 2, 3, 4, 5), "chance")
    shown = state.observation(1).to_dict()
    shown["turns"][0]["rolls"][0][0].clear()
    assert state.turns[0]["rolls"][0][0] == [1, "red"]
