"""Issue 33 item 12: the solo Farkle end screen showed only the total, with no "optimal play
averages 5,850" as solo Yahtzee's has."""

from __future__ import annotations

import random
import time

from yenta_desktop.ai.farkle.bots import ai_rules
from yenta_desktop.ai.farkle.solo import warm
from yenta_desktop.engine.farkle import new_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.farkle import final_lines
from yenta_desktop.ui.games.farkle.text import points
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.shell.title import TitleScene


def solo_farkle(seed: int) -> GameSession:
    """A solo game of the ten turns played to the end by random choices."""
    state = new_game(1, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(list(state.legal_actions())))
    return GameSession([Seat("Ana", "human", None)], state, "farkle")


def test_the_solo_end_screen_says_what_optimal_play_averages(make_app):
    app = make_app()
    game = solo_farkle(8)
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, game))
    deadline = time.monotonic() + 30
    while "optimal" not in over.standings()[0][2] and time.monotonic() < deadline:
        driver.frames(app, 1)
        time.sleep(0.02)
    mean = warm(ai_rules(game.state.rules))
    total = points(game.state.totals()[0])
    assert over.standings() == [
        (1, "Ana", f"{total} (optimal play averages {points(round(mean))})")
    ]
    driver.frames(app, 2)  # and it is drawn


def test_a_game_with_opponents_keeps_its_plain_totals(make_app):
    state = new_game(2, seed=3)
    rng = random.Random(3)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(list(state.legal_actions())))
    game = GameSession([Seat("Ana", "human", None), Seat("Bob", "ai", "easy")], state, "farkle")
    assert all("optimal" not in text for _, _, text in final_lines(game))
