"""Save and Continue in the middle of a round: the game, the dice marked to keep, the bid
being built and the move log come back exactly."""

from __future__ import annotations

import pygame
import pytest

from yenta_desktop.engine.liedice import state_to_dict
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.liedice.table import TableScene
from yenta_desktop.ui.shell.title import TitleScene

from .helpers import box_shown, session, start_table, wait_for_human


def test_continue_mid_round_restores_the_table_exactly(make_app):
    app = make_app()
    if app.store is None:
        pytest.skip("storage module not present")
    table = start_table(app, session("HAAA", seed=8, opener=2))
    table.show_howto = False
    assert wait_for_human(app, table)
    assert table.state.stage == "decide"
    driver.press(app, pygame.K_l)
    assert wait_for_human(app, table) and table.state.stage == "looked"
    driver.press(app, pygame.K_2)
    driver.press(app, pygame.K_4)
    driver.press(app, pygame.K_m)
    driver.press(app, pygame.K_EQUALS)
    driver.press(app, pygame.K_EQUALS)
    keep, draft = set(table.keep), table.draft.dice
    assert keep == {1, 3} and draft is not None
    expected = state_to_dict(table.state)
    log_before = [line for line in table.log_lines]
    table.autosaver.flush()
    driver.press(app, pygame.K_ESCAPE)
    driver.click(app, driver.find_button(app.top, "#quit_to_title"))
    title = app.top
    assert isinstance(title, TitleScene)
    driver.click(app, driver.find_button(title, "#continue"))
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert state_to_dict(resumed.state) == expected
    driver.frames(resumed.app, 2)
    assert resumed.keep == keep and resumed.draft.dice == draft
    assert resumed.card_visible()
    # The box is the human's again, face up, the marked dice ringed.
    obs = resumed.state.observation(0)
    assert box_shown(resumed) == (0, tuple(obs.my_box))
    # The move log is written again: earlier rounds in a few lines, this one whole.
    number = resumed.state.round_number
    start = f"Round {number}:"

    def this_round(lines):
        first = max(i for i, line in enumerate(lines) if line.startswith(start))
        return lines[first:]

    assert this_round(resumed.log_lines)[:-1] == this_round(log_before)
    assert resumed.log_lines[-1] == f"Game continued in round {number}."
    for earlier in range(1, number):
        assert any(line.startswith(f"Round {earlier}:") for line in resumed.log_lines)
    # And the game goes on from there.
    driver.press(app, pygame.K_r)
    assert resumed.state.stage in ("rerolled", None)


def test_continue_after_a_call_shows_the_last_round(make_app):
    app = make_app()
    if app.store is None:
        pytest.skip("storage module not present")
    table = start_table(app, session("HAA", seed=12, opener=1))
    table.show_howto = False
    assert wait_for_human(app, table)
    if table.state.stage == "decide":
        driver.press(app, pygame.K_x)
    assert driver.run_until(app, lambda: bool(table.state.rounds), 2000)
    driver.run_until(app, lambda: not table.queue and not table.state.is_chance_node(), 2000)
    table.autosaver.flush()
    driver.press(app, pygame.K_ESCAPE)
    driver.click(app, driver.find_button(app.top, "#quit_to_title"))
    driver.click(app, driver.find_button(app.top, "#continue"))
    resumed = app.top
    assert isinstance(resumed, TableScene)
    text = "\n".join(resumed.log_lines)
    assert "Round 1:" in text and "calls “Liar!”" in text and "Bid:" in text
    if not any(a["type"] == "bid" for a in resumed.state.public_actions):
        assert resumed.reveal is not None
