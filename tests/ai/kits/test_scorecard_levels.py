"""The scorecard kit's generic levels (ai/kits/scorecard/levels.py) on the made-up card of
tests/ai/kits/toy_spec.py (its order rule, first-roll doubling, Joker and extra bonus), declared
as a game and solved by the kit's own backward induction: Hard's every move is a best move of
the brute force, the coach's numbers are the brute force's expected final totals, the review
finds nothing to fault in Hard's game, and Medium plays for this turn only."""

from __future__ import annotations

from array import array
from dataclasses import dataclass
from itertools import product
from statistics import mean

import pytest

from tests.ai.kits.test_toy_spec import _after_roll, brute_value
from tests.ai.kits.toy_spec import SPEC
from yenta_desktop.ai.kits.scorecard import (
    SolverModel,
    SpecTables,
    StateSpace,
    TurnValues,
    box_choices,
    tablefile,
)
from yenta_desktop.ai.kits.scorecard.levels import ScorecardAI
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard_game import ScorecardGame
from yenta_desktop.engine.settings import RulesBase


@dataclass(frozen=True)
class ToyRules(RulesBase):
    """The toy card has no settings."""

    SETTINGS = ()


GAME = ScorecardGame(SPEC, ToyRules, score_words="a box")


def solved(model: SolverModel) -> bytes:
    """The table file of ``model`` solved by the kit's pure-Python backward induction."""
    space = StateSpace(model)
    known: dict[tuple[int, int, int], float] = {}

    def value(state: tuple[int, int, int]) -> float:
        if not state[0]:
            return 0.0
        if state not in known:
            choices = box_choices(model, value, state)
            known[state] = TurnValues(choices, model.num_dice, model.num_rolls).start()
        return known[state]

    means = array("f", [0.0] * space.size)
    for state in space.states():
        means[space.index(state)] = value(state)
    return tablefile.encode(model.digest, means, array("f", [0.0] * space.size))


def _read(game: str, name: str) -> bytes:
    assert (game, name) == ("toy-card", "values-toy-card.sct")
    return solved(TABLES.model(ToyRules()))


TABLES = SpecTables(GAME.spec_for, _read)
AI = ScorecardAI(GAME.spec_for, TABLES, Roll, Score, ToyRules, "toy-card")
NAMES = AI.exports(__name__)


def action_value(state, action) -> float:
    """The brute force's expected final total after ``action`` (the card's points and the
    extra bonuses to come; those already earned are added by the caller)."""
    card, dice, t = tuple(state.cards[state.turn_seat]), tuple(state.dice), state.rolls_done
    if isinstance(action, Score):
        write = next(w for w in SPEC.writes(card, dice, t == 1, None) if w.row == action.row)
        after = list(card)
        after[SPEC.row_index[write.row]] = write.points
        return write.extra + brute_value(tuple(after))
    kept = tuple(dice[p] for p in action.keep)
    fresh = list(product(range(1, 7), repeat=len(dice) - len(kept)))
    return mean(_after_roll(card, tuple(sorted(kept + f)), t + 1) for f in fresh)


def played(level: str, seed: int):
    """The decisions of a solo game of ``level`` on the toy card: (state, action) each."""
    state = GAME.new_game(1, ToyRules(), seed=seed)
    bot = NAMES["BOTS"][level](seed=seed)
    steps = []
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        action = bot.choose(state.observation(0))
        steps.append((state.clone(), action))
        state.apply(action)
    return steps, state


def test_hards_every_move_is_a_best_move_of_the_brute_force():
    moves = 0
    for seed in range(12):
        steps, _ = played("hard", seed)
        for state, action in steps:
            card, dice, t = tuple(state.cards[0]), tuple(state.dice), state.rolls_done
            assert action_value(state, action) == pytest.approx(
                _after_roll(card, dice, t), abs=1e-4
            )
            moves += 1
    assert moves > 60


def test_the_coach_gives_the_brute_forces_expected_final_totals():
    coach, jokers = NAMES["Coach"](), 0
    # Seeds whose games roll a Joker: the boxes it allows are the only ones offered.
    steps = [step for seed in (2, 3, 19) for step in played("hard", seed)[0]]
    for state, action in steps:
        advice = coach.advise(state)
        assert advice is not None and advice.best == action
        earned = sum(state.extras[0])
        card, dice, t = tuple(state.cards[0]), tuple(state.dice), state.rolls_done
        assert set(advice.rows) == {w.row for w in SPEC.writes(card, dice, t == 1, None)}
        jokers += SPEC.joker(card, dice, None) is not None
        assert advice.best_total == pytest.approx(earned + _after_roll(card, dice, t), abs=1e-4)
        for row, total in advice.rows.items():
            assert total == pytest.approx(earned + action_value(state, Score(row)), abs=1e-4)
        for hold in advice.holds:
            value = action_value(state, Roll(hold.positions))
            assert hold.expected_total == pytest.approx(earned + value, abs=1e-4)
    assert jokers >= 3
    # No advice while dice are to be rolled.
    assert coach.advise(GAME.new_game(1, ToyRules(), seed=0)) is None


def test_the_review_finds_no_loss_in_hards_game_and_some_in_mediums():
    losses: dict[str, list[float]] = {"hard": [], "medium": []}
    for level, seed in product(losses, range(8)):
        _, end = played(level, seed)
        record = GAME.records.make_record(end, [{"name": level, "level": level}])
        losses[level].append(NAMES["review_game"](record, [0]).players[0].total_loss)
    assert max(losses["hard"]) == pytest.approx(0, abs=1e-6)
    assert sum(losses["medium"]) > 0.1


def gain(card, write) -> int:
    """The points ``write`` adds to ``card`` now (its box, a bonus it earns, its extra)."""
    after = list(card)
    after[SPEC.row_index[write.row]] = write.points
    return SPEC.total(after) - SPEC.total(card) + write.extra


def test_medium_writes_this_turns_most_points_on_the_last_roll():
    for seed in range(6):
        for state, action in played("medium", seed)[0]:
            if state.rolls_done < SPEC.max_rolls:
                continue
            card, dice = tuple(state.cards[0]), tuple(state.dice)
            gains = {w.row: gain(card, w) for w in SPEC.writes(card, dice, False, None)}
            assert gains[action.row] == max(gains.values())


def test_the_declaration_exports_the_levels_and_the_table_loader():
    assert NAMES["LEVELS"] == ("easy", "medium", "hard")
    for level in ("EasyBot", "MediumBot", "HardBot", "Coach"):
        assert (NAMES[level].__module__, NAMES[level].__qualname__) == (__name__, level)
    assert NAMES["wait_ready"](ToyRules())
    assert NAMES["known_optimal"](ToyRules()) == pytest.approx(
        brute_value(tuple(SPEC.empty_card())), abs=1e-4
    )
    with pytest.raises(TypeError, match="hard takes no option 'depth'"):
        NAMES["HardBot"](seed=0, depth=2)
    assert NAMES["EasyBot"](seed=0, slip="0").slip == 0
    with pytest.raises(TypeError, match=r"easy takes no option 'depth' \(options: slip\)"):
        NAMES["EasyBot"](seed=0, depth=2)
    for bad in ("x", "2"):
        with pytest.raises(ValueError, match="easy option slip"):
            NAMES["EasyBot"](seed=0, slip=bad)


def test_the_kits_easy_plays_legal_games_and_hard_beats_it_on_the_same_seeds():
    totals: dict[str, list[int]] = {"easy": [], "hard": []}
    for level, seed in product(totals, range(30)):
        steps, end = played(level, seed)
        for state, action in steps:
            assert action in state.legal_actions()
        totals[level].append(end.totals()[0])
    assert mean(totals["hard"]) > mean(totals["easy"])
