"""Seat names that stopped the app (issue 33, "Security first" 4).

A 20,000-character seat name took 58 s to fit to its width and 3 MB never
finished; a NUL or a lone surrogate raised at the table, and with the surrogate
the crash report could not be written. Names are now cleaned and bounded on load
(saves, slots, setup.json, records), text is fitted by a binary search over the
cut, and a save the table cannot open is put aside with its notice.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.hostile.helpers import finished_record_text, session_of, time_limit
from tests.storage.helpers import plain_save
from yenta_desktop.session import MAX_NAME_LENGTH, Seat, clean_name
from yenta_desktop.storage import saves
from yenta_desktop.storage.history import HistoryIndex
from yenta_desktop.storage.settings import load_setup, save_setup

HUGE = "W" * 3_000_000
HOSTILE_NAMES = [
    "Bo\x00b",
    "Bo\ud800b",
    "\ud800" * 40,
    "A\u202eevil\x1b[31m\n\t",
    "é" * 20_000,
    HUGE,
    "\x00" * 1000 + "Ann",
]


def clean(name: str) -> bool:
    """A name the table can draw: bounded, no controls, no lone surrogates."""
    return (
        len(name) <= MAX_NAME_LENGTH
        and not any(ord(c) < 32 or 0xD800 <= ord(c) <= 0xDFFF for c in name)
        and "\u202e" not in name
    )


def save_with_name(store: saves.SaveStore, game: str, name: str) -> Path:
    """A version-1 autosave of a game in progress whose second seat is called ``name``."""
    envelope = plain_save(session_of(game))
    envelope["session"]["seats"][1]["name"] = name
    path = store.autosave_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    # ensure_ascii keeps a lone surrogate as its \\u escape, as a hostile editor would write it.
    path.write_text(json.dumps(envelope))
    return path


@pytest.mark.parametrize("name", HOSTILE_NAMES, ids=range(len(HOSTILE_NAMES)))
def test_a_saved_name_is_cleaned_and_bounded_on_load(home: Path, name: str) -> None:
    store = saves.SaveStore()
    save_with_name(store, "yahtzee", name)
    with time_limit(10):
        session = store.load("yahtzee")
    assert session is not None
    assert clean(session.seats[1].name)
    assert store.save(session)  # and it saves again


def test_clean_name_keeps_ordinary_names() -> None:
    assert clean_name("Ann") == "Ann"
    assert clean_name("  Анна   Петровна ") == "Анна Петровна"
    assert clean_name("Bo\x00b") == "Bo b"
    assert clean_name("a\ud800") == "a\ufffd"
    assert len(clean_name(HUGE)) == MAX_NAME_LENGTH


def test_setup_json_names_are_cleaned(home: Path) -> None:
    save_setup("yahtzee", {"count": 2, "names": ["Ann\x00", HUGE], "kinds": ["human", "easy"]})
    names = load_setup("yahtzee")["names"]
    assert all(clean(name) for name in names) and names[0] == "Ann"


def test_a_history_record_replays_with_clean_names(home: Path) -> None:
    from yenta_desktop.ui.shell.replay import player_names

    record = json.loads(finished_record_text("yahtzee"))
    record["players"][1]["name"] = "Bo\x00\ud800" + "x" * 1_000_000
    path = home / "history.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record) + "\n")
    index = HistoryIndex(path, writable=False)
    with time_limit(10):
        (entry,) = index.entries()
        read = index.read(entry)
        names = player_names(read)
    assert read == record  # the history keeps the record as it was written
    assert all(clean(name) for name in names) and names[1].startswith("Bo")


@pytest.mark.parametrize(
    "name", ["W" * 20_000, HUGE, "a\x00b", "a\ud800b"], ids=["20k", "3MB", "nul", "surrogate"]
)
def test_fitting_any_text_to_a_width_is_quick_and_never_raises(name: str) -> None:
    import pygame

    from yenta_desktop.ui import fonts

    pygame.init()
    try:
        with time_limit(10):
            image = fonts.fit_text(name, 200, "bold", 18)
            lines = fonts.wrap_text(name, 200, "regular", 16)
            fonts.draw_wrapped(pygame.Surface((200, 40)), name, pygame.Rect(0, 0, 200, 40))
        assert image.get_width() <= 200
        assert all(fonts.font("regular", 16).size(line)[0] <= 200 for line in lines)
    finally:
        fonts.reset()
        pygame.quit()


def make_app() -> Any:
    from yenta_desktop.ui.app import App, AppOptions

    return App(
        AppOptions(
            size=(1280, 720),
            raise_errors=True,
            ai_mode="inline",
            animation_speed="instant",
            ai_delay=0.0,
        )
    )


@pytest.mark.parametrize("name", ["Bo\x00b", "Bo\ud800b", HUGE], ids=["nul", "surrogate", "3MB"])
def test_continue_opens_the_table_with_a_hostile_name(home: Path, name: str) -> None:
    from yenta_desktop.ui import driver
    from yenta_desktop.ui.shell.table_base import TableBase
    from yenta_desktop.ui.shell.title import TitleScene

    app = make_app()
    try:
        save_with_name(app.store, "yahtzee", name)
        title = app.push(TitleScene(app))
        with time_limit(20):
            driver.frames(app, 2)
            title.continue_game("yahtzee")
            driver.frames(app, 3)
        assert isinstance(app.top, TableBase)
        assert clean(app.top.session.seats[1].name)
    finally:
        app.close()


def test_a_save_the_table_cannot_open_is_put_aside_with_its_notice(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from yenta_desktop.ui import driver
    from yenta_desktop.ui.games import game_ui
    from yenta_desktop.ui.shell.title import TitleScene

    def broken(self: Any) -> None:
        raise RuntimeError("the table cannot restore this game")

    app = make_app()
    try:
        store = app.store
        assert store.save(session_of("yahtzee"))
        monkeypatch.setattr(game_ui("yahtzee").TableScene, "enter", broken)
        title = app.push(TitleScene(app))
        driver.frames(app, 2)
        title.continue_game("yahtzee")
        driver.frames(app, 2)
        assert app.top is title
        path = store.autosave_path("yahtzee")
        assert not path.exists() and list(path.parent.glob("autosave-yahtzee.bad-*"))
        assert "could not be read" in (store.notice or "")
        assert not store.has_save("yahtzee")
    finally:
        app.close()


def test_the_crash_report_is_written_with_a_surrogate_in_a_name(home: Path) -> None:
    from yenta_desktop import logsetup

    session = session_of("yahtzee")
    session.seats[1] = Seat("Bo\ud800b", "ai", "easy")
    try:
        raise RuntimeError("a crash at the table of Bo\ud800b")
    except RuntimeError as error:
        path = logsetup.write_crash_report(error, session)
    assert path is not None and path.exists()
    assert "Bo" in path.read_text(encoding="utf-8")


def test_a_tournament_slot_the_table_cannot_open_is_put_aside(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from yenta_desktop.storage.daily import TournamentSaves
    from yenta_desktop.ui import driver
    from yenta_desktop.ui.games import game_ui
    from yenta_desktop.ui.shell import tournament
    from yenta_desktop.ui.shell.title import TitleScene

    def broken(self: Any) -> None:
        raise RuntimeError("the table cannot restore this game")

    app = make_app()
    try:
        session = tournament.first_game("dice-poker", 1, "easy", 3)
        session.state.apply_chance()
        slots = TournamentSaves(app.store.directory)
        assert slots.save(session)
        monkeypatch.setattr(game_ui("dice-poker").TableScene, "enter", broken)
        title = app.push(TitleScene(app))
        driver.frames(app, 2)
        title.continue_game()  # the most recent game in progress: the tournament
        driver.frames(app, 2)
        assert app.top is title
        path = slots.autosave_path("dice-poker")
        assert not path.exists() and list(path.parent.glob("tournament-dicepoker.bad-*"))
        assert "could not be read" in " ".join(title.slot_notices())
    finally:
        app.close()
