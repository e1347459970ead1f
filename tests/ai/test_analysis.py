"""The analysis of a position (ai/analysis.py) gives the coach's and the solver's numbers.

Positions are reached by seeded games of random legal moves, written as text and read back
(what a player pastes), and their analysis is compared with what the coach says at the
original moment of the original game. 40 positions per game by default; the 1,000 of
issue 32 run under ``-m slow``.
"""

from __future__ import annotations

import pytest

from tests.engine.positions_helpers import rules_of, sample
from yenta_desktop.ai.analysis import EXPECTED_TOTAL, WIN_CHANCE, analyse, analyse_text
from yenta_desktop.engine.positions import parse_position, position_of

COUNTS = [40, pytest.param(1000, marks=pytest.mark.slow)]
EMPTY_YAHTZEE = "-,-,-,-,-,-/-,-,-,-,-,-,-"


def test_the_empty_yahtzee_card_before_its_first_roll_is_worth_254_5877():
    analysis = analyse_text("yahtzee", f"{EMPTY_YAHTZEE} r0")
    assert analysis.choices == ()
    assert analysis.exact and analysis.measure == EXPECTED_TOTAL
    assert round(analysis.value, 4) == 254.5877


def test_the_free_joker_and_yatzy_have_their_own_empty_card_values():
    from yenta_desktop.ai.yahtzee.policy import TABLES
    from yenta_desktop.engine.yahtzee import Rules

    free = analyse_text("yahtzee", f"{EMPTY_YAHTZEE} r0 joker=free").value
    yatzy = analyse_text("yatzy", "-,-,-,-,-,-/-,-,-,-,-,-,-,-,- r0").value
    assert free == pytest.approx(TABLES.table(Rules(joker="free")).game_value(), abs=1e-3)
    assert yatzy == pytest.approx(TABLES.table(Rules(scorecard="yatzy")).game_value(), abs=1e-3)
    assert free > 254.5877 > yatzy


def _read_back(name, game_id, state):
    """The position of ``state`` as a player pastes it: printed, then parsed."""
    return parse_position(name, position_of(game_id, state).text())


def _coach_numbers(game_id, state):
    """What the game's coach shows at ``state`` for the seat to act: box -> expected total,
    held values -> expected total, and Hard's move as a choice key."""
    seat = state.turn_seat
    card, dice, rolls = state.cards[seat], state.dice, state.rolls_done
    if game_id == "dice-poker":
        from yenta_desktop.ai.dicepoker.coach import Coach

        advice = Coach().advise_dice(state.rules, card, dice, rolls)
        boxes = {(0, r.row): r.expected_total for r in advice.rows}
    elif game_id == "yahtzee":
        from yenta_desktop.ai.yahtzee.coach import Coach

        advice = Coach().advise_dice(state.rules, card, state.extras[seat], dice, rolls)
        boxes = {(0, row): value for row, value in advice.rows.items()}
    else:
        from yenta_desktop.ai.tripleyahtzee.coach import Coach

        advice = Coach().advise_dice(state.rules, card, state.extras[seat], dice, rolls)
        boxes = dict(advice.boxes)
    holds = {hold.values: hold.expected_total for hold in advice.holds}
    best = advice.best
    if hasattr(best, "keep"):
        hard = ("hold", tuple(sorted(dice[p] for p in best.keep)))
    else:
        hard = ("box", (best.column, best.row))
    return boxes, holds, hard


def _solver_start(game_id, state):
    """The solver's expected final total of the seat's card before its first roll."""
    seat = state.turn_seat
    card = state.cards[seat]
    from yenta_desktop.ai.scorecards import tables_for

    tables = tables_for(game_id)
    assert tables is not None
    now = tables.spec_for(state.rules).total(card, state.extras[seat])
    return now + tables.table(state.rules).value(tables.state(state.rules, card))


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize(
    ("name", "game_id", "settings"),
    [
        ("dice-poker", "dice-poker", ()),
        ("dice-poker", "dice-poker", ("upper_first=off",)),
        ("yahtzee", "yahtzee", ()),
        ("yahtzee", "yahtzee", ("joker=free",)),
        ("yatzy", "yahtzee", ("scorecard=yatzy",)),
        ("triple-yahtzee", "triple-yahtzee", ()),
    ],
)
def test_scorecard_analysis_equals_the_coach_and_the_solver(name, game_id, settings, count):
    rules = rules_of(game_id, settings)
    exact = game_id != "triple-yahtzee"
    starts = 0
    for state in sample(game_id, rules, count, seed=5):
        analysis = analyse(_read_back(name, game_id, state))
        assert analysis.exact is exact
        if state.is_chance_node():
            if state.rolls_done == 0 and exact:
                # A turn's start: the solved table's expected final total.
                assert analysis.value == pytest.approx(_solver_start(game_id, state), abs=2e-3)
                starts += 1
            continue
        boxes, holds, hard = _coach_numbers(game_id, state)
        got_boxes = {
            (c.detail["column"], c.detail["row"]): c.value
            for c in analysis.choices
            if c.kind == "box"
        }
        got_holds = {tuple(c.detail["dice"]): c.value for c in analysis.choices if c.kind == "hold"}
        assert got_boxes == boxes
        assert got_holds == holds
        (chosen,) = [c for c in analysis.choices if c.hard]
        key = tuple(chosen.detail["dice"]) if chosen.kind == "hold" else None
        if chosen.kind == "box":
            key = (chosen.detail["column"], chosen.detail["row"])
        assert (chosen.kind, key) == hard
        best = max(c.value for c in analysis.choices)
        assert analysis.choices[0].value == best == analysis.value
        assert all(c.loss == pytest.approx(best - c.value, abs=1e-6) for c in analysis.choices)
    assert starts > 0 or not exact


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize(
    ("settings", "exact"), [((), True), (("target=5000", "opening_min=350"), False)]
)
def test_farkle_analysis_equals_the_coach(settings, exact, count):
    from yenta_desktop.ai.farkle import hard_choices

    rules = rules_of("farkle", settings)
    for state in sample("farkle", rules, count, seed=9, players=(1, 2)):
        analysis = analyse(_read_back("farkle", "farkle", state))
        if state.num_players == 2 and analysis.measure == WIN_CHANCE:
            assert analysis.exact is exact
        coach = hard_choices(state.observation(state.turn_seat))
        if state.is_chance_node():
            assert analysis.choices == ()
            assert analysis.value == next(c.value for c in coach if c.action == "roll")
            continue
        got = [(c.kind, c.detail["points"], c.value) for c in analysis.choices]
        assert got == [(c.action, c.points, c.value) for c in coach]
        assert analysis.choices[0].hard and analysis.value == coach[0].value


def test_the_farkle_solo_game_is_exact_and_in_points():
    analysis = analyse_text("farkle", "0u t0 r6")
    assert analysis.exact and analysis.measure == "expected_final"
    from yenta_desktop.ai.farkle.model import Rules
    from yenta_desktop.ai.farkle.solo import solo_game

    assert analysis.value == pytest.approx(solo_game(Rules()).mean())


def test_three_players_are_an_estimate():
    assert not analyse_text("farkle", ">0u,0u,0u t0 d115523").exact
    assert analyse_text("farkle", ">0u,0u t0 d115523").exact


def test_the_held_dice_are_marked_and_cost_what_they_give_away():
    analysis = analyse_text("yahtzee", f"{EMPTY_YAHTZEE} r1:1*2*3*56")
    (marked,) = [c for c in analysis.choices if c.marked]
    assert marked.detail["dice"] == [1, 2, 3]
    assert marked.loss == pytest.approx(analysis.value - marked.value)
    assert analysis.to_dict()["held"] == [0, 1, 2]


@pytest.mark.parametrize(
    ("name", "game_id"),
    [("yahtzee", "yahtzee"), ("triple-yahtzee", "triple-yahtzee"), ("farkle", "farkle")],
)
def test_every_legal_move_of_the_state_is_one_of_the_choices(name, game_id):
    rules = rules_of(game_id, ())
    for state in sample(game_id, rules, 40, seed=3, players=(1, 2)):
        if state.is_chance_node():
            continue
        position = _read_back(name, game_id, state)
        analysis = analyse(position)
        rebuilt = position.to_state()
        priced = [analysis.choice_of(a, rebuilt.dice) for a in rebuilt.legal_actions()]
        assert None not in priced
        # Every choice listed is some legal move (distinct dice kept make distinct moves).
        assert {id(c) for c in priced} == {id(c) for c in analysis.choices}


@pytest.mark.parametrize(
    ("name", "game_id", "text"),
    [
        ("yahtzee", "yahtzee", "3,6,9,-,15,18/-,-,25,30,40,50,- u51 x100 r1:44444"),
        ("yahtzee", "yahtzee", "3,6,9,12,15,18/-,-,25,30,40,50,- u63 x0 r2:44444"),
        ("yahtzee", "yahtzee", "3,6,9,12,15,18/-,-,25,30,40,0,- u63 x0 r1:44444 joker=free"),
        (
            "triple-yahtzee",
            "triple-yahtzee",
            "|".join(["-,-,-,-,-,-/-,-,-,-,-,50,-"] * 3) + " r1:66666",
        ),
    ],
)
def test_joker_and_extra_yahtzee_positions_equal_the_coach(name, game_id, text):
    position = parse_position(name, text)
    analysis = analyse(position)
    boxes, holds, hard = _coach_numbers(game_id, position.to_state())
    got = {
        (c.detail["column"], c.detail["row"]): c.value for c in analysis.choices if c.kind == "box"
    }
    assert got == boxes
    assert {tuple(c.detail["dice"]): c.value for c in analysis.choices if c.kind == "hold"} == holds
    if text.startswith("3,6,9,-"):
        # The forced Joker: a Yahtzee of fours goes in the open fours box, and earns 100 more.
        assert list(got) == [(0, "fours")]
        (box,) = [c for c in analysis.choices if c.kind == "box"]
        assert box.detail["points"] == 20


def _played_record(game_id, seed):
    import random

    from yenta_desktop.engine.registry import get_game

    module = get_game(game_id)
    rng = random.Random(seed)
    state = module.new_game(2, module.Rules(), seed=seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    players = [{"name": f"P{n}", "kind": "ai", "level": "random"} for n in (1, 2)]
    return module, module.make_record(state, players)


@pytest.mark.parametrize("game_id", ["dice-poker", "yahtzee", "triple-yahtzee", "farkle"])
def test_a_position_from_a_replay_step_shows_what_the_coach_showed_then(game_id):
    from yenta_desktop.ai.farkle import hard_choices

    module, record = _played_record(game_id, 21)
    checked = 0
    for state, _ in module.replay_steps(record):
        if state.is_terminal or state.is_chance_node() or checked >= 60:
            continue
        # Copied from the replay, pasted as text: a fresh parse of the printed position.
        analysis = analyse_text(game_id, position_of(game_id, state).text())
        if game_id == "farkle":
            coach = hard_choices(state.observation(state.turn_seat))
            assert [c.value for c in analysis.choices] == [c.value for c in coach]
        else:
            boxes, holds, _ = _coach_numbers(game_id, state)
            assert {
                (c.detail["column"], c.detail["row"]): c.value
                for c in analysis.choices
                if c.kind == "box"
            } == boxes
            assert {
                tuple(c.detail["dice"]): c.value for c in analysis.choices if c.kind == "hold"
            } == holds
        checked += 1
    assert checked == 60
