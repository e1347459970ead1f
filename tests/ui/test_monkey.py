"""Monkey test: thousands of random clicks and keys on every scene; nothing may break the game."""

from __future__ import annotations

import random

import pygame
import pytest

from yenta_desktop.engine.yenta import replay_record
from yenta_desktop.ui import driver
from yenta_desktop.ui.app import start_demo
from yenta_desktop.ui.games.yenta.table import TableScene
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.title import TitleScene

from .play import dice_conserved, session

KEYS = [
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_5,
    pygame.K_6,
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_p,
    pygame.K_b,
    pygame.K_ESCAPE,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_SPACE,
    pygame.K_PLUS,
    pygame.K_MINUS,
    pygame.K_a,
    pygame.K_0,
    pygame.K_9,
    pygame.K_BACKSPACE,
]


def _check(app) -> None:
    table = app.find(TableScene)
    if table is None:
        return
    state = table.state
    assert dice_conserved(state)
    assert state.scores == [
        sum(r["round_points"][s] for r in state.completed_rounds) for s in range(state.num_players)
    ]
    if state.completed_rounds:
        record = table.session.record()
        replay_record(record)  # the played rounds replay to the same results
    if len(table.humans) > 1 and table.curtain_for is not None:
        assert not any(table.face_up())


@pytest.mark.parametrize(
    "seed,start,steps",
    [
        # One shorter run in the default suite (it starts on the title and reaches every
        # screen from there); the others, longer, run with -m slow (CI runs them too).
        (1, "title", 600),
        pytest.param(6, "title", 1200, marks=pytest.mark.slow),
        pytest.param(2, "table1", 1200, marks=pytest.mark.slow),
        pytest.param(3, "table2", 1200, marks=pytest.mark.slow),
        pytest.param(4, "setup", 1200, marks=pytest.mark.slow),
        pytest.param(5, "demo", 1200, marks=pytest.mark.slow),
    ],
)
def test_monkey(make_app, seed, start, steps):
    rng = random.Random(seed)
    app = make_app(speed=rng.choice(["instant", "fast"]), raise_errors=True)
    app.push(TitleScene(app))
    if start == "table1":
        app.push(TableScene(app, session("HAAA", seed=seed, target=50)))
    elif start == "table2":
        app.push(TableScene(app, session("HAHAH", seed=seed, target=50)))
    elif start == "setup":
        app.push(SetupScene(app))
    elif start == "demo":
        start_demo(app, seed=seed)
    width, height = app.size
    for step in range(steps):
        roll = rng.random()
        if roll < 0.5:
            pos = (rng.randrange(width), rng.randrange(height))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif roll < 0.6:
            # Click a real widget of the top scene, to get deeper than random points do.
            top = app.top
            if top is not None and top.focus_order:
                button = rng.choice(top.focus_order)
                if button.alive():
                    driver.click(app, button, settle=1)
            else:
                table = app.find(TableScene)
                if table is not None and table.controls is not None and table.controls.elements:
                    driver.click(app, rng.choice(list(table.controls.elements)), settle=1)
        else:
            key = rng.choice(KEYS)
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
            )
        app.frame(1 / 60)
        if not app.running:  # Quit was clicked: like a restart of the program
            app.running = True
            app.reset(TitleScene(app))
        if step % 25 == 0:
            _check(app)
        if step == steps // 2 and app.size == (1280, 720):
            app.resize((1024, 640))
    _check(app)
