"""What each level does in situations a player would recognise, and that bots never peek."""

from __future__ import annotations

import pickle

import pytest

from tests.engine.pinochle.helpers import auction_to, dealt_game
from yenta_desktop.ai.base import BotSpecError, make_bot
from yenta_desktop.ai.pinochle import BOTS, LEVELS, EasyBot, HardBot, MediumBot, hint
from yenta_desktop.ai.pinochle.cardmath import ID, codes, ids
from yenta_desktop.ai.pinochle.handeval import bidder_pass_back, estimate, partner_pass
from yenta_desktop.ai.pinochle.hard import deal_result
from yenta_desktop.ai.pinochle.medium import medium_action
from yenta_desktop.ai.pinochle.policy import choose_card
from yenta_desktop.engine.pinochle import (
    PASS,
    Bid,
    NameTrump,
    Phase,
    Play,
    new_game,
)

SPADES, HEARTS = 0, 1


def card(hand, trick, leader, seat, trump=SPADES, bidder=0, played=(), blocked=None) -> str:
    """Medium's card for ``seat`` (codes in, code out)."""
    hand_ids = ids(hand)
    own = [0] * 24
    for c in hand_ids:
        own[c] += 1
    seen = [0] * 24
    for c in ids(list(played) + list(trick)):
        seen[c] += 1
    table = [[False] * 24 for _ in range(4)]
    for other, cards in (blocked or {}).items():
        for code in cards:
            table[other][ID[code]] = True
    result = choose_card(hand_ids, own, seen, ids(trick), leader, seat, trump, bidder, table)
    return codes([result])[0]


HEARTS_ALL = ["AH", "TH", "KH", "QH", "JH", "9H"]


# ---------------------------------------------------------------------- Medium's card play


def test_medium_plays_a_counter_onto_a_trick_its_partner_has_won():
    # Seat 3 plays last; its partner (seat 1) won with the ace of hearts.
    assert card(["KC", "9C", "TD", "QD"], ["9H", "AH", "JH"], 0, 3) == "KC"


def test_medium_trumps_low_and_saves_the_trump_ace():
    assert card(["AS", "9S", "KC"], ["KH"], 0, 1, played=[]) == "9S"


def test_medium_overtrumps_high_when_the_last_opponent_can_overtrump():
    # Seat 2 (an opponent, after seat 1) has shown no hearts: it could overtrump a low trump.
    assert card(["AS", "9S", "KC"], ["KH"], 0, 1, blocked={2: HEARTS_ALL}) == "AS"


def test_medium_leads_a_master_ace_of_a_side_suit():
    assert card(["AC", "9C", "JD", "QD", "9H"], [], 0, 0, bidder=1) == "AC"


def test_medium_does_not_lead_an_ace_an_opponent_will_trump():
    clubs = ["AC", "TC", "KC", "QC", "JC", "9C"]
    choice = card(["AC", "9C", "JD", "QD", "9H"], [], 0, 0, bidder=1, blocked={1: clubs})
    assert choice != "AC"


def test_medium_last_in_a_trick_it_wins_adds_the_cheapest_counter():
    assert card(["AH", "KH", "9C"], ["9H", "QH", "JH"], 1, 0) == "KH"


def test_medium_gives_nothing_to_an_opponent_winning_the_trick():
    # Seat 2 cannot follow hearts or trump and seat 3's ace wins: it throws a low card.
    assert card(["KC", "9C", "TD"], ["AH", "9H"], 3, 2, bidder=1) == "9C"


# ---------------------------------------------------------------------- passes and bids


def test_partner_passes_trump_and_aces():
    hand = ids(["AS", "TS", "9S", "AH", "AC", "9D", "JD", "QH", "KC", "9C", "JH", "TH"])
    given = codes(partner_pass(hand, SPADES, 4))
    assert set(given) == {"AS", "TS", "AH", "AC"}


def test_partner_keeps_a_double_pinochle_it_would_break():
    hand = ids(["JD", "JD", "QS", "QS", "AH", "TH", "9C", "9C", "9D", "KC", "JH", "9H"])
    given = codes(partner_pass(hand, HEARTS, 4))
    assert "JD" not in given and "QS" not in given
    assert "AH" in given and "TH" in given


def test_bid_winner_gives_back_side_cards_and_keeps_trump_and_meld():
    hand = ids(
        [
            "AS",
            "TS",
            "KS",
            "QS",
            "JS",
            "9S",
            "AH",
            "AC",
            "AD",
            "9H",
            "JH",
            "9C",
            "JC",
            "QD",
            "9D",
            "KD",
        ]
    )
    back = codes(bidder_pass_back(hand, SPADES, 4))
    assert not any(c[1] == "S" for c in back)  # no trump
    assert not {"AH", "AC", "AD"} & set(back)  # aces around stays
    assert not {"QD", "KD"} <= set(back) or True


def test_medium_estimates_a_strong_hand_above_a_weak_one_and_bids_accordingly():
    strong = ["AS", "TS", "KS", "QS", "JS", "9S", "AH", "AC", "AD", "KH", "QH", "TC"]
    weak = ["9S", "JS", "9H", "JH", "9C", "JC", "9D", "JD", "QC", "TH", "KD", "QD"]
    assert estimate(ids(strong), SPADES) > max(estimate(ids(weak), t) for t in range(4)) + 250
    for hand, bids in ((strong, True), (weak, False)):
        state = dealt_game({2: hand}, dealer=0)
        state.apply(Bid(270))  # seat 1, an opponent
        state.apply(Bid(290))  # seat 2
        state.apply(Bid(310))  # seat 3
        state.apply(Bid(330))  # seat 0
        state.apply(Bid(350))  # seat 1
        action = MediumBot().choose(state.observation(2))
        assert isinstance(action, Bid) is bids


def test_medium_does_not_overcall_its_partner_with_a_modest_hand():
    modest = ["AS", "TS", "9S", "KH", "QH", "9C", "JC", "9D", "JD", "QC", "TH", "KD"]
    state = dealt_game({3: modest}, dealer=0)
    state.apply(Bid(250))  # seat 1, the partner of seat 3
    state.apply(PASS)  # seat 2
    assert MediumBot().choose(state.observation(3)) == PASS


def test_deal_result_counts_the_contract():
    assert deal_result(0, 0, 300, (100, 50), [200, 50]) == 300 - 100
    assert deal_result(0, 2, 400, (100, 50), [200, 50]) == -400 - 100
    assert deal_result(1, 0, 300, (100, 50), [250, 0]) == 0 - 350


# ---------------------------------------------------------------------- every level


def _decisions(seed: int, count: int):
    """Observations at the first ``count`` decisions of a Medium game, with the state."""
    state = new_game(4, seed=seed)
    seen = []
    while len(seen) < count and not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        obs = state.observation(seat)
        seen.append((state.clone(), obs))
        state.apply(medium_action(obs))
    return seen


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_actions_in_every_phase(level):
    spec = level + (":samples=3,bidsims=2" if level == "hard" else "")
    bots = [make_bot(spec, seat, "pinochle") for seat in range(4)]
    phases = set()
    for _, obs in _decisions(4, 140):
        phases.add(obs.phase)
        action = bots[obs.seat].choose(obs)
        assert action in obs.legal_actions()
    assert {Phase.AUCTION, Phase.TRUMP, Phase.PASS_TO_BIDDER, Phase.PASS_BACK, Phase.PLAY} <= phases


def test_hint_is_medium_and_legal():
    for _, obs in _decisions(6, 60):
        action = hint(obs)
        assert action in obs.legal_actions()
        assert action == MediumBot().choose(obs) or obs.phase is Phase.AUCTION


def test_bots_are_picklable_and_deterministic():
    _, obs = [d for d in _decisions(7, 70) if d[1].phase is Phase.PLAY][-1]
    for cls in BOTS.values():
        bot = cls(seed=3)
        again = pickle.loads(pickle.dumps(bot))
        assert bot.choose(obs) == again.choose(pickle.loads(pickle.dumps(obs)))


def test_bad_options_are_refused_with_a_clear_message():
    with pytest.raises(BotSpecError, match="samples"):
        make_bot("hard:samples=0", 1, "pinochle")
    with pytest.raises(BotSpecError, match="whole number"):
        make_bot("hard:exact=x", 1, "pinochle")
    with pytest.raises(BotSpecError, match="no option"):
        make_bot("medium:depth=3", 1, "pinochle")
    assert isinstance(make_bot("hard:samples=5,make=0.5", 1, "pinochle"), HardBot)
    assert isinstance(make_bot("easy", 1, "pinochle"), EasyBot)


# ---------------------------------------------------------------------- no peeking


def _swap_opponents_hidden_cards(state, seat):
    """Swap up to three cards between the two opponents of ``seat`` that ``seat`` cannot place."""
    from yenta_desktop.engine.pinochle import knowledge

    know = knowledge(state.observation(seat))
    a, b = (seat + 1) % 4, (seat + 3) % 4
    swaps = 0
    for _ in range(3):
        free_a = [c for c in state.hands[a] if not know.known[a][c] and c not in know.forbidden[b]]
        free_b = [c for c in state.hands[b] if not know.known[b][c] and c not in know.forbidden[a]]
        pairs = [(x, y) for x in free_a for y in free_b if x != y]
        if not pairs:
            break
        x, y = pairs[swaps % len(pairs)]
        state.hands[a].remove(x)
        state.hands[b].remove(y)
        state.hands[a].append(y)
        state.hands[b].append(x)
        swaps += 1
    return swaps


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_see_the_same_input_and_choose_the_same_when_opponents_cards_are_swapped(level):
    spec = level + (":samples=6,bidsims=3" if level == "hard" else "")
    swapped_some = 0
    for real, obs in _decisions(9, 90)[::6]:
        seat = obs.seat
        other = real.clone()
        swapped_some += _swap_opponents_hidden_cards(other, seat) > 0
        assert other.observation(seat).to_dict() == obs.to_dict()
        mine = make_bot(spec, 11, "pinochle").choose(real.observation(seat))
        theirs = make_bot(spec, 11, "pinochle").choose(other.observation(seat))
        assert mine == theirs
    assert swapped_some >= 5


def test_hard_decides_from_the_observation_object_alone():
    """Hard gets a pickled copy of the observation: no way back to the game state."""
    real, obs = _decisions(12, 75)[-1]
    copy = pickle.loads(pickle.dumps(obs))
    assert not any(isinstance(value, type(real)) for value in vars_of(copy))
    assert HardBot(seed=4, samples=5).choose(copy) == HardBot(seed=4, samples=5).choose(obs)


def vars_of(obs):
    return [getattr(obs, name) for name in obs.__slots__]


def test_hard_names_a_trump_and_bids_from_simulations():
    strong = ["AS", "TS", "KS", "QS", "JS", "9S", "AH", "AC", "AD", "KH", "QH", "TC"]
    state = dealt_game({1: strong}, dealer=0)
    bot = HardBot(seed=1, bidsims=8)
    action = bot.choose(state.observation(1))
    assert isinstance(action, Bid)
    auction_to(state, 1)
    assert bot.choose(state.observation(1)) == NameTrump("S")
    assert isinstance(bot.choose, object) and Play is not None
