"""Issue 18, item 8: a still screen draws nothing new; input and motion make it draw again.

The paced loop calls ``App.frame(dt, lazy=True)``; these tests drive it with chosen time
steps (a fake clock) and count the frames that were drawn and flipped.
"""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UITextEntryLine

from yenta_desktop.ui import app as app_module
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.title import TitleScene

from .play import session, start_table, wait_for_human


@pytest.fixture
def flips(monkeypatch) -> list[int]:
    """Counts pygame.display.flip calls (one per drawn frame)."""
    calls: list[int] = []
    real = pygame.display.flip

    def counting() -> None:
        calls.append(1)
        real()

    monkeypatch.setattr(pygame.display, "flip", counting)
    return calls


def idle(app, count: int, dt: float) -> int:
    """``count`` paced frames of ``dt`` seconds with the player away; returns frames drawn."""
    before = app.draws
    for _ in range(count):
        app.last_input -= 10  # nobody touched anything for a while
        app.frame(dt, lazy=True)
    return app.draws - before


def test_the_title_settles_then_draws_nothing_until_the_mouse_moves(make_app, flips):
    app = make_app(speed="normal")
    title = app.push(TitleScene(app))
    assert idle(app, 4, 0.25) == 4  # the pictures sway: every frame drawn
    idle(app, 30, 0.25)  # 7.5 s without input: they have stopped
    assert title.idle_fps() == 0 and app.frame_rate() == 0
    shown = pygame.image.tobytes(app.screen, "RGB")
    flipped = len(flips)
    assert idle(app, 40, 0.25) == 0  # ten more seconds: nothing drawn, nothing flipped
    assert len(flips) == flipped
    assert pygame.image.tobytes(app.screen, "RGB") == shown
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 300), rel=(5, 0), buttons=(0, 0, 0))
    )
    app.frame(0.25, lazy=True)
    assert len(flips) == flipped + 1  # the event is drawn at once
    assert title.idle_fps() > 0  # and the pictures sway again
    assert idle(app, 3, 0.05) == 3


def test_a_key_on_a_still_menu_is_drawn(make_app):
    app = make_app(speed="normal")
    title = app.push(TitleScene(app))
    idle(app, 3, 0.25)  # the window's first events (shown, focus gained) count as input
    title.quiet = 100.0  # long settled
    idle(app, 1, 0.25)
    assert idle(app, 10, 0.25) == 0
    focused = title.focus_index
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    before = app.draws
    app.frame(0.25, lazy=True)
    assert title.focus_index != focused and app.draws == before + 1


def test_a_table_waiting_for_the_human_is_still_and_play_moves_it_again(make_app):
    app = make_app(speed="normal")
    table = start_table(app, session("HAAA", seed=12, dealer=3))
    assert wait_for_human(app, table)
    driver.run_until(app, lambda: not table.animating, 600)
    idle(app, 2, 0.25)
    assert app.frame_rate() == 0
    assert idle(app, 40, 0.25) == 0  # ten seconds of the human thinking: nothing drawn
    # A pass: the AI seats play and the dice roll; every frame of that motion is drawn.
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
    app.frame(1 / 60, lazy=True)
    moving = 0
    for _ in range(3000):
        if table.acting_human() is not None and not table.animating:
            break
        was_moving = table.animating
        before = app.draws
        app.last_input -= 10
        app.frame(1 / 60, lazy=True)
        if was_moving:
            moving += 1
            assert app.draws == before + 1
    assert moving > 20  # the dice did roll
    idle(app, 2, 0.25)
    assert idle(app, 20, 0.25) == 0  # the human's turn again: still


def test_a_focused_text_field_draws_only_when_its_cursor_blinks(make_app):
    app = make_app(speed="normal")
    app.push(TitleScene(app))
    setup = app.push(SetupScene(app, "yenta"))
    entry = next(w for w in setup.focus_order if isinstance(w, UITextEntryLine))
    idle(app, 3, 0.25)
    assert idle(app, 10, 0.25) == 0
    app.manager.set_focus_set(entry)
    assert app.frame_rate() == app_module.BLINK_FPS
    drawn = idle(app, 40, 0.1)  # four seconds: the cursor blinks about every 0.4 s
    assert 3 <= drawn <= 20


def test_the_paced_loop_sleeps_on_a_still_screen(make_app):
    """The real loop (wall clock, a few hundred ms): a settled title draws at most once."""
    app = make_app(speed="normal")
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    title.quiet = 100.0
    app.last_input -= 10
    app.options.max_seconds = 0.6
    draws, frames = app.draws, app.frames
    app.run()
    assert app.frames > frames  # it woke up (timers run)
    assert app.draws - draws <= 1
