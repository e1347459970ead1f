"""A finished game of Lie Dice: the end screen (standings, the session's tally), Play again
keeping the tally and the AI worker, Past games and the replay, the statistics."""

from __future__ import annotations

import pygame

from yenta_desktop.ai import make_bot
from yenta_desktop.engine.liedice import make_record, replay_steps
from yenta_desktop.engine.protocol import play_out
from yenta_desktop.ui import driver
from yenta_desktop.ui.ai_worker import AiWorker
from yenta_desktop.ui.games import liedice as ui
from yenta_desktop.ui.shell.gameover import GameOverScene

from .helpers import session, start_table


def finished(seed: int, kinds: str = "HAAA", lives: int = 2):
    """A game played to the end by the bots (the human's seat played by Medium)."""
    game = session(kinds, seed=seed, lives=lives)
    bots = [make_bot("medium", seed * 10 + i, "lie-dice") for i in range(len(kinds))]
    assert play_out(game.state, [bot.choose for bot in bots], max_steps=5000).is_terminal
    return game


def test_end_screen_lines_and_the_session_tally(make_app):
    make_app()
    game = finished(3)
    lines = ui.final_lines(game)
    assert len(lines) == 4 and lines[-1][2] == "pays the penalty"
    assert lines[-1][1] == game.seats[game.state.loser].name
    match = game.finished_match()
    assert match["penalties"][game.state.loser] == 1 and match["games"] == 1
    surface = pygame.Surface((600, 400))
    ui.draw_final(surface, pygame.Rect(10, 10, 580, 380), game)


def test_replay_describes_and_draws_every_step(make_app):
    make_app()
    game = finished(5)
    record = make_record(game.state, [seat.to_dict() for seat in game.seats])
    names = [seat.name for seat in game.seats]
    surface = pygame.Surface((1200, 600))
    said = []
    for state, events in replay_steps(record):
        said.append(ui.describe_step(state, events, names))
        ui.draw_replay(surface, pygame.Rect(20, 20, 1160, 520), state, names, None)
    text = " ".join(said)
    assert "shakes the box" in text and "calls “Liar!”" in text and "pays the penalty" in text
    assert ui.chapter_of(state) == state.round_number


def test_play_again_keeps_the_tally_and_what_hard_learned(make_app):
    app = make_app()
    game = session("AAA", seed=5, lives=2)
    game.seats[0] = type(game.seats[0])("Ana", "ai", "hard")
    table = start_table(app, game)
    assert driver.run_until(app, lambda: isinstance(app.top, GameOverScene), 20000)
    over = app.top
    hard = table.worker._bots[0] if table.worker is not None else None
    assert hard is not None and hard.opponents is not None
    driver.click(app, driver.find_button(over, "#play_again"))
    rematch = app.top
    assert type(rematch).__name__ == "TableScene" and rematch is not table
    assert rematch.session.match["games"] == 1
    assert sum(rematch.session.match["penalties"]) == 1
    # The same bots play on: Hard starts the rematch from what the last game showed.
    assert rematch.worker._bots[0] is hard and hard.carried
    # A rematch's end screen counts both games.
    assert driver.run_until(app, lambda: isinstance(app.top, GameOverScene), 20000)
    assert app.top.session.finished_match()["games"] == 2


def test_the_worker_starts_a_rematch_in_a_thread_too():
    worker = AiWorker({0: "hard", 1: "hard"}, 3, "thread", game="lie-dice")
    try:
        worker.new_game()
        game = session("AA", seed=3)
        state = game.state
        state.apply_chance()
        seat = state.current_seat
        worker.request(seat, state.observation(seat))
        for _ in range(2000):
            action = worker.poll()
            if action is not None:
                break
            pygame.time.wait(2)
        assert action in state.legal_actions()
    finally:
        worker.close()
