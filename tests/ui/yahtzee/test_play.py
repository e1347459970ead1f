"""Yahtzee at the table: a whole game by keyboard (a human against AI seats), solo beside what
optimal play averages, pass-and-play, Continue mid-turn, Yatzy's card, a Joker's marker and
the celebration of a Yahtzee."""

from __future__ import annotations

import pygame
import pytest

from yenta_desktop.ai.yahtzee.coach import wait_ready
from yenta_desktop.engine.yahtzee import Rules
from yenta_desktop.session import GameSession
from yenta_desktop.ui import driver
from yenta_desktop.ui.games import has_ui
from yenta_desktop.ui.games.yahtzee import TableScene, final_lines
from yenta_desktop.ui.kits.dice_table.celebration import Celebration
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.shell.title import TitleScene
from yenta_desktop.ui.widgets import animations as anim

from .play import human_turn_by_keys, play_to_the_end, session, start_table, wait_for_human


def test_yahtzee_has_a_table_in_the_picker():
    assert has_ui("yahtzee")


@pytest.mark.slow  # the table suite plays a whole game by keys and checks its end (check_end)
def test_one_human_against_an_ai_plays_to_the_end_by_keyboard(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=3))
    play_to_the_end(app, table, "keys")
    assert isinstance(app.top, GameOverScene) and table.state.is_terminal
    assert all(None not in card for card in table.state.cards)
    lines = final_lines(table.session)
    totals = table.state.totals()
    assert lines[0][1] == table.session.seats[totals.index(max(totals))].name
    assert "·" in lines[0][2]
    driver.frames(app, 3)
    if app.store is not None:
        assert [e.game for e in app.store.history.entries()] == ["yahtzee"]
        assert not app.store.has_save("yahtzee")
    text = " ".join(table.log_lines)
    assert "Game over" in text and "turn 13 of 13" in text


def test_a_solo_game_ends_beside_what_optimal_play_averages(make_app):
    app = make_app()
    table = start_table(app, session("H", seed=5))
    assert wait_ready(table.state.rules)
    play_to_the_end(app, table, "keys")
    ((place, name, text),) = final_lines(table.session)
    assert place == 1 and name == "Ana"
    assert str(table.state.totals()[0]) in text and "optimal play averages 254.6" in text


def test_yatzy_plays_its_fifteen_boxes_to_the_end(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=8, rules=Rules(scorecard="yatzy")))
    assert [row for kind, row in table.card.lines if kind == "row"][-1] == "yatzy"
    labels = [table.texts.row_name(row.id) for row in table.spec.rows]
    assert labels[0] == "Ones" and labels[-1] == "Yatzy"
    assert "yahtzee.howto.yatzy_rows" in table.howto_keys
    play_to_the_end(app, table, "keys")
    assert all(len(card) == 15 and None not in card for card in table.state.cards)


def test_pass_and_play_has_no_curtain_and_names_the_next_player(make_app):
    app = make_app(speed="fast")
    table = start_table(app, session("HAH", seed=11))
    announced: list[str] = []
    viewers = set()
    for _ in range(20000):
        assert table.curtain_for is None
        for effect in table.effects:
            if isinstance(effect, anim.Banner) and effect.text not in announced:
                announced.append(effect.text)
        if len(table.state.turns) >= 6:
            break
        if table.acting_human() is not None:
            viewers.add(table.viewer)
            assert table.acting_human() == table.viewer == table.state.turn_seat
            human_turn_by_keys(app, table)
            continue
        app.frame(1 / 60)
    assert viewers == {0, 2}
    assert "Mia, your turn" in announced and "Ana, your turn" in announced


def _continue(app, game: GameSession) -> TableScene:
    table = app.top
    table.autosaver.flush()
    driver.press(app, pygame.K_ESCAPE)
    driver.click(app, driver.find_button(app.top, "#quit_to_title"))
    title = app.top
    assert isinstance(title, TitleScene)
    driver.click(app, driver.find_button(title, "#continue"))
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    return resumed


def _roll_to(table: TableScene, dice: tuple[int, ...]) -> None:
    """The human's first roll lands ``dice`` (scripted chance)."""
    table.state.apply_chance(dice)
    table.view = table.state.clone(copy_rng=False)


def test_a_yahtzee_is_celebrated_and_the_next_one_is_a_joker(make_app):
    app = make_app(speed="fast")
    table = start_table(app, session("H", seed=2))
    assert wait_for_human(app, table)
    _roll(app, table, (4, 4, 4, 4, 4))
    table.write("yahtzee")
    (party,) = [e for e in table.queue if isinstance(e, Celebration)]
    assert party.text == "Ana: YAHTZEE!"
    assert wait_for_human(app, table)
    _roll(app, table, (4, 4, 4, 4, 4))
    # Forced Joker: Fours is open, so the Yahtzee goes there (with its +100).
    assert table.legal() == ["fours"]
    table.write("fours")
    assert table.state.extras[0][0] == 100 and table.state.totals()[0] == 170
    assert any(isinstance(e, Celebration) and "+100" in e.text for e in table.queue)
    assert wait_for_human(app, table)
    _roll(app, table, (4, 4, 4, 4, 4))
    # Fours is filled: any open lower box takes it at the Joker's values, marked on the card.
    assert "fours" not in table.legal() and "large_straight" in table.legal()
    assert {(0, "full_house"), (0, "small_straight"), (0, "large_straight")} <= table.joker_boxes(
        table.state
    )
    previews = {p.row: p.points for p in table.state.preview()}
    assert previews["large_straight"] == 40 and previews["full_house"] == 25
    assert "Yahtzee bonuses: 1 (+100)." in [t for t, _, _ in table.panel_lines()]
    table.write("large_straight")
    assert "wins a Yahtzee bonus +100" not in " ".join(table.log_lines)
    assert "Yahtzee bonus +100" in " ".join(table.log_lines)


def _roll(app, table: TableScene, dice: tuple[int, ...]) -> None:
    """The human's first roll lands ``dice`` (scripted chance, as the engine tests do)."""
    assert table.awaiting_roll()
    table.apply_chance(dice)
    assert wait_for_human(app, table)
