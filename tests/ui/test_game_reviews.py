"""The review after the game, for every game that offers one (the ``review_scene`` hook):
opened from Past games (the replay's Review button) and from the end screen, at 1024x640 and
1280x720, in English and Russian, every line inside its box and every button's label whole."""

from __future__ import annotations

import os
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.engine.protocol import play_out
from yenta_desktop.engine.registry import available_games
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver, fonts
from yenta_desktop.ui.games import game_ui, has_ui
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.shell.history import HistoryScene
from yenta_desktop.ui.shell.replay import ReplayScene
from yenta_desktop.ui.shell.review import ReviewScene
from yenta_desktop.ui.shell.title import TitleScene

GAMES = [g for g in available_games() if has_ui(g) and hasattr(game_ui(g), "review_scene")]
NAMES = ("Ana", "Bob", "Cat", "Dan")
#: Set to a folder to keep a PNG of each review screen (to look at them).
SHOTS = os.environ.get("YENTA_REVIEW_SHOTS")


@cache
def played(game: str, seed: int) -> Any:
    """A game of four played to the end by Medium bots (played once per worker, then cloned)."""
    module = available_games()[game]
    state = module.new_game(4, module.Rules(), seed=seed)
    bots = [make_bot("medium", seed * 10 + i, game) for i in range(4)]
    play_out(state, [bot.choose for bot in bots], max_steps=20000)
    assert state.is_terminal
    return state


def finished(game: str, seed: int) -> GameSession:
    """A game of four played to the end by Medium bots; Ana's seat is human."""
    seats = [Seat(NAMES[0], "human", None)] + [Seat(NAMES[i], "ai", "medium") for i in (1, 2, 3)]
    return GameSession(seats, played(game, seed).clone(), game)


def buttons(scene):
    stack = list(scene.root.elements)
    while stack:
        element = stack.pop()
        stack.extend(getattr(element, "elements", []) or [])
        if type(element).__name__ == "UIButton" and element.visible:
            yield element


def assert_fits(review: ReviewScene, size: tuple[int, int]) -> None:
    """Every line of the review inside its box, the summary inside the window, labels whole."""
    width, height = size
    box = review.list_rect()
    assert box.h >= 5 * review.step(), "no room for the list"
    lines = review.lines(box.w)
    assert lines, "an empty review"
    for text, role, font_size, _colour, indent, share in lines:
        room = box.w - indent - (150 if share is not None else 0)
        assert fonts.font(role, font_size).size(text)[0] <= max(room, box.w - 150), text
        assert fonts.font(role, font_size).size(text)[0] + indent <= box.w, text
    for text in review.summary_lines():
        assert fonts.font("regular", review.summary_size()).size(text)[0] <= width - 100, text
    for button in buttons(review):
        assert button.font.size(button.text)[0] <= button.rect.w - 8, button.text
        rect = button.get_abs_rect()
        assert rect.right <= width and rect.bottom <= height, button.text
        assert not rect.colliderect(box), button.text


def _fits_matrix() -> list[object]:
    """Every game at two of the four (size, language) corners in the default run, a
    different pair for each game so that every corner is covered; the rest under -m slow."""
    corners = [(size, language) for size in SIZES for language in ("en", "ru")]
    cases = []
    for index, game in enumerate(GAMES):
        sample = {corners[index % 4], corners[(index + 2) % 4]}
        for size, language in corners:
            marks = [] if (size, language) in sample else [pytest.mark.slow]
            cases.append(
                pytest.param(game, size, language, marks=marks, id=f"{game}-{size[0]}-{language}")
            )
    return cases


SIZES = [(1024, 640), (1280, 720)]


@pytest.mark.parametrize(("game", "size", "language"), _fits_matrix())
def test_the_review_opens_from_past_games_and_fits(make_app, game, size, language):
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, language=language))
    try:
        session = finished(game, 7)
        assert app.store is not None and app.store.append_history(session)
        title = app.push(TitleScene(app))
        driver.frames(app, 2)
        driver.click(app, driver.find_button(title, "#history"))
        history = app.top
        assert isinstance(history, HistoryScene)
        history.wait_loaded()
        driver.press(app, pygame.K_RETURN)
        replay = app.top
        assert isinstance(replay, ReplayScene) and replay.problem is None
        driver.click(app, driver.find_button(replay, "#review"))
        review = app.top
        assert isinstance(review, ReviewScene)
        driver.frames(app, 1)  # the first frame draws while the analysis runs
        review.wait_loaded()
        driver.frames(app, 2)
        assert not review.failed and review.pages()
        assert review.page().heading.endswith("Ana")
        assert_fits(review, size)
        if SHOTS:
            folder = Path(SHOTS)
            folder.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.screen, str(folder / f"{game}_{size[0]}_{language}.png"))
        driver.press(app, pygame.K_END)
        driver.press(app, pygame.K_ESCAPE)
        assert app.top is replay
    finally:
        app.apply_settings(replace(app.settings, language="en"))


@pytest.mark.parametrize("game", GAMES)
def test_the_end_screen_opens_the_review(make_app, game):
    app = make_app(size=(1024, 640))
    session = finished(game, 8)
    over = app.push(GameOverScene(app, session))
    driver.frames(app, 2)
    button = driver.find_button(over, "#review")
    assert button is not None
    for each in buttons(over):
        assert each.font.size(each.text)[0] <= each.rect.w - 8, each.text
    driver.click(app, button)
    review = app.top
    assert isinstance(review, ReviewScene)
    review.wait_loaded()
    driver.frames(app, 2)
    assert review.pages() and not review.failed
    driver.press(app, pygame.K_ESCAPE)
    assert app.top is over


@pytest.mark.parametrize(
    "game",
    # Pinochle's review of two seats searches for about 5 s: the Tab and the pages are the
    # shell's (every other game checks them by default) and its pages are checked above.
    [pytest.param(g, marks=pytest.mark.slow) if g == "pinochle" else g for g in GAMES],
)
def test_each_human_has_a_page_and_tab_turns_to_the_next(make_app, game):
    app = make_app(size=(1024, 640))
    session = finished(game, 9)
    record = session.record()
    record["players"][1]["kind"] = "human"  # pass-and-play: Ana and Bob
    record["players"][1]["level"] = None
    review = app.push(game_ui(game).review_scene(app, record))
    review.wait_loaded()
    driver.frames(app, 2)
    assert [page.heading[-3:] for page in review.pages()] == ["Ana", "Bob"]
    assert driver.find_button(review, "#review_next") is not None
    driver.press(app, pygame.K_TAB)
    assert review.page().heading.endswith("Bob")
    assert_fits(review, (1024, 640))
    driver.press(app, pygame.K_n)
    assert review.page().heading.endswith("Ana")


def test_a_review_that_fails_says_so_instead_of_crashing(make_app):
    app = make_app(size=(1024, 640))

    def broken(record):
        raise ValueError("no")

    review = app.push(ReviewScene(app, {"players": []}, broken, lambda analysis: []))
    review.wait_loaded()
    driver.frames(app, 2)
    assert review.failed and review.page() is None
    driver.press(app, pygame.K_ESCAPE)
    assert app.top is not review
