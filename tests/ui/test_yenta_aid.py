"""Yenta's deduction aid and coach: right facts, public information only, on the plates."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from yenta_desktop.engine.yenta import PASS_BID, Ask, Bid, new_game, resample_hidden
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.yenta import aid

from .play import session, start_table, wait_for_human


def scripted():
    """Seat 1 wins the auction and misses an ask of seat 2 for a 6: seat 2 surely has no 6."""
    dice = [[1, 1, 2, 3, 4], [6, 6, 5, 5, 2], [1, 2, 3, 4, 5], [2, 2, 3, 3, 4]]
    state = new_game(4, seed=1, dealer=0, dice=dice)
    state.apply(Bid(3))  # seat 1
    for _ in range(3):
        state.apply(PASS_BID)
    state.apply(Ask(2, 6))  # a miss: seat 2 has no 6
    return state


def test_a_missed_ask_proves_the_target_lacks_the_value():
    state = scripted()
    facts = aid.seat_facts(state.observation(0))
    assert 6 in facts[2].lacks
    assert 0 not in facts  # seat 0's own plate is not in the aid


def test_the_aid_and_the_coach_read_no_hidden_die():
    """Re-drawing what seat 0 cannot know changes nothing the aid or the coach says."""
    state = scripted()
    rng = random.Random(3)
    obs = state.observation(0)
    facts = aid.seat_facts(obs)
    odds = aid.ask_odds(obs)
    for _ in range(20):
        other = resample_hidden(state, 0, rng).observation(0)
        assert aid.seat_facts(other) == facts
        assert aid.ask_odds(other) == odds
        assert aid.advice(other) == aid.advice(obs)


def test_the_coach_names_an_ask_with_its_chance():
    state = scripted()
    advice = aid.advice(state.observation(2))
    assert advice.chance is None or 0.0 <= advice.chance <= 1.0
    odds = aid.ask_odds(state.observation(2))
    assert all(0.0 <= p <= 1.0 for p in odds.values())
    # Seat 1 asked for 6 and missed: the others still may hold 6s, seat 2 surely not.
    assert aid.ask_odds(state.observation(0)).get((2, 6)) is None  # seat 0 holds no 6


def test_the_table_switches_the_aid_and_the_coach(make_app):
    app = make_app()
    table = start_table(app, session("HAAA", seed=12, dealer=3))
    assert wait_for_human(app, table)
    assert table.aid_on() and not table.coach_on()
    driver.click(app, driver.find_button(table, "#coach"))
    assert table.coach_on() and app.settings.games["yenta"]["coach"] is True
    driver.press(app, pygame.K_d)
    assert not table.aid_on()
    assert table.aid_facts() == {}
    app.apply_settings(replace(app.settings, games={}))


def test_the_aid_stays_on_the_plates_while_the_ai_seats_move(make_app):
    """Issue 21: the aid's markers vanished during AI turns. While moves animate, the facts of
    the position before them stay (never the next position's: the animation has not shown it)."""
    app = make_app(speed="normal")
    table = start_table(app, session("HAAA", seed=12, dealer=3))
    shown: dict = {}
    kept_while_moving = 0
    for _ in range(20000):
        if table.state.phase.name == "GAME_OVER" or kept_while_moving >= 20:
            break
        if app.top is not table:
            driver.press(app, pygame.K_RETURN)  # a round's summary
            continue
        facts = table.aid_facts()
        if table.queue and shown and table.viewer == 0:
            assert facts == shown  # the markers stay through the animation
            kept_while_moving += 1
        elif not table.queue:
            shown = facts
        if table.acting_human() is not None:
            driver.press(app, pygame.K_p)  # pass the bid, or stop asking
        app.frame(1 / 60)
    assert kept_while_moving >= 20


def test_the_round_is_over_only_once_the_screen_shows_it(make_app):
    """Issue 21: "The round is over" showed while the last ask still animated."""
    from yenta_desktop.engine.yenta import Phase
    from yenta_desktop.i18n import tr

    from .play import human_turn_by_keys

    app = make_app(speed="fast")
    table = start_table(app, session("HAAA", seed=12, dealer=3))
    seen_early = seen_banner = False
    for _ in range(40000):
        if app.top is not table:
            break  # the round's summary: the round is over on the screen too
        if table.state.phase is Phase.ROUND_OVER:
            lines = table.instruction()
            if table.queue and not table._banner_shown("yenta.banner.round_over"):
                assert lines == [tr("yenta.instruction.watch")]
                seen_early = True
            elif table.queue:
                assert lines == [tr("yenta.instruction.round_over")]
                seen_banner = True
        if table.acting_human() is not None:
            human_turn_by_keys(app, table)
            continue
        app.frame(1 / 60)
    assert seen_early and seen_banner
