"""Local tournaments: a series against AI seats, standings after each game, Continue."""

from __future__ import annotations

from dataclasses import replace

import pytest

from yenta_desktop.engine import series as series_rules
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.title import TitleScene
from yenta_desktop.ui.shell.tournament import (
    StandingsScene,
    TournamentRulesScene,
    TournamentScene,
)

from .textmap import layout_problems


def open_tournament(app) -> TournamentScene:
    app.push(TitleScene(app))
    driver.frames(app, 2)
    driver.click(app, driver.find_button(app.top, "#tournament"))
    assert isinstance(app.top, TournamentScene)
    return app.top


def play_out(app, limit: int = 20000) -> None:
    """The human rolls and writes the first legal box; the AI seats play; until standings."""
    for _ in range(limit):
        top = app.top
        if isinstance(top, StandingsScene):
            return
        table = top
        if getattr(table, "acting_human", lambda: None)() is not None and not table.queue:
            if table.state.is_chance_node():
                table.do_roll()
            else:
                table.human_apply(table.state.legal_actions()[0])
        driver.frames(app, 1)
    raise AssertionError("the game did not end")


def test_a_series_plays_to_its_standings_and_survives_continue(make_app) -> None:
    app = make_app()
    scene = open_tournament(app)
    driver.click(app, driver.find_button(scene, "#tgame_dicepoker"))
    scene = app.top
    while scene.length != 3:
        driver.click(app, driver.find_button(scene, "#length"))
    while scene.opponents != 1:
        driver.click(app, driver.find_button(scene, "#opponents"))
    driver.click(app, driver.find_button(scene, "#start"))
    play_out(app)
    standings = app.top
    assert isinstance(standings, StandingsScene)
    assert len(standings.series["results"]) == 1 and standings.upcoming is not None
    totals = standings.series["results"][0]
    assert totals == standings.session.state.totals()
    assert layout_problems(app) == []
    # Quit at the standings: Continue brings them back, then the next game of the series.
    app.close()
    again = make_app()
    scene = open_tournament(again)
    driver.click(again, driver.find_button(scene, "#tgame_dicepoker"))
    driver.click(again, driver.find_button(again.top, "#continue"))
    back = again.top
    assert isinstance(back, StandingsScene) and back.series["results"] == [totals]
    driver.click(again, driver.find_button(back, "#next_game"))
    table = again.top
    assert "between_games" not in table.session.match  # sat down: a Continue now opens it
    assert table.session.match["series"]["results"] == [totals]
    assert table.session.match["games"] == 1  # the other seat starts the second game
    play_out(again)
    driver.click(again, driver.find_button(again.top, "#next_game"))
    play_out(again)
    final = again.top
    assert final.upcoming is None and series_rules.is_complete(final.series)
    lines = series_rules.standings(final.series, 2)
    assert sum(line.points for line in lines) == 3.0  # one point shared per game of two
    driver.click(again, driver.find_button(final, "#next_game"))
    assert isinstance(again.top, TitleScene)
    assert not (again.store.directory / "tournament-dicepoker.json").exists()


def test_standings_rank_by_points_then_totals() -> None:
    series = series_rules.new_series(3)
    for totals in ([100, 90, 90], [80, 120, 80], [50, 50, 60]):
        series = series_rules.with_result(series, totals)
    lines = series_rules.standings(series, 3)
    # Every seat won one game outright and tied none: 3 points each; the totals decide,
    # and equal totals share a place.
    assert [(line.seat, line.points, line.total, line.place) for line in lines] == [
        (1, 3.0, 260, 1),
        (0, 3.0, 230, 2),
        (2, 3.0, 230, 2),
    ]
    assert series_rules.game_points([5, 5, 1]) == [1.5, 1.5, 0.0]
    with pytest.raises(ValueError, match="already complete"):
        series_rules.with_result(series, [1, 2, 3])
    with pytest.raises(ValueError):
        series_rules.check_series({"length": 4, "results": []}, 2)


@pytest.mark.parametrize(
    ("size", "language", "scale"),
    [
        ((1024, 640), "ru", 150),
        ((1280, 720), "en", 100),
        ((1024, 640), "en", 150),
        ((1280, 720), "ru", 100),
    ],
)
def test_the_tournament_screen_is_readable(make_app, size, language, scale) -> None:
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    try:
        scene = open_tournament(app)
        driver.click(app, driver.find_button(scene, "#tgame_yenta"))  # the longest rules line
        assert layout_problems(app) == []
        driver.click(app, driver.find_button(app.top, "#rules"))
        assert isinstance(app.top, TournamentRulesScene)
        assert layout_problems(app) == []
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))
