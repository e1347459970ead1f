"""Pass-and-play: the box's dice are drawn only for the holder who looked, never for the next
human, never under the curtain, never while an AI seat plays between two humans."""

from __future__ import annotations

import random

import pygame
import pytest

from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.gameover import GameOverScene

from .helpers import human_turn_by_keys, session, start_table


def _check(table) -> None:
    """What this frame drew of the box: only the screen's own player's sight."""
    secrets = table.drawn_secrets
    if table.curtain_for is not None:
        assert secrets == [], "dice drawn under the curtain"
    state = table.state
    current = state.current_seat
    for seat, faces in secrets:
        assert seat == table.viewer and table.session.seats[seat].is_human
        obs = state.observation(seat)
        allowed = {obs.my_box, obs.received} | {s.passed for s in obs.seen_this_round()}
        assert tuple(faces) in allowed
    if current is not None and current != table.viewer:
        # The next player (a human at the curtain, or an AI seat) is playing: nothing shows.
        assert secrets == [], (current, table.viewer, secrets)


@pytest.mark.parametrize("kinds", ["HAH", "HHA"])
def test_two_humans_and_an_ai_never_see_each_others_dice(make_app, kinds):
    app = make_app(speed="fast")
    table = start_table(app, session(kinds, seed=8 if kinds == "HAH" else 9, lives=2))
    original = table.draw

    def checked_draw(surface):
        original(surface)
        _check(table)

    table.draw = checked_draw
    assert table.viewer is None
    rng = random.Random(2)
    curtains = shown = handed_over = 0
    last_human = None
    for _ in range(30000):
        if isinstance(app.top, GameOverScene):
            break
        if table.curtain_for is not None:
            curtains += 1
            app.frame(1 / 60)
            driver.press(app, pygame.K_RETURN)
            continue
        seat = table.acting_human()
        if seat is None:
            app.frame(1 / 60)
            continue
        if last_human is not None and seat != last_human:
            handed_over += 1
        last_human = seat
        shown += bool(table.drawn_secrets)
        human_turn_by_keys(app, table, rng)
    assert isinstance(app.top, GameOverScene)
    assert curtains >= handed_over >= 2
    assert shown > 0  # the holder who looked did see the box


def test_right_after_passing_the_box_to_the_other_human_nothing_shows(make_app):
    """Ana looks, bids and passes straight to Mia: the box's dice leave the screen at once."""
    app = make_app(speed="normal")
    game = session("HHA", seed=3, opener=0)
    table = start_table(app, game)
    driver.run_until(app, lambda: table.curtain_for is not None, 2000)
    driver.press(app, pygame.K_RETURN)
    assert driver.run_until(app, lambda: table.acting_human() == 0, 2000)
    driver.press(app, pygame.K_l)
    assert driver.run_until(app, lambda: bool(table.drawn_secrets), 200)
    driver.press(app, pygame.K_m)
    driver.press(app, pygame.K_RETURN, settle=0)  # pass left, to Bob... seat 1 (Mia is human)
    # The very next frame, while the box slides across the table, nothing of it is drawn.
    app.frame(1 / 60)
    assert table.state.current_seat == 1
    assert table.viewer is None and table.drawn_secrets == []
    assert driver.run_until(app, lambda: table.curtain_for == 1, 2000)
    app.frame(1 / 60)
    assert table.drawn_secrets == []


def test_one_human_sees_the_box_only_after_looking(make_app):
    app = make_app(speed="fast")
    table = start_table(app, session("AHA", seed=5, opener=1))
    assert driver.run_until(app, lambda: table.acting_human() == 1, 2000)
    app.frame(1 / 60)
    assert table.drawn_secrets == []  # the lid is closed: the opener has not looked
    driver.press(app, pygame.K_l)
    assert driver.run_until(app, lambda: bool(table.drawn_secrets), 200)
    obs = table.state.observation(1)
    assert table.drawn_secrets[0] == (1, obs.my_box)
