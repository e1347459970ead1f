"""A pool of simple opponent styles for tests and benchmarks (not levels a player seats).

Written from docs/rules/yahtzee.md and the seat's observation alone, the way a
hobbyist would write a bot: no tables, no probabilities, only counts of faces,
runs and what each box would take now (the scorecard kit's habits,
:mod:`yenta_desktop.ai.kits.scorecard.habits`, whose docstrings say exactly what
each does). Every style plays both cards (Yahtzee, with the forced or the free
Joker, and Yatzy): it only ever writes a box
:func:`~yenta_desktop.engine.yahtzee.legal_rows` allows.

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

:data:`STYLES` maps the names to their classes; :func:`make_style` builds one.
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
from yenta_desktop.engine.yahtzee.actions import Roll, Score
from yenta_desktop.engine.yahtzee.scoring import box_points, legal_rows, rows_of, upper_sum
from yenta_desktop.engine.yahtzee.spec import MAX_ROLLS, YAHTZEE_POINTS
from yenta_desktop.engine.yahtzee.state import Observation

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


def seen_of(obs: Observation) -> Seen:
    """What the seat ``obs`` is for sees of its turn, as the kit's habits read it."""
    rules: Any = obs.rules
    card = obs.cards[obs.seat]
    dice = tuple(obs.dice)
    ids = rows_of(rules)
    five = ids[-1] if rules.is_yatzy else "yahtzee"
    return Seen(
        dice=dice,
        rolls_left=MAX_ROLLS - obs.rolls_done,
        points={
            (0, row): box_points(card, row, dice, rules) for row in legal_rows(card, rules, dice)
        },
        open=frozenset((0, row) for row, points in zip(ids, card, strict=True) if points is None),
        multipliers=(1,),
        upper_sums=(upper_sum(card, rules),),
        upper=ids[:6],
        five=five,
        straights=YATZY_STRAIGHTS if rules.is_yatzy else YAHTZEE_STRAIGHTS,
        pars=YATZY_PARS if rules.is_yatzy else YAHTZEE_PARS,
        extra_alike=not rules.is_yatzy and card[ids.index(five)] == YAHTZEE_POINTS,
    )


class StyleBot(HabitBot):
    """One style: the kit's habit of that name over the seat's observation."""

    description = "Keeps its commonest face; writes whatever scores most now."

    score = Score
    roll = Roll

    def seen(self, obs: Observation) -> Seen:
        """What the seat sees of its turn (:func:`seen_of`)."""
        return seen_of(obs)


class GreedyStyle(StyleBot):
    """The greedy player (the module docstring)."""


class BonusStyle(StyleBot):
    """The bonus hunter."""

    style = "bonus"
    name = "Bonus hunter"
    description = "Three of every face for the upper bonus; zeroes Ones when stuck."


class ChaserStyle(StyleBot):
    """The five-alike and straight chaser."""

    style = "chaser"
    name = "Chaser"
    description = "Goes for five alike and straights, whatever it costs."


class ClubStyle(StyleBot):
    """The careful club player."""

    style = "club"
    name = "Club player"
    description = "Pairs, triples and four-runs; writes against par; Chance as a dump."


class MixtureStyle(StyleBot):
    """Each decision by one of the four fixed styles, drawn at random."""

    style = "mixture"
    name = "Mixture"
    description = "A different one of the simple styles at every decision."


FIXED: tuple[type[StyleBot], ...] = (GreedyStyle, BonusStyle, ChaserStyle, ClubStyle)
ALL: tuple[type[StyleBot], ...] = (*FIXED, MixtureStyle)
STYLES: dict[str, type[StyleBot]] = {cls.style: cls for cls in ALL}


def make_style(name: str, seed: int = 0) -> StyleBot:
    """The style ``name`` (a key of :data:`STYLES`) with its own random generator."""
    return make_bot(STYLES, "Yahtzee", name, seed)
