"""Painted Yahtzee's table: the dice in their colours with their letters (tray, log, coach),
the card's twenty boxes in three parts with the colour bonus, at the small windows too."""

from __future__ import annotations

import pytest

import yenta_desktop.engine.paintedyahtzee as engine
from yenta_desktop.ai.paintedyahtzee.coach import LOADER, Coach
from yenta_desktop.engine.families.dice import Face, colour_of
from yenta_desktop.engine.families.scorecard import Roll
from yenta_desktop.engine.paintedyahtzee.spec import SPEC
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.paintedyahtzee import TableScene
from yenta_desktop.ui.games.paintedyahtzee.table import PaintedCard
from yenta_desktop.ui.kits.dice_table.text import dice_text
from yenta_desktop.ui.shell.title import TitleScene
from yenta_desktop.ui.widgets.dice import FACE_COLOURS

GAME_ID = engine.GAME.game_id
ROLL = (4, 4, 2, 4, 6)  # by die: yellow 4, purple 4, yellow 2, blue 4, purple 6


def table_at(make_app, size=(1280, 720), players=2, rounds=3, coach=False) -> TableScene:
    app = make_app(size=size)
    if coach:
        app.apply_settings(app.settings.with_preference(GAME_ID, "coach", True))
    state = engine.GAME.new_game(players, seed=100)
    bot = Coach()
    while len(state.turns) < rounds * players:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(bot.choose(state.observation(state.turn_seat)))
    seats = [Seat("Ana", "human", None)] + [
        Seat(name, "ai", "medium") for name in ("Bob", "Mia", "Leo")[: players - 1]
    ]
    app.push(TitleScene(app))
    table = app.push(TableScene(app, GameSession(seats, state, GAME_ID)))
    table.show_howto = False
    driver.frames(app, 2)
    table.apply_chance(ROLL)
    driver.run_until(app, lambda: table.acting_human() is not None and not table.queue, 3000)
    driver.frames(app, 2)
    return table


def test_dice_in_words_name_each_die_by_its_colour_letter():
    assert dice_text([Face(3, "red", "R"), Face(5, "blue", "B")]) == "R3 B5"
    assert dice_text([3, 5, 5]) == "3-5-5"  # plain dice read as before
    assert dice_text([]) == "–"


def test_the_tray_draws_each_die_in_its_colour_and_the_log_names_them(make_app):
    table = table_at(make_app)
    dice = table.state.dice
    assert [colour_of(d) for d in dice] == ["yellow", "purple", "yellow", "blue", "purple"]
    screen = table.app.screen
    for position, die in enumerate(dice):
        body = FACE_COLOURS[colour_of(die)][0]
        slot = table.tray.slot_rect(position).clip(screen.get_rect())
        hits = sum(
            1
            for x in range(slot.x, slot.right, 2)
            for y in range(slot.y, slot.bottom, 2)
            if tuple(screen.get_at((x, y)))[:3] == body
        )
        assert hits > slot.w * slot.h // 40, (position, colour_of(die))
    lines = [table.move_log.text_of(e) for e in table.move_log.entries]
    assert any("Y4 P4 Y2 B4 P6" in line for line in lines), lines[-3:]


@pytest.mark.parametrize(("size", "players"), [((1280, 720), 2), ((1024, 640), 4)])
def test_the_card_shows_its_three_parts_inside_the_window(make_app, size, players):
    table = table_at(make_app, size, players, coach=True)
    card = table.card
    assert isinstance(card, PaintedCard)
    kinds = [kind for kind, _ in card.lines]
    assert kinds.count("row") == len(SPEC.rows) == 20
    assert kinds.index("bonus") < kinds.index("lower") < kinds.index("colour_bonus")
    screen = table.app.screen.get_rect()
    assert screen.contains(card.rect)
    assert not card.rect.colliderect(table.tray.box)
    assert card.line_h >= 16


def test_the_colour_bonus_line_counts_down_then_shows_the_bonus(make_app):
    table = table_at(make_app)
    card = table.card
    assert card.colour_bonus_cell([None] * 5)[0] == ""
    assert card.colour_bonus_cell([15, 15, None, None, None])[1] == "\u221245"
    assert card.colour_bonus_cell([15, 15, 15, 15, 15])[0] == "+25"
    assert card.colour_bonus_cell([15, 15, 15, 15, 14])[0] == "0"


def test_the_coach_rings_the_very_dice_hard_holds(make_app):
    table = table_at(make_app, coach=True)
    assert LOADER.wait_ready(table.state.rules, 30)
    advice = Coach().advise(table.state)
    assert isinstance(advice.best, Roll) and advice.best.keep == (0, 1, 3)  # the three fours
    assert table.read_advice(advice).hold == {0, 1, 3}
    # A hold is told apart by its colours: the yellow 4 is not the blue 4.
    dice = table.state.dice
    assert advice.hold_of([dice[0]]) is not advice.hold_of([dice[3]])
    assert advice.hold_of([dice[0]]).positions == (0,)


def test_the_end_screen_counts_the_card_in_its_parts_bonuses_included(make_app, monkeypatch):
    import pygame

    from tests.ui.kits.scorecard_play import finished
    from yenta_desktop.ui.games import paintedyahtzee as ui
    from yenta_desktop.ui.kits.dice_table import final

    make_app()
    session = finished(GAME_ID, 5, "HAA")
    seen: dict[str, object] = {}
    monkeypatch.setattr(
        final, "draw_final", lambda *args: seen.update(heads=args[4], cells=args[5])
    )
    ui.UI.draw_final(pygame.Surface((600, 400)), pygame.Rect(0, 0, 600, 400), session)
    assert seen["heads"] == ["Upper", "Combos", "Colours", "Extra"]
    for seat, total in enumerate(session.state.totals()):
        assert sum(int(cell) for cell in seen["cells"](seat)) == total  # type: ignore[operator]


def test_the_panel_tells_the_colour_bonus_after_the_upper_one(make_app):
    from yenta_desktop.ui.games.paintedyahtzee.table import colour_status

    table = table_at(make_app)
    texts = [line[0] for line in table.panel_lines()]
    upper = next(i for i, text in enumerate(texts) if text.startswith("Upper boxes"))
    assert texts[upper + 1].startswith("Colour boxes")
    card = [None] * len(SPEC.rows)
    for row, points in (("reds", 20), ("blues", 20), ("greens", 20), ("yellows", 20)):
        card[SPEC.row_index[row]] = points
    assert "on track" in colour_status(SPEC, card, table.texts)
    card[SPEC.row_index["purples"]] = 0
    assert "earned" in colour_status(SPEC, card, table.texts)
    card[SPEC.row_index["reds"]] = 0
    assert "lost" in colour_status(SPEC, card, table.texts)
