"""The bots that model their opponents forget an undone move (issue 21 item 2).

An AI seat may have been asked to decide after the human's move (the table then
cancels that request and asks again after the undo). Yenta Hard's ask reading and
opponent models and Lie Dice Hard's opponent model are rebuilt from each
observation's history, so a bot that saw the undone move decides afterwards exactly
as a bot that never saw it: same models, same belief, same choice (given the same
random generator state).
"""

from __future__ import annotations

import random

from yenta_desktop.ai import make_bot
from yenta_desktop.engine import liedice, yenta
from yenta_desktop.engine.undo import UndoKeeper, apply_with_undo


def play_until(state, bots, done, rng: random.Random) -> None:
    while not done(state):
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat)))


def test_yenta_hard_rebuilds_its_reading_and_models_without_the_undone_bid():
    state = yenta.new_game(4, seed=21)
    medium = [make_bot("medium", 100 + i, "yenta") for i in range(4)]
    rng = random.Random(0)

    def human_bids_later_round(s) -> bool:
        return (
            s.phase is yenta.Phase.AUCTION
            and len(s.public_rounds) >= 2
            and s.current_seat == 0
            and s.auction  # someone bid or passed before: a reading to make
        )

    play_until(state, medium, human_bids_later_round, rng)
    keeper = UndoKeeper(yenta)
    apply_with_undo(keeper, state, yenta.Bid(state.lowest_raise() + 3), by_human=True)
    nxt = state.current_seat
    assert nxt != 0 and keeper.available
    seen = make_bot("hard:sims=40", 7, "yenta")
    seen.choose(state.observation(nxt))  # the request the table cancels

    state = keeper.undo().before
    state.apply(yenta.PASS_BID if not state.must_bid() else yenta.Bid(state.lowest_raise()))
    while state.current_seat != nxt:
        state.apply(medium[state.current_seat].choose(state.observation(state.current_seat)))
    obs = state.observation(nxt)
    fresh = make_bot("hard:sims=40", 7, "yenta")
    assert seen.opponents.boldness(obs) == fresh.opponents.boldness(obs)
    assert seen.opponents.ask_noise(obs) == fresh.opponents.ask_noise(obs)
    mine, theirs = seen._belief(obs), fresh._belief(obs)
    for target in range(4):
        for value in range(1, 7):
            assert mine.p_has(target, value) == theirs.p_has(target, value)
    seen.rng.setstate(fresh.rng.getstate())
    assert seen.choose(obs) == fresh.choose(obs)


def test_lie_dice_hard_rebuilds_its_opponent_model_without_the_undone_claim():
    for seed in range(30):
        state = liedice.new_game(3, seed=seed)
        medium = [make_bot("medium", 200 + i, "lie-dice") for i in range(3)]
        rng = random.Random(seed)

        def human_claims(s) -> bool:
            if s.is_terminal or len(s.rounds) < 2 or s.current_seat != 0:
                return s.is_terminal
            legal = s.legal_actions()
            return sum(type(a) is liedice.Bid for a in legal) >= 2 and bool(s.actions)

        play_until(state, medium, human_claims, rng)
        if state.is_terminal:
            continue
        claims = [a for a in state.legal_actions() if type(a) is liedice.Bid]
        keeper = UndoKeeper(liedice)
        apply_with_undo(keeper, state, claims[-1], by_human=True)  # a wild claim
        nxt = state.current_seat
        seen = make_bot("hard", 9, "lie-dice")
        seen.choose(state.observation(nxt))  # the request the table cancels
        state = keeper.undo().before
        state.apply(claims[0])
        obs = state.observation(nxt)
        fresh = make_bot("hard", 9, "lie-dice")
        assert seen.learned(obs) == fresh.learned(obs)
        seen.rng.setstate(fresh.rng.getstate())
        assert seen.choose(obs) == fresh.choose(obs)
        return
    raise AssertionError("no later-round claim by seat 0 in 30 games")
