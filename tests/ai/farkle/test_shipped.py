"""The shipped decision tables (assets/farkle/hard-*.fkt) and Hard playing from them."""

from __future__ import annotations

import math

from yenta_desktop.ai.farkle.bots import hard_choices
from yenta_desktop.ai.farkle.hard import (
    TABLE_FILES,
    exact_rules,
    hard_model,
    load_table,
    rules_of,
    table_for,
)
from yenta_desktop.ai.farkle.model import Rules
from yenta_desktop.engine.farkle import Rules as EngineRules
from yenta_desktop.engine.farkle import new_game

#: The target of the shipped table (its rules otherwise the defaults).
TARGET = 3000


def at_roll(dice, rules, scores, opened=(True, True)):
    state = new_game(2, rules, seed=1)
    state.scores = list(scores)
    state.opened = list(opened)
    state.apply_chance(list(dice))
    return state


def test_each_shipped_table_solves_the_rules_it_is_listed_for():
    for target in TABLE_FILES:
        table = load_table(target)
        assert table is not None, f"assets/farkle/{TABLE_FILES[target]} is missing or damaged"
        assert rules_of(table) == Rules(target=target)
    assert Rules() in exact_rules(), "the default game has its exact table"


def test_hard_is_exact_at_the_tables_rules_and_labelled_otherwise():
    for rules in exact_rules():
        model = hard_model(rules)
        assert model is not None and model.exact
    for other in (Rules(target=5000), Rules(opening_min=350), Rules(final_round=False)):
        if other in exact_rules():
            continue
        model = hard_model(other)
        assert model is not None and not model.exact


def test_other_targets_play_from_the_table_of_the_nearest_target():
    targets = sorted(TABLE_FILES)
    for target in (2000, 4000, 7000, 10000, 20000):
        nearest = min(targets, key=lambda t: (abs(math.log(t / target)), -t))
        table = table_for(Rules(target=target, opening_min=0))
        assert table is not None and rules_of(table).target == nearest


def test_hard_values_are_chances_that_rise_with_its_lead():
    rules = EngineRules(target=TARGET)
    state = at_roll([1, 1, 1, 5, 2, 3], rules, [TARGET // 2, TARGET - 500])
    choices = hard_choices(state.observation(0))
    assert all(0.0 <= c.value <= 1.0 for c in choices)
    ahead = hard_choices(at_roll([1, 1, 1, 5, 2, 3], rules, [TARGET - 1000, 0]).observation(0))[0]
    behind = hard_choices(at_roll([1, 1, 1, 5, 2, 3], rules, [0, TARGET - 1000]).observation(0))[0]
    assert ahead.value > 0.8 and behind.value < 0.4


def test_a_bank_to_the_target_is_worth_the_chance_the_other_fails_to_pass_in_one_turn():
    """Banking 100 from TARGET - 100 starts the final round: the other, at 0, must score more
    than TARGET in one turn. Hard still rolls on (a farkle leaves it far ahead, a bigger
    lead is harder to pass), while its bank value is exactly 1 - that pass chance."""
    from yenta_desktop.ai.farkle.turn import pass_chances

    state = at_roll([1, 2, 3, 4, 6, 6], EngineRules(target=TARGET), [TARGET - 100, 0])
    choices = hard_choices(state.observation(0))
    bank = next(c for c in choices if c.action == "bank" and c.points == 100)
    h = pass_chances(dmax=TARGET // 50)
    assert bank.value == 1.0 - h[TARGET // 50][6]
    assert choices[0].action == "roll" and choices[0].value >= bank.value


def test_a_rescaled_target_still_gives_chances():
    rules = EngineRules(target=6000)
    state = at_roll([1, 5, 2, 3, 4, 6], rules, [3000, 5000])
    choices = hard_choices(state.observation(0))
    assert choices and all(0.0 <= c.value <= 1.0 for c in choices)


def test_the_setup_screen_says_where_hard_is_exact() -> None:
    """The target's hint names the targets of the shipped tables (elsewhere Hard estimates)."""
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[3] / "assets" / "i18n" / "farkle"
    english = json.loads((root / "en.json").read_text(encoding="utf-8"))["rule.target.help"]
    russian = json.loads((root / "ru.json").read_text(encoding="utf-8"))["rule.target.help"]
    for rules in exact_rules():
        assert f"{rules.target:,}" in english
        assert f"{rules.target:,}".replace(",", "\u00a0") in russian or (
            f"{rules.target:,}".replace(",", " ") in russian
        )
