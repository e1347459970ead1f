"""Undo in engine terms: each game's rule (issue 21 item 2), with scripted dice and cards.

A human's last action is undoable while no chance outcome and no other action has
been applied after it; which actions may be undone at all is the game's
``undoable``. Going back restores the state exactly (its generator too), so a
game with undos makes the same record as one played without the undone moves.
"""

from __future__ import annotations

import json
import random

import pytest

from tests.engine.pinochle.helpers import dealt_game, to_tricks
from yenta_desktop.engine import dicepoker, liedice, pinochle, yenta
from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.records import replay_any
from yenta_desktop.engine.registry import available_games
from yenta_desktop.engine.undo import (
    UndoKeeper,
    apply_with_undo,
    chance_with_undo,
    game_undoable,
)
from yenta_desktop.engine.yenta import PASS_BID, Ask, Bid, Phase

PLAYERS = [{"name": f"P{i}", "kind": "human" if i == 0 else "ai"} for i in range(6)]


def saved(module, state) -> str:
    return json.dumps(module.state_to_dict(state), sort_keys=True)


def undo_into(keeper: UndoKeeper):
    """The state the keeper goes back to."""
    return keeper.undo().before


# Yenta -------------------------------------------------------------------------------

DICE_4 = [[1, 2, 3, 4, 5], [5, 5, 6, 6, 1], [2, 3, 3, 4, 6], [1, 1, 2, 2, 4]]


def yenta_game():
    return yenta.new_game(4, seed=1, dealer=0, dice=DICE_4)  # seat 1 bids first


def test_yenta_a_bid_is_undone_while_the_next_seat_has_not_bid():
    state = yenta_game()
    keeper = UndoKeeper(yenta)
    before = saved(yenta, state)
    apply_with_undo(keeper, state, Bid(9), by_human=True)
    assert state.high_bid == 9 and keeper.available
    state = undo_into(keeper)
    assert saved(yenta, state) == before and state.high_bid is None
    assert not keeper.available  # one step back, not a history


def test_yenta_a_pass_in_the_auction_is_undoable_too():
    state = yenta_game()
    keeper = UndoKeeper(yenta)
    apply_with_undo(keeper, state, PASS_BID, by_human=True)
    assert keeper.available
    assert not undo_into(keeper).passed[1]


def test_yenta_the_next_seats_bid_ends_the_undo():
    state = yenta_game()
    keeper = UndoKeeper(yenta)
    apply_with_undo(keeper, state, Bid(9), by_human=True)
    apply_with_undo(keeper, state, PASS_BID, by_human=False)
    assert not keeper.available
    with pytest.raises(LookupError):
        keeper.undo()


def test_yenta_an_ask_is_answered_at_once_and_never_undoable():
    state = yenta_game()
    while state.phase is Phase.AUCTION:
        state.apply(Bid(9) if state.current_seat == 1 else PASS_BID)
    keeper = UndoKeeper(yenta)
    assert state.current_seat == 1
    apply_with_undo(keeper, state, Ask(2, 6), by_human=True)
    assert not keeper.available


def test_an_illegal_action_keeps_the_earlier_undo_point():
    state = yenta_game()
    keeper = UndoKeeper(yenta)
    apply_with_undo(keeper, state, Bid(9), by_human=True)
    point = keeper.point
    with pytest.raises(IllegalAction, match="raise the high bid"):
        apply_with_undo(keeper, state, Bid(3), by_human=True)  # does not raise the high bid
    assert keeper.point is point


# Dice Poker --------------------------------------------------------------------------


def test_dice_poker_a_row_is_undone_before_the_next_roll_and_not_after():
    state = dicepoker.new_game(2, dicepoker.Rules(upper_first=False), seed=5)
    keeper = UndoKeeper(dicepoker)
    chance_with_undo(keeper, state, [6, 6, 6, 2, 3])
    before = saved(dicepoker, state)
    apply_with_undo(keeper, state, dicepoker.Score("sixes"), by_human=True)
    assert keeper.available
    back = undo_into(keeper)
    assert saved(dicepoker, back) == before
    apply_with_undo(keeper, back, dicepoker.Score("chance"), by_human=True)
    chance_with_undo(keeper, back, [1, 1, 1, 1, 1])  # the next seat's roll is shown
    assert not keeper.available


def test_dice_poker_a_reroll_is_not_undoable():
    state = dicepoker.new_game(1, seed=5)
    keeper = UndoKeeper(dicepoker)
    chance_with_undo(keeper, state, [6, 6, 6, 2, 3])
    apply_with_undo(keeper, state, dicepoker.Roll((0, 1, 2)), by_human=True)
    assert not keeper.available


def test_dice_poker_undo_cannot_buy_new_dice():
    """After an undo the generator is where it was: the same next roll comes up."""
    state = dicepoker.new_game(1, dicepoker.Rules(upper_first=False), seed=11)
    keeper = UndoKeeper(dicepoker)
    chance_with_undo(keeper, state)
    apply_with_undo(keeper, state, dicepoker.Score("chance"), by_human=True)
    plain = state.clone()
    plain.apply_chance()
    back = undo_into(keeper)
    back.apply(dicepoker.Score("chance"))
    back.apply_chance()
    assert back.dice == plain.dice


# Lie Dice ----------------------------------------------------------------------------


def lie_game():
    state = liedice.new_game(3, seed=1, opener=0)
    state.apply_chance(["A", "K", "K", "9", "10"])
    return state


def test_lie_dice_a_claim_is_undone_before_the_next_seat_acts():
    state = lie_game()
    keeper = UndoKeeper(liedice)
    apply_with_undo(keeper, state, liedice.LOOK, by_human=True)
    assert not keeper.available  # looking shows the dice
    before = saved(liedice, state)
    apply_with_undo(keeper, state, liedice.Bid(("K", "K"), "left"), by_human=True)
    assert keeper.available and state.holder == 1
    back = undo_into(keeper)
    assert saved(liedice, back) == before and back.holder == 0
    apply_with_undo(keeper, back, liedice.Bid(("K", "K"), "right"), by_human=True)
    apply_with_undo(keeper, back, liedice.LOOK, by_human=False)
    assert not keeper.available


def test_lie_dice_a_call_and_a_reroll_are_never_undoable():
    state = lie_game()
    state.apply(liedice.Bid(("K", "K"), "left"))
    keeper = UndoKeeper(liedice)
    apply_with_undo(keeper, state, liedice.LOOK, by_human=True)
    apply_with_undo(keeper, state, liedice.Reroll((1, 2)), by_human=True)
    assert not keeper.available
    chance_with_undo(keeper, state, ["K", "9", "9"])
    box = list(state.box)
    apply_with_undo(keeper, state, liedice.Bid(("K", "K", "K")), by_human=True)
    back = undo_into(keeper)
    assert list(back.box) == box and back.rerolled == 3  # the roll itself stays
    caller = lie_game()
    caller.apply(liedice.Bid(("K", "K"), "left"))
    apply_with_undo(keeper, caller, liedice.CALL, by_human=True)
    assert not keeper.available


# Pinochle ----------------------------------------------------------------------------


def test_pinochle_a_bid_and_a_pass_are_undoable():
    state = dealt_game(dealer=0)  # seat 1 bids first
    keeper = UndoKeeper(pinochle)
    apply_with_undo(keeper, state, pinochle.Bid(state.rules.min_bid), by_human=True)
    assert keeper.available
    state = undo_into(keeper)
    apply_with_undo(keeper, state, pinochle.PASS, by_human=True)
    assert keeper.available and not undo_into(keeper).passed[1]


def test_pinochle_trump_and_the_pass_back_are_not_undoable_the_first_pass_is():
    state = dealt_game(dealer=0)
    while state.phase is pinochle.Phase.AUCTION:
        state.apply(pinochle.Bid(state.rules.min_bid) if state.current_seat == 1 else pinochle.PASS)
    keeper = UndoKeeper(pinochle)
    apply_with_undo(keeper, state, pinochle.NameTrump("S"), by_human=True)
    assert not keeper.available  # naming trump leads to the melds
    n = state.rules.pass_cards
    partner = state.current_seat
    cards = tuple(state.hands[partner][:n])
    apply_with_undo(keeper, state, pinochle.PassCards(cards), by_human=True)
    assert keeper.available
    assert sorted(undo_into(keeper).hands[partner]) == sorted(state.hands[partner] + list(cards))
    back = tuple(state.hands[1][:n])
    apply_with_undo(keeper, state, pinochle.PassCards(back), by_human=True)
    assert not keeper.available  # the melds are shown


def test_pinochle_a_card_is_undoable_until_the_next_seat_plays_not_the_fourth():
    state = dealt_game(dealer=0)
    to_tricks(state, 1, "S")
    keeper = UndoKeeper(pinochle)
    while len(state.trick) < 3:
        seat = state.current_seat
        cards = state.observation(seat).legal_cards()
        apply_with_undo(keeper, state, pinochle.Play(cards[0]), by_human=True)
        assert keeper.available == (len(set(cards)) > 1)
        if keeper.available:
            before = undo_into(keeper)
            assert len(before.trick) == len(state.trick) - 1
    cards = state.observation(state.current_seat).legal_cards()
    apply_with_undo(keeper, state, pinochle.Play(cards[0]), by_human=True)
    assert not keeper.available and state.trick == []  # the trick was completed and won


def test_pinochle_a_forced_card_is_not_undoable():
    """With one legal card there is nothing else to choose."""
    for seed in range(40):
        state = dealt_game(dealer=0, seed=seed)
        to_tricks(state, 1, "S")
        rng = random.Random(seed)
        while state.phase is pinochle.Phase.PLAY:
            seat = state.current_seat
            cards = state.observation(seat).legal_cards()
            if len(set(cards)) == 1 and len(state.trick) < 3:
                assert not game_undoable(pinochle, state, pinochle.Play(cards[0]))
                return
            state.apply(pinochle.Play(rng.choice(cards)))
    pytest.fail("no forced card in 40 deals")


# Every game ----------------------------------------------------------------------------


def test_a_game_without_an_undo_rule_has_no_undo():
    class Bare:
        pass

    state = yenta_game()
    assert not game_undoable(Bare, state, Bid(9))


@pytest.mark.parametrize(
    "module", [m for m in available_games().values() if hasattr(m, "undoable")]
)
def test_random_games_with_undos_record_verify_and_replay_like_any_other(module):
    """Seat 0 is the human: each undoable move is taken back once and another one played.

    The record is the record of the game as finally played (the undone moves are not
    in it), it replays to the same end, and it equals the record of a game played by
    the same choices with no undo at all."""
    num = max(module.MIN_PLAYERS, min(3, module.MAX_PLAYERS))
    undos = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = module.new_game(num, seed=seed)
        plain = state.clone()
        keeper = UndoKeeper(module)
        for _ in range(400):  # random play may never end a game: a stretch of it is enough
            if state.is_terminal:
                break
            if state.is_chance_node():
                chance_with_undo(keeper, state)
                plain.apply_chance()
                continue
            seat = state.current_seat
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            apply_with_undo(keeper, state, action, by_human=seat == 0)
            if keeper.available and rng.random() < 0.5:
                state = keeper.undo().before
                undos += 1
                action = legal[rng.randrange(len(legal))]
                apply_with_undo(keeper, state, action, by_human=seat == 0)
            plain.apply(action)
        record = json.loads(json.dumps(module.make_record(state, PLAYERS[:num])))
        assert record == json.loads(json.dumps(module.make_record(plain, PLAYERS[:num])))
        replayed = replay_any(record)  # raises RecordError at a bad step
        assert json.loads(json.dumps(module.make_record(replayed, PLAYERS[:num]))) == record
    assert undos > 0
