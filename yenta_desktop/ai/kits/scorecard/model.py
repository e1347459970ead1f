"""The solver model: one column of a scorecard dice game, as the solver sees it, read from its rules.

:func:`model_from_spec` builds a :class:`SolverModel` from a game's scorecard
specification (the engine's ``ScorecardSpec``; the kit imports no engine, so
:class:`CardSpec` says what it reads). Every rule comes from the spec's hooks,
tabulated over the rolls and the card's states; none is written here:

* the boxes: the spec's rows, each with its points for every sorted roll
  (``row_points``: after a re-roll, and from the first roll where
  ``first_roll_factor`` makes them differ); upper rows add to the progress;
* the upper bonus: ``upper_bonus`` once every upper box is written, if their
  points reached ``upper_bonus_threshold``;
* the order: per set of open boxes, the boxes ``legal_boxes`` allows
  (``order_allows``: Dice Poker's upper rows first);
* the flag: whether ``flag_row`` holds points rather than a 0 (Yahtzee's box);
* the special rolls (``special_roll``: a Yahtzee): with those, what may be
  written and for how much is the spec's ``writes`` (``joker``,
  ``extra_bonus``) on a card whose boxes are open or written as the state says.

A start-of-turn state is ``(open, progress, flag)``: the bit mask of the open
boxes (bit i is ``boxes[i]``), the upper progress clamped to where it still
matters (:meth:`SolverModel.clamp`), and the flag (0 while the flag row is open
or in games without one). :meth:`SolverModel.writes` is the one place that says
what writing a box gives. A card of several columns (Triple Yahtzee) is solved
a column at a time, the other columns open.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Protocol

from yenta_desktop.ai.kits.scorecard.dice import dice_set

#: (open mask, clamped upper progress, flag).
State = tuple[int, int, int]
#: What the rules allow with a special roll: (box index, points written, extra bonus).
RuleWrite = tuple[int, int, int]
#: (open mask, flag, roll index, written from the first roll) -> the writes allowed.
RuleWrites = Callable[[int, int, int, bool], Sequence[RuleWrite]]


class CardSpec(Protocol):
    """What the solver reads of a scorecard specification (engine/families/scorecard.py)."""

    @property
    def game_id(self) -> str:
        """The game's id."""

    @property
    def rows(self) -> Sequence[Any]:
        """The rows (``.id``, ``.section``), in card order."""

    @property
    def upper(self) -> Sequence[int]:
        """The indices of the upper rows."""

    @property
    def columns(self) -> Sequence[int]:
        """Each column's multiplier."""

    @property
    def size(self) -> int:
        """The number of boxes on the whole card."""

    @property
    def num_dice(self) -> int:
        """How many dice are rolled."""

    @property
    def max_rolls(self) -> int:
        """Rolls a turn."""

    @property
    def faces(self) -> int:
        """Faces of a die."""

    @property
    def upper_bonus(self) -> int:
        """The upper bonus (0: none)."""

    @property
    def upper_bonus_threshold(self) -> int:
        """The upper sum that earns it."""

    @property
    def bonus_needs_complete(self) -> bool:
        """Whether it is paid only once the upper boxes are written."""

    @property
    def flag_row(self) -> str | None:
        """The row whose holding points the hooks read."""

    def free_order(self, rules: Any) -> bool:
        """Whether every open box may be written under ``rules``, in any order."""

    def order_allows(self, card: Sequence[int | None], column: int, row: str, rules: Any) -> bool:
        """Whether the order rule lets ``row`` of ``column`` (its boxes: ``card``) be written."""

    def row_points(self, row: str, dice: Sequence[int], first_roll: bool, rules: Any) -> int:
        """What ``dice`` score in ``row``."""

    def legal_boxes(
        self, card: Sequence[int | None], rules: Any, dice: Sequence[int] | None = None
    ) -> Sequence[tuple[int, str]]:
        """The boxes that may be written now, as (column, row)."""

    def writes(
        self,
        card: Sequence[int | None],
        dice: Sequence[int],
        first_roll: bool,
        rules: Any,
        column: int | None = None,
    ) -> Sequence[Any]:
        """Every legal write (``.column``, ``.row``, ``.points``, ``.extra``) of ``column``."""

    def special_roll(self, dice: Sequence[int]) -> bool:
        """Whether the state-dependent hooks can apply to ``dice``."""

    def variant_name(self, rules: Any) -> str:
        """The name of the variant ``rules`` play."""


@dataclass(frozen=True)
class Box:
    """One box of the card: its points for each sorted roll (``dice_set(n).rolls`` order)."""

    id: str
    points: tuple[int, ...]
    #: Points when written from the turn's first roll; None: the same as ``points``.
    first_points: tuple[int, ...] | None = None
    #: 1, 2, ... for the upper boxes in card order (their points add to the progress),
    #: 0 for the others.
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


@dataclass(frozen=True, eq=False)
class SolverModel:
    """One column of a scorecard game, as the solver sees it (see the module docstring).

    Built by :func:`model_from_spec`; a model with neither ``order`` nor
    ``rule_writes`` lets any open box be written at its own points.
    """

    model_id: str
    boxes: tuple[Box, ...]
    bonus: UpperBonus | None = None
    num_dice: int = 5
    num_rolls: int = 3
    #: The index of the box whose holding points is the state's flag (None: no flag).
    flag_box: int | None = None
    #: The roll indices the rules may treat by the card's state (``rule_writes``).
    special_rolls: tuple[int, ...] = ()
    #: Open mask -> the mask of the open boxes that may be written (None: all of them).
    order: Callable[[int], int] | None = field(default=None, repr=False)
    #: The writes the rules allow with a special roll (None: as with any other roll).
    rule_writes: RuleWrites | None = field(default=None, repr=False)

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
        if self.flag_box is not None and not 0 <= self.flag_box < len(self.boxes):
            raise ValueError(f"no box {self.flag_box} to carry the flag")
        if any(not 0 <= r < rolls for r in self.special_rolls):
            raise ValueError("special rolls are roll indices")

    # ------------------------------------------------------------------ identity

    @cached_property
    def digest(self) -> bytes:
        """A SHA-256 of what decides the values (the table file's model hash): the id
        (which names the rules variant), the boxes' points, the bonus, the order over
        every reachable set of open boxes, the flag box, the special rolls, dice and rolls."""
        masks = self.reachable_masks
        order = [self.legal_mask(m) for m in masks]
        data = {
            "id": self.model_id,
            "boxes": [
                [b.id, list(b.points), b.first_points and list(b.first_points), b.face]
                for b in self.boxes
            ],
            "bonus": self.bonus and [self.bonus.points, self.bonus.threshold],
            "order": None if order == list(masks) else [masks, order],
            "flag": self.flag_box,
            "special": list(self.special_rolls),
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
    def flag_bit(self) -> int:
        """The flag box's bit (0 without a flag)."""
        return 0 if self.flag_box is None else 1 << self.flag_box

    @cached_property
    def _special(self) -> frozenset[int]:
        return frozenset(self.special_rolls) if self.rule_writes is not None else frozenset()

    @cached_property
    def _legal(self) -> dict[int, int]:
        return {}

    @cached_property
    def reachable_masks(self) -> list[int]:
        """Every open-box mask an empty card can reach under the order rule, ascending."""
        seen = {self.full_mask}
        frontier = [self.full_mask]
        while frontier:
            mask = frontier.pop()
            legal = self.legal_mask(mask)
            while legal:
                bit = legal & -legal
                legal ^= bit
                rest = mask & ~bit
                if rest not in seen:
                    seen.add(rest)
                    frontier.append(rest)
        return sorted(seen)

    @cached_property
    def _progress_range(self) -> tuple[tuple[int, int], ...]:
        """Per box: the least and most points it adds to the progress (0, 0 for lower boxes)."""
        ranges = []
        for box in self.boxes:
            if not box.face:
                ranges.append((0, 0))
                continue
            values = set(box.points) | set(box.first_points or ())
            ranges.append((min(values), max(values)))
        return tuple(ranges)

    def legal_mask(self, open_mask: int) -> int:
        """The open boxes that may be written now (the order rule; any roll but a special one)."""
        if self.order is None:
            return open_mask
        found = self._legal.get(open_mask)
        if found is None:
            found = self._legal[open_mask] = self.order(open_mask) & open_mask
        return found

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
        if self.flag_bit and not open_mask & self.flag_bit:
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
        if bit == self.flag_bit:
            flag = int(points > 0)
        return bonus, (rest, self.clamp(rest, progress), flag)

    def plain_writes(self, open_mask: int, roll: int, first: bool) -> list[RuleWrite]:
        """What a roll the rules do not treat by the state may write: every box the order
        allows, at its own points, no extra bonus."""
        legal = self.legal_mask(open_mask)
        return [
            (i, box.points_for(roll, first), 0)
            for i, box in enumerate(self.boxes)
            if legal >> i & 1
        ]

    def box_writes(self, state: State, roll: int, first: bool) -> Sequence[RuleWrite]:
        """Every (box index, points, extra bonus) the rules allow with roll ``roll`` now."""
        if roll in self._special:
            assert self.rule_writes is not None
            return self.rule_writes(state[0], state[2], roll, first)
        return self.plain_writes(state[0], roll, first)

    def writes(self, state: State, roll: int, first: bool) -> list[tuple[int, int, State]]:
        """Every (box index, points + bonuses, next state) that may be written with roll ``roll``."""
        result = []
        for i, points, extra in self.box_writes(state, roll, first):
            bonus, after = self.after_write(state, i, points)
            result.append((i, points + bonus + extra, after))
        return result

    def joker_case(self, open_mask: int, roll: int) -> int:
        """1 if the rules may treat roll ``roll`` by the card's state (a Yahtzee), else 0:
        its writes are then :meth:`writes`', not every legal box at its own points."""
        return int(roll in self._special)

    def start_state(self) -> State:
        """The state of an empty card."""
        return (self.full_mask, self.clamp(self.full_mask, 0), 0)


# ---------------------------------------------------------------------- from a spec


class _SpecRules:
    """A spec's order and rule hooks asked on cards built from the solver's states."""

    def __init__(self, spec: CardSpec, rules: Any, column: int, flag_points: int) -> None:
        self.spec = spec
        self.rules = rules
        self.column = column
        self.flag_points = flag_points
        self.rows = len(spec.rows)
        self.index = {row.id: i for i, row in enumerate(spec.rows)}
        self.rolls = dice_set(spec.num_dice).rolls
        self._writes: dict[tuple[int, int, int, bool], tuple[RuleWrite, ...]] = {}
        self._lock = threading.Lock()
        self.upper_values: dict[int, frozenset[int]] = {}

    def card(self, open_mask: int, flag: int) -> list[int | None]:
        """A card with the column's boxes open or written (0) as ``open_mask`` says, the flag
        row holding points when ``flag``; every other column open."""
        card: list[int | None] = [None] * self.spec.size
        base = self.column * self.rows
        for i in range(self.rows):
            if not open_mask >> i & 1:
                card[base + i] = 0
        flag_row = self.spec.flag_row
        if flag and flag_row is not None:
            card[base + self.index[flag_row]] = self.flag_points
        return card

    def order(self, open_mask: int) -> int:
        """The open boxes ``order_allows`` allows (what ``legal_boxes`` asks without dice)."""
        column = [None if open_mask >> i & 1 else 0 for i in range(self.rows)]
        allows = self.spec.order_allows
        mask = 0
        for i, row in enumerate(self.spec.rows):
            if open_mask >> i & 1 and allows(column, self.column, row.id, self.rules):
                mask |= 1 << i
        return mask

    def writes(self, open_mask: int, flag: int, roll: int, first: bool) -> tuple[RuleWrite, ...]:
        """The spec's ``writes`` with the sorted roll ``roll`` in this column (cached)."""
        key = (open_mask, flag, roll, first)
        found = self._writes.get(key)
        if found is None:
            card = self.card(open_mask, flag)
            found = tuple(
                (self.index[w.row], w.points, w.extra)
                for w in self.spec.writes(card, self.rolls[roll], first, self.rules, self.column)
            )
            for i, points, _ in found:
                allowed = self.upper_values.get(i)
                if allowed is not None and points not in allowed:
                    raise ValueError(
                        f"the rules write {points} into upper box {self.spec.rows[i].id!r},"
                        " which its own dice never score: the solver cannot count that progress"
                    )
            with self._lock:
                self._writes[key] = found
        return found


def model_from_spec(
    spec: CardSpec, rules: Any, column: int = 0, model_id: str | None = None
) -> SolverModel:
    """The solver model of ``spec``'s column ``column`` under ``rules`` (see the module
    docstring); its id is ``"<game id>/<variant name>"`` unless ``model_id`` is given."""
    if spec.faces != 6 or getattr(spec, "die_kinds", None):
        raise ValueError("the solver rolls plain six-sided dice, not a card's own dice")
    if not 0 <= column < len(spec.columns):
        raise ValueError(f"no column {column}; the card has {len(spec.columns)}")
    rolls = dice_set(spec.num_dice).rolls
    upper = set(spec.upper)
    boxes = []
    for index, row in enumerate(spec.rows):
        late = tuple(spec.row_points(row.id, roll, False, rules) for roll in rolls)
        first = tuple(spec.row_points(row.id, roll, True, rules) for roll in rolls)
        face = sorted(upper).index(index) + 1 if index in upper else 0
        boxes.append(Box(row.id, late, None if first == late else first, face))
    bonus = None
    if spec.upper_bonus and upper:
        if not spec.bonus_needs_complete:
            raise ValueError("the solver pays the upper bonus once the upper boxes are written")
        bonus = UpperBonus(spec.upper_bonus, spec.upper_bonus_threshold)
    ids = [row.id for row in spec.rows]
    flag_box = None if spec.flag_row is None else ids.index(spec.flag_row)
    flag_points = 0
    if flag_box is not None:
        flag_points = max(boxes[flag_box].points)
        if flag_points <= 0:
            raise ValueError(f"the flag row {spec.flag_row!r} never holds points")
    hooks = _SpecRules(spec, rules, column, flag_points)
    hooks.upper_values = {
        i: frozenset(box.points) | frozenset(box.first_points or ())
        for i, box in enumerate(boxes)
        if box.face
    }
    special = tuple(r for r, roll in enumerate(rolls) if spec.special_roll(roll))
    return SolverModel(
        model_id=model_id or f"{spec.game_id}/{spec.variant_name(rules)}",
        boxes=tuple(boxes),
        bonus=bonus,
        num_dice=spec.num_dice,
        num_rolls=spec.max_rolls,
        flag_box=flag_box,
        special_rolls=special,
        order=None if spec.free_order(rules) else hooks.order,
        rule_writes=hooks.writes if special else None,
    )


def state_of_column(model: SolverModel, column: Sequence[int | None]) -> State:
    """The solver state of one column of a card (its boxes in row order, None when open)."""
    open_mask = sum(1 << i for i, points in enumerate(column) if points is None)
    progress = sum(
        points
        for points, box in zip(column, model.boxes, strict=True)
        if box.face and points is not None
    )
    flag = 0
    if model.flag_box is not None:
        written = column[model.flag_box]
        flag = int(written is not None and written > 0)
    return (open_mask, model.clamp(open_mask, progress), flag)
