"""Farkle at the table: a game to the end by keys, the dice chosen and the turn total on the
board, hot dice and farkles shown, Continue mid-turn, the coach's numbers."""

from __future__ import annotations

import pygame
import pytest

from yenta_desktop.ai.farkle.bots import ai_rules
from yenta_desktop.ai.farkle.hard import hard_model
from yenta_desktop.engine.farkle import Phase, Rules
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import has_ui
from yenta_desktop.ui.games.farkle.advisor import Advice
from yenta_desktop.ui.widgets import animations as anim

from .play import play_by_keys, session, start_table, wait_for_human


def test_farkle_is_in_the_picker() -> None:
    assert has_ui("farkle")


def test_a_game_against_the_ai_plays_to_the_end_with_keys_only(make_app) -> None:
    app = make_app()
    table = start_table(app, session("HA", seed=4, rules=Rules(target=2000)))
    decisions = 0
    while wait_for_human(app, table):
        moves = table.moves
        play_by_keys(app, table)
        assert table.moves > moves, table.message  # every key press above did something
        decisions += 1
        assert decisions < 2000
    assert table.state.phase is Phase.OVER
    assert max(table.state.scores) >= 2000
    assert decisions > 5
    driver.frames(app, 3)
    assert app.top is not table  # the end screen


def test_keys_choose_dice_and_the_board_names_the_combination(make_app) -> None:
    app = make_app()
    table = start_table(app, session("HA", seed=2))
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_SPACE)
    assert wait_for_human(app, table)
    state = table.state
    dice = state.dice
    scoring = sorted(table.highlighted())
    assert scoring and all(p in state.rolled for p in scoring)
    slot = next(p for p in scoring if dice[p] in (1, 5))
    driver.press(app, pygame.K_1 + slot)
    assert table.held == {slot}
    board = table.board_context()
    assert board.selection == f"Singles: +{100 if dice[slot] == 1 else 50}"
    assert "or roll 5 dice" in board.outlook
    roll = driver.find_button(table, "#roll")
    assert roll.text == "Roll 5 dice (Space)"
    driver.press(app, pygame.K_1 + slot)
    assert table.held == set()


def test_a_farkle_and_hot_dice_are_shown_with_a_banner(make_app) -> None:
    app = make_app(speed="normal")
    table = start_table(app, session("HA", seed=2))
    assert wait_for_human(app, table) and table.awaiting_roll()
    # Scripted dice: a straight (all six score: hot dice), then a farkle.
    state = table.state
    table.apply_chance((1, 2, 3, 4, 5, 6))
    driver.run_until(app, lambda: not table.queue, 600)
    driver.press(app, pygame.K_a)
    assert table.held == set(range(6))
    assert "Hot dice" in table.board_context().outlook
    driver.press(app, pygame.K_SPACE)
    banners = [a.text for a in table.queue if isinstance(a, anim.Banner)]
    assert banners == ["Hot dice! Six again with 1,500"]
    driver.run_until(app, lambda: not table.queue, 600)
    assert state.is_chance_node() and len(state.turn.rolling or ()) == 6
    table.apply_chance((2, 2, 3, 3, 4, 6))
    banners = [a.text for a in table.queue if isinstance(a, anim.Banner)]
    assert banners == ["Farkle! Ana loses 1,500"]
    assert table.state.scores[0] == 0 and table.state.turn_seat == 1


def test_the_coach_shows_banking_and_rolling_with_hards_choice(make_app) -> None:
    app = make_app()
    app.apply_settings(app.settings.with_preference("farkle", "coach", True))
    table = start_table(app, session("HA", seed=2))
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_SPACE)
    assert wait_for_human(app, table)
    table.advise()
    table.coach_runner.wait()
    driver.frames(app, 2)
    advice = table.advice
    assert isinstance(advice, Advice)
    lines = [text for text, _role, _colour in table.coach_lines()]
    assert lines[0].startswith("Hard: set aside")
    # Two players: the chance of winning with Hard's table installed, else expected points.
    heading = {
        "win": "Coach: chance of winning (Hard's tables)",
        "points": "Coach: expected points of the turn",
    }[advice.kind]
    assert lines[1] == heading
    assert advice.kind == ("win" if hard_model(ai_rules(table.state.rules)) else "points")
    assert table.coach_ring() == advice.best_slots() and advice.best_slots()
    driver.press(app, pygame.K_a)
    lines = [text for text, _role, _colour in table.coach_lines()]
    assert any(line.startswith("Your ") and "roll " in line for line in lines)
    assert lines[-1].startswith("Next best: ")


def test_pass_and_play_names_the_next_player_without_a_curtain(make_app) -> None:
    app = make_app(speed="normal")
    table = start_table(app, session("HH", seed=3))
    assert wait_for_human(app, table) and table.awaiting_roll()
    table.apply_chance((1, 1, 1, 2, 3, 4))  # three 1s: 1,000, Ana opens and banks
    driver.run_until(app, lambda: not table.queue, 600)
    driver.press(app, pygame.K_a)
    driver.press(app, pygame.K_b)
    assert table.state.scores[0] == 1000
    driver.run_until(app, lambda: table.viewer == 1, 600)
    assert table.curtain_for is None
    assert any(
        isinstance(e, anim.Banner) and "Bob" in e.text for e in [*table.effects, *table.queue]
    )
    assert wait_for_human(app, table) and table.acting_human() == 1 and table.awaiting_roll()


def test_the_replay_draws_and_tells_every_step_of_a_finished_game(make_app) -> None:
    from yenta_desktop.engine.farkle import make_record, replay_steps
    from yenta_desktop.ui.games.farkle import describe_step, draw_replay, final_lines
    from yenta_desktop.ui.widgets.dice import DiceArt

    app = make_app()
    table = start_table(app, session("HA", seed=4, rules=Rules(target=2000)))
    while wait_for_human(app, table):
        play_by_keys(app, table)
    record = make_record(table.state, [s.to_dict() for s in table.session.seats])
    surface = pygame.Surface((1000, 560))
    art = DiceArt()
    texts = []
    for state, events in replay_steps(record):
        draw_replay(surface, surface.get_rect(), state, ["Ana", "Bob"], art)
        texts.append(describe_step(state, events, ["Ana", "Bob"]))
    assert any("banks" in text for text in texts)
    assert texts[-1].endswith(".") and "Game over" in texts[-1]
    lines = final_lines(table.session)
    assert [place for place, _name, _score in lines] == sorted(p for p, _n, _s in lines)
    assert lines[0][2] == f"{max(table.state.scores):,}"


def test_a_solo_table_solves_the_solo_game_off_the_frame_as_it_opens(make_app) -> None:
    """The solo values (1.0-1.6 s the first time) are asked of the coach's thread when a solo
    table opens, so the coach's first numbers and the review do not wait; not at a table of
    two (Hard's two-player table is read by the bots)."""
    app = make_app()
    app.options.ai_mode = "thread"  # a real coach thread, as in the window
    solo = start_table(app, session("H", seed=3))
    runner = solo.coach_runner
    assert not runner.inline
    assert runner.wait(30.0)
    assert runner.ready(("farkle", "solo-values"))
    assert runner.get(("farkle", "solo-values")) == pytest.approx(5850.25, abs=0.01)
    app.pop()
    pair = start_table(app, session("HA", seed=3))
    assert not pair.coach_runner.asked(("farkle", "solo-values"))
