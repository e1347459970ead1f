"""Every registered scorecard card keeps the promises the solver relies on when it reads it.

The solver (ai/kits/scorecard/model.py) asks a spec's ``joker`` and ``extra_bonus``
only about its special rolls, on cards built from its states (boxes open or written,
the flag row holding points or not). These tests check, on every registered card and
variant (Yacht's too, once it is registered), that the hooks give nothing for the other
rolls, that they read no more of a card than that, and that the rules sharing a
variant name share one solve.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from yenta_desktop.ai.kits.scorecard import dice_set, model_from_spec
from yenta_desktop.ai.scorecards import rule_variants, solvable_games, tables_for
from yenta_desktop.engine.registry import get_game

CASES = [
    (game, name, rules)
    for game, variants in solvable_games().items()
    for name, rules in variants.items()
]


def _spec(game: str, rules: Any) -> Any:
    tables = tables_for(game)
    assert tables is not None
    return tables.spec_for(rules)


def _random_column(spec: Any, rng: random.Random) -> list[int | None]:
    """A column with random boxes written at points their rows can score (or 0)."""
    rolls = dice_set(spec.num_dice).rolls
    column: list[int | None] = []
    for row in spec.rows:
        if rng.random() < 0.5:
            column.append(None)
        else:
            column.append(spec.row_points(row.id, rng.choice(rolls), False, None) or 0)
    return column


def _as_card(spec: Any, column: list[int | None]) -> list[int | None]:
    """``column`` as the card's first column, the others open."""
    return column + [None] * (spec.size - len(column))


def _representative(spec: Any, column: list[int | None]) -> list[int | None]:
    """What the solver knows of ``column``: open or written (0), and whether the flag row
    holds points (then its best points)."""
    rolls = dice_set(spec.num_dice).rolls
    seen = [None if points is None else 0 for points in column]
    if spec.flag_row is not None:
        i = spec.row_index[spec.flag_row]
        if column[i]:
            seen[i] = max(spec.row_points(spec.flag_row, roll, False, None) for roll in rolls)
    return seen


@pytest.mark.parametrize(("game", "name", "rules"), CASES, ids=[f"{g}/{n}" for g, n, _ in CASES])
def test_the_rules_hooks_give_nothing_for_rolls_that_are_not_special(game, name, rules):
    spec = _spec(game, rules)
    rng = random.Random(name)
    plain = [roll for roll in dice_set(spec.num_dice).rolls if not spec.special_roll(roll)]
    for _ in range(4):
        card = _as_card(spec, _random_column(spec, rng))
        for roll in plain:
            assert spec.joker(card, roll, rules) is None, (card, roll)
            for column, row in spec.open_boxes(card):
                assert spec.extra_bonus(card, column, row, roll, rules) == 0, (card, roll, row)


@pytest.mark.parametrize(("game", "name", "rules"), CASES, ids=[f"{g}/{n}" for g, n, _ in CASES])
def test_the_rules_read_only_the_open_boxes_and_the_flag_row(game, name, rules):
    spec = _spec(game, rules)
    rng = random.Random(name)
    special = [roll for roll in dice_set(spec.num_dice).rolls if spec.special_roll(roll)]
    for _ in range(40):
        column = _random_column(spec, rng)
        card = _as_card(spec, column)
        seen = _as_card(spec, _representative(spec, column))
        assert spec.legal_boxes(card, rules) == spec.legal_boxes(seen, rules)
        if spec.free_order(rules):
            assert spec.legal_boxes(card, rules) == spec.open_boxes(card)
            assert all(spec.order_allows(column, 0, row.id, rules) for row in spec.rows)
        for roll in special:
            for first in (False, True):
                assert spec.writes(card, roll, first, rules) == spec.writes(
                    seen, roll, first, rules
                )


def test_rules_that_share_a_variant_name_share_one_model():
    checked = 0
    for game in solvable_games():
        tables = tables_for(game)
        assert tables is not None
        by_name: dict[str, list[Any]] = {}
        for rules in rule_variants(get_game(game).Rules):
            by_name.setdefault(tables.name(rules), []).append(rules)
        for group in by_name.values():
            shared = tables.model(group[0])
            for other in group[1:]:
                own = model_from_spec(tables.spec_for(other), other)
                assert own.digest == shared.digest
                rng = random.Random(str(other))
                masks = shared.reachable_masks
                for mask in rng.sample(masks, min(200, len(masks))):
                    for flag in shared.flag_values(mask):
                        for r in shared.special_rolls:
                            state = (mask, 0, flag)
                            assert own.box_writes(state, r, False) == shared.box_writes(
                                state, r, False
                            )
                checked += 1
    assert checked >= 2  # Yatzy under both Jokers, Triple's column under both Jokers


def test_a_card_without_names_of_its_own_names_its_variants_by_their_settings():
    from yenta_desktop.engine.dicepoker import Rules as PokerRules
    from yenta_desktop.engine.families.scorecard import ScorecardSpec

    class Plain(ScorecardSpec):
        game_id = "plain"

    spec = Plain()
    assert spec.variant_name(None) == "plain"
    assert spec.variant_name(PokerRules()) == "plain"  # defaults are not named
    assert spec.variant_name(PokerRules(upper_first=False)) == "plain-no_upper_first"
