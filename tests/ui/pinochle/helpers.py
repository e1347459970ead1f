"""Shared helpers for the Pinochle window tests: a table, and a human decision by mouse or keys."""

from __future__ import annotations

import random

import pygame

from yenta_desktop.engine.pinochle import SUITS, Phase, Rules, bid_options, new_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.pinochle.table import TableScene
from yenta_desktop.ui.shell.title import TitleScene

NAMES = ["Ana", "Bob", "Mia", "Leo"]
LEVELS = ["easy", "medium"]


def session(kinds: str, seed: int = 1, target: int = 500, dealer: int | None = 3) -> GameSession:
    """ "HAAA" -> a human and three AI seats (easy and medium in turn), named Ana, Bob, ..."""
    seats = [
        Seat(NAMES[i], "human", None) if k == "H" else Seat(NAMES[i], "ai", LEVELS[i % 2])
        for i, k in enumerate(kinds)
    ]
    state = new_game(4, Rules(target=target), seed=seed, dealer=dealer)
    return GameSession(seats, state, "pinochle")


def start_table(app, game: GameSession) -> TableScene:
    """Title, then the table with ``game``."""
    app.push(TitleScene(app))
    table = TableScene(app, game)
    app.push(table)
    driver.frames(app, 2)
    return table


def wait_for_human(app, table: TableScene, limit: int = 30000, curtains: bool = True) -> bool:
    """Run until a human may act (lifting curtains); False once the table is left."""
    for _ in range(limit):
        if app.top is not table:
            return False
        if table.acting_human() is not None:
            return True
        if curtains and table.curtain_for is not None:
            driver.press(app, pygame.K_RETURN)
            continue
        app.frame(1 / 60)
    return False


def button(table: TableScene, object_id: str):
    """The table's button with this id (asserting it is there)."""
    found = driver.find_button(table, object_id)
    assert found is not None, object_id
    return found


def _bid_choice(table: TableScene, rng: random.Random) -> int | None:
    """The index of a bid to make (a modest bidder), or None to pass."""
    state = table.state
    options = bid_options(state.high_bid, state.rules.min_bid)
    if state.high_bid is None and rng.random() < 0.5:
        return 0
    if state.high_bid is not None and state.high_bid < 300 and rng.random() < 0.3:
        return 0
    return None if options else None


def human_turn_by_mouse(app, table: TableScene, rng: random.Random) -> None:
    """One decision with clicks only."""
    state = table.state
    if table.summary_waiting():
        driver.click(app, button(table, "#next_deal"))
        return
    phase = state.phase
    if phase is Phase.AUCTION:
        choice = _bid_choice(table, rng)
        driver.click(app, button(table, "#pass_bid" if choice is None else f"#bid_{choice}"))
    elif phase is Phase.TRUMP:
        driver.click(app, button(table, f"#trump_{rng.choice(SUITS)}"))
    elif phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
        rects = table.hand_rects()
        for index in rng.sample(range(len(rects)), table.pass_count()):
            driver.click_at(app, _visible_point(table, index))
        driver.click(app, button(table, "#pass_cards"))
    elif phase is Phase.THROW_IN:
        driver.click(app, button(table, rng.choice(["#throw_in", "#play_out"])))
    else:
        seat = table.playing_human()
        legal = state.observation(seat).legal_cards()
        hand = table.hand_cards()
        index = hand.index(rng.choice(legal))
        driver.click_at(app, _visible_point(table, index))


def _visible_point(table: TableScene, index: int) -> tuple[int, int]:
    """A point on the card at ``index`` not covered by the card after it."""
    rects = table.hand_rects()
    rect = rects[index]
    right = rects[index + 1].x if index + 1 < len(rects) else rect.right
    return ((rect.x + min(rect.right, right)) // 2, rect.y + 12)


def human_turn_by_keys(app, table: TableScene, rng: random.Random) -> None:
    """One decision with keys only."""
    state = table.state
    if table.summary_waiting():
        driver.press(app, pygame.K_RETURN)
        return
    phase = state.phase
    if phase is Phase.AUCTION:
        choice = _bid_choice(table, rng)
        driver.press(app, pygame.K_p if choice is None else pygame.K_1 + choice)
    elif phase is Phase.TRUMP:
        driver.press(app, pygame.K_1 + rng.randrange(4))
    elif phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
        driver.press(app, pygame.K_HOME)
        for _ in range(table.pass_count()):
            driver.press(app, pygame.K_SPACE)
            driver.press(app, pygame.K_RIGHT)
        driver.press(app, pygame.K_RETURN)
    elif phase is Phase.THROW_IN:
        driver.press(app, rng.choice([pygame.K_t, pygame.K_o]))
    else:
        seat = table.playing_human()
        legal = state.observation(seat).legal_cards()
        hand = table.hand_cards()
        target = hand.index(rng.choice(legal))
        driver.press(app, pygame.K_HOME)
        for _ in range(target):
            driver.press(app, pygame.K_RIGHT)
        driver.press(app, pygame.K_RETURN)
