"""The kit's roll spaces read declared dice: multisets for alike dice, ordered rolls when they differ,
each agreeing with the engine turn's own exact outcomes."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

import pytest

from yenta_desktop.ai.kits.scorecard.dice import (
    DiceSet,
    OrderedDice,
    dice_set,
    positions_for,
    roll_space,
)
from yenta_desktop.engine.families.dice import STANDARD_D6, DieKind, Face, dice_key, standard
from yenta_desktop.engine.families.dice_turn import DiceTurn

RED_BLUE = DieKind("red-blue", [Face(1, "red"), Face(1, "blue"), Face(2, "red"), Face(2, "red")])
PAINTED = tuple(
    DieKind(f"p{k}", [Face(v, ("red", "blue", "green")[(k + v) % 3]) for v in (1, 2, 3)])
    for k in range(3)
)


def test_six_sided_dice_keep_the_shared_multiset_space() -> None:
    assert roll_space((STANDARD_D6,) * 5) is dice_set(5)
    assert roll_space((standard(6),) * 3) is dice_set(3)
    assert isinstance(roll_space((standard(4),) * 3), DiceSet)
    assert isinstance(roll_space(PAINTED), OrderedDice)


def _engine_distribution(kinds: tuple[DieKind, ...], hold: tuple[int, ...], dice: tuple[int, ...]):
    turn = DiceTurn(len(kinds), 2, kinds=kinds)
    turn.start()
    turn.apply_chance(0, None, list(dice))  # type: ignore[arg-type]
    turn.hold(0, hold)
    rolling = turn.rolling
    assert rolling is not None
    result: dict[tuple[object, ...], Fraction] = defaultdict(Fraction)
    for values, p in turn.chance_outcomes():
        after = list(dice)
        for position, face in zip(rolling, values, strict=True):
            after[position] = face
        result[tuple(after)] = result[tuple(after)] + p
    return result


def test_ordered_keepers_land_as_the_engines_turn_says() -> None:
    space = roll_space(PAINTED)
    assert len(space.rolls) == 27 and len(space.keepers) == 64 and space.num_holds == 37
    dice = space.rolls[17]
    for hold in ((), (0,), (1, 2), (0, 2)):
        keeper = space.keeper_at(dice, hold)
        assert space.positions_of(dice, keeper) == hold == positions_for(dice, keeper)
        indices, probs = space.keeper_outcomes[space.keeper_number(keeper)]
        kit = {dice_key(space.rolls[i]): p for i, p in zip(indices, probs, strict=True)}
        engine = {
            dice_key(k): float(p) for k, p in _engine_distribution(PAINTED, hold, dice).items()
        }
        assert kit == pytest.approx(engine)
    # Every roll's hold keepers are its own 2**3 - 1 partial holds.
    assert all(len(h) == 7 for h in space.hold_keepers)


def test_alike_declared_dice_group_into_weighted_multisets() -> None:
    kinds = (RED_BLUE,) * 3
    space = roll_space(kinds)
    assert isinstance(space, DiceSet) and not space.plain
    # Three distinct faces (red 1, blue 1, red 2 twice as likely): 10 multisets of three.
    assert len(space.rolls) == 10 and sum(space.roll_probs) == pytest.approx(1)
    turn = DiceTurn(3, 1, kinds=kinds)
    turn.start()

    def bag(dice) -> tuple[str, ...]:
        return tuple(sorted(repr(k) for k in dice_key(dice)))

    grouped = {bag(v): float(p) for v, p in turn.chance_outcomes(grouped=True)}
    kit = {bag(r): p for r, p in zip(space.rolls, space.roll_probs, strict=True)}
    assert kit.keys() == grouped.keys() and len(kit) == 10
    assert all(kit[k] == pytest.approx(grouped[k]) for k in kit)
    # A hold of a blue 1 is told from a hold of a red 1.
    roll = space.canonical([Face(1, "red"), Face(1, "blue"), Face(2, "red")])
    red = space.keeper_number(space.keeper_at(roll, (0,)))
    blue = space.keeper_number(space.keeper_at(roll, (1,)))
    assert red != blue


def test_the_hold_lattice_lets_go_of_one_die_at_a_time() -> None:
    ordered = roll_space(PAINTED)
    full = ordered.num_holds + 5
    assert len(ordered.one_fewer(full)) == 3
    assert all(ordered.held(ordered.keepers[k]) == 2 for k in ordered.one_fewer(full))
    multi = dice_set(5)
    top = multi.keeper_index[(1, 1, 2, 3, 3)]
    assert multi.held(multi.keepers[top]) == 5
    assert [multi.keepers[k] for k in multi.one_fewer(top)] == [
        (1, 1, 2, 3),
        (1, 1, 3, 3),
        (1, 2, 3, 3),
    ]
