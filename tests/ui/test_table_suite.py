"""The table suite (issue 18, item 6): what every game's table owes its players, run over
every game with a table, found through the registry (a new game is checked by adding it).

* **Readable at every size**: the setup screen and the table at the human's first decision
  (the How to play card open), at 1024x640 and 1280x720, English and Russian, 100% and 150%
  text: no text cut by an edge or a clip, no two texts overlapping, no text under a button
  (measured by :mod:`tests.ui.textmap`, which follows every text drawn in the frame).
* **Still while waiting**: a table waiting for the human draws nothing new.
* **Continue restores the screen**: a game saved at the human's decision and continued shows
  the same table (the same pixels once the animations settle).
* **Pass-and-play privacy** (every game whose engine declares secrets): the table opened on a
  position looks the same as on that position with what a seat cannot see re-drawn by the
  engine's ``resample_hidden``: under the curtain for every seat, after it for its viewer.

The default run samples the matrix (every game once at each size and each language); the
whole matrix runs under ``-m slow``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import product
from typing import Any

import pygame
import pytest

from yenta_desktop.engine.registry import available_games, get_game
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


# ------------------------------------------------------------ pass-and-play privacy

#: Games with secrets (the curtain's games), from their engines' declarations.
PRIVATE = [game for game in GAMES if not get_game(game).HIDDEN_INFORMATION.perfect]


def _positions(game: str, count: int, seed: int) -> list[Any]:
    """Positions of a random two-human game where one of the humans (seat 0 or 1) is to act."""
    module = get_game(game)
    players = max(module.MIN_PLAYERS, min(3, module.MAX_PLAYERS))
    state = module.new_game(players, seed=seed)
    rng = random.Random(seed)
    found = []
    for step in range(3000):
        if state.is_terminal or len(found) >= count:
            break
        if state.is_chance_node():
            state.apply_chance()  # the game's own generator
            continue
        seat = state.current_seat
        if seat in (0, 1) and step > 4 and rng.random() < 0.3 and _knows(module, state, seat):
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return found


def _knows(module: Any, state: Any, seat: int) -> bool:
    """Whether ``seat`` knows a secret now: re-drawing what the other human cannot see
    changes ``seat``'s observation (a Lie Dice player who has not looked knows nothing)."""
    own = state.observation(seat).to_dict()
    rng = random.Random(0)
    return any(
        module.resample_hidden(state, 1 - seat, rng).observation(seat).to_dict() != own
        for _ in range(4)
    )


def _screens(make_app, game: str, state: Any) -> tuple[bytes, bytes, int]:
    """A pass-and-play table (humans at seats 0 and 1) opened on ``state``: the screen under
    the curtain, the screen once its player has lifted it, and who that player is."""
    from yenta_desktop.session import GameSession, Seat
    from yenta_desktop.ui.games import game_ui

    seats = [Seat("Ana", "human", None), Seat("Bob", "human", None)] + [
        Seat(f"Bot {i}", "ai", "easy") for i in range(2, state.num_players)
    ]
    app = make_app()
    app.push(TitleScene(app))
    table = game_ui(game).TableScene(app, GameSession(seats, state, game))
    app.push(table)
    driver.frames(app, 3)
    assert table.curtain_for is not None, "a pass-and-play table opens behind the curtain"
    viewer = table.curtain_for
    curtain = _drawn(app)
    driver.press(app, pygame.K_RETURN)  # the player at the screen lifts the curtain
    driver.frames(app, 3)
    assert table.curtain_for is None and table.viewer == viewer
    return curtain, _drawn(app), viewer


def _drawn(app) -> bytes:
    app.last_input = 0.0  # no hover effects from the time of day
    surface = pygame.Surface(app.screen.get_size())
    app.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("game", PRIVATE)
def test_pass_and_play_shows_nothing_the_viewer_may_not_see(make_app, game) -> None:
    """Non-interference: the table opened on a position and on the same position with what
    a seat cannot see re-drawn by the engine (``resample_hidden``) looks the same, under the
    curtain for every seat, and after the curtain for the player who lifted it. The check has
    teeth: re-drawing the viewer's own secrets does change the screen."""
    module = get_game(game)
    rng = random.Random(11)
    own_changed = 0
    positions = _positions(game, 3, seed=4)
    assert positions
    for state in positions:
        curtain, shown, viewer = _screens(make_app, game, state.clone())
        other = 1 - viewer
        for seat in (viewer, other):
            again = _screens(make_app, game, module.resample_hidden(state, seat, rng))
            assert again[0] == curtain, f"the curtain shows what seat {seat} cannot see"
            if seat == viewer:
                assert again[1] == shown, "the table shows what its viewer cannot see"
            else:
                own_changed += again[1] != shown
    assert own_changed, "the viewer's own secrets never showed: the check would be vacuous"
