"""A pool of simple Farkle opponent styles for tests and benchmarks (not levels a player seats).

Written from docs/rules/farkle.md and the seat's observation alone, the way a
hobbyist would write a bot: a fixed rule of thumb for what to set aside and
when to bank, no solved table and no search. Every style banks only when rule 5
allows it (until a first bank the turn total must reach the opening minimum,
so a style below it rolls on) and names a legal set-aside of the current roll,
so each plays every rule set the engine offers (opening minimum, three-farkle
penalty, target, final round on or off).

* ``threshold``: sets aside every scoring die (the best-scoring set-aside, the
  most dice on a tie) and banks as soon as the turn total reaches 300, the
  common rule of thumb, whatever the dice left.
* ``careful``: sets aside the fewest dice that score (a single 1 before a
  single 5) to roll as many as it can; banks (taking every scoring die) once
  the turn total reaches 250, or when even the fewest would leave two dice or
  fewer, or at any total once it has farkled twice in a row (rule 4's penalty).
* ``bold``: sets aside every scoring die and rolls on whatever the total while
  three or more dice are left (hot dice: six, always rolled); banks with one or
  two dice left.
* ``catch-up``: plays by the gap to the leader (the highest other score).
  Ahead by 1,000 or more it banks at 250; within 1,000 at 350; behind by 1,000
  or more at 500; behind by 2,500 or more at 800; with one or two dice left it
  banks at 300 unless 2,500 or more behind; a bank that reaches the target while
  ahead is always taken. In the final round (rule 6: its last turn) it rolls
  until the turn total passes the leader and banks the moment it does.
* ``guide``: a printed "bank at X with n dice left" table: six dice always
  roll, five 2,000, four 1,000, three 400, two 300, one 300, read with the dice
  left after taking every scoring die. Rolling on, it keeps only what a guide
  says is worth keeping: every die when all of them score (hot dice), else
  every triple or better, else one single (a 1 before a 5). The numbers are the shape of the
  published banking guides: Matt Busche's "Maximizing Expected Scores in the
  Game of Zilch" (mattbusche.org/blog/article/zilch, 2010) prints such
  bank-at-X-with-n-dice tables (strategy T[0], no zilches in a row); the search
  corpus holds that article's introduction and contents but not the table
  itself (and Zilch scores differently), so the values here are the commonly
  quoted rule-of-thumb ones, not Busche's. They agree with smartboxgames.com "The
  Dilemma: Roll Again or Hold?" (with three dice: roll at 300 or fewer, hold over
  500) and, compared afterwards, with this program's solved turn (the least totals
  from which the best expected score always banks: one die 350, two 300, three
  450, four 1,050, five 3,100, six 18,350; docs/ai/farkle.md).
* ``mixture``: each decision is one of the five above, drawn at random.

Only ``catch-up`` (and ``mixture`` when it draws it) plays the final round: the
others follow their rule to the end, as the hobbyist bots they stand for do.

:data:`STYLES` maps the names to their classes; :func:`make_style` builds one.
Each ``choose(observation)`` returns an engine action; ``decide`` the
:class:`~.levels.Choice` behind it. Randomness (``mixture`` only) is seeded.
"""

from __future__ import annotations

import random

from yenta_desktop.ai.farkle.bots import action_of, ai_rules, position_of
from yenta_desktop.ai.farkle.levels import Choice, Position, easy_decide
from yenta_desktop.ai.farkle.model import next_dice
from yenta_desktop.engine.farkle import Observation
from yenta_desktop.engine.farkle.actions import Action
from yenta_desktop.engine.farkle.scoring import (
    STANDARD,
    Counts,
    best_set_aside,
    counts_of,
    counts_points,
    distinct_set_asides,
)


def _dice(pos: Position) -> tuple[int, ...]:
    if pos.dice is None:
        raise ValueError("a style acts only after a roll")
    return pos.dice


def take_all(pos: Position) -> tuple[Counts, int]:
    """Every scoring die: the best-scoring set-aside of the roll (the most dice on a tie)."""
    best = best_set_aside(_dice(pos))
    if best is None:
        raise ValueError("a farkle: there is nothing to set aside")
    return best


def fewest(pos: Position) -> tuple[Counts, int]:
    """The set-aside with the fewest dice, the most points among those (a 1 before a 5)."""
    options = distinct_set_asides(_dice(pos))
    if not options:
        raise ValueError("a farkle: there is nothing to set aside")
    return min(options, key=lambda o: (sum(o[0]), -o[1]))


def worth_keeping(pos: Position) -> tuple[Counts, int]:
    """The guide's keep when rolling on: every scoring die when they are all the dice
    rolled (a six-dice combination, hot dice), else every face showing three or more,
    else one single 1 (or 5)."""
    dice = _dice(pos)
    whole = take_all(pos)
    if sum(whole[0]) == len(dice):
        return whole
    counts = counts_of(dice)
    triples = tuple(c if c >= 3 else 0 for c in counts)
    if any(triples):
        keep: Counts = (
            triples[0],
            triples[1],
            triples[2],
            triples[3],
            triples[4],
            triples[5],
        )
    elif counts[0]:
        keep = (1, 0, 0, 0, 0, 0)
    elif counts[4]:
        keep = (0, 0, 0, 0, 1, 0)
    else:
        return whole
    points = counts_points(keep)
    assert points is not None
    return keep, points


def may_bank(pos: Position, total: int, opening: int) -> bool:
    """Rule 5: Bank is open once the seat has banked, else from the opening minimum on."""
    return pos.my_opened or total >= opening


def dice_left_after(pos: Position, counts: Counts) -> int:
    """Dice to roll after setting ``counts`` aside (six again after hot dice)."""
    return next_dice(pos.dice_left, sum(counts))


class StyleBot:
    """One fixed rule of thumb: what to set aside, and when to bank."""

    level = "style"
    style = "threshold"
    name = "Threshold"
    description = "Takes every scoring die and banks at 300."
    #: ``threshold``'s bank-at total.
    bank_at = 300

    def __init__(self, seed: int = 0, **options: object) -> None:
        if options:
            raise ValueError(f"style {self.style} takes no options, not {sorted(options)}")
        self.rng = random.Random(seed)

    def new_game(self) -> None:
        """Nothing to forget: every decision comes from the observation."""

    def choose(self, obs: Observation) -> Action:
        """Set aside and bank or roll by this style."""
        return action_of(obs, self.decide(obs))

    def decide(self, obs: Observation) -> Choice:
        """The style's choice (its value: the turn total after the set-aside).

        The styles are rules of thumb for the standard table; under house rules a choice
        the table does not allow (a straight that is off, a roll with hot dice off, a bank
        below the every-turn minimum) is replaced by Easy's."""
        pos = position_of(obs)
        choice = self.rule(pos, obs.rules.opening_points, obs.rules.target)
        if obs.rules.scoring == STANDARD and obs.rules.hot_dice and not obs.rules.bank_points:
            return choice
        try:
            legal = action_of(obs, choice) in obs.legal_actions()
        except ValueError:
            legal = False
        return choice if legal else easy_decide(pos, ai_rules(obs.rules))

    @staticmethod
    def choice(pos: Position, keep: tuple[Counts, int], bank: bool) -> Choice:
        counts, points = keep
        return Choice(counts, points, "bank" if bank else "roll", float(pos.turn_total + points))

    def rule(self, pos: Position, opening: int, target: int) -> Choice:
        keep = take_all(pos)
        total = pos.turn_total + keep[1]
        return self.choice(pos, keep, total >= self.bank_at and may_bank(pos, total, opening))


class ThresholdStyle(StyleBot):
    """Banks at a fixed turn total (the module docstring)."""


class CarefulStyle(StyleBot):
    """Keeps few dice, banks early."""

    style = "careful"
    name = "Careful"
    description = "Keeps one scoring die to roll more; banks at 250 or with two dice left."
    bank_at = 250

    def rule(self, pos: Position, opening: int, target: int) -> Choice:
        small = fewest(pos)
        whole = take_all(pos)
        total = pos.turn_total + whole[1]
        wants = total >= self.bank_at or dice_left_after(pos, small[0]) <= 2 or pos.my_farkles >= 2
        if wants and may_bank(pos, total, opening):
            return self.choice(pos, whole, True)
        return self.choice(pos, small, False)


class BoldStyle(StyleBot):
    """Rolls on with three dice or more whatever the total."""

    style = "bold"
    name = "Bold"
    description = "Rolls on with three dice or more, and always rolls hot dice."

    def rule(self, pos: Position, opening: int, target: int) -> Choice:
        keep = take_all(pos)
        total = pos.turn_total + keep[1]
        left = dice_left_after(pos, keep[0])
        return self.choice(pos, keep, left <= 2 and may_bank(pos, total, opening))


class CatchUpStyle(StyleBot):
    """Bolder behind, safer ahead; in the final round rolls until it passes the leader."""

    style = "catch-up"
    name = "Catch-up"
    description = "Bolder when behind, banks sooner when ahead; passes the leader at the end."

    @staticmethod
    def bank_total(gap: int) -> int:
        """The turn total it banks at when ``gap`` points behind the leader (< 0: ahead)."""
        if gap <= -1000:
            return 250
        if gap < 1000:
            return 350
        if gap < 2500:
            return 500
        return 800

    def rule(self, pos: Position, opening: int, target: int) -> Choice:
        keep = take_all(pos)
        total = pos.turn_total + keep[1]
        if not may_bank(pos, total, opening):
            return self.choice(pos, keep, False)
        mine = pos.my_banked + total
        if pos.final_round:
            return self.choice(pos, keep, mine > pos.opp_banked)
        gap = pos.opp_banked - pos.my_banked
        left = dice_left_after(pos, keep[0])
        bank = (
            total >= self.bank_total(gap)
            or (left <= 2 and total >= 300 and gap < 2500)
            or (mine >= target and mine > pos.opp_banked)
        )
        return self.choice(pos, keep, bank)


#: The guide's table: bank once the turn total reaches this with n dice left (None: roll).
GUIDE_TABLE: dict[int, int | None] = {6: None, 5: 2000, 4: 1000, 3: 400, 2: 300, 1: 300}


class GuideStyle(StyleBot):
    """A printed bank-at-X-with-n-dice table (the module docstring)."""

    style = "guide"
    name = "Guide"
    description = "Banks by a printed table of totals for each number of dice left."

    def rule(self, pos: Position, opening: int, target: int) -> Choice:
        whole = take_all(pos)
        total = pos.turn_total + whole[1]
        bar = GUIDE_TABLE[dice_left_after(pos, whole[0])]
        if bar is not None and total >= bar and may_bank(pos, total, opening):
            return self.choice(pos, whole, True)
        return self.choice(pos, worth_keeping(pos), False)


class MixtureStyle(StyleBot):
    """Each decision by one of the five fixed styles, drawn at random."""

    style = "mixture"
    name = "Mixture"
    description = "A different one of the simple styles at every decision."

    def __init__(self, seed: int = 0, **options: object) -> None:
        super().__init__(seed, **options)
        self.parts = [cls(seed * 7 + i) for i, cls in enumerate(FIXED)]

    def rule(self, pos: Position, opening: int, target: int) -> Choice:
        return self.rng.choice(self.parts).rule(pos, opening, target)


FIXED: tuple[type[StyleBot], ...] = (
    ThresholdStyle,
    CarefulStyle,
    BoldStyle,
    CatchUpStyle,
    GuideStyle,
)
ALL: tuple[type[StyleBot], ...] = (*FIXED, MixtureStyle)
STYLES: dict[str, type[StyleBot]] = {cls.style: cls for cls in ALL}


def make_style(name: str, seed: int = 0) -> StyleBot:
    """The style ``name`` (a key of :data:`STYLES`) with its own random generator."""
    if name not in STYLES:
        raise ValueError(f"no Farkle style {name!r}; the styles are {', '.join(STYLES)}")
    return STYLES[name](seed)


__all__ = [
    "ALL",
    "FIXED",
    "GUIDE_TABLE",
    "STYLES",
    "BoldStyle",
    "CarefulStyle",
    "CatchUpStyle",
    "GuideStyle",
    "MixtureStyle",
    "StyleBot",
    "ThresholdStyle",
    "fewest",
    "make_style",
    "take_all",
    "worth_keeping",
]
