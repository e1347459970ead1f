"""Issue 33 item 12: on Yahtzee's setup the Joker stayed active with the Yatzy card (where
it does nothing), and the setup's help showed the engine's raw text ("yahtzee: ... yatzy:
...") instead of a sentence in the player's language."""

from __future__ import annotations

import pytest

from yenta_desktop import i18n
from yenta_desktop.engine.registry import available_games, folder_name
from yenta_desktop.engine.settings import BOOL, CHOICE
from yenta_desktop.i18n import has_text
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.setup import SetupScene, rule_hint
from yenta_desktop.ui.shell.title import TitleScene


def test_the_joker_is_greyed_out_with_the_yatzy_card(make_app):
    app = make_app()
    app.push(TitleScene(app))
    setup = app.push(SetupScene(app, "yahtzee"))
    driver.frames(app, 2)
    assert setup.values["scorecard"] == "yahtzee"
    assert driver.find_button(setup, "#joker").is_enabled
    driver.click(app, driver.find_button(setup, "#scorecard"))
    assert setup.values["scorecard"] == "yatzy"
    assert not driver.find_button(setup, "#joker").is_enabled
    (joker,) = [s for s in setup.settings if s.name == "joker"]
    assert setup.unused_hint(joker) == "Not used with Scorecard: Yatzy (15 boxes)."
    driver.frames(app, 1)  # the screen draws with the greyed rule and its hint
    driver.click(app, driver.find_button(setup, "#scorecard"))
    assert driver.find_button(setup, "#joker").is_enabled


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_rule_on_setup_is_explained_in_the_catalogue(language):
    """No setup hint falls back to the engine's English help (raw ids such as "yatzy:")."""
    i18n.set_language(language)
    try:
        for game, module in available_games().items():
            folder = folder_name(game)
            for setting in module.Rules.SETTINGS:
                if not setting.in_setup:
                    continue
                own = f"{folder}.rule.{setting.name}.help"
                values = (
                    setting.choices
                    if setting.kind == CHOICE
                    else (("on", "off") if setting.kind == BOOL else ())
                )
                for value in values:
                    key = f"{folder}.rule.{setting.name}.{value}.help"
                    assert has_text(key) or has_text(own), (game, setting.name, value)
                if not values:
                    assert has_text(own), (game, setting.name)
        hint = rule_hint("yahtzee", available_games()["yahtzee"].Rules.SETTINGS[0], "yatzy")
        assert "yatzy:" not in hint and "yahtzee:" not in hint
    finally:
        i18n.set_language("en")
