"""What the fuzz tests found, pinned: each of these failed before its fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.hostile.helpers import GAMES, finished_record_text
from yenta_desktop.engine import jsonio
from yenta_desktop.engine.records import PROBLEM_CHARS, verify_records
from yenta_desktop.storage.history import HistoryIndex
from yenta_desktop.storage.saves import SaveStore


def history(store: SaveStore, lines: list[str]) -> None:
    store.directory.mkdir(parents=True, exist_ok=True)
    store.history_path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_an_index_with_offsets_beyond_any_file_is_rebuilt() -> None:
    store = SaveStore()
    history(store, [finished_record_text(game) for game in GAMES])
    first = store.history.entries()
    header, *rows = store.history.index_path.read_text(encoding="utf-8").splitlines()
    first_row, last_row = json.loads(rows[0]), json.loads(rows[-1])
    first_row[0] = 2**64  # offset
    last_row[1] = 2**64  # size: reading it was a MemoryError / OverflowError
    rows[0], rows[-1] = json.dumps(first_row), json.dumps(last_row)
    store.history.index_path.write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
    reopened = HistoryIndex(store.history_path)
    entries = reopened.entries()
    assert [e.offset for e in entries] == [e.offset for e in first]
    assert all(reopened.read(entry) is not None for entry in entries)


def test_a_record_with_a_megabyte_name_lists_as_a_short_row() -> None:
    from yenta_desktop.ui.shell.history import describe_entry

    record = json.loads(finished_record_text(GAMES[0]))
    record["players"][0]["name"] = "N" * 1_000_000
    store = SaveStore()
    history(store, [json.dumps(record)])
    (entry,) = store.history.entries()
    assert len(describe_entry(entry, 1)) < 1000
    assert store.history.read(entry) == record  # the record itself is untouched


def test_verify_cuts_a_problem_quoting_a_huge_value() -> None:
    record = json.loads(finished_record_text(GAMES[0]))
    record["format"] = "é" * 200_000
    seen, problems = verify_records([json.dumps(record)], "the file")
    assert seen == 1 and len(problems) == 1
    assert len(problems[0][1]) <= PROBLEM_CHARS and "format" in problems[0][1]


def test_a_number_too_large_for_a_float_is_bad_json() -> None:
    for text in ("1e999", '{"scores": [-1e400]}', "9" * 5000):
        try:
            jsonio.loads(text, name="the file")
        except jsonio.BadJson as error:
            assert "the file is not usable JSON" in str(error) and len(str(error)) < 100
        else:
            raise AssertionError(f"{text[:20]} was read")


def test_skipped_history_lines_are_one_notice_with_the_count() -> None:
    store = SaveStore()
    good = finished_record_text(GAMES[0])
    history(store, [good, "garbage"])
    store.history.entries()
    with store.history_path.open("a", encoding="utf-8") as handle:
        handle.write("more garbage\n")
    store.history.entries()
    assert store.notice is not None
    assert store.notice.count("history") == 1 and "2" in store.notice


def test_the_index_of_the_previous_build_is_replaced_and_new_games_are_appended() -> None:
    store = SaveStore()
    history(store, [finished_record_text(game, seed) for game in GAMES for seed in (1, 2)])
    old = store.history_path.with_name("history.index.json")
    old.write_text('{"format": "yenta-desktop-history-index", "version": 1}', encoding="utf-8")
    entries = store.history.entries()
    assert len(entries) == 2 * len(GAMES) and not old.exists()
    before = store.history.index_path.read_bytes()
    with store.history_path.open("a", encoding="utf-8") as handle:
        handle.write(finished_record_text(GAMES[0], 3) + "\n")
    assert len(SaveStore().history.entries()) == len(entries) + 1
    after = store.history.index_path.read_bytes()
    assert after.startswith(before) and after.count(b"\n") == before.count(b"\n") + 1


def test_a_settings_file_saved_by_notepad_with_a_byte_order_mark_is_read() -> None:
    from yenta_desktop.storage import paths
    from yenta_desktop.storage.settings import load_settings

    folder = paths.config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_bytes(b'\xef\xbb\xbf{"volume": 0.25, "language": "ru"}')
    settings = load_settings()
    assert settings.volume == 0.25 and settings.language == "ru"
    assert (folder / "settings.json").exists()  # not put aside


def test_a_damaged_generator_state_is_a_state_format_error() -> None:
    import random

    from yenta_desktop.engine.errors import StateFormatError
    from yenta_desktop.engine.records import generator_from_state

    version, words, gauss = random.Random(5).getstate()
    good = [version, list(words), gauss]
    assert generator_from_state(good).random() == random.Random(5).random()
    for bad in (
        None,
        [3, [-1, *words[1:]], None],
        [3, list(words[:-1]), None],
        [3, [2**32, *words[1:]], None],
        [2, list(words), None],
        [3, list(words), "x"],
        [3, [1.5, *words[1:]], None],
    ):
        with pytest.raises(StateFormatError):
            generator_from_state(bad)


def test_replay_of_a_game_without_its_window_part_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import tests.toygame as toygame
    from yenta_desktop.ai.match import play_game
    from yenta_desktop.ai.registry import bots_for
    from yenta_desktop.cli import main
    from yenta_desktop.engine.registry import get_game

    toygame.register(ui=False)  # an engine merged before its table
    try:
        module = get_game(toygame.GAME_ID)
        bots = [bots_for(toygame.GAME_ID)["random"](seed=seat) for seat in range(2)]
        state = play_game(bots, game=toygame.GAME_ID, seed=1).state
        players = [{"name": f"P{seat}", "kind": "ai", "level": "random"} for seat in range(2)]
        path = tmp_path / "toy.json"
        path.write_text(json.dumps(module.make_record(state, players)), encoding="utf-8")
        assert main(["replay", str(path), "--smoke-test", "2"]) == 2
    finally:
        toygame.unregister()
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "cannot show" in err
