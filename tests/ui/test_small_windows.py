"""Small windows, Russian, 150% text (issue 33, item 11): the replay, the reviews, Triple
Yahtzee's card and the daily result screen, measured by the table suite's layout check
(:mod:`tests.ui.textmap`) and by each button's label against its width."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from itertools import product
from typing import Any

import pygame
import pytest

from tests.ui.kits.scorecard_play import finished
from tests.ui.textmap import layout_problems, text_map
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.replay import ReplayScene
from yenta_desktop.ui.shell.title import TitleScene

SIZES = [(1024, 640), (1280, 720)]
CASES = [
    pytest.param(size, language, scale, id=f"{size[0]}-{language}-{scale}")
    for size, language, scale in product(SIZES, ["en", "ru"], [100, 150])
]


@contextmanager
def looking_as(app: Any, language: str, scale: int) -> Iterator[None]:
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    try:
        yield
    finally:
        app.apply_settings(replace(app.settings, ui_scale=100, language="en"))


def buttons(scene: Any) -> list[Any]:
    """The scene's visible buttons."""
    found = []
    for element in scene.manager.get_root_container().elements:
        stack = [element]
        while stack:
            item = stack.pop()
            if not getattr(item, "visible", True):
                continue
            if type(item).__name__ == "UIButton":
                found.append(item)
            container = getattr(item, "get_container", None)
            if container is not None and type(item).__name__ != "UIButton":
                stack += list(getattr(container(), "elements", ()))
    return found


def button_problems(app: Any, scene: Any) -> list[str]:
    """Buttons off the window, with a label wider than the button, or over another button."""
    window = pygame.Rect((0, 0), app.size)
    problems = []
    shown = buttons(scene)
    for button in shown:
        rect = button.get_abs_rect()
        if not window.contains(rect):
            problems.append(f"{button.text!r} {rect} runs off the window {window}")
        if button.font.size(button.text)[0] > rect.w - 8:
            problems.append(f"{button.text!r} is wider than its button {rect}")
    for i, a in enumerate(shown):
        for b in shown[i + 1 :]:
            if a.get_abs_rect().colliderect(b.get_abs_rect()):
                problems.append(f"{a.text!r} overlaps {b.text!r}")
    return problems


@pytest.fixture(scope="module")
def yahtzee_record() -> dict[str, Any]:
    return finished("yahtzee", 42).record()


@pytest.mark.parametrize(("size", "language", "scale"), CASES)
def test_the_replay_fits_and_each_click_lands_on_its_button(
    make_app, yahtzee_record, size, language, scale
) -> None:
    app = make_app(size=size)
    with looking_as(app, language, scale):
        title = app.push(TitleScene(app))
        replay = app.push(ReplayScene(app, yahtzee_record, "Game 1"))
        replay.go(5)
        driver.frames(app, 2)
        assert button_problems(app, replay) == []
        assert layout_problems(app) == []
        caption = replay.steps[replay.index].describe(replay.names)
        seen = [item for item in text_map(app) if item.text in caption]
        assert seen and all(item.visible == item.rect for item in seen), "the caption is hidden"
        driver.click(app, driver.find_button(replay, "#previous"))
        assert replay.index == 4
        driver.click(app, driver.find_button(replay, "#next"))
        assert replay.index == 5
        driver.click(app, driver.find_button(replay, "#last"))
        assert replay.index == len(replay.steps) - 1
        driver.click(app, driver.find_button(replay, "#first"))
        assert replay.index == 0
        assert button_problems(app, replay) == []  # rebuilt after each step
        driver.click(app, driver.find_button(replay, "#back"))
        assert app.top is title


@pytest.mark.parametrize(("size", "language", "scale"), CASES)
def test_the_yatzy_review_says_its_whole_summary_and_counts_lines_clear_of_the_frame(
    make_app, size, language, scale
) -> None:
    from yenta_desktop.engine.yahtzee import Rules
    from yenta_desktop.ui.games import game_ui

    record = finished("yahtzee", 7, "HA", Rules(scorecard="yatzy")).record()
    app = make_app(size=size)
    with looking_as(app, language, scale):
        review = app.push(game_ui("yahtzee").review_scene(app, record))
        driver.frames(app, 1)
        review.wait_loaded()
        driver.frames(app, 2)
        page = review.page()
        assert page is not None
        box = review.list_rect()
        said = review.summary_lines() + [line[0] for line in review.lines(box.w)]
        assert " ".join(" ".join(said).split()).startswith(" ".join(" ".join(page.summary).split()))
        assert button_problems(app, review) == []
        assert layout_problems(app) == []
        frame = box.inflate(20, 12)
        counter = [item for item in text_map(app) if item.rect.y >= box.bottom - 40]
        counter = [item for item in counter if item.rect.right > box.right - 30]
        assert counter, "no line counter drawn"
        for item in counter:
            assert item.rect.top > frame.bottom, f"{item.text!r} {item.rect} on the frame {frame}"


def drawn_texts(monkeypatch: Any, draw: Any) -> list[tuple[str, str, int]]:
    """Every text ``draw()`` renders: (string, font role, size), past the fitted-text cache."""
    from yenta_desktop.ui import fonts

    calls: list[tuple[str, str, int]] = []
    plain = fonts.text

    def spy(string: str, role: str = "regular", size: int = 18, *args: Any) -> pygame.Surface:
        calls.append((string, role, size))
        return plain(string, role, size, *args)

    monkeypatch.setattr(fonts, "text", spy)
    monkeypatch.setattr(fonts, "_FIT_CACHE", {})
    draw()
    monkeypatch.setattr(fonts, "text", plain)
    return calls


@pytest.mark.parametrize("coach", [False, True], ids=["plain", "coach"])
@pytest.mark.parametrize(
    ("size", "language", "scale"),
    [((1024, 640), "ru", 150), ((1024, 640), "en", 100), ((1280, 720), "ru", 150)],
    ids=str,
)
def test_triple_yahtzees_card_names_every_row_whole_in_one_size(
    make_app, monkeypatch, size, language, scale, coach
) -> None:
    from tests.ui.kits.scorecard_play import session, start_table, wait_for_human
    from yenta_desktop.session import Seat

    game = session("triple-yahtzee", "HAA", 3)
    game.seats[1] = Seat("Александра Константиновна", "ai", "hard")
    app = make_app(size=size)
    with looking_as(app, language, scale):
        table = start_table(app, game)
        assert wait_for_human(app, table)
        driver.press(app, pygame.K_SPACE)
        assert wait_for_human(app, table)
        if coach:
            driver.click(app, driver.find_button(table, "#coach"))
            driver.frames(app, 5)
        card = table.card
        names = {card.texts.row_name(row.id) for row in card.spec.rows}
        sums = {card.sum_label(kind) for kind, row in card.lines if row is None}
        surface = pygame.Surface(app.size)
        calls = drawn_texts(monkeypatch, lambda: card.draw_static(surface))
        labels = [(text, size_) for text, _role, size_ in calls if text.rstrip("\u2026") in names]
        labels += [(t, s) for t, _r, s in calls if t in sums or t.rstrip("\u2026") in sums]
        assert {text for text, _ in labels} >= names, "a row name is cut"
        labels = list(dict(reversed(labels)).items())  # a label's first drawing (not a header)
        assert len({size_ for _, size_ in labels}) == 1, f"the labels' sizes differ: {labels}"
        screen = pygame.Surface(app.size)
        calls = drawn_texts(monkeypatch, lambda: app.draw(screen))
        shown = [text for text, _role, _size in calls]
        assert "\u2026" not in shown, " | ".join(shown)
        assert not any(t.startswith("\u2026") for t in shown)
        assert not any(t.endswith("\u2026") and t.rstrip("\u2026") == "" for t in shown)


@pytest.fixture(scope="module")
def daily_review() -> tuple[Any, Any]:
    """A daily Yahtzee played by Medium: its result and skill-and-luck split."""
    from yenta_desktop.ai import daily as ai_daily
    from yenta_desktop.ai.registry import bots_for
    from yenta_desktop.engine import daily
    from yenta_desktop.storage.daily import DailyResult

    state = daily.daily_state("yahtzee", "2026-01-01")
    bot = bots_for("yahtzee")["medium"](seed=0)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(bot.choose(state.observation(0)))
    split = ai_daily.split_of("yahtzee", state)
    result = DailyResult(
        "2026-01-01", "yahtzee", True, True, int(state.totals()[0]), None, split.optimal_mean,
        split.loss, split.luck, len(split.choices), [], "YD1.x", "",
    )  # fmt: skip
    return result, split


@pytest.mark.parametrize(("size", "language", "scale"), CASES)
def test_the_daily_results_clipboard_note_stands_clear_of_the_code_field(
    make_app, daily_review, size, language, scale
) -> None:
    from yenta_desktop.ui.shell.daily import DailyReviewScene

    result, split = daily_review
    app = make_app(size=size)
    with looking_as(app, language, scale):
        review = app.push(DailyReviewScene(app, result, split))
        review.copied = True  # as after Copy where the system has a clipboard
        driver.frames(app, 2)
        assert layout_problems(app) == []
        assert review.layout(*app.size)[2], "a line of the review was left out"
        pygame.event.clear()


def test_a_tall_card_in_the_replay_stays_above_the_caption(make_app) -> None:
    """Triple Yahtzee with four players at 1024x640, Russian, 150%: the card needs more height
    than the window has; it is scaled into its area, the caption whole under it."""
    from tests.ui.test_every_game_history import finished as played

    record = played("triple-yahtzee", 3).record()
    app = make_app(size=(1024, 640))
    with looking_as(app, "ru", 150):
        replay = app.push(ReplayScene(app, record, "Game 1"))
        replay.go(len(replay.steps) // 2)
        driver.frames(app, 2)
        caption = replay.steps[replay.index].describe(replay.names)
        seen = [item for item in text_map(app) if item.text in caption]
        assert seen and all(item.visible == item.rect for item in seen), "the caption is hidden"
        assert layout_problems(app) == [] and button_problems(app, replay) == []
