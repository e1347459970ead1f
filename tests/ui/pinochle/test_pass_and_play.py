"""Pass-and-play: a hand is drawn face up only for its own player, never under the curtain,
never while an AI seat plays between two humans, and never the partner's (passes included)."""

from __future__ import annotations

import random

import pygame
import pytest

from yenta_desktop.engine.pinochle import Phase, sort_cards
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.gameover import GameOverScene

from .helpers import human_turn_by_keys, session, start_table


def _check(table) -> None:
    """What this frame drew face up: only the screen's own player's hand."""
    secrets = table.drawn_secrets
    if table.curtain_for is not None:
        assert secrets == [], "cards drawn under the curtain"
    state = table.state
    for seat, cards in secrets:
        assert seat == table.viewer and table.session.seats[seat].is_human
        assert tuple(cards) == tuple(sort_cards(state.hands[seat]))
    current = state.current_seat
    if current is not None and current != table.viewer:
        # Someone else (a human at the curtain, or an AI seat) plays: no hand shows.
        assert secrets == [], (current, table.viewer, secrets)


@pytest.mark.parametrize("kinds", ["HAHA", "HHAA"], ids=["partners", "opponents"])
def test_two_humans_never_see_each_others_cards(make_app, kinds):
    app = make_app()
    table = start_table(app, session(kinds, seed=11 if kinds == "HAHA" else 12, target=500))
    original = table.draw

    def checked_draw(surface):
        original(surface)
        _check(table)

    table.draw = checked_draw
    rng = random.Random(3)
    curtains = shown = 0
    passes_seen = set()
    for _ in range(60000):
        if isinstance(app.top, GameOverScene):
            break
        if table.curtain_for is not None:
            curtains += 1
            app.frame(1 / 60)
            driver.press(app, pygame.K_RETURN)
            continue
        if table.acting_human() is None:
            app.frame(1 / 60)
            continue
        if table.pause_head() is not None:
            driver.press(app, pygame.K_RETURN)
            continue
        app.frame(1 / 60)
        shown += bool(table.drawn_secrets)
        if table.state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            passes_seen.add(table.state.phase)
        human_turn_by_keys(app, table, rng)
    assert isinstance(app.top, GameOverScene)
    assert curtains >= 2 and shown > 0


def test_after_a_humans_card_the_next_frame_hides_the_hand(make_app):
    """Ana plays; an AI seat plays next: her hand leaves the screen at once."""
    app = make_app(speed="normal")
    table = start_table(app, session("HHAA", seed=5, target=500))
    table.show_howto = False
    rng = random.Random(2)
    for _ in range(400):
        for _ in range(20000):
            if table.curtain_for is not None:
                driver.press(app, pygame.K_RETURN)
            elif table.acting_human() is not None and table.pause_head() is None:
                break
            elif table.pause_head() is not None:
                driver.press(app, pygame.K_RETURN)
            else:
                app.frame(1 / 60)
        state = table.state
        seat = table.playing_human()
        if (
            seat is not None
            and state.phase is Phase.PLAY
            and not table.session.seats[(seat + 1) % 4].is_human
            and len(state.trick) < 3
        ):
            legal = state.observation(seat).legal_cards()
            table.play_card(legal[0])
            app.frame(1 / 60)
            assert table.viewer is None and table.drawn_secrets == []
            return
        human_turn_by_keys(app, table, rng)
    raise AssertionError("no card play before an AI seat came up")
