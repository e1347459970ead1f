"""Seeded games at chosen points, for the storage tests."""

from __future__ import annotations

import json
import random
from typing import Any

from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.engine.yenta import GameState, Phase, new_game
from yenta_desktop.session import GameSession, Seat


def play_steps(state: GameState, steps: int, seed: int) -> GameState:
    """Apply ``steps`` random legal actions (dealing new rounds as needed)."""
    rng = random.Random(seed)
    for _ in range(steps):
        if state.phase is Phase.GAME_OVER:
            break
        if state.phase is Phase.ROUND_OVER:
            state.next_round()
            continue
        state.apply(rng.choice(state.legal_actions()))
    return state


def seats(num: int, humans: int = 1, level: str = "easy") -> list[Seat]:
    """``humans`` human seats named Ann, Boris... then AI seats."""
    names = ["Ann", "Boris", "Clara", "Dmitri", "Eva", "Fyodor"]
    return [
        Seat(names[i], "human", None) if i < humans else Seat(f"Bot {i}", "ai", level)
        for i in range(num)
    ]


def make_session(seed: int = 1, steps: int = 40, num: int = 4, humans: int = 1) -> GameSession:
    """A seeded game played ``steps`` random actions in."""
    state = play_steps(new_game(num, seed=seed), steps, seed + 1000)
    return GameSession(seats(num, humans), state)


def finished_session(seed: int = 5, num: int = 4, humans: int = 1) -> GameSession:
    """A seeded game played to the end by random bots."""
    bots = [make_bot("random", seed * 10 + i) for i in range(num)]
    state = play_game(bots, seed=seed).state
    assert state.phase is Phase.GAME_OVER
    return GameSession(seats(num, humans), state)


def plain_save(session: GameSession) -> dict[str, Any]:
    """The plain-text (version 1) autosave of earlier builds: the session in sight.

    Still read (the game is marked modified), so tests reach every field of a
    session through it; today's saves are sealed (see ``saves.save_to_text``).
    """
    return {
        "format": "yenta-desktop-save",
        "version": 1,
        "saved_at": "2026-01-01T00:00:00+0000",
        "game": session.game,
        "session": session.to_dict(),
    }


def plain_save_text(session: GameSession) -> str:
    """:func:`plain_save` as the file's text."""
    return json.dumps(plain_save(session), ensure_ascii=False, separators=(",", ":")) + "\n"


def assert_preferences_kept_plain(loaded: Any) -> None:
    """Whatever a settings file held, the games' preferences and the old global ones are plain:
    game id -> key -> a true/false, a finite number or a short text; old values as allowed."""
    from yenta_desktop.storage.settings import LEGACY_PREFERENCES

    assert isinstance(loaded.games, dict) and isinstance(loaded.legacy, dict)
    for game, values in loaded.games.items():
        assert isinstance(game, str) and isinstance(values, dict)
        for key, value in values.items():
            assert isinstance(key, str) and isinstance(value, (bool, int, float, str))
            assert not isinstance(value, float) or value == value
    for key, value in loaded.legacy.items():
        assert any(type(value) is type(c) and value == c for c in LEGACY_PREFERENCES[key])
