"""The title's Continue opens the most recent game in progress of any kind: an ordinary
autosave, a daily game (its dice of the day, still official) or a tournament (the series
attached); a finished tournament or a damaged slot is never offered. A tournament's
rules are chosen on its screen and kept by its save."""

from __future__ import annotations

import os
import time

from yenta_desktop.engine import daily
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.storage.daily import DailySaves, TournamentSaves
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell import tournament
from yenta_desktop.ui.shell.title import TitleScene
from yenta_desktop.ui.shell.tournament import (
    StandingsScene,
    TournamentRulesScene,
    TournamentScene,
)


def played(session: GameSession, steps: int) -> GameSession:
    """``session`` after ``steps`` chance outcomes and first legal actions."""
    state = session.state
    for _ in range(steps):
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(state.legal_actions()[0])
    return session


def tournament_in_progress(app, game: str = "dice-poker") -> GameSession:
    """A tournament of ``game`` saved in its slot in the middle of its first game."""
    session = played(tournament.first_game(game, 1, "easy", 3), 1)  # rolled: your move
    assert TournamentSaves(app.store.directory).save(session)
    return session


def daily_in_progress(app, game: str = "yahtzee") -> GameSession:
    """Today's official attempt at ``game`` saved in its slot after the first roll."""
    day = daily.today()
    session = GameSession(
        [Seat("You", "human", None)],
        daily.daily_state(game, day),
        game,
        {"daily": {"day": day, "official": True}},
    )
    assert DailySaves(app.store.directory).save(played(session, 1))
    return session


def saved_at(path, when: float) -> None:
    """Set ``path``'s save time."""
    os.utime(path, (when, when))


def title_of(app) -> TitleScene:
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    return title


def test_continue_opens_a_tournament_mid_game_with_its_series(make_app) -> None:
    app = make_app()
    saved = tournament_in_progress(app)
    title = title_of(app)
    assert "Dice Poker, tournament" in driver.find_button(title, "#continue").tool_tip_text
    # The card's own Continue is for an ordinary autosave of that game: none here.
    assert not driver.find_button(title, "#continue_dicepoker").is_enabled
    driver.click(app, driver.find_button(title, "#continue"))
    table = app.top
    assert table.session.game == "dice-poker"
    assert table.session.match["series"] == {"length": 3, "results": []}
    module = saved.module  # the same dice, the same turn:
    assert module.state_to_dict(table.state) == module.state_to_dict(saved.state)
    assert table.save_slot is app.tournament_saves  # it goes on saving in its slot


def test_continue_between_games_opens_the_standings_then_the_next_game(make_app) -> None:
    app = make_app()
    upcoming = tournament.first_game("dice-poker", 1, "easy", 3)
    upcoming.match.update({"series": {"length": 3, "results": [[120, 95]]}, "between_games": True})
    assert TournamentSaves(app.store.directory).save(upcoming)
    title = title_of(app)
    driver.click(app, driver.find_button(title, "#continue"))
    standings = app.top
    assert isinstance(standings, StandingsScene) and standings.series["results"] == [[120, 95]]
    driver.click(app, driver.find_button(standings, "#next_game"))
    table = app.top
    assert table.session.match["series"]["results"] == [[120, 95]]
    assert "between_games" not in table.session.match


def test_continue_opens_a_daily_game_with_its_dice_still_official(make_app) -> None:
    app = make_app()
    app.apply_settings(app.settings.with_preference("yahtzee", "coach", True))
    saved = daily_in_progress(app)
    title = title_of(app)
    driver.click(app, driver.find_button(title, "#continue"))
    table = app.top
    assert table.session.match["daily"]["official"]
    assert table.state.dice == saved.state.dice
    assert table.state.dice_source == daily.dice_of("yahtzee", daily.today())
    assert not table.coach_on() and not table.undo_offered()


def test_the_most_recent_save_of_any_kind_wins(make_app) -> None:
    app = make_app()
    tournament_in_progress(app, "farkle")
    daily_in_progress(app, "dice-poker")
    ordinary = played(tournament.first_game("yahtzee", 1, "easy", 3), 2)
    ordinary.match = {}
    assert app.store.save(ordinary)
    files = {
        "tournament": app.store.directory / "tournament-farkle.json",
        "daily": app.store.directory / "daily-dicepoker.json",
        "game": app.store.autosave_path("yahtzee"),
    }
    title = title_of(app)
    now = time.time()
    for newest in ("tournament", "daily", "game", "daily"):
        for kind, path in files.items():
            saved_at(path, now if kind == newest else now - 100)
        latest = title.latest()
        assert latest is not None and latest.kind == newest
    title.resume()
    driver.click(app, driver.find_button(title, "#continue"))
    assert app.top.session.game == "dice-poker" and "daily" in app.top.session.match


def test_a_finished_tournament_is_not_offered(make_app) -> None:
    app = make_app()
    session = tournament.first_game("dice-poker", 1, "easy", 3)
    session.match["series"] = {"length": 3, "results": [[10, 5], [5, 10], [7, 7]]}
    TournamentSaves(app.store.directory).save(session)
    title = title_of(app)
    assert title.latest() is None
    assert not driver.find_button(title, "#continue").is_enabled
    driver.click(app, driver.find_button(title, "#tournament"))
    scene = app.top
    driver.click(app, driver.find_button(scene, "#tgame_dicepoker"))
    assert not driver.find_button(app.top, "#continue").is_enabled


def test_a_damaged_slot_is_put_aside_and_said_on_the_title(make_app) -> None:
    app = make_app()
    tournament_in_progress(app)
    bad = app.store.directory / "daily-yahtzee.json"
    bad.write_bytes(b'{"format": "yenta-desktop-save", "version": 2, "sealed": "\xff')
    title = title_of(app)
    assert not bad.exists()
    aside = list(app.store.directory.glob("daily-yahtzee*.bad-*"))
    assert len(aside) == 1
    shown = " ".join(line.replace("\u00a0", " ") for line in title.notice_lines())
    assert aside[0].name in shown
    latest = title.latest()
    assert latest is not None and latest.kind == "tournament"  # the good slot still is


def test_tournament_rules_are_the_games_and_survive_continue(make_app) -> None:
    app = make_app()
    title = title_of(app)
    driver.click(app, driver.find_button(title, "#tournament"))
    driver.click(app, driver.find_button(app.top, "#tgame_dicepoker"))
    scene = app.top
    assert isinstance(scene, TournamentScene)
    assert scene.rules().upper_first and scene.rules().first_roll_double
    driver.click(app, driver.find_button(scene, "#rules"))
    editor = app.top
    assert isinstance(editor, TournamentRulesScene)
    driver.click(app, driver.find_button(editor, "#upper_first"))
    driver.click(app, driver.find_button(editor, "#back"))  # Back keeps the rules as they were
    assert app.top is scene and scene.rules().upper_first
    driver.click(app, driver.find_button(scene, "#rules"))
    driver.click(app, driver.find_button(app.top, "#upper_first"))
    driver.click(app, driver.find_button(app.top, "#rules_done"))
    assert app.top is scene and not scene.rules().upper_first
    assert "Upper rows first: Off" in tournament.rules_summary("dice-poker", scene.rules())
    scene.opponents = 1  # a field of one (the screen's own stepping is not at stake here)
    driver.click(app, driver.find_button(scene, "#start"))
    table = app.top
    assert not table.state.rules.upper_first  # the game is played with them
    table.autosaver.flush()
    title = app.reset(TitleScene(app))  # quit the table: the game is read back from its slot
    driver.frames(app, 1)
    driver.click(app, driver.find_button(title, "#continue"))
    resumed = app.top
    assert resumed is not table and resumed.session.match["series"]["length"] == 5
    assert not resumed.state.rules.upper_first
    series = {"length": 3, "results": [[1, 0]]}
    assert not tournament.next_game(resumed.session, series).state.rules.upper_first
    # They are remembered for the game's next tournament, apart from its ordinary setup.
    assert not tournament.tournament_rules("dice-poker").upper_first
    assert tournament.last_rules("dice-poker").upper_first
