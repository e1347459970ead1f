"""Painted (rainbow) Yahtzee: the rules engine (issue 31).

One to six players fill a 20-box card with five dice whose faces each carry a number and
a colour (the balanced layout of rule 1), up to three rolls a turn: upper bonus (35 at
63), colour bonus (25 at 75), extra Yahtzees and the Joker (``joker=forced`` or
``free``). docs/rules/painted-yahtzee.md states every rule as this program plays it.
The card is :mod:`.spec`, the settings :mod:`.rules`; the scorecard family builds the
rest (engine/families/scorecard_game.py). Records keep each die's face as
``[number, colour]``; the table is ui/games/paintedyahtzee.
"""

from collections.abc import Iterable
from typing import Any

from yenta_desktop.engine.families.scorecard import Roll, ScorecardState
from yenta_desktop.engine.families.scorecard_game import Feat, ScorecardGame, ScorecardStats
from yenta_desktop.engine.paintedyahtzee.rules import FORCED as FORCED
from yenta_desktop.engine.paintedyahtzee.rules import FREE as FREE
from yenta_desktop.engine.paintedyahtzee.rules import Rules as Rules
from yenta_desktop.engine.paintedyahtzee.spec import COLOUR_ROWS as COLOUR_ROWS
from yenta_desktop.engine.paintedyahtzee.spec import COLOURS as COLOURS
from yenta_desktop.engine.paintedyahtzee.spec import DICE as DICE
from yenta_desktop.engine.paintedyahtzee.spec import NUMBER_ROWS as NUMBER_ROWS
from yenta_desktop.engine.paintedyahtzee.spec import PAINT_ROWS as PAINT_ROWS
from yenta_desktop.engine.paintedyahtzee.spec import ROWS as ROWS
from yenta_desktop.engine.paintedyahtzee.spec import SPEC as SPEC
from yenta_desktop.engine.paintedyahtzee.spec import UPPER_ROWS as UPPER_ROWS
from yenta_desktop.engine.paintedyahtzee.spec import all_alike
from yenta_desktop.engine.paintedyahtzee.spec import layout as layout


def yahtzees_rolled(state: ScorecardState, seat: int) -> float:
    """How many of ``seat``'s turns ended on five dice of one number (their colours
    differ, so the number is what counts)."""
    return sum(
        1
        for turn in state.turns
        if turn["seat"] == seat and all_alike([_number(d) for d in turn["rolls"][-1]])
    )


def _number(entry: Any) -> int:
    """A recorded die's number (a face ``[number, colour]``, a Face, or a bare value)."""
    if isinstance(entry, (list, tuple)):
        return int(entry[0])
    return int(getattr(entry, "value", entry))


GAME = ScorecardGame(
    SPEC,
    Rules,
    score_words="a box",
    roll_limit_rule="three_rolls",
    stats=ScorecardStats(Feat("yahtzees", "Yahtzees", yahtzees_rolled), review=True),
)
#: Every hold a Roll may name: 0 to 4 positions (holding all five is writing).
HOLDS: tuple[tuple[int, ...], ...] = SPEC.holds


def hold(positions: Iterable[int]) -> Roll:
    """``Roll`` holding ``positions`` (the dice differ, so positions are what is held)."""
    return Roll(tuple(sorted(positions)))


_NAMES = GAME.exports(__name__)
globals().update(_NAMES)
__all__ = sorted(
    {*_NAMES["__all__"]}
    | {
        "COLOURS",
        "COLOUR_ROWS",
        "DICE",
        "FORCED",
        "FREE",
        "HOLDS",
        "NUMBER_ROWS",
        "PAINT_ROWS",
        "ROWS",
        "SPEC",
        "UPPER_ROWS",
        "hold",
        "layout",
        "yahtzees_rolled",
    }
)
