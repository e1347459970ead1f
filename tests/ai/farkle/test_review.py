"""The review after a Farkle game: a scripted mistake is found with Hard's choice and its exact
loss (solo: expected points of the final total), and Hard's own play gives nothing away (at a
table: win chance)."""

from __future__ import annotations

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.farkle.levels import Position
from yenta_desktop.ai.farkle.model import Rules
from yenta_desktop.ai.farkle.review import CHANCE, POINTS, review_game
from yenta_desktop.ai.farkle.solo import solo_choices, solo_game
from yenta_desktop.engine import farkle
from yenta_desktop.engine.protocol import play_out

FARKLE6 = [2, 3, 4, 6, 2, 3]
ANA = {"name": "Ana", "kind": "human", "level": None}


def test_solo_banking_a_straight_instead_of_rolling_hot_dice_is_the_costliest_choice():
    state = farkle.new_game(1, seed=1)
    state.apply_chance([3, 5, 1, 2, 4, 6])
    state.apply(farkle.Bank((0, 1, 2, 3, 4, 5)))  # 1,500 banked; hot dice were on offer
    for _ in range(9):
        state.apply_chance(FARKLE6)
    assert state.is_terminal
    review = review_game(farkle.make_record(state, [ANA]), [0]).players[0]
    assert review.unit == POINTS and not review.won  # a solo game is not a win
    assert len(review.decisions) == 1 and len(review.turns) == 10
    worst = review.costliest()[0]
    assert worst.turn == 1 and worst.roll == 1 and worst.dice == (3, 5, 1, 2, 4, 6)
    assert worst.chosen.action == "bank" and worst.chosen.points == 1500
    assert worst.best.action == "roll" and worst.best.set_aside == (1, 1, 1, 1, 1, 1)
    # The exact solo game's numbers (the coach's): expected final totals over the ten turns.
    choices = solo_choices(Position(0, 0, 0, (3, 5, 1, 2, 4, 6), 6, my_opened=False), 10, Rules())
    roll = next(c for c in choices if c.action == "roll")
    bank = next(c for c in choices if c.action == "bank")
    assert bank.value == 1500 + solo_game(Rules()).value(9, True, 0)
    assert worst.best.value == roll.value and worst.chosen.value == bank.value
    assert worst.loss == pytest.approx(roll.value - bank.value) and worst.loss > 100
    assert [t.end for t in review.turns] == ["bank"] + ["farkle"] * 9
    # Nine farkles in a row: three penalties of 1,000.
    assert sum(t.penalty for t in review.turns) == 3000 and review.total == 1500 - 3000


def test_hard_against_hard_gives_nothing_away_and_is_judged_in_win_chance():
    state = farkle.new_game(2, farkle.Rules(target=3000), seed=4)
    bots = [make_bot("hard", i, "farkle") for i in range(2)]
    play_out(state, [b.choose for b in bots], max_steps=20_000)
    assert state.is_terminal
    players = [ANA, {"name": "Bob", "kind": "human", "level": None}]
    review = review_game(farkle.make_record(state, players), [0, 1])
    for seat in (0, 1):
        player = review.players[seat]
        assert player.unit == CHANCE and player.decisions
        assert player.total_loss == 0 and player.costliest() == []
        assert all(0.0 <= d.best.value <= 1.0 for d in player.decisions)
        assert player.won == (seat in state.winners())
    assert sum(len(p.turns) for p in review.players.values()) == len(state.turns)
