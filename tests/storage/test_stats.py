"""Statistics: what a finished game adds, persistence, duplicates, reset, bad files."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.storage.helpers import finished_session, make_session
from yenta_desktop.engine.yenta import STAT_COLUMNS
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage import paths
from yenta_desktop.storage.stats import StatsStore


def test_a_finished_game_counts_for_each_human() -> None:
    game = finished_session(61, num=4, humans=2)
    store = StatsStore()
    assert store.record_game(game)
    state = game.state
    rows = {row.name: row for row in store.table()}
    assert set(rows) == {"Ann", "Boris"}  # AI seats are not listed
    columns = {column.key: column for column in STAT_COLUMNS}
    for seat, name in enumerate(("Ann", "Boris")):
        row = rows[name]
        assert row.games == 1 and row.wins == int(state.winner == seat)
        assert row.column(columns["best_score"]) == state.scores[seat]
        rounds = len(state.completed_rounds)
        points = sum(r["round_points"][seat] for r in state.completed_rounds)
        assert row.totals["rounds"] == rounds and row.totals["points"] == points
        assert row.column(columns["points_per_round"]) == pytest.approx(points / rounds)
        bids = [r for r in state.completed_rounds if r["bidder"] == seat]
        made = sum(1 for r in bids if r["round_points"][seat] >= r["bid"])
        assert row.column(columns["bids_made"]) == made
        assert row.column(columns["bids_failed"]) == len(bids) - made
        assert row.by_level == {"easy": [1, int(state.winner == seat)]}


def test_win_rate_by_opponent_level_and_persistence() -> None:
    store = StatsStore()
    wins = 0
    for seed in range(70, 76):
        game = finished_session(seed, num=3)
        level = "hard" if seed % 2 else "easy"
        seats = [game.seats[0], Seat("X", "ai", level), Seat("Y", "ai", "medium")]
        store.record_game(GameSession(seats, game.state))
        wins += int(game.state.winner == 0)
    again = StatsStore()  # read back from stats.json
    (ann,) = again.table()
    assert ann.games == 6 and ann.wins == wins
    assert ann.win_rate == pytest.approx(wins / 6)
    assert ann.by_level["medium"][0] == 6
    assert ann.by_level["hard"][0] == 3 and ann.by_level["easy"][0] == 3
    assert ann.win_rate_against("medium") == pytest.approx(wins / 6)
    assert ann.win_rate_against("nonexistent") is None


def test_unfinished_and_duplicate_games_are_not_counted() -> None:
    store = StatsStore()
    assert store.record_game(make_session(3, 20)) is False
    game = finished_session(80)
    assert store.record_game(game) is True
    assert store.record_game(game) is False
    assert StatsStore().record_game(game) is False  # also after a restart
    assert store.table()[0].games == 1


def test_reset_empties_the_table_for_good() -> None:
    store = StatsStore()
    store.record_game(finished_session(81))
    assert store.reset()
    assert store.table() == [] and StatsStore().table() == []


def test_table_order_is_most_games_first() -> None:
    store = StatsStore()
    for seed in (82, 83):
        store.record_game(finished_session(seed))
    game = finished_session(84)
    seats = [Seat("Zoe", "human", None)] + list(game.seats[1:])
    store.record_game(GameSession(seats, game.state))
    assert [row.name for row in store.table()] == ["Ann", "Zoe"]


def _valid() -> dict:  # type: ignore[type-arg]
    store = StatsStore(paths.data_dir() / "source")
    store.record_game(finished_session(85))
    return json.loads(store.path.read_text())


def _edit(change: str) -> bytes:
    data = _valid()
    yenta = data["players"][0]["games"]["yenta"]
    if change == "wrong_types":
        yenta["games"] = "three"
    elif change == "more_wins_than_games":
        yenta["wins"] = 9
    elif change == "newer":
        data["version"] = 3
    elif change == "players_not_list":
        data["players"] = {"Ann": 1}
    elif change == "bad_level":
        yenta["by_level"] = {"easy": "lots"}
    elif change == "nan_total":
        yenta["totals"]["points"] = float("nan")
    return json.dumps(data).encode()


BAD_FILES = {
    "empty": lambda: b"",
    "truncated": lambda: json.dumps(_valid()).encode()[:40],
    "not_json": lambda: b"games: 3",
    "wrong_format": lambda: b'{"format": "other", "version": 1}',
    "newer_version": lambda: _edit("newer"),
    "wrong_types": lambda: _edit("wrong_types"),
    "more_wins_than_games": lambda: _edit("more_wins_than_games"),
    "players_not_list": lambda: _edit("players_not_list"),
    "bad_level": lambda: _edit("bad_level"),
    "nan_total": lambda: _edit("nan_total"),
    "deeply_nested": lambda: b"[" * 100_000 + b"]" * 100_000,
    "binary_garbage": lambda: random.Random(2).randbytes(1000),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_stats_file_is_kept_aside_and_stats_start_from_zero(case: str) -> None:
    content = BAD_FILES[case]()
    path = paths.data_dir() / "stats.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    store = StatsStore()
    assert store.table() == []
    kept = list(path.parent.glob("stats.bad-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert store.notice is not None and kept[0].name in store.notice
    assert store.record_game(finished_session(86))
    assert len(StatsStore().table()) == 1


def test_unwritable_folder_keeps_stats_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store = StatsStore(blocker / "data")
    assert store.writable is False
    assert store.record_game(finished_session(87))
    assert store.table()[0].games == 1
    assert store.reset() is False
