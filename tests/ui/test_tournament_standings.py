"""A tournament game says which game of the series it is, and the standings offer the
last game's review and the title beside Next game (issue 33)."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from yenta_desktop.i18n import tr
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.title import TitleScene
from yenta_desktop.ui.shell.tournament import StandingsScene

from .test_tournament import open_tournament, play_out
from .textmap import layout_problems

#: A folder to save the standings' screenshots in (looked at by eye), or unset.
SHOTS = os.environ.get("YENTA_SHOTS")


def start_series(app, game: str = "dicepoker", length: int = 3):
    scene = open_tournament(app)
    driver.click(app, driver.find_button(scene, f"#tgame_{game}"))
    scene = app.top
    while scene.length != length:
        driver.click(app, driver.find_button(scene, "#length"))
    while scene.opponents != 1:
        driver.click(app, driver.find_button(scene, "#opponents"))
    driver.click(app, driver.find_button(scene, "#start"))
    return app.top


def log_texts(table) -> list[str]:
    return [table.move_log.text_of(entry) for entry in table.move_log.entries]


def test_the_table_says_which_game_of_the_series_it_is(make_app) -> None:
    app = make_app()
    table = start_series(app)
    assert "Tournament: game 1 of 3" in log_texts(table)
    if SHOTS:
        driver.frames(app, 2)
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(Path(SHOTS) / "tournament_table_1280.png"))
    play_out(app)
    driver.click(app, driver.find_button(app.top, "#next_game"))
    assert "Tournament: game 2 of 3" in log_texts(app.top)


@pytest.mark.parametrize(
    ("size", "language", "scale"),
    [((1024, 640), "en", 100), ((1280, 720), "en", 100), ((1024, 640), "ru", 150)],
)
def test_the_standings_offer_the_review_and_the_title(make_app, size, language, scale) -> None:
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    try:
        start_series(app, "yahtzee")  # a game with a review
        play_out(app)
        standings = app.top
        assert isinstance(standings, StandingsScene)
        for object_id in ("#review", "#to_title", "#next_game"):
            driver.find_button(standings, object_id)
        driver.frames(app, 2)
        assert layout_problems(app) == []
        if SHOTS:
            folder = Path(SHOTS)
            folder.mkdir(parents=True, exist_ok=True)
            name = f"standings_{size[0]}_{language}_{scale}.png"
            pygame.image.save(app.screen, str(folder / name))
        driver.click(app, driver.find_button(standings, "#review"))
        review = app.top
        assert review is not standings and hasattr(review, "wait_loaded")
        driver.press(app, pygame.K_ESCAPE)
        assert app.top is standings
        driver.click(app, driver.find_button(standings, "#to_title"))
        assert isinstance(app.top, TitleScene)
        # The next game stays saved: the tournament goes on from Continue.
        assert (app.store.directory / "tournament-yahtzee.json").exists()
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))


def test_the_final_standings_have_the_review_and_the_title_only(make_app) -> None:
    app = make_app()
    start_series(app, "yahtzee", length=3)
    for _ in range(2):
        play_out(app)
        driver.click(app, driver.find_button(app.top, "#next_game"))
    play_out(app)
    final = app.top
    assert isinstance(final, StandingsScene) and final.upcoming is None
    labels = [button.text for button in final.buttons] if hasattr(final, "buttons") else []
    driver.find_button(final, "#review")
    if labels:
        assert tr("tournament.next_game") not in labels
