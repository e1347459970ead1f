"""One test per numbered rule of issue 2 / docs/rules.md, with scripted dice."""

from __future__ import annotations

import pytest

from yenta_desktop.engine import IllegalAction
from yenta_desktop.engine.yenta import (
    END_TURN,
    PASS_BID,
    Ask,
    AskHit,
    AskMiss,
    AuctionWon,
    Bid,
    GameWon,
    Phase,
    RoundEnded,
    Rules,
    new_game,
)

# Seat 0 deals, so seat 1 bids first.
DICE_4 = [
    [1, 2, 3, 4, 5],  # seat 0
    [5, 5, 6, 6, 1],  # seat 1
    [2, 3, 3, 4, 6],  # seat 2
    [1, 1, 2, 2, 4],  # seat 3
]


def game(dice=DICE_4, rules=None, dealer=0):
    return new_game(len(dice), rules, seed=1, dealer=dealer, dice=dice)


def auction_to(state, bidder: int, amount: int) -> None:
    """Let ``bidder`` bid ``amount`` and everyone else pass."""
    while state.phase is Phase.AUCTION:
        if state.current_seat == bidder and state.high_bidder != bidder:
            state.apply(Bid(amount))
        else:
            state.apply(PASS_BID)


# Rule 1: players and dice -----------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_rule1_three_to_six_players_each_roll_five_dice(players):
    state = new_game(players, seed=3)
    assert state.dice_left == [5] * players
    assert all(sum(state.hands[s]) == 5 for s in range(players))
    assert all(len(hand) == 5 for hand in state.rolled)


@pytest.mark.parametrize("players", [0, 2, 7])
def test_rule1_rejects_tables_outside_three_to_six(players):
    with pytest.raises(ValueError, match="3 to 6"):
        new_game(players, seed=1)


def test_rule1_dice_per_player_setting():
    state = new_game(3, Rules(dice_per_player=3), seed=2)
    assert state.dice_left == [3, 3, 3]
    assert state.rules.max_bid == 36


def test_rule1_dice_are_secret_in_observations():
    state = game()
    obs = state.observation(2).to_dict()
    assert obs["my_dice"] == [2, 3, 3, 4, 6]
    flat = repr(obs)
    assert "hands" not in flat and "rolled" not in flat
    assert obs["dice_counts"] == [5, 5, 5, 5]


def test_rule1_same_seed_same_roll_and_a_fresh_roll_each_round():
    a, b = new_game(4, seed=11), new_game(4, seed=11)
    assert a.rolled == b.rolled
    assert new_game(4, seed=12).rolled != a.rolled
    first_roll = [list(h) for h in a.rolled]
    _play_round_quickly(a)
    assert a.phase is Phase.ROUND_OVER
    a.next_round()
    assert a.dice_left == [5, 5, 5, 5]
    assert a.rolled != first_roll


# Rule 2: auction ----------------------------------------------------------------


def test_rule2_auction_starts_left_of_dealer_and_goes_round():
    state = game(dealer=2)
    assert state.current_seat == 3
    state.apply(Bid(5))
    assert state.current_seat == 0
    state.apply(PASS_BID)
    assert state.current_seat == 1


def test_rule2_bid_must_raise_and_respect_min_bid():
    state = game(rules=Rules(min_bid=4))
    with pytest.raises(IllegalAction, match="at least 4") as info:
        state.apply(Bid(3))
    assert info.value.rule == "bid_must_raise"
    state.apply(Bid(6))
    with pytest.raises(IllegalAction, match="at least 7"):
        state.apply(Bid(6))


def test_rule2_pass_is_final_for_the_round():
    state = game()
    state.apply(PASS_BID)  # seat 1 out
    state.apply(Bid(4))  # seat 2
    state.apply(Bid(5))  # seat 3
    state.apply(Bid(6))  # seat 0
    assert state.current_seat == 2  # seat 1 is skipped
    assert all(isinstance(a, Bid) or a == PASS_BID for a in state.legal_actions())


def test_rule2_auction_ends_when_only_the_high_bidder_is_left():
    state = game()
    state.apply(Bid(8))  # seat 1
    state.apply(PASS_BID)
    events = state.apply(PASS_BID)
    assert state.phase is Phase.AUCTION
    events = state.apply(PASS_BID)
    assert state.phase is Phase.PLAY
    assert any(isinstance(e, AuctionWon) and e.seat == 1 and e.bid == 8 for e in events)


def test_rule2_last_player_must_bid_when_everyone_else_passed():
    state = game()
    for _ in range(3):
        state.apply(PASS_BID)
    assert state.current_seat == 0
    assert PASS_BID not in state.legal_actions()
    with pytest.raises(IllegalAction) as info:
        state.apply(PASS_BID)
    assert info.value.rule == "last_must_bid"
    state.apply(Bid(1))
    assert state.phase is Phase.PLAY and state.bidder == 0 and state.bid == 1


def test_rule2_no_bid_above_the_ceiling():
    state = game()
    with pytest.raises(IllegalAction) as info:
        state.apply(Bid(61))
    assert info.value.rule == "bid_ceiling"
    state.apply(Bid(60))
    assert Bid(61) not in state.legal_actions()


# Rule 3: the bidder leads ----------------------------------------------------------


def test_rule3_high_bidder_takes_the_first_turn():
    state = game()
    auction_to(state, 2, 10)
    assert state.phase is Phase.PLAY
    assert state.current_seat == 2 and state.bidder == 2


# Rule 4: asking --------------------------------------------------------------------


def test_rule4_hit_pairs_two_dice_and_scores_twice_the_value():
    state = game()
    auction_to(state, 1, 5)
    events = state.apply(Ask(2, 6))  # seat 2 holds a 6
    assert events[0] == AskHit(1, 2, 6, 12)
    assert state.pair_points[1] == 12
    assert state.hands[1][6] == 1 and state.hands[2][6] == 0
    assert state.dice_left == [5, 4, 4, 5]
    assert state.current_seat == 1  # may ask again


def test_rule4_must_ask_before_passing_and_may_pass_after_a_hit():
    state = game()
    auction_to(state, 1, 5)
    with pytest.raises(IllegalAction) as info:
        state.apply(END_TURN)
    assert info.value.rule == "ask_before_pass"
    state.apply(Ask(0, 5))
    assert END_TURN in state.legal_actions()
    state.apply(END_TURN)
    assert state.current_seat == 2


def test_rule4_miss_discards_one_die_of_that_value_and_ends_the_turn():
    state = game()
    auction_to(state, 1, 5)
    events = state.apply(Ask(3, 6))  # seat 3 holds no 6
    assert isinstance(events[0], AskMiss)
    assert state.hands[1][6] == 1 and state.discards[1] == [6]
    assert state.dice_left == [5, 4, 5, 5]
    assert state.current_seat == 2
    assert state.pair_points[1] == 0


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (Ask(1, 5), "ask_other_player"),
        (Ask(0, 3), "ask_value_held"),
        (Ask(9, 5), "ask_seat"),
        (Ask(0, 7), "ask_value"),
        (Bid(3), "play_actions"),
    ],
)
def test_rule4_illegal_asks_are_refused_and_change_nothing(action, rule):
    state = game()
    auction_to(state, 1, 5)
    before = state.clone()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == rule
    assert state == before


def test_rule4_players_without_dice_cannot_be_asked():
    dice = [[2, 2, 2, 2, 2], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3], [3, 3, 3, 3, 4]]
    state = game(dice)
    auction_to(state, 1, 1)
    for _ in range(5):
        state.apply(Ask(0, 2))  # five hits: seats 0 and 1 are out of dice
    assert state.dice_left == [0, 0, 5, 5]
    assert state.current_seat == 2  # seat 1 ran out: next seat with dice
    assert all(a.target == 3 for a in state.legal_actions() if isinstance(a, Ask))
    for empty in (0, 1):
        with pytest.raises(IllegalAction) as info:
            state.apply(Ask(empty, 3))
        assert info.value.rule == "ask_player_with_dice"


# Rule 5: who plays next ---------------------------------------------------------------


def test_rule5_after_a_miss_next_seat_variant():
    state = game(rules=Rules(turn_after_miss="next_seat"))
    auction_to(state, 1, 5)
    state.apply(Ask(3, 6))
    assert state.current_seat == 2


def test_rule5_after_a_miss_asked_player_variant():
    state = game(rules=Rules(turn_after_miss="asked_player"))
    auction_to(state, 1, 5)
    state.apply(Ask(3, 6))
    assert state.current_seat == 3


def test_rule5_after_a_pass_next_seat_with_dice_plays():
    state = game()
    auction_to(state, 3, 5)
    state.apply(Ask(0, 1))
    state.apply(END_TURN)
    assert state.current_seat == 0


def test_rule5_seats_without_dice_are_skipped():
    dice = [[3, 1, 1, 1, 1], [4, 4, 4, 4, 3], [4, 4, 4, 4, 6], [6, 2, 2, 2, 2]]
    state = game(dice)
    auction_to(state, 2, 1)
    for _ in range(4):
        state.apply(Ask(1, 4))  # seat 2 takes seat 1's four 4s
    state.apply(Ask(3, 6))  # hit: seat 2 is out of dice
    assert state.current_seat == 3  # the turn moves on at once
    state.apply(Ask(0, 2))  # miss
    assert state.current_seat == 0
    state.apply(Ask(1, 3))  # hit: seat 1 is out of dice
    assert state.dice_left == [4, 0, 0, 3]
    state.apply(END_TURN)
    assert state.current_seat == 3  # seats 1 and 2 are skipped


# Rule 6: end of round ----------------------------------------------------------------


def test_rule6_round_ends_when_one_player_holds_dice_and_scores_them():
    dice = [[1, 1, 1, 1, 1], [1, 1, 1, 1, 2], [6, 6, 6, 5, 4]]
    state = game(dice)
    auction_to(state, 1, 1)
    for _ in range(4):
        state.apply(Ask(0, 1))  # seat 1 pairs four 1s: 8 points
    state.apply(Ask(0, 2))  # miss: seat 1 is out of dice, seat 0 has one 1 left
    assert state.dice_left == [1, 0, 5]
    assert state.current_seat == 2  # next seat clockwise with dice
    state.apply(Ask(0, 6))  # miss: seat 2 discards a 6
    state.apply(Ask(2, 1))  # seat 0 asks seat 2 for a 1: miss, seat 0 out
    assert state.phase is not Phase.AUCTION
    summary = state.completed_rounds[-1]
    assert summary["last_player"] == 2
    assert summary["round_points"][2] == 6 + 5 + 4 + 6
    assert summary["round_points"][1] == 8  # made the bid of 1: max(2, 8)


def test_rule6_the_last_player_scores_all_remaining_dice():
    dice = [[2, 2, 2, 2, 2], [2, 2, 2, 2, 2], [4, 4, 5, 5, 6]]
    state = game(dice)
    auction_to(state, 1, 1)
    for _ in range(5):
        state.apply(Ask(0, 2))
    # Seats 0 and 1 are both out: seat 2 alone has dice, the round is over.
    assert state.phase is Phase.ROUND_OVER
    summary = state.completed_rounds[-1]
    assert summary["last_player"] == 2
    assert summary["round_points"] == [0, 20, 24]


def test_rule6_nobody_gets_a_leftover_when_no_one_holds_dice():
    dice = [[4, 4, 4, 4, 4], [4, 4, 4, 4, 4], [4, 4, 4, 4, 4], [4, 4, 4, 4, 4]]
    state = game(dice)
    auction_to(state, 1, 1)
    for _ in range(5):
        state.apply(Ask(0, 4))
    assert state.current_seat == 2
    for _ in range(5):
        state.apply(Ask(3, 4))
    summary = state.completed_rounds[-1]
    assert summary["last_player"] is None
    assert summary["round_points"] == [0, 40, 40, 0]


# Rule 7: scoring ------------------------------------------------------------------------


@pytest.mark.parametrize(("bid", "expected"), [(7, 60), (30, 60), (40, 80), (60, 120)])
def test_rule7_made_bid_scores_the_greater_of_double_the_bid_and_actual(bid, expected):
    dice = [[6, 6, 6, 6, 6], [6, 6, 6, 6, 6], [1, 1, 1, 1, 1]]
    state = game(dice)
    auction_to(state, 1, bid)
    for _ in range(5):
        state.apply(Ask(0, 6))  # 60 points of pairs; seat 2 is left with 5 points of dice
    summary = state.completed_rounds[-1]
    assert summary["pair_points"] == [0, 60, 0]
    assert summary["round_points"] == [0, expected, 5]


def test_rule7_bidder_score_arithmetic():
    from yenta_desktop.engine.yenta.scoring import bidder_score

    assert bidder_score(12, 5, Rules()) == 12
    assert bidder_score(12, 12, Rules()) == 24
    assert bidder_score(11, 12, Rules()) == -12
    assert bidder_score(11, 12, Rules(failed_bid="zero")) == 0


def _failed_bid_round(rules):
    dice = [[1, 1, 1, 1, 1], [1, 2, 2, 2, 2], [3, 3, 3, 3, 3]]
    state = game(dice, rules)
    auction_to(state, 1, 30)
    state.apply(Ask(0, 1))  # 2 points only
    state.apply(END_TURN)
    while state.phase is Phase.PLAY:
        state.apply(state.legal_actions()[0])
    return state


def test_rule7_failed_bid_subtract_variant():
    state = _failed_bid_round(Rules(failed_bid="subtract"))
    summary = state.completed_rounds[-1]
    assert summary["round_points"][1] == -30
    assert state.scores[1] == -30  # totals may go negative


def test_rule7_failed_bid_zero_variant():
    state = _failed_bid_round(Rules(failed_bid="zero"))
    assert state.completed_rounds[-1]["round_points"][1] == 0


def test_rule7_pairs_and_leftover_count_towards_the_bid():
    # Seat 1 bids 16: pairs 1 (2 points) and ends last with 2+2+2+2... scores leftover.
    dice = [[1, 5, 5, 5, 5], [1, 6, 6, 6, 6], [5, 5, 5, 5, 5]]
    state = game(dice)
    auction_to(state, 1, 16)
    state.apply(Ask(0, 1))  # hit, 2 points
    state.apply(END_TURN)  # seat 2 plays
    for _ in range(4):
        state.apply(Ask(0, 5))  # seat 2 pairs all of seat 0's 5s
    assert state.dice_left == [0, 4, 1]
    state.apply(END_TURN)
    assert state.current_seat == 1
    state.apply(Ask(2, 6))  # miss: seat 1 discards a 6, turn to seat 2
    state.apply(Ask(1, 5))  # miss: seat 2 is out of dice; seat 1 is last with 6,6,6
    summary = state.completed_rounds[-1]
    assert summary["last_player"] == 1
    # actual = 2 (pair) + 18 (leftover) = 20 >= 16: max(32, 20) = 32
    assert summary["round_points"][1] == 32


# Rule 8: dealer rotation and winning -------------------------------------------------------


def _play_round_quickly(state):
    auction_to(state, state.current_seat, state.lowest_raise())
    while state.phase is Phase.PLAY:
        state.apply(state.legal_actions()[0])


def test_rule8_dealer_moves_one_seat_left_each_round():
    state = new_game(4, Rules(target_score=10_000), seed=5)
    dealers = [state.dealer]
    for _ in range(5):
        _play_round_quickly(state)
        state.next_round()
        dealers.append(state.dealer)
    assert dealers == [0, 1, 2, 3, 0, 1]


def test_rule8_game_ends_when_a_player_alone_leads_at_the_target():
    state = new_game(3, Rules(target_score=20), seed=9)
    while state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.ROUND_OVER:
            state.next_round()
        _play_round_quickly(state)
    assert max(state.scores) >= 20
    assert state.scores.count(max(state.scores)) == 1
    assert state.winner == state.scores.index(max(state.scores))
    with pytest.raises(IllegalAction):
        state.apply(PASS_BID)


def test_rule8_a_tie_at_the_top_plays_on():
    from yenta_desktop.engine.yenta.scoring import game_winner

    assert game_winner([100, 100, 20], 100) is None
    assert game_winner([101, 100, 20], 100) == 0
    assert game_winner([99, 98, 20], 100) is None


def test_rule8_winner_event_is_emitted():
    state = new_game(3, Rules(target_score=10), seed=4)
    events = []
    while state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.ROUND_OVER:
            state.next_round()
        auction_to(state, state.current_seat, 1)
        while state.phase is Phase.PLAY:
            events += state.apply(state.legal_actions()[0])
    assert isinstance(events[-1], GameWon)
    assert isinstance(events[-2], RoundEnded)
    assert events[-1].winner == state.winner


def test_next_round_only_between_rounds():
    state = game()
    with pytest.raises(IllegalAction) as info:
        state.next_round()
    assert info.value.rule == "next_round"
