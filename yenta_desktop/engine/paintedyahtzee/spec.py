"""Painted (rainbow) Yahtzee as a scorecard specification (engine/families/scorecard.py).

Five dice, each face a number and one of five colours (rule 1: the balanced layout
:func:`layout`); twenty boxes in four sections (rule 2): the upper boxes (35 bonus at
63), the number combinations, the colour combinations and the colour boxes (25 bonus
at 75, the spec's ``section_bonuses``); extra Yahtzees and the Joker (rule 3: the
``joker`` and ``extra_bonus`` hooks). The box scorers are the family's
(engine/families/patterns.py); colour boxes read the dice's real colours.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from yenta_desktop.engine.families import patterns
from yenta_desktop.engine.families.dice import DieKind, Face
from yenta_desktop.engine.families.scorecard import (
    Row,
    SectionBonus,
    YahtzeeBoxSpec,
)
from yenta_desktop.engine.paintedyahtzee.rules import MAX_PLAYERS, MIN_PLAYERS

NUM_DICE = 5
MAX_ROLLS = 3
#: Rule 1: the five colours, in die order (die k carries colour k twice).
COLOURS = ("red", "blue", "green", "yellow", "purple")
#: Each colour's mark that does not depend on colour (shown on the face).
LABELS = {"red": "R", "blue": "B", "green": "G", "yellow": "Y", "purple": "P"}

UPPER = "upper"
NUMBERS = "numbers"
PAINTS = "paints"
COLOURS_SECTION = "colours"

UPPER_ROWS = ("ones", "twos", "threes", "fours", "fives", "sixes")
NUMBER_ROWS = ("four_kind", "full_house", "straight", "yahtzee", "chance")
PAINT_ROWS = ("four_colour", "flush", "painted_house", "rainbow")
COLOUR_ROWS = ("reds", "blues", "greens", "yellows", "purples")
ROWS = UPPER_ROWS + NUMBER_ROWS + PAINT_ROWS + COLOUR_ROWS
#: Where a forced Joker goes when its upper box is written (rule 3).
COMBINATION_ROWS = NUMBER_ROWS + PAINT_ROWS

YAHTZEE_BOX = "yahtzee"
UPPER_BONUS = 35
UPPER_THRESHOLD = 63
COLOUR_BONUS = 25
COLOUR_THRESHOLD = 75
YAHTZEE_POINTS = 50
EXTRA_YAHTZEE = 100
FULL_HOUSE = 25
STRAIGHT = 40
FLUSH = 45
PAINTED_HOUSE = 25
RAINBOW = 35
#: Rule 3: what the fixed number boxes score as a Joker (colour boxes count real colours).
JOKER_POINTS = {"full_house": FULL_HOUSE, "straight": STRAIGHT}


def colour_index(die: int, value: int) -> int:
    """Rule 1: the colour (index into :data:`COLOURS`) of ``value`` on die ``die`` (0-4)."""
    return die if value in (1, 6) else (die + value - 1) % len(COLOURS)


def layout(die: int) -> DieKind:
    """Rule 1: die ``die`` (0-4): 1 and 6 in its own colour, 2..5 in the colours after it."""
    faces = []
    for value in range(1, 7):
        colour = COLOURS[colour_index(die, value)]
        faces.append(Face(value, colour, LABELS[colour]))
    return DieKind(f"painted-{die + 1}", faces)


DICE = tuple(layout(k) for k in range(NUM_DICE))


def all_alike(dice: Sequence[int]) -> bool:
    """Whether the five dice show one number (a Yahtzee; its colours are then all different)."""
    return len(dice) == NUM_DICE and len({int(d) for d in dice}) == 1


def _upper_rows() -> tuple[Row, ...]:
    return tuple(
        Row(name, UPPER, partial(patterns.upper, face))
        for face, name in enumerate(UPPER_ROWS, start=1)
    )


def _colour_rows() -> tuple[Row, ...]:
    return tuple(
        Row(name, COLOURS_SECTION, partial(patterns.colour_sum, colour))
        for colour, name in zip(COLOURS, COLOUR_ROWS, strict=True)
    )


class PaintedYahtzeeSpec(YahtzeeBoxSpec):
    """The painted Yahtzee card (rules 1-3 of docs/rules/painted-yahtzee.md)."""

    game_id = "painted-yahtzee"
    title = "Painted Yahtzee"
    rows = (
        _upper_rows()
        + (
            Row("four_kind", NUMBERS, partial(patterns.kind_sum, 4)),
            Row("full_house", NUMBERS, partial(patterns.fixed_full_house, FULL_HOUSE)),
            Row("straight", NUMBERS, partial(patterns.run_of, 5, STRAIGHT)),
            Row("yahtzee", NUMBERS, partial(patterns.all_alike, YAHTZEE_POINTS)),
            Row("chance", NUMBERS, patterns.chance),
            Row("four_colour", PAINTS, partial(patterns.colour_kind_sum, 4)),
            Row("flush", PAINTS, partial(patterns.flush, FLUSH)),
            Row("painted_house", PAINTS, partial(patterns.colour_full_house, PAINTED_HOUSE)),
            Row("rainbow", PAINTS, partial(patterns.rainbow, RAINBOW)),
        )
        + _colour_rows()
    )
    num_dice = NUM_DICE
    max_rolls = MAX_ROLLS
    die_kinds = DICE
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    upper_bonus = UPPER_BONUS
    upper_bonus_threshold = UPPER_THRESHOLD
    section_bonuses = (SectionBonus(COLOURS_SECTION, COLOUR_BONUS, COLOUR_THRESHOLD),)
    # Rule 3 (the family's YahtzeeBoxSpec): a forced Joker goes to the number or colour
    # combinations, the colour boxes counting the dice's real colours.
    number_rows = UPPER_ROWS
    joker_rows = COMBINATION_ROWS
    joker_points = JOKER_POINTS


SPEC = PaintedYahtzeeSpec()
