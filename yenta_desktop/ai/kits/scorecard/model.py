"""The solver model: what the scorecard solver needs to know of a single-column scorecard game.

A game adapts to the kit by building one :class:`SolverModel` from its own
scoring functions (the kit imports no game). The model says:

* its boxes, each with its points for every sorted roll of the dice (written
  after a re-roll, and written from the first roll where that differs:
  Dice Poker's doubling), and whether it is an upper box of a face;
* the upper bonus: the points written in upper boxes add to a progress; once
  every upper box is written, ``bonus.points`` are added if the progress
  reached ``bonus.threshold``;
* an order constraint (``upper_first``: no other box before every upper box);
* optionally the extra-Yahtzee rules (:class:`ExtraYahtzee`): a flag that the
  Yahtzee box holds points, a bonus per further Yahtzee, forced or free Joker.

A start-of-turn state is ``(open, progress, flag)``: the bit mask of the open
boxes (bit i is ``boxes[i]``), the upper progress clamped to where it still
matters (:meth:`SolverModel.clamp`), and whether the Yahtzee box holds points
(0 while it is open or in games without the rule). :meth:`SolverModel.writes`
is the one place that says what writing a box gives.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cached_property

from yenta_desktop.ai.kits.scorecard.dice import dice_set

FORCED = "forced"
FREE = "free"

#: (open mask, clamped upper progress, flag).
State = tuple[int, int, int]


@dataclass(frozen=True)
class Box:
    """One box of the card: its points for each sorted roll (``dice_set(n).rolls`` order)."""

    id: str
    points: tuple[int, ...]
    #: Points when written from the turn's first roll; None: the same as ``points``.
    first_points: tuple[int, ...] | None = None
    #: 1-6 for an upper box (its points add to the upper progress), 0 for a lower box.
    face: int = 0

    def points_for(self, roll: int, first: bool) -> int:
        """The points roll index ``roll`` scores here, from the first roll or later."""
        if first and self.first_points is not None:
            return self.first_points[roll]
        return self.points[roll]


@dataclass(frozen=True)
class UpperBonus:
    """``points`` added once every upper box is written, if their points total ``threshold``."""

    points: int
    threshold: int


@dataclass(frozen=True)
class ExtraYahtzee:
    """Yahtzee's extra-Yahtzee bonus and Joker (issue 19, rules 3 and 4).

    While the box ``box`` is open a Yahtzee is just five dice. Once it is
    written, every Yahtzee scores ``bonus`` more if the box holds points, and
    may be written as a Joker: ``forced`` (official: its face's upper box if
    open, else any open lower box at Joker values, else any open upper box) or
    ``free`` (any open box; Joker values once its face's upper box is written).
    ``joker_points`` are the fixed Joker values of lower boxes (full house 25,
    small straight 30, large straight 40); other boxes score their own points.
    """

    box: str
    bonus: int = 100
    joker: str = FORCED
    joker_points: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class SolverModel:
    """A single-column scorecard game, as the solver sees it (see the module docstring)."""

    model_id: str
    boxes: tuple[Box, ...]
    bonus: UpperBonus | None = None
    upper_first: bool = False
    extra: ExtraYahtzee | None = None
    num_dice: int = 5
    num_rolls: int = 3

    def __post_init__(self) -> None:
        rolls = len(dice_set(self.num_dice).rolls)
        ids = [box.id for box in self.boxes]
        if not self.boxes or len(set(ids)) != len(ids):
            raise ValueError("a model needs boxes with distinct ids")
        for box in self.boxes:
            if len(box.points) != rolls or (
                box.first_points is not None and len(box.first_points) != rolls
            ):
                raise ValueError(f"box {box.id!r} needs points for each of the {rolls} rolls")
        if self.num_rolls < 1:
            raise ValueError("a turn has at least one roll")
        if self.extra is not None:
            if self.extra.box not in ids:
                raise ValueError(f"the Yahtzee box {self.extra.box!r} is not on the card")
            if self.extra.joker not in (FORCED, FREE):
                raise ValueError(f"joker is {FORCED!r} or {FREE!r}, not {self.extra.joker!r}")

    # ------------------------------------------------------------------ identity

    @cached_property
    def digest(self) -> bytes:
        """A SHA-256 of everything that decides the values (the table file's model hash)."""
        data = {
            "id": self.model_id,
            "boxes": [
                [b.id, list(b.points), b.first_points and list(b.first_points), b.face]
                for b in self.boxes
            ],
            "bonus": self.bonus and [self.bonus.points, self.bonus.threshold],
            "upper_first": self.upper_first,
            "extra": self.extra
            and [self.extra.box, self.extra.bonus, self.extra.joker, list(self.extra.joker_points)],
            "dice": self.num_dice,
            "rolls": self.num_rolls,
        }
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode("utf-8")).digest()

    # ------------------------------------------------------------------ masks

    @cached_property
    def full_mask(self) -> int:
        """Every box open."""
        return (1 << len(self.boxes)) - 1

    @cached_property
    def upper_bits(self) -> int:
        """The mask of the upper boxes."""
        return sum(1 << i for i, box in enumerate(self.boxes) if box.face)

    @cached_property
    def yahtzee_bit(self) -> int:
        """The Yahtzee box's bit (0 without the extra-Yahtzee rules)."""
        if self.extra is None:
            return 0
        return 1 << [box.id for box in self.boxes].index(self.extra.box)

    @cached_property
    def _face_bits(self) -> tuple[int, ...]:
        """Per face 0-6: the bits of the upper boxes of that face."""
        bits = [0] * 7
        for i, box in enumerate(self.boxes):
            if box.face:
                bits[box.face] |= 1 << i
        return tuple(bits)

    @cached_property
    def _joker_fixed(self) -> dict[int, int]:
        if self.extra is None:
            return {}
        index = {box.id: i for i, box in enumerate(self.boxes)}
        return {index[name]: points for name, points in self.extra.joker_points}

    @cached_property
    def _progress_range(self) -> tuple[tuple[int, int], ...]:
        """Per box: the least and most points it adds to the progress (0, 0 for lower boxes)."""
        ranges = []
        for box in self.boxes:
            if not box.face:
                ranges.append((0, 0))
                continue
            values = set(box.points) | set(box.first_points or ())
            if self.extra is not None:
                values.add(0)  # a forced Joker 0
            ranges.append((min(values), max(values)))
        return tuple(ranges)

    def legal_mask(self, open_mask: int) -> int:
        """The open boxes that may be written now (``upper_first``: upper boxes first)."""
        if self.upper_first and open_mask & self.upper_bits:
            return open_mask & self.upper_bits
        return open_mask

    def clamp(self, open_mask: int, progress: int) -> int:
        """``progress`` clamped to where it still matters for the bonus (0 once it is settled)."""
        upper_open = open_mask & self.upper_bits
        if self.bonus is None or not upper_open:
            return 0
        low = high = 0
        for i, (least, most) in enumerate(self._progress_range):
            if upper_open >> i & 1:
                low += least
                high += most
        threshold = self.bonus.threshold
        return min(threshold - low, max(threshold - high - 1, progress))

    def flag_values(self, open_mask: int) -> tuple[int, ...]:
        """The flags a state with these open boxes can have."""
        if self.yahtzee_bit and not open_mask & self.yahtzee_bit:
            return (0, 1)
        return (0,)

    # ------------------------------------------------------------------ writing

    def after_write(self, state: State, box: int, points: int) -> tuple[int, State]:
        """Writing ``points`` into open box index ``box``: (bonus points added, next state)."""
        open_mask, progress, flag = state
        bit = 1 << box
        rest = open_mask & ~bit
        bonus = 0
        if self.boxes[box].face and self.bonus is not None:
            progress += points
            if not rest & self.upper_bits and progress >= self.bonus.threshold:
                bonus = self.bonus.points
        if bit == self.yahtzee_bit:
            flag = int(points > 0)
        return bonus, (rest, self.clamp(rest, progress), flag)

    def writes(self, state: State, roll: int, first: bool) -> list[tuple[int, int, State]]:
        """Every (box index, points + bonuses, next state) that may be written with roll ``roll``."""
        open_mask, _, flag = state
        legal = self.legal_mask(open_mask)
        joker = self.joker_case(open_mask, roll)
        extra_bonus = 0
        fixed: dict[int, int] = {}
        if joker:
            assert self.extra is not None
            face = joker
            extra_bonus = self.extra.bonus if flag else 0
            upper_face = self._face_bits[face] & legal
            if self.extra.joker == FORCED:
                fixed = self._joker_fixed
                if upper_face:
                    legal = upper_face
                elif legal & ~self.upper_bits:
                    legal &= ~self.upper_bits
            elif not self._face_bits[face] & open_mask:
                fixed = self._joker_fixed
        result = []
        for i, box in enumerate(self.boxes):
            if legal >> i & 1:
                points = fixed[i] if i in fixed else box.points_for(roll, first)
                bonus, after = self.after_write(state, i, points)
                result.append((i, points + bonus + extra_bonus, after))
        return result

    def joker_case(self, open_mask: int, roll: int) -> int:
        """The face of a Yahtzee rolled while the Yahtzee box is written (Joker rules), else 0."""
        if not self.yahtzee_bit or open_mask & self.yahtzee_bit:
            return 0
        alike = dice_set(self.num_dice).all_alike
        return alike.index(roll) + 1 if roll in alike else 0

    def start_state(self) -> State:
        """The state of an empty card."""
        return (self.full_mask, self.clamp(self.full_mask, 0), 0)
