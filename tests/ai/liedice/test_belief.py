"""The exact belief: tables against brute force, Bayes' rule, the fast sweep, the keep model."""

from __future__ import annotations

import itertools
import random

import pytest

from yenta_desktop.ai.liedice.belief import (
    DEFAULT_MODEL,
    BidderModel,
    after_bid,
    after_reroll,
    believability,
    bid_likelihood,
    box_belief,
    p_at_least,
    point,
)
from yenta_desktop.ai.liedice.tables import (
    BOX_BID,
    NUM_BOXES,
    ROLL,
    best_keep,
    box_id,
    outcomes,
    tail,
)
from yenta_desktop.engine.liedice import CALL, LOOK, Bid, Reroll, bid_index, new_game
from yenta_desktop.engine.liedice.hands import FACES, index_of_ranks

ROLLS = list(itertools.product(range(6), repeat=5))


def test_a_fresh_shake_matches_all_7776_rolls():
    counts = [0] * NUM_BOXES
    for roll in ROLLS:
        counts[box_id(roll)] += 1
    assert ROLL == pytest.approx([c / 7776 for c in counts], abs=1e-15)
    for bid in (0, 100, bid_index(("K", "K", "K")), 461):
        brute = sum(index_of_ranks(r) >= bid for r in ROLLS) / 7776
        assert tail(())[bid] == pytest.approx(brute, abs=1e-12)


@pytest.mark.parametrize("kept", [(5,), (0, 5), (3, 3, 3), (1, 2, 3, 4)])
def test_rerolls_match_enumerating_every_roll_of_the_other_dice(kept):
    k = 5 - len(kept)
    expected = [0.0] * NUM_BOXES
    for new in itertools.product(range(6), repeat=k):
        expected[box_id(kept + new)] += 6.0**-k
    got = [0.0] * NUM_BOXES
    for box, p in outcomes(kept):
        got[box] = p
    assert got == pytest.approx(expected, abs=1e-12)
    target = bid_index(("A", "A", "A"))
    assert tail(kept)[target] == pytest.approx(
        sum(p for box, p in enumerate(expected) if BOX_BID[box] >= target), abs=1e-12
    )


def test_keep_model_with_full_noise_is_a_random_hold():
    box = (0, 2, 2, 4, 5)
    start = point([FACES[r] for r in box])
    belief = after_reroll(start, 2, 100, noise=1.0)
    expected = [0.0] * NUM_BOXES
    holds = list(itertools.combinations(range(5), 3))
    for hold in holds:
        kept = tuple(sorted(box[p] for p in hold))
        for new in itertools.product(range(6), repeat=2):
            expected[box_id(kept + new)] += 1 / len(holds) / 36
    assert belief == pytest.approx(expected, abs=1e-12)


def test_best_keep_chases_the_target():
    kk = box_id((4, 4, 0, 1, 5))  # K K 9 10 A
    assert best_keep(kk, 3, bid_index(("K", "K", "K"))) == (4, 4)
    # To beat a high straight one keeps the straight's dice, not the pair.
    assert best_keep(kk, 1, bid_index(("A", "K", "Q", "J", "10"))) in {(0, 1, 4, 5), (1, 4, 4, 5)}


def test_bayes_rule_and_the_sweep_agree():
    rng = random.Random(2)
    for _ in range(4):
        belief = [rng.random() ** 3 for _ in range(NUM_BOXES)]
        total = sum(belief)
        belief = [b / total for b in belief]
        model = BidderModel(rng.random() * 0.5, rng.random(), 0.9, rng.random(), 0.95)
        prev = rng.randrange(-1, 400)
        fast = believability(belief, model, prev)
        for bid in range(prev + 1, 462, 7):
            slow = p_at_least(after_bid(belief, bid_likelihood(model, bid, prev)), bid)
            assert fast[bid] == pytest.approx(slow, abs=1e-9)


def test_a_bid_that_names_the_whole_box_is_believed_more_than_part_of_it():
    state = new_game(3, seed=1, opener=0)
    state.apply_chance(["K", "K", "9", "A", "J"])
    state.apply(LOOK)
    state.apply(Bid(("K", "K"), "left"))
    state.apply(LOOK)
    state.apply(Reroll((0, 1)))
    state.apply_chance(["Q", "Q", "9"])
    whole, part = state.clone(), state.clone()
    whole.apply(Bid(("K", "K", "K", "Q", "9")))
    part.apply(Bid(("K", "K", "K")))
    p_whole = p_at_least(box_belief(whole.observation(2)), bid_index(("K", "K", "K", "Q", "9")))
    p_part = p_at_least(box_belief(part.observation(2)), bid_index(("K", "K", "K")))
    assert p_whole > 0.5 > p_part


def test_a_seat_that_saw_the_box_and_no_reroll_since_knows_it():
    state = new_game(2, seed=1, opener=0)
    state.apply_chance(["K", "K", "9", "A", "J"])
    state.apply(LOOK)
    state.apply(Bid(("K", "K", "A", "J", "9"), "left"))
    state.apply(LOOK)
    state.apply(Bid(("A", "A")))  # seat 1 lies without re-rolling
    belief = box_belief(state.observation(0))
    assert belief == point(["K", "K", "9", "A", "J"])
    assert p_at_least(belief, bid_index(("A", "A"))) == 0.0
    assert CALL in state.legal_actions()


def test_default_model_is_a_probability_per_box():
    for bid, prev in ((5, -1), (200, 150), (461, 460)):
        likelihood = bid_likelihood(DEFAULT_MODEL, bid, prev)
        assert len(likelihood) == NUM_BOXES and all(0 <= q <= 1 for q in likelihood)
