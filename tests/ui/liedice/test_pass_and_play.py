"""A lone human sees the box only after looking (pass-and-play privacy between humans, the
curtain and the AI turns, is the table suite's: tests/ui/test_table_suite.py)."""

from __future__ import annotations

import pygame

from yenta_desktop.ui import driver

from .helpers import box_shown, session, start_table


def test_one_human_sees_the_box_only_after_looking(make_app):
    app = make_app(speed="fast")
    table = start_table(app, session("AHA", seed=5, opener=1))
    assert driver.run_until(app, lambda: table.acting_human() == 1, 2000)
    app.frame(1 / 60)
    assert box_shown(table) is None  # the lid is closed: the opener has not looked
    driver.press(app, pygame.K_l)
    assert driver.run_until(app, lambda: box_shown(table) is not None, 200)
    obs = table.state.observation(1)
    assert box_shown(table) == (1, tuple(obs.my_box))
