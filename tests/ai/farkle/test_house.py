"""The AI under Farkle house rules: Medium's expected score is exact for any table (checked
against brute force over the engine's own legal actions), Hard says it estimates, and every
level plays a house game to the end with legal moves."""

from __future__ import annotations

import random

import pytest

from yenta_desktop.ai.farkle.bots import EasyBot, HardBot, MediumBot, ai_rules
from yenta_desktop.ai.farkle.hard import hard_model
from yenta_desktop.ai.farkle.levels import Position, medium_choices
from yenta_desktop.ai.farkle.styles import make_style
from yenta_desktop.engine.farkle import Bank, Rules, new_game
from yenta_desktop.engine.farkle.rules import PRESETS, preset_rules
from yenta_desktop.engine.farkle.state import GameState, Phase


def brute(state: GameState) -> float:
    """Seat 0's best expected banked points from here (0 on a farkle), by the engine."""
    if state.phase is Phase.ROLL:
        total = 0.0
        for outcome, chance in state.chance_outcomes():
            after = state.clone()
            after.apply_chance(list(outcome))
            total += float(chance) * (0.0 if after.turn_seat != 0 else brute(after))
        return total
    best = float("-inf")
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        value = float(after.scores[0]) if isinstance(action, Bank) else brute(after)
        best = max(best, value)
    return best


@pytest.mark.parametrize(
    "rules",
    [
        Rules(opening_min="0", bank_min="500", hot_dice=False, three_ones="300"),
        Rules(opening_min="0", hot_dice=False, four_kind="double", five_six_kind="doubling"),
        Rules(opening_min="0", hot_dice=False),
    ],
)
def test_medium_is_the_exact_expected_score_under_a_house_table(rules):
    # Set aside 1, 1, 5, 5 (300) and roll the last two dice.
    state = new_game(2, rules, seed=1)
    state.opened[0] = True
    state.apply_chance([1, 1, 5, 5, 2, 3])
    from yenta_desktop.engine.farkle import Roll

    state.apply(Roll((0, 1, 2, 3)))
    exact = brute(state)
    pos = Position(0, 0, 300, None, 2, my_opened=True)
    choices = medium_choices(pos, ai_rules(rules))
    roll = next(c for c in choices if c.action == "roll")
    assert roll.value == pytest.approx(exact, abs=1e-9)


def test_the_house_check_above_can_fail_medium_differs_from_the_standard_table():
    house = Rules(opening_min="0", bank_min="500", hot_dice=False)
    pos = Position(0, 0, 300, None, 2, my_opened=True)
    standard = next(c for c in medium_choices(pos, ai_rules(Rules())) if c.action == "roll")
    changed = next(c for c in medium_choices(pos, ai_rules(house)) if c.action == "roll")
    assert standard.value != pytest.approx(changed.value)


def test_hard_is_exact_only_for_the_tables_it_ships():
    assert hard_model(ai_rules(Rules())).exact
    assert hard_model(ai_rules(Rules(target=3000))).exact
    for name in PRESETS:
        if name != "standard":
            model = hard_model(ai_rules(preset_rules(name)))
            assert model is not None and not model.exact


@pytest.mark.parametrize("name", [n for n in PRESETS if n != "standard"])
def test_every_level_and_style_plays_a_house_game_to_the_end(name):
    rules = preset_rules(name, Rules(target=2000))
    bots = [EasyBot(1), MediumBot(2), HardBot(3), make_style("guide", 4), make_style("bold", 5)]
    rng = random.Random(9)
    for game in range(3):
        seats = rng.sample(bots, 2)
        state = new_game(2, rules, seed=game)
        while not state.is_terminal:
            if state.is_chance_node():
                state.apply_chance()
                continue
            seat = state.current_seat
            assert seat is not None
            action = seats[seat].choose(state.observation(seat))
            assert action in state.legal_actions()
            state.apply(action)


def test_easy_behind_in_the_final_round_with_hot_dice_off_keeps_a_die_to_roll():
    from yenta_desktop.ai.farkle.levels import easy_decide

    rules = ai_rules(Rules(hot_dice=False))
    pos = Position(0, 5000, 0, (1, 1, 1, 5, 5, 5), 6, final_round=True)
    choice = easy_decide(pos, rules)
    assert choice.action == "roll" and sum(choice.set_aside or ()) < 6
    # With hot dice on it rolls all six again.
    choice = easy_decide(pos, ai_rules(Rules()))
    assert choice.action == "roll" and sum(choice.set_aside or ()) == 6
