"""Lie Dice's review on scripted rounds: a claim's and a call's odds are the exact chances of
the box from what the player knew, and each life lost is pinned on the decision that lost it."""

from __future__ import annotations

from itertools import product

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.liedice.review import review_game
from yenta_desktop.engine.liedice import (
    CALL,
    FACES,
    LEFT,
    LOOK,
    Bid,
    Rules,
    bid_index,
    make_record,
    new_game,
)
from yenta_desktop.engine.protocol import play_out

PLAYERS = [
    {"name": "Ana", "kind": "human", "level": None},
    {"name": "Bob", "kind": "human", "level": None},
    {"name": "Cat", "kind": "ai", "level": "medium"},
]


def chance_at_least(bid: tuple[str, ...]) -> float:
    """The share of all 6^5 rolls of five poker dice that are at least ``bid``."""
    target = bid_index(bid)
    rolls = list(product(FACES, repeat=5))
    return sum(1 for roll in rolls if bid_index(tuple(roll)) >= target) / len(rolls)


def settle(state):
    while state.is_chance_node():
        state.apply_chance()


def scripted(seed: int):
    """Round 1: Ana opens blind with a pair of aces, Bob calls. Round 2 onward: the bots;
    in the first round Ana opens again, looks, and claims five aces."""
    state = new_game(3, Rules(lives=2), seed=seed, opener=0)
    settle(state)
    state.apply(Bid(("A", "A"), LEFT))  # blind: Ana has not looked
    settle(state)
    assert state.current_seat == 1
    state.apply(CALL)
    settle(state)
    box = None
    bots = [make_bot("medium", seed * 10 + i, "lie-dice") for i in range(3)]
    # The next round's opener looks and claims five aces (a bluff unless the box has them).
    opener = state.current_seat
    if opener is not None and not state.is_terminal:
        state.apply(LOOK)
        box = state.box_faces()
        state.apply(Bid(("A", "A", "A", "A", "A"), LEFT))
        settle(state)
    play_out(state, [bot.choose for bot in bots], max_steps=5000)
    assert state.is_terminal
    return make_record(state, PLAYERS), opener, box


def test_a_blind_claim_and_the_call_on_it_have_the_exact_odds():
    record, _, _ = scripted(3)
    review = review_game(record, [0, 1], advice=False)
    claim = review.players[0].claims[0]
    call = review.players[1].calls[0]
    exact = chance_at_least(("A", "A"))
    assert claim.round == 1 and claim.bid == ("A", "A") and not claim.looked
    assert claim.chance == pytest.approx(exact)
    # Bob saw nothing either: the same odds, and calling a bid true 2 times in 3 is against them.
    assert call.called and call.bidder == 0 and call.chance == pytest.approx(exact)
    assert call.against_odds == (exact >= 0.5)
    # The life went to whoever was wrong about the box.
    assert call.lost_life == call.truthful
    assert claim.called and claim.lost_life == (not claim.truthful)


def test_a_claim_after_a_look_is_known_and_a_bluff_caught_costs_a_life():
    record, opener, box = scripted(3)
    assert opener is not None and box is not None
    review = review_game(record, [opener], advice=True)
    claims = [c for c in review.players[opener].claims if c.round == 2]
    five = claims[0]
    assert five.bid == ("A", "A", "A", "A", "A") and five.looked
    assert five.chance == (1.0 if box == ("A",) * 5 else 0.0)
    assert five.bluff == (box != ("A",) * 5)
    # Five aces cannot be raised: the next player had to call it.
    assert five.called and five.lost_life == five.bluff
    assert review.players[opener].lives_lost >= int(five.lost_life)
    for call in review.players[opener].calls:
        assert call.hard_calls is not None
