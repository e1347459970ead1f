"""Shared helpers for the Lie Dice window tests: a table, and a human turn by mouse or keys."""

from __future__ import annotations

import random

import pygame

from yenta_desktop.engine.liedice import Rules, new_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.liedice.table import TableScene, must_call
from yenta_desktop.ui.shell.title import TitleScene

NAMES = ["Ana", "Bob", "Mia", "Leo", "Zoe", "Sam"]
LEVELS = ["easy", "medium", "hard"]


def session(kinds: str, seed: int = 1, lives: int = 3, opener: int | None = None) -> GameSession:
    """ "HAA" -> a human and two AI seats (easy, medium, hard in turn), named Ana, Bob, ..."""
    seats = [
        Seat(NAMES[i], "human", None) if k == "H" else Seat(NAMES[i], "ai", LEVELS[i % 3])
        for i, k in enumerate(kinds)
    ]
    state = new_game(len(seats), Rules(lives=lives), seed=seed, opener=opener)
    return GameSession(seats, state, "lie-dice")


def start_table(app, game: GameSession) -> TableScene:
    """Title, then the table with ``game``."""
    app.push(TitleScene(app))
    table = TableScene(app, game)
    app.push(table)
    driver.frames(app, 2)
    return table


def wait_for_human(app, table: TableScene, limit: int = 20000, curtains: bool = True) -> bool:
    """Run until a human may act at the table (lifting curtains); False at the game's end."""
    for _ in range(limit):
        if app.top is table and table.acting_human() is not None:
            return True
        if app.top is not table:
            return False
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


def human_turn_by_mouse(app, table: TableScene, rng: random.Random) -> None:
    """One decision with clicks only: call or look; keep some dice and re-roll; build a bid
    on the card (a kind chip, a face chip) or take the lowest raise; pass the box."""
    state = table.state
    stage = state.stage
    if stage == "decide":
        if must_call(state) or (state.bid_rank or 0) > 250 or rng.random() < 0.2:
            driver.click(app, button(table, "#liar"))
        else:
            driver.click(app, button(table, "#look"))
        return
    if stage == "open" and not state.looked:
        driver.click(app, button(table, "#look"))
        return
    if stage == "looked" and not table.keep and rng.random() < 0.5:
        layout = table.card_layout()
        assert layout is not None and layout.dice_rect is not None
        for rect, _ in table._card_dice_rects(layout)[: rng.randint(1, 4)]:
            driver.click_at(app, rect.center)
        driver.click(app, button(table, "#reroll"))
        return
    layout = table.card_layout()
    assert layout is not None
    legal_kinds = [c for c in layout.chips() if c.action[0] == "kind" and c.enabled]
    if legal_kinds and rng.random() < 0.6:
        driver.click_at(app, rng.choice(legal_kinds).rect.center)
        layout = table.card_layout()
        assert layout is not None
        faces = [c for c in layout.chips() if c.action[0] in ("core", "three") and c.enabled]
        if faces:
            driver.click_at(app, faces[-1].rect.center)  # the lowest faces that beat the bid
    if table.draft is None or not table.draft.legal:
        driver.click(app, button(table, "#lowest"))
    if stage == "open":
        driver.click(app, button(table, rng.choice(["#pass_left", "#pass_right"])))
    else:
        driver.click(app, button(table, "#bid"))


def human_turn_by_keys(app, table: TableScene, rng: random.Random) -> None:
    """One decision with keys only (the same choices as by mouse)."""
    state = table.state
    stage = state.stage
    if stage == "decide":
        if must_call(state) or (state.bid_rank or 0) > 250 or rng.random() < 0.2:
            driver.press(app, pygame.K_x)
        else:
            driver.press(app, pygame.K_l)
        return
    if stage == "open" and not state.looked:
        driver.press(app, pygame.K_l)
        return
    if stage == "looked" and not table.keep and rng.random() < 0.5:
        for position in range(rng.randint(1, 4)):
            driver.press(app, pygame.K_1 + position)
        driver.press(app, pygame.K_r)
        return
    driver.press(app, pygame.K_m)
    for _ in range(rng.randint(0, 2)):
        driver.press(app, pygame.K_EQUALS)
    if stage == "open" and rng.random() < 0.5:
        driver.press(app, pygame.K_PERIOD)
    else:
        driver.press(app, pygame.K_RETURN)


def box_shown(table) -> tuple[int | None, tuple[str, ...]] | None:
    """Whose box faces the table shows face up, if any: in the box on the felt (the frame the
    view draws from), or on the builder card over it (the acting human's own sight)."""
    frame = table.frame()
    if frame.box_faces is not None and not frame.box_hidden:
        return frame.shown.holder, tuple(frame.box_faces)
    layout = table.card_layout()
    seat = table.acting_human()
    if layout is not None and layout.dice_rect is not None and table.draft is not None:
        faces = table.holder_faces(seat)
        if faces is not None:
            return seat, tuple(faces)
    return None
