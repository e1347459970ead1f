"""A painted Yahtzee card as the AI sees it: the state that matters, every roll's points,
what writing a box gives, and each box's value per roll for the in-turn search.

A start-of-turn state is :class:`CardState`: the open boxes (bit i is ``ROWS[i]``), the
upper total capped at 63, the colour total capped at 75 and whether the Yahtzee box
holds 50. A bonus counts the moment its section's total reaches the threshold (it is
certain from then on: boxes only add). Every rule comes from the engine's spec: the
points of each box for each of the 7,776 rolls (computed once, lazily) and, for a
Yahtzee rolled while the Yahtzee box is written, the Joker's legal boxes, their points
and the extra bonus (asked of the spec with the card).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from yenta_desktop.ai.paintedyahtzee.turn import NEG, ROLLS, roll_index
from yenta_desktop.engine.paintedyahtzee.rules import Rules
from yenta_desktop.engine.paintedyahtzee.spec import (
    COLOUR_BONUS,
    COLOUR_ROWS,
    COLOUR_THRESHOLD,
    DICE,
    ROWS,
    SPEC,
    UPPER_BONUS,
    UPPER_ROWS,
    UPPER_THRESHOLD,
    YAHTZEE_BOX,
    YAHTZEE_POINTS,
)

NUM_BOXES = len(ROWS)
FULL_MASK = (1 << NUM_BOXES) - 1
UPPER_BITS = sum(1 << ROWS.index(r) for r in UPPER_ROWS)
COLOUR_BITS = sum(1 << ROWS.index(r) for r in COLOUR_ROWS)
YAHTZEE_BIT = 1 << ROWS.index(YAHTZEE_BOX)
#: Per box: 1 for an upper box, 2 for a colour box, 0 otherwise.
SECTION = tuple(1 if r in UPPER_ROWS else 2 if r in COLOUR_ROWS else 0 for r in ROWS)
#: The Yahtzee rolls (five alike), by number 1-6.
YAHTZEE_ROLLS = tuple(roll_index((v,) * 5) for v in range(1, 7))


@dataclass(frozen=True)
class CardState:
    """What decides the rest of a seat's game (see the module docstring)."""

    open: int
    upper: int
    colour: int
    flag: int

    @property
    def turns_left(self) -> int:
        """How many boxes are open (turns to play)."""
        return bin(self.open).count("1")

    def card(self) -> list[int | None]:
        """A card with this state's open boxes (written boxes hold 0, the Yahtzee box 50 when
        flagged): what the spec's Joker needs to know."""
        card: list[int | None] = [None if self.open >> i & 1 else 0 for i in range(NUM_BOXES)]
        if not self.open & YAHTZEE_BIT:
            card[ROWS.index(YAHTZEE_BOX)] = YAHTZEE_POINTS if self.flag else 0
        return card


START = CardState(FULL_MASK, 0, 0, 0)


def state_of(card: Sequence[int | None]) -> CardState:
    """The state of a seat's card."""
    mask = sum(1 << i for i, points in enumerate(card) if points is None)
    upper = sum(card[i] or 0 for i in range(NUM_BOXES) if SECTION[i] == 1)
    colour = sum(card[i] or 0 for i in range(NUM_BOXES) if SECTION[i] == 2)
    flag = int(card[ROWS.index(YAHTZEE_BOX)] == YAHTZEE_POINTS)
    return CardState(mask, min(upper, UPPER_THRESHOLD), min(colour, COLOUR_THRESHOLD), flag)


def after_write(state: CardState, box: int, points: int) -> tuple[int, CardState]:
    """Writing ``points`` into open box ``box``: (bonus earned now, the state after)."""
    upper, colour, flag = state.upper, state.colour, state.flag
    bonus = 0
    if SECTION[box] == 1:
        if upper < UPPER_THRESHOLD <= upper + points:
            bonus = UPPER_BONUS
        upper = min(UPPER_THRESHOLD, upper + points)
    elif SECTION[box] == 2:
        if colour < COLOUR_THRESHOLD <= colour + points:
            bonus = COLOUR_BONUS
        colour = min(COLOUR_THRESHOLD, colour + points)
    elif 1 << box == YAHTZEE_BIT:
        flag = int(points == YAHTZEE_POINTS)
    return bonus, CardState(state.open & ~(1 << box), upper, colour, flag)


def faces_of(roll: Sequence[int]) -> tuple[int, ...]:
    """The dice on the table for numbers ``roll`` (die p's face showing roll[p])."""
    return tuple(DICE[p].tokens[int(v) - 1] for p, v in enumerate(roll))


@cache
def points_table() -> tuple[tuple[int, ...], ...]:
    """Per box: its points (by the spec, no Joker) for each roll, in roll-index order."""
    rules = Rules()
    faces = [faces_of(roll) for roll in ROLLS]
    return tuple(tuple(SPEC.row_points(row, f, False, rules) for f in faces) for row in ROWS)


MAX_POINTS = 50


@cache
def distinct_points() -> tuple[tuple[int, ...], ...]:
    """Per box: the points it can score (no Joker), smallest first."""
    return tuple(tuple(sorted(set(column))) for column in points_table())


def joker_writes(state: CardState, roll: int, rules: Rules) -> list[tuple[int, int, int]] | None:
    """For a Yahtzee roll with the Yahtzee box written: every (box, points, extra bonus) the
    Joker allows (the spec decides); None for any other roll or while the box is open."""
    if state.open & YAHTZEE_BIT or roll not in YAHTZEE_ROLLS:
        return None
    card = state.card()
    dice = faces_of(ROLLS[roll])
    result = []
    for _, row in SPEC.legal_boxes(card, rules, dice):
        points = SPEC.box_points(card, 0, row, dice, False, rules)
        result.append((ROWS.index(row), points, SPEC.extra_bonus(card, 0, row, dice, rules)))
    return result


#: The value of the rest of the game from a start-of-turn state.
StateValue = Callable[[CardState], float]


def box_values(state: CardState, value: StateValue, rules: Rules) -> dict[str, list[float]]:
    """Per open box: the value of writing each roll there (points, bonus, ``value`` of the
    state after), ``-inf`` where the Joker forbids it: the in-turn search's input."""
    table = points_table()
    result: dict[str, list[float]] = {}
    for box in range(NUM_BOXES):
        if not state.open >> box & 1:
            continue
        worth = [0.0] * (MAX_POINTS + 1)
        for points in distinct_points()[box]:
            bonus, after = after_write(state, box, points)
            worth[points] = points + bonus + value(after)
        result[ROWS[box]] = list(map(worth.__getitem__, table[box]))
    if not state.open & YAHTZEE_BIT:
        for roll in YAHTZEE_ROLLS:
            writes = joker_writes(state, roll, rules)
            assert writes is not None
            for values in result.values():
                values[roll] = NEG
            for box, points, extra in writes:
                bonus, after = after_write(state, box, points)
                result[ROWS[box]][roll] = points + extra + bonus + value(after)
    return result
