"""Yenta's review on a scripted game: a bid far above the coach's estimate is flagged with its
expected cost and the points it lost, and a missed ask that showed a die still held is named,
with the points another player then took with it."""

from __future__ import annotations

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.yenta.review import review_game
from yenta_desktop.engine.protocol import play_out
from yenta_desktop.engine.yenta import PASS_BID, Ask, Bid, Rules, make_record, new_game

#: Seat 0 (first to bid, the dealer is seat 2) has a weak hand with two 4s.
DICE = [[4, 4, 1, 2, 3], [4, 5, 5, 6, 2], [6, 5, 3, 1, 2]]
PLAYERS = [
    {"name": "Ana", "kind": "human", "level": None},
    {"name": "Bob", "kind": "ai", "level": "medium"},
    {"name": "Cat", "kind": "ai", "level": "medium"},
]


def scripted_record():
    """Ana bids 30, the others pass; Ana asks Cat for a 4 (a miss), Bob asks Ana for a 4."""
    state = new_game(3, Rules(target_score=10), seed=5, dealer=2, dice=DICE)
    state.apply(Bid(30))
    state.apply(PASS_BID)
    state.apply(PASS_BID)
    assert state.bidder == 0
    state.apply(Ask(2, 4))  # Cat has no 4: a miss, and Ana still holds one
    assert state.current_seat == 1
    state.apply(Ask(0, 4))  # Bob takes it: a pair of 4s, 8 points
    bots = [make_bot("medium", 50 + i, "yenta") for i in range(3)]
    play_out(state, [bot.choose for bot in bots], max_steps=5000)
    assert state.is_terminal
    return make_record(state, PLAYERS)


def test_a_bid_far_above_the_estimate_is_flagged_with_its_cost():
    review = review_game(scripted_record(), [0])
    ana = review.players[0]
    bid = ana.bids[0]
    assert bid.round == 1 and bid.bid == 30
    assert bid.estimate < 15 and bid.limit < 30
    assert bid.stake > 10
    first = ana.rounds[0]
    assert first.bid == 30 and first.made is False and first.points == -30
    assert ana.failed_bids >= 30


def test_a_miss_that_showed_a_die_still_held_is_named_with_the_points_taken():
    review = review_game(scripted_record(), [0, 1])
    miss = review.players[0].asks[0]
    assert (miss.target, miss.value, miss.hit) == (2, 4, False)
    # Before anything is known, Cat holds a 4 with chance 1 - (5/6)^5.
    assert miss.chance == pytest.approx(1 - (5 / 6) ** 5)
    assert miss.exposed and miss.taken == 8
    assert review.players[0].taken_after_misses >= 8
    # Bob's ask is judged from what Bob saw: Ana held a 4 and discarded one, so she holds
    # another with chance P(two or more 4s | at least one) among her five dice.
    bob = review.players[1].asks[0]
    assert (bob.target, bob.value, bob.hit) == (0, 4, True)
    none, one = (5 / 6) ** 5, 5 * (1 / 6) * (5 / 6) ** 4
    assert bob.chance == pytest.approx((1 - none - one) / (1 - none))
    # The coach would have asked Cat for a 6: Cat has no 4, so 1 - (4/5)^5; a better ask.
    assert (bob.coach_target, bob.coach_value) == (2, 6)
    assert bob.coach_chance == pytest.approx(1 - (4 / 5) ** 5)
    assert bob.stake > 1
