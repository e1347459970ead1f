"""A finished game of Pinochle: the end screen's lines, the replay (every step drawn and said),
Past games opening the replay, and the statistics."""

from __future__ import annotations

import pygame

from yenta_desktop.ai import make_bot
from yenta_desktop.engine.pinochle import make_record, replay_steps
from yenta_desktop.engine.protocol import play_out
from yenta_desktop.ui.games import pinochle as ui

from .helpers import session


def finished(seed: int):
    """A game to 500 played by Medium bots (the human's seat too)."""
    game = session("HAAA", seed=seed, target=500)
    bots = [make_bot("medium", seed * 10 + i, "pinochle") for i in range(4)]
    assert play_out(game.state, [bot.choose for bot in bots], max_steps=5000).is_terminal
    return game


def test_end_screen_lines(make_app):
    make_app()
    game = finished(3)
    lines = ui.final_lines(game)
    winners = {game.seats[s].name for s in game.state.winners()}
    assert len(lines) == 4
    assert {name for place, name, _ in lines if place == 1} == winners
    assert lines[0][0] == 1 and lines[-1][0] == 2


def test_replay_describes_and_draws_every_step(make_app):
    make_app()
    game = finished(5)
    record = make_record(game.state, [seat.to_dict() for seat in game.seats])
    names = [seat.name for seat in game.seats]
    surface = pygame.Surface((1000, 600))
    said = []
    chapters = set()
    for state, events in replay_steps(record):
        said.append(ui.describe_step(state, events, names))
        ui.draw_replay(surface, pygame.Rect(20, 20, 960, 540), state, names, None)
        chapters.add(ui.chapter_of(state))
    text = " ".join(said)
    assert "bids" in text and "names" in text and "takes it" in text and "plays the" in text
    assert "win the game" in text
    assert len(chapters) >= 2
    picture = pygame.Surface((300, 200))
    ui.draw_picture(picture, picture.get_rect(), 1.0)
