"""Issue 33 item 6: a move against the AI stays undoable for a grace time whatever the pace.

At Instant pace Ctrl+Z 0.25 s after writing a Yahtzee box was already too late: the AI had
rolled. Now the next roll or AI move waits :data:`~yenta_desktop.ui.shell.table_base.UNDO_GRACE`
seconds (counted down on the Undo button), a key or a click on the table ends the wait early,
and the undo still restores the same dice. The table's clock is the frames' ``dt`` (no sleep).
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.ui.test_undo import GAMES, open_table, to_undoable_move
from tests.ui.yahtzee.play import session, start_table, wait_for_human
from yenta_desktop.engine.registry import available_games, get_game
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.table_base import UNDO_GRACE

CTRL = pygame.KMOD_LCTRL
STEP = 0.1  # seconds per frame: the table's clock


def seconds(app, count: float) -> None:
    """Run the app for ``count`` seconds of table time."""
    driver.frames(app, round(count / STEP), dt=STEP)


def grace_app(make_app):
    """Instant pace, no pause after a computer move, the real grace (the tests' default is 0)."""
    return make_app(speed="instant", undo_grace=None)


def write_first_box(app, table) -> str:
    """The human's first turn: roll with Space, then write the best-scoring box; its row."""
    assert wait_for_human(app, table)
    assert table.awaiting_roll()
    driver.press(app, pygame.K_SPACE)
    assert table.deciding_human() == 0
    previews = {p.row: p.points for p in table.state.preview() if p.legal}
    row = max(previews, key=lambda r: (previews[r], r))
    table.write(row)
    assert table.state.turn_seat == 1 and table.state.is_chance_node()
    return row


def ai_has_rolled(table) -> bool:
    """Whether the AI's turn has begun (its first roll; at Instant pace it may be over)."""
    state = table.state
    return state.turn_seat != 1 or state.rolls_done >= 1


def test_undo_works_two_and_a_half_seconds_after_a_box_at_instant_pace(make_app):
    app = grace_app(make_app)
    table = start_table(app, session("HA", seed=21))
    module = get_game("yahtzee")
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_SPACE)
    before = module.state_to_dict(table.state)
    previews = {p.row: p.points for p in table.state.preview() if p.legal}
    table.write(max(previews, key=lambda r: (previews[r], r)))
    moves = table.moves
    seconds(app, 0.6)
    button = driver.find_button(table, "#undo")
    assert button.is_enabled and button.text == "Undo (3 s)"  # counted down on the button
    seconds(app, 1.9)  # 2.5 s after the box
    assert button.text == "Undo (1 s)"
    assert table.grace_instruction()[0] == "1 s to take your move back"  # the panel says why
    # The AI seat did not act: no roll, no move, while the grace ran.
    assert table.moves == moves and not ai_has_rolled(table)
    assert table.state.turn_seat == 1 and table.state.rolls_done == 0
    driver.press(app, pygame.K_z, mod=CTRL)
    assert module.state_to_dict(table.state) == before
    assert table.deciding_human() == 0
    assert driver.find_button(table, "#undo").text == "Undo (Ctrl+Z)"


def test_after_the_grace_the_ai_rolls_and_undo_is_gone(make_app):
    app = grace_app(make_app)
    table = start_table(app, session("HA", seed=21))
    write_first_box(app, table)
    seconds(app, UNDO_GRACE - 0.5)
    assert not ai_has_rolled(table)
    seconds(app, 1.0)
    assert ai_has_rolled(table)
    assert not table.can_undo()
    driver.press(app, pygame.K_z, mod=CTRL)
    assert ai_has_rolled(table) and "Nothing to undo" in table.message


def test_a_click_on_the_table_ends_the_grace_early(make_app):
    app = grace_app(make_app)
    table = start_table(app, session("HA", seed=21))
    write_first_box(app, table)
    seconds(app, 0.5)
    assert not ai_has_rolled(table)
    driver.click_at(app, table.table_area().center, settle=1)
    driver.frames(app, 1, dt=STEP)
    assert ai_has_rolled(table) and not table.can_undo()


def test_a_key_ends_the_grace_early(make_app):
    app = grace_app(make_app)
    table = start_table(app, session("HA", seed=21))
    write_first_box(app, table)
    driver.press(app, pygame.K_SPACE, settle=2)
    assert ai_has_rolled(table) and not table.can_undo()


def test_a_click_on_undo_itself_takes_the_move_back(make_app):
    app = grace_app(make_app)
    table = start_table(app, session("HA", seed=21))
    write_first_box(app, table)
    seconds(app, 0.5)
    driver.click(app, driver.find_button(table, "#undo"))
    assert table.deciding_human() == 0 and table.state.turn_seat == 0
    assert table.log_lines[-1] == "Ana takes back the last move."


def test_undo_restores_the_same_dice_no_free_roll(make_app):
    """The AI's roll after the box is the same whether or not the box was taken back and
    written again (no new roll is bought)."""
    app = grace_app(make_app)
    table = start_table(app, session("HA", seed=33))
    row = write_first_box(app, table)
    driver.press(app, pygame.K_RETURN, settle=0)  # ends the grace: the AI rolls
    driver.frames(app, 1)
    assert table.state.turn_seat == 1 and table.state.rolls_done == 1
    rolled = list(table.state.dice)

    other = grace_app(make_app)
    again = start_table(other, session("HA", seed=33))
    assert wait_for_human(other, again)
    driver.press(other, pygame.K_SPACE)
    dice_then = list(again.state.dice)
    again.write(row)
    seconds(other, 2.5)
    assert again.undo()
    assert list(again.state.dice) == dice_then  # the same dice before the box
    again.write(row)
    driver.press(other, pygame.K_RETURN, settle=0)
    driver.frames(other, 1)
    assert again.state.turn_seat == 1 and again.state.rolls_done == 1
    assert list(again.state.dice) == rolled


def test_pass_and_play_without_ai_has_no_grace(make_app):
    """Humans only: the undo lasts until the next player takes the screen; nothing waits."""
    app = grace_app(make_app)
    app.apply_settings(replace(app.settings, undo="always"))
    table = start_table(app, session("HH", seed=21))
    write_first_box(app, table)
    assert table.can_undo() and table.grace_left() == 0.0


@pytest.mark.parametrize("game", GAMES)
def test_every_game_holds_its_next_step_for_the_grace(make_app, game):
    """One mechanism for every table: 2.5 s after an undoable move at Instant pace the game
    has not moved on, and Ctrl+Z takes the move back."""
    app = make_app()  # the tests' grace is 0 while the table plays up to the move
    table = open_table(app, game)
    action = to_undoable_move(app, table, game)
    module = available_games()[game]
    before = module.state_to_dict(table.state)
    app.options.undo_grace = None  # the real grace from the move on
    assert table.human_apply(action)
    after = module.state_to_dict(table.state)
    seconds(app, 2.5)
    assert table.grace_left() > 0  # an AI move or a roll comes next: it waits
    assert module.state_to_dict(table.state) == after  # nobody moved during the grace
    driver.press(app, pygame.K_z, mod=CTRL)
    assert module.state_to_dict(table.state) == before


def test_the_pause_after_a_computer_move_holds_at_instant_pace(make_app):
    """Instant skips the animations, not the pause the player chose (halved, as at fast)."""
    app = make_app(speed="instant", ai_delay=None)
    app.apply_settings(replace(app.settings, ai_delay=2.0))
    assert app.ai_delay == 1.0
    app.apply_settings(replace(app.settings, ai_delay=0.0))
    assert app.ai_delay == 0.0
