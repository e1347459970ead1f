"""Pass-and-play (public scorecards: no curtain, the next player named), the How to play card,
and save and Continue in the middle of a turn (holds and roll count restored, no re-roll)."""

from __future__ import annotations

import pygame

from yenta_desktop.engine.dicepoker import Roll
from yenta_desktop.session import GameSession
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.dicepoker import TableScene
from yenta_desktop.ui.shell.title import TitleScene
from yenta_desktop.ui.widgets import animations as anim

from .play import human_turn_by_keys, session, start_table, wait_for_human


def test_pass_and_play_has_no_curtain_and_names_the_next_player(make_app):
    app = make_app(speed="fast")
    table = start_table(app, session("HAH", seed=11))
    assert not table.hidden_information
    announced: list[str] = []
    viewers = set()
    for _ in range(20000):
        assert table.curtain_for is None
        assert table.face_up() == [True, True, True]  # everything is public
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
    words = " ".join(table.log_lines).lower().split()
    assert "you" not in words and "your" not in words


def test_the_how_to_play_card_shows_on_a_first_game_and_closes(make_app):
    app = make_app()
    table = start_table(app, session("AH", seed=12), howto=True)
    assert table.show_howto
    for _ in range(3000):
        if table.acting_human() is not None:
            break
        assert not table.howto_visible()  # never over an AI turn
        app.frame(1 / 60)
    assert table.howto_visible() and table.awaiting_roll()
    driver.press(app, pygame.K_h)
    assert not table.howto_visible()
    driver.press(app, pygame.K_F1)
    assert table.howto_visible()
    assert table.table_area().contains(table.howto_rect())
    driver.press(app, pygame.K_SPACE)  # the first roll: the card has served
    assert not table.show_howto


def _continue(app, game: GameSession) -> TableScene:
    """Quit to the title and Continue the autosave."""
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


def test_continue_after_a_roll_was_asked_for_lands_the_same_dice(make_app):
    app = make_app()
    table = start_table(app, session("HA", seed=14))
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_SPACE)
    assert wait_for_human(app, table)
    table.held = {0}
    table.human_apply(Roll((0,)))
    assert table.state.is_chance_node()  # saved now: the roll is under way
    saved = GameSession.from_dict(table.session.to_dict())
    twin = table.state.clone()
    twin.apply_chance()
    app.pop()
    resumed = start_table(app, saved)
    assert resumed.held == {0}
    assert wait_for_human(app, resumed)
    assert resumed.state.dice == twin.dice and resumed.state.rolls_done == 2


def test_stale_holds_in_the_save_are_ignored(make_app):
    app = make_app()
    game = session("HA", seed=15)
    game.table = {"held": [0, 1], "turn": 3, "rolls": 2, "dice": [1, 1, 1, 1, 1]}
    table = start_table(app, game)
    assert table.held == set()


def test_after_continue_the_log_names_the_seats_own_turn_like_the_panel(make_app):
    app = make_app()
    table = start_table(app, session("AHA", seed=21))
    for _ in range(3):  # the human's first turns: the table has played 4-7 turns by then
        assert wait_for_human(app, table)
        human_turn_by_keys(app, table)
    assert wait_for_human(app, table)
    state = table.state
    seat = state.turn_seat
    own_turn = sum(1 for points in state.cards[seat] if points is not None) + 1
    assert own_turn != len(state.turns) + 1  # the two counts differ at a table of three
    resumed = _continue(app, table.session)
    assert resumed.log_lines[-1].endswith(f"turn {own_turn}.")
