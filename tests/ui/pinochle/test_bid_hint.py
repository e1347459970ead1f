"""The table's bid hint: made on a background thread (the window keeps drawing), then the bid
with the chance the team makes it and, when it needs the partner's meld, how much."""

from __future__ import annotations

import threading

import pygame

from yenta_desktop.engine.pinochle import Phase
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.pinochle import hints

from .helpers import session, start_table, wait_for_human


def test_the_bid_hint_states_the_chance_without_blocking_the_window(make_app, monkeypatch):
    # The simulated deals wait for a signal, so the test sees the window while they are made.
    release = threading.Event()
    simulate = hints.hand_deals

    def held(obs):
        release.wait(10)
        return simulate(obs)

    monkeypatch.setattr(hints, "hand_deals", held)
    app = make_app(size=(1024, 640))
    table = start_table(app, session("HAAA", seed=174))
    assert wait_for_human(app, table)
    assert table.state.phase is Phase.AUCTION
    driver.press(app, pygame.K_i)
    # The first press answers at once with a note; the deals are simulated meanwhile.
    assert table.hint_waiting and "weighing" in table.hint_text
    driver.frames(app, 5)  # the window goes on drawing
    assert table.hint_waiting
    release.set()
    table.auction_hints.wait()
    driver.frames(app, 2)
    assert not table.hint_waiting
    assert table.hint_text.startswith("Hint: ")
    assert "%" in table.hint_text and "partner" in table.hint_text
    # Asked again in the same auction: at once, from the same deals.
    driver.press(app, pygame.K_i)
    assert not table.hint_waiting and "%" in table.hint_text
