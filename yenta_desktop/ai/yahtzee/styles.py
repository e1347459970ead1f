"""A pool of simple opponent styles for tests and benchmarks (not levels a player seats).

Written from docs/rules/yahtzee.md and the seat's observation alone, the way a
hobbyist would write a bot: no tables, no probabilities, only counts of faces,
runs and what each box would take now. Every style plays both cards (Yahtzee,
with the forced or the free Joker, and Yatzy): it only ever writes a box
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
  faces of an open straight (one die each), else a pair; rolls on from a Small Straight
  for the Large one; never zeroes the five-alike or straight boxes while
  another box is open.
* ``club``: the careful club player: writes a five alike, a Large Straight, a
  Full House (and a Small Straight once the Large is filled) at once; keeps
  three alike, else a four-run towards an open straight, else two pairs for a
  Full House (Yatzy: or Two Pairs), else the best pair, else a three-run; writes
  the box whose points beat its "par" most (upper boxes: three of the face,
  counted one and a half times while the bonus is still open; a fixed par for
  each lower box; the five-alike box's par falls as the card fills), so it dumps
  a poor roll in Chance or in Ones and sacrifices the five-alike box late.
* ``mixture``: each decision is one of the four above, drawn at random.

:data:`STYLES` maps the names to their classes; :func:`make_style` builds one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.kits.scorecard import positions_for
from yenta_desktop.engine.families.patterns import counts_of
from yenta_desktop.engine.yahtzee.actions import Action, Roll, Score
from yenta_desktop.engine.yahtzee.scoring import box_points, legal_rows, rows_of, upper_sum
from yenta_desktop.engine.yahtzee.spec import MAX_ROLLS, NUM_DICE
from yenta_desktop.engine.yahtzee.state import Observation

FACES = (1, 2, 3, 4, 5, 6)
THREE = "three_kind"
FOUR = "four_kind"
FULL = "full_house"
SMALL = "small_straight"
LARGE = "large_straight"
CHANCE = "chance"
TWO_PAIRS = "two_pairs"
STRAIGHTS = (SMALL, LARGE)
#: The upper section's line for the bonus (both cards).
BONUS_LINE = 63
#: What the club player expects of a lower box in an ordinary turn (its "par").
YAHTZEE_PARS = {THREE: 20, FOUR: 14, FULL: 20, SMALL: 24, LARGE: 28, CHANCE: 22}
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


def straight_targets(rules: Any, row: str) -> tuple[tuple[int, ...], ...]:
    """The sets of faces that make the straight ``row`` on ``rules``' card."""
    if rules.is_yatzy:
        return ((1, 2, 3, 4, 5),) if row == SMALL else ((2, 3, 4, 5, 6),)
    if row == SMALL:
        return ((1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6))
    return ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))


@dataclass(frozen=True)
class Table:
    """What a style reads off its observation: its card, the dice, what each box takes now."""

    rules: Any
    card: tuple[int | None, ...]
    dice: tuple[int, ...]
    rolls_left: int
    #: The boxes that may be written now (the Joker applied), card order.
    rows: tuple[str, ...]
    #: What the dice write into each of ``rows`` now.
    points: dict[str, int]
    #: Every open box (legal now or not).
    open: frozenset[str]
    counts: tuple[int, ...]
    #: The card's upper boxes, Ones (Aces) to Sixes.
    upper: tuple[str, ...]
    #: The five-alike box ("yahtzee" or "yatzy").
    five: str

    @classmethod
    def of(cls, obs: Observation) -> Table:
        """The table as the seat ``obs`` is for sees it."""
        rules = obs.rules
        card = tuple(obs.cards[obs.seat])
        dice = tuple(obs.dice)
        ids = rows_of(rules)
        rows = tuple(legal_rows(card, rules, dice))
        return cls(
            rules,
            card,
            dice,
            MAX_ROLLS - obs.rolls_done,
            rows,
            {row: box_points(card, row, dice, rules) for row in rows},
            frozenset(row for row, points in zip(ids, card, strict=True) if points is None),
            tuple(counts_of(dice)),
            ids[:6],
            ids[-1] if rules.is_yatzy else "yahtzee",
        )

    def most_common(self, faces: Sequence[int] = FACES) -> tuple[int, int]:
        """The face among ``faces`` most dice show (ties: the higher) and how many show it."""
        face = max(faces, key=lambda v: (self.counts[v], v))
        return face, self.counts[face]

    def best(self, rows: Sequence[str]) -> str:
        """The one of ``rows`` scoring most now (ties: the first in card order)."""
        return max(rows, key=lambda row: self.points[row])

    def scoring(self, row: str) -> bool:
        """Whether ``row`` may be written now and scores something."""
        return self.points.get(row, 0) > 0

    def face_row(self, face: int) -> str:
        """The upper box of ``face``."""
        return self.upper[face - 1]

    def open_faces(self) -> list[int]:
        """The faces whose upper box is open."""
        return [face for face in FACES if self.face_row(face) in self.open]

    def alike(self) -> bool:
        """Whether the five dice show one face."""
        return max(self.counts) == NUM_DICE

    def bonus_open(self) -> bool:
        """Whether the upper bonus is neither reached nor out of reach (five of each open face)."""
        have = upper_sum(self.card, self.rules)
        if have >= BONUS_LINE or not self.open_faces():
            return False
        return have + sum(5 * face for face in self.open_faces()) >= BONUS_LINE

    def straight_aim(self) -> tuple[str, tuple[int, ...], int] | None:
        """The open straight box, its faces and how many of them the dice show, the closest one
        (ties: the Large Straight, then the higher faces); None when no straight box is open."""
        aims = [
            (row, target, sum(1 for face in target if self.counts[face]))
            for row in STRAIGHTS
            if row in self.open
            for target in straight_targets(self.rules, row)
        ]
        if not aims:
            return None
        return max(aims, key=lambda aim: (aim[2], aim[0] == LARGE, aim[1]))

    def hold(self, values: Sequence[int]) -> Roll | None:
        """Hold the dice showing ``values`` and roll the rest; None when that would hold all."""
        if len(values) >= NUM_DICE:
            return None
        return Roll(positions_for(self.dice, values))


class StyleBot:
    """One fixed style: what it writes (:meth:`write`) and what it holds (:meth:`play`)."""

    level = "style"
    style = "greedy"
    name = "Greedy"
    description = "Keeps its commonest face; writes whatever scores most now."

    def __init__(self, seed: int = 0, **options: object) -> None:
        if options:
            raise ValueError(f"style {self.style} takes no options, not {sorted(options)}")
        self.rng = random.Random(seed)

    def new_game(self) -> None:
        """Nothing to forget: every style decides from the observation alone."""

    def choose(self, obs: Observation) -> Action:
        """Write a box or hold dice and roll, by this style."""
        table = Table.of(obs)
        if table.rolls_left <= 0:
            return Score(self.write(table))
        return self.play(table) or Score(self.write(table))

    def write(self, t: Table) -> str:
        """The box to write the dice into (one of ``t.rows``)."""
        return t.best(t.rows)

    def play(self, t: Table) -> Action | None:
        """With a roll left: a hold, a Score, or None (write :meth:`write`'s box)."""
        if any(t.scoring(row) for row in (t.five, LARGE, SMALL)):
            return None
        face, n = t.most_common()
        return t.hold([face] * n)


class GreedyStyle(StyleBot):
    """The greedy player (the module docstring)."""


class BonusStyle(StyleBot):
    """The bonus hunter."""

    style = "bonus"
    name = "Bonus hunter"
    description = "Three of every face for the upper bonus; zeroes Ones when stuck."

    def write(self, t: Table) -> str:
        """Five alike, else an upper box with three of its face, else a lower box that
        scores, else Chance from 20, else Ones, the five-alike box late, Chance, the best."""
        if t.alike() and t.scoring(t.five):
            return t.five
        threes = [f for f in FACES if t.counts[f] >= 3 and t.face_row(f) in t.rows]
        if threes:
            return t.face_row(threes[-1])
        upper = set(t.upper)
        lower = [row for row in t.rows if row not in upper and row != CHANCE and t.scoring(row)]
        if lower:
            return t.best(lower)
        if CHANCE in t.rows and t.points[CHANCE] >= 20:
            return CHANCE
        if t.upper[0] in t.rows:
            return t.upper[0]
        if t.five in t.rows and len(t.open) <= 5:
            return t.five
        if CHANCE in t.rows:
            return CHANCE
        return t.best(t.rows)

    def play(self, t: Table) -> Action | None:
        """Takes five alike or a Large Straight; else chases its best open upper face."""
        if (t.alike() and t.scoring(t.five)) or t.scoring(LARGE):
            return None
        faces = t.open_faces()
        if not faces:
            return super().play(t)
        face, n = t.most_common(faces)
        return t.hold([face] * n)


class ChaserStyle(StyleBot):
    """The five-alike and straight chaser."""

    style = "chaser"
    name = "Chaser"
    description = "Goes for five alike and straights, whatever it costs."

    def dreams(self, t: Table) -> list[str]:
        """The boxes it keeps open for a big roll."""
        return [row for row in (t.five, LARGE, SMALL) if row in t.open]

    def chases_alike(self, t: Table) -> bool:
        """Whether five alike is still worth something (open box, or 50 for extras)."""
        if t.five in t.open:
            return True
        return not t.rules.is_yatzy and t.card[rows_of(t.rules).index(t.five)] == 50

    def write(self, t: Table) -> str:
        """A big box the dice make, else the best of the others (never a dream box's zero
        while another box is open)."""
        for row in (t.five, LARGE, SMALL):
            if t.scoring(row):
                return row
        keep = set(self.dreams(t))
        others = [row for row in t.rows if row not in keep]
        return t.best(others or list(t.rows))

    def play(self, t: Table) -> Action | None:
        """Five alike or a Large Straight: write; else three alike, a three-run, a pair."""
        if t.alike() or t.scoring(LARGE):
            return None
        if t.scoring(SMALL) and LARGE not in t.open:
            return None
        face, n = t.most_common()
        aim = t.straight_aim()
        alike = self.chases_alike(t)
        if alike and n >= 3:
            return t.hold([face] * n)
        if aim is not None and aim[2] >= 3:
            return t.hold([v for v in aim[1] if t.counts[v]])
        if alike and n >= 2:
            return t.hold([face] * n)
        if aim is not None:
            return t.hold([v for v in aim[1] if t.counts[v]])
        return t.hold([face] * n)


class ClubStyle(StyleBot):
    """The careful club player."""

    style = "club"
    name = "Club player"
    description = "Pairs, triples and four-runs; writes against par; Chance as a dump."

    def par(self, t: Table, row: str) -> float:
        """What it expects ``row`` to take in an ordinary turn."""
        if row in t.upper:
            return 3 * (t.upper.index(row) + 1)
        if row == t.five:
            return 3 * len(t.open)
        pars = YATZY_PARS if t.rules.is_yatzy else YAHTZEE_PARS
        return pars[row]

    def merit(self, t: Table, row: str, bonus_open: bool) -> float:
        """How far writing ``row`` now beats its par (upper boxes weigh more while the
        bonus is open)."""
        diff = t.points[row] - self.par(t, row)
        if bonus_open and row in t.upper:
            diff *= 1.5
        return diff

    def write(self, t: Table) -> str:
        """Five alike if the box takes it, else the box that beats its par most."""
        if t.alike() and t.scoring(t.five):
            return t.five
        bonus_open = t.bonus_open()
        return max(t.rows, key=lambda row: self.merit(t, row, bonus_open))

    def play(self, t: Table) -> Action | None:
        """Writes what it cannot improve; else keeps triples, four-runs, two pairs, a pair."""
        if (t.alike() and t.scoring(t.five)) or t.scoring(LARGE) or t.scoring(FULL):
            return None
        if t.scoring(SMALL) and LARGE not in t.open:
            return None
        face, n = t.most_common()
        if n >= 3:
            return t.hold([face] * n)
        aim = t.straight_aim()
        need = len(aim[1]) - 1 if aim is not None else 0
        if aim is not None and aim[2] >= min(4, need):
            return t.hold([v for v in aim[1] if t.counts[v]])
        pairs = [v for v in FACES if t.counts[v] == 2]
        if len(pairs) == 2 and (FULL in t.open or TWO_PAIRS in t.open):
            return t.hold(pairs * 2)
        if pairs:
            useful = [v for v in pairs if t.face_row(v) in t.open] or pairs
            return t.hold([useful[-1]] * 2)
        if aim is not None and aim[2] >= 3:
            return t.hold([v for v in aim[1] if t.counts[v]])
        return Roll(())


class MixtureStyle(StyleBot):
    """Each decision by one of the four fixed styles, drawn at random."""

    style = "mixture"
    name = "Mixture"
    description = "A different one of the simple styles at every decision."

    def __init__(self, seed: int = 0, **options: object) -> None:
        super().__init__(seed, **options)
        self.parts = [cls(seed * 7 + i) for i, cls in enumerate(FIXED)]

    def choose(self, obs: Observation) -> Action:
        """The choice of a style drawn for this decision."""
        return self.rng.choice(self.parts).choose(obs)


FIXED: tuple[type[StyleBot], ...] = (GreedyStyle, BonusStyle, ChaserStyle, ClubStyle)
ALL: tuple[type[StyleBot], ...] = (*FIXED, MixtureStyle)
STYLES: dict[str, type[StyleBot]] = {cls.style: cls for cls in ALL}


def make_style(name: str, seed: int = 0) -> StyleBot:
    """The style ``name`` (a key of :data:`STYLES`) with its own random generator."""
    if name not in STYLES:
        raise ValueError(f"no Yahtzee style {name!r}; the styles are {', '.join(STYLES)}")
    return STYLES[name](seed)
