"""The daily and tournament save slots as the title's Continue reads them, and the rules kept
for a game's tournaments beside its last setup."""

from __future__ import annotations

import os
from pathlib import Path

from yenta_desktop.engine import daily
from yenta_desktop.engine.registry import get_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.daily import DailySaves, TournamentSaves
from yenta_desktop.storage.saves import SaveStore
from yenta_desktop.storage.settings import (
    load_setup,
    load_tournament_rules,
    save_setup,
    save_tournament_rules,
)


def series_game(results: list[list[int]], length: int = 3) -> GameSession:
    """A Dice Poker game of two with a series attached, its first roll made."""
    state = get_game("dice-poker").new_game(2, seed=5)
    state.apply_chance()
    seats = [Seat("A", "human", None), Seat("B", "ai", "easy")]
    return GameSession(
        seats, state, "dice-poker", {"series": {"length": length, "results": results}}
    )


def test_slots_in_progress_leave_out_finished_series_and_put_bad_files_aside(home: Path) -> None:
    folder = SaveStore().directory
    tournaments = TournamentSaves(folder)
    assert tournaments.save(series_game([[3, 1], [1, 3], [2, 2]]))  # a finished series
    assert tournaments.in_progress() == []
    assert tournaments.save(series_game([[3, 1]]))  # one game played of three
    stamp = os.stat(tournaments.autosave_path("dice-poker")).st_mtime_ns
    assert tournaments.in_progress() == [(stamp, "dice-poker")]
    # A daily slot: a game without its day is no daily game; garbage goes aside, with a notice.
    dailies = DailySaves(folder)
    state = daily.daily_state("yahtzee", "2026-03-01")
    state.apply_chance()
    assert dailies.save(GameSession([Seat("A", "human", None)], state, "yahtzee", {}))
    assert dailies.in_progress() == []
    bad = dailies.autosave_path("farkle")
    bad.write_bytes(b"\x00\xffnot a save")
    assert dailies.in_progress() == []
    assert not bad.exists() and list(folder.glob("daily-farkle*.bad-*"))
    assert dailies.load_notice and "daily-farkle" in dailies.load_notice


def test_tournament_rules_and_the_last_setup_never_overwrite_each_other(home: Path) -> None:
    assert save_setup("farkle", {"count": 3, "rules": {"target": 10000}})
    assert save_tournament_rules("farkle", {"target": 5000})
    assert save_setup("farkle", {"count": 4, "rules": {"target": 8000}})
    assert load_tournament_rules("farkle") == {"target": 5000}
    assert load_setup("farkle") == {"count": 4, "rules": {"target": 8000}}
    assert load_tournament_rules("yahtzee") is None


def test_the_old_single_autosave_never_moves_into_a_slot(home: Path) -> None:
    folder = SaveStore().directory
    (folder / "autosave-yenta.json").write_text("{}")  # kept: the old file is not moved
    legacy = folder / "autosave.json"
    legacy.write_text("{}")
    DailySaves(folder)
    TournamentSaves(folder)
    assert legacy.exists()
    assert not (folder / "daily-yenta.json").exists()
    assert not (folder / "tournament-yenta.json").exists()
