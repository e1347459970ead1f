"""The table suite (issue 18, item 6): what every game's table owes its players, run over
every game with a table, found through the registry (a new game is checked by adding it).

* **Readable at every size**: the setup screen and the table at the human's first decision
  (the How to play card open), at 1024x640 and 1280x720, English and Russian, 100% and 150%
  text: no text cut by an edge or a clip, no two texts overlapping, no text under a button
  (measured by :mod:`tests.ui.textmap`, which follows every text drawn in the frame).
* **Still while waiting**: a table waiting for the human draws nothing new.
* **Continue restores the screen**: a game saved at the human's decision and continued shows
  the same table (the same pixels once the animations settle).

The default run samples the matrix (every game once at each size and each language); the
whole matrix runs under ``-m slow``.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product

import pygame
import pytest

from yenta_desktop.engine.registry import available_games
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import has_ui
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.title import TitleScene

from .textmap import layout_problems

GAMES = [game for game in available_games() if has_ui(game)]
SIZES = [(1024, 640), (1280, 720)]
LANGUAGES = ["en", "ru"]
SCALES = [100, 150]


def _matrix() -> list[object]:
    cases = []
    for index, game in enumerate(GAMES):
        sample = {
            (size, language, SCALES[(i + j + index) % 2])
            for i, size in enumerate(SIZES)
            for j, language in enumerate(LANGUAGES)
        }
        for size, language, scale in product(SIZES, LANGUAGES, SCALES):
            marks = [] if (size, language, scale) in sample else [pytest.mark.slow]
            cases.append(
                pytest.param(
                    game,
                    size,
                    language,
                    scale,
                    marks=marks,
                    id=f"{game}-{size[0]}-{language}-{scale}",
                )
            )
    return cases


def start_from_setup(app, game: str, seed: str = "5"):
    """The title, the game's setup (its defaults: you and AI seats), Start; the table."""
    app.push(TitleScene(app))
    setup = app.push(SetupScene(app, game))
    setup.seed_text = seed
    driver.frames(app, 2)
    return setup


def to_first_decision(app, table) -> None:
    """Play on until the human may act (in the dice games: roll), then let it settle."""
    for _ in range(4000):
        if table.acting_human() is not None:
            break
        driver.frames(app, 1)
    assert table.acting_human() is not None, "the human never got a turn"
    driver.run_until(app, lambda: not table.animating, 600)
    driver.frames(app, 2)


def roll_if_asked(app, table) -> None:
    """The dice games' first roll (Space), then settle until the human decides again."""
    if table.state.is_chance_node():
        driver.press(app, pygame.K_SPACE)
        to_first_decision(app, table)


@pytest.mark.parametrize(("game", "size", "language", "scale"), _matrix())
def test_every_screen_of_the_table_is_readable(make_app, game, size, language, scale) -> None:
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    try:
        setup = start_from_setup(app, game)
        assert layout_problems(app) == [], "the setup screen"
        driver.click(app, driver.find_button(setup, "#start"))
        table = app.top
        to_first_decision(app, table)
        assert table.howto_visible(), "a first game opens the How to play card"
        assert layout_problems(app) == [], "the table with the How to play card"
        table.toggle_howto()
        driver.frames(app, 2)
        assert layout_problems(app) == [], "the table at the first decision"
        roll_if_asked(app, table)
        assert layout_problems(app) == [], "the table after the first roll"
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))


@pytest.mark.parametrize(
    ("size", "language", "scale"), list(product(SIZES, LANGUAGES, SCALES)), ids=str
)
def test_the_title_is_readable(make_app, size, language, scale) -> None:
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    try:
        app.push(TitleScene(app))
        driver.frames(app, 2)
        assert layout_problems(app) == []
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))


def _idle(app, count: int, dt: float) -> int:
    before = app.draws
    for _ in range(count):
        app.last_input -= 10  # nobody touched anything for a while
        app.frame(dt, lazy=True)
    return app.draws - before


@pytest.mark.parametrize("game", GAMES)
def test_a_table_waiting_for_the_human_draws_nothing_new(make_app, game) -> None:
    app = make_app(speed="normal")
    setup = start_from_setup(app, game)
    driver.click(app, driver.find_button(setup, "#start"))
    table = app.top
    to_first_decision(app, table)
    _idle(app, 8, 0.25)  # the card and the turn marker settle
    assert app.frame_rate() == 0, f"{game}'s table still asks for {table.idle_fps()} fps"
    shown = pygame.image.tobytes(app.screen, "RGB")
    assert _idle(app, 40, 0.25) == 0  # ten seconds of the human thinking: nothing drawn
    assert pygame.image.tobytes(app.screen, "RGB") == shown


def _without_log(table, screen: pygame.Surface) -> bytes:
    """The screen's pixels with the scrolling move log blanked (its scroll position may
    differ after Continue; its lines come from the record, checked by the state)."""
    image = screen.copy()
    image.fill((0, 0, 0), table.log_rect())
    return pygame.image.tobytes(image, "RGB")


@pytest.mark.parametrize("game", GAMES)
def test_continue_at_the_human_decision_shows_the_same_table(make_app, game) -> None:
    app = make_app()
    setup = start_from_setup(app, game)
    driver.click(app, driver.find_button(setup, "#start"))
    table = app.top
    to_first_decision(app, table)
    table.toggle_howto()
    driver.frames(app, 3)
    before = app.screen.copy()
    table.autosave()
    table.autosaver.flush()
    title = app.reset(TitleScene(app)) or app.top
    driver.frames(app, 2)
    session = app.store.load(game)
    assert session is not None and not session.modified  # our own save: its seal matches
    title.continue_game(game)
    driver.frames(app, 2)
    resumed = app.top
    assert type(resumed) is type(table), "Continue opens the game's table"
    to_first_decision(app, resumed)
    if resumed.howto_visible():
        resumed.toggle_howto()
    driver.frames(app, 3)
    module = table.session.module
    assert module.state_to_dict(resumed.state) == module.state_to_dict(table.state)
    assert _without_log(resumed, app.screen) == _without_log(table, before)
