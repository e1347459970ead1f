"""A pool of simple opponent styles for tests and benchmarks (not levels a player seats).

Written from docs/rules/yahtzee.md and the seat's observation alone, the way a
hobbyist would write a bot: no tables, no probabilities, only counts of faces,
runs and what each box would take now (the scorecard kit's habits,
:mod:`yenta_desktop.ai.kits.scorecard.habits`, whose docstrings say exactly what
each does). Every style plays both cards (Yahtzee, with the forced or the free
Joker, and Yatzy): it only ever writes a box
the card's ``legal_boxes`` allow.

* ``greedy``: keeps the face it has most of (ties: the higher face) and writes
  the box that scores most now (ties: card order). It stops early only for a
  five alike or a straight.
* ``bonus``: the bonus hunter. Chases the open upper face it has most of; writes
  an upper box as soon as the roll ends with three or more of an open face;
  otherwise the best lower box that scores, Chance from 20, and when stuck
  zeroes Ones (Aces), then the five-alike box once five or fewer boxes are open.
  Takes a five alike or a Large Straight at once.
* ``chaser``: goes for five alike and the straights: keeps three or more alike
  while the five-alike box is open (or holds 50: extra Yahtzees), else three
  faces of an open straight (one die each), else a pair; rolls on from a Small
  Straight for the Large one; never zeroes the five-alike or straight boxes
  while another box is open.
* ``club``: the careful club player: writes a five alike, a Large Straight, a
  Full House (and a Small Straight once the Large is filled) at once; keeps
  three alike, else four faces of an open straight, else two pairs for a Full
  House (Yatzy: or Two Pairs), else the best pair, else three faces of a
  straight; writes the box whose points beat its "par" most (upper boxes: three
  of the face, counted one and a half times while the bonus is still open; a
  fixed par for each lower box, :data:`YAHTZEE_PARS` and :data:`YATZY_PARS`; the
  five-alike box's par falls as the card fills), so it dumps a poor roll in
  Chance or in Ones and sacrifices the five-alike box late.
* ``mixture``: each decision is one of the four above, drawn at random.

:data:`STYLES` maps the names to their classes (the kit's,
:mod:`yenta_desktop.ai.kits.scorecard.styles`); :func:`make_style` builds one.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.kits.scorecard.habits import (
    CHANCE,
    FOUR,
    FULL,
    LARGE,
    RUN_STRAIGHTS,
    SMALL,
    THREE,
    TWO_PAIRS,
    YAHTZEE_CARD_PARS,
    HabitBot,
    Seen,
    make_bot,
)
from yenta_desktop.ai.kits.scorecard.styles import style_bots
from yenta_desktop.engine.families.scorecard import Roll, Score, ScorecardObservation
from yenta_desktop.engine.yahtzee.spec import MAX_ROLLS, YAHTZEE_POINTS, spec_for

#: What the club player expects of a lower box in an ordinary turn (its "par").
YAHTZEE_PARS = YAHTZEE_CARD_PARS
YATZY_PARS = {
    "one_pair": 8,
    TWO_PAIRS: 14,
    THREE: 10,
    FOUR: 8,
    SMALL: 8,
    LARGE: 8,
    FULL: 14,
    CHANCE: 22,
}
YAHTZEE_STRAIGHTS = RUN_STRAIGHTS
#: Yatzy's straights are exactly 1-5 and 2-6.
YATZY_STRAIGHTS = {SMALL: ((1, 2, 3, 4, 5),), LARGE: ((2, 3, 4, 5, 6),)}


def seen_of(obs: ScorecardObservation) -> Seen:
    """What the seat ``obs`` is for sees of its turn, as the kit's habits read it."""
    rules: Any = obs.rules
    card = obs.cards[obs.seat]
    dice = tuple(obs.dice)
    spec = spec_for(rules)
    ids = spec.row_ids
    five = ids[-1] if rules.is_yatzy else "yahtzee"
    return Seen(
        dice=dice,
        rolls_left=MAX_ROLLS - obs.rolls_done,
        points={
            box: spec.box_points(card, 0, box[1], dice, False, rules)
            for box in spec.legal_boxes(card, rules, dice)
        },
        open=frozenset((0, row) for row, points in zip(ids, card, strict=True) if points is None),
        multipliers=(1,),
        upper_sums=(spec.upper_sum(card),),
        upper=ids[:6],
        five=five,
        straights=YATZY_STRAIGHTS if rules.is_yatzy else YAHTZEE_STRAIGHTS,
        pars=YATZY_PARS if rules.is_yatzy else YAHTZEE_PARS,
        extra_alike=not rules.is_yatzy and card[ids.index(five)] == YAHTZEE_POINTS,
    )


#: Every style by its name (the kit's bots over :func:`seen_of`).
STYLES = style_bots(seen_of, Score, Roll)


def make_style(name: str, seed: int = 0) -> HabitBot:
    """The style ``name`` (a key of :data:`STYLES`) with its own random generator."""
    return make_bot(STYLES, "Yahtzee", name, seed)
