"""Playing to finish first at a table: every hold and box valued by its chance to win.

Every card is public, so each other seat's position is known: its total so
far and its solver state (open boxes, upper progress, the Yahtzee box's 50).
The solved table gives, for every state, the mean and the second moment of
the points still to come under the expected-score policy, so each seat's
final total is modelled as a normal with that mean and spread (a finished
card: its total, no spread). The other seats are folded into one normal for
the best of their totals (Clark's moments of the maximum of two normals,
seat by seat). Inside the turn the expectimax over holds and boxes is exact
(the kit's :class:`TurnValues`), with the end of the turn worth

    P(my total now + points written + my points to come > the field's best)

where my points to come are the normal of the state the box leads to (none
after my last box: then only the other seats are uncertain), except when one
box is left after this turn: a last box's points are lumpy (a Yahtzee box
gives 50 or nothing), so there the last turn is played out exactly, for each
total it may need (:func:`last_box_chances`: the best chance of scoring at
least v points with that box, for every v it can score), weighted by the
chance that the field's best needs it. A small
tie-break, ``TIE_BREAK`` per expected point, makes the choice the
expected-score one when the chances are (nearly) equal: a game all but won
or lost.

A model, not an exact game solution: it assumes everyone (itself included)
plays for the average after this turn, and the normal misses the lumpy
shape of a few boxes' points (50 or nothing). It decides from the
observation only: the cards, extras, rules, dice and roll count.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from math import erfc, exp, pi, sqrt

from yenta_desktop.ai.kits.scorecard import State, TurnValues, box_utilities, dice_set
from yenta_desktop.ai.yahtzee.policy import TABLES
from yenta_desktop.engine.yahtzee.rules import Rules
from yenta_desktop.engine.yahtzee.spec import spec_for

#: Added to the win chance per expected point of final total: a choice giving away 10
#: expected points must gain more than 0.01 points of win chance (a game all but won or
#: lost is played for the average, not for the model's noise).
TIE_BREAK = 1e-5
SQRT2 = sqrt(2.0)
INV_SQRT2PI = 1 / sqrt(2 * pi)


@dataclass(frozen=True)
class Normal:
    """A final total modelled as a normal: its mean and variance."""

    mean: float
    var: float


def normal_cdf(z: float) -> float:
    """P(N(0, 1) <= z)."""
    return 0.5 * erfc(-z / SQRT2)


def max_of(a: Normal, b: Normal) -> Normal:
    """The normal with the mean and variance of max(A, B), A and B independent (Clark 1961)."""
    spread = sqrt(a.var + b.var)
    if spread < 1e-9:
        return a if a.mean >= b.mean else b
    alpha = (a.mean - b.mean) / spread
    up = normal_cdf(alpha)
    down = 1.0 - up
    density = INV_SQRT2PI * exp(-0.5 * alpha * alpha)
    mean = a.mean * up + b.mean * down + spread * density
    second = (
        (a.mean**2 + a.var) * up + (b.mean**2 + b.var) * down + (a.mean + b.mean) * spread * density
    )
    return Normal(mean, max(0.0, second - mean * mean))


def beats(mean: float, var: float, field: Normal) -> float:
    """P(a total ~ N(mean, var) beats the field's best), a tie counting half."""
    gap = mean - field.mean
    spread2 = var + field.var
    if spread2 < 1e-9:  # both known exactly: whole points
        return 1.0 if gap > 0.5 else 0.5 if gap > -0.5 else 0.0
    return 0.5 * erfc(-gap / sqrt(2.0 * spread2))


def final_total(rules: Rules, card: Sequence[int | None], extras: Sequence[int]) -> Normal:
    """A seat's final total as a normal: its points so far plus the table's points to come."""
    now = spec_for(rules).total(card, extras)
    if all(points is not None for points in card):
        return Normal(float(now), 0.0)
    table = TABLES.table(rules)
    state = TABLES.state(rules, card)
    mean = table.value(state)
    var = max(0.0, table.second_moment(state) - mean * mean)
    return Normal(now + mean, var)


def field_of(
    rules: Rules,
    cards: Sequence[Sequence[int | None]],
    extras: Sequence[Sequence[int]],
    seat: int,
) -> Normal:
    """The best final total of every seat but ``seat``, as one normal."""
    others = [final_total(rules, cards[s], extras[s]) for s in range(len(cards)) if s != seat]
    if not others:
        raise ValueError("a field needs another seat")
    best = others[0]
    for other in others[1:]:
        best = max_of(best, other)
    return best


#: (table name, one-box state) -> (the points it can score, ascending; the best chance of
#: scoring at least each). Filled on first use (about 2 ms per value) or by :func:`warm`.
_last_box: dict[tuple[str, State], tuple[tuple[int, ...], tuple[float, ...]]] = {}
_last_lock = threading.Lock()


def last_box_chances(rules: Rules, state: State) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """For a state with one open box: every total v its last turn can write (points and
    bonuses), ascending, and the best chance of writing at least v (exact, in-turn)."""
    key = (TABLES.name(rules), state)
    found = _last_box.get(key)
    if found is not None:
        return found
    model = TABLES.model(rules)
    rolls = range(len(dice_set(model.num_dice).rolls))
    values = sorted(
        {
            reward
            for r in rolls
            for first in (False, True)
            for _, reward, _ in model.writes(state, r, first)
        }
    )
    chances = [1.0]
    for value in values[1:]:

        def reach(reward: int, after: State, value: int = value) -> float:
            return 1.0 if reward >= value else 0.0

        turn = TurnValues(box_utilities(model, reach, state), model.num_dice, model.num_rolls)
        chances.append(min(1.0, turn.start()))
    found = (tuple(values), tuple(chances))
    with _last_lock:
        _last_box[key] = found
    return found


def warm(rules: Rules) -> None:
    """Work out :func:`last_box_chances` of every one-box state of ``rules`` (a few seconds:
    for a background thread, so that a table's last turns never wait)."""
    model = TABLES.model(rules)
    space = TABLES.table(rules).space
    for i in range(len(model.boxes)):
        mask = 1 << i
        for progress in space.progress_values(mask):
            for flag in model.flag_values(mask):
                last_box_chances(rules, (mask, progress, flag))


def beats_with_last_box(
    now: float, values: Sequence[int], chances: Sequence[float], field: Normal
) -> float:
    """P(beating the field with ``now`` points plus one last box that writes at least
    ``values[i]`` with chance ``chances[i]``), the field's best drawn first (a tie half)."""
    spread = max(0.5, sqrt(field.var))
    scale = 1.0 / (SQRT2 * spread)
    offset = now - field.mean
    total_chance = 0.0
    below = 0.0  # P(field best - now < the previous value)
    for value, chance in zip(values, chances, strict=True):
        upto = 0.5 * erfc(-(value + offset) * scale)
        total_chance += chance * (upto - below)
        below = upto
    return total_chance


def win_values(
    rules: Rules,
    card: Sequence[int | None],
    extras: Sequence[int],
    field: Normal,
) -> TurnValues:
    """The exact in-turn values of a turn from ``card`` when the end of the turn is worth its
    chance to beat ``field`` (plus the tie-break)."""
    model = TABLES.model(rules)
    table = TABLES.table(rules)
    now = spec_for(rules).total(card, extras)
    means = table.means
    moments = table.moments
    index = table.space.index

    def worth(reward: int, after: State) -> float:
        at = index(after)
        mean = float(means[at])
        final = now + reward + mean
        mask = after[0]
        if mask and not mask & (mask - 1):
            values, chances = last_box_chances(rules, after)
            return beats_with_last_box(now + reward, values, chances, field) + TIE_BREAK * final
        var = max(0.0, float(moments[at]) - mean * mean)
        return beats(final, var, field) + TIE_BREAK * final

    state = TABLES.state(rules, card)
    return TurnValues(box_utilities(model, worth, state), model.num_dice, model.num_rolls)


def win_chance(value: float, expected_total: float) -> float:
    """The chance to win inside a win value whose expected final total is ``expected_total``
    (the tie-break taken out, with the expected-score policy's total for the win policy's:
    off by ``TIE_BREAK`` times their difference, a few thousandths of a point at most)."""
    return min(1.0, max(0.0, value - TIE_BREAK * expected_total))
