"""Game preferences: each game declares its own, the settings keep them per game, old global
values become every game's, and the screens and corner buttons are built from the declarations."""

from __future__ import annotations

import json
from dataclasses import replace
from itertools import product
from pathlib import Path

import pygame
import pytest

from yenta_desktop import i18n
from yenta_desktop.storage import paths
from yenta_desktop.storage.settings import Settings, load_settings
from yenta_desktop.ui import driver, preferences
from yenta_desktop.ui.preferences import Preference
from yenta_desktop.ui.shell.game_settings import GameSettingsScene
from yenta_desktop.ui.shell.pause import PauseScene
from yenta_desktop.ui.shell.settings import SettingsScene
from yenta_desktop.ui.shell.title import TitleScene

from .play import session as yenta_session
from .play import start_table as start_yenta
from .textmap import layout_problems
from .yahtzee.play import session as yahtzee_session
from .yahtzee.play import start_table as start_scorecard
from .yahtzee.play import wait_for_human

OLD_FILE = (
    Path(__file__).parents[1]
    / "storage"
    / "fixtures"
    / "settings_before_preferences"
    / "settings.json"
)
GAMES = preferences.games_with_preferences()


def test_every_game_with_a_table_declares_its_preferences_with_texts_in_both_languages() -> None:
    every = {
        "yenta",
        "dice-poker",
        "farkle",
        "lie-dice",
        "painted-yahtzee",
        "pinochle",
        "triple-yahtzee",
        "yacht",
        "yahtzee",
    }
    assert set(GAMES) == every
    for game in GAMES:
        declared = preferences.declared(game)
        keys = [p.key for p in declared]
        assert len(keys) == len(set(keys)), game
        for language in ("en", "ru"):
            catalog = i18n.catalog(language)
            for preference in declared:
                wanted = [preference.label]
                if preference.corner:
                    wanted.append(preference.corner)
                if preference.number:
                    wanted.append(preference.number)
                elif not preference.is_switch:
                    wanted += [f"{preference.values}.{choice}" for choice in preference.choices]
                assert [key for key in wanted if key not in catalog] == [], (game, language)


def test_a_declaration_refuses_a_default_that_is_not_a_choice_and_steps_round() -> None:
    with pytest.raises(ValueError, match="default"):
        Preference("pace", "slow", ("normal", "fast"), "settings.x")
    warning = preferences.find("yahtzee", "coach_warning")
    assert warning is not None and warning.default == 0.2
    assert warning.next(0.2) == 0.5 and warning.next(1.0) == 0.1 and warning.next("x") == 0.1
    assert warning.allows(0.5) and not warning.allows(0.3) and not warning.allows(True)
    assert preferences.find("yenta", "coach") is not None
    assert not preferences.find("yenta", "coach").allows(1)  # type: ignore[union-attr]
    assert warning.text(0.5) == "0.5 points"
    i18n.set_language("ru")
    try:
        assert warning.text(0.5) == "0,5 очка"
    finally:
        i18n.set_language("en")


def test_todays_settings_file_gives_every_game_its_old_global_values(home: Path) -> None:
    """The settings file the build before per-game preferences wrote: each old global value
    becomes the value of every game that declares the preference; new ones take defaults."""
    config = paths.config_dir()
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_bytes(OLD_FILE.read_bytes())
    settings = load_settings()
    value = preferences.value
    assert value(settings, "yenta", "deduction_aid") is False
    for game in ("yenta", "lie-dice", "dice-poker", "yahtzee", "triple-yahtzee", "farkle"):
        assert value(settings, game, "coach") is True, game
        for seat in range(1, 7):  # every seat's dice take the old global style
            assert value(settings, game, f"dice_style_{seat}") == "high_contrast", game
        assert value(settings, game, "roll_animation") == "full", game
    assert value(settings, "pinochle", "four_colour_cards") is True
    assert value(settings, "pinochle", "auction_pace") == "fast"
    assert value(settings, "pinochle", "trick_pace") == "slow"
    assert value(settings, "pinochle", "autoplay_forced") is False
    assert value(settings, "yahtzee", "coach_warning") == 0.2  # new: its default
    assert value(settings, "pinochle", "coach") is None  # Pinochle declares no coach
    # A game's own value wins; the others keep the old one.
    mine = preferences.with_value(settings, "yahtzee", "coach", False)
    assert value(mine, "yahtzee", "coach") is False and value(mine, "farkle", "coach") is True
    with pytest.raises(ValueError):
        preferences.with_value(settings, "yahtzee", "coach_warning", 0.3)
    # A value the game does not allow (a hand-edited file) reads as the default.
    odd = settings.with_preference("pinochle", "trick_pace", "crawl")
    assert value(odd, "pinochle", "trick_pace") == "normal"


def test_the_corner_buttons_come_from_the_declarations(make_app) -> None:
    app = make_app()
    table = start_yenta(app, yenta_session("HAA", seed=4))
    ids = [object_id for object_id, _, _ in table.corner_toggles()]
    assert ids == ["#aid", "#coach"]
    driver.click(app, driver.find_button(table, "#aid"))
    assert app.settings.games == {"yenta": {"deduction_aid": False}}
    assert driver.find_button(table, "#aid").text == "Aid: Off"
    assert json.loads((paths.config_dir() / "settings.json").read_text())["games"] == {
        "yenta": {"deduction_aid": False}
    }


def test_settings_opened_from_a_table_show_its_game_and_the_table_follows(make_app) -> None:
    app = make_app()
    table = start_scorecard(app, yahtzee_session("HA", seed=5))
    assert table.dice.style_of(1) == "classic" and table.warn_loss() == 0.2
    app.push(PauseScene(app))
    app.push(SettingsScene(app))
    driver.click(app, driver.find_button(app.top, "#game_preferences"))
    scene = app.top
    assert isinstance(scene, GameSettingsScene) and scene.game == "yahtzee"
    assert driver.find_button(scene, "#coach_warning").text == "0.2 points"
    for _ in range(4):  # classic -> coloured -> high contrast -> large pips -> Russian
        driver.click(app, driver.find_button(scene, "#dice_style_2"))
    driver.click(app, driver.find_button(scene, "#coach_warning"))
    assert driver.find_button(scene, "#coach_warning").text == "0.5 points"
    for _ in range(3):
        driver.press(app, pygame.K_ESCAPE)
    assert app.top is table
    assert table.dice.style_of(1) == "russian" and table.warn_loss() == 0.5
    assert table.dice.for_seat(1).style == "russian" and table.dice.for_seat(0).style == "classic"
    assert preferences.value(app.settings, "triple-yahtzee", "coach_warning") == 0.2


def test_the_coach_warns_only_above_the_chosen_threshold(make_app) -> None:
    """Issue 18 item 5: the warning threshold is the player's (0.2 points by default)."""
    from yenta_desktop.ai.yahtzee.coach import wait_ready
    from yenta_desktop.ui.games.yahtzee.table import WARN

    app = make_app()
    app.apply_settings(app.settings.with_preference("yahtzee", "coach", True))
    table = start_scorecard(app, yahtzee_session("H", seed=23))
    assert wait_ready(table.state.rules) and wait_for_human(app, table)
    table.apply_chance((1, 1, 2, 5, 6))
    assert wait_for_human(app, table)
    driver.frames(app, 1)
    advice = table.advice
    assert advice is not None
    # A hold that gives away between 0.2 and 1 expected point: warned at 0.2, not at 1.
    between = [h for h in advice.holds if 0.2 < h.loss < 1.0 and h.positions]
    assert between
    for position in between[0].positions:
        driver.press(app, pygame.K_1 + position)
    driver.frames(app, 1)

    def warned() -> bool:
        return any(c == WARN and "Your hold" in t for t, _, c in table.coach_lines())

    assert warned()
    table.set_preference("coach_warning", 1.0)
    assert not warned()
    table.set_preference("coach_warning", 0.1)
    assert warned()


@pytest.mark.parametrize(
    ("size", "language", "scale"),
    list(product([(1024, 640), (1280, 720)], ["en", "ru"], [100, 150])),
)
def test_the_settings_screens_fit_every_size_language_and_text_size(
    make_app, size, language, scale
) -> None:
    app = make_app(size=size)
    app.apply_settings(replace(app.settings, language=language, ui_scale=scale))
    try:
        app.push(TitleScene(app))
        settings = app.push(SettingsScene(app))
        driver.frames(app, 1)
        assert layout_problems(app) == [], "Settings"
        for widget in settings.focus_order:
            assert widget.font.size(widget.text)[0] <= widget.rect.w - 8, widget.text
        scene = app.push(GameSettingsScene(app))
        for game in GAMES:
            scene.game = game
            scene._rebuild()
            driver.frames(app, 1)
            assert layout_problems(app) == [], game
            for name, _ in scene.rows():
                button = driver.find_button(scene, f"#{name}")
                assert button.rect.right <= size[0] and button.rect.bottom <= size[1], name
                preference = preferences.find(game, name)
                texts = [button.text]
                if preference is not None:  # every value it can show fits, not only this one
                    texts += [preference.text(choice) for choice in preference.choices]
                for text in texts:
                    assert button.font.size(text)[0] <= button.rect.w - 8, (game, name, text)
    finally:
        app.apply_settings(Settings(language="en"))
