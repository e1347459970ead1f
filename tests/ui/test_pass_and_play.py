"""Yenta's dice for one human and in the all-AI demo (pass-and-play privacy between humans,
the curtain and the AI turns, is the table suite's: tests/ui/test_table_suite.py)."""

from __future__ import annotations

from yenta_desktop.engine.yenta import Phase
from yenta_desktop.ui import driver

from .play import session, start_table


def test_one_human_sees_own_dice_all_the_time(make_app):
    app = make_app(speed="fast")
    table = start_table(app, session("AHAA", seed=3))
    for _ in range(600):
        app.frame(1 / 60)
        assert table.curtain_for is None
        assert table.face_up() == [False, True, False, False]
        if table.state.phase == Phase.ROUND_OVER:
            break


def test_all_ai_demo_shows_every_die(make_app):
    from yenta_desktop.ui.app import start_demo

    app = make_app(speed="fast")
    table = start_demo(app, seed=1)
    driver.frames(app, 90)
    assert table.face_up() == [True] * 4
    context = table.table.context
    assert context is not None and all(context.face_up)
    assert all(table.table.faces_shown(context, seat) for seat in range(4))
