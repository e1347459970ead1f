"""Helpers for Farkle's table tests: build a game, play a human's turn by keys."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.engine.farkle import Phase, Rules, new_game
from yenta_desktop.engine.farkle.scoring import take_all_positions
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.farkle import TableScene
from yenta_desktop.ui.shell.title import TitleScene

NAMES = ["Ana", "Bob", "Mia", "Leo", "Zoe", "Sam"]


def session(
    kinds: str, seed: int = 1, rules: Rules | None = None, level: str = "medium"
) -> GameSession:
    """ "HA" -> a human (Ana) and an AI seat (Bob)."""
    seats = [
        Seat(NAMES[i], "human", None) if k == "H" else Seat(NAMES[i], "ai", level)
        for i, k in enumerate(kinds)
    ]
    return GameSession(seats, new_game(len(seats), rules or Rules(), seed=seed), "farkle")


def start_table(app: Any, game: GameSession) -> TableScene:
    """Title, then the table with ``game`` (the How to play card closed)."""
    app.push(TitleScene(app))
    table = TableScene(app, game)
    app.push(table)
    table.show_howto = False
    driver.frames(app, 2)
    return table


def wait_for_human(app: Any, table: TableScene, limit: int = 20000) -> bool:
    """Run frames until a human may act (False once the game is over)."""
    for _ in range(limit):
        if app.top is table and table.acting_human() is not None:
            return True
        if table.state.phase is Phase.OVER:
            return False
        app.frame(1 / 60)
    return False


def key_for_slot(slot: int) -> int:
    """The key that chooses the die in ``slot``."""
    return pygame.K_1 + slot


def play_by_keys(app: Any, table: TableScene) -> None:
    """One decision by keys only: Space for the first roll; else A (all scoring dice), then
    B once the turn total is 300 or more and Bank is allowed, else Space."""
    if table.awaiting_roll():
        driver.press(app, pygame.K_SPACE)
        return
    state = table.state
    driver.press(app, pygame.K_a)
    values = [state.dice[p] for p in state.rolled]
    assert table.held == {state.rolled[i] for i in take_all_positions(values)}
    before = state.turn_total
    bank = driver.find_button(table, "#bank")
    left = len(state.rolled) - len(table.held)
    if bank is not None and bank.is_enabled and (before >= 300 or left <= 2):
        driver.press(app, pygame.K_b)
    else:
        driver.press(app, pygame.K_SPACE)


def human_turn_by_keys(app: Any, table: TableScene, rng: Any = None) -> None:
    """One decision by keys only (the table suite's keyboard player): :func:`play_by_keys`."""
    play_by_keys(app, table)
