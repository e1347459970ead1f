"""Opponent styles for Triple Yahtzee's tests and benchmarks (not levels a player seats).

The scorecard kit's habits (:mod:`yenta_desktop.ai.kits.scorecard.habits`, whose
docstrings say exactly what each does) over the triple card, written from
docs/rules/triple-yahtzee.md and the seat's observation alone: a box's worth is
its points times its column's multiplier, so the greedy player writes what adds
most now and the club player puts a roll that beats its par in the x3 column and
a poor one in x1. The holds read the rows open in any column; the chaser counts
five alike as still worth something while a Yahtzee box is open or all three
hold 50 (bonus Yahtzees). Every style writes only a box the rules (the Joker
across the card) allow now.

* ``greedy``, ``bonus`` (the bonus hunter), ``chaser``, ``club`` (the club
  player) and ``mixture`` (each decision one of the four), as in Yahtzee: the kit's bots
  (:mod:`yenta_desktop.ai.kits.scorecard.styles`) in :data:`STYLES`, built by :func:`make_style`.
"""

from __future__ import annotations

from yenta_desktop.ai.kits.scorecard.habits import (
    RUN_STRAIGHTS,
    YAHTZEE_CARD_PARS,
    HabitBot,
    Seen,
    make_bot,
)
from yenta_desktop.ai.kits.scorecard.styles import style_bots
from yenta_desktop.engine.families.scorecard import Roll, Score, ScorecardObservation
from yenta_desktop.engine.tripleyahtzee.spec import (
    BONUS_THRESHOLD,
    COLUMNS,
    MAX_ROLLS,
    SPEC,
    UPPER_ROWS,
    YAHTZEE_BOX,
    YAHTZEE_POINTS,
)


def seen_of(obs: ScorecardObservation) -> Seen:
    """What the seat ``obs`` is for sees of its turn, as the kit's habits read it."""
    rules = obs.rules
    card = obs.cards[obs.seat]
    dice = tuple(obs.dice)
    return Seen(
        dice=dice,
        rolls_left=MAX_ROLLS - obs.rolls_done,
        points={
            (column, row): SPEC.box_points(card, column, row, dice, False, rules)
            for column, row in SPEC.legal_boxes(card, rules, dice)
        },
        open=frozenset(SPEC.open_boxes(card)),
        multipliers=COLUMNS,
        upper_sums=tuple(SPEC.upper_sum(card, column) for column in range(len(COLUMNS))),
        upper=UPPER_ROWS,
        five=YAHTZEE_BOX,
        straights=RUN_STRAIGHTS,
        pars=YAHTZEE_CARD_PARS,
        extra_alike=all(points == YAHTZEE_POINTS for points in SPEC.yahtzee_boxes(card)),
        bonus_line=BONUS_THRESHOLD,
    )


#: Every style by its name (the kit's bots over :func:`seen_of`, in the triple card's words).
STYLES = style_bots(
    seen_of,
    Score,
    Roll,
    {
        "greedy": "Keeps its commonest face; writes whatever adds most now.",
        "bonus": "Three of every face for the upper bonuses; zeroes Aces when stuck.",
        "chaser": "Goes for Yahtzees and straights, whatever it costs.",
        "club": "Writes against par: good rolls in the x3 column, poor ones in x1.",
    },
)


def make_style(name: str, seed: int = 0) -> HabitBot:
    """The style ``name`` (a key of :data:`STYLES`) with its own random generator."""
    return make_bot(STYLES, "Triple Yahtzee", name, seed)
