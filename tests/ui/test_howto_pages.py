"""The How to play card of every game fits its felt: at the smallest window with large
Russian text a long card is cut into pages, H (or a click) turns them, and after the last
page it closes."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from yenta_desktop.engine.registry import available_games
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver, fonts
from yenta_desktop.ui.games import game_ui, has_ui
from yenta_desktop.ui.shell.title import TitleScene

GAMES = [game for game in available_games() if has_ui(game)]


def _table(app, game: str):
    module = available_games()[game]
    count = 4 if module.MIN_PLAYERS <= 4 <= module.MAX_PLAYERS else module.MIN_PLAYERS
    seats = [Seat("Ana", "human", None)] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, count)]
    session = GameSession(seats, module.new_game(count, module.Rules(), seed=5), game)
    app.push(TitleScene(app))
    table = game_ui(game).TableScene(app, session)
    app.push(table)
    table.show_howto = True
    assert driver.run_until(app, lambda: table.acting_human() is not None, 20000)
    return table


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    ("size", "scale", "language"), [((1024, 640), 150, "ru"), ((1280, 720), 100, "en")]
)
def test_every_page_of_the_card_fits_and_h_turns_them(make_app, game, size, scale, language):
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=scale, language=language))
    table = _table(app, game)
    assert table.howto_visible()
    area = table.table_area()
    card = table.howto_rect()
    assert area.contains(card)
    width = card.w - 32
    pages = table.howto_pages(width)
    words = sum(len(tr(key).split()) for key in table.howto_keys)
    assert sum(len(" ".join(page).split()) for page in pages) >= words - 2  # nothing dropped
    for number in range(len(pages)):
        assert table.howto_page == number and table.howto_visible()
        footer = fonts.wrap_text(table.howto_footer(number, len(pages)), width, "italic", 13)
        needed = (
            32
            + fonts.line_height("bold", 19)
            + len(table.howto_lines(width)) * fonts.line_height("regular", 14)
            + len(footer) * fonts.line_height("italic", 13)
        )
        assert needed <= card.h, f"page {number + 1} of {len(pages)} is cut"
        driver.frames(app, 1)
        driver.press(app, pygame.K_h)
    assert not table.show_howto  # closed after the last page
    driver.press(app, pygame.K_F1)
    assert table.show_howto and table.howto_page == 0  # opens again at the first page
