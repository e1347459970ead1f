"""The habits of simple scorecard bots a hobbyist writes from the rules (opponent styles).

Yahtzee's and Triple Yahtzee's opponent styles (their ``styles.py``) are these
habits over what the seat sees: no tables and no probabilities, only counts of
faces, runs, what each box would take now and a "par" per box. A game describes
its turn as a :class:`Seen` (built from its observation, with its own rules and
Joker applied: ``points`` holds only the boxes the rules let it write now) and
turns a habit's :meth:`Habit.decide` into its actions: a :class:`Hold` of dice
values or a :class:`Write` of a (column, row) box.
A box's worth to a habit is its points times its column's multiplier (one
column: the points). Imports no game.

* :class:`Greedy`: holds its commonest face; writes what adds most now.
* :class:`BonusHunter`: three of every face for the upper bonus.
* :class:`Chaser`: five alike and straights, whatever it costs.
* :class:`ClubPlayer`: pairs, triples and four-runs; writes against par.
* :class:`Mixture`: each decision one of the four, drawn at random.

Each class's docstring says exactly what it does.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from yenta_desktop.ai.kits.scorecard.dice import positions_for

FACES = (1, 2, 3, 4, 5, 6)
THREE = "three_kind"
FOUR = "four_kind"
FULL = "full_house"
SMALL = "small_straight"
LARGE = "large_straight"
CHANCE = "chance"
TWO_PAIRS = "two_pairs"
STRAIGHTS = (SMALL, LARGE)
#: The club player's pars of the lower boxes of the Yahtzee card (Yahtzee, Triple Yahtzee).
YAHTZEE_CARD_PARS = {THREE: 20, FOUR: 14, FULL: 20, SMALL: 24, LARGE: 28, CHANCE: 22}
#: The straights of the Yahtzee card: four (Small) or five (Large) faces in a row.
RUN_STRAIGHTS = {
    SMALL: ((1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6)),
    LARGE: ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6)),
}

Box = tuple[int, str]


@dataclass(frozen=True)
class Hold:
    """Hold the dice showing ``values`` (0 to N - 1 of them) and roll the rest."""

    values: tuple[int, ...]


@dataclass(frozen=True)
class Write:
    """Write the dice into ``row`` of ``column``."""

    column: int
    row: str


@dataclass(frozen=True)
class Seen:
    """What a style sees of its turn (one seat's card, the dice, the rules' boxes)."""

    dice: tuple[int, ...]
    rolls_left: int
    #: Every box that may be written now (the Joker applied), in card order, and the points
    #: the dice write there now (before the column's multiplier).
    points: Mapping[Box, int]
    #: Every open box, legal now or not.
    open: frozenset[Box]
    #: Each column's multiplier (one column: ``(1,)``).
    multipliers: tuple[int, ...]
    #: Each column's written upper boxes' sum.
    upper_sums: tuple[int, ...]
    #: The card's upper rows, Ones (Aces) to Sixes.
    upper: tuple[str, ...]
    #: The five-alike row ("yahtzee", "yatzy").
    five: str
    #: Per straight row: the sets of faces that make it.
    straights: Mapping[str, tuple[tuple[int, ...], ...]]
    #: The club player's par of each lower row but the five-alike one.
    pars: Mapping[str, float]
    #: Whether five alike would still earn a bonus with its box written (extra Yahtzees).
    extra_alike: bool = False
    #: The upper sum that earns the bonus.
    bonus_line: int = 63

    @property
    def counts(self) -> tuple[int, ...]:
        """How many dice show each face (index 1-6)."""
        counts = [0] * 7
        for value in self.dice:
            counts[value] += 1
        return tuple(counts)

    @property
    def boxes(self) -> list[Box]:
        """The boxes that may be written now, in card order."""
        return list(self.points)

    @property
    def open_rows(self) -> frozenset[str]:
        """The rows open in some column."""
        return frozenset(row for _, row in self.open)

    def worth(self, box: Box) -> int:
        """What writing ``box`` adds now: its points times its column's multiplier."""
        return self.points[box] * self.multipliers[box[0]]

    def best(self, boxes: Sequence[Box]) -> Box:
        """The one of ``boxes`` adding most now (ties: the first in card order)."""
        return max(boxes, key=self.worth)

    def of_row(self, row: str) -> list[Box]:
        """The boxes of ``row`` that may be written now."""
        return [box for box in self.points if box[1] == row]

    def scoring(self, row: str) -> bool:
        """Whether some box of ``row`` may be written now and scores something."""
        return any(self.points[box] > 0 for box in self.of_row(row))

    def most_common(self, faces: Sequence[int] = FACES) -> tuple[int, int]:
        """The face among ``faces`` most dice show (ties: the higher) and how many show it."""
        counts = self.counts
        face = max(faces, key=lambda v: (counts[v], v))
        return face, counts[face]

    def face_row(self, face: int) -> str:
        """The upper row of ``face``."""
        return self.upper[face - 1]

    def open_faces(self) -> list[int]:
        """The faces whose upper row is open in some column."""
        rows = self.open_rows
        return [face for face in FACES if self.face_row(face) in rows]

    def alike(self) -> bool:
        """Whether every die shows one face."""
        return len(set(self.dice)) == 1

    def open_in(self, column: int) -> int:
        """How many boxes of ``column`` are open."""
        return sum(1 for c, _ in self.open if c == column)

    def bonus_open(self, column: int) -> bool:
        """Whether ``column``'s upper bonus is neither reached nor out of reach (five of
        each open face)."""
        have = self.upper_sums[column]
        faces = [f for f in FACES if (column, self.face_row(f)) in self.open]
        if have >= self.bonus_line or not faces:
            return False
        return have + sum(5 * face for face in faces) >= self.bonus_line

    def straight_aim(self) -> tuple[str, tuple[int, ...], int] | None:
        """The open straight row, its faces and how many of them the dice show, the closest
        (ties: the Large Straight, then the higher faces); None when none is open."""
        counts = self.counts
        rows = self.open_rows
        aims = [
            (row, target, sum(1 for face in target if counts[face]))
            for row in STRAIGHTS
            if row in rows
            for target in self.straights[row]
        ]
        if not aims:
            return None
        return max(aims, key=lambda aim: (aim[2], aim[0] == LARGE, aim[1]))

    def present(self, faces: Sequence[int]) -> list[int]:
        """One die of each of ``faces`` the dice show."""
        counts = self.counts
        return [v for v in faces if counts[v]]

    def keep(self, values: Sequence[int]) -> tuple[int, ...] | None:
        """``values`` as a hold; None when that would hold every die (write instead)."""
        return None if len(values) >= len(self.dice) else tuple(values)


class Habit:
    """A style's habits: what it holds with a roll left and which box it writes."""

    style = "greedy"

    def hold(self, seen: Seen) -> tuple[int, ...] | None:
        """The dice values to hold and roll the rest (None: write :meth:`write`'s box)."""
        return None

    def write(self, seen: Seen) -> Box:
        """The box to write (one of ``seen.boxes``)."""
        return seen.best(seen.boxes)

    def decide(self, seen: Seen) -> Hold | Write:
        """A hold with a roll left (unless :meth:`hold` says write), else the box to write."""
        if seen.rolls_left > 0:
            held = self.hold(seen)
            if held is not None:
                return Hold(held)
        return Write(*self.write(seen))


class Greedy(Habit):
    """Holds the face it has most of (ties: the higher face) and writes the box that adds
    most now (ties: card order). Stops early only for five alike or a straight."""

    style = "greedy"

    def hold(self, seen: Seen) -> tuple[int, ...] | None:
        """Its commonest face, unless a five alike or a straight scores now."""
        if any(seen.scoring(row) for row in (seen.five, LARGE, SMALL)):
            return None
        face, n = seen.most_common()
        return seen.keep([face] * n)


class BonusHunter(Habit):
    """Chases the open upper face it has most of; takes five alike or a Large Straight at
    once. Writes five alike, else an upper box with three or more of its face (the highest
    such face, the highest column), else the lower box that adds most and scores, else
    Chance from 20, and when stuck zeroes Ones (Aces), then the five-alike box of a column
    with five or fewer boxes open, then Chance (the lowest column), else the best."""

    style = "bonus"

    def hold(self, seen: Seen) -> tuple[int, ...] | None:
        """Five alike or a Large Straight: write; else its best open upper face."""
        if (seen.alike() and seen.scoring(seen.five)) or seen.scoring(LARGE):
            return None
        faces = seen.open_faces()
        if not faces:
            return Greedy().hold(seen)
        face, n = seen.most_common(faces)
        return seen.keep([face] * n)

    def write(self, seen: Seen) -> Box:
        """See the class docstring."""
        if seen.alike() and seen.scoring(seen.five):
            return seen.best(seen.of_row(seen.five))
        counts = seen.counts
        for face in reversed(FACES):
            boxes = seen.of_row(seen.face_row(face))
            if counts[face] >= 3 and boxes:
                return max(boxes, key=lambda box: seen.multipliers[box[0]])
        upper = set(seen.upper)
        lower = [
            box
            for box in seen.boxes
            if box[1] not in upper and box[1] != CHANCE and seen.points[box] > 0
        ]
        if lower:
            return seen.best(lower)
        chance = seen.of_row(CHANCE)
        if chance and seen.points[chance[0]] >= 20:
            return max(chance, key=lambda box: seen.multipliers[box[0]])
        late_five = [box for box in seen.of_row(seen.five) if seen.open_in(box[0]) <= 5]
        for dump in (seen.of_row(seen.upper[0]), late_five, chance):
            if dump:
                return min(dump, key=lambda box: seen.multipliers[box[0]])
        return seen.best(seen.boxes)


class Chaser(Habit):
    """Goes for five alike and the straights. Holds three or more alike while five alike
    is worth something (its box open, or extra Yahtzees), else three faces of an open
    straight (one die each), else a pair while five alike is worth something, else the
    closest straight, else its commonest face; rolls on from a Small Straight while the
    Large is open. Writes a five alike, a Large or a Small Straight it has (in that order),
    else the best box outside those rows while any is left."""

    style = "chaser"

    def hold(self, seen: Seen) -> tuple[int, ...] | None:
        """See the class docstring."""
        rows = seen.open_rows
        if seen.alike() or seen.scoring(LARGE):
            return None
        if seen.scoring(SMALL) and LARGE not in rows:
            return None
        face, n = seen.most_common()
        aim = seen.straight_aim()
        alike = seen.five in rows or seen.extra_alike
        if alike and n >= 3:
            return seen.keep([face] * n)
        if aim is not None and aim[2] >= 3:
            return seen.keep(seen.present(aim[1]))
        if alike and n >= 2:
            return seen.keep([face] * n)
        if aim is not None:
            return seen.keep(seen.present(aim[1]))
        return seen.keep([face] * n)

    def write(self, seen: Seen) -> Box:
        """See the class docstring."""
        for row in (seen.five, LARGE, SMALL):
            if seen.scoring(row):
                return seen.best(seen.of_row(row))
        dreams = {row for row in (seen.five, LARGE, SMALL) if row in seen.open_rows}
        others = [box for box in seen.boxes if box[1] not in dreams]
        return seen.best(others or seen.boxes)


class ClubPlayer(Habit):
    """The careful club player. Writes at once five alike, a Large Straight, a Full House,
    and a Small Straight once no Large is open; holds three or more alike, else four faces
    of an open straight, else two pairs while a Full House (or Two Pairs) is open, else a
    pair (the highest whose upper box is open), else three faces of a straight, else
    re-rolls everything. Writes five alike if it can, else the box that beats its par by
    most: (points - par), times 1.5 for an upper box while its column's bonus is open,
    times the column's multiplier (so a good roll goes in the x3 column, a poor one in x1).
    Par: three of the face for an upper box, the game's par for a lower one, 3 per open box
    of its column for the five-alike box (it is sacrificed late)."""

    style = "club"

    def par(self, seen: Seen, box: Box) -> float:
        """What it expects ``box`` to take in an ordinary turn."""
        column, row = box
        if row in seen.upper:
            return 3 * (seen.upper.index(row) + 1)
        if row == seen.five:
            return 3 * seen.open_in(column)
        return seen.pars[row]

    def hold(self, seen: Seen) -> tuple[int, ...] | None:
        """See the class docstring."""
        rows = seen.open_rows
        if (seen.alike() and seen.scoring(seen.five)) or seen.scoring(LARGE):
            return None
        if seen.scoring(FULL) or (seen.scoring(SMALL) and LARGE not in rows):
            return None
        face, n = seen.most_common()
        if n >= 3:
            return seen.keep([face] * n)
        aim = seen.straight_aim()
        if aim is not None and aim[2] >= 4:
            return seen.keep(seen.present(aim[1]))
        counts = seen.counts
        pairs = [v for v in FACES if counts[v] == 2]
        if len(pairs) == 2 and (FULL in rows or TWO_PAIRS in rows):
            return seen.keep(pairs * 2)
        if pairs:
            useful = [v for v in pairs if seen.face_row(v) in rows] or pairs
            return seen.keep([useful[-1]] * 2)
        if aim is not None and aim[2] >= 3:
            return seen.keep(seen.present(aim[1]))
        return ()

    def write(self, seen: Seen) -> Box:
        """See the class docstring."""
        if seen.alike() and seen.scoring(seen.five):
            return seen.best(seen.of_row(seen.five))
        bonus = [seen.bonus_open(c) for c in range(len(seen.multipliers))]

        def merit(box: Box) -> float:
            diff = seen.points[box] - self.par(seen, box)
            if bonus[box[0]] and box[1] in seen.upper:
                diff *= 1.5
            return diff * seen.multipliers[box[0]]

        return max(seen.boxes, key=merit)


#: The four fixed habits, in the order the mixture draws from.
FIXED: tuple[type[Habit], ...] = (Greedy, BonusHunter, Chaser, ClubPlayer)


class Mixture(Habit):
    """Each decision by one of the four fixed habits, drawn with ``rng``."""

    style = "mixture"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.parts = [cls() for cls in FIXED]

    def decide(self, seen: Seen) -> Hold | Write:
        """The decision of a habit drawn for this decision."""
        return self.rng.choice(self.parts).decide(seen)


#: Every habit by its style name.
ALL: tuple[type[Habit], ...] = (*FIXED, Mixture)
HABITS: dict[str, type[Habit]] = {cls.style: cls for cls in ALL}


def habit_of(style: str, rng: random.Random) -> Habit:
    """The habit of ``style`` (a key of :data:`HABITS`), the mixture drawing with ``rng``."""
    if style == Mixture.style:
        return Mixture(rng)
    return HABITS[style]()


class HabitBot:
    """A style as a bot (tests and benchmarks, not a level): the habit of ``style`` over what
    the game's :meth:`seen` makes of the seat's observation; a write becomes the game's
    ``score(row, column)`` action, a hold its ``roll(positions)``. A game subclasses it once
    with ``seen`` and its two action classes, and names its styles."""

    #: The game's actions (the kit imports no engine): ``Score`` and ``Roll``.
    score: Any = None
    roll: Any = None

    level = "style"
    style = "greedy"
    name = "Greedy"
    description = "Keeps its commonest face; writes whatever scores most now."

    def __init__(self, seed: int = 0, **options: object) -> None:
        if options:
            raise ValueError(f"style {self.style} takes no options, not {sorted(options)}")
        self.rng = random.Random(seed)
        self.habit = habit_of(self.style, self.rng)

    def new_game(self) -> None:
        """Nothing to forget: every style decides from the observation alone."""

    def seen(self, obs: Any) -> Seen:
        """What the seat sees of its turn, as the habits read it (the game's hook)."""
        raise NotImplementedError

    def choose(self, obs: Any) -> Any:
        """Write a box or hold dice and roll, by this style."""
        decided = self.habit.decide(self.seen(obs))
        if isinstance(decided, Write):
            return type(self).score(decided.row, decided.column)
        return type(self).roll(positions_for(obs.dice, decided.values))


BotT = TypeVar("BotT", bound=HabitBot)


def make_bot(styles: Mapping[str, type[BotT]], game: str, name: str, seed: int = 0) -> BotT:
    """The style ``name`` of ``styles`` with its own random generator (``game``: for the error)."""
    if name not in styles:
        raise ValueError(f"no {game} style {name!r}; the styles are {', '.join(styles)}")
    return styles[name](seed)


__all__ = [
    "FIXED",
    "HabitBot",
    "make_bot",
    "RUN_STRAIGHTS",
    "YAHTZEE_CARD_PARS",
    "HABITS",
    "BonusHunter",
    "Box",
    "Chaser",
    "ClubPlayer",
    "Greedy",
    "Habit",
    "Hold",
    "Mixture",
    "Seen",
    "Write",
    "habit_of",
]
