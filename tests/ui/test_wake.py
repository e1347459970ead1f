"""Issue 33 item 7: a still screen wakes when a background result arrives, with no input.

A 3-seat Yahtzee review stayed on "Going through the game..." until the mouse moved: the
analysis came in between two frames, the scene then said it was still, and the frame that
took the result was never drawn. These tests drive the paced loop (``App.frame(dt,
lazy=True)``, ``App._wait``) with the player away and deliver the result from a thread.
"""

from __future__ import annotations

import threading

import pygame

from yenta_desktop.ui.coach import CoachRunner
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.shell.review import ReviewItem, ReviewPage, ReviewScene


def idle(app, count: int, dt: float = 0.25) -> int:
    """``count`` paced frames with the player away; returns the frames drawn."""
    before = app.draws
    for _ in range(count):
        app.last_input -= 10
        app.frame(dt, lazy=True)
    return app.draws - before


def what_a_fresh_draw_shows(app) -> bytes:
    """The window as a full draw of the current scenes would show it."""
    surface = app.screen.copy()
    app.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def shown(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def test_a_review_shows_its_result_without_a_mouse_move(make_app):
    app = make_app(speed="normal")
    gate = threading.Event()

    def analyse(record):
        gate.wait(10)
        return "analysis"

    def pages(analysis):
        items = (ReviewItem("Turn 3: Fives instead of Sixes", ("lost 4.2 points",), 4.2, True),)
        return [ReviewPage("Ana's review", ("Ana lost 4.2 points in all.",), items)]

    record = {"game": "yahtzee", "players": [{"name": "Ana", "kind": "human"}]}
    review = app.push(ReviewScene(app, record, analyse, pages))
    idle(app, 6)
    placeholder = shown(app)
    assert not review.loaded and placeholder == what_a_fresh_draw_shows(app)
    gate.set()  # the analysis is in between two frames, with no input event
    review._thread.join(10)
    assert review.loaded
    idle(app, 8)  # two seconds, hands off
    assert shown(app) != placeholder
    assert shown(app) == what_a_fresh_draw_shows(app)  # the page, not the placeholder
    assert idle(app, 8) == 0  # and then still again: nothing drawn


class CoachScene(Scene):
    """A still screen showing a coach runner's answer (a table's coach column, reduced)."""

    def __init__(self, app, runner: CoachRunner, gate: threading.Event) -> None:
        super().__init__(app)
        self.runner = runner
        self.gate = gate
        self.answer = None

    def update(self, dt: float) -> None:
        self.answer = self.runner.ask("position", self.work)

    def work(self) -> str:
        self.gate.wait(10)
        return "roll again"

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((200, 40, 40) if self.answer else (10, 10, 10))


def test_a_coach_answer_wakes_a_still_screen_at_once(make_app):
    app = make_app(speed="normal")
    runner = CoachRunner(inline=False, name="test-coach")
    gate = threading.Event()
    app.push(CoachScene(app, runner, gate))
    idle(app, 4)
    assert idle(app, 4) == 0 and app.frame_rate() == 0  # still: the coach is thinking
    assert app.screen.get_at((5, 5))[:3] == (10, 10, 10)
    pygame.event.clear()
    gate.set()
    assert runner.wait(10)
    # The loop's sleep ends at once: the answer posted a wake-up event.
    app.last_input -= 10
    assert app._wait(0)[1]
    assert idle(app, 1) == 1
    assert app.screen.get_at((5, 5))[:3] == (200, 40, 40)
    runner.close()
