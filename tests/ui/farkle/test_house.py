"""Farkle's house rules screen from the setup screen: a preset fills the table, a change makes
it Custom, a pasted code sets the table or is refused with its reason, and the game starts
under the table chosen."""

from __future__ import annotations

from yenta_desktop.engine.farkle import Rules
from yenta_desktop.engine.farkle.code import encode
from yenta_desktop.engine.farkle.rules import preset_of, preset_rules
from yenta_desktop.i18n import tr
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.farkle.house import RulesScene
from yenta_desktop.ui.shell.setup import SetupScene
from yenta_desktop.ui.shell.title import TitleScene


def widget(scene, object_id):
    return next(b for b in scene.focus_order if object_id in (getattr(b, "object_ids", None) or ()))


def open_house(app):
    app.push(TitleScene(app))
    setup = SetupScene(app, "farkle")
    app.push(setup)
    driver.frames(app, 2)
    assert widget(setup, "#more_rules").text == tr(
        "farkle.house.button", preset=tr("farkle.house.short.standard")
    )
    driver.click(app, widget(setup, "#more_rules"))
    assert isinstance(app.top, RulesScene)
    return setup, app.top


def test_a_preset_fills_the_table_and_a_change_makes_it_custom(make_app) -> None:
    app = make_app()
    setup, house = open_house(app)
    house.next_preset()  # Standard -> Zilch
    assert preset_of(Rules(**setup.values)) == "zilch"
    assert setup.values["bank_min"] == "300" and setup.values["three_farkle_penalty"] == "500"
    straight = next(s for s in house.settings if s.name == "straight")
    house.cycle(straight)
    assert preset_of(Rules(**setup.values)) == "custom"
    driver.click(app, widget(house, "#done"))
    assert app.top is setup
    custom = tr("farkle.house.button", preset=tr("farkle.house.short.custom"))
    assert widget(setup, "#more_rules").text == custom
    session = setup.make_session()
    assert session.state.rules.straight == "2500" and session.state.rules.bank_min == "300"


def test_a_pasted_code_sets_the_table_and_a_bad_one_is_refused(make_app) -> None:
    app = make_app()
    setup, house = open_house(app)
    assert house.entry is not None
    house.entry.set_text("FK1.AAKBAAAAAAAAB.0000")
    house.import_code()
    assert house.error == tr("farkle.house.refused.damaged")
    assert preset_of(Rules(**setup.values)) == "standard"
    house.entry.set_text(encode(preset_rules("everything2")))
    house.import_code()
    assert house.error == "" and preset_of(Rules(**setup.values)) == "everything2"


def test_a_table_the_rules_refuse_keeps_the_screen_open_with_its_reason(make_app) -> None:
    app = make_app()
    setup, house = open_house(app)
    setup.values["opening_min"] = "350"
    bank = next(s for s in house.settings if s.name == "bank_min")
    for _ in range(3):
        house.cycle(bank)  # 0 -> 300 -> 350 -> 500: above the opening minimum
    assert "opening_min 350 is below bank_min 500" in house.error
    house.done()
    assert app.top is house


def test_the_note_says_hard_is_exact_only_for_a_shipped_table() -> None:
    from yenta_desktop.ai.farkle.bots import ai_rules
    from yenta_desktop.ai.farkle.hard import exact_rules
    from yenta_desktop.ui.games.farkle.house import hard_note

    for rules in (Rules(), Rules(target=3000), Rules(target=5000), preset_rules("zilch")):
        values = {s.name: getattr(rules, s.name) for s in Rules.SETTINGS}
        exact = ai_rules(rules) in exact_rules()
        assert hard_note(values) == tr(
            "farkle.house.hard_exact" if exact else "farkle.house.hard_estimate"
        )
    assert hard_note({s.name: getattr(Rules(), s.name) for s in Rules.SETTINGS}) == tr(
        "farkle.house.hard_exact"
    )
