"""Undo at every table (issue 21 item 2): Ctrl+Z and the corner's Undo button take back the
human's last move until the next step, the AI's pending decision is dropped, the game is
marked assisted, and Settings decide where undo is offered."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.ui.play import session as yenta_session
from tests.ui.play import start_table
from yenta_desktop.ai import make_bot
from yenta_desktop.engine.registry import available_games
from yenta_desktop.engine.undo import game_undoable
from yenta_desktop.engine.yenta import PASS_BID, Bid, Phase
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import game_ui, has_ui
from yenta_desktop.ui.shell.title import TitleScene

GAMES = [g for g, m in available_games().items() if has_ui(g) and hasattr(m, "undoable")]
NAMES = ("Ana", "Bob", "Cat", "Dan")
CTRL = pygame.KMOD_LCTRL


def open_table(app, game: str, seed: int = 3):
    module = available_games()[game]
    count = 3 if module.MIN_PLAYERS <= 3 <= module.MAX_PLAYERS else module.MIN_PLAYERS
    seats = [Seat(NAMES[0], "human", None)] + [
        Seat(NAMES[i], "ai", "medium") for i in range(1, count)
    ]
    session = GameSession(seats, module.new_game(count, seed=seed), game)
    app.push(TitleScene(app))
    table = game_ui(game).TableScene(app, session)
    app.push(table)
    driver.frames(app, 2)
    return table


def to_undoable_move(app, table, game: str):
    """Play (the human by Medium's choices) until the human's next move is undoable; return it."""
    module = available_games()[game]
    bot = make_bot("medium", 5, game)
    for _ in range(20000):
        state = table.state
        if app.top is table and table.acting_human() == 0:
            if state.is_chance_node():
                table.apply_chance()  # the human's own roll (Dice Poker's first roll)
                continue
            action = bot.choose(state.observation(0))
            if game_undoable(module, state, action):
                return action
            assert table.human_apply(action)
            continue
        if app.top is not table:
            app.pop()  # a round's summary: on with the game
            continue
        if table.curtain_for is not None:
            table.lift_curtain()
        app.frame(1 / 60)
    pytest.fail(f"{game}: no undoable move came up")


@pytest.mark.parametrize("game", GAMES)
def test_ctrl_z_takes_back_the_move_in_every_game(make_app, game):
    app = make_app()
    table = open_table(app, game)
    action = to_undoable_move(app, table, game)
    module = available_games()[game]
    before = module.state_to_dict(table.state)
    log_before = list(table.log_lines)
    app.options.ai_delay = 60.0  # the next AI waits: time to change one's mind
    assert table.human_apply(action)
    driver.frames(app, 3)
    assert table.can_undo()
    driver.press(app, pygame.K_z, mod=CTRL)
    assert module.state_to_dict(table.state) == before
    assert table.session.state is table.state and table.acting_human() == 0
    assert table.log_lines[: len(log_before)] == log_before
    assert table.log_lines[len(log_before) :] == [f"{NAMES[0]} takes back the last move."]
    assert table.session.assisted == ["undo"]
    assert not table.can_undo()
    # The record is the game as played: the undone move is not in it.
    assert module.make_record(table.state, [s.to_dict() for s in table.session.seats]) == (
        module.make_record(
            module.state_from_dict(before), [s.to_dict() for s in table.session.seats]
        )
    )


def test_the_ai_decision_asked_for_after_the_move_is_cancelled(make_app):
    app = make_app()
    table = start_table(app, yenta_session("HAA", dealer=2))  # Ana bids first
    app.options.ai_delay = 0.5  # Bob answers half a second after each move (30 frames)
    assert table.acting_human() == 0
    table.human_apply(Bid(9))
    driver.frames(app, 2)
    assert table.requested == table.moves and table.worker is not None
    ticket = table.worker.ticket  # Bob's decision for a high bid of 9 was asked for
    assert table.undo()
    assert table.worker.pending is None and table.ai_action is None
    table.human_apply(PASS_BID)
    driver.frames(app, 2)
    assert table.worker.ticket == ticket + 1  # asked again, for the position after the pass
    driver.run_until(app, lambda: table.state.current_seat != 1)
    assert table.state.auction[0] == {"seat": 0, "bid": None}


def test_the_undo_button_follows_what_can_be_undone(make_app):
    app = make_app()
    table = start_table(app, yenta_session("HAA", dealer=2))
    app.options.ai_delay = 60.0
    button = driver.find_button(table, "#undo")
    assert button is not None and not button.is_enabled
    table.human_apply(Bid(9))
    driver.frames(app, 2)
    assert button.is_enabled
    driver.click(app, button)
    assert table.state.high_bid is None and table.acting_human() == 0
    assert not driver.find_button(table, "#undo").is_enabled


def test_the_next_seats_move_ends_the_undo(make_app):
    app = make_app()
    table = start_table(app, yenta_session("HAA", dealer=2))
    table.human_apply(Bid(9))
    driver.run_until(app, lambda: table.state.current_seat != 1 or len(table.state.auction) > 1)
    assert len(table.state.auction) > 1
    assert not table.undo()
    assert "Nothing to undo" in table.message
    driver.press(app, pygame.K_z, mod=CTRL)
    assert table.state.auction[0] == {"seat": 0, "bid": 9}
    assert table.session.assisted == []


def test_settings_off_offer_no_undo(make_app):
    app = make_app()
    app.apply_settings(replace(app.settings, undo="off"))
    table = start_table(app, yenta_session("HAA", dealer=2))
    app.options.ai_delay = 60.0
    assert driver.find_button(table, "#undo") is None
    table.human_apply(Bid(9))
    assert not table.can_undo()
    driver.press(app, pygame.K_z, mod=CTRL)
    assert table.state.auction[0] == {"seat": 0, "bid": 9}


def test_pass_and_play_undo_only_when_allowed_and_before_the_curtain_is_lifted(make_app):
    app = make_app()
    table = start_table(app, yenta_session("HHA", dealer=2))
    driver.run_until(app, lambda: table.curtain_for is not None or table.acting_human() is not None)
    table.lift_curtain()
    assert table.acting_human() == 0
    assert driver.find_button(table, "#undo") is None  # default: against the AI only
    app.apply_settings(replace(app.settings, undo="always"))
    table._rebuild()
    table.human_apply(Bid(9))
    driver.run_until(app, lambda: table.curtain_for == 1)
    assert table.viewer is None  # Ana's dice are face down already
    driver.press(app, pygame.K_z, mod=CTRL)  # Ana is still at the screen: the curtain is up
    assert table.state.high_bid is None and table.curtain_for is None and table.viewer == 0
    table.human_apply(Bid(10))
    driver.run_until(app, lambda: table.curtain_for == 1)
    table.lift_curtain()  # Bob has the screen: Ana's bid stands
    driver.press(app, pygame.K_z, mod=CTRL)
    assert table.state.high_bid == 10 and table.viewer == 1


def test_a_game_with_the_coach_on_is_assisted_without_undo(make_app):
    app = make_app()
    app.apply_settings(app.settings.with_preference("yenta", "coach", True))
    table = start_table(app, yenta_session("HAA", dealer=2))
    table.human_apply(Bid(9))
    assert table.session.assisted == ["coach"]
    assert table.state.phase is Phase.AUCTION


def test_asking_pinochle_for_a_hint_marks_the_game_assisted(make_app):
    app = make_app()
    table = open_table(app, "pinochle")
    assert driver.run_until(app, lambda: table.playing_human() == 0)
    assert table.session.assisted == []
    driver.press(app, pygame.K_i)
    assert table.hint_text and table.session.assisted == ["hints"]
