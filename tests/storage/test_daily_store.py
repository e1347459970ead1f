"""The daily challenge's files: one official attempt, its own save slot, a bad file kept aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from yenta_desktop.engine import daily
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.daily import RESULTS_NAME, DailyResult, DailyResults, DailySaves
from yenta_desktop.storage.saves import SaveStore


def test_the_official_attempt_is_kept_from_its_start_and_cannot_be_made_twice(home: Path) -> None:
    store = DailyResults()
    assert store.start_official("yahtzee", "2026-03-01")
    assert not store.start_official("yahtzee", "2026-03-01")  # leaving and coming back: no
    again = DailyResults()  # the start is on disk at once
    entry = again.official("yahtzee", "2026-03-01")
    assert entry is not None and not entry.finished
    assert again.start_official("dice-poker", "2026-03-01")  # another game has its own


def test_results_make_the_streak_the_best_day_and_the_mean_losses(home: Path) -> None:
    store = DailyResults()
    for day, total, loss in [
        ("2026-03-01", 200, 13.0),
        ("2026-03-02", 250, 2.6),
        ("2026-03-04", 180, 26.0),
    ]:
        store.start_official("yahtzee", day)
        store.finish(DailyResult(day, "yahtzee", True, total=total, loss=loss, choices=26))
    store.finish(DailyResult("2026-03-04", "yahtzee", False, total=300, loss=0.0, choices=20))
    store = DailyResults()
    assert store.streak("2026-03-04") == 1
    assert store.streak("2026-03-03") == 2  # today not played yet: the run up to yesterday
    best = store.best("yahtzee")
    assert best is not None and (best.total, best.day) == (250, "2026-03-02")  # practice is not
    assert store.mean_loss("2026-03-04", 7) == (13.0 + 2.6 + 26.0) / 78
    assert store.mean_loss("2026-03-04", 1) == 1.0
    losses = dict(store.daily_losses("2026-03-04", 4))
    assert losses == {"2026-03-01": 0.5, "2026-03-02": 0.1, "2026-03-03": None, "2026-03-04": 1.0}


def test_a_second_official_game_is_practice(home: Path) -> None:
    store = DailyResults()
    store.start_official("farkle", "2026-03-01")
    store.finish(DailyResult("2026-03-01", "farkle", True, total=500))
    late = DailyResult("2026-03-01", "farkle", True, total=9000)
    store.finish(late)
    assert not late.official
    official = store.official("farkle", "2026-03-01")
    assert official is not None and official.total == 500


def test_hard_s_numbers_complete_the_kept_official_game_later(home: Path) -> None:
    """The total is kept when the game ends; Hard's replay, worked out after, completes the
    same entry: still official, not a second (practice) game."""
    store = DailyResults()
    store.start_official("yahtzee", "2026-03-01")
    quick = DailyResult("2026-03-01", "yahtzee", True, total=231, code="C", ended_at="t")
    store.finish(quick)
    full = DailyResult(
        "2026-03-01", "yahtzee", True, total=231, hard_total=262, code="C", ended_at="t"
    )
    store.amend(full)
    again = DailyResults()
    assert len(again.results) == 1
    entry = again.official("yahtzee", "2026-03-01")
    assert entry is not None and entry.finished and entry.hard_total == 262


def test_a_bad_results_file_is_kept_aside_with_a_notice(home: Path) -> None:
    folder = home / "data"
    folder.mkdir(parents=True)
    (folder / RESULTS_NAME).write_text(
        '{"format": "yenta-daily-results", "version": 1, "results": [{"day": 5}]}'
    )
    store = DailyResults()
    assert store.results == [] and store.notice and "kept aside" in store.notice
    assert list(folder.glob("daily-results.bad-*.json"))
    assert store.start_official("yahtzee", "2026-03-01")  # and a fresh file works


def test_the_daily_game_has_its_own_save_slot(home: Path) -> None:
    ordinary = SaveStore()
    slots = DailySaves(ordinary.directory)
    state = daily.daily_state("yahtzee", "2026-03-01")
    state.apply_chance()
    session = GameSession(
        [Seat("A", "human", None)],
        state,
        "yahtzee",
        {"daily": {"day": "2026-03-01", "official": True}},
    )
    assert slots.save(session)
    assert slots.saved_games() == ["yahtzee"] and ordinary.saved_games() == []
    loaded = slots.load("yahtzee")
    assert loaded is not None and loaded.state.dice == state.dice and not loaded.modified
    daily.attach(loaded.state, "yahtzee", "2026-03-01")
    fresh = state.clone()
    fresh.apply(fresh.legal_actions()[-1])
    loaded.state.apply(loaded.state.legal_actions()[-1])
    fresh.apply_chance()
    loaded.state.apply_chance()
    assert loaded.state.dice == fresh.dice  # Continue rolls the day's dice, never new ones


def test_an_official_start_that_cannot_be_written_is_not_made(home: Path) -> None:
    from yenta_desktop.storage.daily import NotRecorded

    store = DailyResults()
    store.path.mkdir(parents=True)  # a folder where the results file should be
    with pytest.raises(NotRecorded):
        store.start_official("yahtzee", "2026-03-01")
    assert store.official("yahtzee", "2026-03-01") is None  # nothing kept, even in memory
    assert store.write_problem is not None and str(store.path) in store.write_problem
    store.path.rmdir()
    assert store.start_official("yahtzee", "2026-03-01")  # once it can be written, it is
    assert store.write_problem is None


@pytest.mark.parametrize("day", ["20251129zz", "2026-02-30", "2026-1-01"])
def test_a_results_entry_whose_day_is_not_a_day_puts_the_file_aside(home: Path, day: str) -> None:
    store = DailyResults()
    assert store.start_official("yahtzee", "2026-03-01")
    text = store.path.read_text().replace("2026-03-01", day)
    store.path.write_text(text)
    again = DailyResults()
    assert again.results == [] and again.notice is not None
    assert list(store.directory.glob("daily-results.bad-*.json"))


@pytest.mark.parametrize("day", ["not-a-date", "2026-02-30", "20260301", 20260301, None])
def test_a_daily_slot_whose_day_is_not_a_day_goes_aside_with_its_notice(
    home: Path, day: object
) -> None:
    slots = DailySaves(SaveStore().directory)
    state = daily.daily_state("yahtzee", "2026-03-01")
    state.apply_chance()
    session = GameSession(
        [Seat("A", "human", None)], state, "yahtzee", {"daily": {"day": day, "official": True}}
    )
    assert slots.save(session)
    assert slots.load("yahtzee") is None
    assert slots.in_progress() == []
    assert not slots.autosave_path("yahtzee").exists()
    assert list(slots.directory.glob("daily-yahtzee.bad-*.json"))
    assert slots.load_notice is not None and "daily-yahtzee.bad-" in slots.load_notice
