"""What a seat knows about hidden cards, and resample_hidden: consistent, and private."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from tests.engine.pinochle.helpers import auction_to, dealt_game
from yenta_desktop.ai.pinochle.random_bot import RandomBot
from yenta_desktop.engine.pinochle import (
    DECK,
    NameTrump,
    PassCards,
    Phase,
    Play,
    Rules,
    knowledge,
    new_game,
    resample_hidden,
    sample_hands,
    state_from_dict,
    state_to_dict,
)
from yenta_desktop.engine.pinochle.hidden import play_facts


def test_a_seat_that_does_not_follow_suit_is_void_and_one_that_does_not_trump_has_no_trump():
    forbidden, played = play_facts([(0, ["KH", "9S", "AC", "JH"])], "S")
    assert {"AH", "TH", "KH", "QH", "JH", "9H"} <= forbidden[1]  # trumped: no hearts
    assert {"AH", "9H", "AS", "9S"} <= forbidden[2]  # neither: no hearts, no trump
    assert forbidden[3] == set()  # followed under a trump: nothing learnt
    assert played == [["KH"], ["9S"], ["AC"], ["JH"]]


def test_a_seat_that_follows_without_winning_holds_no_higher_card():
    forbidden, _ = play_facts([(2, ["QH", "JH", "TH", "9H"])], "S")
    assert forbidden[3] == {"AH", "TH", "KH"}  # could not beat the queen
    assert forbidden[1] == {"AH"}  # could not beat the ten
    forbidden, _ = play_facts([(0, ["KH", "TS", "9S"])], "S")
    assert forbidden[2] >= {"AS"} and "KS" not in forbidden[2]  # trumped under a trump


def test_melds_and_passes_are_known_cards():
    state = dealt_game(
        {
            0: ["AH", "TH", "KH", "QH", "JH", "9C", "9C", "9D", "9D", "JS", "JS", "JC"],
            2: ["AS", "AS", "TS", "TS", "KS"],
        },
        dealer=3,
    )
    auction_to(state, 0)
    state.apply(NameTrump("H"))
    state.apply(PassCards(("AS", "AS", "TS", "TS")))
    mid = knowledge(state.observation(2))
    assert mid.known[0] >= Counter(["AS", "AS", "TS", "TS"])  # still with the bid winner
    state.apply(PassCards(("AS", "9C", "9C", "9D")))
    partner = knowledge(state.observation(2))
    assert partner.known[0] >= Counter(["AS", "TS", "TS"]) + Counter(["AH", "TH", "KH", "QH", "JH"])
    bidder = knowledge(state.observation(0))
    assert bidder.known[2] >= Counter(["AS", "9C", "9C", "9D"])
    opponent = knowledge(state.observation(1))
    assert opponent.known[0] >= Counter(["AH", "TH", "KH", "QH", "JH"])
    assert opponent.known[0]["AS"] == 0  # the passes are secret from the other team
    for know in (partner, bidder, opponent):
        total = Counter(know.pool) + Counter(know.hand)
        for other in range(4):
            if other != know.seat:
                total += know.known[other]
        assert total == Counter(DECK)


def _states(seed: int, every: int = 4):
    state = new_game(4, seed=seed)
    bots = [RandomBot(seed + s) for s in range(4)]
    step = 0
    while not state.is_terminal and state.deal_number <= 3:
        if state.is_chance_node():
            state.apply_chance()
            continue
        if step % every == 0:
            yield state
        state.apply(bots[state.current_seat].choose(state.observation(state.current_seat)))
        step += 1


def test_sampled_hands_respect_every_fact():
    rng = random.Random(3)
    for state in _states(1, every=7):
        for seat in range(4):
            know = knowledge(state.observation(seat))
            hands, _ = sample_hands(know, rng)
            assert hands[seat] == list(state.observation(seat).hand)
            assert Counter(c for h in hands for c in h) + Counter(
                c for p in know.played for c in p
            ) == Counter(DECK)
            for other in range(4):
                assert len(hands[other]) == len(state.hands[other])
                assert Counter(hands[other]) >= know.known[other]
                assert not set(hands[other]) & know.forbidden[other]


def test_resampled_states_are_legal_games_the_seat_cannot_tell_apart():
    """Replaying a resampled state (hands dealt, passes, every card played) gives the same view."""
    rng = random.Random(5)
    checked = agreeing = 0
    for state in _states(2):
        for seat in range(4):
            copy = resample_hidden(state, seat, rng)
            replayed = state_from_dict(json.loads(json.dumps(state_to_dict(copy))))
            mine = state.observation(seat).to_dict()
            assert copy.observation(seat).to_dict() == mine
            checked += 1
            agreeing += replayed.observation(seat).to_dict() == mine
    assert agreeing >= 0.97 * checked


def test_the_other_team_never_sees_the_passes_and_resampling_redraws_them():
    rng = random.Random(8)
    state = dealt_game(dealer=3)
    auction_to(state, 0)
    state.apply(NameTrump("C"))
    state.apply(PassCards(tuple(state.hands[2][:4])))
    state.apply(PassCards(tuple(state.hands[0][:4])))
    assert state.observation(1).cards_given is None and state.observation(3).cards_received is None
    assert state.observation(2).cards_given == state.pass_to_bidder
    passes = {resample_hidden(state, 1, rng).pass_to_bidder for _ in range(10)}
    assert len(passes) > 1
    # The partner's own pass is kept when it resamples.
    assert {resample_hidden(state, 2, rng).pass_to_bidder for _ in range(5)} == {
        state.pass_to_bidder
    }


@pytest.mark.parametrize("count", [0, 3])
def test_resampling_works_with_other_pass_sizes(count):
    rng = random.Random(count)
    state = dealt_game(dealer=0, rules=Rules(pass_cards=count))
    auction_to(state, 1)
    state.apply(NameTrump("S"))
    while state.phase is not Phase.PLAY:
        state.apply(state.legal_actions()[-1])
    state.apply(state.legal_actions()[0])
    for seat in range(4):
        copy = resample_hidden(state, seat, rng)
        assert copy.observation(seat).to_dict() == state.observation(seat).to_dict()
        state_from_dict(state_to_dict(copy))
    assert isinstance(state.legal_actions()[0], Play)
