"""The scorecard family's factory: a game declared from its specification and rules plays
through the protocol, picks a variant card from a rule, pickles, counts its statistics and words
its errors as declared (engine/families/scorecard_game.py; the toy of toydeclared.py)."""

from __future__ import annotations

import pickle
import random
import typing

import pytest

from tests.engine.families import toydeclared as toy
from yenta_desktop.engine import IllegalAction, protocol
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.protocol import PERFECT_INFORMATION, GameModule


def play_out(state, seed: int = 0):
    """Random legal play to the end."""
    rng = random.Random(seed)
    return protocol.play_out(state, lambda obs: rng.choice(obs.legal_actions()))


def test_the_declaration_exports_every_name_of_the_game_protocol():
    wanted = set(typing.get_type_hints(GameModule)) | {
        name for name in vars(GameModule) if not name.startswith("_")
    }
    missing = {name for name in wanted if not hasattr(toy, name)}
    assert not missing
    assert toy.GAME_ID == "toy-card" and toy.GAME_TITLE == "Toy Card"
    assert (toy.MIN_PLAYERS, toy.MAX_PLAYERS) == (1, 3)
    assert toy.HIDDEN_INFORMATION == PERFECT_INFORMATION
    assert set(toy.__all__) >= {"GameState", "Observation", "new_game", "state_steps"}


def test_a_rule_picks_the_variant_card_and_its_statistics_row():
    double = toy.new_game(2, toy.Rules(), seed=1)
    single = toy.new_game(2, toy.Rules(card="single"), seed=1)
    assert type(double) is toy.GameState and type(double).SPEC is toy.SPEC
    assert isinstance(single, toy.GameState) and type(single).SPEC is toy.SINGLE
    assert type(single).__name__ == "ToySingleState"
    assert len(single.cards[0]) == 5 and len(double.cards[0]) == 10
    assert toy.stat_variant(toy.Rules(card="single")) == "single"
    assert toy.stat_variant(toy.Rules()) == ""
    record = toy.make_record(play_out(single), [{"name": "A"}, {"name": "B"}])
    assert record["format"] == "toy-card-record"
    again = toy.replay_record(record)
    assert type(again).SPEC is toy.SINGLE
    assert again.cards == single.cards and again.turns == single.turns


def test_states_and_observations_pickle_by_their_module_names():
    state = toy.new_game(1, toy.Rules(card="single"), seed=3)
    state.apply_chance((1, 2, 3))
    assert pickle.loads(pickle.dumps(state)) == state
    obs = state.observation(0)
    assert pickle.loads(pickle.dumps(obs)) == obs
    assert type(obs).__module__ == toy.__name__


def test_the_declared_words_name_the_rules_in_errors():
    state = toy.new_game(1, seed=2)
    state.apply_chance((1, 2, 4))
    with pytest.raises(IllegalAction) as order:
        state.apply(Score("chance"))
    assert order.value.rule == "chance_last"
    assert "chance is the last box of a column: chance must wait" in str(order.value)
    state.apply(Roll(()))
    state.apply_chance((1, 2, 4))
    state.apply(Roll(()))
    state.apply_chance((1, 2, 4))
    with pytest.raises(IllegalAction) as rolls:
        state.apply(Roll(()))
    assert rolls.value.rule == "three_rolls" and "a box" in str(rolls.value)


def test_a_written_box_may_be_taken_back_and_a_roll_may_not():
    state = toy.new_game(1, seed=4)
    state.apply_chance((1, 2, 4))
    assert toy.undoable(state, Score("ones"))
    assert not toy.undoable(state, Roll((0,)))


def test_resampling_redraws_only_the_rolls_to_come():
    state = toy.new_game(2, seed=5)
    state.apply_chance((1, 1, 2))
    copy = toy.resample_hidden(state, 1, random.Random(9))
    assert copy.observation(1) == state.observation(1)
    assert copy.rng.getstate() != state.rng.getstate()


def test_the_statistics_count_what_the_declaration_names():
    names = [column.key for column in toy.STAT_COLUMNS]
    assert names == ["mean_total", "best_total", "bonus_rate", "triples", "loss_per_choice"]
    state = toy.new_game(1, seed=6)
    for dice, row in [((3, 3, 3), "triple"), ((1, 2, 4), "ones")]:
        state.apply_chance(dice)
        state.apply(Score(row))
    play_out(state)
    (tally,) = toy.seat_tallies(state)
    assert tally["triples"] == 1 and tally["games"] == 1 and tally["total"] == state.totals()[0]
    assert tally["bonuses"] == sum(1 for c in (0, 1) if toy.SPEC.bonus(state.cards[0], c))
    assert tally["review_loss"] == 0 and tally["review_choices"] == 0


def test_an_action_of_either_card_parses_and_a_state_refuses_a_box_off_its_card():
    assert toy.action_from_dict({"type": "score", "row": "run", "column": 1}) == Score("run", 1)
    single = toy.new_game(1, toy.Rules(card="single"), seed=7)
    single.apply_chance((1, 2, 3))
    with pytest.raises(IllegalAction) as error:
        single.apply(Score("run", 1))
    assert error.value.rule == "column_name"
    with pytest.raises(ValueError, match="unknown row"):
        toy.action_from_dict({"type": "score", "row": "yacht"})
