"""Statistics of the dice games: Yatzy rows apart from Yahtzee rows, the review's loss per
choice counted once per game, Farkle's solo games apart and never a win (scripted records)."""

from __future__ import annotations

from typing import Any

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.engine import farkle, tripleyahtzee, yahtzee
from yenta_desktop.engine.protocol import play_out
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.stats import StatsStore

FARKLE6 = [2, 3, 4, 6, 2, 3]


def played(game: str, module: Any, rules: Any, seed: int, players: int = 2) -> GameSession:
    state = module.new_game(players, rules, seed=seed)
    bots = [make_bot("medium", seed + i, game) for i in range(players)]
    play_out(state, [b.choose for b in bots], max_steps=20_000)
    seats = [Seat("Ana", "human", None)] + [
        Seat(f"Bot {i}", "ai", "medium") for i in range(1, players)
    ]
    return GameSession(seats, state, game)


def column(module: Any, key: str) -> Any:
    return next(c for c in module.STAT_COLUMNS if c.key == key)


def test_yatzy_games_have_rows_of_their_own_under_yahtzee():
    store = StatsStore()
    plain = played("yahtzee", yahtzee, yahtzee.Rules(), 1)
    yatzy = played("yahtzee", yahtzee, yahtzee.Rules(scorecard="yatzy"), 2)
    assert store.record_game(plain) and store.record_game(yatzy)
    rows = store.table("yahtzee")
    assert [(r.name, r.variant, r.games) for r in rows] == [("Ana", "", 1), ("Ana", "yatzy", 1)]
    mean = column(yahtzee, "mean_total")
    assert rows[0].column(mean) == plain.state.totals()[0]
    assert rows[1].column(mean) == yatzy.state.totals()[0]
    assert rows[0].wins == int(0 in plain.state.winners())
    assert rows[1].wins == int(0 in yatzy.state.winners())
    # Saved and read back as two rows.
    again = StatsStore()
    assert [(r.variant, r.games) for r in again.table("yahtzee")] == [("", 1), ("yatzy", 1)]


def test_a_review_adds_its_loss_per_choice_once_to_the_row_the_game_counted_in():
    store = StatsStore()
    session = played("triple-yahtzee", tripleyahtzee, tripleyahtzee.Rules(), 3)
    record = session.record()
    loss = column(tripleyahtzee, "loss_per_choice")
    assert not store.record_review(record, {0: {"review_choices": 40, "review_loss": 10.0}})
    assert store.record_game(session)
    (row,) = store.table("triple-yahtzee")
    assert row.column(loss) is None  # not reviewed yet: a dash
    counters = {0: {"review_choices": 40, "review_loss": 10.0}, 1: {"review_choices": 9}}
    assert store.record_review(record, counters)
    assert row.column(loss) == pytest.approx(0.25)
    assert not store.record_review(dict(record), counters)  # the same game again
    assert StatsStore().table("triple-yahtzee")[0].column(loss) == pytest.approx(0.25)


def test_an_assisted_games_review_goes_to_the_assisted_row():
    store = StatsStore()
    session = played("yahtzee", yahtzee, yahtzee.Rules(scorecard="yatzy"), 4)
    session.assisted.append("coach")
    assert store.record_game(session)
    record = {**session.record(), "assisted": ["coach"]}
    assert store.record_review(record, {0: {"review_choices": 10, "review_loss": 1.0}})
    (row,) = store.table("yahtzee")
    assert (row.kind, row.variant) == ("assisted", "yatzy")
    assert row.column(column(yahtzee, "loss_per_choice")) == pytest.approx(0.1)


def test_farkle_solo_games_are_apart_and_never_a_win():
    store = StatsStore()
    state = farkle.new_game(1, seed=1)
    state.apply_chance([1, 1, 1, 5, 5, 2])
    state.apply(farkle.Roll((0, 1, 2, 3, 4)))  # 1,100, one die left
    state.apply_chance([5])
    state.apply(farkle.Roll((5,)))  # +50: all six aside, hot dice
    state.apply_chance([1, 2, 3, 4, 6, 6])
    state.apply(farkle.Bank((0,)))  # +100: 1,250
    for _ in range(9):
        state.apply_chance(FARKLE6)
    assert state.is_terminal and state.winners() == [0]
    solo = GameSession([Seat("Ana", "human", None)], state, "farkle")
    table = played("farkle", farkle, farkle.Rules(target=2000), 5)
    assert store.record_game(solo) and store.record_game(table)
    rows = {r.kind: r for r in store.table("farkle")}
    assert set(rows) == {"", "solo"}
    assert rows["solo"].games == 1 and rows["solo"].wins == 0
    best = column(farkle, "best_turn")
    hot = column(farkle, "hot_dice")
    per_turn = column(farkle, "farkle_rate")
    assert rows["solo"].column(best) == 1250 and rows["solo"].column(hot) == 1
    assert rows["solo"].column(per_turn) == pytest.approx(0.9)
    assert rows[""].wins == int(0 in table.state.winners())
