"""The coach (off by default; C or the corner switch), the How to play card on a first game,
the AI's speech bubbles and personalities."""

from __future__ import annotations

import pygame

from yenta_desktop.engine.liedice import BidMade
from yenta_desktop.ui import driver
from yenta_desktop.ui.widgets import animations as anim

from .helpers import button, session, start_table, wait_for_human


def test_the_coach_is_off_until_asked_then_gives_the_chance_and_hards_move(make_app):
    app = make_app()
    table = start_table(app, session("HAA", seed=6, opener=1))
    assert wait_for_human(app, table) and table.state.stage == "decide"
    assert not table.preference("coach") and table.coach_lines() == []
    driver.press(app, pygame.K_c)
    assert table.preference("coach") and app.settings.games == {"lie-dice": {"coach": True}}
    lines = table.coach_lines()
    assert lines[0].startswith("Coach: the bid is true with chance ") and "%" in lines[0]
    assert lines[1].startswith("Hard would ")
    driver.click(app, button(table, "#coach"))  # the corner switch turns it off again
    assert not table.preference("coach") and table.coach_lines() == []


def test_how_to_play_on_a_first_game(make_app):
    app = make_app()
    table = start_table(app, session("HAA", seed=6, opener=0))
    assert table.show_howto
    assert wait_for_human(app, table) and table.howto_visible()
    driver.press(app, pygame.K_h)
    assert not table.howto_visible()
    driver.press(app, pygame.K_F1)
    assert table.howto_visible()
    driver.press(app, pygame.K_l)  # the first move closes it
    assert not table.show_howto


def test_ai_bids_in_speech_bubbles_unless_switched_off(make_app):
    app = make_app(speed="normal")
    table = start_table(app, session("HAA", seed=6, opener=1))
    assert table.bubbles_on()
    bid = BidMade(1, ("K", "K"), 2, "left", True, 0)
    table.on_events([bid])
    assert any(isinstance(a, anim.Bubble) and a.text == "A pair of kings" for a in table.queue)
    table.queue.clear()
    driver.click(app, button(table, "#bubbles"))
    assert not table.bubbles_on() and table.session.table["bubbles"] is False
    table.on_events([bid])
    assert not any(isinstance(a, anim.Bubble) for a in table.queue)


def test_plates_name_each_ai_personality(make_app):
    app = make_app()
    table = start_table(app, session("HAAA", seed=6))
    assert table.subtitle(0) == "Human"
    assert table.subtitle(1) == "Careful Clara · AI Medium"
    assert table.subtitle(2) == "Sly Sasha · AI Hard"
    assert table.subtitle(3) == "Honest Hal · AI Easy"
    pygame.mouse.set_pos(table.view.plate_rect(2).center)
    driver.frames(app, 1)  # the personality's line shows on hover (drawn, not a widget)


def test_two_ai_seats_of_one_level_never_share_a_personality_name(make_app):
    from yenta_desktop import i18n
    from yenta_desktop.engine.liedice import Rules, new_game
    from yenta_desktop.session import GameSession, Seat

    app = make_app()
    seats = [Seat("Ana", "human", None)] + [Seat(f"P{i}", "ai", "medium") for i in range(5)]
    game = GameSession(seats, new_game(6, Rules(), seed=3), "lie-dice")
    table = start_table(app, game)
    for language in ("en", "ru"):
        i18n.set_language(language)
        names = [table.subtitle(seat).split(" · ")[0] for seat in range(1, 6)]
        assert len(set(names)) == 5, names
    i18n.set_language("en")
    assert table.subtitle(1) == "Careful Clara · AI Medium"
