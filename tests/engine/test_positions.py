"""Positions as text (engine/positions.py): round trips through text and through the real
state, and every kind of position that cannot arise refused with its reason."""

from __future__ import annotations

import pytest

from tests.engine.positions_helpers import GAMES, rules_of, sample
from yenta_desktop.engine.errors import PositionError
from yenta_desktop.engine.positions import game_and_rules, parse_position, position_of

EMPTY_YAHTZEE = "-,-,-,-,-,-/-,-,-,-,-,-,-"
EMPTY_15 = "-,-,-,-,-,-/-,-,-,-,-,-,-,-,-"
EMPTY_TRIPLE = "|".join([EMPTY_YAHTZEE] * 3)


@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("yahtzee", f"{EMPTY_YAHTZEE} u0 x0 r0"),
        ("yahtzee", "3,6,-,12,15,-/-,-,25,-,-,-,- u36 x0 r2:13*3*56 joker=free"),
        ("yahtzee", "3,6,9,12,15,18/-,-,25,30,40,50,- u63 x200 r3:44444"),
        ("yatzy", f"{EMPTY_15} u0 r1:12345 scorecard=yatzy"),
        ("dice-poker", "2,0,-3,-,10,-/-,-,-,-,-,-,-,-,- u9 r1:6*6*6*12"),
        ("dice-poker", f"{EMPTY_15} u0 r2:11223 upper_first=off first_roll_double=off"),
        ("triple-yahtzee", f"{EMPTY_TRIPLE} u0,0,0 x0,0,0 r3:22233"),
        ("farkle", ">3500,1200f2 t350 a15 d2356"),
        ("farkle", "0u t0 r6"),
        ("farkle", "2500f1 t0 d123456 turn=3"),
        ("farkle", "10500,11000,>9000 t0 r6 final=1"),
        ("farkle", "0u,>-1000f2u t300 a111 r3 target=5000"),
    ],
)
def test_a_position_prints_as_it_was_written(game, text):
    position = parse_position(game, text)
    assert position.text() == text
    assert parse_position(game, position.text()) == position


def test_the_upper_totals_are_derived_and_the_section_marks_optional():
    written = parse_position("yahtzee", "3,6,-,-,-,-,-,-,25,-,-,-,- r1:11111")
    assert written.text() == "3,6,-,-,-,-/-,-,25,-,-,-,- u9 x0 r1:11111"


def test_a_variant_name_picks_its_rules():
    game, rules = game_and_rules("yatzy")
    assert game == "yahtzee" and rules.is_yatzy


@pytest.mark.parametrize(("name", "game_id", "settings"), GAMES)
def test_reachable_states_round_trip_through_text_and_back_to_a_state(name, game_id, settings):
    rules = rules_of(game_id, settings)
    for state in sample(game_id, rules, 120, seed=11):
        position = position_of(game_id, state)
        text = position.text()
        back = parse_position(name, text)
        assert back == position, text
        # A pending re-roll is the decision with its hold marked: applied again, it is the
        # same pending roll.
        rebuilt = back.to_state(hold=True)
        assert position_of(game_id, rebuilt) == position, text
        seat = state.turn_seat
        if state.is_chance_node():
            # (A re-roll of every die pending reads as the decision before it: no hold.)
            continue
        # The decision is the same: the same legal moves for the same dice.
        if hasattr(state, "cards"):
            assert rebuilt.legal_actions() == state.legal_actions(), text
            assert rebuilt.cards[0] == state.cards[seat]
            assert rebuilt.extras[0] == state.extras[seat]
            assert rebuilt.dice == state.dice and rebuilt.rolls_done == state.rolls_done
        else:
            # Farkle's dice may sit in other slots: the same moves by the faces they take.
            assert _moves(rebuilt) == _moves(state), text
            assert rebuilt.scores == state.scores and rebuilt.turn_total == state.turn_total


def _moves(state):
    return sorted(
        (type(a).__name__, tuple(sorted(state.dice[p] for p in a.keep)))
        for a in state.legal_actions()
    )


def test_a_pending_re_roll_shows_the_dice_before_it_and_the_hold_made():
    state = parse_position("yahtzee", f"{EMPTY_YAHTZEE} r1:13356").to_state()
    state.apply(state.legal_actions()[-1].__class__((1, 2)))
    position = position_of("yahtzee", state)
    assert position.text().endswith("r1:13*3*56")


def test_the_table_s_marked_dice_go_into_the_position():
    state = parse_position("dice-poker", f"{EMPTY_15} r2:66612").to_state()
    assert position_of("dice-poker", state, (0, 1, 2)).text().endswith("r2:6*6*6*12")


@pytest.mark.parametrize(
    ("game", "text", "reason"),
    [
        ("yahtzee", "3,6,-,12,15,-/-,-,25,-,-,-,- u40 r1:11111", "does not match the upper"),
        ("yahtzee", f"{EMPTY_YAHTZEE} r4:11111", "at most three rolls"),
        ("yahtzee", f"{EMPTY_YAHTZEE} r2:11117", "a die of 7"),
        ("yahtzee", f"{EMPTY_YAHTZEE} r2:111111", "more than Yahtzee's five dice"),
        ("yahtzee", f"{EMPTY_YAHTZEE} r2:1111", "fewer than"),
        ("yahtzee", "-,-,-,-,-,-/-,-,24,-,-,-,- r0", "full house 24 is a score no roll can make"),
        ("yahtzee", "-,-,-,-,-,-/-,-,-,-,-,-,31 r0", "chance 31 is a score no roll can make"),
        ("yahtzee", "7,-,-,-,-,-/-,-,-,-,-,-,- r0", "aces 7"),
        ("yahtzee", f"{EMPTY_YAHTZEE} r3:1*1111", "no roll is left"),
        ("yahtzee", f"{EMPTY_YAHTZEE} r1:1*1*1*1*1*", "holding all five dice"),
        ("yahtzee", "-,-,-,-,-,-/-,-,-,-,-,0,- x100 r0", "cannot arise"),
        ("yahtzee", "-,-,-,-,-,-/-,-,-,-,-,50,- x100 r0", "more boxes written"),
        ("yahtzee", "1,-,-,-,-,-/-,-,-,-,-,50,- x150 r0", "not a multiple of 100"),
        ("yahtzee", "1,2,3,4,5,6/7,8,25,30,40,50,9 r0", "the game is over"),
        ("yahtzee", f"{EMPTY_YAHTZEE} u0", "no dice"),
        ("yahtzee", f"{EMPTY_YAHTZEE} r0 joker=wild", "the rule 'joker=wild' is refused"),
        ("yahtzee", "-,-,-,-/-,-,-,-,-,-,-,-,- r0", "sections"),
        ("yahtzee", "-,-,-,x,-,-/-,-,-,-,-,-,- r0", "write a whole number"),
        ("yahtzee", f"{EMPTY_YAHTZEE} q1 r0", "is not part of a Yahtzee position"),
        ("yatzy", f"{EMPTY_15} x100 r0", "Yatzy has no extra bonuses"),
        ("dice-poker", "-,-,-,-,-,-/10,-,-,-,-,-,-,-,- r0", "only after boxes that are open"),
        ("dice-poker", f"{EMPTY_15} r1:1234", "fewer than Dice Poker's five dice"),
        ("dice-poker", "-,-,-,-,-,-/-,-,-,-,-,-,-,-,2 r0 upper_first=off", "chance 2"),
        ("triple-yahtzee", f"{EMPTY_YAHTZEE} r0", "3 columns"),
        ("triple-yahtzee", f"{EMPTY_TRIPLE} u0,0 r0", "one per column"),
        ("farkle", ">3500,1200f3 t0 r6", "3 farkles in a row"),
        ("farkle", "3500u t0 r6", "has not opened"),
        ("farkle", "-1000u t0 r6 three_farkle_penalty=0", "has not opened"),
        ("farkle", "3525 t0 r6", "not a multiple of 50"),
        ("farkle", ">3500,1200 t100 a15 d2356", "more than the turn total"),
        ("farkle", ">3500,1200 t350 a15 d2244", "is a farkle"),
        ("farkle", ">3500,1200 t350 a15 d23566", "more than Farkle's six"),
        ("farkle", ">3500,1200 t350 a22 d2356", "do not all score"),
        ("farkle", "0 t0 d123457", "a die of 7"),
        ("farkle", "0 t0 r5", "make 6"),
        ("farkle", "0 t0 d1256 r4", "not both"),
        ("farkle", "0 t0", "no dice"),
        ("farkle", ">10500,1200 t0 r6", "has reached the target 10000"),
        ("farkle", ">10500,1200 t0 r6 final=1", "plays again"),
        ("farkle", "3500,>10500 t0 r6 final=2 final_round=off", "final round"),
        ("farkle", "3500,>1200 t0 r6 final=1", "below the target"),
        ("farkle", "0,0,0,0,0,0,0 t0 r6", "1 to 6 players"),
        ("farkle", "0,0 t0 r6", "mark the player to act"),
        ("farkle", "0 t0 r6 turn=11", "turns 1 to 10"),
        ("farkle", "0 t50 a5 d12345 target=1234", "refused"),
    ],
)
def test_a_position_that_cannot_arise_is_refused_with_its_reason(game, text, reason):
    with pytest.raises(PositionError) as caught:
        parse_position(game, text)
    message = str(caught.value)
    assert reason in message
    assert "\n" not in message
    assert isinstance(caught.value, ValueError)


def test_a_finished_game_has_no_position():
    state = parse_position("yahtzee", "3,6,9,12,15,18/-,24,25,30,40,50,20 r3:44444").to_state()
    state.apply(state.legal_actions()[0])
    assert state.is_terminal
    with pytest.raises(PositionError, match="game is over"):
        position_of("yahtzee", state)


POSITION_CHARACTERS = "0123456789-,/|*:>uxrtadf= " + "ujokerfiv"


@pytest.mark.parametrize("game", ["yahtzee", "dice-poker", "triple-yahtzee", "farkle"])
def test_any_text_is_a_position_that_round_trips_or_one_refusal(game):
    from hypothesis import given, settings
    from hypothesis import strategies as st

    valid = {
        "yahtzee": f"{EMPTY_YAHTZEE} u0 x0 r2:13*3*56",
        "dice-poker": f"{EMPTY_15} r1:12345",
        "triple-yahtzee": f"{EMPTY_TRIPLE} r3:22233",
        "farkle": ">3500,1200f2 t350 a15 d2356",
    }[game]

    @settings(max_examples=150, deadline=None, database=None)
    @given(
        noise=st.text(alphabet=POSITION_CHARACTERS, max_size=40),
        cut=st.integers(0, len(valid)),
    )
    def run(noise: str, cut: int) -> None:
        for text in (noise, valid[:cut] + noise + valid[cut:]):
            try:
                position = parse_position(game, text)
            except PositionError as error:
                assert "\n" not in str(error)
                continue
            assert parse_position(game, position.text()) == position

    run()
