"""The opponent styles of ai/liedice/styles.py, the CFR baseline table, and what Hard learns."""

from __future__ import annotations

import pytest

from yenta_desktop.ai.liedice.baseline import baseline_call, buckets
from yenta_desktop.ai.liedice.opponents import fit_caller
from yenta_desktop.ai.liedice.styles import STYLES, make_style, raw_odds
from yenta_desktop.engine.liedice import CALL, LOOK, Bid, bid_index, new_game

BOX = ("K", "K", "9", "A", "J")


def play_out(names: list[str], seed: int) -> list[list[dict[str, object]]]:
    state = new_game(len(names), seed=seed)
    bots = [make_style(name, seed * 10 + i) for i, name in enumerate(names)]
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        assert seat is not None
        action = bots[seat].choose(state.observation(seat))
        assert action in state.legal_actions()
        state.apply(action)
    return [summary["actions"] for summary in state.rounds]


@pytest.mark.parametrize("name", sorted(STYLES))
def test_every_style_plays_whole_games_legally(name):
    for seed in range(3):
        assert play_out([name, "odds", "never"], seed)


def test_unknown_style_is_refused():
    with pytest.raises(ValueError, match="no Lie Dice style"):
        make_style("psychic")


def opened(bid):
    """Seat 1 facing the opener's bid on BOX (seat 1 has not seen the box)."""
    state = new_game(2, seed=3, opener=0)
    state.apply_chance(list(BOX))
    state.apply(LOOK)
    state.apply(Bid(bid, "left"))
    return state.observation(1)


def test_the_odds_caller_calls_an_unlikely_claim_and_believes_a_likely_one():
    bot = make_style("odds")
    assert raw_odds(opened(("A",) * 4)) < 0.01
    assert bot.choose(opened(("A",) * 4)) == CALL
    assert raw_odds(opened(("Q",))) > 0.9
    assert bot.choose(opened(("Q",))) == LOOK


def test_the_never_caller_believes_even_five_of_a_kind_below_aces():
    assert make_style("never").choose(opened(("K",) * 5)) == LOOK


def test_the_bluffer_lies_when_it_could_tell_the_truth_and_the_odds_player_does_not():
    def optional_lies(name):
        lies = 0
        for seed in range(4):
            for actions in play_out([name, "never"], seed):
                prev = -1
                for entry in actions:
                    if entry["type"] != "bid":
                        continue
                    bid, hand = bid_index(tuple(entry["dice"])), bid_index(tuple(entry["box"]))
                    if entry["seat"] == 0 and entry["looked"] and prev < hand < bid:
                        lies += 1
                    prev = bid
        return lies

    assert optional_lies("bluffer") > 3
    assert optional_lies("odds") == 0


def test_the_baseline_calls_more_the_less_likely_the_claim():
    n = buckets()
    calls = [baseline_call(1.0, (j + 0.5) / n, duel=True) for j in range(n)]
    assert calls == sorted(calls, reverse=True)
    assert calls[0] > calls[-1]
    # Certainties are not left to the table.
    assert baseline_call(1.0, 0.0, duel=True) == 1.0
    assert baseline_call(1.0, 1.0, duel=False) == 0.0


def test_a_player_who_calls_by_the_raw_odds_is_read_as_one():
    """Calls follow the raw odds, not the belief that reads bids: the fit picks the raw reading."""
    decisions = [
        (naive, naive, 2, raw < 0.5, True, raw)
        for naive, raw in [(0.9, 0.2), (0.8, 0.3), (0.2, 0.8), (0.3, 0.9), (0.7, 0.1)] * 3
    ]
    model = fit_caller(decisions)
    assert model.raw
    assert model.evidence == len(decisions)
    assert 0.3 <= model.threshold <= 0.8
