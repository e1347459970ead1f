"""Easy, Medium and Hard decisions from an observation-like position (a sketch for the game).

The game state does not exist yet, so a position is a plain dict (or
:class:`Position`) of what a seat can see::

    my_banked, opp_banked     banked scores (points); opp = the strongest opponent
    turn_total                points set aside this turn before the current roll
    dice                      the roll to set aside from (faces), or None
    dice_left                 dice rolled (with dice) or to roll next (without)
    my_farkles, opp_farkles   farkles in a row (0-2)
    my_opened, opp_opened     banked at least once (rule 5)
    final_round               this is my last turn: the opponent reached the target

A decision is a :class:`Choice`: with dice, the set-aside (counts per face)
and then "bank" or "roll"; without dice, only "bank" or "roll". Every choice
carries its value: the expected turn score (Easy, Medium) or the chance of
winning (Hard, and Medium in the final round: the chance to pass the leader).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from yenta_desktop.ai.farkle.model import (
    DEFAULT_RULES,
    NUM_DICE,
    UNIT,
    DiceModel,
    Rules,
    farkle_model,
    next_dice,
)
from yenta_desktop.ai.farkle.space import REACHED, Space
from yenta_desktop.ai.farkle.turn import Turn, pass_chances
from yenta_desktop.engine.farkle.scoring import Counts, best_set_aside, distinct_set_asides

#: Medium assumes a bank from this turn total on (rolling never pays there; tests check).
EXPECTED_CAP = 30_000
#: Easy banks from this turn total on once Bank is allowed.
EASY_BANK_AT = 350


@dataclass(frozen=True)
class Position:
    my_banked: int
    opp_banked: int
    turn_total: int
    dice: tuple[int, ...] | None
    dice_left: int
    my_farkles: int = 0
    opp_farkles: int = 0
    my_opened: bool = True
    opp_opened: bool = True
    final_round: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.dice_left <= NUM_DICE:
            raise ValueError(f"dice left must be 1-{NUM_DICE}, not {self.dice_left}")
        if self.dice is not None and len(self.dice) != self.dice_left:
            raise ValueError("the roll must have dice_left dice")
        if self.turn_total < 0 or self.turn_total % UNIT:
            raise ValueError(f"a turn total is a multiple of {UNIT}, not {self.turn_total}")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Position:
        dice = data.get("dice")
        return cls(
            my_banked=int(data["my_banked"]),
            opp_banked=int(data["opp_banked"]),
            turn_total=int(data["turn_total"]),
            dice=None if dice is None else tuple(int(d) for d in dice),
            dice_left=int(data["dice_left"]),
            my_farkles=int(data.get("my_farkles", 0)),
            opp_farkles=int(data.get("opp_farkles", 0)),
            my_opened=bool(data.get("my_opened", True)),
            opp_opened=bool(data.get("opp_opened", True)),
            final_round=bool(data.get("final_round", False)),
        )


@dataclass(frozen=True)
class Choice:
    """A set-aside (None before/without a roll), then bank or roll, with its value."""

    set_aside: Counts | None
    points: int
    action: str
    value: float


def _position(obs: Position | Mapping[str, Any]) -> Position:
    return obs if isinstance(obs, Position) else Position.from_dict(obs)


def _can_bank(pos: Position, total: int, rules: Rules) -> bool:
    return total > 0 and total >= rules.bank_units(pos.my_opened) * UNIT


def easy_decide(obs: Position | Mapping[str, Any], rules: Rules = DEFAULT_RULES) -> Choice:
    """Issue 20's Easy: take the best-scoring set-aside, bank at 350+ or with 2 dice or fewer."""
    pos = _position(obs)
    counts: Counts | None = None
    points = 0
    left = pos.dice_left
    if pos.dice is not None:
        best = best_set_aside(pos.dice, rules.scoring)
        if best is None:
            raise ValueError("a farkle: there is nothing to set aside")
        counts, points = best
        left = next_dice(pos.dice_left, sum(counts), rules.hot_dice)
    total = pos.turn_total + points
    bank = _can_bank(pos, total, rules) and (total >= EASY_BANK_AT or left <= 2)
    if pos.final_round and pos.my_banked + total <= pos.opp_banked:
        bank = False
    if pos.dice is not None and left == 0 and not bank:
        # Hot dice off: taking every die would have to bank; keep fewer and roll on (and
        # bank the lot when every set-aside takes every die: then Bank is the only move).
        fewer = [
            o for o in distinct_set_asides(pos.dice, rules.scoring) if sum(o[0]) < pos.dice_left
        ]
        if fewer:
            counts, points = max(fewer, key=lambda o: (o[1], sum(o[0])))
            total = pos.turn_total + points
        else:
            bank = True
    return Choice(counts, points, "bank" if bank else "roll", float(total))


@cache
def expected_turn(opening_units: int, farkle_points: int, model: DiceModel | None = None) -> Turn:
    """The expected-score turn (values in points) for a player who may bank from a total,
    under ``model``'s scoring table (the standard one by default)."""
    return Turn(
        lambda t: float(t * UNIT) if t >= max(1, opening_units) else None,
        float(farkle_points),
        EXPECTED_CAP // UNIT,
        model,
    )


@cache
def _pass_table(model: DiceModel | None = None) -> list[list[float]]:
    return pass_chances(model, dmax=2 * EXPECTED_CAP // UNIT)


def _choices(
    pos: Position, bank_value: Any, roll_value: Any, rules: Rules = DEFAULT_RULES
) -> list[Choice]:
    """Every (set-aside, bank/roll) with its value, best first."""
    result: list[Choice] = []
    if pos.dice is None:
        units = pos.turn_total // UNIT
        options: list[tuple[Counts | None, int, int, int]] = [(None, 0, units, pos.dice_left)]
    else:
        options = [
            (
                counts,
                pts,
                (pos.turn_total + pts) // UNIT,
                next_dice(pos.dice_left, sum(counts), rules.hot_dice),
            )
            for counts, pts in distinct_set_asides(pos.dice, rules.scoring)
        ]
        if not options:
            raise ValueError("a farkle: there is nothing to set aside")
    for counts, pts, t, m in options:
        b = bank_value(t)
        if b is not None:
            result.append(Choice(counts, pts, "bank", b))
        r = roll_value(t, m) if m else None
        if r is not None:
            result.append(Choice(counts, pts, "roll", r))
    # Best value first; on a tie bank before roll, more points and fewer dice first.
    result.sort(key=lambda c: (-c.value, c.action != "bank", -c.points))
    return result


def medium_choices(obs: Position | Mapping[str, Any], rules: Rules = DEFAULT_RULES) -> list[Choice]:
    """Medium's view: each choice's expected turn score (final round: chance to pass)."""
    pos = _position(obs)
    if pos.final_round:
        need = (pos.opp_banked - pos.my_banked) // UNIT
        model = rules.model
        h = _pass_table(None if model is farkle_model() else model)

        def fr_bank(t: int) -> float | None:
            if not _can_bank(pos, t * UNIT, rules):
                return None
            return 1.0 if t > need else 0.5 if t == need else 0.0

        def fr_roll(t: int, m: int) -> float | None:
            left = need - t
            # Already past the leader, rolling only risks a farkle.
            return h[left][m] if left >= 0 else 1.0 - model.farkle[m]

        return _choices(pos, fr_bank, fr_roll, rules)
    penalty = -rules.three_farkle_penalty if pos.my_farkles == 2 else 0
    model = rules.model
    turn = expected_turn(
        rules.bank_units(pos.my_opened), penalty, None if model is farkle_model() else model
    )

    def roll(t: int, m: int) -> float | None:
        return turn.roll_value(t, m) if t < turn.cap else None

    return _choices(pos, turn.bank_value, roll, rules)


def medium_decide(obs: Position | Mapping[str, Any], rules: Rules = DEFAULT_RULES) -> Choice:
    """Medium: the choice with the best expected turn score (final round: to pass)."""
    return medium_choices(obs, rules)[0]


class HardTable:
    """Hard from solved turn-start values W (flat, size x size, mover-major) of a space.

    The turn is solved exactly at decision time (:class:`Turn` with banking worth
    1 - W[other][after bank], a farkle 1 - W[other][after farkle]) and cached
    per turn start, so a turn's later decisions are lookups.
    """

    def __init__(self, space: Space, values: list[float], rules: Rules) -> None:
        if len(values) != space.size * space.size:
            raise ValueError("the table does not match its space")
        self.space = space
        self.values = values
        self.rules = rules
        self._turns: dict[tuple[int, int], Turn] = {}
        self._pass = (
            pass_chances(dmax=space.target + space.margin - space.floor + 80)
            if space.final_round
            else []
        )

    def w(self, mover: int, other: int) -> float:
        return self.values[mover * self.space.size + other]

    def _states(self, pos: Position) -> tuple[int, int] | None:
        s = self.space
        try:
            me = s.state(pos.my_banked // UNIT, pos.my_farkles, pos.my_opened)
            opp = s.state(pos.opp_banked // UNIT, pos.opp_farkles, pos.opp_opened)
        except ValueError:
            return None
        return me, opp

    def turn(self, me: int, opp: int) -> Turn:
        key = (me, opp)
        if key not in self._turns:
            s = self.space
            score_me, score_opp = s.score(me), s.score(opp)

            def bank(t: int) -> float | None:
                if t < s.bank_min(me):
                    return None
                nxt = s.after_bank(me, t)
                if nxt != REACHED:
                    return 1.0 - self.w(opp, nxt)
                if not s.final_round:
                    return 1.0
                d = min(score_me + t - score_opp, len(self._pass) - 1)
                return 1.0 - self._pass[d][NUM_DICE]

            self._turns[key] = Turn(bank, 1.0 - self.w(opp, s.after_farkle(me)), s.cap(me))
        return self._turns[key]

    def choices(self, obs: Position | Mapping[str, Any]) -> list[Choice]:
        """Each choice's chance of winning; Medium's where the table has no such state."""
        pos = _position(obs)
        states = None if pos.final_round else self._states(pos)
        if states is None:
            return medium_choices(pos, self.rules)
        turn = self.turn(*states)

        def roll(t: int, m: int) -> float | None:
            return turn.roll_value(t, m) if t < turn.cap else None

        return _choices(pos, turn.bank_value, roll, self.rules)

    def decide(self, obs: Position | Mapping[str, Any]) -> Choice:
        return self.choices(obs)[0]


def hard_decide(
    obs: Position | Mapping[str, Any], table: HardTable | None, rules: Rules = DEFAULT_RULES
) -> Choice:
    """Hard: the table's best choice, or Medium's where there is no table for these rules."""
    if table is None or table.rules != rules:
        return medium_decide(obs, rules)
    return table.decide(obs)
