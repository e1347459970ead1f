"""Hard's opponent model: judging bids, fitting callers, and using both."""

from __future__ import annotations

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.liedice.belief import DEFAULT_MODEL
from yenta_desktop.ai.liedice.opponents import (
    CallerModel,
    OpponentModel,
    SeatData,
    bidder_model,
    fit_caller,
    known_boxes,
)
from yenta_desktop.engine.liedice import CALL, LOOK, Bid, Reroll, Sighting, bid_index, new_game

GAME = "lie-dice"
BOX = ("K", "K", "9", "A", "J")


def bid(seat, dice, rerolled=0, looked=True):
    return {"seat": seat, "type": "bid", "dice": list(dice), "looked": looked, "rerolled": rerolled}


def test_known_boxes_spread_through_bids_without_a_reroll():
    actions = [
        bid(0, ["K", "K"], 5),
        bid(1, ["A"] * 3),
        bid(2, ["A"] * 4, 2),
        {"seat": 0, "type": "call"},
    ]
    final = ("A", "A", "9", "9", "Q")
    known = known_boxes(actions, [Sighting(1, 0, BOX, BOX)], final)
    assert known == {0: BOX, 1: BOX, 2: final}


def test_a_liar_is_recognised_as_one():
    data = SeatData()
    for _ in range(6):  # lies from a box good enough for a true raise
        data.add_bid(bid_index(("A", "A", "A")), bid_index(("K", "K")), bid_index(BOX))
    model = bidder_model(data)
    assert model.lie_rate > 0.5 > DEFAULT_MODEL.lie_rate
    honest = SeatData()
    for _ in range(6):
        honest.add_bid(bid_index(BOX), bid_index(("K", "K")), bid_index(BOX))
    assert bidder_model(honest).lie_rate < DEFAULT_MODEL.lie_rate
    assert bidder_model(honest).exact > DEFAULT_MODEL.exact


def test_caller_fits_follow_the_evidence():
    never = [(p / 10, p / 10, 2, False, False, p / 10) for p in range(10)] * 2
    always = [(p / 10, p / 10, 2, True, False, p / 10) for p in range(10)] * 2
    assert fit_caller(never).threshold < 0.2
    assert fit_caller(always).threshold > 0.8
    by_kind = [(0.9, 8, True), (0.9, 7, True), (0.9, 2, False), (0.1, 2, False), (0.2, 3, False)]
    assert fit_caller([(p, p, k, c, False, p) for p, k, c in by_kind] * 3).big > 0.5
    # A player whose calls on this bot's bids fit the self-model reading is "wise".
    reads_me = [(0.9, 0.1, 2, True, True, 0.9), (0.1, 0.9, 2, False, True, 0.1)] * 3
    assert fit_caller(reads_me).wise > 0.9
    assert fit_caller([(q, p, k, c, m, q) for p, q, k, c, m, _ in reads_me]).wise < 0.1
    assert CallerModel(0.4, 0.0).chance(0.1, 2) > 0.9 > CallerModel(0.4, 0.0).chance(0.9, 8)


def test_the_model_learns_from_what_this_seat_saw():
    """Seat 1 lies to seat 0 twice (seen by seat 0 when it looks): seat 0's model of 1 lies more."""
    state = new_game(2, seed=1, opener=0)
    for _ in range(2):
        state.apply_chance(list(BOX))
        state.apply(LOOK)
        state.apply(Bid(("K", "K"), "left"))
        state.apply(LOOK)
        state.apply(Bid(("A", "A", "A", "A")))  # a lie from a box that held a true raise
        state.apply(LOOK)  # seat 0 accepts and sees the lie
        state.apply(Reroll((0,)))
        state.apply_chance(["K", "K", "K", "K"])
        state.apply(Bid(("K",) * 5))
        state.apply(CALL)  # seat 1 calls a true bid and opens next
        if state.opener != 0:
            state.apply_chance(list(BOX))
            state.apply(Bid(("9",), "left"))
            state.apply(CALL)
    model = OpponentModel(0)
    data = model.update(state.observation(0))
    assert data[1].optional_lies >= 2
    assert OpponentModel.models(data)[1].lie_rate > DEFAULT_MODEL.lie_rate
    # Seat 1 accepted the pair of kings and called the five kings, both times.
    assert [d[3] for d in data[1].decisions] == [False, True, False, True]


def test_hard_never_calls_a_bid_it_knows_is_true():
    state = new_game(2, seed=1, opener=0)
    state.apply_chance(list(BOX))
    state.apply(LOOK)
    state.apply(Bid(BOX, "left"))
    state.apply(LOOK)
    state.apply(Bid(("K", "K", "A", "J", "10")))  # a lie... unless nothing moved: it is a lie
    assert make_bot("hard", 1, GAME).choose(state.observation(0)) == CALL
    true = new_game(2, seed=1, opener=0)
    true.apply_chance(list(BOX))
    true.apply(LOOK)
    true.apply(Bid(("K", "K"), "left"))
    true.apply(LOOK)
    true.apply(Bid(("K", "K", "A")))  # true: seat 0 passed that box and nothing changed
    for seed in range(5):
        assert make_bot("hard", seed, GAME).choose(true.observation(0)) == LOOK


def test_hard_options():
    bot = make_bot("hard:mix=0.1,learn=0", 1, GAME)
    assert bot.mix == 0.1 and bot.learn is False  # type: ignore[attr-defined]


def test_a_rematch_keeps_half_of_what_was_learned():
    from yenta_desktop.ai.liedice.hard import HardBot
    from yenta_desktop.ai.match import play_game

    bot = HardBot(seed=1)
    play_game([bot, make_bot("easy", 2, GAME)], game=GAME, seed=3)
    learned = bot.opponents.settled[1]  # type: ignore[union-attr]
    bot.new_game()
    assert bot.carried[1].chances == learned.chances / 2
    play_game([bot, make_bot("easy", 2, GAME)], game=GAME, seed=4)
    assert bot.opponents.settled[1].chances >= learned.chances / 2  # type: ignore[union-attr]
    fresh = HardBot(seed=1)
    fresh.new_game()  # a new bot has nothing to carry
    assert fresh.carried == {}


def test_the_coach_says_when_a_players_record_makes_a_call_better_than_the_raw_odds():
    """Seat 1 was seen lying twice; after its re-roll its bid of two pairs fits the dice
    (raw odds above one half) but not its record: the coach quotes the record."""
    from yenta_desktop.ai.liedice import coach

    state = new_game(2, seed=1, opener=0)
    for _ in range(2):
        state.apply_chance(list(BOX))
        state.apply(LOOK)
        state.apply(Bid(("K", "K"), "left"))
        state.apply(LOOK)
        state.apply(Bid(("A", "A", "A", "A")))  # a lie seat 0 sees when it looks
        state.apply(LOOK)
        state.apply(Reroll((0,)))
        state.apply_chance(["K", "K", "K", "K"])
        state.apply(Bid(("K",) * 5))
        state.apply(CALL)
    assert state.opener == 0
    state.apply_chance(list(BOX))
    state.apply(LOOK)
    state.apply(Bid(("K", "K"), "left"))
    state.apply(LOOK)
    state.apply(Reroll((0, 1)))
    state.apply_chance(["9", "10", "J"])
    state.apply(Bid(("J", "J", "10", "10")))
    tip = coach(state.observation(0))
    assert tip.p_true is not None and tip.p_raw is not None
    assert tip.p_true < 0.5 <= tip.p_raw and tip.history == "call"
    # A player with no record is not read by one: the same bid in a fresh game.
    fresh = new_game(2, seed=1, opener=0)
    fresh.apply_chance(list(BOX))
    fresh.apply(LOOK)
    fresh.apply(Bid(("K", "K"), "left"))
    fresh.apply(LOOK)
    fresh.apply(Reroll((0, 1)))
    fresh.apply_chance(["9", "10", "J"])
    fresh.apply(Bid(("J", "J", "10", "10")))
    assert coach(fresh.observation(0)).history is None
