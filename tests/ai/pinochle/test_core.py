"""The bots' integer card core agrees with the engine; the exact search is exact."""

from __future__ import annotations

import random

from yenta_desktop.ai.pinochle.cardmath import (
    codes,
    counts_of,
    ids,
    legal,
    meld_total,
    winner_index,
)
from yenta_desktop.ai.pinochle.sim import PlayState, exact_counters
from yenta_desktop.engine.pinochle import (
    DECK,
    SUITS,
    legal_cards,
    meld_points,
    winning_index,
)

RICH = [r + s for s in SUITS for r in ("A", "T", "K", "Q", "J")] * 2 + ["9S", "9S", "9H", "9H"]


def test_ids_round_trip_and_order_cards_by_strength_within_a_suit():
    assert codes(ids(["AS", "TS", "KS", "QS", "JS", "9S"])) == ["AS", "TS", "KS", "QS", "JS", "9S"]
    assert ids(["AS", "TS", "KS", "QS", "JS", "9S"]) == [5, 4, 3, 2, 1, 0]


def test_meld_legal_and_winner_agree_with_the_engine():
    rng = random.Random(0)
    for i in range(3000):
        hand = rng.sample(list(DECK) if i % 2 else RICH, rng.choice((12, 16)))
        trump = rng.randrange(4)
        assert meld_total(counts_of(ids(hand)), trump) == meld_points(hand, SUITS[trump])
        trick = rng.sample(DECK, rng.randrange(4))
        assert sorted(codes(legal(ids(hand), ids(trick), trump))) == sorted(
            legal_cards(hand, trick, SUITS[trump])
        )
        if trick:
            assert winner_index(ids(trick), trump) == winning_index(trick, SUITS[trump])


def _minimax(state: PlayState, team: int) -> int:
    if state.tricks_done == 12:
        return state.counters[team]
    values = []
    for card in legal(state.hands[state.seat], state.trick, state.trump):
        child = state.copy()
        child.play(card)
        values.append(_minimax(child, team))
    return max(values) if state.seat % 2 == team else min(values)


def test_exact_search_matches_plain_minimax():
    rng = random.Random(5)
    for _ in range(120):
        deck = list(DECK)
        rng.shuffle(deck)
        state = PlayState(
            [ids(deck[i * 12 : (i + 1) * 12]) for i in range(4)], rng.randrange(4), 0, 0
        )
        left = rng.choice((1, 2, 3))
        while state.tricks_left > left:
            state.play(state.medium_card())
        for _ in range(rng.randrange(3)):
            state.play(state.medium_card())
        team = rng.randrange(2)
        assert exact_counters(state, team) == _minimax(state, team)


def test_rollouts_play_legal_cards_to_the_end_and_count_250():
    rng = random.Random(2)
    for _ in range(30):
        deck = list(DECK)
        rng.shuffle(deck)
        hands = [ids(deck[i * 12 : (i + 1) * 12]) for i in range(4)]
        state = PlayState(hands, rng.randrange(4), 1, 1)
        while state.tricks_done < 12:
            card = state.medium_card()
            assert card in legal(state.hands[state.seat], state.trick, state.trump)
            state.play(card)
        assert sum(state.counters) == 250
