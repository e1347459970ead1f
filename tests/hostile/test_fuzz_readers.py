"""Fuzz every reader with hostile input, for every registered game's formats.

Random bytes, deep nesting, huge numbers, NaN/Infinity, wrong types, very long
strings, and valid documents of each game cut, flipped or with nodes replaced.
The only outcomes allowed: it loads and what loaded is usable (a game goes on
with legal actions and saves again), or it is refused with one line, or put
aside with a notice. Never a traceback, never a hang (a time limit per example).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tests.hostile.helpers import (
    GAMES,
    autosave_text,
    check_usable,
    finished_record_text,
    fuzz,
    hostile_text,
    mutated,
    per_game,
    session_of,
    state_text,
    time_limit,
)
from tests.storage.helpers import assert_preferences_kept_plain
from yenta_desktop.engine import jsonio
from yenta_desktop.engine.errors import RecordError, StateFormatError
from yenta_desktop.engine.records import replay_any, verify_records
from yenta_desktop.engine.registry import get_game
from yenta_desktop.session import GameSession
from yenta_desktop.storage import notices, paths
from yenta_desktop.storage.history import HistoryIndex
from yenta_desktop.storage.saves import SAVE_FORMAT, SaveError, SaveStore, session_from_text
from yenta_desktop.storage.settings import (
    ANIMATION_SPEEDS,
    UI_SCALES,
    WINDOW_MODES,
    Settings,
    load_settings,
    load_setup,
    save_setup,
)
from yenta_desktop.storage.stats import StatsStore

#: Errors of the wrong type that these tests found in a game's own folder (reported; the
#: engines' folders are not this test's to change). The player never meets them: saves,
#: ``verify`` and the Replay screen handle any error, which the tests check on the same
#: input. A game not listed here must raise only ValueError (RecordError, StateFormatError).
#: Exceptions a game's readers still let through (none: every engine refuses bad input with
#: RecordError or StateFormatError; saved generators go through generator_from_state).
KNOWN_GAPS: dict[str, tuple[type[Exception], ...]] = {}

DEEP = b"[" * 100_000 + b"]" * 100_000
TOO_LARGE = b'{"pad": "' + b"x" * (jsonio.MAX_DOCUMENT_BYTES + 10) + b'"}'


def one_line(text: str | None) -> None:
    """A message for a person: one line, not a page."""
    single_line(text)
    assert text is not None and len(text) <= 1000, text[:200]


def single_line(text: str | None) -> None:
    """An engine's error: one line (the engines may quote a long value; ``verify`` cuts it)."""
    assert text is not None and "\n" not in text and "Traceback" not in text


def clean(folder: Path) -> None:
    """Remove what the last example left (files kept aside, indexes, notices)."""
    for path in folder.glob("*"):
        path.unlink()
    notices.clear()


# ---------------------------------------------------------------------------- autosaves


@pytest.mark.parametrize("game", GAMES)
@fuzz(per_game(120))
@given(data=st.data())
@example(data=None)
def test_any_autosave_loads_as_a_playable_game_or_is_put_aside_with_a_notice(
    game: str, data: Any
) -> None:
    content = DEEP if data is None else data.draw(hostile_text(autosave_text(game)))
    store = SaveStore()
    clean(store.directory)
    store.autosave_path(game).write_bytes(content)
    with time_limit():
        session = store.load(game)
        if session is None:
            one_line(store.notice)
            assert not store.autosave_path(game).exists()
            assert list(store.directory.glob(f"{store.autosave_path(game).stem}.bad-*"))
        else:
            assert session.game == game
            check_usable(game, session.state)


# ---------------------------------------------------------------------------- settings


VALID_SETTINGS = json.dumps(Settings().to_dict())


@fuzz(60)
@given(content=hostile_text(VALID_SETTINGS))
@example(content=DEEP)
@example(content=TOO_LARGE)
@example(content=b'{"volume": NaN, "ai_delay": Infinity, "ui_scale": 1e999}')
def test_any_settings_file_gives_valid_settings(content: bytes) -> None:
    folder = paths.config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    clean(folder)
    (folder / "settings.json").write_bytes(content)
    with time_limit():
        loaded = load_settings()
        assert loaded.window_mode in WINDOW_MODES and loaded.ui_scale in UI_SCALES
        assert loaded.animation_speed in ANIMATION_SPEEDS
        assert_preferences_kept_plain(loaded)
        assert 0.0 <= loaded.ai_delay <= 3.0 and 0.0 <= loaded.volume <= 1.0
        assert isinstance(loaded.sound, bool) and isinstance(loaded.language, str)
        if not (folder / "settings.json").exists():
            one_line(" ".join(notices.texts()))


@fuzz(30)
@given(
    content=hostile_text(
        json.dumps(
            {
                "format": "yenta-desktop-setup",
                "version": 1,
                "games": {g: {"players": 3} for g in GAMES},
            }
        )
    )
)
@example(content=DEEP)
def test_any_setup_file_gives_a_setup_to_check(content: bytes) -> None:
    folder = paths.config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    clean(folder)
    (folder / "setup.json").write_bytes(content)
    with time_limit():
        for game in GAMES:
            assert isinstance(load_setup(game), dict)
        assert save_setup(GAMES[0], {"players": 3})
        assert load_setup(GAMES[0]) == {"players": 3}


# ---------------------------------------------------------------------------- statistics


def stats_text() -> str:
    """A statistics file with a finished game of every game counted."""
    from tests.hostile.helpers import players, random_bots
    from yenta_desktop.ai.match import play_game
    from yenta_desktop.session import Seat

    store = StatsStore()
    for game in GAMES:
        state = play_game(random_bots(game, 2), game=game, seed=2).state
        seats = [Seat(p["name"], p["kind"], p["level"]) for p in players(game)]
        assert store.record_game(GameSession(seats, state, game))
    text = store.path.read_text(encoding="utf-8")
    store.path.unlink()
    return text


@pytest.fixture(scope="module")
def valid_stats(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A valid stats.json (built once in a throwaway home)."""
    mp = pytest.MonkeyPatch()
    mp.setenv("YENTA_DESKTOP_HOME", str(tmp_path_factory.mktemp("stats-home")))
    try:
        return stats_text()
    finally:
        mp.undo()


@fuzz(60)
@given(data=st.data())
def test_any_statistics_file_gives_a_sane_table_or_a_notice(valid_stats: str, data: Any) -> None:
    from yenta_desktop.ui.shell.statistics import row_cells

    content = data.draw(hostile_text(valid_stats))
    folder = paths.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    clean(folder)
    (folder / "stats.json").write_bytes(content)
    with time_limit():
        store = StatsStore()
        if store.notice is not None:
            one_line(store.notice)
            assert not (folder / "stats.json").exists()
        for game in GAMES:
            for row in store.table(game):
                assert row.games >= row.wins >= 0 and isinstance(row.name, str)
                assert all(isinstance(cell, str) for cell in row_cells(row, game))


# ---------------------------------------------------------------------------- history


@fuzz(60)
@given(game=st.sampled_from(GAMES), data=st.data())
@example(game=GAMES[0], data=None)
def test_a_hostile_history_line_is_skipped_or_listed_and_the_other_games_stay(
    game: str, data: Any
) -> None:
    from yenta_desktop.ui.shell.history import describe_entry
    from yenta_desktop.ui.shell.replay import replay_steps

    line = DEEP if data is None else data.draw(hostile_text(finished_record_text(game)))
    line = line.replace(b"\n", b" ")
    good = [
        json.dumps({**json.loads(text), "ended_at": f"good {number}"})
        for number, text in enumerate(
            [finished_record_text(g) for g in GAMES] + [finished_record_text(GAMES[0], 2)]
        )
    ]
    store = SaveStore()
    clean(store.directory)
    hostile_at = len(good[0]) + 1
    content = good[0].encode() + b"\n" + line + b"\n" + "\n".join(good[1:]).encode() + b"\n"
    store.history_path.write_bytes(content)
    with time_limit():
        wanted = [f"good {number}" for number in range(len(good))]
        records = store.history_records()
        assert [r["ended_at"] for r in records if r.get("ended_at") in wanted] == wanted
        entries = store.history.entries()
        assert len(entries) in (len(good), len(good) + 1)
        if len(entries) == len(good) and line.strip():
            one_line(store.notice)  # a blank line is no record and needs no notice
        for number, entry in enumerate(entries, start=1):
            one_line(describe_entry(entry, number))
            record = store.history.read(entry)
            assert record is not None
            if entry.offset == hostile_at:  # listed: it opens in the Replay screen
                steps, problem = replay_steps(record)
                if problem is not None:
                    single_line(problem)


@st.composite
def damaged_index(draw: st.DrawFn, text: str) -> bytes:
    """The index file (JSON lines) with a line damaged, lines swapped or repeated, or cut."""
    lines = text.encode().splitlines(keepends=True)
    kind = draw(st.sampled_from(["line", "line", "swap", "repeat", "cut", "garbage"]))
    if kind == "line":
        index = draw(st.integers(0, len(lines) - 1))
        damaged = draw(hostile_text(lines[index].decode().strip())).replace(b"\n", b" ")
        lines[index] = damaged + b"\n"
    elif kind == "swap" and len(lines) > 2:
        i, j = draw(st.integers(1, len(lines) - 1)), draw(st.integers(1, len(lines) - 1))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "repeat":
        index = draw(st.integers(0, len(lines) - 1))
        lines.insert(index, lines[draw(st.integers(0, len(lines) - 1))])
    elif kind == "cut":
        joined = b"".join(lines)
        return joined[: draw(st.integers(0, len(joined)))]
    else:
        return draw(st.binary(max_size=300))
    return b"".join(lines)


@fuzz(40)
@given(data=st.data())
def test_a_damaged_history_index_is_rebuilt_and_lists_every_game(data: Any) -> None:
    good = [finished_record_text(g, seed) for g in GAMES for seed in (1, 2)]
    store = SaveStore()
    clean(store.directory)
    lines = [good[0], "not a record", *good[1:]]
    store.history_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    first = store.history.entries()
    index = store.history.index_path.read_text(encoding="utf-8")
    store.history.index_path.write_bytes(data.draw(damaged_index(index)))
    with time_limit():
        reopened = HistoryIndex(store.history_path)
        entries = reopened.entries()
        assert [e.offset for e in entries] == [e.offset for e in first]
        for entry in entries:
            record = reopened.read(entry)
            assert record is not None and record.get("seed") is not None
        # What it wrote back reads as the same list, and the next game appends to it.
        assert [e.offset for e in HistoryIndex(store.history_path).entries()] == [
            e.offset for e in first
        ]


# ---------------------------------------------------------------------------- records


@pytest.mark.parametrize("game", GAMES)
@fuzz(per_game(150))
@given(data=st.data())
def test_a_hostile_record_is_verified_in_one_line_or_replays_to_a_usable_state(
    game: str, data: Any
) -> None:
    text = data.draw(hostile_text(finished_record_text(game)))
    with time_limit():
        seen, problems = verify_records([text], "the file")
        assert seen <= 1 and len(problems) <= seen
        for _number, problem in problems:
            one_line(problem)
        try:
            record = jsonio.loads(text)
        except jsonio.BadJson as error:
            one_line(str(error))
            return
        try:
            state = replay_any(record)
        except (RecordError, StateFormatError) as error:
            single_line(str(error))
            assert problems
            return
        except KNOWN_GAPS.get(game, ()):
            assert problems  # verify still says it in one line
            return
        assert not problems
        check_usable(record["game"] if isinstance(record.get("game"), str) else game, state)


# ---------------------------------------------------------------------------- saved states


@pytest.mark.parametrize("game", GAMES)
@fuzz(per_game(150))
@given(data=st.data())
def test_a_hostile_saved_state_is_refused_with_a_value_error_or_plays_on(
    game: str, data: Any
) -> None:
    which = data.draw(st.sampled_from(["session", "state"]))
    valid = json.dumps(session_of(game).to_dict()) if which == "session" else state_text(game)
    try:
        loaded = jsonio.loads(data.draw(mutated(valid)))
    except jsonio.BadJson:
        return  # the guarded reader refuses it before any game code sees it
    with time_limit():
        try:
            if which == "session":
                session = GameSession.from_dict(loaded)
                state, owner = session.state, session.game
            else:
                state, owner = get_game(game).state_from_dict(loaded), game
        except ValueError as error:  # StateFormatError is one
            single_line(str(error))
            return
        except KNOWN_GAPS.get(game, ()):
            # Loading it as an autosave puts it aside with a notice.
            session = (
                loaded if which == "session" else {**session_of(game).to_dict(), "state": loaded}
            )
            save = {"format": SAVE_FORMAT, "version": 1, "game": game, "session": session}
            with pytest.raises(SaveError):
                session_from_text(json.dumps(save))
            return
        check_usable(owner, state)
