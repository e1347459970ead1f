"""Issue 34's Farkle house rules: one test per scoring option with scripted dice, the
bank minimum and hot dice, the combination check, the presets and the table code."""

from __future__ import annotations

import json
import random

import pytest

from yenta_desktop.engine import IllegalAction
from yenta_desktop.engine.farkle import Bank, Farkled, Roll, Rules, SetAside, new_game
from yenta_desktop.engine.farkle.code import MAX_LENGTH, TableCodeError, decode, encode
from yenta_desktop.engine.farkle.record import make_record, replay_record
from yenta_desktop.engine.farkle.rules import HOUSE_RULES, PRESETS, preset_of, preset_rules
from yenta_desktop.engine.farkle.scoring import points

PLAYERS = [{"name": n, "kind": "ai", "level": "easy"} for n in ("A", "B")]


def set_aside_points(rules: Rules, dice: list[int], keep: tuple[int, ...]) -> int:
    """Roll ``dice`` for the first seat, bank ``keep`` and return what it scored."""
    state = new_game(2, rules, seed=1)
    state.apply_chance(dice)
    events = state.apply(Bank(keep))
    aside = next(e for e in events if isinstance(e, SetAside))
    return aside.points


ALL = (0, 1, 2, 3, 4, 5)


@pytest.mark.parametrize(
    ("rule", "value", "dice", "keep", "standard", "house"),
    [
        ("three_ones", "300", [1, 1, 1, 2, 3, 4], (0, 1, 2), 1000, 300),
        ("three_pairs", "750", [2, 2, 3, 3, 6, 6], ALL, 1500, 750),
        ("three_pairs", "1000", [2, 2, 3, 3, 6, 6], ALL, 1500, 1000),
        ("straight", "2500", [1, 2, 3, 4, 5, 6], ALL, 1500, 2500),
        ("straight", "1000", [6, 5, 4, 3, 2, 1], ALL, 1500, 1000),
        ("two_triplets", "off", [2, 2, 2, 3, 3, 3], ALL, 2500, 500),
        ("four_and_pair", "off", [6, 6, 6, 6, 2, 2], ALL, 1500, 1500),  # three pairs remain
    ],
)
def test_each_scoring_option_changes_what_the_engine_scores(
    rule, value, dice, keep, standard, house
):
    base = Rules(opening_min="0")
    assert set_aside_points(base, dice, keep) == standard
    changed = base.with_setting(f"{rule}={value}")
    assert set_aside_points(changed, dice, keep) == house


def test_five_and_six_of_a_kind_double_or_stay_fixed():
    fixed = Rules(opening_min="0")
    doubling = Rules(opening_min="0", five_six_kind="doubling")
    doubled = Rules(opening_min="0", four_kind="double", five_six_kind="doubling")
    five = [3, 3, 3, 3, 3, 2]
    assert set_aside_points(fixed, five, (0, 1, 2, 3, 4)) == 2000
    four = [4, 4, 4, 4, 2, 3]
    assert set_aside_points(doubling, four, (0, 1, 2, 3)) == 1000
    assert set_aside_points(doubled, four, (0, 1, 2, 3)) == 800  # twice the triple
    double_fixed = Rules(opening_min="0", four_kind="double")
    assert set_aside_points(double_fixed, four, (0, 1, 2, 3)) == 800
    assert set_aside_points(double_fixed, five, (0, 1, 2, 3, 4)) == 2000
    assert set_aside_points(doubling, five, (0, 1, 2, 3, 4)) == 2000  # 2 x 1,000
    assert set_aside_points(doubled, five, (0, 1, 2, 3, 4)) == 1200  # 300 x 2 x 2
    assert set_aside_points(fixed, [1] * 6, ALL) == 3000
    assert set_aside_points(doubling, [1] * 6, ALL) == 4000
    assert set_aside_points(doubled, [1] * 6, ALL) == 8000


def test_an_option_turned_off_makes_its_dice_score_only_by_their_parts():
    rules = Rules(opening_min="0", straight="off")
    state = new_game(2, rules, seed=1)
    state.apply_chance([1, 2, 3, 4, 5, 6])
    with pytest.raises(IllegalAction) as error:
        state.apply(Bank(ALL))
    assert error.value.rule == "scoring_dice"
    assert Bank((0, 4)) in state.legal_actions()
    # Three pairs off too: 2-2-3-3-4-4 is a farkle.
    state = new_game(2, Rules(three_pairs="off"), seed=1)
    events = state.apply_chance([2, 2, 3, 3, 4, 4])
    assert any(isinstance(e, Farkled) for e in events)


def test_the_bank_minimum_holds_every_turn_not_only_the_first():
    rules = Rules(opening_min="0", bank_min="350")
    state = new_game(2, rules, seed=1)
    state.apply_chance([1, 1, 1, 2, 3, 4])
    state.apply(Bank((0, 1, 2)))  # 1,000: opened
    state.apply_chance([1, 1, 1, 2, 3, 4])
    state.apply(Bank((0, 1, 2)))
    state.apply_chance([1, 5, 2, 3, 4, 6])  # seat 0 again, opened: 150 is below 350
    assert Bank((0, 1)) not in state.legal_actions()
    with pytest.raises(IllegalAction) as error:
        state.apply(Bank((0, 1)))
    assert error.value.rule == "bank_min"
    assert state.turn_total == 0 and state.scores == [1000, 1000]
    # Without the minimum the same bank is allowed.
    free = new_game(2, Rules(opening_min="0"), seed=1)
    free.apply_chance([1, 5, 2, 3, 4, 6])
    assert Bank((0, 1)) in free.legal_actions()


def test_hot_dice_off_the_last_dice_must_bank():
    rules = Rules(opening_min="0", hot_dice=False)
    state = new_game(2, rules, seed=1)
    state.apply_chance([1, 1, 1, 5, 5, 5])
    assert Roll(ALL) not in state.legal_actions() and Bank(ALL) in state.legal_actions()
    with pytest.raises(IllegalAction) as error:
        state.apply(Roll(ALL))
    assert error.value.rule == "hot_dice"
    # With hot dice on (the default) rolling all six again is allowed.
    on = new_game(2, Rules(opening_min="0"), seed=1)
    on.apply_chance([1, 1, 1, 5, 5, 5])
    assert Roll(ALL) in on.legal_actions()


def test_hot_dice_off_a_roll_that_can_neither_bank_nor_roll_on_is_a_farkle():
    rules = Rules(hot_dice=False)  # opening 500
    state = new_game(2, rules, seed=1)
    state.apply_chance([5, 2, 3, 4, 6, 6])
    state.apply(Roll((0,)))
    state.apply_chance([5, 2, 3, 4, 6])
    state.apply(Roll((1,)))
    state.apply_chance([5, 3, 4, 6])
    state.apply(Roll((2,)))
    state.apply_chance([5, 4, 6])
    state.apply(Roll((3,)))
    state.apply_chance([5, 6])
    state.apply(Roll((4,)))  # 250, one die left
    events = state.apply_chance([5])  # 300 < 500 and no die would be left: a dead end
    assert any(isinstance(e, Farkled) for e in events)
    assert state.turn_seat == 1 and state.streaks == [1, 0]
    # With 500 reached (the opening) the same last die banks instead.
    state = new_game(2, Rules(hot_dice=False, opening_min="0"), seed=1)
    state.apply_chance([5, 2, 3, 4, 6, 6])
    state.apply(Roll((0,)))
    events = state.apply_chance([5, 2, 3, 4, 6])
    assert not any(isinstance(e, Farkled) for e in events)


def test_an_opening_minimum_below_the_bank_minimum_is_refused_naming_both_rules():
    with pytest.raises(ValueError, match="opening_min 350 is below bank_min 500"):
        Rules(opening_min="350", bank_min="500")
    Rules(opening_min="0", bank_min="500")  # no opening minimum: fine
    Rules(opening_min="500", bank_min="500")
    with pytest.raises(ValueError, match="three_pairs must be one of"):
        Rules(three_pairs="600")


def test_the_standard_table_is_todays_and_its_record_has_no_house_rule():
    rules = Rules()
    assert rules.scoring == rules.scoring.__class__()
    assert set(rules.to_dict()) == {"three_farkle_penalty", "opening_min", "target", "final_round"}
    house = Rules(three_pairs="750")
    assert house.to_dict()["three_pairs"] == "750"
    assert Rules.from_dict(house.to_dict()) == house
    assert points([2, 2, 3, 3, 4, 4]) == 1500


def test_each_preset_sets_its_rules_and_is_recognised():
    for name in PRESETS:
        rules = preset_rules(name)
        assert preset_of(rules) == name
        for key, value in PRESETS[name].items():
            assert getattr(rules, key) == value
    assert preset_of(Rules()) == "standard"
    changed = preset_rules("zilch").with_setting("straight=2500")
    assert preset_of(changed) == "custom"
    # The target is the players' choice: a preset keeps it.
    assert preset_rules("zilch", Rules(target=3000)).target == 3000
    with pytest.raises(ValueError, match="unknown Farkle preset 'nope'; known: standard"):
        preset_rules("nope")


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_game_under_each_preset_plays_to_the_end_and_replays(name):
    rules = preset_rules(name, Rules(target=3000))
    rng = random.Random(7)
    state = new_game(2, rules, seed=7)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    record = json.loads(json.dumps(make_record(state, PLAYERS)))
    assert Rules.from_dict(record["rules"]) == rules
    assert replay_record(record).totals() == state.totals()


def test_the_code_round_trips_every_preset_and_a_custom_table():
    custom = Rules(target=7000, three_pairs="750", straight="off", bank_min="350", hot_dice=False)
    for rules in [*(preset_rules(n) for n in PRESETS), custom]:
        code = encode(rules)
        assert len(code) <= 24
        assert decode(code) == rules
        assert decode(f"  {code.lower()}\n") == rules  # pasted with spaces, lower case


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("X" * (MAX_LENGTH + 1), "too_long"),
        ("hello world", "not_a_table"),
        ("YD1.farkle.2026-01-01.500.O.AA.ABCDEF", "not_a_table"),
        ("FK2.AAKBAAAAAAAAB.9C9F", "version"),
        ("FK1.AAKBAAAAAAAAC.9C9F", "damaged"),
        ("FK1.AAKBAAAAAAAAB.9C9E", "damaged"),
    ],
)
def test_a_damaged_oversized_or_garbage_code_is_refused_with_its_reason(text, reason):
    with pytest.raises(TableCodeError) as error:
        decode(text)
    assert error.value.reason == reason
    assert "\n" not in str(error.value)


def test_a_code_whose_settings_are_not_an_allowed_table_is_refused():
    from yenta_desktop.engine.farkle.code import PREFIX, _checksum

    body = f"{PREFIX}.ACKBAAAAAAADB"  # opening_min 350 below bank_min 500
    with pytest.raises(TableCodeError, match="not an allowed table: opening_min") as error:
        decode(f"{body}.{_checksum(body)}")
    assert error.value.reason == "invalid"
    body = f"{PREFIX}.ZAKBAAAAAAAAB"  # a penalty index beyond its choices
    with pytest.raises(TableCodeError, match="three_farkle_penalty"):
        decode(f"{body}.{_checksum(body)}")


def test_the_house_rules_are_the_ones_a_preset_may_set():
    assert set(HOUSE_RULES) <= {s.name for s in Rules.SETTINGS}


def test_a_save_mid_turn_carries_its_table():
    from yenta_desktop.engine.farkle.record import state_from_dict, state_to_dict

    rules = preset_rules("zilch")
    state = new_game(2, rules, seed=3)
    state.apply_chance([1, 2, 2, 2, 2, 6])  # four 2s: 400 under doubling (200 x 2)
    state.apply(Roll((0, 1, 2, 3, 4)))
    data = json.loads(json.dumps(state_to_dict(state)))
    loaded = state_from_dict(data)
    assert loaded.rules == rules and loaded.turn_total == 500
    assert loaded.legal_actions() == state.legal_actions()
