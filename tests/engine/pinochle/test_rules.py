"""One test (or a few) per numbered rule of issue 12 / docs/rules/pinochle.md, with scripted cards."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.engine.pinochle.helpers import auction_to, deal_of, dealt_game, to_tricks
from yenta_desktop.engine import IllegalAction
from yenta_desktop.engine.pinochle import (
    DECK,
    PASS,
    PLAY_OUT,
    THROW_IN,
    AuctionWon,
    Bid,
    CardsPassed,
    DealScored,
    GameWon,
    MeldShown,
    NameTrump,
    PassCards,
    Phase,
    Play,
    Rules,
    ThrowInOffered,
    TrickWon,
    can_throw_in,
    card_problem,
    deal_points,
    legal_cards,
    new_game,
    winning_index,
)
from yenta_desktop.engine.pinochle.scoring import game_winner

# Team 0 (seats 0 and 2) holds every spade, ace and ten: it wins every trick with spades trump.
POWER = ["AS", "TS", "KS", "QS", "JS", "9S", "AH", "AC", "AD", "TH", "TC", "TD"]
ROYALTY = ["KH", "KH", "QH", "QH", "KC", "KC", "QC", "QC", "KD", "KD", "QD", "QD"]
SMALL = ["JH", "JH", "JC", "JC", "JD", "JD", "9H", "9H", "9C", "9C", "9D", "9D"]
LOPSIDED = {0: POWER, 1: ROYALTY, 2: POWER, 3: SMALL}


def play_out(state) -> list:
    """Play the first legal card for every seat until the deal is over; return the events."""
    events = []
    while state.phase is Phase.PLAY:
        events += state.apply(state.legal_actions()[0])
    return events


# Rule 1: players, deck, dealer --------------------------------------------------------


def test_rule1_four_players_in_two_teams_twelve_cards_each_from_a_48_card_deck():
    state = new_game(4, seed=3)
    assert state.is_chance_node() and state.current_seat is None
    state.apply_chance()
    assert [len(hand) for hand in state.hands] == [12] * 4
    assert Counter(c for hand in state.hands for c in hand) == Counter(DECK)
    assert len(DECK) == 48 and all(n == 2 for n in Counter(DECK).values())


@pytest.mark.parametrize("players", [2, 3, 5])
def test_rule1_only_four_players(players):
    with pytest.raises(ValueError, match="exactly 4"):
        new_game(players, seed=1)


def test_rule1_first_dealer_is_drawn_from_the_seed_then_the_deal_passes_clockwise():
    dealers = {new_game(4, seed=seed).dealer for seed in range(30)}
    assert dealers == {0, 1, 2, 3}
    assert new_game(4, seed=8).dealer == new_game(4, seed=8).dealer
    state = new_game(4, seed=8)
    first = state.dealer
    seen = []
    for _ in range(5):
        events = state.apply_chance()
        seen.append(events[0].dealer)
        assert events[0].first_bidder == (events[0].dealer + 1) % 4
        while state.phase is not Phase.DEAL:
            action = THROW_IN if state.phase is Phase.THROW_IN else state.legal_actions()[0]
            state.apply(action)
    assert seen == [(first + k) % 4 for k in range(5)]


def test_rule1_card_order_in_tricks_is_ace_ten_king_queen_jack_nine():
    order = ["AS", "TS", "KS", "QS", "JS", "9S"]
    for high, low in zip(order, order[1:], strict=False):
        assert winning_index([low, high], "H") == 1
        assert winning_index([high, low], "H") == 0


# Rule 2: the auction ------------------------------------------------------------------


def test_rule2_auction_opens_left_of_dealer_at_250_or_10_or_20_more():
    state = dealt_game(dealer=2)
    assert state.current_seat == 3
    assert state.legal_actions() == [PASS, Bid(250), Bid(260), Bid(270)]
    with pytest.raises(IllegalAction) as error:
        state.apply(Bid(280))
    assert error.value.rule == "bid_step"


def test_rule2_each_bid_raises_by_exactly_10_or_20():
    state = dealt_game(dealer=0)
    state.apply(Bid(260))
    assert state.legal_actions() == [PASS, Bid(270), Bid(280)]
    for wrong in (260, 275, 290, 250):
        with pytest.raises(IllegalAction, match="exactly 10 or 20"):
            state.apply(Bid(wrong))
    state.apply(Bid(280))
    assert state.high_bid == 280 and state.high_bidder == 2


def test_rule2_a_pass_is_final_and_the_last_player_in_wins():
    state = dealt_game(dealer=0)
    state.apply(Bid(250))  # seat 1
    state.apply(PASS)  # seat 2, out
    state.apply(Bid(260))  # seat 3
    state.apply(PASS)  # seat 0, out
    assert state.current_seat == 1
    state.apply(Bid(270))  # seat 1
    assert state.current_seat == 3  # seats 2 and 0 are skipped
    events = state.apply(PASS)
    assert AuctionWon(1, 270, False) in events
    assert state.bidder == 1 and state.bid == 270
    assert state.phase is Phase.TRUMP and state.current_seat == 1


def test_rule2_if_all_four_pass_the_dealer_is_stuck_with_the_minimum():
    state = dealt_game(dealer=3, rules=Rules(min_bid=300))
    for _ in range(4):
        events = state.apply(PASS)
    assert AuctionWon(3, 300, True) in events
    assert state.bidder == 3 and state.bid == 300


# Rule 3: trump and the passes ---------------------------------------------------------


def test_rule3_the_winner_names_trump_then_partner_passes_4_and_winner_passes_4_back():
    state = dealt_game(dealer=0)
    auction_to(state, 1)
    assert state.legal_actions() == [NameTrump(s) for s in ("S", "H", "C", "D")]
    state.apply(NameTrump("C"))
    assert state.trump == "C"
    assert state.phase is Phase.PASS_TO_BIDDER and state.current_seat == 3
    given = tuple(state.hands[3][:4])
    events = state.apply(PassCards(given))
    assert events == [CardsPassed(3, 1, 4)]
    assert len(state.hands[1]) == 16 and len(state.hands[3]) == 8
    assert state.phase is Phase.PASS_BACK and state.current_seat == 1
    # The winner may give back cards it just received.
    back = given[:2] + tuple(c for c in state.hands[1] if c not in given)[:2]
    state.apply(PassCards(back))
    assert [len(hand) for hand in state.hands] == [12] * 4
    assert Counter(state.hands[3]) == Counter(state.dealt[3]) - Counter(given) + Counter(back)
    # The other team passed nothing; the winner leads.
    assert state.hands[0] == state.dealt[0] and state.hands[2] == state.dealt[2]
    assert state.current_seat == 1 or state.phase is Phase.THROW_IN


def test_rule3_exactly_pass_cards_cards_from_your_own_hand():
    state = dealt_game({2: ["AS", "AS", "TS", "TS"]}, dealer=3)
    auction_to(state, 0)
    state.apply(NameTrump("S"))
    hand = state.hands[2]
    for wrong, rule in (
        (PassCards(tuple(hand[:3])), "pass_exactly"),
        (PassCards(tuple(hand[:5])), "pass_exactly"),
        (PassCards(("AS", "AS", "AS", "TS")), "pass_own"),
        (PassCards(tuple(state.hands[0][:4])), "pass_own"),
        (Bid(250), "pass_cards"),
    ):
        before = [list(h) for h in state.hands]
        with pytest.raises(IllegalAction) as error:
            state.apply(wrong)
        assert error.value.rule == rule
        assert state.hands == before
    assert PassCards(("TS", "AS", "TS", "AS")) in state.legal_actions()
    state.apply(PassCards(("TS", "AS", "TS", "AS")))
    assert state.pass_to_bidder == ("AS", "AS", "TS", "TS")


@pytest.mark.parametrize("count", [0, 3, 6])
def test_rule3_the_number_of_cards_passed_is_a_setting(count):
    state = dealt_game(rules=Rules(pass_cards=count))
    auction_to(state, 1)
    state.apply(NameTrump("H"))
    if count == 0:
        assert state.phase in (Phase.PLAY, Phase.THROW_IN)
        return
    assert all(len(a.cards) == count for a in state.legal_actions())
    state.apply(state.legal_actions()[0])
    assert len(state.hands[1]) == 12 + count
    state.apply(state.legal_actions()[-1])
    assert [len(hand) for hand in state.hands] == [12] * 4


# Rule 4: melds shown after the pass ----------------------------------------------------


def test_rule4_every_hands_melds_are_shown_after_the_pass_and_stay_in_hand():
    hand0 = ["AH", "TH", "KH", "QH", "JH", "9H", "AS", "AC", "AD", "QS", "JD", "9C"]
    state = dealt_game({0: hand0}, dealer=3, rules=Rules(pass_cards=0))
    auction_to(state, 0)
    events = state.apply(NameTrump("H"))
    shown = {e.seat: e for e in events if isinstance(e, MeldShown)}
    assert sorted(shown) == [0, 1, 2, 3]
    names = sorted(name for name, _, _ in shown[0].melds)
    assert names == ["aces_around", "dix", "pinochle", "run"]
    assert shown[0].total == 150 + 10 + 100 + 40
    assert sorted(state.hands[0]) == sorted(hand0)  # melded cards stay in hand
    obs = state.observation(1)
    assert obs.melds is not None and obs.meld_points(0) == 300  # every seat sees every meld


def test_rule4_melds_are_taken_after_the_pass():
    # Seat 2 passes seat 0 the king of hearts that completes a run with hearts trump.
    state = dealt_game(
        {
            0: ["AH", "TH", "QH", "JH", "9S", "9S", "9C", "9C", "9D", "9D", "JS", "JS"],
            2: ["KH", "AS", "AS", "TS"],
        },
        dealer=3,
    )
    to_tricks(state, 0, "H", to_bidder=["KH", "AS", "AS", "TS"], back=["9S", "9S", "9C", "9C"])
    assert any(m.name == "run" for m in state.melds[0])


# Rule 5: tricks ------------------------------------------------------------------------


def test_rule5_the_bid_winner_leads_and_each_trick_winner_leads_the_next():
    state = dealt_game(dealer=1)
    to_tricks(state, 3, "D", amount=250)
    if state.phase is Phase.THROW_IN:
        state.apply(PLAY_OUT)
    assert state.current_seat == 3 and state.trick_leader == 3
    events = []
    for _ in range(4):
        events += state.apply(state.legal_actions()[0])
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert state.current_seat == won.seat == state.trick_leader


def test_rule5_follow_suit_and_beat_if_you_can():
    # The seed's example: partner winning or not, a higher heart must be played.
    assert legal_cards(["9H", "TH", "AH", "KC"], ["QH"], "S") == ["AH", "TH"]
    assert legal_cards(["9H", "JH", "KC"], ["QH"], "S") == ["JH", "9H"]
    assert card_problem(["9H", "TH", "AH", "KC"], ["QH"], "S", "9H")[0] == "must_beat"
    assert card_problem(["9H", "TH", "AH", "KC"], ["QH"], "S", "KC")[0] == "must_follow_suit"


def test_rule5_no_card_of_the_suit_means_trump():
    # Mike has no hearts but the queen of spades (trump): he must trump, and takes the trick.
    assert legal_cards(["QS", "AC"], ["QH", "AH"], "S") == ["QS"]
    assert card_problem(["QS", "AC"], ["QH", "AH"], "S", "AC")[0] == "must_trump"
    assert winning_index(["QH", "AH", "QS"], "S") == 2


def test_rule5_over_a_winning_trump_beat_it_if_you_can_else_any_trump():
    assert legal_cards(["AS", "9S", "KC"], ["QH", "TS"], "S") == ["AS"]
    assert legal_cards(["QS", "9S", "KC"], ["QH", "TS"], "S") == ["QS", "9S"]
    assert card_problem(["AS", "9S", "KC"], ["QH", "TS"], "S", "9S")[0] == "must_beat"


def test_rule5_following_suit_under_a_winning_trump_any_card_of_the_suit():
    assert legal_cards(["AH", "9H", "AS"], ["QH", "9S"], "S") == ["AH", "9H"]


def test_rule5_neither_suit_nor_trump_means_any_card():
    assert legal_cards(["AC", "9D"], ["QH"], "S") == ["AC", "9D"]


def test_rule5_trump_led_must_be_beaten_by_a_higher_trump():
    assert legal_cards(["AS", "JS", "AH"], ["KS"], "S") == ["AS"]
    assert legal_cards(["QS", "JS", "AH"], ["KS"], "S") == ["QS", "JS"]


def test_rule5_of_two_identical_cards_the_first_played_wins():
    assert winning_index(["KH", "AH", "AH", "9H"], "S") == 1
    assert winning_index(["KH", "TS", "TS"], "S") == 1


def test_rule5_the_engine_refuses_an_illegal_card_and_names_the_rule():
    state = dealt_game(LOPSIDED, dealer=3, rules=Rules(pass_cards=0))
    auction_to(state, 0)
    state.apply(NameTrump("S"))
    state.apply(Play("AH"))  # seat 0 leads the ace of hearts
    # Seat 1 holds hearts (KH, QH): a club is refused, and it cannot beat the ace.
    with pytest.raises(IllegalAction) as error:
        state.apply(Play("KC"))
    assert error.value.rule == "must_follow_suit"
    with pytest.raises(IllegalAction) as error:
        state.apply(Play("AS"))
    assert error.value.rule == "not_in_hand"
    assert state.legal_actions() == [Play("KH"), Play("QH")]
    obs = state.observation(1)
    assert obs.card_problem("KC") == card_problem(state.hands[1], ["AH"], "S", "KC")
    assert obs.winning_seat() == 0


# Rule 6: counters ---------------------------------------------------------------------


def test_rule6_aces_tens_kings_count_10_and_the_last_trick_10_making_250():
    for seed in range(5):
        state = dealt_game(seed=seed)
        to_tricks(state, 1, "C")
        if state.phase is Phase.THROW_IN:
            state.apply(PLAY_OUT)
        events = play_out(state)
        tricks = [e for e in events if isinstance(e, TrickWon)]
        assert len(tricks) == 12
        for trick in tricks:
            counters = sum(10 for c in trick.cards if c[0] in "ATK")
            assert trick.points == counters + (10 if trick.last else 0)
        assert sum(state.completed_deals[-1]["trick_points"]) == 250


# Rule 7: scoring ----------------------------------------------------------------------


def test_rule7_made_bid_scores_meld_and_tricks_and_a_team_without_counters_scores_nothing():
    state = dealt_game(LOPSIDED, dealer=3, rules=Rules(pass_cards=0))
    auction_to(state, 0, 250)
    state.apply(NameTrump("S"))
    assert state.team_meld(0) == 2 * (150 + 10 + 100) and state.team_meld(1) == 120
    events = play_out(state)
    scored = [e for e in events if isinstance(e, DealScored)][0]
    assert scored.tricks == (250, 0)
    assert scored.made and scored.points == (520 + 250, 0)  # team 1's meld is lost
    assert state.scores == [770, 0]


def test_rule7_a_bidding_team_without_counters_is_set_whatever_its_meld():
    state = dealt_game(LOPSIDED, dealer=0, rules=Rules(pass_cards=0, min_bid=100))
    auction_to(state, 1, 100)
    state.apply(NameTrump("S"))
    assert state.team_meld(1) == 120 >= state.bid
    events = play_out(state)
    scored = [e for e in events if isinstance(e, DealScored)][0]
    assert scored.tricks == (250, 0) and not scored.made
    assert scored.points == (770, -100)


def test_rule7_the_scoring_table():
    # Bidding team 0 at 300: made with meld 120 + tricks 180; set with 100 + 150.
    assert deal_points(0, 300, [120, 60], [180, 70]) == ([300, 130], True)
    assert deal_points(0, 300, [100, 60], [150, 100]) == ([-300, 160], False)
    # The other team scores only with at least 10 trick points.
    assert deal_points(1, 250, [80, 200], [0, 250]) == ([0, 450], True)
    assert deal_points(1, 250, [80, 240], [250, 0]) == ([330, -250], False)


# Rule 8: throwing in ------------------------------------------------------------------


def test_rule8_throw_in_only_when_the_bid_is_more_than_250_above_the_meld():
    assert can_throw_in(500, 240)
    assert not can_throw_in(500, 250)  # exactly 250 above: must play
    assert not can_throw_in(300, 100)


# Team 0 holds kings and jacks (seat 0) apart from queens and nines (seat 2): no meld at all.
NO_MELD = {
    0: ["KH", "KH", "KC", "KC", "KD", "KD", "JH", "JH", "JC", "JC", "JD", "JD"],
    1: POWER,
    3: POWER,
}


def test_rule8_throwing_in_loses_the_bid_and_the_others_score_their_meld():
    state = dealt_game(NO_MELD, dealer=3, rules=Rules(min_bid=300, pass_cards=0))
    auction_to(state, 0, 300)
    events = state.apply(NameTrump("S"))
    assert state.team_meld(0) == 0
    assert ThrowInOffered(0, 300, 0) in events
    assert state.phase is Phase.THROW_IN and state.legal_actions() == [THROW_IN, PLAY_OUT]
    assert state.observation(0).can_throw_in()
    other_meld = state.team_meld(1)
    events = state.apply(THROW_IN)
    scored = [e for e in events if isinstance(e, DealScored)][0]
    assert scored.thrown_in and scored.points == (-300, other_meld)
    assert state.completed_deals[-1]["throw_in"] is True
    assert state.completed_deals[-1]["tricks"] == []


def test_rule8_the_bid_winner_may_play_it_out_instead():
    state = dealt_game(NO_MELD, dealer=3, rules=Rules(min_bid=300, pass_cards=0))
    auction_to(state, 0, 300)
    state.apply(NameTrump("S"))
    state.apply(PLAY_OUT)
    assert state.phase is Phase.PLAY and state.current_seat == 0
    play_out(state)
    assert state.completed_deals[-1]["throw_in"] is False


def test_rule8_exactly_250_above_the_meld_must_be_played():
    state = dealt_game(NO_MELD, dealer=3, rules=Rules(pass_cards=0))
    auction_to(state, 0, 250)
    state.apply(NameTrump("S"))
    assert state.phase is Phase.PLAY


def test_rule8_no_throw_in_when_the_bid_is_within_reach():
    state = dealt_game(LOPSIDED, dealer=3, rules=Rules(pass_cards=0))
    auction_to(state, 0)
    state.apply(NameTrump("S"))
    assert state.phase is Phase.PLAY
    with pytest.raises(IllegalAction):
        state.apply(THROW_IN)


# Rule 9: the end of the game ----------------------------------------------------------


def test_rule9_a_team_at_the_target_after_a_deal_wins():
    state = dealt_game(LOPSIDED, dealer=3, rules=Rules(pass_cards=0, target=500))
    auction_to(state, 0)
    state.apply(NameTrump("S"))
    events = play_out(state)
    assert GameWon(0, (0, 2), (770, 0)) in events
    assert state.is_terminal and state.winners() == [0, 2]
    assert state.returns() == [1.0, -1.0, 1.0, -1.0]


def test_rule9_if_both_teams_reach_the_target_the_bidding_team_wins():
    assert game_winner([1700, 1600], 1500, 1) == 1
    assert game_winner([1500, 1200], 1500, 1) == 0
    assert game_winner([1400, 1499], 1500, 0) is None
    # In play: team 1 bids, is set, but both teams end over the target.
    state = dealt_game(LOPSIDED, dealer=0, rules=Rules(pass_cards=0, min_bid=100, target=600))
    state.scores = [0, 800]
    auction_to(state, 1, 100)
    state.apply(NameTrump("S"))
    play_out(state)
    assert state.scores == [770, 700]
    assert state.winners() == [1, 3]


def test_rule9_otherwise_a_new_deal_follows():
    state = dealt_game(LOPSIDED, dealer=3, rules=Rules(pass_cards=0))
    auction_to(state, 0)
    state.apply(NameTrump("S"))
    play_out(state)
    assert state.phase is Phase.DEAL and state.is_chance_node() and not state.is_terminal
    assert state.dealer == 0
    with pytest.raises(IllegalAction):
        state.apply(PASS)
    state.apply_chance(deal_of({}, 3))
    assert state.deal_number == 2 and state.current_seat == 1
