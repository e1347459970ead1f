"""Past games (title -> list -> replay) and Export record on the game-over screen."""

from __future__ import annotations

import json

import pygame
import pygame_gui

from yenta_desktop.ai.base import make_bot
from yenta_desktop.engine.yenta import Phase, replay_record
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.gameover import GameOverScene
from yenta_desktop.ui.shell.history import HistoryScene
from yenta_desktop.ui.shell.replay import ReplayScene
from yenta_desktop.ui.shell.title import TitleScene

from .play import session


def finished(seed: int, kinds: str = "HAAA"):
    """A game played to the end by Easy bots (random moves may never reach the target)."""
    game = session(kinds, seed=seed, target=25)
    bots = [make_bot("easy", seed * 10 + i) for i in range(len(kinds))]
    state = game.state
    for _ in range(10_000):
        if state.phase == Phase.GAME_OVER:
            return game
        if state.phase == Phase.ROUND_OVER:
            state.next_round()
            continue
        state.apply(bots[state.current_seat].choose(state.observation(state.current_seat)))
    raise AssertionError("the game did not end")


def test_past_games_lists_history_newest_first_and_opens_replay(make_app):
    app = make_app()
    games = [finished(seed) for seed in (3, 4, 5)]
    for game in games:
        assert app.store.append_history(game)
    title = app.push(TitleScene(app))
    driver.frames(app, 2)
    driver.click(app, driver.find_button(title, "#history"))
    history = app.top
    assert isinstance(history, HistoryScene)
    history.wait_loaded()
    newest = driver.find_button(history, "#game_0")
    winner = games[-1].seats[games[-1].state.winner].name
    assert "#3 Yenta" in newest.text and winner in newest.text
    driver.click(app, newest)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert replay.problem is None and replay.record["seed"] == games[-1].state.seed
    driver.press(app, pygame.K_ESCAPE)
    assert app.top is history
    driver.press(app, pygame.K_ESCAPE)
    assert app.top is title


def test_past_games_by_keyboard_only(make_app):
    app = make_app()
    app.store.append_history(finished(7))
    app.push(TitleScene(app))
    driver.frames(app, 2)
    title = app.top

    def focused() -> str:
        return str(title.focus_order[title.focus_index].object_ids[-1])

    # From the first game's Play, right across the cards into the menu, then down to Past games
    # (the title's arrows move by position).
    for _ in range(6):
        if not focused().startswith(("#play_", "#continue_")):
            break
        driver.press(app, pygame.K_RIGHT)
    for _ in range(len(title.focus_order)):
        if focused() == "#history":
            break
        driver.press(app, pygame.K_DOWN)
    driver.press(app, pygame.K_RETURN)
    assert isinstance(app.top, HistoryScene)
    app.top.wait_loaded()
    driver.press(app, pygame.K_RETURN)  # the newest game has the focus
    assert isinstance(app.top, ReplayScene)


def test_past_games_empty_history_shows_back_only(make_app):
    app = make_app()
    app.push(TitleScene(app))
    history = app.push(HistoryScene(app))
    history.wait_loaded()
    driver.frames(app, 2)
    assert history.loaded and history.shown() == []
    assert driver.find_button(history, "#game_0") is None
    driver.press(app, pygame.K_RETURN)  # Back has the focus
    assert isinstance(app.top, TitleScene)


def test_past_games_pages_at_small_window(make_app):
    app = make_app(size=(1024, 640))
    for seed in range(20, 34):
        app.store.append_history(finished(seed, "AAA"))
    app.push(TitleScene(app))
    history = app.push(HistoryScene(app))
    history.wait_loaded()
    driver.frames(app, 2)
    per = history.per_page()
    assert per < 14 and history.pages() > 1
    for i in range(per):
        row = driver.find_button(history, f"#game_{i}")
        assert row.get_abs_rect().bottom <= driver.find_button(history, "#back").get_abs_rect().top
    driver.press(app, pygame.K_PAGEDOWN)
    assert driver.find_button(history, f"#game_{per}") is not None


def test_export_record_writes_a_valid_record_by_keyboard(make_app, tmp_path):
    app = make_app()
    game = finished(11)
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, game))
    driver.frames(app, 2)
    driver.press(app, pygame.K_RIGHT)  # Play again -> Export record
    driver.press(app, pygame.K_RETURN, settle=2)
    assert over.dialog is not None and over.dialog.alive()
    target = tmp_path / "out" / "my game.json"
    target.parent.mkdir()
    line = over.dialog.file_path_text_line
    assert line.is_focused
    line.set_text(str(target))
    driver.press(app, pygame.K_RETURN, settle=3)
    assert over.dialog is None
    record = json.loads(target.read_text(encoding="utf-8"))
    assert replay_record(record).scores == game.state.scores
    assert str(target) in over.message and over.message_ok


def test_export_record_by_mouse_with_the_ok_button(make_app, tmp_path):
    """Issue 13, bug 1: clicking OK closed the dialog and wrote nothing."""
    app = make_app()
    game = finished(13)
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, game))
    driver.frames(app, 2)
    driver.click(app, driver.find_button(over, "#export"))
    dialog = over.dialog
    assert dialog is not None
    target = tmp_path / "clicked.json"
    line = dialog.file_path_text_line
    line.set_text(str(target))  # what typing does, with the event typing sends
    event = {
        "text": str(target),
        "ui_element": line,
        "ui_object_id": line.most_specific_combined_id,
    }
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, event))
    driver.frames(app, 2)
    driver.click(app, dialog.ok_button, settle=3)
    assert over.dialog is None
    record = json.loads(target.read_text(encoding="utf-8"))
    assert replay_record(record).scores == game.state.scores
    assert str(target) in over.message and over.message_ok


def test_export_dialog_esc_closes_without_writing(make_app, tmp_path):
    app = make_app()
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, finished(12)))
    driver.frames(app, 2)
    driver.click(app, driver.find_button(over, "#export"))
    assert over.dialog is not None
    driver.press(app, pygame.K_ESCAPE, settle=2)
    assert over.dialog is None and over.message == ""
    assert app.top is over


def test_export_never_overwrites_a_file_that_is_not_a_record(make_app, tmp_path):
    app = make_app()
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, finished(13)))
    driver.frames(app, 2)
    precious = tmp_path / ".gitconfig"
    precious.write_text("[user]\n\tname = me\n", encoding="utf-8")
    over.open_export()
    assert not over.export_to(precious)
    assert precious.read_text(encoding="utf-8") == "[user]\n\tname = me\n"
    assert not over.message_ok
    record = tmp_path / "old.json"
    over.open_export()
    assert over.export_to(record) and over.export_to(record)  # a record may be replaced


def test_ui_tests_never_see_the_real_home(home):
    from pathlib import Path

    assert str(Path.home()).startswith(str(home.parent))


def test_the_export_dialog_speaks_russian(make_app):
    """Issue 13, bug 7: the file dialog's OK and Cancel stayed English in Russian."""
    from dataclasses import replace

    app = make_app()
    app.apply_settings(replace(app.settings, language="ru"))
    app.push(TitleScene(app))
    over = app.push(GameOverScene(app, finished(14)))
    driver.frames(app, 2)
    over.open_export()
    driver.frames(app, 1)
    from pygame_gui.core.utility import translate

    # The buttons keep pygame_gui's keys and show them translated in the current locale.
    assert translate(over.dialog.ok_button.text) == "ОК"
    assert translate(over.dialog.cancel_button.text) == "Отмена"
    app.apply_settings(replace(app.settings, language="en"))
