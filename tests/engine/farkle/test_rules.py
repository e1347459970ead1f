"""One test per numbered rule of issue 20 / docs/rules/farkle.md, with scripted dice."""

from __future__ import annotations

import pytest

from yenta_desktop.engine import IllegalAction
from yenta_desktop.engine.farkle import (
    Bank,
    Farkled,
    FarklePenalty,
    FinalRound,
    GameOver,
    HotDice,
    Roll,
    Rules,
    SetAside,
    TurnStarted,
    new_game,
)

FARKLE6 = [2, 3, 4, 6, 2, 3]  # no 1, no 5, no triple, not three pairs


def bank_turn(state, dice=(1, 1, 1, 2, 3, 4), keep=(0, 1, 2)):
    """A one-roll turn: roll ``dice``, set aside ``keep`` and bank."""
    state.apply_chance(list(dice))
    return state.apply(Bank(keep))


def farkle_turn(state):
    return state.apply_chance(FARKLE6)


# Rule 1: a turn ---------------------------------------------------------------------


def test_rule1_a_turn_rolls_six_sets_aside_and_rolls_the_dice_that_are_left():
    state = new_game(2, seed=1, rules=Rules(opening_min="0"))
    assert state.is_chance_node() and len(state.chance_outcomes()) == 6**6
    state.apply_chance([1, 2, 3, 4, 6, 6])
    events = state.apply(Roll((0,)))
    assert isinstance(events[0], SetAside) and events[0].points == 100
    assert state.turn.rolling == (1, 2, 3, 4, 5)
    state.apply_chance([5, 2, 3, 4, 6])
    # Slot 0 keeps its die; the other five show the new roll.
    assert state.dice == (1, 5, 2, 3, 4, 6)
    assert state.observation(0).rolled == (1, 2, 3, 4, 5)
    state.apply(Bank((1,)))
    assert state.scores == [150, 0]


def test_rule1_at_least_one_scoring_die_must_be_set_aside():
    state = new_game(2, seed=1)
    state.apply_chance([1, 2, 3, 4, 6, 6])
    with pytest.raises(IllegalAction) as error:
        state.apply(Roll(()))
    assert error.value.rule == "set_aside"


def test_rule1_a_die_kept_earlier_never_joins_dice_of_a_later_roll():
    state = new_game(2, seed=1, rules=Rules(opening_min="0"))
    state.apply_chance([1, 2, 3, 4, 6, 6])
    state.apply(Roll((0,)))
    state.apply_chance([1, 1, 2, 3, 4])
    before = state.observation(0).to_dict()
    with pytest.raises(IllegalAction) as error:
        state.apply(Bank((0, 1, 2)))
    assert error.value.rule == "same_roll"
    assert state.observation(0).to_dict() == before
    state.apply(Bank((1, 2)))  # the two new 1s: 200, not a triple
    assert state.scores[0] == 300


# Rule 2: scoring ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dice", "points"),
    [
        ((1, 2, 3, 4, 6, 6), 100),
        ((5, 2, 3, 4, 6, 6), 50),
        ((3, 3, 3, 2, 4, 6), 300),
        ((1, 1, 1, 2, 4, 6), 1000),
        ((4, 4, 4, 4, 2, 6), 1000),
        ((4, 4, 4, 4, 4, 6), 2000),
        ((4, 4, 4, 4, 4, 4), 3000),
        ((1, 2, 3, 4, 5, 6), 1500),
        ((2, 2, 3, 3, 6, 6), 1500),
        ((2, 2, 2, 2, 6, 6), 1500),
        ((2, 2, 2, 6, 6, 6), 2500),
        ((1, 1, 1, 1, 5, 5), 1500),
    ],
)
def test_rule2_a_set_aside_scores_its_best_split(dice, points):
    state = new_game(2, seed=1, rules=Rules(opening_min="0"))
    state.apply_chance(list(dice))
    best = max(
        (a for a in state.legal_actions() if isinstance(a, Bank)),
        key=lambda a: state.clone().apply(a)[0].points,
    )
    assert state.apply(best)[0].points == points


def test_rule2_every_die_set_aside_must_score_and_four_1s_are_1000():
    state = new_game(2, seed=1, rules=Rules(opening_min="0"))
    state.apply_chance([1, 1, 1, 1, 2, 3])
    with pytest.raises(IllegalAction) as error:
        state.apply(Bank((0, 4)))
    assert error.value.rule == "scoring_dice"
    assert state.apply(Bank((0, 1, 2, 3)))[0].points == 1000


# Rule 3: hot dice ---------------------------------------------------------------------


def test_rule3_hot_dice_roll_all_six_again_keeping_the_turn_total():
    state = new_game(2, seed=1)
    state.apply_chance([1, 2, 3, 4, 5, 6])
    events = state.apply(Roll((0, 1, 2, 3, 4, 5)))
    assert any(isinstance(e, HotDice) and e.turn_total == 1500 for e in events)
    assert state.turn.rolling == (0, 1, 2, 3, 4, 5)
    state.apply_chance([5, 2, 3, 4, 6, 6])
    state.apply(Bank((0,)))
    assert state.scores[0] == 1550


def test_rule3_a_farkle_after_hot_dice_loses_the_whole_turn_total():
    state = new_game(2, seed=1)
    state.apply_chance([1, 2, 3, 4, 5, 6])
    state.apply(Roll((0, 1, 2, 3, 4, 5)))
    events = farkle_turn(state)
    assert any(isinstance(e, Farkled) and e.lost == 1500 for e in events)
    assert state.scores[0] == 0 and state.turn_seat == 1


# Rule 4: farkles and the penalty ----------------------------------------------------------


def test_rule4_a_farkle_ends_the_turn_with_nothing_banked():
    state = new_game(2, seed=1, rules=Rules(opening_min="0"))
    state.apply_chance([1, 2, 3, 4, 6, 6])
    state.apply(Roll((0,)))
    events = state.apply_chance([2, 3, 4, 6, 6])
    assert [type(e) for e in events[1:]] == [Farkled, TurnStarted]
    assert state.scores == [0, 0] and state.turn_seat == 1 and state.streaks[0] == 1


@pytest.mark.parametrize(("penalty", "lost"), [("1000", 1000), ("500", 500), ("0", 0)])
def test_rule4_three_farkles_in_a_row_cost_the_penalty_even_before_opening(penalty, lost):
    state = new_game(2, seed=1, rules=Rules(three_farkle_penalty=penalty))
    for _ in range(2):
        farkle_turn(state)
        bank_turn(state)  # the other seat
    events = farkle_turn(state)
    assert any(isinstance(e, FarklePenalty) and e.penalty == lost for e in events)
    assert state.scores[0] == -lost and state.streaks[0] == 0 and not state.opened[0]


def test_rule4_a_bank_resets_the_count():
    state = new_game(2, seed=1)
    for step in range(5):
        if step == 2:
            bank_turn(state)
        else:
            farkle_turn(state)
        bank_turn(state)
    assert state.scores[0] == 1000 and state.streaks[0] == 2


# Rule 5: opening ----------------------------------------------------------------------


@pytest.mark.parametrize(("opening", "ok"), [("500", False), ("350", True), ("0", True)])
def test_rule5_bank_waits_for_the_opening_minimum(opening, ok):
    state = new_game(2, seed=1, rules=Rules(opening_min=opening))
    state.apply_chance([3, 3, 3, 5, 2, 4])  # 350 at most
    banks = [a for a in state.legal_actions() if isinstance(a, Bank)]
    assert bool(banks) == ok
    if not ok:
        with pytest.raises(IllegalAction) as error:
            state.apply(Bank((0, 1, 2, 3)))
        assert error.value.rule == "opening_min"


def test_rule5_hot_dice_totals_count_towards_the_opening_and_then_any_bank_is_allowed():
    state = new_game(2, seed=1, rules=Rules(opening_min="1000"))
    state.apply_chance([1, 5, 2, 2, 3, 4])
    state.apply(Roll((0, 1)))
    state.apply_chance([1, 1, 1, 5])
    state.apply(Roll((2, 3, 4, 5)))  # hot dice: 150 + 1050
    state.apply_chance([5, 2, 3, 4, 6, 6])
    state.apply(Bank((0,)))
    assert state.scores[0] == 1250 and state.opened[0]
    bank_turn(state)
    state.apply_chance([5, 2, 3, 4, 6, 6])
    assert Bank((0,)) in state.legal_actions()  # opened: 50 may be banked


# Rule 6: the end ----------------------------------------------------------------------


def test_rule6_reaching_the_target_gives_every_other_player_one_last_turn():
    state = new_game(3, seed=1, rules=Rules(target=2000, opening_min="0"))
    big = (1, 1, 1, 1, 1, 1)  # 3,000 with six 1s
    events = bank_turn(state, dice=big, keep=(0, 1, 2, 3, 4, 5))
    assert any(isinstance(e, FinalRound) and e.seat == 0 for e in events)
    assert state.observation(1).last_turn
    bank_turn(state)  # seat 1: 1,000
    events = bank_turn(state, dice=big, keep=(0, 1, 2, 3, 4, 5))  # seat 2 ties 3,000
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and over[0].winners == [0, 2]
    assert state.returns() == [0.5, 0.0, 0.5]


def test_rule6_with_the_final_round_off_the_first_to_the_target_wins():
    state = new_game(2, seed=1, rules=Rules(target=2000, final_round=False))
    events = bank_turn(state, dice=(1, 1, 1, 1, 1, 1), keep=(0, 1, 2, 3, 4, 5))
    assert isinstance(events[-1], GameOver) and state.winners() == [0]


def test_rule6_a_total_may_go_below_zero_and_the_game_goes_on():
    state = new_game(2, seed=1, rules=Rules(target=2000))
    for _ in range(3):
        farkle_turn(state)
        farkle_turn(state)
    assert state.scores == [-1000, -1000] and not state.is_terminal


# Players and solo practice ------------------------------------------------------------


@pytest.mark.parametrize("players", [0, 7])
def test_tables_are_one_to_six_players(players):
    with pytest.raises(ValueError, match="1 to 6"):
        new_game(players, seed=1)


def test_solo_practice_is_ten_turns_with_the_highest_total():
    state = new_game(1, seed=1)
    for turn in range(10):
        assert not state.is_terminal
        if turn % 2:
            farkle_turn(state)
        else:
            bank_turn(state)
    assert state.is_terminal and state.scores == [5000] and state.winners() == [0]


def test_a_rematch_starts_with_the_next_seat():
    assert new_game(3, seed=1, match={"games": 4}).turn_seat == 1


def test_an_action_at_a_chance_node_or_after_the_end_is_refused():
    state = new_game(2, seed=1)
    with pytest.raises(IllegalAction) as error:
        state.apply(Roll((0,)))
    assert error.value.rule == "roll_pending"
    with pytest.raises(ValueError):
        state.apply_chance([1, 2, 3])


def test_rules_refuse_values_outside_the_issue():
    with pytest.raises(ValueError, match="three_farkle_penalty"):
        Rules(three_farkle_penalty="700")
    with pytest.raises(ValueError, match="multiple of 1000"):
        Rules(target=2500)
    with pytest.raises(ValueError, match="target"):
        Rules(target=1000)
