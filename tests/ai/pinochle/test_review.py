"""The Pinochle review on scripted games: a bid the hand could not make is flagged with its
cost, a pass is weighed by the meld it gives, and Hard's other cards carry their stakes."""

from __future__ import annotations

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.pinochle.review import pass_check, review_game
from yenta_desktop.engine.pinochle import (
    PASS,
    Bid,
    PassCards,
    Phase,
    Rules,
    make_record,
    new_game,
    replay_steps,
)
from yenta_desktop.engine.protocol import play_out

PLAYERS = [
    {"name": "Ana", "kind": "human", "level": None},
    {"name": "Bob", "kind": "ai", "level": "medium"},
    {"name": "Cat", "kind": "ai", "level": "medium"},
    {"name": "Dan", "kind": "ai", "level": "medium"},
]


def overbid_game(seed: int = 1):
    """Ana (a weak hand: Medium would not open) and her partner push the first auction to 390,
    and Ana wins it; Medium plays everything else."""
    state = new_game(4, Rules(), seed=seed, dealer=3)
    bots = [make_bot("medium", seed * 10 + i, "pinochle") for i in range(4)]

    def scripted(seat: int):
        def choose(obs):
            if obs.deal_number == 1 and obs.phase is Phase.AUCTION and seat in (0, 2):
                high = obs.high_bid or 0
                limit = 400 if seat == 0 else 380
                bids = [a for a in obs.legal_actions() if isinstance(a, Bid)]
                if high < limit and bids:
                    return max(bids, key=lambda b: b.amount)
                return PASS
            if obs.deal_number == 1 and obs.phase is Phase.AUCTION:
                return PASS
            return bots[seat].choose(obs)

        return choose

    play_out(state, [scripted(s) for s in range(4)], max_steps=20000)
    assert state.is_terminal
    return make_record(state, PLAYERS)


def test_a_bid_the_hand_could_not_make_is_flagged_with_its_cost():
    record = overbid_game()
    review = review_game(record, [0], samples=4)
    first = [b for b in review.players[0].bids if b.deal == 1]
    assert len(first) == 1
    bid = first[0]
    assert bid.bid >= 380 and bid.won
    assert bid.chance < 0.2
    assert bid.could_make <= 250
    # The expected deal result at 400 against bidding what the hand could make.
    assert bid.stake > 100
    assert bid.made is False and bid.points == -bid.bid
    assert review.players[0].points_lost_to_sets >= bid.bid
    # Later deals' ordinary bids are not flagged unless they were above the line.
    for other in review.players[0].bids:
        assert (other.stake > 0) == (other.bid > other.could_make)


def test_a_pass_is_weighed_by_the_team_meld_it_gives():
    record = overbid_game()
    steps = [(state.clone(), events) for state, events in replay_steps(record)]
    for (before, _), (after, _) in zip(steps, steps[1:], strict=False):
        if before.phase is Phase.PASS_TO_BIDDER:
            seat = before.current_seat
            check = pass_check(before, after, seat, before.deal_number)
            assert check.passed == tuple(after.pass_to_bidder)
            assert len(check.suggested) == before.rules.pass_cards
            # Medium passed in this game: the same cards, nothing at stake.
            assert sorted(check.passed) == sorted(check.suggested)
            assert check.stake == 0 and check.meld == check.suggested_meld
            # Another pass (the four lowest cards) is weighed against Medium's.
            hand = sorted(before.hands[seat])
            low = PassCards(tuple(hand[:4]))
            trial = before.clone()
            trial.apply(low)
            worse = pass_check(before, trial, seat, before.deal_number)
            assert worse.passed == low.cards
            assert worse.stake == max(0, worse.suggested_meld - worse.meld)
            return
    raise AssertionError("no pass in the game")


def test_cards_hard_would_not_play_carry_their_stakes():
    record = overbid_game()
    review = review_game(record, [0, 1], samples=4)
    for seat in (0, 1):
        player = review.players[seat]
        assert player.cards_checked > 0
        for card in player.cards:
            assert card.played != card.hard and card.stake >= 5.0


def test_passing_a_strong_hand_in_the_auction_is_named():
    """Seed 17: Ana's hand (Medium would bid to about 370) passes at once in deal 1."""
    state = new_game(4, Rules(), seed=17, dealer=3)
    bots = [make_bot("medium", 170 + i, "pinochle") for i in range(4)]

    def ana(obs):
        if obs.deal_number == 1 and obs.phase is Phase.AUCTION:
            return PASS
        return bots[0].choose(obs)

    play_out(state, [ana, *(bot.choose for bot in bots[1:])], max_steps=20000)
    review = review_game(make_record(state, PLAYERS), [0], samples=2)
    first = [p for p in review.players[0].auction_passes if p.deal == 1]
    assert len(first) == 1
    gave_up = first[0]
    assert gave_up.high_bid is None and gave_up.next_bid == 250
    assert gave_up.chance >= 0.6 and gave_up.could_make > 250
    assert gave_up.flagged
