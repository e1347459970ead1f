"""The autosave: exact round trips, every kind of bad file, interrupted writes, unwritable folders."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.storage.helpers import (
    finished_session,
    make_session,
    plain_save,
    plain_save_text,
    play_steps,
)
from yenta_desktop import i18n
from yenta_desktop.engine.yenta import Phase, replay_record
from yenta_desktop.storage import atomic, paths
from yenta_desktop.storage.autosaver import Autosaver
from yenta_desktop.storage.saves import (
    AUTOSAVE_NAME,
    KEY_NAME,
    SAVE_VERSION,
    SaveStore,
    export_record,
    save_to_text,
)


def _next_roll(state):  # type: ignore[no-untyped-def]
    """Play on (fixed choices) until the next deal and return that round's dice."""
    rng = random.Random(99)
    start = state.round_number
    while state.round_number == start and state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.ROUND_OVER:
            state.next_round()
        else:
            state.apply(rng.choice(state.legal_actions()))
    return [list(hand) for hand in state.rolled]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), players=st.integers(3, 6))
def test_round_trip_at_any_point_restores_the_same_state_and_dice(
    seed: int, steps: int, players: int
) -> None:
    store = SaveStore(paths.data_dir() / f"rt-{seed}-{steps}-{players}")
    session = make_session(seed, steps, players)
    assert store.save(session)
    loaded = store.load()
    assert loaded is not None and store.notice is None
    assert loaded.seats == session.seats
    assert loaded.state == session.state  # GameState.__eq__ compares the RNG state too
    assert loaded.state.legal_actions() == session.state.legal_actions()
    # Continue can never re-roll: the next round deals the same dice in both.
    if session.state.phase is not Phase.GAME_OVER:
        assert _next_roll(loaded.state) == _next_roll(session.state)


def test_save_between_rounds_keeps_the_next_deal() -> None:
    session = make_session(3, 0)
    while session.state.phase is not Phase.ROUND_OVER:
        play_steps(session.state, 1, len(session.state.actions) + 7)
    store = SaveStore()
    store.save(session)
    loaded = store.load()
    assert loaded is not None and loaded.state.phase is Phase.ROUND_OVER
    loaded.state.next_round()
    session.state.next_round()
    assert loaded.state.rolled == session.state.rolled


def test_missing_save_is_no_save_and_no_notice() -> None:
    store = SaveStore()
    assert store.writable and not store.has_save()
    assert store.load() is None
    assert store.notice is None


def _valid_text() -> str:
    return save_to_text(make_session(8, 60))


def _plain() -> dict[str, Any]:
    """An old plain-text save: its session fields in reach."""
    return plain_save(make_session(8, 60))


def _inconsistent() -> bytes:
    data = _plain()
    state = data["session"]["state"]
    target = state["rounds"][0] if state["rounds"] else state["current"]
    hands = target["dice"]
    # Give seat 0 other dice: the recorded asks and outcomes no longer replay.
    hands[0] = [7, 7, 7, 7, 7]
    return json.dumps(data).encode()


def _newer() -> bytes:
    data = json.loads(_valid_text())
    data["version"] = SAVE_VERSION + 1
    return json.dumps(data).encode()


def _newer_session() -> bytes:
    data = _plain()
    data["session"]["version"] = 5
    return json.dumps(data).encode()


def _wrong_types() -> bytes:
    data = _plain()
    data["session"]["seats"] = "Ann, Boris"
    data["session"]["state"]["rng"] = "not a generator"
    return json.dumps(data).encode()


def _wrong_rng() -> bytes:
    data = _plain()
    data["session"]["state"]["rng"] = [3, [1, 2, 3], None]
    return json.dumps(data).encode()


BAD_SAVES = {
    "empty": lambda: b"",
    "whitespace": lambda: b"  \n\n",
    "truncated": lambda: _valid_text().encode()[: len(_valid_text()) // 2],
    "truncated_one_byte": lambda: _valid_text().encode()[:-3],
    "not_json": lambda: b"this is not a save {",
    "json_list": lambda: b"[1, 2, 3]",
    "json_null": lambda: b"null",
    "wrong_format": lambda: json.dumps({"format": "something-else", "version": 1}).encode(),
    "bare_session": lambda: json.dumps(make_session(1, 5).to_dict()).encode(),
    "newer_version": _newer,
    "newer_session_version": _newer_session,
    "version_string": lambda: json.dumps({"format": "yenta-desktop-save", "version": "1"}).encode(),
    "no_session": lambda: json.dumps({"format": "yenta-desktop-save", "version": 1}).encode(),
    "wrong_types": _wrong_types,
    "wrong_rng_state": _wrong_rng,
    "inconsistent_game": _inconsistent,
    "binary_garbage": lambda: random.Random(4).randbytes(3000),
    "utf16": lambda: _valid_text().encode("utf-16"),
    "nul_bytes": lambda: b"\x00" * 512,
}


@pytest.mark.parametrize("via", ["load", "has_save"])
@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_bad_save_is_kept_aside_with_a_clear_notice(case: str, via: str) -> None:
    store = SaveStore()
    content = BAD_SAVES[case]()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(content)
    # The title screen asks has_save() first: that already checks the file.
    if via == "has_save":
        assert store.has_save() is False
    else:
        assert store.load() is None
    notice = store.notice
    assert notice is not None and "Starting fresh" in notice
    kept = sorted(store.directory.glob("autosave-yenta.bad-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content  # renamed, never deleted
    assert kept[0].name in notice
    if case.startswith("newer"):
        assert "newer version" in notice
    assert not store.has_save()
    # The app goes on: a new game saves and loads normally.
    session = make_session(2, 10)
    assert store.save(session)
    loaded = store.load()
    assert loaded is not None and loaded.state == session.state and store.notice is None


def test_two_bad_saves_in_the_same_second_are_both_kept() -> None:
    store = SaveStore()
    for content in (b"first", b"second"):
        store.path.write_bytes(content)
        assert store.load() is None
    kept = sorted(p.read_bytes() for p in store.directory.glob("autosave-yenta.bad-*"))
    assert kept == [b"first", b"second"]


def test_notice_follows_the_language() -> None:
    store = SaveStore()
    store.path.write_bytes(b"{")
    store.load()
    english = store.notice
    i18n.set_language("ru")
    russian = store.notice
    assert english and russian and english != russian
    assert "Начинаем заново" in russian


def test_kill_between_write_and_rename_keeps_the_previous_save(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = SaveStore()
    first = make_session(11, 30)
    assert store.save(first)
    later = make_session(11, 60)

    def killed(src: object, dst: object) -> None:
        raise OSError("killed before the rename")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "replace", killed)
        assert store.save(later) is False  # logged, not raised
    loaded = SaveStore(store.directory).load()
    assert loaded is not None and loaded.state == first.state
    # No temp file left: only the save and the folder's seal key.
    assert sorted(p.name for p in store.directory.iterdir()) == sorted([AUTOSAVE_NAME, KEY_NAME])


def test_a_leftover_temp_file_from_a_kill_is_ignored() -> None:
    store = SaveStore()
    first = make_session(12, 25)
    store.save(first)
    # What a kill after writing the temp file and before os.replace leaves behind:
    (store.directory / f".{AUTOSAVE_NAME}.abc123.tmp").write_text(_valid_text()[:100])
    loaded = store.load()
    assert loaded is not None and loaded.state == first.state and store.notice is None


def test_failing_fsync_reports_failure_and_keeps_the_old_save(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = SaveStore()
    first = make_session(13, 20)
    store.save(first)

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "fsync", full_disk)
        assert store.save(make_session(13, 50)) is False
    loaded = store.load()
    assert loaded is not None and loaded.state == first.state


def test_data_dir_under_a_regular_file_disables_saving(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    store = SaveStore(blocker / "data")
    assert store.writable is False
    assert store.save(make_session()) is False
    assert store.load() is None
    assert not store.has_save()
    assert store.notice is not None and "cannot be saved" in store.notice
    assert store.append_history(finished_session()) is False
    assert store.history_records() == []
    store.clear()  # no crash


def test_home_that_is_a_file_disables_saving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "home-file"
    blocker.write_text("x")
    monkeypatch.setenv("YENTA_DESKTOP_HOME", str(blocker))
    store = SaveStore()
    assert store.writable is False and store.notice is not None


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0, reason="root ignores permissions")
def test_read_only_data_dir_disables_saving(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        store = SaveStore(folder)
        assert store.writable is False and store.save(make_session()) is False
    finally:
        folder.chmod(0o700)


def test_clear_removes_the_save() -> None:
    store = SaveStore()
    store.save(make_session())
    store.clear()
    assert not store.has_save() and store.load() is None
    store.clear()  # twice is fine


def test_history_appends_replayable_records_once() -> None:
    store = SaveStore()
    games = [finished_session(seed) for seed in (21, 22)]
    for game in games:
        assert store.append_history(game)
        assert store.append_history(game)  # the same game again is not written twice
    records = store.history_records()
    assert len(records) == 2
    for record, game in zip(records, games, strict=True):
        assert replay_record(record).scores == game.state.scores
        assert [p["name"] for p in record["players"]] == [s.name for s in game.seats]


def test_history_survives_a_torn_last_line() -> None:
    store = SaveStore()
    store.append_history(finished_session(31))
    with open(store.history_path, "a", encoding="utf-8") as handle:
        handle.write('{"format": "yenta-record", "rou')  # a crash mid-append
    store.append_history(finished_session(32))
    records = store.history_records()
    assert len(records) == 2
    assert replay_record(records[1]).scores == finished_session(32).state.scores


def test_history_skips_garbage_lines() -> None:
    store = SaveStore()
    store.directory.mkdir(parents=True, exist_ok=True)
    store.history_path.write_bytes(b"\xff\xfe garbage\n[1,2]\n\n")
    store.append_history(finished_session(41))
    assert len(store.history_records()) == 1


def test_export_record_writes_a_replayable_record(tmp_path: Path) -> None:
    game = finished_session(51)
    target = tmp_path / "exports" / "game.json"
    assert export_record(game, target)
    assert replay_record(json.loads(target.read_text(encoding="utf-8"))).winner == game.state.winner
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert export_record(game, blocker / "game.json") is False


def test_has_save_checks_a_good_save_once_and_again_after_a_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = SaveStore()
    assert store.has_save() is False
    store.save(make_session(14, 30))
    calls = []
    original = store.load
    monkeypatch.setattr(store, "load", lambda game=None: calls.append(1) or original(game))
    assert store.has_save() and store.has_save()
    assert len(calls) == 1
    store.save(make_session(14, 60))
    assert store.has_save() and len(calls) == 2


def test_notice_also_reports_bad_settings_and_statistics() -> None:
    from yenta_desktop.storage.settings import load_settings
    from yenta_desktop.storage.stats import StatsStore

    store = SaveStore()
    for folder in (paths.config_dir(), paths.data_dir()):
        folder.mkdir(parents=True, exist_ok=True)
    (paths.config_dir() / "settings.json").write_text("{oops")
    (paths.data_dir() / "stats.json").write_text("[]")
    load_settings()
    StatsStore()
    notice = store.notice
    assert notice is not None
    assert "settings could not be read" in notice and "statistics could not be read" in notice
    store.dismiss_notice()
    assert store.notice is None


def test_background_autosave_keeps_the_newest_state() -> None:
    store = SaveStore()
    saver = Autosaver(store)
    session = make_session(15, 0)
    for seed in range(40):
        play_steps(session.state, 3, seed)
        saver.submit(session)  # a snapshot now: later moves cannot leak in
    expected = session.state.clone()
    play_steps(session.state, 5, 99)  # moves after the last submit are not saved
    saver.close()
    loaded = store.load()
    assert loaded is not None and loaded.state == expected


def test_background_autosave_failure_is_logged_and_the_old_save_stays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = SaveStore()
    first = make_session(17, 20)
    store.save(first)
    saver = Autosaver(store)

    def killed(src: object, dst: object) -> None:
        raise OSError("disk gone")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "replace", killed)
        saver.submit(make_session(17, 50))
        assert saver.flush()
    loaded = store.load()
    assert loaded is not None and loaded.state == first.state


def test_background_autosave_is_off_when_the_folder_is_not_writable(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    saver = Autosaver(SaveStore(blocker / "data"))
    saver.submit(make_session())
    assert saver._thread is None


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")
def test_a_process_killed_before_the_rename_leaves_the_previous_save(tmp_path: Path) -> None:
    import signal
    import subprocess
    import sys

    script = (
        "import os, signal\n"
        "from tests.storage.helpers import make_session\n"
        "from yenta_desktop.storage import atomic\n"
        "from yenta_desktop.storage.saves import SaveStore\n"
        "store = SaveStore()\n"
        "assert store.save(make_session(18, 30))\n"
        "atomic.os.replace = lambda a, b: os.kill(os.getpid(), signal.SIGKILL)\n"
        "store.save(make_session(18, 90))\n"
    )
    env = {**os.environ, "YENTA_DESKTOP_HOME": str(tmp_path / "home")}
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, cwd=root, timeout=120, capture_output=True
    )
    assert result.returncode == -signal.SIGKILL, result.stderr
    data = tmp_path / "home" / "data"
    assert list(data.glob(".autosave-yenta.json.*.tmp"))  # the new save reached the temp file only
    store = SaveStore(data)
    loaded = store.load()
    assert loaded is not None and loaded.state == make_session(18, 30).state


def test_old_temp_files_of_killed_writes_are_removed_young_ones_kept() -> None:
    store = SaveStore()
    store.save(make_session(19, 10))
    old = store.directory / f".{AUTOSAVE_NAME}.old123.tmp"
    young = store.directory / f".{AUTOSAVE_NAME}.new456.tmp"
    for temp in (old, young):
        temp.write_text("{partial")
    os.utime(old, (1_000_000_000, 1_000_000_000))
    SaveStore()
    assert not old.exists() and young.exists()
    assert store.path.exists()


# ------------------------------------------------------------ sealed saves (issue 21, item 5)


def test_a_save_shows_no_dice_in_plain_sight() -> None:
    store = SaveStore()
    session = make_session(8, 60)
    assert store.save(session)
    text = store.path.read_text(encoding="utf-8")
    # The dice in play and the random generator are not readable in a text editor.
    assert '"dice"' not in text and '"rng"' not in text and '"rolled"' not in text
    assert "Ann" not in text  # nothing of the session at all, only the envelope
    loaded = store.load()
    assert loaded is not None and loaded.state == session.state and not loaded.modified


def _edit_sealed(text: str, edit: Any) -> str:
    """Unpack a sealed save as a curious player could, ``edit`` its session, pack it again."""
    import base64
    import zlib

    data = json.loads(text)
    inner = json.loads(zlib.decompress(base64.b64decode(data["sealed"])))
    edit(inner)
    packed = zlib.compress(json.dumps(inner).encode())
    data["sealed"] = base64.b64encode(packed).decode()
    return json.dumps(data)


def test_an_edited_save_loads_marked_modified_and_stays_so() -> None:
    store = SaveStore()
    session = make_session(8, 60)
    store.save(session)

    def rename(inner: dict[str, Any]) -> None:
        inner["seats"][1]["name"] = "Cheater"

    store.path.write_text(_edit_sealed(store.path.read_text(), rename))
    loaded = store.load()
    assert loaded is not None and loaded.modified  # detected, not put aside
    assert loaded.seats[1].name == "Cheater" and store.notice is None
    # Saved again with a good seal, the game keeps its mark.
    store.save(loaded)
    again = SaveStore(store.directory).load()
    assert again is not None and again.modified
    # And the history keeps it too, for Statistics to count apart.
    assert store.append_history(again)
    assert store.history_records()[-1]["assisted"] == ["modified"]
    # Statistics keep it apart from the clean games, with the assisted ones.
    from yenta_desktop.storage.stats import kind_of

    assert kind_of(again) == "assisted"


def test_an_unedited_game_is_not_marked() -> None:
    store = SaveStore()
    store.save(make_session(3, 20))
    assert store.append_history(store.load())  # type: ignore[arg-type]
    assert "assisted" not in store.history_records()[-1]


def test_a_save_from_another_data_folder_or_an_old_plain_save_is_modified(
    tmp_path: Path,
) -> None:
    home = SaveStore()
    session = make_session(5, 30)
    other = SaveStore(tmp_path / "elsewhere")
    other.save(session)
    home.path.write_bytes(other.path.read_bytes())  # a key this folder does not have
    loaded = home.load()
    assert loaded is not None and loaded.modified and loaded.state == session.state
    home.path.write_text(plain_save_text(session))  # what earlier builds wrote
    old = home.load()
    assert old is not None and old.modified and old.state == session.state


def test_a_damaged_seal_blob_is_a_bad_save() -> None:
    store = SaveStore()
    store.save(make_session(4, 30))
    data = json.loads(store.path.read_text())
    data["sealed"] = data["sealed"][: len(data["sealed"]) // 2]
    store.path.write_text(json.dumps(data))
    assert store.load() is None
    assert store.notice is not None and "Starting fresh" in store.notice


def test_a_zip_bomb_is_a_bad_save_not_a_hang() -> None:
    import base64
    import zlib

    store = SaveStore()
    bomb = zlib.compress(b"[" * (64 * 1024 * 1024), 9)
    data = {"format": "yenta-desktop-save", "version": SAVE_VERSION, "game": "yenta"}
    data["sealed"] = base64.b64encode(bomb).decode()
    store.path.write_text(json.dumps(data))
    assert store.load() is None
    assert store.notice is not None and "Starting fresh" in store.notice


def test_the_seal_key_is_made_once_and_kept() -> None:
    store = SaveStore()
    store.save(make_session(1, 5))
    key = (store.directory / KEY_NAME).read_text()
    store.save(make_session(1, 9))
    assert SaveStore(store.directory).key is not None
    assert (store.directory / KEY_NAME).read_text() == key
    assert plain_save(make_session(1, 5))["version"] < SAVE_VERSION
