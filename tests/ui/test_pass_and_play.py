"""Pass-and-play: one human's dice are never drawn while another human may be looking."""

from __future__ import annotations

import pygame

from yenta_desktop.engine.yenta import Phase
from yenta_desktop.ui import driver

from .play import human_turn_by_keys, session, start_table


def _check_frame(table) -> None:
    faces = table.face_up()
    drawn = set(table.table.drawn_faces)
    humans = table.humans
    if table.curtain_for is not None:
        assert not any(faces), "dice face up under the curtain"
        assert not drawn
    else:
        shown = [seat for seat, up in enumerate(faces) if up]
        assert shown in ([], [table.viewer])
        assert drawn <= {table.viewer}
    acting = table.acting_human()
    if acting is not None:
        # Controls only ever appear for the human whose dice are showing.
        assert acting == table.viewer
    for seat in humans:
        if seat != table.viewer:
            assert seat not in drawn


def test_two_humans_never_see_each_others_dice(make_app):
    app = make_app(speed="fast")
    table = start_table(app, session("HAHA", seed=21, target=80))
    assert table.viewer is None
    driver.frames(app, 1)
    assert table.table.drawn_faces == {}  # before anyone clicked: all dice face down
    curtains = 0
    new_rounds = 0
    handed_to = set()
    for _ in range(40000):
        _check_frame(table)
        top = app.top
        if table.state.phase == Phase.GAME_OVER:
            break
        if type(top).__name__ == "RoundSummaryScene":
            driver.press(app, pygame.K_RETURN)
            if table.state.phase == Phase.AUCTION:
                # A new round: whoever pressed Next round sees no one's new dice.
                assert not any(table.face_up())
                assert table.table.drawn_faces == {}
                new_rounds += 1
            continue
        if table.curtain_for is not None:
            curtains += 1
            handed_to.add(table.curtain_for)
            app.frame(1 / 60)
            _check_frame(table)
            driver.click_at(app, (400, 300))
            continue
        if table.acting_human() is not None:
            human_turn_by_keys(app, table)
            continue
        app.frame(1 / 60)
    assert curtains >= 2 and new_rounds >= 1
    assert handed_to == {0, 2}
    log = " ".join(table.log_lines).lower().split()
    assert "you" not in log and "your" not in log


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
    assert set(table.table.drawn_faces) == {0, 1, 2, 3}


def test_a_humans_dice_go_face_down_as_soon_as_the_ai_seats_play(make_app):
    """Issue 13, bug 2: with two humans and an AI, the last human's dice stayed face up
    through the AI's turns until the next curtain, while the next player was watching."""
    app = make_app(speed="fast")
    table = start_table(app, session("HHA", seed=8, target=60))
    ai_frames = 0
    human_turns = 0
    for _ in range(30000):
        state = table.state
        if state.phase == Phase.GAME_OVER or human_turns >= 12:
            break
        top = app.top
        if type(top).__name__ == "RoundSummaryScene":
            driver.press(app, pygame.K_RETURN)
            continue
        seat = state.current_seat
        if seat is not None and not table.session.seats[seat].is_human:
            # An AI seat is to act: nobody's dice may show on the shared screen.
            assert not any(table.face_up())
            assert table.table.drawn_faces == {}
            ai_frames += 1
        if table.curtain_for is not None:
            driver.click_at(app, (400, 300))
            continue
        if table.acting_human() is not None:
            human_turn_by_keys(app, table)
            human_turns += 1
            continue
        app.frame(1 / 60)
    assert ai_frames > 50 and human_turns >= 4
