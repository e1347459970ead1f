"""One test (or a few) per numbered rule of issue 11 / docs/rules/lie-dice.md, scripted dice."""

from __future__ import annotations

import pytest

from yenta_desktop.engine import IllegalAction
from yenta_desktop.engine.liedice import (
    CALL,
    LOOK,
    Bid,
    BidMade,
    BoxRevealed,
    BoxShaken,
    Call,
    GameOver,
    LifeLost,
    Look,
    PlayerOut,
    Reroll,
    RerollAnnounced,
    RoundStarted,
    Rules,
    new_game,
    seat_tallies,
    standings,
    update_match,
)

from .helpers import game, look_and_bid, open_with, reroll_and_bid

BOX = ["K", "K", "9", "A", "J"]


# Rule 1: players, lives, dice -----------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_rule1_two_to_six_players_with_three_lives(players):
    state = new_game(players, seed=3)
    assert state.lives == [3] * players
    assert state.is_chance_node() and state.current_seat is None  # the opener's shake comes first


@pytest.mark.parametrize("players", [0, 1, 7])
def test_rule1_rejects_other_tables(players):
    with pytest.raises(ValueError, match="2 to 6"):
        new_game(players, seed=1)


def test_rule1_lives_setting_and_its_range():
    assert new_game(3, Rules(lives=5), seed=1).lives == [5, 5, 5]
    with pytest.raises(ValueError, match="lives"):
        Rules(lives=0)
    with pytest.raises(ValueError, match="lives"):
        Rules(lives=10)


def test_rule1_five_poker_dice_in_the_box():
    state = game(box=["A", "K", "Q", "J", "10"])
    assert state.box_faces() == ("A", "K", "Q", "J", "10")
    with pytest.raises(ValueError, match="9, 10, J, Q, K or A"):
        game().apply_chance(["A", "K", "Q", "J", "8"])
    with pytest.raises(ValueError, match="5 dice"):
        game().apply_chance(["A", "K"])


# Rule 2: the opener -------------------------------------------------------------


def test_rule2_opener_shakes_five_then_looks_and_bids_with_a_direction():
    state = game(4, opener=2)
    events = state.apply_chance(BOX)
    assert isinstance(events[0], RoundStarted) and events[0].opener == 2
    assert events[1] == BoxShaken(2, 5)
    assert state.current_seat == 2
    legal = state.legal_actions()
    assert LOOK in legal and CALL not in legal
    assert Bid((), "left") in legal and Bid((), "right") in legal  # junk, only for the opener
    assert not any(isinstance(a, Reroll) for a in legal)  # the opener does not re-roll
    events = open_with(state, ["K", "K"], "right")
    assert events == [BidMade(2, ("K", "K"), 1, "right", True, 5)]
    assert state.current_seat == 1 and state.direction == "right"


def test_rule2_blind_opening_bid_is_legal():
    state = game(box=BOX)
    open_with(state, ["A", "A", "A"], "left", look=False)
    assert state.actions[0]["looked"] is False
    assert state.observation(0).seen == ()  # the blind opener saw nothing


def test_rule2_the_opener_must_give_a_direction_and_only_the_opener():
    state = game(box=BOX)
    with pytest.raises(IllegalAction) as info:
        state.apply(Bid(("K",)))
    assert info.value.rule == "direction"
    open_with(state, ["K"])
    state.apply(LOOK)
    with pytest.raises(IllegalAction) as info:
        state.apply(Bid(("A",), "left"))
    assert info.value.rule == "direction"


def test_rule2_direction_fixes_the_order_for_the_round():
    state = game(4, opener=1, box=BOX)
    open_with(state, ["9"], "left")
    assert state.current_seat == 2
    look_and_bid(state, ["10"])
    assert state.current_seat == 3
    look_and_bid(state, ["J"])
    assert state.current_seat == 0
    right = game(4, opener=1, box=BOX)
    open_with(right, ["9"], "right")
    assert right.current_seat == 0
    look_and_bid(right, ["10"])
    assert right.current_seat == 3


def test_rule2_first_opener_is_drawn_from_the_seed():
    openers = {new_game(4, seed=s).opener for s in range(40)}
    assert openers == {0, 1, 2, 3}
    assert new_game(4, seed=7).opener == new_game(4, seed=7).opener
    # A rematch (match data) still draws its opener from its own seed.
    assert new_game(4, seed=7, match={"games": 3}).opener == new_game(4, seed=7).opener


# Rule 3: the receiver -------------------------------------------------------------


def test_rule3_receiver_calls_looks_or_bids_blind():
    state = game(box=BOX)
    open_with(state, ["K", "K"])
    legal = state.legal_actions()
    assert legal[:2] == [CALL, LOOK]
    assert Bid(("K", "K", "9")) in legal  # a blind raise
    assert not any(isinstance(a, Reroll) for a in legal)  # no keeping without a look


def test_rule3_looking_accepts_so_no_call_after_it():
    state = game(box=BOX)
    open_with(state, ["K", "K"])
    state.apply(LOOK)
    with pytest.raises(IllegalAction) as info:
        state.apply(CALL)
    assert info.value.rule == "call_before_look"
    with pytest.raises(IllegalAction) as info:
        state.apply(LOOK)
    assert info.value.rule == "look_once"


def test_rule3_only_the_holder_who_looked_sees_the_dice():
    state = game(3, box=BOX)
    open_with(state, ["K", "K"])
    assert state.observation(1).my_box is None  # not looked yet
    state.apply(LOOK)
    assert state.observation(1).my_box == tuple(BOX)
    assert state.observation(0).my_box is None and state.observation(2).my_box is None
    assert "K" not in repr(state.observation(2).to_dict()["my_box"])


def test_rule3_reroll_keeps_chosen_dice_and_announces_the_count():
    state = game(3, box=BOX)
    open_with(state, ["K", "K"])
    state.apply(LOOK)
    events = state.apply(Reroll((0, 1)))
    assert events == [RerollAnnounced(1, 2, 3)]
    assert state.is_chance_node()
    for seat in range(3):
        assert state.observation(seat).rerolling == 3  # everyone hears how many
    assert state.apply_chance(["A", "A", "Q"]) == [BoxShaken(1, 3)]
    assert state.box_faces() == ("K", "K", "A", "A", "Q")
    assert state.observation(1).my_box == ("K", "K", "A", "A", "Q")  # the holder sees the new dice
    assert state.observation(1).received == tuple(BOX)
    legal = state.legal_actions()
    assert legal[0] == Bid(("K", "K", "9")) and all(isinstance(a, Bid) for a in legal)
    state.apply(Bid(("A", "A", "K", "K", "Q")))
    public = state.observation(2).actions[-1]
    assert public == {
        "seat": 1,
        "type": "bid",
        "dice": ["A", "A", "K", "K", "Q"],
        "looked": True,
        "rerolled": 3,
    }


@pytest.mark.parametrize("keep", [(), (0, 1, 2, 3, 4), (5,), (0, 0), (-1,), ("0",)])
def test_rule3_reroll_one_to_four_dice_of_the_box(keep):
    state = game(box=BOX)
    open_with(state, ["K", "K"])
    state.apply(LOOK)
    with pytest.raises(IllegalAction) as info:
        state.apply(Reroll(keep))
    assert info.value.rule == "reroll_keep"


def test_rule3_reroll_needs_a_look_and_happens_once():
    state = game(box=BOX)
    open_with(state, ["K", "K"])
    with pytest.raises(IllegalAction) as info:
        state.apply(Reroll((0,)))
    assert info.value.rule == "look_first"
    state.apply(LOOK)
    state.apply(Reroll((0,)))
    state.apply_chance(["9", "9", "9", "9"])
    with pytest.raises(IllegalAction) as info:
        state.apply(Reroll((0,)))
    assert info.value.rule == "reroll_once"


def test_rule3_blind_pass_leaves_the_box_unchanged():
    state = game(3, box=BOX)
    open_with(state, ["K", "K"])
    state.apply(Bid(("K", "K", "A")))
    assert state.box_faces() == tuple(BOX)
    assert state.actions[-1]["looked"] is False and state.actions[-1]["rerolled"] == 0
    assert state.observation(1).seen == ()


def test_rule3_sightings_remember_what_each_seat_saw_and_when():
    state = game(2, box=BOX)
    open_with(state, ["K", "K"])
    reroll_and_bid(state, (0, 1), ["A", "A", "Q"], ["A", "A", "K", "K"])
    obs = state.observation(0)
    assert [s.passed for s in obs.seen] == [tuple(BOX)]
    assert obs.rerolls_since(0) == [3]
    seen1 = state.observation(1).seen[0]
    assert seen1.received == tuple(BOX) and seen1.passed == ("K", "K", "A", "A", "Q")


# Rule 4: bids -----------------------------------------------------------------------


def test_rule4_bids_name_zero_to_five_dice_and_junk_only_opens():
    state = game(box=BOX)
    open_with(state, [])  # junk
    legal = state.legal_actions()
    assert Bid(()) not in legal
    with pytest.raises(IllegalAction) as info:
        state.apply(Bid(()))
    assert info.value.rule == "bid_must_raise"
    for bad in (Bid(("A",) * 6), Bid(("X",)), Bid("AA")):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction):
            state.apply(bad)


def test_rule4_record_lists_named_dice():
    state = game(box=BOX)
    open_with(state, ["10", "A", "A"])
    assert state.actions[0]["dice"] == ["A", "A", "10"]
    assert Bid(["10", "A", "A"]) == Bid(("A", "A", "10"))  # type: ignore[arg-type]


# Rule 5: each bid strictly higher ------------------------------------------------------


def test_rule5_each_bid_must_be_strictly_higher():
    state = game(box=BOX)
    open_with(state, ["J", "J", "J", "J"])
    state.apply(LOOK)
    for dice in (["J", "J", "J", "J"], ["A", "A", "A", "K", "K"], ["10", "10", "10", "10", "A"]):
        with pytest.raises(IllegalAction) as info:
            state.apply(Bid(tuple(dice)))
        assert info.value.rule == "bid_must_raise"
    state.apply(Bid(("J", "J", "J", "J", "9")))  # one more odd die is enough


def test_rule5_five_aces_can_only_be_called():
    state = game(box=BOX)
    open_with(state, ["A"] * 5)
    assert state.legal_actions() == [CALL]
    with pytest.raises(IllegalAction):
        state.apply(LOOK)


# Rule 6: the call -----------------------------------------------------------------------


def test_rule6_true_bid_caller_loses_and_opens_next():
    state = game(3, box=BOX)
    open_with(state, ["K", "K", "A"])
    events = state.apply(Call())
    assert BoxRevealed(tuple(BOX), ("K", "K", "A"), True) in events
    lost = next(e for e in events if isinstance(e, LifeLost))
    assert (lost.seat, lost.lives, lost.reason) == (1, 2, "wrong_call")
    assert state.lives == [3, 2, 3]
    assert state.is_chance_node() and state.opener == 1
    summary = state.rounds[-1]
    assert summary["loser"] == 1 and summary["reason"] == "wrong_call"
    assert summary["box"] == BOX and summary["lives"] == [3, 2, 3]


def test_rule6_exactly_the_bid_is_true():
    state = game(3, box=BOX)
    open_with(state, ["K", "K", "A", "J", "9"])
    state.apply(CALL)
    assert state.lives == [3, 2, 3]


def test_rule6_lie_bidder_loses_and_opens_next():
    state = game(3, box=BOX)
    open_with(state, ["K", "K"])
    look_and_bid(state, ["K", "K", "K"])  # seat 1 lies (the box has two kings)
    events = state.apply(CALL)  # seat 2 calls
    lost = next(e for e in events if isinstance(e, LifeLost))
    assert (lost.seat, lost.reason, lost.caller, lost.bidder) == (1, "lied", 2, 1)
    assert state.opener == 1
    assert state.observation(0).history[-1]["box"] == BOX  # everyone sees the box


def test_rule6_out_player_in_last_standing_the_next_clockwise_opens():
    state = game(3, opener=2, lives=1, end="last_standing", box=BOX)
    open_with(state, ["A"] * 4, "right")  # seat 2 lies to seat 1
    events = state.apply(CALL)
    assert PlayerOut(2) in events
    assert state.lives == [1, 1, 0] and state.opener == 0  # clockwise from seat 2
    state.apply_chance(BOX)
    open_with(state, ["9"], "right")
    assert state.current_seat == 1  # seat 2 is skipped
    look_and_bid(state, ["10"])
    assert state.current_seat == 0


# Rule 7: the end of the game --------------------------------------------------------------


def test_rule7_first_out_loses_and_everyone_else_wins():
    state = game(3, lives=1, box=BOX)
    open_with(state, ["A"] * 4)
    events = state.apply(CALL)
    assert isinstance(events[-1], GameOver)
    assert state.is_terminal and state.winners() == [1, 2] and state.loser == 0
    assert state.returns() == [-1.0, 0.5, 0.5]
    assert seat_tallies(state)[0]["losses"] == 1 and seat_tallies(state)[1]["losses"] == 0
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction):
        state.apply(Look())


def test_rule7_others_ranked_by_lives_left():
    state = game(3, lives=2, box=BOX)
    open_with(state, ["K", "K"])
    state.apply(CALL)  # seat 1 wrongly calls: lives 2 1 2
    state.apply_chance(BOX)  # seat 1 opens
    open_with(state, ["A"] * 4)  # a lie to seat 2
    state.apply(CALL)  # seat 1 out
    assert state.is_terminal and state.loser == 1
    assert standings(state) == [0, 2, 1]


def test_rule7_match_keeps_the_penalty_tally():
    state = game(2, lives=1, box=BOX)
    open_with(state, ["A"] * 4)
    state.apply(CALL)
    match = update_match({"games": 1}, state)
    assert match["penalties"] == [1, 0] and match["wins"] == [0, 1] and match["games"] == 1
    again = update_match(match, state)
    assert again["penalties"] == [2, 0]


def test_rule7_last_standing_plays_on_until_one_is_left():
    state = game(3, lives=1, end="last_standing", box=BOX)
    open_with(state, ["A"] * 4)  # seat 0 lies
    state.apply(CALL)
    assert not state.is_terminal and state.winners() == []
    state.apply_chance(BOX)
    assert state.opener == 1
    open_with(state, ["K", "K"])
    state.apply(CALL)  # seat 2 calls a true bid: out; seat 1 is the last one standing
    assert state.is_terminal and state.winners() == [1]
    assert state.returns() == [-0.5, 1.0, -0.5]
    assert standings(state) == [1, 2, 0]
    assert update_match(None, state)["penalties"] == [1, 0, 0]  # the first one out pays
