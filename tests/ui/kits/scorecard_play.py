"""Helpers for every scorecard game's table tests (Dice Poker, Yahtzee, Triple Yahtzee): build
a game, play a human's decision by keys or mouse. Each game's ``tests/ui/<game>/play.py`` binds
them to its game id."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from yenta_desktop.ai.base import make_bot
from yenta_desktop.engine.protocol import play_out
from yenta_desktop.engine.registry import get_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import game_ui
from yenta_desktop.ui.shell.title import TitleScene

TableScene = Any  # the game's table: a subclass of the kit's DiceTable

NAMES = ["Ana", "Bob", "Mia", "Leo", "Zoe", "Sam"]


def session(
    game: str, kinds: str, seed: int = 1, rules: Any = None, level: str = "hard"
) -> GameSession:
    """ "HAA" -> a human and two AI seats of ``game``, named Ana, Bob, Mia, ..."""
    module = get_game(game)
    seats = [
        Seat(NAMES[i], "human", None) if k == "H" else Seat(NAMES[i], "ai", level)
        for i, k in enumerate(kinds)
    ]
    state = module.new_game(len(seats), rules or module.Rules(), seed=seed)
    return GameSession(seats, state, game)


def start_table(app: Any, game: GameSession, howto: bool = False) -> TableScene:
    """Title, then the table with ``game`` (the first game's How to play card closed unless
    ``howto``: a click on it closes it and goes no further)."""
    app.push(TitleScene(app))
    table = game_ui(game.game).TableScene(app, game)
    app.push(table)
    if not howto:
        table.show_howto = False
    driver.frames(app, 2)
    return table


def wait_for_human(app: Any, table: TableScene, limit: int = 20000) -> bool:
    """Run frames until a human may act at the table (False once the game is over)."""
    for _ in range(limit):
        if app.top is table and table.acting_human() is not None:
            return True
        if table.state.is_terminal and app.top is not table:
            return False
        app.frame(1 / 60)
    return False


def plan(table: TableScene) -> tuple[str, Any]:
    """A plain policy: hold the most common value after rolls 1-2 while it is short of four;
    otherwise write the legal box (row) that scores most now."""
    state = table.state
    if table.awaiting_roll():
        return "roll", None
    dice = state.dice
    if state.rolls_done < 3:
        value, count = max(Counter(dice).items(), key=lambda kv: (kv[1], kv[0]))
        if count < 4:
            return "hold", {p for p, v in enumerate(dice) if v == value}
    previews = {p.row: p.points for p in state.preview() if p.legal}
    best = max(previews, key=lambda row: (previews[row], -list(previews).index(row)))
    return "write", best


def human_turn_by_keys(app: Any, table: TableScene, rng: Any = None) -> None:
    """One decision with keys only: Space to roll, 1-5 to hold, Up/Down and Enter to write."""
    kind, what = plan(table)
    if kind == "roll":
        driver.press(app, pygame.K_SPACE)
        return
    if kind == "hold":
        for position in range(5):
            if (position in what) != (position in table.held):
                driver.press(app, pygame.K_1 + position)
        assert table.held == what
        driver.press(app, pygame.K_r)
        return
    rows = table.legal()
    driver.press(app, pygame.K_DOWN)  # the cursor starts on the best-scoring row
    while table.selected != what:
        driver.press(app, pygame.K_DOWN)
        assert table.selected in rows
    driver.press(app, pygame.K_RETURN)
    if table.confirm_row is not None:
        driver.press(app, pygame.K_RETURN)


def human_turn_by_mouse(app: Any, table: TableScene) -> None:
    """One decision with clicks only: Roll, the dice, the row (twice), or the buttons."""
    kind, what = plan(table)
    if kind == "roll":
        driver.click(app, driver.find_button(table, "#roll"))
        return
    if kind == "hold":
        for position in range(5):
            if (position in what) != (position in table.held):
                driver.click_at(app, table.tray.slot_rect(position).center)
        assert table.held == what
        driver.click(app, driver.find_button(table, "#roll"))
        return
    row = table.card.row_rect(what)
    driver.click_at(app, (table.card.cell_rect(table.state.turn_seat, what).centerx, row.centery))
    assert table.selected == what
    driver.click(app, driver.find_button(table, "#write"))
    if table.confirm_row is not None:
        driver.click(app, driver.find_button(table, "#confirm_zero"))


def play_to_the_end(app: Any, table: TableScene, by: str = "keys", limit: int = 60000) -> None:
    """The humans play (by keys or mouse) until the end screen (or the review) is up."""
    turn = human_turn_by_keys if by == "keys" else human_turn_by_mouse
    for _ in range(limit):
        if app.top is not table:
            return
        if table.acting_human() is not None:
            turn(app, table)
        else:
            app.frame(1 / 60)
    raise AssertionError("the game did not end")


def check_end(table: Any) -> None:
    """The end of a scorecard game as the table suite's keyboard game leaves it: every box
    written, the standings led by the highest total, and the log's last turn and game over."""
    from yenta_desktop.ui.games import game_ui

    state = table.state
    assert all(None not in card for card in state.cards)
    lines = game_ui(table.session.game).final_lines(table.session)
    totals = state.totals()
    assert lines[0][1] == table.session.seats[totals.index(max(totals))].name
    assert "·" in lines[0][2]  # total · result against the average
    turns = len(state.cards[0])
    text = " ".join(table.log_lines)
    assert "Game over" in text and f"turn {turns} of {turns}" in text


def finished(game: str, seed: int, kinds: str = "HA", rules: Any = None) -> GameSession:
    """A game played to the end by Medium bots, straight on the engine."""
    game_session = session(game, kinds, seed=seed, rules=rules)
    bots = [make_bot("medium", seed * 10 + i, game) for i in range(len(kinds))]
    play_out(game_session.state, [bot.choose for bot in bots])
    return game_session


def bound(game: str) -> Callable[..., GameSession]:
    """:func:`session` of one game: a game's ``tests/ui/<folder>/play.py`` is these helpers
    with ``session = bound("<game id>")`` (what the table suite and its own tests import)."""
    return partial(session, game)
