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


def test_the_solo_line_is_drawn_whole_at_1024x640_in_russian(make_app, monkeypatch):
    """Issue 33 item 11: "419 (optimal play averages 254..." was cut in tiny type."""
    from dataclasses import replace

    from yenta_desktop.ui import fonts

    app = make_app(size=(1024, 640))
    app.apply_settings(replace(app.settings, language="ru"))
    game = solo_farkle(8)
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, game))
    deadline = time.monotonic() + 30
    while "оптимальной" not in over.standings()[0][2] and time.monotonic() < deadline:
        driver.frames(app, 1)
        time.sleep(0.02)
    score = over.standings()[0][2]
    shrunk: list[str] = []
    real = fonts.fit_text

    def fit_text(string, max_width, role="regular", size=18, *args, **kwargs):
        if string == score and fonts.font(role, size).size(string)[0] > max_width:
            shrunk.append(string)
        return real(string, max_width, role, size, *args, **kwargs)

    monkeypatch.setattr(fonts, "fit_text", fit_text)
    drawn: list[str] = []
    real_text = fonts.text

    def text(string, role="regular", size=18, *args, **kwargs):
        drawn.append(string)
        return real_text(string, role, size, *args, **kwargs)

    monkeypatch.setattr(fonts, "text", text)
    driver.frames(app, 1)
    assert not shrunk
    assert score in drawn or " ".join(s for s in drawn if s in score) == score
