"""Hypothesis properties of random legal pinochle play."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yenta_desktop.engine.pinochle import (
    CARDS,
    DECK,
    PASS,
    THROW_IN,
    Bid,
    DealSummary,
    Phase,
    Play,
    card_problem,
    new_game,
    state_to_dict,
)


def play_deals(seed: int, deals: int, visit=None):
    """Random legal play (bids now and then) for up to ``deals`` deals."""
    rng = random.Random(seed)
    state = new_game(4, seed=seed)
    while not state.is_terminal and not (state.is_chance_node() and state.deal_number >= deals):
        if state.is_chance_node():
            state.apply_chance()
            continue
        if visit is not None:
            visit(state, rng)
        legal = state.legal_actions()
        if state.phase is Phase.AUCTION:
            action = rng.choice(legal[1:]) if rng.random() < 0.3 else PASS
        elif state.phase is Phase.THROW_IN:
            action = THROW_IN if rng.random() < 0.5 else legal[1]
        else:
            action = rng.choice(legal)
        state.apply(action)
    return state


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_cards_are_conserved_and_every_card_is_legal_or_has_a_reason(seed):
    def visit(state, rng):
        played = [c for t in state.tricks for c in t.cards] + state.trick
        assert Counter(c for h in state.hands for c in h) + Counter(played) == Counter(DECK)
        if state.phase is Phase.PLAY:
            seat = state.current_seat
            hand = state.hands[seat]
            legal = {a.card for a in state.legal_actions()}
            assert legal and legal <= set(hand)
            for card in CARDS:
                problem = card_problem(hand, state.trick, state.trump, card)
                assert (problem is None) == (card in legal)

    play_deals(seed, 2, visit)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_deal_scores_follow_the_rules_and_add_up(seed):
    state = play_deals(seed, 4)
    totals = [0, 0]
    for deal in state.completed_deals:
        points = sum(deal["trick_points"])
        assert points == (0 if deal["throw_in"] else 250)
        meld = [0, 0]
        for seat, melds in enumerate(deal["melds"]):
            meld[seat % 2] += sum(m["points"] for m in melds)
        team = deal["bidder"] % 2
        got = deal["deal_points"]
        if deal["throw_in"]:
            assert got[team] == -deal["bid"] and got[1 - team] == meld[1 - team]
        else:
            taken = deal["trick_points"][team]
            made = taken > 0 and meld[team] + taken >= deal["bid"]
            assert got[team] == (meld[team] + taken if made else -deal["bid"])
            other = deal["trick_points"][1 - team]
            assert got[1 - team] == (meld[1 - team] + other if other else 0)
            winners = [t["winner"] for t in deal["tricks"]]
            leaders = [t["leader"] for t in deal["tricks"]]
            assert leaders == [deal["bidder"]] + winners[:-1]
        totals = [totals[0] + got[0], totals[1] + got[1]]
        assert deal["scores"] == totals
    assert state.scores == totals


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6))
def test_observations_show_own_cards_and_public_facts_only(seed):
    def visit(state, rng):
        for seat in range(4):
            obs = state.observation(seat)
            assert list(obs.hand) == state.hands[seat]
            assert obs.hand_sizes == tuple(len(h) for h in state.hands)
            assert (obs.melds is None) == (state.melds is None)
            data = obs.to_dict()
            assert "hands" not in str(data["history"])
            partners = () if state.bidder is None else (state.bidder, (state.bidder + 2) % 4)
            if seat not in partners:
                assert obs.cards_given is None and obs.cards_received is None
        # A clone is independent.
        copy = state.clone()
        if copy.phase is Phase.PLAY:
            copy.apply(copy.legal_actions()[0])
            assert copy.trick != state.trick or copy.tricks != state.tricks

    play_deals(seed, 1, visit)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([None, 7, "x", Bid(5), Play("ZZ"), PASS]))
def test_garbage_never_changes_the_state(seed, junk):
    state = play_deals(seed, 1)
    if state.is_terminal:
        return
    state.apply_chance()
    before = repr(state.__class__), [list(h) for h in state.hands], list(state.auction)
    legal = state.legal_actions()
    if junk in legal:
        return
    try:
        state.apply(junk)
    except ValueError:
        pass
    assert ([list(h) for h in state.hands], list(state.auction)) == before[1:]


def test_an_observation_is_a_copy_that_cannot_change_the_game():
    state = play_deals(5, 2)
    before = state_to_dict(state)
    obs = state.observation(0)
    assert obs.history and all(isinstance(deal, DealSummary) for deal in obs.history)
    data = obs.to_dict()
    data["history"][0]["bid"] = 9999
    data["history"][0]["tricks"].clear()
    data["scores"][0] = -1
    assert state.observation(0).to_dict()["history"][0]["bid"] != 9999
    with pytest.raises(AttributeError):
        obs.history[0].bid = 1  # type: ignore[misc]
    assert state_to_dict(state) == before
    assert obs.history[0].to_dict()["deal_points"] == state.completed_deals[0]["deal_points"]
