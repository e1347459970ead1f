"""Assisted games (an undo, the coach or hints) and solo games are kept apart: marked in the
history and Past games, counted in rows of their own in Statistics (issue 21 item 2)."""

from __future__ import annotations

import json

import pytest

from tests.storage.helpers import finished_session
from yenta_desktop.cli import main
from yenta_desktop.engine import dicepoker
from yenta_desktop.engine.protocol import play_out
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.saves import SaveStore
from yenta_desktop.storage.stats import StatsStore
from yenta_desktop.ui.shell.history import describe_entry
from yenta_desktop.ui.shell.statistics import row_cells


def assisted(session: GameSession, *reasons: str) -> GameSession:
    session.assisted.extend(reasons)
    return session


def solo_dice_poker(seed: int) -> GameSession:
    state = dicepoker.new_game(1, seed=seed)
    play_out(state, lambda obs: obs.legal_actions()[-1])
    return GameSession([Seat("Ann", "human", None)], state, "dice-poker")


def test_an_assisted_game_is_marked_in_its_history_line_and_in_past_games():
    store = SaveStore()
    assert store.append_history(assisted(finished_session(3), "undo", "coach"))
    assert store.append_history(finished_session(4))
    record = json.loads(store.history_path.read_text().splitlines()[0])
    assert record["assisted"] == ["undo", "coach"]
    first, second = store.history.entries()
    assert first.assisted == ("undo", "coach") and second.assisted == ()
    assert describe_entry(first, 1).endswith(" · assisted")
    assert "assisted" not in describe_entry(second, 2)
    # Read again from the index on disk, as the next start of the app does.
    again = SaveStore().history.entries()
    assert [e.assisted for e in again] == [("undo", "coach"), ()]


def test_a_record_with_the_assisted_mark_verifies(capsys):
    store = SaveStore()
    assert store.append_history(assisted(finished_session(5), "undo"))
    assert main(["verify", str(store.history_path)]) == 0
    assert "1 of 1 records replay correctly" in capsys.readouterr().out


def test_an_index_line_from_before_the_mark_still_reads():
    from yenta_desktop.storage.history import HistoryEntry

    entry = HistoryEntry.from_list(0, [0, 10, "yenta", None, ["Ann"], [True], [0], 3])
    assert entry.assisted == ()
    with pytest.raises(ValueError):
        HistoryEntry.from_list(0, [0, 10, "yenta", None, ["Ann"], [True], [0]])


def test_assisted_games_are_counted_apart_so_the_plain_row_stays_clean():
    store = StatsStore()
    plain = finished_session(6)
    helped = assisted(finished_session(7), "hints")
    assert store.record_game(plain) and store.record_game(helped)
    rows = store.table()
    assert [(row.name, row.kind, row.games) for row in rows] == [
        ("Ann", "", 1),
        ("Ann", "assisted", 1),
    ]
    assert row_cells(rows[1])[0] == "Ann · assisted"
    assert rows[0].wins == int(0 in plain.state.winners())
    again = StatsStore().table()  # saved and read back
    assert [(row.kind, row.games, row.wins) for row in again] == [
        (row.kind, row.games, row.wins) for row in rows
    ]


def test_a_solo_game_is_no_win_and_has_its_own_row():
    store = StatsStore()
    game = solo_dice_poker(8)
    assert game.state.winners() == [0]  # the engine's winner: alone at the table
    assert store.record_game(game)
    assert store.record_game(assisted(solo_dice_poker(9), "coach"))
    solo, solo_helped = store.table("dice-poker")
    assert (solo.kind, solo.games, solo.wins) == ("solo", 1, 0)
    assert solo_helped.kind == "solo_assisted"
    cells = row_cells(solo, "dice-poker")
    assert cells[0] == "Ann · solo" and cells[2] == cells[3] == "—"
    total = cells[-1]  # the game's own columns stay
    assert total != "—"


def test_a_stats_file_from_before_the_kinds_reads_as_plain_rows():
    store = StatsStore()
    store.record_game(finished_session(10))
    data = json.loads(store.path.read_text())
    assert set(data["players"][0]) == {"name", "games"}  # no empty kinds written
    (row,) = StatsStore().table()
    assert row.kind == "" and row.games == 1


def test_a_bad_kind_in_the_stats_file_is_put_aside():
    store = StatsStore()
    store.record_game(finished_session(11))
    data = json.loads(store.path.read_text())
    data["players"][0]["assisted"] = ["not", "an", "object"]
    store.path.write_text(json.dumps(data))
    again = StatsStore()
    assert again.table() == [] and again.notice


def test_the_session_keeps_the_mark_and_old_saves_load_without_it():
    session = assisted(finished_session(12), "undo")
    data = session.to_dict()
    assert GameSession.from_dict(json.loads(json.dumps(data))).assisted == ["undo"]
    del data["assisted"]
    assert GameSession.from_dict(data).assisted == []
    assert "assisted" not in finished_session(12).to_dict()
    data["assisted"] = ["cheating"]
    with pytest.raises(ValueError, match="assisted"):
        GameSession.from_dict(data)
