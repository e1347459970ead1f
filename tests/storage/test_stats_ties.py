"""Statistics count a k-way tie as 1/k of a win for each tied player (issue 33)."""

from __future__ import annotations

import json

import pytest

from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.stats import StatsStore


def _tied_session(game: str = "dice-poker", seed: int = 30) -> GameSession:
    """Two random players whose game (seed 30 of Dice Poker) ends level at the top."""
    bots = [make_bot("random", seed * 16 + seat, game) for seat in range(2)]
    state = play_game(bots, game=game, seed=seed).state
    assert sorted(state.winners()) == [0, 1], "the scripted game must end in a tie"
    return GameSession([Seat("Ann", "human", None), Seat("Bot", "ai", "easy")], state, game)


def test_a_tied_game_is_half_a_win_and_reads_back() -> None:
    store = StatsStore()
    assert store.record_game(_tied_session())
    (ann,) = store.table("dice-poker")
    assert ann.games == 1
    assert ann.wins == pytest.approx(0.5)
    assert ann.win_rate == pytest.approx(0.5)
    assert ann.win_rate_against("easy") == pytest.approx(0.5)
    again = StatsStore()  # from stats.json: a half win is a valid count
    (ann,) = again.table("dice-poker")
    assert again.notice is None
    assert ann.wins == pytest.approx(0.5) and ann.by_level["easy"] == [1, 0.5]


def test_more_wins_than_games_is_still_a_bad_file() -> None:
    store = StatsStore()
    store.record_game(_tied_session())
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["players"][0]["games"]["dice-poker"]["wins"] = 1.5
    store.path.write_text(json.dumps(data), encoding="utf-8")
    assert StatsStore().notice is not None


def test_the_statistics_screen_shows_the_half_win() -> None:
    from yenta_desktop.ui.shell.statistics import columns, row_cells

    store = StatsStore()
    store.record_game(_tied_session())
    (ann,) = store.table("dice-poker")
    heads = [head for head, _ in columns("dice-poker")]
    cells = dict(zip(heads, row_cells(ann, "dice-poker"), strict=True))
    assert cells["Wins"] == "0.5" and cells["Win rate"] == "50%"
