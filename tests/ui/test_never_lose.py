"""A game in progress is never lost: a new game of its kind asks first (issue 21, item 1)."""

from __future__ import annotations

import random

import pygame
import pytest

from yenta_desktop.engine.registry import available_games
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import game_ui, has_ui
from yenta_desktop.ui.shell.question import QuestionScene
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.title import TitleScene

GAMES = [game for game in available_games() if has_ui(game)]


def _game_in_progress(app, game):
    """Start ``game`` from its setup with a fixed seed and leave it saved, back on the title."""
    app.push(TitleScene(app))
    setup = app.push(SetupScene(app, game))
    setup.seed_text = "5"
    driver.frames(app, 2)
    driver.click(app, driver.find_button(setup, "#start"))
    table = app.top
    assert isinstance(table, game_ui(game).TableScene)
    for _ in range(2000):  # the human makes one move, so the game has something to keep
        if table.acting_human() is not None and table.state.legal_actions():
            break
        if table.state.is_chance_node():
            driver.press(app, pygame.K_SPACE)  # the dice games' Roll
        driver.frames(app, 1)
    assert table.human_apply(table.state.legal_actions()[0])
    driver.frames(app, 3)
    table.autosave()
    table.autosaver.flush()
    app.reset(TitleScene(app))
    driver.frames(app, 2)
    assert app.store.has_save(game)
    return table.session


def _start_again(app, game, seed="6"):
    setup = app.push(SetupScene(app, game))
    setup.seed_text = seed
    driver.frames(app, 2)
    driver.click(app, driver.find_button(setup, "#start"))
    driver.frames(app, 2)
    return setup


@pytest.mark.parametrize("game", GAMES)
def test_starting_a_new_game_over_a_saved_one_asks_first_and_back_changes_nothing(make_app, game):
    app = make_app()
    saved = _game_in_progress(app, game)
    before = app.store.autosave_path(game).read_bytes()
    setup = _start_again(app, game)
    question = app.top
    assert isinstance(question, QuestionScene)
    driver.press(app, pygame.K_ESCAPE)  # Esc = Back
    assert app.top is setup
    assert app.store.autosave_path(game).read_bytes() == before
    assert app.store.history_records(game) == []
    assert saved.game == game


@pytest.mark.parametrize("game", GAMES)
def test_continue_that_game_opens_the_saved_game(make_app, game):
    app = make_app()
    saved = _game_in_progress(app, game)
    _start_again(app, game)
    driver.click(app, driver.find_button(app.top, "#continue_saved"))
    table = app.top
    assert isinstance(table, game_ui(game).TableScene)
    assert table.state.seed == saved.state.seed == 5
    assert isinstance(app.stack[0], TitleScene) and len(app.stack) == 2


@pytest.mark.parametrize("game", GAMES)
def test_abandoning_keeps_the_old_game_in_past_games_marked_unfinished(make_app, game):
    app = make_app()
    saved = _game_in_progress(app, game)
    module = available_games()[game]
    try:
        kept = bool(list(module.replay_steps(saved.record())))
    except ValueError:  # Yenta records whole rounds: a first round in progress has none
        kept = False
    _start_again(app, game)
    driver.click(app, driver.find_button(app.top, "#abandon_and_start"))
    table = app.top
    assert isinstance(table, game_ui(game).TableScene)
    assert table.state.seed == 6
    records = app.store.history_records(game)
    if not kept:
        assert records == []
        return
    assert len(records) == 1 and records[0]["unfinished"] is True
    assert records[0]["seed"] == 5
    entries = [e for e in app.store.history.entries() if e.game == game]
    assert len(entries) == 1 and entries[0].winners == ()
    # The abandoned game replays like any record (the replay screen and verify share this).
    steps = list(module.replay_steps(records[0]))
    assert steps and not steps[-1][0].is_terminal


def test_an_abandoned_yenta_game_keeps_its_finished_rounds(make_app):
    from tests.ui.play import session as yenta_session

    app = make_app()
    game = yenta_session("HAAA", seed=3)
    state = game.state
    rng = random.Random(2)
    while len(state.completed_rounds) < 1:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert app.store.save(game)
    assert app.store.abandon("yenta")
    records = app.store.history_records("yenta")
    assert len(records) == 1 and records[0]["unfinished"] is True
    assert len(records[0]["rounds"]) == 1
    assert not app.store.has_save("yenta")


def test_a_new_game_of_another_kind_does_not_ask(make_app):
    app = make_app()
    _game_in_progress(app, GAMES[0])
    other = GAMES[1]
    _start_again(app, other)
    assert isinstance(app.top, game_ui(other).TableScene)
    assert app.store.has_save(GAMES[0])


def test_the_question_fits_its_panel_at_the_smallest_window_in_russian(make_app):
    from yenta_desktop import i18n

    app = make_app(size=(1024, 640))
    i18n.set_language("ru")
    try:
        _game_in_progress(app, GAMES[0])
        _start_again(app, GAMES[0])
        question = app.top
        assert isinstance(question, QuestionScene)
        panel, lines, top, bh = question.layout()
        assert pygame.Rect((0, 0), app.size).contains(panel)
        for _label, _, object_id in question.choices:
            button = driver.find_button(question, object_id)
            assert panel.contains(button.rect)
        assert len(lines) >= 2
    finally:
        i18n.set_language("en")


def test_a_rematch_with_a_saved_game_of_the_kind_asks_too(make_app):
    from yenta_desktop.ui.shell.gameover import GameOverScene

    app = make_app()
    game = GAMES[0]
    saved = _game_in_progress(app, game)
    over = app.push(GameOverScene(app, saved))
    driver.frames(app, 2)
    over.play_again()
    driver.frames(app, 1)
    assert isinstance(app.top, QuestionScene)
