"""Files written by the build before several games (tests/storage/fixtures/v1) still load.

The autosave becomes Yenta's autosave, the history lists both games and replays
them, the statistics are Yenta's (written back as version 2 without losing a
number), and the settings keep every value.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from yenta_desktop.engine.records import replay_any
from yenta_desktop.engine.yenta import STAT_COLUMNS
from yenta_desktop.storage import paths
from yenta_desktop.storage.saves import SaveStore
from yenta_desktop.storage.settings import load_settings
from yenta_desktop.storage.stats import StatsStore

FIXTURES = Path(__file__).parent / "fixtures" / "v1"


@pytest.fixture
def old_files() -> Path:
    data = paths.data_dir()
    data.mkdir(parents=True, exist_ok=True)
    for name in ("autosave.json", "history.jsonl", "stats.json"):
        shutil.copy(FIXTURES / name, data / name)
    config = paths.config_dir()
    config.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURES / "settings.json", config / "settings.json")
    return data


def test_the_old_autosave_continues_as_a_yenta_game(old_files: Path) -> None:
    store = SaveStore()
    assert store.saved_games() == ["yenta"]
    session = store.load()
    assert session is not None and store.notice is None
    assert session.game == "yenta" and [s.name for s in session.seats][0] == "Ann"
    assert session.state.legal_actions()
    assert not (old_files / "autosave.json").exists()
    assert (old_files / "autosave-yenta.json").exists()
    # Saved again, it is a version 2 session that loads the same game.
    assert store.save(session)
    again = SaveStore().load("yenta")
    assert again is not None and again.state == session.state


def test_the_old_history_lists_and_replays(old_files: Path) -> None:
    store = SaveStore()
    entries = store.history.entries()
    assert [e.game for e in entries] == ["yenta", "yenta"]
    assert all(e.players[0] == "Ann" and e.length > 0 and e.ended_at is None for e in entries)
    for entry in entries:
        record = store.history.read(entry)
        state = replay_any(record)
        assert state.is_terminal and list(entry.winners) == state.winners()


def test_the_old_statistics_are_yentas_and_keep_every_number(old_files: Path) -> None:
    old = json.loads((FIXTURES / "stats.json").read_text())["players"][0]
    store = StatsStore()
    assert store.notice is None
    (ann,) = store.table("yenta")
    columns = {c.key: c for c in STAT_COLUMNS}
    assert (ann.games, ann.wins) == (old["games"], old["wins"])
    assert ann.by_level == old["by_level"]
    assert ann.column(columns["bids_made"]) == old["bids_made"]
    assert ann.column(columns["bids_failed"]) == old["bids_failed"]
    assert ann.column(columns["best_score"]) == old["best_score"]
    assert ann.column(columns["points_per_round"]) == pytest.approx(old["points"] / old["rounds"])
    assert store._save()  # what recording the next game does: written back as version 2
    assert json.loads((old_files / "stats.json").read_text())["version"] == 2
    (again,) = StatsStore().table("yenta")
    assert again == ann


def test_the_old_settings_keep_their_values(old_files: Path) -> None:
    settings = load_settings()
    assert (settings.language, settings.ui_scale, settings.animation_speed) == ("ru", 125, "fast")
