"""The scorecard solver kit: it imports no game, and it reads the rules from a spec's hooks."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from yenta_desktop.ai.kits.scorecard import (
    Box,
    SolverModel,
    StateSpace,
    dice_set,
    model_from_spec,
)
from yenta_desktop.engine.yahtzee import FORCED, FREE, Rules
from yenta_desktop.engine.yahtzee.spec import YahtzeeSpec

KIT = Path(__file__).resolve().parents[3] / "yenta_desktop" / "ai" / "kits"


def test_the_kits_import_no_game_and_only_the_standard_library_or_themselves():
    for path in KIT.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith("numpy"), (path, name)
                if name.startswith("yenta_desktop"):
                    assert name.startswith("yenta_desktop.ai.kits"), (path, name)


ROLLS = dice_set(5).rolls


class YahtzeeLike(YahtzeeSpec):
    """Aces, Sixes, Full House and Yahtzee with a 35 bonus at 10: enough to show the Joker."""

    rows = tuple(
        row for row in YahtzeeSpec.rows if row.id in {"aces", "sixes", "full_house", "yahtzee"}
    )
    upper_bonus_threshold = 10


def _yahtzee_like(joker: str) -> SolverModel:
    """The kit's model of the card, its Joker read from the engine's hooks."""
    return model_from_spec(YahtzeeLike(), Rules(joker=joker))


SIX_SIXES = dice_set(5).all_alike[5]


def test_a_forced_joker_goes_to_its_upper_box_with_the_extra_bonus():
    model = _yahtzee_like(FORCED)
    state = (0b0111, 0, 1)  # Yahtzee box holds 50; aces, sixes and full house open
    assert [(b, points) for b, points, _ in model.writes(state, SIX_SIXES, False)] == [(1, 130)]


def test_a_forced_joker_takes_a_lower_box_at_joker_value_once_its_upper_box_is_written():
    model = _yahtzee_like(FORCED)
    state = (0b0101, 0, 0)  # Yahtzee box holds 0: no extra bonus
    assert [(b, points) for b, points, _ in model.writes(state, SIX_SIXES, False)] == [(2, 25)]


def test_a_free_joker_may_go_anywhere_and_scores_joker_values_only_when_its_upper_box_is_written():
    model = _yahtzee_like(FREE)
    open_sixes = [(b, p) for b, p, _ in model.writes((0b0111, 0, 1), SIX_SIXES, False)]
    assert open_sixes == [(0, 100), (1, 130), (2, 100)]
    sixes_written = [(b, p) for b, p, _ in model.writes((0b0101, 0, 1), SIX_SIXES, False)]
    assert sixes_written == [(0, 100), (2, 125)]


def test_writing_the_yahtzee_box_sets_the_flag_only_with_points():
    model = _yahtzee_like(FORCED)
    _, after = model.after_write(model.start_state(), 3, 50)
    assert after[2] == 1
    _, after = model.after_write(model.start_state(), 3, 0)
    assert after[2] == 0


def test_the_upper_bonus_is_paid_when_the_last_upper_box_reaches_the_threshold():
    model = _yahtzee_like(FORCED)
    bonus, after = model.after_write((0b1110, 4, 0), 1, 6)
    assert bonus == 35 and after[1] == 0
    bonus, _ = model.after_write((0b1110, 3, 0), 1, 6)
    assert bonus == 0


def test_the_state_space_holds_both_flags_only_once_the_yahtzee_box_is_written():
    space = StateSpace(_yahtzee_like(FORCED))
    states = list(space.states())
    assert all(flag == 0 for mask, _, flag in states if mask & 0b1000)
    assert any(flag == 1 for mask, _, flag in states if not mask & 0b1000)
    assert [space.index(s) for s in states] == list(range(space.size))


def test_a_model_refuses_points_for_the_wrong_number_of_rolls():
    with pytest.raises(ValueError, match="252 rolls"):
        SolverModel("bad", (Box("chance", (1, 2, 3)),))
