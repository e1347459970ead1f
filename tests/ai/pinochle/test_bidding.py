"""The bid hint states the risk and no longer walks a player into a bid the team cannot make.

Issue 21: the old hint (Medium's bid limit) walked a player with 40-50 meld up to 320-330, and
once the melds were shown the table said "330 cannot be made". The hint now weighs each bid by
the chance the team makes it in simulated deals (the partner's meld and the pass counted),
says that chance and the meld the bid needs, and passes below an even chance.
"""

from __future__ import annotations

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.pinochle import hint as medium_hint
from yenta_desktop.ai.pinochle.bidding import (
    HINT_MAKE,
    Outcome,
    bid_hint,
    bid_risk,
    hand_deals,
    make_chance,
)
from yenta_desktop.ai.pinochle.cardmath import counts_of, ids, meld_total
from yenta_desktop.engine.pinochle import PASS, Bid, Phase, Rules, ThrowInOffered, new_game
from yenta_desktop.i18n import set_language
from yenta_desktop.ui.games.pinochle.hints import hint_text

#: Seat 0's hand in deal 1 of seed 174 (dealer 3): 40 meld at best.
HAND = ("TS", "AH", "AH", "KH", "QH", "TC", "JC", "9C", "AD", "TD", "QD", "9D")


def auction(follow):
    """Deal 1 of seed 174, seat 0 following ``follow(obs)``, the others Medium, to the melds.

    Returns the hints given to seat 0, the state after the melds and their events."""
    state = new_game(4, Rules(), seed=174, dealer=3)
    bots = [make_bot("medium", 1740 + i, "pinochle") for i in range(4)]
    while state.is_chance_node():
        state.apply_chance()
    assert tuple(state.hands[0]) == HAND
    given, events = [], []
    while state.phase in (Phase.AUCTION, Phase.TRUMP, Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
        seat = state.current_seat
        obs = state.observation(seat)
        if seat == 0 and state.phase is Phase.AUCTION:
            action, hint = follow(obs)
            given.append(hint)
        else:
            action = bots[seat].choose(obs)
        events += state.apply(action)
    return given, state, events


def test_make_chance_counts_the_deals_that_reach_the_bid():
    outcomes = [Outcome(300, 0, 40, 60), Outcome(250, 0, 20, 30), Outcome(0, 200, 0, 20)]
    outcomes.append(Outcome(320, 0, 60, 90))
    assert make_chance(outcomes, 300) == 0.5
    assert make_chance(outcomes, 250) == 0.75
    assert make_chance(outcomes, 330) == 0.0
    risk = bid_risk({1: outcomes}, HAND, 300)
    assert risk.chance == 0.5 and risk.partner_meld == 30.0 and risk.trump == 1
    # 300 needs 50 meld from the team: 2 of the 4 deals have it (60 and 90).
    assert risk.meld_needed == 50 and risk.reach == 0.5


def test_the_old_hint_walked_forty_meld_into_a_bid_that_cannot_be_made():
    hints, state, events = auction(lambda obs: (medium_hint(obs), None))
    assert state.bidder == 0 and state.bid == 330
    offered = [e for e in events if isinstance(e, ThrowInOffered)]
    assert offered and offered[0].team_meld + 250 < 330  # "330 cannot be made"


def test_the_hint_bids_only_what_the_team_makes_half_the_time_and_says_the_risk():
    deals = {}

    def follow(obs):
        if not deals:
            deals.update(hand_deals(obs))
        hint = bid_hint(obs, deals)
        return hint.action, hint

    hints, state, events = auction(follow)
    assert max(meld_total(counts_of(ids(HAND)), t) for t in range(4)) == 40
    for hint in hints[:-1]:
        assert isinstance(hint.action, Bid) and hint.risk is not None
        assert hint.risk.chance >= HINT_MAKE
        assert hint.risk.chance == make_chance(deals[hint.risk.trump], hint.action.amount)
    last = hints[-1]
    assert last.action == PASS and last.risk is not None
    assert last.risk.amount == 330 and last.risk.chance < HINT_MAKE
    assert last.risk.meld_needed == 80 and last.risk.reach < 1.0
    # The team did not end up bidding what it could not make.
    assert not (state.bidder == 0 and any(isinstance(e, ThrowInOffered) for e in events))


def test_the_hint_says_the_chance_and_the_meld_needed_in_both_languages():
    deals: dict = {}

    def follow(obs):
        deals.update(deals or hand_deals(obs))
        hint = bid_hint(obs, deals)
        return hint.action, hint

    hints, _, _ = auction(follow)
    last = hints[-1]
    try:
        set_language("en")
        text = hint_text(last)
        assert text.startswith("Hint: pass.") and "330" in text and "%" in text
        assert "80 meld" in text and "partner" in text
        set_language("ru")
        text = hint_text(last)
        assert text.startswith("Совет: пас.") and "330" in text and "80" in text
        assert "партнёр" in text
    finally:
        set_language("en")
