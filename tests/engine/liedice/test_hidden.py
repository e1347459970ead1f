"""resample_hidden: what a seat saw stays, what it could not see is re-drawn consistently."""

from __future__ import annotations

import random

from yenta_desktop.engine.liedice import (
    LOOK,
    Bid,
    Reroll,
    resample_hidden,
    state_from_dict,
    state_to_dict,
)

from .helpers import game, open_with, reroll_and_bid

BOX = ["K", "K", "9", "A", "J"]


def three_seat_round():
    """Seat 0 opens (looked), seat 1 passes blind, seat 2 looks and re-rolls two dice."""
    state = game(3, box=BOX)
    open_with(state, ["K", "K"])
    state.apply(Bid(("K", "K", "Q")))
    reroll_and_bid(state, (0, 1, 2), ["Q", "Q"], ["K", "K", "Q", "Q"])
    return state


def test_a_seat_that_never_looked_gets_a_fresh_box():
    state = three_seat_round()
    rng = random.Random(3)
    boxes = {resample_hidden(state, 1, rng).box_faces() for _ in range(30)}
    assert len(boxes) > 10
    for _ in range(10):
        copy = resample_hidden(state, 1, rng)
        assert copy.observation(1).to_dict() == state.observation(1).to_dict()


def test_what_a_seat_saw_stays_and_only_new_dice_are_redrawn():
    state = three_seat_round()
    rng = random.Random(4)
    for _ in range(20):
        copy = resample_hidden(state, 0, rng)  # seat 0 saw the shake
        assert copy.observation(0).to_dict() == state.observation(0).to_dict()
        assert copy.box_faces()[:3] == ("K", "K", "9")  # seat 2 kept positions 0-2
        assert copy.actions[0]["box"] == BOX
    seen_by_2 = {resample_hidden(state, 2, rng).box_faces() for _ in range(20)}
    assert seen_by_2 == {("K", "K", "9", "Q", "Q")}  # seat 2 knows the box exactly


def test_the_holder_who_looked_keeps_the_box_and_others_views_change():
    state = game(2, box=BOX)
    open_with(state, ["K", "K"])
    state.apply(LOOK)
    rng = random.Random(5)
    copies = [resample_hidden(state, 1, rng) for _ in range(5)]
    assert all(c.box_faces() == tuple(BOX) for c in copies)  # seat 1 is looking at it
    assert all(c.observation(0).seen[0].passed == tuple(BOX) for c in copies)  # it is seat 0's roll


def test_a_resampled_state_is_a_legal_game():
    state = three_seat_round()
    state.apply(LOOK)
    state.apply(Reroll((0, 1)))
    rng = random.Random(6)
    for seat in range(3):
        copy = resample_hidden(state, seat, rng)
        loaded = state_from_dict(state_to_dict(copy))
        assert loaded.box_faces() == copy.box_faces()
        assert [o.to_dict() for o in map(loaded.observation, range(3))] == [
            o.to_dict() for o in map(copy.observation, range(3))
        ]
