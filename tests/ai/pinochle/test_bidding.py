"""The bid hint states the risk and never walks a player into a bid the team rarely makes.

Issue 21: with 50 meld the old hint (Medium's bid limit) walked a player from 260 to 320, and
after the melds the table said "320 cannot be made". The hint now weighs every bid by the
chance the team makes it in simulated deals (the partner's meld counted) and says that chance.
"""

from __future__ import annotations

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
from yenta_desktop.engine.pinochle import PASS, Bid, Phase, Rules, new_game
from yenta_desktop.i18n import set_language
from yenta_desktop.ui.games.pinochle.hints import hint_text

#: Seat 0's hand in deal 1 of seed 28 (dealer 3): 50 meld at best, a long heart suit.
HAND = ("AS", "TH", "KH", "QH", "JH", "JH", "9H", "AC", "QC", "QC", "9C", "QD")


def auction_start():
    state = new_game(4, Rules(), seed=28, dealer=3)
    while state.is_chance_node():
        state.apply_chance()
    assert state.current_seat == 0 and tuple(state.hands[0]) == HAND
    return state


#: What the left-hand opponent (seat 1) raises to; the partner and seat 3 pass.
RAISES = (260, 290, 310, 330, 350, 370, 390, 410)


def raise_or_pass(state, seat):
    """The others: seat 1 raises (the next amount it may bid), the partner and seat 3 pass."""
    if seat != 1:
        return PASS
    bids = {a.amount: a for a in state.legal_actions() if isinstance(a, Bid)}
    for amount in RAISES:
        if amount in bids:
            return bids[amount]
    return PASS


def test_make_chance_counts_the_deals_that_reach_the_bid():
    outcomes = [Outcome(300, 0, 40), Outcome(250, 0, 20), Outcome(0, 200, 0), Outcome(320, 0, 60)]
    assert make_chance(outcomes, 300) == 0.5
    assert make_chance(outcomes, 250) == 0.75
    assert make_chance(outcomes, 330) == 0.0
    risk = bid_risk({t: outcomes for t in range(4)}, HAND, 300)
    assert risk.chance == 0.5 and risk.partner_meld == 30.0


def test_the_hint_no_longer_walks_fifty_meld_to_a_bid_it_rarely_makes():
    state = auction_start()
    assert max(meld_total(counts_of(ids(HAND)), t) for t in range(4)) == 50
    obs = state.observation(0)
    deals = hand_deals(obs)
    old_bids, hints = [], []
    while state.phase is Phase.AUCTION:
        seat = state.current_seat
        if seat != 0:
            state.apply(raise_or_pass(state, seat))
            continue
        obs = state.observation(0)
        old = medium_hint(obs)
        if isinstance(old, Bid):
            old_bids.append(old.amount)
        hint = bid_hint(obs, deals)
        hints.append(hint)
        if hint.action == PASS:
            state.apply(PASS)
            break
        state.apply(hint.action)
    # The old hint went on to 320 (the bid the table then said "cannot be made").
    assert 320 in old_bids
    # The new one bids only what the team makes in at least half the deals, then passes,
    # saying how rarely the next bid is made.
    for hint in hints[:-1]:
        assert isinstance(hint.action, Bid)
        assert hint.risk is not None and hint.risk.chance >= HINT_MAKE
        assert hint.risk.chance == make_chance(deals[hint.risk.trump], hint.action.amount)
    last = hints[-1]
    assert last.action == PASS and last.risk is not None
    assert last.risk.chance < HINT_MAKE
    assert last.risk.amount <= 320
    assert max(b.action.amount for b in hints[:-1] if isinstance(b.action, Bid)) < 320
    assert last.risk.own_meld == 50


def test_the_hint_says_the_chance_and_the_partners_meld_in_both_languages():
    state = auction_start()
    obs = state.observation(0)
    hint = bid_hint(obs, hand_deals(obs))
    assert isinstance(hint.action, Bid) and hint.risk is not None
    try:
        set_language("en")
        text = hint_text(hint)
        assert f"bid {hint.action.amount}" in text and "%" in text and "partner" in text
        set_language("ru")
        text = hint_text(hint)
        assert str(hint.action.amount) in text and "%" in text and "партнёра" in text
    finally:
        set_language("en")
