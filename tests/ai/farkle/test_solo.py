"""Solo Farkle solved exactly: one turn left is Medium's turn, earlier the streak and the
opening minimum weigh on the turns to come, and the cap never binds."""

from __future__ import annotations

import pytest

from yenta_desktop.ai.farkle.bots import HardBot, hard_choices
from yenta_desktop.ai.farkle.levels import Position, medium_choices
from yenta_desktop.ai.farkle.model import UNIT, Rules
from yenta_desktop.ai.farkle.solo import SOLO_CAP, SoloGame, solo_choices, solo_game
from yenta_desktop.engine import farkle

RULES = Rules()


def pos(**kw: object) -> Position:
    base: dict[str, object] = dict(
        my_banked=0, opp_banked=0, turn_total=0, dice=(1, 2, 3, 4, 6, 6), dice_left=6
    )
    base.update(kw)
    if base["dice"] is not None:
        base["dice_left"] = len(base["dice"])  # type: ignore[arg-type]
    return Position(**base)  # type: ignore[arg-type]


@pytest.mark.parametrize("opened", [False, True])
@pytest.mark.parametrize("farkles", [0, 1, 2])
@pytest.mark.parametrize(
    ("total", "dice"), [(0, (1, 5, 5, 2, 3, 4)), (300, (1, 5, 2)), (450, (5, 3)), (0, (1, 1, 1, 5))]
)
def test_with_one_turn_left_solo_hard_is_medium(
    opened: bool, farkles: int, total: int, dice: tuple[int, ...]
) -> None:
    # The last turn: only this turn's points count (and a third farkle's penalty).
    p = pos(my_banked=2500, turn_total=total, dice=dice, my_opened=opened, my_farkles=farkles)
    hard = solo_choices(p, 1, RULES)
    medium = medium_choices(p, RULES)
    assert [(c.set_aside, c.action) for c in hard] == [(c.set_aside, c.action) for c in medium]
    assert [c.value - 2500 for c in hard] == pytest.approx([c.value for c in medium], abs=1e-9)


def test_an_unopened_player_is_worth_less_and_plays_for_the_opening() -> None:
    game = solo_game(RULES)
    # Not opened with no farkle in a row: the start, and every third turn after farkles.
    for k in (10, 7, 4, 1):
        assert game.value(k, False, 0) < game.value(k, True, 0)
    assert game.value(1, True, 0) - game.value(1, False, 0) == pytest.approx(20.74, abs=0.01)
    # With more turns to come the handicap weighs more (it lasts until the first bank).
    assert game.value(10, True, 0) - game.value(10, False, 0) > 100
    # Ten turns left, 200 set aside, not opened: Hard keeps both ones (400 with three dice,
    # nearer the opening 500) where Medium's one-turn view keeps one (300 with four dice).
    p = pos(turn_total=200, dice=(1, 1, 2, 3, 4), my_opened=False)
    assert solo_choices(p, 10, RULES)[0].set_aside == (2, 0, 0, 0, 0, 0)
    assert medium_choices(p, RULES)[0].set_aside == (1, 0, 0, 0, 0, 0)
    # With one turn left the two agree: the future is what made the difference.
    assert solo_choices(p, 1, RULES)[0].set_aside == (1, 0, 0, 0, 0, 0)


def test_a_farkle_streak_makes_hard_bank_sooner_when_turns_are_left() -> None:
    # One farkle in a row, 150 set aside, a 1 among three dice: a second farkle would put
    # the next turn one farkle from the penalty, so Hard banks 250; Medium rolls on.
    p = pos(turn_total=150, dice=(1, 2, 3), my_farkles=1)
    assert solo_choices(p, 10, RULES)[0].action == "bank"
    assert medium_choices(p, RULES)[0].action == "roll"


def test_the_rule_options_enter_the_solution() -> None:
    # Short games solve in a moment: without a penalty the streak does not matter, without
    # an opening minimum having opened does not matter.
    free = SoloGame(Rules(three_farkle_penalty=0, opening_min=0), turns=1)
    assert free.value(1, True, 2) == free.value(1, True, 0) == free.value(1, False, 0)
    strict = SoloGame(Rules(three_farkle_penalty=1000, opening_min=1000), turns=2)
    assert strict.value(1, False, 0) < strict.value(1, True, 0) - 50
    assert strict.value(2, True, 2) < strict.value(2, True, 0) - 100
    # A third farkle on the last turn costs exactly the penalty.
    assert strict.after_farkle(1, True, 2) == -1000


def test_the_cap_is_never_reached_by_a_roll_worth_taking() -> None:
    game = solo_game(RULES)
    game.mean()
    assert game.solved >= 34  # at least every turn a game from the start can reach
    for turn in game._turns.values():
        cap = turn.cap
        assert cap == SOLO_CAP
        # The last total from which rolling six dice pays is 18,300 (366 units) in every turn.
        assert all(turn.should_bank(t, n) for t in range(cap - 30, cap) for n in range(1, 7))


@pytest.mark.slow
def test_a_higher_cap_gives_the_same_values() -> None:
    high = SoloGame(RULES, cap=30_000 // UNIT)
    assert high.mean() == solo_game(RULES).mean()


def test_hard_at_a_table_of_one_plays_the_solo_optimum_in_final_totals() -> None:
    state = farkle.new_game(1, seed=3)
    state.scores[0], state.opened[0], state.turns_taken[0] = 1200, True, 4
    state.apply_chance([1, 5, 2, 3, 3, 6])
    choices = hard_choices(state.observation(0))
    # Expected final totals: the 1,200 banked plus this turn and the five after it.
    turn = solo_game(RULES).turn(6, True, 0)
    for choice in choices:
        t = choice.points // UNIT
        used = sum(choice.set_aside or ())
        value = turn.bank_value(t) if choice.action == "bank" else turn.roll_value(t, 6 - used)
        assert choice.value == 1200 + value
    assert choices[0].value == max(c.value for c in choices)
    assert HardBot().decide(state.observation(0)) == choices[0]
    assert solo_game(RULES).mean() == pytest.approx(5850.25, abs=0.01)
