"""The belief over hidden dice agrees with the public history, exactly."""

from __future__ import annotations

import random

import pytest

from yenta_desktop.ai.yenta.belief import Belief, compositions
from yenta_desktop.ai.yenta.public import PublicInfo
from yenta_desktop.ai.yenta.reading import public_facts, public_p_has
from yenta_desktop.engine.yenta import PASS_BID, Ask, Bid, new_game
from yenta_desktop.engine.yenta.state import Phase

from .helpers import random_histories


def _explains_history(
    seat: int, hand: tuple[int, ...], actions: list[dict], dice_per_player: int = 5
) -> bool:
    """Replay this round's asks with ``hand`` as ``seat``'s current hand: every fact must hold."""
    removed = [0] * 7
    for entry in actions:
        if entry["type"] == "ask" and (entry["seat"] == seat or entry["hit"]):
            if seat in (entry["seat"], entry["target"]):
                removed[entry["value"]] += 1
    held = [hand[v] + removed[v] for v in range(7)]
    if sum(held[1:]) != dice_per_player:
        return False
    for entry in actions:
        if entry["type"] != "ask":
            continue
        value = entry["value"]
        if entry["seat"] == seat:
            if held[value] < 1:
                return False  # it asked for a value it did not hold
            held[value] -= 1
        elif entry["target"] == seat:
            if (held[value] >= 1) != entry["hit"]:
                return False  # its answer does not match the hand
            if entry["hit"]:
                held[value] -= 1
    return held == list(hand)


def test_compositions_are_a_distribution() -> None:
    table = compositions(5)
    assert len(table) == 252
    assert sum(p for _, p in table) == pytest.approx(1.0)
    assert all(sum(c[1:]) == 5 for c, _ in table)


def test_prior_before_any_ask_is_the_dice_probability() -> None:
    obs = new_game(4, seed=1).observation(0)
    belief = Belief(obs)
    for seat in (1, 2, 3):
        for value in range(1, 7):
            assert belief.p_has(seat, value) == pytest.approx(1 - (5 / 6) ** 5)
            assert belief.expected_count(seat, value) == pytest.approx(5 / 6)


def test_a_miss_means_none_and_an_ask_means_one_held() -> None:
    dice = [[6, 6, 5, 2, 1], [3, 3, 4, 4, 1], [2, 2, 3, 5, 6], [1, 1, 1, 4, 4]]
    state = new_game(4, seed=0, dice=dice, dealer=3)  # seat 0 bids first
    for action in (Bid(5), PASS_BID, PASS_BID, PASS_BID):
        state.apply(action)
    state.apply(Ask(1, 6))  # seat 0 asks seat 1 for a 6: a miss
    assert state.current == 1
    belief = Belief(state.observation(2))
    assert belief.p_has(1, 6) == 0.0  # seat 1 said no
    # Seat 0 held a 6 and discarded it: it still holds one iff its roll had two or more.
    none, one = (5 / 6) ** 5, 5 * (1 / 6) * (5 / 6) ** 4
    assert belief.p_has(0, 6) == pytest.approx((1 - none - one) / (1 - none))


@pytest.mark.parametrize("read_bids", [False, True])
@pytest.mark.parametrize("read_asks", [False, True])
def test_belief_is_consistent_with_random_histories(read_bids: bool, read_asks: bool) -> None:
    rng = random.Random(5)
    checked = 0
    for state in random_histories(24, seed=11):
        if state.phase is not Phase.PLAY or rng.random() > 0.3:
            continue
        observer = rng.randrange(state.num_players)
        obs = state.observation(observer)
        belief = Belief(obs, read_bids=read_bids, read_asks=read_asks)
        for seat in range(state.num_players):
            support = belief.hands[seat]
            # The truth is always possible...
            assert tuple(state.hands[seat]) in support
            # ...and every possible hand explains everything the table saw.
            if seat != observer:
                for hand in support:
                    assert _explains_history(seat, hand, obs.actions)
        for hands in (belief.sample(rng) for _ in range(3)):
            assert [sum(h[1:]) for h in hands] == state.dice_left
            assert hands[observer] == state.hands[observer]
        checked += 1
    assert checked > 50


def test_bids_shift_the_belief_toward_strong_hands() -> None:
    state = new_game(4, seed=3)
    state.apply(Bid(20))  # seat 1 opens high
    obs = state.observation(0)
    plain, informed = Belief(obs), Belief(obs, read_bids=True)
    high = sum(informed.expected_count(1, v) * v for v in range(1, 7))
    flat = sum(plain.expected_count(1, v) * v for v in range(1, 7))
    assert high > flat + 1.0
    # The bid is only a hint: weak hands stay possible.
    assert len(informed.hands[1]) == len(plain.hands[1]) == 252


def test_public_chances_need_only_removed_dice_and_misses() -> None:
    """The cached public chance (Medium's view of a seat) equals the full-facts belief."""
    rng = random.Random(8)
    checked = 0
    for state in random_histories(16, seed=2):
        if state.phase is not Phase.PLAY or rng.random() > 0.3:
            continue
        obs = state.observation(0)
        belief = Belief(obs)
        info = PublicInfo.from_actions(obs.num_players, obs.rules.dice_per_player, obs.actions)
        for seat in range(1, obs.num_players):
            if not obs.dice_counts[seat]:
                continue
            chances = public_p_has(obs.rules.dice_per_player, *public_facts(info, seat))
            for value in range(1, 7):
                assert chances[value] == pytest.approx(belief.p_has(seat, value))
        checked += 1
    assert checked > 20


def test_reading_asks_a_medium_player_skipped_a_better_value() -> None:
    """Seat 1 (Medium's rule) asks for 2s when 6s were as easy to find: it holds no 6."""
    dice = [[1, 1, 3, 3, 5], [2, 2, 4, 1, 1], [6, 5, 4, 3, 2], [6, 5, 4, 3, 1]]
    state = new_game(4, seed=0, dice=dice, dealer=0)  # seat 1 bids first
    for action in (Bid(3), PASS_BID, PASS_BID, PASS_BID, Ask(2, 2)):
        state.apply(action)
    obs = state.observation(0)
    plain, read = Belief(obs), Belief(obs, read_asks=True)
    assert read.p_has(1, 6) < 0.5 * plain.p_has(1, 6)
    assert read.p_has(1, 6) > 0.0  # a hint, not a proof: other players ask otherwise
    # A value below the one asked tells nothing of the kind.
    assert read.p_has(1, 1) >= plain.p_has(1, 1) - 0.05
