"""Save and Continue in the middle of a trick: the game, the cards on the felt, the paces and
the move log come back exactly; and the marks of a pass under way."""

from __future__ import annotations

import random

import pygame
import pytest

from yenta_desktop.engine.pinochle import Phase, state_to_dict
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.pinochle.table import TableScene

from .helpers import human_turn_by_keys, session, start_table, wait_for_human


def _continue(app, table):
    table.autosaver.flush()
    driver.press(app, pygame.K_ESCAPE)
    driver.click(app, driver.find_button(app.top, "#quit_to_title"))
    driver.click(app, driver.find_button(app.top, "#continue"))
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    driver.frames(app, 2)
    return resumed


def test_continue_mid_trick_restores_the_table_exactly(make_app):
    app = make_app()
    if app.store is None:
        pytest.skip("storage module not present")
    table = start_table(app, session("HAAA", seed=9))
    table.show_howto = False
    table.cycle_trick_pace()  # slow: kept in the settings
    rng = random.Random(5)
    for _ in range(300):
        assert wait_for_human(app, table)
        state = table.state
        if state.phase is Phase.PLAY and state.trick and len(state.tricks) >= 2:
            break
        human_turn_by_keys(app, table, rng)
    else:
        raise AssertionError("never mid-trick")
    driver.press(app, pygame.K_END)
    expected = state_to_dict(table.state)
    trick = list(table.trick_cards)
    cursor = table.cursor
    log_before = list(table.log_lines)
    resumed = _continue(app, table)
    assert state_to_dict(resumed.state) == expected
    assert resumed.trick_cards == trick and len(trick) >= 1
    assert resumed.trick_pace == "slow" and resumed.cursor == cursor
    number = resumed.state.deal_number
    assert resumed.log_lines[-1] == f"Game continued in deal {number}."
    deal_start = f"Deal {number}:"
    first = max(i for i, line in enumerate(log_before) if line.startswith(deal_start))
    again = max(i for i, line in enumerate(resumed.log_lines) if line.startswith(deal_start))
    assert resumed.log_lines[again:-1] == log_before[first:]
    # The game goes on.
    assert wait_for_human(app, resumed)
    human_turn_by_keys(app, resumed, rng)


def test_continue_restores_the_cards_marked_to_pass(make_app):
    app = make_app()
    if app.store is None:
        pytest.skip("storage module not present")
    table = start_table(app, session("HAAA", seed=2))
    table.show_howto = False
    for _ in range(60):
        assert wait_for_human(app, table)
        if table.passing():
            break
        phase = table.state.phase
        if phase is Phase.AUCTION:  # bid high until the auction is ours
            driver.press(app, pygame.K_2 if table.state.high_bid is not None else pygame.K_3)
        elif phase is Phase.TRUMP:
            driver.press(app, pygame.K_1)
        else:
            human_turn_by_keys(app, table, random.Random(1))
    assert table.passing()
    driver.press(app, pygame.K_HOME)
    driver.press(app, pygame.K_SPACE)
    driver.press(app, pygame.K_RIGHT)
    driver.press(app, pygame.K_RIGHT)
    driver.press(app, pygame.K_SPACE)
    marked = [table.hand_cards()[i] for i in table.marked]
    assert len(marked) == 2
    resumed = _continue(app, table)
    assert [resumed.hand_cards()[i] for i in resumed.marked] == marked
    assert resumed.passing()


def test_the_paces_and_the_forced_card_switch_outlast_the_app(make_app):
    """Set with the corner buttons, they are in settings.json: the next app starts with them."""
    from yenta_desktop.storage.settings import load_settings

    app = make_app()
    table = start_table(app, session("HAAA", seed=3))
    table.show_howto = False
    assert (table.auction_pace, table.trick_pace, table.autoplay) == ("normal", "normal", True)
    driver.click(app, driver.find_button(table, "#auction_pace"))
    driver.click(app, driver.find_button(table, "#trick_pace"))
    driver.click(app, driver.find_button(table, "#autoplay"))
    saved = load_settings()
    assert saved.games["pinochle"] == {
        "auction_pace": "fast",
        "trick_pace": "slow",
        "autoplay_forced": False,
    }
    app.close()
    later = make_app()
    fresh = start_table(later, session("HAAA", seed=4))
    assert (fresh.auction_pace, fresh.trick_pace, fresh.autoplay) == ("fast", "slow", False)
    assert fresh.ai_pace() < 1.0  # the auction runs at its fast pace
