"""The Settings and Statistics screens, headless: changes apply at once, are saved, and reset asks."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pygame
import pygame_gui
import pytest

from tests.storage.helpers import finished_session
from yenta_desktop import i18n
from yenta_desktop.i18n import tr
from yenta_desktop.storage import paths
from yenta_desktop.storage.settings import Settings, load_settings
from yenta_desktop.ui import fonts
from yenta_desktop.ui.app import App, AppOptions
from yenta_desktop.ui.shell.settings import SettingsScene, next_choice, stepped, value_text
from yenta_desktop.ui.shell.statistics import StatisticsScene, row_cells
from yenta_desktop.ui.shell.title import TitleScene


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A headless app with English settings."""
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    # Fonts cached by an earlier App are dead after its pygame.quit().
    fonts.font.cache_clear()
    fonts._TEXT_CACHE.clear()
    application = App(AppOptions(raise_errors=True, ai_mode="inline"))
    application.push(TitleScene(application))
    yield application
    application.close()


def button(scene: object, object_id: str) -> pygame_gui.elements.UIButton:
    """The scene's button with ``object_id`` (e.g. "#language")."""
    for candidate in scene.focus_order:  # type: ignore[attr-defined]
        if candidate.get_object_ids()[-1] == object_id:
            return candidate
    raise AssertionError(f"no button {object_id}")


def press(app: App, widget: pygame_gui.elements.UIButton) -> None:
    """Click ``widget`` the way pygame_gui reports it, and run a frame."""
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": widget}))
    app.frame(1 / 60)


def key(app: App, code: int) -> None:
    """Press a key and run a frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": 0, "unicode": ""}))
    app.frame(1 / 60)


def saved() -> dict:  # type: ignore[type-arg]
    return json.loads((paths.config_dir() / "settings.json").read_text(encoding="utf-8"))


def test_switching_to_russian_changes_every_screen_on_the_stack(app: App) -> None:
    scene = app.push(SettingsScene(app))
    app.frame(1 / 60)
    assert button(scene, "#language").text == "English"
    press(app, button(scene, "#language"))
    assert i18n.current_language() == "ru" and saved()["language"] == "ru"
    assert button(scene, "#back").text == tr("common.back")
    assert button(scene, "#language").text == "Русский"
    assert button(scene, "#window_mode").text == "В окне"
    key(app, pygame.K_ESCAPE)
    title = app.top
    assert isinstance(title, TitleScene)
    assert button(title, "#play_yenta").text == i18n.catalog("ru")["title.play"]
    i18n.set_language("en")


def test_every_choice_cycles_applies_and_is_saved(app: App) -> None:
    scene = app.push(SettingsScene(app))
    for name, expected in (
        ("window_mode", "fullscreen"),
        ("ui_scale", 125),
        ("animation_speed", "fast"),
        ("sound", False),
        ("undo", "always"),
    ):
        press(app, button(scene, f"#{name}"))
        assert getattr(app.settings, name) == expected
        assert saved()[name] == expected
    assert app.animation_speed == "fast"
    assert load_settings() == app.settings


def test_the_game_preferences_screen_changes_one_game_and_saves_it(app: App) -> None:
    """Settings > Game preferences: the rows are the chosen game's declared preferences; a
    change is that game's only, applied and saved at once."""
    from yenta_desktop.ui import preferences
    from yenta_desktop.ui.shell.game_settings import GameSettingsScene

    settings = app.push(SettingsScene(app))
    press(app, button(settings, "#game_preferences"))
    scene = app.top
    assert isinstance(scene, GameSettingsScene) and scene.game == "yenta"
    seats = [f"dice_style_{n}" for n in range(1, 7)]
    assert [name for name, _ in scene.rows()] == [
        "game",
        "deduction_aid",
        "coach",
        *seats,
        "roll_animation",
    ]
    assert button(scene, "#game").text == "Yenta"
    assert button(scene, "#coach").text == "Off"
    assert button(scene, "#dice_style_2").text == "Classic"
    press(app, button(scene, "#dice_style_2"))
    assert button(scene, "#dice_style_2").text == "Coloured"
    assert button(scene, "#dice_style_1").text == "Classic"
    assert saved()["games"] == {"yenta": {"dice_style_2": "coloured"}}
    assert preferences.value(app.settings, "lie-dice", "dice_style_2") == "classic"
    seen = []
    while scene.game not in seen:  # the game row steps through every game with preferences
        seen.append(scene.game)
        press(app, button(scene, "#game"))
    assert seen == preferences.games_with_preferences() and "pinochle" in seen
    while scene.game != "pinochle":
        press(app, button(scene, "#game"))
    assert button(scene, "#game").text == "Pinochle"
    press(app, button(scene, "#trick_pace"))
    assert button(scene, "#trick_pace").text == "Slow"
    assert saved()["games"]["pinochle"] == {"trick_pace": "slow"}
    key(app, pygame.K_ESCAPE)
    assert app.top is settings
    assert load_settings() == app.settings


def test_number_settings_step_and_stop_at_their_limits(app: App) -> None:
    scene = app.push(SettingsScene(app))
    for _ in range(30):
        press(app, button(scene, "#ai_delay_more"))
    assert app.settings.ai_delay == 3.0
    press(app, button(scene, "#ai_delay_less"))
    assert app.settings.ai_delay == pytest.approx(2.8)
    press(app, button(scene, "#volume_less"))
    assert app.settings.volume == pytest.approx(0.6)
    assert saved()["volume"] == pytest.approx(0.6)
    assert stepped("volume", 0.05, -1) == 0.0 and stepped("volume", 0.95, +1) == 1.0


def test_keyboard_only_changes_a_setting(app: App) -> None:
    scene = app.push(SettingsScene(app))
    app.frame(1 / 60)
    assert scene.focus_order[scene.focus_index].get_object_ids()[-1] == "#language"
    key(app, pygame.K_TAB)  # language -> window mode
    key(app, pygame.K_RETURN)
    assert app.settings.window_mode == "fullscreen"
    assert scene.focus_order[scene.focus_index].get_object_ids()[-1] == "#window_mode"


def test_unwritable_config_keeps_the_change_and_says_it_was_not_saved(
    app: App, tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = paths.config_dir().parent / "blocker"
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("x")
    monkeypatch.setattr(paths, "config_dir", lambda: blocker / "config")
    scene = app.push(SettingsScene(app))
    press(app, button(scene, "#sound"))
    assert app.settings.sound is False and scene.save_failed


def test_value_texts_and_cycling() -> None:
    assert next_choice("ui_scale", 150) == 100
    assert value_text("ui_scale", 125) == "125%"
    assert value_text("ai_delay", 0.8) == "0.8 s"
    i18n.set_language("ru")
    assert value_text("ai_delay", 0.8) == "0,8\u00a0с"
    assert value_text("sound", True) == "Вкл."
    i18n.set_language("en")
    assert Settings().ui_scale in (100, 125, 150)


def test_statistics_table_and_reset_with_confirmation(app: App) -> None:
    assert app.stats is not None
    game = finished_session(90)
    app.stats.record_game(game)
    scene = app.push(StatisticsScene(app))
    app.frame(1 / 60)
    (row,) = scene.rows
    cells = row_cells(row)
    assert cells[0] == "Ann" and cells[1] == "1"
    press(app, button(scene, "#reset"))
    assert scene.confirming
    press(app, button(scene, "#cancel"))
    assert len(app.stats.table()) == 1
    press(app, button(scene, "#reset"))
    key(app, pygame.K_ESCAPE)  # Esc cancels the question, not the statistics
    assert not scene.confirming and len(app.stats.table()) == 1
    press(app, button(scene, "#reset"))
    press(app, button(scene, "#reset_yes"))
    assert app.stats.table() == [] and not scene.confirming
    assert not button(scene, "#reset").is_enabled
    assert app.stats.__class__(app.stats.directory).table() == []


def test_statistics_screen_draws_in_russian_with_many_players(app: App) -> None:
    assert app.stats is not None
    from yenta_desktop.session import GameSession, Seat

    game = finished_session(91)
    for index in range(15):
        seats = [Seat(f"Игрок {index}", "human", None), *game.seats[1:]]
        app.stats.record_game(GameSession(seats, game.state))
        game = finished_session(92 + index)
    i18n.set_language("ru")
    app.push(StatisticsScene(app))
    app.frame(1 / 60)
    i18n.set_language("en")


def test_settings_say_sound_is_unavailable_without_a_device(app: App) -> None:
    """Issue 13, bug 10: without a sound device the switch said "On" and did nothing."""
    app.audio.available = False
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(1 / 60)
    sound = button(scene, "#sound")
    assert not sound.is_enabled
    assert sound.text == i18n.tr("settings.sound_unavailable")
