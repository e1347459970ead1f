"""The dice-table kit on a toy scorecard of six dice, three columns and six players: at
1024x640 in Russian with 150% text every text sits inside its panel and touches no other,
keys 1-6 toggle holds, the first roll waits for Roll, holds survive Continue, and drawing
changes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from yenta_desktop.engine.families.scorecard import Score
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import driver
from yenta_desktop.ui.kits.dice_table import TrayView, card, tray
from yenta_desktop.ui.kits.dice_table.texts import DiceTexts
from yenta_desktop.ui.shell.title import TitleScene
from yenta_desktop.ui.widgets.dice import DiceArt

from . import toycard

NAMES = ["Анастасия", "Борислав", "Мирослава", "Леонид", "Зоя", "Святослав"]


@pytest.fixture
def toy() -> Iterator[None]:
    """The toy game and its texts, registered for one test."""
    keys = toycard.register()
    yield
    toycard.unregister(keys)


def humans(count: int = 6, seed: int = 3) -> GameSession:
    seats = [Seat(NAMES[i], "human", None) for i in range(count)]
    return GameSession(seats, toycard.new_game(count, seed=seed), toycard.GAME_ID)


def open_table(app: Any, game: GameSession) -> Any:
    app.push(TitleScene(app))
    table = toycard.TableScene(app, game)
    app.push(table)
    table.show_howto = False
    driver.frames(app, 2)
    return table


def wait_for_human(app: Any, table: Any, limit: int = 2000) -> None:
    assert driver.run_until(app, lambda: table.acting_human() is not None, limit)


def roll_first(app: Any, table: Any) -> None:
    wait_for_human(app, table)
    assert table.awaiting_roll()
    driver.press(app, pygame.K_SPACE)
    wait_for_human(app, table)


def play_turn(app: Any, table: Any, holds: tuple[int, ...] = (0, 1)) -> None:
    """Roll, hold some dice by keys and roll again, then write the cursor's first box."""
    roll_first(app, table)
    for position in holds:
        driver.press(app, pygame.K_1 + position)
    driver.press(app, pygame.K_r)
    wait_for_human(app, table)
    driver.press(app, pygame.K_DOWN)
    driver.press(app, pygame.K_RETURN)
    if table.confirm is not None:
        driver.press(app, pygame.K_RETURN)


class TextLog:
    """Every text the kit's views blit in a frame: (glyphs' rectangle, its panel)."""

    def __init__(self) -> None:
        self.texts: list[tuple[pygame.Rect, pygame.Rect]] = []

    def __call__(
        self,
        surface: pygame.Surface,
        image: pygame.Surface,
        rect: pygame.Rect,
        panel: pygame.Rect,
    ) -> pygame.Rect:
        glyphs = image.get_bounding_rect().move(rect.topleft)
        if glyphs.w and glyphs.h:
            self.texts.append((glyphs, pygame.Rect(panel)))
        surface.blit(image, rect)
        return rect


def draw_measured(app: Any, table: Any, monkeypatch: Any) -> TextLog:
    """Draw the table once, measuring every text of the tray and the card."""
    log = TextLog()
    monkeypatch.setattr(card, "blit_text", log)
    monkeypatch.setattr(tray, "blit_text", log)
    table._background = None  # the static layer's texts too
    table.draw_table(app.screen)
    monkeypatch.undo()
    return log


def assert_texts_fit(log: TextLog, area: pygame.Rect) -> None:
    assert len(log.texts) > 40
    for glyphs, panel in log.texts:
        assert panel.contains(glyphs), (glyphs, panel)
        assert area.contains(panel), (panel, area)
    for i, (one, _) in enumerate(log.texts):
        for other, _ in log.texts[i + 1 :]:
            assert not one.colliderect(other), (one, other)


@pytest.mark.parametrize("coach", [False, True])
def test_six_players_with_three_columns_fit_in_russian_at_1024x640_and_150_percent(
    toy, make_app, monkeypatch, coach
):
    app = make_app(size=(1024, 640))
    app.apply_settings(
        replace(app.settings, ui_scale=150, language="ru").with_preference(
            toycard.GAME_ID, "coach", coach
        )
    )
    table = open_table(app, humans())
    log = draw_measured(app, table, monkeypatch)  # the empty tray with its hint
    assert table.card.focus  # 18 columns cannot fit: the player to act in full, others listed
    assert_texts_fit(log, table.table_area())
    for _ in range(7):  # every seat writes, then seat 0 again: numbers in every list line
        play_turn(app, table)
    roll_first(app, table)
    driver.press(app, pygame.K_2)
    driver.press(app, pygame.K_DOWN)  # a box chosen: its line tinted and framed
    log = draw_measured(app, table, monkeypatch)
    assert_texts_fit(log, table.table_area())
    active = table.state.turn_seat
    assert table.card.shown_seats(active) == [active]
    # The list beside the card names every player with their total.
    listed = [panel for _, panel in log.texts if table.card.standings.contains(panel)]
    assert len(listed) >= 2 * len(NAMES)


@pytest.mark.parametrize(
    ("players", "size", "scale"),
    [(1, (1024, 640), 150), (2, (1024, 640), 150), (3, (1280, 720), 100)],
)
def test_fewer_players_get_every_column_of_every_player(
    toy, make_app, monkeypatch, players, size, scale
):
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, ui_scale=scale, language="ru"))
    table = open_table(app, humans(players))
    play_turn(app, table)
    roll_first(app, table)
    log = draw_measured(app, table, monkeypatch)
    assert not table.card.focus
    assert table.card.shown_seats() == list(range(players))
    assert_texts_fit(log, table.table_area())


def test_keys_one_to_six_toggle_holds_and_the_rest_do_nothing(toy, make_app):
    app = make_app()
    table = open_table(app, humans(2))
    roll_first(app, table)
    for position in range(6):
        driver.press(app, pygame.K_1 + position)
        assert position in table.held
    assert table.held == {0, 1, 2, 3, 4, 5}
    driver.press(app, pygame.K_KP3)
    driver.press(app, pygame.K_4)
    assert table.held == {0, 1, 4, 5}
    driver.press(app, pygame.K_7)  # no seventh die
    assert table.held == {0, 1, 4, 5}
    dice = table.state.dice
    driver.press(app, pygame.K_r)
    wait_for_human(app, table)
    assert table.state.rolls_done == 2
    assert all(table.state.dice[p] == dice[p] for p in (0, 1, 4, 5))  # the held dice stay
    driver.press(app, pygame.K_r)
    wait_for_human(app, table)
    assert table.state.rolls_done == 3 and not table.can_hold()
    driver.press(app, pygame.K_3)  # no roll left: nothing to hold for
    assert table.held == {0, 1, 4, 5} and table.state.rolls_done == 3


def test_the_first_roll_waits_for_roll_and_dice_keys_do_not_open_the_turn(toy, make_app):
    app = make_app(speed="normal")
    table = open_table(app, humans(2))
    wait_for_human(app, table)
    state = table.state
    assert table.awaiting_roll() and state.is_chance_node() and state.rolls_done == 0
    assert driver.run_until(app, lambda: not table.animating, 600)  # the turn's banner
    assert table.idle_fps() == 0  # a still table waits for the player
    driver.frames(app, 120)
    driver.press(app, pygame.K_1)
    assert table.held == set() and state.rolls_done == 0 and table.awaiting_roll()
    driver.press(app, pygame.K_DOWN)
    assert table.cursor is None
    driver.press(app, pygame.K_RETURN)  # Enter rolls too
    wait_for_human(app, table)
    assert state.rolls_done == 1 and len(state.dice) == 6 and not table.awaiting_roll()


def test_holds_not_yet_rolled_come_back_after_continue(toy, make_app):
    app = make_app()
    game = humans(2)
    table = open_table(app, game)
    roll_first(app, table)
    driver.press(app, pygame.K_2)
    driver.press(app, pygame.K_5)
    saved = json.loads(json.dumps(game.to_dict()))
    restored = GameSession.from_dict(saved)
    again = open_table(app, restored)
    assert again.held == {1, 4} and again.lanes[1] == again.lanes[4] == 1.0
    assert again.state.dice == table.state.dice


def test_drawing_changes_nothing(toy, make_app):
    app = make_app(size=(1024, 640), speed="normal")
    app.apply_settings(
        replace(app.settings, ui_scale=150, language="ru").with_preference(
            toycard.GAME_ID, "coach", True
        )
    )
    table = open_table(app, humans(6))
    play_turn(app, table)
    roll_first(app, table)
    driver.press(app, pygame.K_3)
    driver.press(app, pygame.K_DOWN)

    def snapshot() -> Any:
        return (
            json.dumps(toycard.state_to_dict(table.state), sort_keys=True),
            json.dumps(toycard.state_to_dict(table.view), sort_keys=True),
            sorted(table.held),
            list(table.lanes),
            table.cursor,
            table.confirm,
            dict(table.session.table),
            table.message,
            table.moves,
            len(table.move_log.entries),
        )

    before = snapshot()
    for pos in [(5, 5), table.card.cell_rect(1, "threes", 2).center, table.tray.box.center]:
        pygame.mouse.set_pos(pos)
        for _ in range(3):
            table.draw(app.screen)
            table.frame()
    assert snapshot() == before


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 6])
def test_a_tray_of_one_to_six_dice_keeps_them_inside_and_apart(count):
    pygame.font.init()
    view = TrayView(DiceArt(), DiceTexts("none"), count)
    view.layout(pygame.Rect(14, 50, 250, 420))
    box = view.box
    for lane in (0.0, 1.0):
        rects = []
        for position in range(count):
            die = pygame.Rect(0, 0, view.die, view.die)
            die.center = (int(view.lane_x(lane)), int(view.slot_y(position)))
            assert box.contains(die)
            assert all(not die.colliderect(other) for other in rects)
            rects.append(die)
    with pytest.raises(ValueError, match="1 to 6 dice"):
        TrayView(DiceArt(), DiceTexts("none"), 7)


def test_a_joker_marks_the_boxes_it_scores_and_its_extra_bonus_is_on_the_card(
    toy, make_app, monkeypatch
):
    state = toycard.new_game(1)
    state.apply_chance([3, 3, 3, 1, 2, 4])
    state.apply(Score("three", 0))  # 16 in three of a kind: six of a kind is a Joker
    state.apply_chance([5] * 6)
    game = GameSession([Seat(NAMES[0], "human", None)], state, toycard.GAME_ID)
    app = make_app(size=(1024, 640))
    app.apply_settings(replace(app.settings, ui_scale=150, language="ru"))
    table = open_table(app, game)
    frame = table.frame()
    straights = {(column, "straight") for column in range(3)}
    assert frame.card.marked == straights
    assert all(frame.card.previews[box].points == 30 for box in straights)
    log = draw_measured(app, table, monkeypatch)
    assert_texts_fit(log, table.table_area())
    marks = [
        g
        for g, panel in log.texts
        if any(panel == table.card.cell_rect(0, "straight", c) for c in range(3))
    ]
    assert len(marks) == 6  # each straight cell: its 30 and the Joker's mark
    table.select_box((1, "straight"))
    driver.press(app, pygame.K_RETURN)
    assert table.state.cards[0][len(toycard.SPEC.rows) + toycard.SPEC.row_index["straight"]] == 30
    assert table.state.extras[0] == [0, 100, 0]
    assert table.state.totals() == [16 + 30 * 2 + 100]


def test_set_aside_dice_get_a_bar_and_scoring_dice_a_bracket_and_open_rolls_no_pips():
    pygame.font.init()
    asked: list[str] = []

    class Texts(DiceTexts):
        def get(self, name: str, /, **values: Any) -> str:
            asked.append(name)
            return name

    view = TrayView(DiceArt(), Texts("none"), 6, 0, "aside")
    view.layout(pygame.Rect(14, 50, 250, 420))
    dice = [1, 2, 3, 4, 5, 6]

    def drawn(**marks: Any) -> pygame.Surface:
        surface = pygame.Surface((300, 500))
        view.draw(surface, tray.TrayContext(dice=dice, lanes=[1.0] + [0.0] * 5, **marks))
        return surface

    plain = drawn()
    assert "tray.aside" in asked and "tray.rolls_open" in asked and "tray.held" not in asked
    marked = drawn(highlighted={2})
    die = pygame.Rect(0, 0, view.die, view.die)
    die.center = (int(view.lane_x(0)), int(view.slot_y(2)))
    below = pygame.Rect(die.x, die.bottom, die.w, 8)
    colours_below = {
        marked.get_at((x, y))[:3]
        for x in range(below.x, below.right)
        for y in range(below.y, below.bottom)
    }
    assert tray.HIGHLIGHT in colours_below
    assert tray.HIGHLIGHT not in {
        plain.get_at((x, y))[:3]
        for x in range(below.x, below.right)
        for y in range(below.y, below.bottom)
    }
