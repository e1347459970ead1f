"""The table suite (issue 18, item 6): what every game's table owes its players, run over
every game with a table, found through the registry (a new game is checked by adding it).

* **Readable at every size**: the setup screen and the table at the human's first decision
  (the How to play card open), at 1024x640 and 1280x720, English and Russian, 100% and 150%
  text: no text cut by an edge or a clip, no two texts overlapping, no text under a button
  (measured by :mod:`tests.ui.textmap`, which follows every text drawn in the frame).
* **Still while waiting**: a table waiting for the human draws nothing new.
* **Continue restores the screen**: a game saved mid-turn (two decisions by keys in) and
  continued shows the same table (the same pixels once the animations settle).
* **Keyboard-only play to the end**: a human against the AI plays a whole game with keys alone
  (no mouse event is posted) until the end screen; each game's keyboard player is
  ``human_turn_by_keys(app, table, rng)`` in its ``tests/ui/<folder>/play.py``.
* **Pass-and-play privacy** (every game whose engine declares secrets): the table opened on a
  position looks the same as on that position with what a seat cannot see re-drawn by the
  engine's ``resample_hidden``: under the curtain for every seat, after it for its viewer, in
  the frames of the AI turn after a human's move for both humans, and when the unfinished
  game is saved and continued (loading replays it through the engine): behind the curtain.

The toy game of ``tests/toygame`` runs through the suite with the real games.

The default run samples the matrix (every game once at each size and each language); the
whole matrix runs under ``-m slow``.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import product
from typing import Any

import pygame
import pytest

import tests.toygame as toygame
from yenta_desktop.engine.registry import available_games, folder_name, get_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import game_ui, has_ui
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.title import TitleScene

from .textmap import layout_problems

toygame.register(ui=True)
GAMES = [game for game in available_games() if has_ui(game)]
#: Games with secrets (the curtain's games), from their engines' declarations.
PRIVATE = [game for game in GAMES if not get_game(game).HIDDEN_INFORMATION.perfect]
toygame.unregister()
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


@pytest.fixture(autouse=True)
def _toy_game() -> Iterator[None]:
    """The toy game is a registered game with a table for every test of the suite."""
    toygame.register(ui=True)
    yield
    toygame.unregister()


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
def test_continue_mid_turn_shows_the_same_table(make_app, game) -> None:
    app = make_app()
    setup = start_from_setup(app, game)
    driver.click(app, driver.find_button(setup, "#start"))
    table = app.top
    to_first_decision(app, table)
    table.toggle_howto()
    # Mid-turn: two decisions by keys (a dice game has rolled and set dice aside), then the
    # human's next decision.
    turn, rng = keyboard_player(game), random.Random(2)
    for _ in range(2):
        turn(app, table, rng)
        to_first_decision(app, table)
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


# ------------------------------------------------------------ keyboard only

MOUSE_EVENTS = {pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL}


def play_module(game: str) -> Any:
    """The game's test helpers (``tests/ui/<folder>/play.py``)."""
    name = "tests.toygame.play" if game == toygame.GAME_ID else f"tests.ui.{folder_name(game)}.play"
    return importlib.import_module(name)


def keyboard_player(game: str) -> Any:
    """The game's ``human_turn_by_keys(app, table, rng)``: one human decision by keys only."""
    return play_module(game).human_turn_by_keys


def _post_keys_only(event: pygame.event.Event) -> None:
    assert event.type not in MOUSE_EVENTS, f"a mouse event in a keyboard-only game: {event}"
    _post(event)


_post = pygame.event.post


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_plays_to_the_end_screen_by_keys_alone(make_app, game, monkeypatch) -> None:
    """A human against the AI, every decision by keys; the curtain, the round summaries and
    the How to play card by keys too; the end screen comes up."""
    monkeypatch.setattr(pygame.event, "post", _post_keys_only)
    turn = keyboard_player(game)
    module = get_game(game)
    players = max(module.MIN_PLAYERS, 2)
    seats = [Seat("Ana", "human", None)] + [
        Seat(f"Bot {i}", "ai", "easy") for i in range(1, players)
    ]
    options = getattr(game_ui(game), "start_options", lambda seed, count: {})(3, players)
    state = module.new_game(players, seed=3, **options)
    app = make_app()
    app.push(TitleScene(app))
    table = game_ui(game).TableScene(app, GameSession(seats, state, game))
    app.push(table)
    driver.frames(app, 2)
    rng = random.Random(7)
    decisions = 0
    for _ in range(60000):
        top = app.top
        if isinstance(top, GameOverScene):
            break
        if top is not table:
            driver.press(app, pygame.K_RETURN)  # a round summary: its focused button
        elif table.howto_visible():
            driver.press(app, pygame.K_h)  # its next page, closed after the last
        elif table.acting_human() is not None and not table.animating:
            turn(app, table, rng)
            decisions += 1
        else:
            driver.frames(app, 1)
    assert isinstance(app.top, GameOverScene), f"{game} never reached its end screen by keys"
    assert table.state.is_terminal and decisions > 0
    assert app.top.session.game == game
    # The finished game is in the history, its save gone; the standings start with a winner.
    assert [entry.game for entry in app.store.history.entries()] == [game]
    assert not app.store.has_save(game)
    lines = game_ui(game).final_lines(table.session)
    assert lines[0][0] == 1 and [line[0] for line in lines] == sorted(line[0] for line in lines)
    assert lines[0][1] in {table.session.seats[seat].name for seat in table.state.winners()}
    check = getattr(play_module(game), "check_end", None)
    if check is not None:
        check(table)  # what the game's own end shows (its log, its boxes)


# ------------------------------------------------------------ pass-and-play privacy


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


def _handing_to_an_ai(game: str, count: int, seed: int) -> list[tuple[Any, Any]]:
    """(position, move) pairs of a random game with two humans (seats 0, 1) and AI seats: a
    human who knows a secret is to act, and the move hands the turn straight to an AI seat."""
    module = get_game(game)
    players = max(module.MIN_PLAYERS, min(3, module.MAX_PLAYERS))
    if players < 3:
        return []
    state = module.new_game(players, seed=seed)
    rng = random.Random(seed)
    found: list[tuple[Any, Any]] = []
    for step in range(3000):
        if state.is_terminal or len(found) >= count:
            break
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        action = rng.choice(state.legal_actions())
        if seat in (0, 1) and step > 4 and _knows(module, state, seat):
            after = state.clone()
            after.apply(action)
            if not (after.is_terminal or after.is_chance_node()) and after.current_seat >= 2:
                found.append((state.clone(), action))
        state.apply(action)
    return found


def _after(state: Any, action: Any) -> Any:
    after = state.clone()
    after.apply(action)
    return after


def _ai_turn_screens(make_app, game: str, state: Any, action: Any) -> list[bytes]:
    """The frames of the AI turn after the human at the screen made ``action``: the table
    opened on ``state`` behind the curtain, lifted, the move made; drawn while the AI seat
    thinks (its pace is long, so it has not moved yet)."""
    from yenta_desktop.session import GameSession, Seat
    from yenta_desktop.ui.games import game_ui

    seats = [Seat("Ana", "human", None), Seat("Bob", "human", None)] + [
        Seat(f"Bot {i}", "ai", "easy") for i in range(2, state.num_players)
    ]
    app = make_app(speed="normal", ai_delay=30.0)
    app.push(TitleScene(app))
    table = game_ui(game).TableScene(app, GameSession(seats, state, game))
    app.push(table)
    driver.frames(app, 3)
    driver.press(app, pygame.K_RETURN)  # the player at the screen lifts the curtain
    driver.run_until(app, lambda: table.acting_human() is not None and not table.animating, 600)
    assert table.acting_human() == state.current_seat
    assert table.human_apply(action)
    moves = table.moves
    screens = []
    for count in (1, 6, 20, 40):  # frames as the window shows them: after an update
        driver.frames(app, count)
        if table.moves != moves or table.state.current_seat < 2:
            break  # the AI seat moved: its turn is over
        screens.append(_drawn(app))
    assert screens, "the AI seat's pace left no frame of its turn"
    return screens


@pytest.mark.parametrize("game", PRIVATE)
def test_during_the_ai_turn_after_a_human_nothing_private_shows(make_app, game) -> None:
    """Pass-and-play with AI seats: once a human has moved, the frames of the AI's turn look
    the same whatever either human holds (the mover's secrets go face down at once). Each
    comparison re-draws what one human cannot see and keeps the move's outcome as that human
    saw it (an ask that hit must still hit): then nothing on the screen may differ."""
    module = get_game(game)
    pairs = [pair for seed in range(6, 16) for pair in _handing_to_an_ai(game, 2, seed)][:3]
    if not pairs:
        pytest.skip(f"{game} has no seats beyond two humans")
    rng = random.Random(5)
    compared = 0
    for state, action in pairs:
        if compared >= 2:
            break  # both humans' secrets re-drawn at least once between them
        screens = _ai_turn_screens(make_app, game, state.clone(), action)
        mover = state.current_seat
        for seat in (mover, 1 - mover):
            seen = _after(state, action).observation(seat).to_dict()
            for _ in range(20):  # the move still legal, its outcome the same for ``seat``
                other = module.resample_hidden(state, seat, rng)
                if action in other.legal_actions():
                    if _after(other, action).observation(seat).to_dict() == seen:
                        break
            else:
                continue
            again = _ai_turn_screens(make_app, game, other, action)
            n = min(len(again), len(screens))
            assert again[:n] == screens[:n], f"the AI's turn shows what seat {seat} holds"
            compared += 1
    assert compared >= 2


@pytest.mark.parametrize("game", PRIVATE)
def test_a_continued_pass_and_play_game_opens_behind_the_curtain(make_app, game) -> None:
    """An unfinished game saved and continued (loading replays it through the engine) opens
    behind the curtain and shows what the table opened on the position shows, curtain and
    after, never the last viewer's secrets."""
    (state,) = _positions(game, 1, seed=4)
    curtain, shown, viewer = _screens(make_app, game, state.clone())
    from yenta_desktop.session import GameSession, Seat

    seats = [Seat("Ana", "human", None), Seat("Bob", "human", None)] + [
        Seat(f"Bot {i}", "ai", "easy") for i in range(2, state.num_players)
    ]
    app = make_app()
    app.store.save(GameSession(seats, state.clone(), game))
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    title.continue_game(game)
    driver.frames(app, 3)
    table = app.top
    assert table.curtain_for == viewer, "a continued pass-and-play game opens behind the curtain"
    assert _drawn(app) == curtain
    driver.press(app, pygame.K_RETURN)
    driver.frames(app, 3)
    assert table.viewer == viewer and _drawn(app) == shown
