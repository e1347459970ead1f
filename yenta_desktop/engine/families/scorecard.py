"""A scorecard specification and the generic game state over it (the dice-turn family).

A :class:`ScorecardSpec` says what a scorecard dice game is: its rows (id,
section, scoring function), the dice (N, R rolls), the upper bonus, the
columns and their multipliers (Triple Yahtzee: x1 x2 x3), and hooks a game
overrides for its variant rules, python-chess style:

- ``order_allows``: box-order constraints (Dice Poker's ``upper_first``);
- ``first_roll_factor``: first-roll doubling;
- ``joker``: Joker constraints (which boxes are legal and what they score
  given the card and the dice);
- ``extra_bonus``: extra-Yahtzee bonuses (points beside the row, per column);
- ``special_roll``: the dice ``joker`` and ``extra_bonus`` can apply to at all (a
  Yahtzee), and ``flag_row``: the row whose holding points rather than a 0 they read;
- ``variant_name``: a short name of the rules variant the card plays.

:meth:`ScorecardSpec.writes` answers "which boxes may these dice be written into now,
for how many points and what extra bonus" from those hooks; the exact solver
(ai/kits/scorecard) reads the same hooks, tabulated over the card's states, so each
rule is written once, here (docs/ai/scorecard-kit.md).

:class:`ScorecardState` plays any specification through the protocol
(OpenSpiel style: explicit chance, validation before mutation, events).
A card is a flat list, column-major (``column * len(rows) + row index``), None
for an empty box; with one column it is simply the rows in order. Boxes hold
the points the dice scored; a column's multiplier applies to its total
(boxes and bonus), as on a Triple Yahtzee sheet.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Any, ClassVar, Generic, TypeVar

from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.families.daily_dice import DiceSource
from yenta_desktop.engine.families.dice import DieKind, face_record
from yenta_desktop.engine.families.dice_turn import (
    DiceHeld,
    DiceRolled,
    DiceTurn,
    holds_for,
)

Card = Sequence["int | None"]
UPPER = "upper"


@dataclass(frozen=True)
class Row:
    """One box of the scorecard: ``score(dice)`` is its points, None when not formed (a 0)."""

    id: str
    section: str
    score: Callable[[Sequence[int]], int | None]


@dataclass(frozen=True)
class Joker:
    """A Joker's constraint for the dice on the table: the legal boxes and their points.

    ``rows`` the (column, row) boxes that may be written (None: no constraint
    beyond the usual); ``points`` overrides what the dice score in a box.
    """

    rows: frozenset[tuple[int, str]] | None = None
    points: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Write:
    """One box the dice may be written into now: its points and the extra bonus beside them."""

    column: int
    row: str
    points: int
    extra: int = 0


@dataclass(frozen=True)
class SectionBonus:
    """A bonus of a section other than the upper one (painted Yahtzee's colours): ``points``
    once every box of ``section`` is written, if they total ``threshold`` or more."""

    section: str
    points: int
    threshold: int


class ScorecardSpec:
    """A scorecard game (override attributes and hooks in a subclass; one instance per game)."""

    game_id: str = "scorecard"
    title: str = "A scorecard game"
    rows: tuple[Row, ...] = ()
    num_dice: int = 5
    max_rolls: int = 3
    faces: int = 6
    #: The die in each of the ``num_dice`` slots (engine/families/dice.py); empty: plain
    #: dice 1..``faces``, as every game so far.
    die_kinds: tuple[DieKind, ...] = ()
    columns: tuple[int, ...] = (1,)
    min_players: int = 1
    max_players: int = 6
    #: The upper section's bonus: ``upper_bonus`` when its sum reaches the threshold
    #: (only once every upper box is written when ``bonus_needs_complete``).
    upper_bonus: int = 0
    upper_bonus_threshold: int = 0
    bonus_needs_complete: bool = True
    #: Bonuses of other sections (empty: none, as every game but painted Yahtzee).
    section_bonuses: tuple[SectionBonus, ...] = ()
    #: Whether ``extra_bonus`` can ever give points (records then carry them).
    has_extras: bool = False
    #: Whether a column's extra bonuses count times its multiplier (Triple Yahtzee's 300).
    extras_multiplied: bool = False
    #: The row whose holding points rather than a 0 the hooks read once it is written, on
    #: a card of one column (Yahtzee's box: the extra-Yahtzee bonus); None: no such row.
    #: Besides it, ``order_allows``, ``joker`` and ``extra_bonus`` read of a column only
    #: which boxes are open (the solver's state; the solver
    #: checks every registered card: tests/ai/kits/test_spec_rules.py).
    flag_row: str | None = None

    def __init__(self) -> None:
        self.row_ids = tuple(row.id for row in self.rows)
        self.row_index = {row.id: index for index, row in enumerate(self.rows)}
        self.row_of = {row.id: row for row in self.rows}
        self.upper = tuple(index for index, row in enumerate(self.rows) if row.section == UPPER)
        self.holds = holds_for(self.num_dice)
        self.size = len(self.rows) * len(self.columns)

    # ------------------------------------------------------------------ hooks

    def order_allows(self, card: Card, column: int, row: str, rules: Any) -> bool:
        """Whether box-order constraints let ``row`` of ``column`` be written now (hook)."""
        return True

    def free_order(self, rules: Any) -> bool:
        """Whether ``order_allows`` lets every open box be written under ``rules`` (hook;
        default: whether it is not overridden). The solver then skips asking it."""
        return type(self).order_allows is ScorecardSpec.order_allows

    def first_roll_factor(self, row: str, formed: bool, first_roll: bool, rules: Any) -> int:
        """The factor on ``row``'s points written from the first roll (hook; 1: none)."""
        return 1

    def joker(self, card: Card, dice: Sequence[int], rules: Any) -> Joker | None:
        """The Joker constraint for ``dice`` given the seat's whole ``card`` (hook; None: none)."""
        return None

    def extra_bonus(
        self, card: Card, column: int, row: str, dice: Sequence[int], rules: Any
    ) -> int:
        """Points beside the row for writing ``dice`` (extra Yahtzees) (hook; 0: none)."""
        return 0

    def special_roll(self, dice: Sequence[int]) -> bool:
        """Whether ``joker`` and ``extra_bonus`` can apply to ``dice`` at all (hook; default:
        never). For every other roll they must give None and 0; the solver asks them about
        these rolls only."""
        return False

    def variant_name(self, rules: Any) -> str:
        """A short name of the variant of this card that ``rules`` play (hook): rules that
        score and allow the same on it share one (its solved table is named by it).
        Default: the game id, then each setting away from its default (an on/off one by
        its name, ``no_<name>`` when off; a choice by its value; a number as ``name-N``)."""
        words = [self.game_id]
        for setting in getattr(rules, "SETTINGS", ()):
            value = getattr(rules, setting.name)
            if value == setting.default:
                continue
            if isinstance(value, bool):
                words.append(setting.name if value else f"no_{setting.name}")
            elif isinstance(value, int):
                words.append(f"{setting.name}-{value}")
            else:
                words.append(str(value))
        return "-".join(words)

    def row_points(self, row: str, dice: Sequence[int], first_roll: bool, rules: Any) -> int:
        """What ``dice`` score in ``row`` (before the Joker and the column multiplier)."""
        base = self.row_of[row].score(dice)
        if base is None:
            return 0
        return base * self.first_roll_factor(row, True, first_roll, rules)

    # ------------------------------------------------------------------ the card

    def empty_card(self) -> list[int | None]:
        """A card with every box empty."""
        return [None] * self.size

    def column_of(self, card: Card, column: int) -> Card:
        """One column of a card."""
        n = len(self.rows)
        return card[column * n : (column + 1) * n]

    def formed(self, row: str, dice: Sequence[int]) -> bool:
        """Whether ``dice`` form ``row``'s pattern (a row not formed takes a 0)."""
        return self.row_of[row].score(dice) is not None

    def open_boxes(self, card: Card) -> list[tuple[int, str]]:
        """The empty boxes as (column, row), column by column in row order."""
        n = len(self.rows)
        return [
            (index // n, self.rows[index % n].id)
            for index, points in enumerate(card)
            if points is None
        ]

    def legal_boxes(
        self, card: Card, rules: Any, dice: Sequence[int] | None = None
    ) -> list[tuple[int, str]]:
        """The boxes that may be written now (order constraints; the Joker given ``dice``)."""
        return self._legal(card, rules, self.joker(card, dice, rules) if dice else None)

    def _legal(
        self, card: Card, rules: Any, joker: Joker | None, column: int | None = None
    ) -> list[tuple[int, str]]:
        boxes = self.open_boxes(card)
        if column is not None:
            boxes = [box for box in boxes if box[0] == column]
        if not self.free_order(rules):
            columns = {c: self.column_of(card, c) for c in {c for c, _ in boxes}}
            boxes = [(c, row) for c, row in boxes if self.order_allows(columns[c], c, row, rules)]
        if joker is not None and joker.rows is not None:
            boxes = [box for box in boxes if box in joker.rows]
        return boxes

    def box_points(
        self, card: Card, column: int, row: str, dice: Sequence[int], first_roll: bool, rules: Any
    ) -> int:
        """The points ``dice`` write into the box now (Joker included; the column's
        multiplier applies to the column total, not here)."""
        return self._points(self.joker(card, dice, rules), row, dice, first_roll, rules)

    def _points(
        self, joker: Joker | None, row: str, dice: Sequence[int], first_roll: bool, rules: Any
    ) -> int:
        if joker is not None and row in joker.points:
            return joker.points[row]
        return self.row_points(row, dice, first_roll, rules)

    def writes(
        self,
        card: Card,
        dice: Sequence[int],
        first_roll: bool,
        rules: Any,
        column: int | None = None,
    ) -> list[Write]:
        """Every box ``dice`` may be written into now (order, Joker; of ``column`` only when
        given), with the points written (``first_roll``: from the turn's first roll) and the
        extra bonus beside them."""
        joker = self.joker(card, dice, rules)
        return [
            Write(
                c,
                row,
                self._points(joker, row, dice, first_roll, rules),
                self.extra_bonus(card, c, row, dice, rules),
            )
            for c, row in self._legal(card, rules, joker, column)
        ]

    def section_sum(self, card: Card, column: int, section: str) -> int:
        """The written boxes of ``section`` in ``column``."""
        col = self.column_of(card, column)
        return sum(
            points
            for row, points in zip(self.rows, col, strict=True)
            if points is not None and row.section == section
        )

    def upper_sum(self, card: Card, column: int = 0) -> int:
        """The written upper boxes of ``column``."""
        return self.section_sum(card, column, UPPER)

    def upper_complete(self, card: Card, column: int = 0) -> bool:
        """Whether every upper box of ``column`` is written."""
        col = self.column_of(card, column)
        return all(col[index] is not None for index in self.upper)

    def bonus(self, card: Card, column: int = 0) -> int:
        """The upper bonus earned in ``column`` (before the column's multiplier)."""
        if self.bonus_needs_complete and not self.upper_complete(card, column):
            return 0
        if not self.upper_bonus or self.upper_sum(card, column) < self.upper_bonus_threshold:
            return 0
        return self.upper_bonus

    def section_bonus(self, card: Card, column: int = 0) -> int:
        """The ``section_bonuses`` earned in ``column`` (each once its section is complete)."""
        col = self.column_of(card, column)
        earned = 0
        for extra in self.section_bonuses:
            boxes = [
                p for row, p in zip(self.rows, col, strict=True) if row.section == extra.section
            ]
            if all(p is not None for p in boxes) and sum(p or 0 for p in boxes) >= extra.threshold:
                earned += extra.points
        return earned

    def lower_sum(self, card: Card, column: int = 0) -> int:
        """The written boxes outside the upper section in ``column``."""
        col = self.column_of(card, column)
        return sum(
            points
            for row, points in zip(self.rows, col, strict=True)
            if points is not None and row.section != UPPER
        )

    def column_total(self, card: Card, column: int = 0) -> int:
        """A column's boxes and bonus times its multiplier."""
        raw = self.upper_sum(card, column) + self.bonus(card, column) + self.lower_sum(card, column)
        if self.section_bonuses:
            raw += self.section_bonus(card, column)
        return raw * self.columns[column]

    def total(self, card: Card, extras: Sequence[int] = ()) -> int:
        """Every column's total (multiplied), plus the extra bonuses (multiplied with their
        column when ``extras_multiplied``)."""
        if self.extras_multiplied:
            extra = sum(e * m for e, m in zip(extras, self.columns, strict=False))
        else:
            extra = sum(extras)
        return sum(self.column_total(card, c) for c in range(len(self.columns))) + extra

    def full(self, card: Card) -> bool:
        """Whether every box is written."""
        return all(points is not None for points in card)


# ---------------------------------------------------------------------- actions


class YahtzeeBoxSpec(ScorecardSpec):
    """A card of one column with a Yahtzee box (Yahtzee, painted Yahtzee): extra Yahtzees and
    the Joker, written once. A Yahtzee is ``num_dice`` dice of one number (declared dice: their
    colours aside). While the Yahtzee box is written (50 or 0) a Yahtzee is a Joker: under
    ``rules.joker == "forced"`` it goes in its number's upper box if open, else in an open box
    of ``joker_rows`` (the fixed boxes of ``joker_points`` at full value), else in any open box;
    under "free" in any open box (the fixed boxes at full value unless its upper box is open).
    Each further Yahtzee scores ``extra_yahtzee`` beside the card while the box holds 50."""

    yahtzee_box: ClassVar[str] = "yahtzee"
    yahtzee_points: ClassVar[int] = 50
    extra_yahtzee: ClassVar[int] = 100
    #: The upper box of each number, 1 to 6, by name (a reduced card may lack some).
    number_rows: ClassVar[tuple[str, ...]] = ()
    #: Where a forced Joker goes once its upper box is written.
    joker_rows: ClassVar[tuple[str, ...]] = ()
    #: What the fixed-value boxes score as a Joker (Full House, the straights).
    joker_points: ClassVar[Mapping[str, int]] = {}
    flag_row = "yahtzee"
    has_extras = True

    def special_roll(self, dice: Sequence[int]) -> bool:
        """The Joker and the extra Yahtzee apply to a Yahtzee only."""
        return len(dice) == self.num_dice and len({int(d) for d in dice}) == 1

    def yahtzee_written(self, card: Card, column: int = 0) -> int | None:
        """What the Yahtzee box of ``column`` holds (None: open)."""
        return self.column_of(card, column)[self.row_index[self.yahtzee_box]]

    def joker(self, card: Card, dice: Sequence[int], rules: Any) -> Joker | None:
        """A Yahtzee rolled while the Yahtzee box is filled (see the class docstring)."""
        if not self.special_roll(dice) or self.yahtzee_written(card) is None:
            return None
        face_row = self.number_rows[int(dice[0]) - 1]
        open_rows = {row for _, row in self.open_boxes(card)}
        if rules.joker == "forced":
            if face_row in open_rows:
                return Joker(frozenset({(0, face_row)}))
            combos = {row for row in open_rows if row in self.joker_rows}
            if combos:
                return Joker(frozenset((0, row) for row in combos), self.joker_points)
            return Joker(frozenset((0, row) for row in open_rows))
        if face_row in open_rows:
            return Joker()
        return Joker(None, self.joker_points)

    def extra_bonus(
        self, card: Card, column: int, row: str, dice: Sequence[int], rules: Any
    ) -> int:
        """A further Yahtzee while the Yahtzee box holds 50, wherever it is written."""
        if self.special_roll(dice) and self.yahtzee_written(card) == self.yahtzee_points:
            return self.extra_yahtzee
        return 0


@dataclass(frozen=True)
class Roll:
    """Hold the dice at positions ``keep`` (any order given; kept sorted) and re-roll the rest."""

    keep: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        # Normalise so that Roll((2, 0)) == Roll((0, 2)); garbage is left for apply to refuse.
        keep = self.keep
        if isinstance(keep, (list, tuple)) and all(type(p) is int for p in keep):
            object.__setattr__(self, "keep", tuple(sorted(keep)))

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "roll", "keep": [positions]}``."""
        return {"type": "roll", "keep": list(self.keep)}


@dataclass(frozen=True)
class Score:
    """Write the current dice into ``row`` of ``column`` (0 unless the card has several)."""

    row: str
    column: int = 0

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "score", "row": row}`` (and ``"column"`` when not 0)."""
        data: dict[str, Any] = {"type": "score", "row": self.row}
        if self.column:
            data["column"] = self.column
        return data


def action_from_dict(spec: ScorecardSpec, data: Any) -> Roll | Score:
    """Parse a record-style action dict; ``ValueError`` naming what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, not {data!r}")
    kind = data.get("type")
    n = spec.num_dice
    if kind == "roll":
        keep = data.get("keep", [])
        if not isinstance(keep, list) or not all(type(p) is int for p in keep):
            raise ValueError(f"a roll's keep must be a list of positions 0-{n - 1}, not {keep!r}")
        if len(set(keep)) != len(keep) or not all(0 <= p < n for p in keep) or len(keep) >= n:
            raise ValueError(
                f"a roll keeps 0 to {n - 1} distinct positions 0-{n - 1}, not {keep!r}"
            )
        return Roll(tuple(keep))
    if kind == "score":
        row = data.get("row")
        if type(row) is not str or row not in spec.row_index:
            raise ValueError(f"unknown row {row!r}; rows are {', '.join(spec.row_ids)}")
        column = data.get("column", 0)
        if type(column) is not int or not 0 <= column < len(spec.columns):
            raise ValueError(f"no column {column!r}; columns are 0-{len(spec.columns) - 1}")
        return Score(row, column)
    raise ValueError(f"unknown action {data!r}")


# ---------------------------------------------------------------------- events


@dataclass(slots=True)
class TurnStarted:
    """It is ``seat``'s turn: its ``turn``-th; ``game_turn`` counts every seat's turns."""

    seat: int
    turn: int
    game_turn: int


@dataclass(slots=True)
class RowScored:
    """``seat`` wrote ``dice`` into ``row`` (of ``column``) for ``points``.

    ``first_roll``: written from the turn's first roll; ``doubled``: the points
    were doubled for it; ``upper_sum`` (of the column) and ``total`` are the
    seat's after this box (bonus included once earned); ``extra``: an extra bonus.
    """

    seat: int
    row: str
    points: int
    first_roll: bool
    doubled: bool
    dice: tuple[int, ...]
    upper_sum: int
    total: int
    column: int = 0
    extra: int = 0


@dataclass(slots=True)
class UpperCompleted:
    """``seat`` filled the upper section (of ``column``): ``upper_sum`` earns ``bonus``."""

    seat: int
    upper_sum: int
    bonus: int
    column: int = 0


@dataclass(slots=True)
class GameOver:
    """Every scorecard is full: totals, results against the mean, places (ties share), winners."""

    totals: list[int]
    results: list[float]
    places: list[int]
    winners: list[int]


Event = TurnStarted | DiceHeld | DiceRolled | RowScored | UpperCompleted | GameOver


def places_of(totals: Sequence[int]) -> list[int]:
    """Each seat's place by total, 1 = best; equal totals share a place (1, 1, 3)."""
    return [1 + sum(1 for other in totals if other > mine) for mine in totals]


def results_of(totals: Sequence[int]) -> list[float]:
    """Each seat's result against the table average: total - mean of the totals."""
    mean = sum(totals) / len(totals)
    return [t - mean for t in totals]


class Phase(str, Enum):
    """Where the game is: dice to roll (chance), a seat to choose, or over."""

    ROLL = "roll"
    CHOOSE = "choose"
    OVER = "over"


@dataclass(frozen=True)
class RowPreview:
    """What writing one empty box would give now.

    ``points`` as written (doubled already when ``doubled``); ``formed`` says
    the dice form the row's pattern (False: a 0); ``legal`` says the box may
    be written now; ``column`` which column.
    """

    row: str
    points: int
    doubled: bool
    formed: bool
    legal: bool
    column: int = 0


def preview(
    spec: ScorecardSpec, card: Card, dice: Sequence[int], first_roll: bool, rules: Any
) -> list[RowPreview]:
    """For each empty box, what ``dice`` would score in it now."""
    legal = set(spec.legal_boxes(card, rules, dice))
    joker = spec.joker(card, dice, rules)
    result = []
    for column, row in spec.open_boxes(card):
        formed = spec.formed(row, dice) or (joker is not None and row in joker.points)
        factor = spec.first_roll_factor(row, formed, first_roll, rules)
        result.append(
            RowPreview(
                row,
                spec.box_points(card, column, row, dice, first_roll, rules),
                formed and factor > 1,
                formed,
                (column, row) in legal,
                column,
            )
        )
    return result


def zero_needs_confirmation(
    spec: ScorecardSpec,
    card: Card,
    dice: Sequence[int],
    row: str,
    first_roll: bool,
    rules: Any,
    column: int = 0,
) -> bool:
    """Whether the UI should ask "write 0 here?" before writing the box.

    True when the box is outside the upper section, the dice do not form it
    (it takes a 0) and another legal box would score more than 0. A 0 in an
    upper box is a result, not a dash, and never asks.
    """
    if type(row) is not str or row not in spec.row_of or spec.row_of[row].section == UPPER:
        return False
    if (column, row) not in spec.open_boxes(card):
        return False
    if spec.box_points(card, column, row, dice, first_roll, rules) != 0 or spec.formed(row, dice):
        return False
    return any(
        spec.box_points(card, c, other, dice, first_roll, rules) > 0
        for c, other in spec.legal_boxes(card, rules, dice)
        if (c, other) != (column, row)
    )


def legal_actions_for(
    spec: ScorecardSpec,
    card: Card,
    rules: Any,
    rolls_done: int,
    dice: Sequence[int] = (),
) -> list[Roll | Score]:
    """The legal actions after ``rolls_done`` rolls: scores (column by column, rows in
    order), then every hold while a roll is left. Nothing before the first roll."""
    if rolls_done == 0:
        return []
    actions: list[Roll | Score] = [
        Score(row, column) for column, row in spec.legal_boxes(card, rules, dice)
    ]
    if rolls_done < spec.max_rolls:
        actions.extend(Roll(keep) for keep in spec.holds)
    return actions


# ---------------------------------------------------------------------- observation


@dataclass(frozen=True)
class ScorecardObservation:
    """What one seat sees: everything but the random generator (scorecards are public).

    ``cards[seat]`` is a scorecard (None for empty boxes); ``first_rows[seat]``
    marks the boxes written from a first roll; ``extras[seat]`` the extra
    bonuses per column. ``turn_seat`` is whose turn it is; ``rolls_done`` how
    many rolls of that turn have happened; ``dice`` the current dice (empty
    before the first roll); ``held`` the positions held for the roll under
    way. ``turns`` is the public record of every finished turn; ``rolls`` and
    ``holds`` are the current turn's so far.
    """

    SPEC: ClassVar[ScorecardSpec]

    seat: int
    current_seat: int | None
    num_players: int
    rules: Any
    first_seat: int
    turn_seat: int | None
    phase: Phase
    rolls_done: int
    dice: tuple[int, ...]
    held: tuple[int, ...]
    cards: tuple[tuple[int | None, ...], ...]
    first_rows: tuple[tuple[bool, ...], ...]
    rolls: tuple[tuple[int, ...], ...]
    holds: tuple[tuple[int, ...], ...]
    turns: tuple[Mapping[str, Any], ...]
    extras: tuple[tuple[int, ...], ...] = ()

    @property
    def my_card(self) -> tuple[int | None, ...]:
        """This seat's scorecard."""
        return self.cards[self.seat]

    @property
    def is_first_roll(self) -> bool:
        """Whether the dice on the table are the turn's first roll."""
        return self.rolls_done == 1

    def legal_actions(self) -> list[Roll | Score]:
        """This seat's legal actions if it is its turn, else an empty list."""
        if self.current_seat != self.seat:
            return []
        return legal_actions_for(
            self.SPEC, self.cards[self.seat], self.rules, self.rolls_done, self.dice
        )

    def preview(self) -> list[RowPreview]:
        """What the dice on the table would score in each empty box of the turn's seat."""
        if self.turn_seat is None or not self.dice:
            return []
        return preview(
            self.SPEC, self.cards[self.turn_seat], self.dice, self.is_first_roll, self.rules
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON-able observation of the outside-bot protocol."""
        spec = self.SPEC
        data: dict[str, Any] = {
            "seat": self.seat,
            "current_seat": self.current_seat,
            "num_players": self.num_players,
            "rules": self.rules.to_dict(),
            "first_seat": self.first_seat,
            "turn_seat": self.turn_seat,
            "phase": self.phase.value,
            "rolls_done": self.rolls_done,
            "dice": [face_record(d) for d in self.dice],
            "held": list(self.held),
            "rows": list(spec.row_ids),
            "cards": [list(card) for card in self.cards],
            "first_rows": [list(flags) for flags in self.first_rows],
            "rolls": [[face_record(d) for d in r] for r in self.rolls],
            "holds": [list(h) for h in self.holds],
            "turns": [copy_turn(t) for t in self.turns],
        }
        if len(spec.columns) > 1:
            data["columns"] = list(spec.columns)
        if spec.has_extras:
            data["extras"] = [list(e) for e in self.extras]
        if self.current_seat == self.seat:
            data["legal"] = [action.to_dict() for action in self.legal_actions()]
        return data


def copy_turn(turn: Mapping[str, Any]) -> dict[str, Any]:
    """An independent copy of a finished turn's record entry."""
    copied = dict(turn)
    # A declared face is recorded as a list ([number, colour]): copied too, not shared.
    copied["rolls"] = [[list(d) if isinstance(d, list) else d for d in r] for r in turn["rolls"]]
    copied["holds"] = [list(h) for h in turn["holds"]]
    return copied


# ---------------------------------------------------------------------- state


#: A scorecard game's state class (its clone and its ``new_game`` keep the game's type).
StateT = TypeVar("StateT", bound="ScorecardState")


class ScorecardState:
    """A scorecard game in progress: ``legal_actions()``, ``apply(action)``, ``clone()``.

    A game's state is a subclass setting ``SPEC`` and ``OBSERVATION``.
    ``apply`` and ``apply_chance`` validate fully before they change anything,
    so an error leaves the state as it was.
    """

    SPEC: ClassVar[ScorecardSpec]
    OBSERVATION: ClassVar[type[ScorecardObservation]] = ScorecardObservation
    #: Words of the messages ("score a row instead", "write the dice into a row").
    SCORE_WORDS: ClassVar[str] = "a row"
    #: The rule name of "no roll is left" (Dice Poker: "three_rolls").
    ROLL_LIMIT_RULE: ClassVar[str] = "roll_limit"

    __slots__ = (
        "rules",
        "num_players",
        "seed",
        "rng",
        "first_seat",
        "cards",
        "first_rows",
        "extras",
        "phase",
        "turn_seat",
        "turn",
        "turns",
        "dice_source",
    )

    def __init__(
        self,
        num_players: int,
        rules: Any,
        rng: random.Random,
        seed: int | None,
        first_seat: int = 0,
    ) -> None:
        spec = self.SPEC
        if isinstance(num_players, bool) or not isinstance(num_players, int):
            raise ValueError(f"the number of players must be a whole number, not {num_players!r}")
        if not spec.min_players <= num_players <= spec.max_players:
            raise ValueError(
                f"{spec.title} is for {spec.min_players} to {spec.max_players} players,"
                f" not {num_players}"
            )
        if type(first_seat) is not int or not 0 <= first_seat < num_players:
            raise ValueError(f"the first seat must be 0..{num_players - 1}, not {first_seat!r}")
        self.rules = rules
        self.num_players = num_players
        self.seed = seed
        self.rng = rng
        self.first_seat = first_seat
        self.cards: list[list[int | None]] = [spec.empty_card() for _ in range(num_players)]
        self.first_rows: list[list[bool]] = [[False] * spec.size for _ in range(num_players)]
        self.extras: list[list[int]] = [[0] * len(spec.columns) for _ in range(num_players)]
        self.phase = Phase.ROLL
        self.turn_seat: int | None = first_seat
        self.turn = DiceTurn(spec.num_dice, spec.max_rolls, spec.faces, spec.die_kinds or None)
        self.turn.start()
        #: Finished turns, oldest first; each dict is never changed once added.
        self.turns: tuple[dict[str, Any], ...] = ()
        #: Where rolls come from instead of ``rng`` (the dice of the day), or None.
        self.dice_source: DiceSource | None = None

    # ------------------------------------------------------------------ the turn's dice

    @property
    def dice(self) -> tuple[int, ...]:
        """The dice on the table (empty before the turn's first roll)."""
        return self.turn.dice

    @property
    def held(self) -> tuple[int, ...]:
        """The positions held for the roll under way."""
        return self.turn.held

    @property
    def rolls(self) -> list[tuple[int, ...]]:
        """This turn's rolls so far (all N dice after each)."""
        return self.turn.rolls

    @property
    def holds(self) -> list[tuple[int, ...]]:
        """This turn's holds so far."""
        return self.turn.holds

    # ------------------------------------------------------------------ queries

    @property
    def current_seat(self) -> int | None:
        """The seat to act; None while dice are rolling and after the game."""
        return self.turn_seat if self.phase is Phase.CHOOSE else None

    @property
    def is_terminal(self) -> bool:
        """Whether every scorecard is full."""
        return self.phase is Phase.OVER

    def is_chance_node(self) -> bool:
        """Whether dice are to be rolled next."""
        return self.phase is Phase.ROLL

    def chance_outcomes(self) -> list[tuple[tuple[int, ...], Fraction]]:
        """Every outcome of the pending roll (values of the rolling positions) and its probability."""
        if self.phase is not Phase.ROLL:
            raise ValueError("no dice are to be rolled now")
        return self.turn.chance_outcomes()

    @property
    def rolls_done(self) -> int:
        """How many rolls the current turn has had."""
        return len(self.turn.rolls)

    def legal_actions(self) -> list[Roll | Score]:
        """Every legal action of the current seat, in a fixed order (empty at chance nodes)."""
        if self.phase is not Phase.CHOOSE:
            return []
        assert self.turn_seat is not None
        return legal_actions_for(
            self.SPEC, self.cards[self.turn_seat], self.rules, len(self.turn.rolls), self.dice
        )

    def totals(self) -> list[int]:
        """Each seat's total so far (every column, bonuses once earned, extras)."""
        return [self.SPEC.total(card, ex) for card, ex in zip(self.cards, self.extras, strict=True)]

    def results(self) -> list[float]:
        """Each seat's total minus the mean of all totals."""
        return results_of(self.totals())

    def places(self) -> list[int]:
        """Each seat's place by total (ties share a place)."""
        return places_of(self.totals())

    def winners(self) -> list[int]:
        """Every seat with the top total once the game is over (empty while it goes on)."""
        if self.phase is not Phase.OVER:
            return []
        totals = self.totals()
        best = max(totals)
        return [seat for seat, t in enumerate(totals) if t == best]

    def returns(self) -> list[float]:
        """Each seat's result against the average (0 for a solo game)."""
        return self.results()

    def preview(self) -> list[RowPreview]:
        """What the dice on the table would score in each empty box of the seat to act."""
        if self.turn_seat is None or not self.dice:
            return []
        return preview(
            self.SPEC, self.cards[self.turn_seat], self.dice, len(self.rolls) == 1, self.rules
        )

    def zero_needs_confirmation(self, row: str, column: int = 0) -> bool:
        """Whether writing ``row`` now is a 0 that the UI should confirm."""
        if self.phase is not Phase.CHOOSE or self.turn_seat is None:
            return False
        card = self.cards[self.turn_seat]
        return zero_needs_confirmation(
            self.SPEC, card, self.dice, row, len(self.rolls) == 1, self.rules, column
        )

    def observation(self, seat: int) -> ScorecardObservation:
        """What ``seat`` may know now (everything but the generator)."""
        if type(seat) is not int or not 0 <= seat < self.num_players:
            raise ValueError(f"no seat {seat!r} at a table of {self.num_players}")
        return self.OBSERVATION(
            seat,
            self.current_seat,
            self.num_players,
            self.rules,
            self.first_seat,
            self.turn_seat,
            self.phase,
            len(self.rolls),
            self.dice,
            self.held,
            tuple(tuple(card) for card in self.cards),
            tuple(tuple(flags) for flags in self.first_rows),
            tuple(self.rolls),
            tuple(self.holds),
            self.turns,
            tuple(tuple(e) for e in self.extras),
        )

    def opening_events(self) -> list[Event]:
        """The event announcing the turn under way (the first turn has no action before it)."""
        if self.turn_seat is None:
            return []
        return [self._turn_started(self.turn_seat)]

    def _turn_started(self, seat: int) -> TurnStarted:
        filled = sum(1 for points in self.cards[seat] if points is not None)
        return TurnStarted(seat, filled + 1, len(self.turns))

    # ------------------------------------------------------------------ chance

    def apply_chance(self, outcome: Sequence[int] | None = None) -> list[Event]:
        """Roll the dice not held: ``outcome`` gives their values (or all N), else the rng."""
        if self.phase is not Phase.ROLL:
            raise ValueError("no dice are to be rolled now")
        assert self.turn_seat is not None
        events: list[Event] = list(
            self.turn.apply_chance(
                self.turn_seat,
                self.rng,
                outcome,
                source=self.dice_source,
                turn=len(self.turns) // self.num_players + 1,
            )
        )
        self.phase = Phase.CHOOSE
        return events

    # ------------------------------------------------------------------ actions

    def apply(self, action: Any) -> list[Event]:
        """Apply ``action`` for the current seat and return the events it caused.

        Raises :class:`IllegalAction` (and changes nothing) if the rules forbid it.
        """
        if self.phase is not Phase.CHOOSE:
            if self.phase is Phase.OVER:
                raise IllegalAction("the game is over", "game_over")
            raise IllegalAction("the dice are still to be rolled", "roll_pending")
        kind = type(action)
        if kind is Roll:
            return self._roll(action)
        if kind is Score:
            return self._score(action.row, action.column)
        raise IllegalAction(
            f"{action!r} is not a {self.SPEC.title} action: hold dice and roll, or score a row",
            "actions",
        )

    def _roll(self, action: Roll) -> list[Event]:
        seat = self.turn_seat
        assert seat is not None
        words = self.SCORE_WORDS
        events: list[Event] = list(
            self.turn.hold(
                seat,
                action.keep,
                all_held=f"score {words} instead",
                rule=self.ROLL_LIMIT_RULE,
                tail=f": write the dice into {words}",
            )
        )
        self.phase = Phase.ROLL
        return events

    def _score(self, row: Any, column: Any) -> list[Event]:
        spec = self.SPEC
        if type(row) is not str or row not in spec.row_index:
            raise IllegalAction(
                f"there is no row {row!r}; rows are {', '.join(spec.row_ids)}", "row_name"
            )
        if type(column) is not int or not 0 <= column < len(spec.columns):
            raise IllegalAction(f"there is no column {column!r}", "column_name")
        seat = self.turn_seat
        assert seat is not None
        card = self.cards[seat]
        index = column * len(spec.rows) + spec.row_index[row]
        if card[index] is not None:
            where = f" of column {column + 1}" if len(spec.columns) > 1 else ""
            raise IllegalAction(f"the {row} row{where} is already written", "row_empty")
        dice = self.dice
        if not spec.order_allows(spec.column_of(card, column), column, row, self.rules):
            raise IllegalAction(self.order_message(row), self.order_rule())
        if (column, row) not in spec.legal_boxes(card, self.rules, dice):
            raise IllegalAction(f"the Joker rule: {row} may not take these dice now", "joker")
        first = len(self.rolls) == 1
        points = spec.box_points(card, column, row, dice, first, self.rules)
        formed = spec.formed(row, dice)
        # A dash (pattern not formed) is 0, never doubled.
        doubled = formed and spec.first_roll_factor(row, formed, first, self.rules) > 1
        extra = spec.extra_bonus(card, column, row, dice, self.rules)
        card[index] = points
        self.first_rows[seat][index] = first
        self.extras[seat][column] += extra
        entry: dict[str, Any] = {
            "seat": seat,
            "rolls": self.turn.recorded_rolls(),
            "holds": [list(h) for h in self.holds],
            "row": row,
        }
        if len(spec.columns) > 1:
            entry["column"] = column
        entry["points"] = points
        entry["first_roll"] = first
        if spec.has_extras:
            entry["extra"] = extra
        self.turns = (*self.turns, entry)
        events: list[Event] = [
            RowScored(
                seat,
                row,
                points,
                first,
                doubled,
                dice,
                spec.upper_sum(card, column),
                spec.total(card, self.extras[seat]),
                column,
                extra,
            )
        ]
        if spec.row_of[row].section == UPPER and spec.upper_complete(card, column):
            events.append(
                UpperCompleted(seat, spec.upper_sum(card, column), spec.bonus(card, column), column)
            )
        if all(spec.full(c) for c in self.cards):
            self.turn.clear()
            self.phase = Phase.OVER
            self.turn_seat = None
            totals = self.totals()
            events.append(GameOver(totals, results_of(totals), places_of(totals), self.winners()))
            return events
        self.turn.start()
        nxt = (seat + 1) % self.num_players
        self.turn_seat = nxt
        self.phase = Phase.ROLL
        events.append(self._turn_started(nxt))
        return events

    def order_message(self, row: str) -> str:
        """The message when box-order constraints forbid ``row`` (a game words its own)."""
        return f"{row} must wait: other boxes come first"

    def order_rule(self) -> str:
        """The rule name of the box-order error."""
        return "box_order"

    # ------------------------------------------------------------------ copies

    def clone(self: StateT, copy_rng: bool = True) -> StateT:
        """An independent copy; with ``copy_rng=False`` the copy shares the generator."""
        other = type(self).__new__(type(self))
        other.rules = self.rules
        other.num_players = self.num_players
        other.seed = self.seed
        if copy_rng:
            rng = random.Random()
            rng.setstate(self.rng.getstate())
            other.rng = rng
        else:
            other.rng = self.rng
        other.first_seat = self.first_seat
        other.cards = [list(card) for card in self.cards]
        other.first_rows = [list(flags) for flags in self.first_rows]
        other.extras = [list(e) for e in self.extras]
        other.phase = self.phase
        other.turn_seat = self.turn_seat
        other.turn = self.turn.copy()
        other.turns = self.turns
        other.dice_source = self.dice_source
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScorecardState):
            return NotImplemented
        # Not protocol.same_slots: a game's subclass declares no slots of its own.
        names = [name for name in ScorecardState.__slots__ if name != "rng"]
        return (
            type(self) is type(other)
            and all(getattr(self, n) == getattr(other, n) for n in names)
            and self.rng.getstate() == other.rng.getstate()
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<{self.SPEC.title} {self.num_players} players, turn {len(self.turns) + 1},"
            f" {self.phase.value}, seat {self.turn_seat}, dice {list(self.dice)},"
            f" totals {self.totals()}>"
        )


def first_seat_of(num_players: int, match: Mapping[str, Any] | None) -> int:
    """Who starts: seat 0 in a first game, the next seat in each rematch."""
    games = match.get("games", 0) if match else 0
    if type(games) is not int or games < 0:
        games = 0
    return games % num_players if num_players > 0 else 0


def new_state(
    cls: type[ScorecardState],
    num_players: int,
    rules: Any,
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    match: Mapping[str, Any] | None = None,
    first_seat: int | None = None,
) -> Any:
    """Start a game of ``cls``: the first seat's dice are to be rolled (a chance node)."""
    if rng is None:
        rng = random.Random(seed)
    if first_seat is None:
        first_seat = first_seat_of(num_players, match) if isinstance(num_players, int) else 0
    return cls(num_players, rules, rng, seed, first_seat)


class GameStarter(Generic[StateT]):
    """A game's ``new_game(num_players, rules=None, *, seed=None, rng=None, match=None,
    first_seat=None)``: a ``state_class`` game (``state_for(rules)``'s where the rules pick the
    card) under the rules given, else ``rules_class()``.

    Start a game: the first seat's dice are to be rolled (a chance node). Randomness comes
    from ``rng`` if given, else ``random.Random(seed)``; ``first_seat`` (replays) overrides who
    starts, otherwise it is ``match["games"] % num_players`` (a rematch starts with the next
    seat).
    """

    def __init__(
        self,
        rules_class: Callable[[], Any],
        state_class: type[StateT],
        state_for: Callable[[Any], type[StateT]] | None = None,
    ) -> None:
        self.rules_class = rules_class
        self.state_class = state_class
        self.state_for = state_for

    def __call__(self, num_players: int, rules: Any = None, **options: Any) -> StateT:
        """Start a game (``options``: ``new_state``'s ``seed``, ``rng``, ``match``,
        ``first_seat``)."""
        rules = rules or self.rules_class()
        cls = self.state_for(rules) if self.state_for is not None else self.state_class
        state: StateT = new_state(cls, num_players, rules, **options)
        return state
