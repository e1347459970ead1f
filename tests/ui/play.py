"""Shared helpers for the UI tests: build a game, play a human turn by mouse or keyboard."""

from __future__ import annotations

import pygame

from yenta_desktop.engine.yenta import Phase, Rules, new_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.yenta.table import TableScene
from yenta_desktop.ui.shell.title import TitleScene


def session(kinds: str, seed: int = 1, target: int = 100, dealer: int = 0) -> GameSession:
    """ "HAA" -> a human and two AIs (medium), named Ana, Bob, Mia, ..."""
    names = ["Ana", "Bob", "Mia", "Leo", "Zoe", "Sam"]
    seats = [
        Seat(names[i], "human", None) if k == "H" else Seat(names[i], "ai", "medium")
        for i, k in enumerate(kinds)
    ]
    state = new_game(len(seats), Rules(target_score=target), seed=seed, dealer=dealer)
    return GameSession(seats, state)


def start_table(app, game: GameSession) -> TableScene:
    """Title, then the table with ``game``."""
    app.push(TitleScene(app))
    table = TableScene(app, game)
    app.push(table)
    driver.frames(app, 2)
    return table


def wait_for_human(app, table: TableScene, limit: int = 20000) -> bool:
    """Run until a human may act at the table (proceeding through round summaries)."""
    for _ in range(limit):
        if app.top is table and table.acting_human() is not None:
            return True
        if table.state.phase == Phase.GAME_OVER and app.top is not table:
            return False
        top = app.top
        if type(top).__name__ == "RoundSummaryScene" and not top.final:
            driver.click(app, driver.find_button(top, "#next_round"))
            continue
        if table.curtain_for is not None:
            driver.click_at(app, (300, 300))
            continue
        app.frame(1 / 60)
    return False


def human_turn_by_mouse(app, table: TableScene) -> None:
    """One decision with clicks only: bid the lowest raise (or pass), ask for the highest value."""
    state = table.state
    if state.phase == Phase.AUCTION:
        if state.must_bid() or state.lowest_raise() <= 12:
            driver.click(app, driver.find_button(table, "#bid"))
        else:
            driver.click(app, driver.find_button(table, "#pass_bid"))
        return
    if state.hits_this_turn:
        driver.click(app, driver.find_button(table, "#end_turn"))
        return
    seat = table.acting_human()
    value = max(v for v in range(1, 7) if state.hands[seat][v])
    # Click the die on the table, then the target's plate, then Ask.
    die = [rect for rect, v in table.table._die_rects if v == value][0]
    driver.click_at(app, die.center)
    target = table.legal_targets()[0]
    driver.click_at(app, table.table.panel_rect(target).center)
    assert table.selected_value == value and table.selected_target == target
    driver.click(app, driver.find_button(table, "#ask"))


def human_turn_by_keys(app, table: TableScene, rng=None) -> None:
    """One decision with keys only."""
    state = table.state
    if state.phase == Phase.AUCTION:
        if state.must_bid() or state.lowest_raise() <= 12:
            driver.press(app, pygame.K_b)
        else:
            driver.press(app, pygame.K_p)
        return
    if state.hits_this_turn:
        driver.press(app, pygame.K_p)
        return
    seat = table.acting_human()
    value = min(v for v in range(1, 7) if state.hands[seat][v])
    driver.press(app, pygame.K_0 + value)
    driver.press(app, pygame.K_TAB)
    driver.press(app, pygame.K_RETURN)


def dice_conserved(state) -> bool:
    """In hands + paired + discarded = rolled, for every seat of the current round."""
    if not state.rolled:
        return True
    total_rolled = sum(len(hand) for hand in state.rolled)
    in_hands = sum(sum(counts[1:7]) for counts in state.hands)
    paired = 2 * sum(len(p) for p in state.pairs)
    discarded = sum(len(d) for d in state.discards)
    return in_hands + paired + discarded == total_rolled and all(
        sum(c[1:7]) == left for c, left in zip(state.hands, state.dice_left, strict=True)
    )
