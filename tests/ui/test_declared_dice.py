"""Issue 30's proof for dice with faces of their own: five different coloured dice play a toy
scorecard through the turn, the in-turn solver (checked against brute force written here),
a record round trip and the dice widget (every style draws a mark that needs no colour).

The dice: die k shows 1, 2, 3 in colours k, k+1, k+2 of five (three faces each, so the
brute force stays small), each face labelled with its colour's initial. No two dice are
alike, so which die shows what matters: the kit's roll space is ordered.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import partial

import pygame
import pytest

from yenta_desktop.ai.kits.scorecard.dice import OrderedDice, positions_for, roll_space
from yenta_desktop.ai.kits.scorecard.policy import best_move, row_options
from yenta_desktop.ai.kits.scorecard.turn import BoxChoice, TurnValues
from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.families import patterns
from yenta_desktop.engine.families.dice import DieKind, Face, dice_key, face_key
from yenta_desktop.engine.families.scorecard import (
    Roll,
    Row,
    Score,
    ScorecardObservation,
    ScorecardSpec,
    ScorecardState,
    new_state,
)
from yenta_desktop.engine.families.scorecard_record import ScorecardRecords
from yenta_desktop.engine.settings import RulesBase
from yenta_desktop.ui.widgets.dice import FACE_COLOURS, STYLES, DiceArt, contrast

COLOURS = ("red", "blue", "green", "yellow", "purple")


def _die(k: int) -> DieKind:
    faces = [
        Face(v, COLOURS[(k + v - 1) % 5], COLOURS[(k + v - 1) % 5][0].upper()) for v in (1, 2, 3)
    ]
    return DieKind(f"toy-{k + 1}", faces)


KINDS = tuple(_die(k) for k in range(5))


@dataclass(frozen=True)
class PaintedToyRules(RulesBase):
    """No settings."""


class PaintedToySpec(ScorecardSpec):
    """Reds (the sum of the red dice), Rainbow (five colours: 20), Four of a Colour (the sum),
    Three of a Kind (by number: the sum), Chance."""

    game_id = "painted-toy"
    title = "Painted Toy"
    rows = (
        Row("reds", "upper", partial(patterns.colour_sum, "red")),
        Row("rainbow", "lower", partial(patterns.rainbow, 20)),
        Row("colour4", "lower", partial(patterns.colour_kind_sum, 4)),
        Row("kind3", "lower", partial(patterns.kind_sum, 3)),
        Row("chance", "lower", patterns.chance),
    )
    num_dice = 5
    max_rolls = 3
    faces = 3
    die_kinds = KINDS
    max_players = 2


SPEC = PaintedToySpec()


class PaintedToyObservation(ScorecardObservation):
    SPEC = SPEC


class PaintedToyState(ScorecardState):
    SPEC = SPEC
    OBSERVATION = PaintedToyObservation
    __slots__ = ()


RECORDS = ScorecardRecords(PaintedToyState, PaintedToyRules)


def new_toy(players: int = 1, seed: int = 0) -> PaintedToyState:
    state: PaintedToyState = new_state(PaintedToyState, players, PaintedToyRules(), seed=seed)
    return state


# ---------------------------------------------------------------------- the turn


def test_the_turn_reads_the_colours_of_the_dice_and_holds_by_position() -> None:
    state = new_toy()
    before = state.clone()
    with pytest.raises(ValueError, match="die 0: .*no face \\[1, 'blue'\\]"):
        state.apply_chance([[1, "blue"], 1, 1, 1, 1])
    assert state == before
    state.apply_chance([1, 1, 1, 1, 1])  # die k's 1 is in colour k: a rainbow
    assert [f.colour for f in state.dice] == list(COLOURS)  # type: ignore[attr-defined]
    points = {p.row: p.points for p in state.preview()}
    assert points == {"reds": 1, "rainbow": 20, "colour4": 0, "kind3": 5, "chance": 5}
    # Hold dice 0 and 4 (red 1, purple 1); the others re-roll to 3, 2, 1: die 1's 3 is yellow,
    # die 2's 2 is yellow, die 3's 1 is yellow.
    state.apply(Roll((0, 4)))
    state.apply_chance([3, 2, 1])
    assert [f.colour for f in state.dice] == ["red", "yellow", "yellow", "yellow", "purple"]  # type: ignore[attr-defined]
    state.apply(Roll((1, 2, 3)))
    state.apply_chance([[3, "green"], [2, "red"]])  # die 0's 3 is green, die 4's 2 is red
    assert {p.row: p.points for p in state.preview()}["reds"] == 2
    events = state.apply(Score("reds"))
    assert events[0].points == 2  # type: ignore[union-attr]
    with pytest.raises(IllegalAction):
        state.apply(Score("reds"))


# ---------------------------------------------------------------------- the solver


def _choices(open_rows: tuple[str, ...], space: OrderedDice) -> list[BoxChoice]:
    """This turn's points for each open row and each roll of ``space`` (no future)."""
    rules = PaintedToyRules()
    result = []
    for row in open_rows:
        late = tuple(float(SPEC.row_points(row, roll, False, rules)) for roll in space.rolls)
        result.append(BoxChoice(row, late, late))
    return result


def _brute_force(open_rows: tuple[str, ...], firsts: list[tuple[int, ...]]) -> list[float]:
    """Expectimax over the engine's own turn: every hold by position, every outcome the turn
    lists (ordered, with its exact probability), every open row scored by the spec. Returns
    the value of each of ``firsts`` as the turn's first roll."""
    state = new_toy()
    turn = state.turn
    rules = PaintedToyRules()
    # The outcomes of re-rolling each set of positions, from the turn itself.
    outcomes: dict[tuple[int, ...], list[tuple[tuple[int, ...], float]]] = {}
    for hold in SPEC.holds:
        probe = turn.copy()
        probe.rolling = tuple(p for p in range(5) if p not in hold)
        outcomes[hold] = [(v, float(p)) for v, p in probe.chance_outcomes()]
    memo: dict[tuple[int, tuple[object, ...]], float] = {}

    def value(dice: tuple[int, ...], rolls_done: int) -> float:
        key = (rolls_done, dice_key(dice))
        found = memo.get(key)
        if found is not None:
            return found
        best = max(float(SPEC.row_points(row, dice, False, rules)) for row in open_rows)
        if rolls_done < SPEC.max_rolls:
            for hold, landed in outcomes.items():
                rolling = [p for p in range(5) if p not in hold]
                total = 0.0
                for fresh, p in landed:
                    after = list(dice)
                    for position, face in zip(rolling, fresh, strict=True):
                        after[position] = face
                    total += p * value(tuple(after), rolls_done + 1)
                best = max(best, total)
        memo[key] = best
        return best

    return [value(d, 1) for d in firsts]


def test_the_in_turn_solver_on_different_dice_matches_brute_force() -> None:
    space = roll_space(KINDS)
    assert isinstance(space, OrderedDice) and len(space.rolls) == 3**5
    assert len(space.keepers) == 4**5 and abs(sum(space.roll_probs) - 1) < 1e-12
    open_rows = ("reds", "rainbow", "colour4", "kind3")
    values = TurnValues(_choices(open_rows, space), dice=space)
    # Every roll after the second is searched in full; the first rolls are a sample of 40.
    firsts = random.Random(30).sample(space.rolls, 40)
    for roll, expected in zip(firsts, _brute_force(open_rows, firsts), strict=True):
        assert values.first(roll) == pytest.approx(expected, abs=1e-9)
    # Order matters: the same numbers on other dice are other colours and another value.
    a = tuple(KINDS[k].resolve(v) for k, v in enumerate((1, 1, 1, 2, 3)))
    b = tuple(KINDS[k].resolve(v) for k, v in enumerate((3, 2, 1, 1, 1)))
    assert sorted(a) == sorted(b) and values.first(a) != values.first(b)


def test_the_kits_choice_on_different_dice_is_a_best_one_by_brute_force() -> None:
    space = roll_space(KINDS)
    open_rows = ("rainbow", "colour4", "chance")
    values = TurnValues(_choices(open_rows, space), dice=space)
    rng = random.Random(3)
    for _ in range(20):
        dice = space.rolls[rng.randrange(len(space.rolls))]
        opts = row_options(values, open_rows, dice, 1, SPEC.max_rolls)
        action, best = best_move(opts, dice, lambda row: Score(row), lambda keep: Roll(keep))
        assert best == pytest.approx(values.first(dice), abs=1e-9)
        if isinstance(action, Roll):
            # The positions held are the keeper's slots, and its value is the best.
            keeper = space.keeper_at(dice, action.keep)
            assert positions_for(dice, keeper) == action.keep
            assert values.hold(1, keeper) == pytest.approx(best, abs=1e-9)


# ---------------------------------------------------------------------- records


def _play(seed: int, players: int = 2) -> PaintedToyState:
    rng = random.Random(seed)
    state = new_toy(players, seed)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_record_of_coloured_dice_round_trips_through_json() -> None:
    state = _play(11)
    players = [{"name": f"P{i}", "kind": "ai", "level": "easy"} for i in range(2)]
    record = json.loads(json.dumps(RECORDS.make_record(state, players)))
    first_roll = record["turns"][0]["rolls"][0]
    assert all(isinstance(d, list) and d[1] in COLOURS for d in first_roll)
    again = RECORDS.replay_record(record)
    assert again.cards == state.cards and again.totals() == state.totals()
    assert json.loads(json.dumps(RECORDS.make_record(again, players))) == record
    # A record whose die shows a colour its die does not have does not load.
    bad = json.loads(json.dumps(record))
    value, colour = bad["turns"][0]["rolls"][0][0]
    other = next(
        c for c in COLOURS if face_key(Face(value, c)) not in {face_key(f) for f in KINDS[0].faces}
    )
    bad["turns"][0]["rolls"][0][0] = [value, other]
    with pytest.raises(ValueError, match="turn 1"):
        RECORDS.replay_record(bad)


def test_a_save_mid_turn_restores_the_coloured_dice() -> None:
    state = new_toy(1, 4)
    state.apply_chance()
    state.apply(Roll((1, 3)))
    state.apply_chance()
    saved = json.loads(json.dumps(RECORDS.state_to_dict(state)))
    restored = RECORDS.state_from_dict(saved)
    assert restored == state and dice_key(restored.dice) == dice_key(state.dice)


# ---------------------------------------------------------------------- the widget


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_every_style_draws_a_mark_that_does_not_depend_on_colour(make_app) -> None:
    make_app()
    for style in STYLES:
        art = DiceArt(style)
        for face in (f for kind in KINDS for f in kind.faces):
            drawn = art.face(face, 48)
            # The label is drawn: the same colour and number without it (or with another
            # letter) looks different...
            unlabelled = art.face(Face(int(face), face.colour), 48)
            relabelled = art.face(Face(int(face), face.colour, "X"), 48)
            assert _pixels(drawn) != _pixels(unlabelled), (style, face)
            assert _pixels(drawn) != _pixels(relabelled), (style, face)
        # ...and two faces of one number and different colours still differ in grey.
        grey = {
            _pixels(pygame.transform.grayscale(art.face(Face(2, c, c[0].upper()), 48)))
            for c in COLOURS
        }
        assert len(grey) == len(COLOURS), style
        # The coloured face is not a plain die's face.
        assert _pixels(art.face(KINDS[0].faces[0], 48)) != _pixels(art.face(1, 48))


def test_pips_read_on_every_face_colour_and_red_dice_get_white_pips() -> None:
    for name, (body, pip) in FACE_COLOURS.items():
        assert contrast(body, pip) >= 3.0, name
    assert FACE_COLOURS["red"][1] == (255, 255, 255)
    assert set(COLOURS) <= set(FACE_COLOURS)
