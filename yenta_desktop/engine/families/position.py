"""A scorecard game's position as one line of text, read from the game's specification.

The text is words separated by spaces (docs/trainer.md has examples)::

    3,6,-,12,15,-/-,-,25,-,-,-,- u36 x0 r2:13*3*56 joker=free

* the card: every box in the card's order, its points or ``-`` when open; ``,`` between
  boxes, ``/`` between sections (optional when read), ``|`` between columns (Triple
  Yahtzee's three);
* ``u`` the upper total of each column (derived; when given it must match the boxes);
* ``x`` the extra bonuses of each column in points (only games that have them; default 0);
* ``r<roll>:<dice>`` the dice after roll 1 to the game's last, a ``*`` after each die held
  for the next roll; ``r0`` a turn's start before its first roll;
* ``name=value`` every rule that is not the default (``--rule``'s form).

Nothing here names a game: the rows, their sections and the points a box can hold come from
the specification (``type(state).SPEC``) of the state the game's ``new_game`` builds, its
rules from the game's ``Rules``. A position is a single card (the seat to act); it converts
to a one-player state at that moment (:meth:`ScorecardPosition.to_state`) and from any
state (:meth:`ScorecardFormat.from_state`). Text that cannot arise raises
:class:`~yenta_desktop.engine.errors.PositionError` with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations_with_replacement
from types import ModuleType
from typing import Any

from yenta_desktop.engine.errors import PositionError
from yenta_desktop.engine.families.dice import is_standard
from yenta_desktop.engine.families.dice_turn import number_word
from yenta_desktop.engine.families.scorecard import (
    UPPER,
    Phase,
    Roll,
    ScorecardSpec,
    ScorecardState,
)


def rule_tokens(rules: Any) -> list[str]:
    """The ``name=value`` words of the settings that differ from their defaults (the end of
    every position's text), booleans as on/off."""
    words = []
    for setting in rules.SETTINGS:
        value = getattr(rules, setting.name)
        if value != setting.default:
            shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
            words.append(f"{setting.name}={shown}")
    return words


def apply_rule_token(rules: Any, word: str) -> Any:
    """``rules`` with one ``name=value`` word applied; PositionError naming it if refused."""
    try:
        return rules.with_setting(word)
    except ValueError as error:
        raise PositionError(f"the rule {word!r} is refused: {error}") from None


def split_rules(
    text: Any, rules: Any, own: tuple[str, ...] = ()
) -> tuple[list[str], Any, dict[str, str]]:
    """The words of a position's text that are not ``name=value``, ``rules`` with its rule
    words applied, and the values of the position's ``own`` named words (``turn=3``);
    PositionError for text that is not a string or is empty."""
    if not isinstance(text, str):
        raise PositionError(f"a position is a line of text, not {type(text).__name__}")
    words = text.split()
    if not words:
        raise PositionError("the position is empty")
    rest = []
    named: dict[str, str] = {}
    for word in words:
        name, sep, value = word.partition("=")
        if sep and name in own:
            if name in named:
                raise PositionError(f"{name}= is given twice")
            named[name] = value
        elif sep:
            rules = apply_rule_token(rules, word)
        else:
            rest.append(word)
    if not rest:
        raise PositionError("the position has only rules")
    return rest, rules, named


def name_of(row: str) -> str:
    """A row id as words in messages ("full_house" -> "full house")."""
    return row.replace("_", " ")


def _number(text: str, what: str) -> int:
    if not re.fullmatch(r"-?[0-9]{1,6}", text):
        raise PositionError(f"{what} reads {text!r}: write a whole number")
    return int(text)


@cache
def _possible_points(spec: ScorecardSpec, rules: Any) -> dict[str, frozenset[int]]:
    """Row id -> every points a box of it can hold under ``rules`` (from every roll, written
    from the first roll or later; the Joker's points included)."""
    rolls = list(combinations_with_replacement(range(1, spec.faces + 1), spec.num_dice))
    found: dict[str, set[int]] = {row.id: set() for row in spec.rows}
    for row in spec.rows:
        for roll in rolls:
            for first in (False, True):
                found[row.id].add(spec.row_points(row.id, roll, first, rules))
    # The Joker's points: probe a card with every box written but one, for each face.
    n = len(spec.rows)
    for column in range(len(spec.columns)):
        for index, row in enumerate(spec.rows):
            card: list[int | None] = [0] * spec.size
            card[column * n + index] = None
            for face in range(1, spec.faces + 1):
                joker = spec.joker(card, (face,) * spec.num_dice, rules)
                if joker is not None and row.id in joker.points:
                    found[row.id].add(joker.points[row.id])
    return {row: frozenset(points) for row, points in found.items()}


def _points_text(points: frozenset[int]) -> str:
    values = sorted(points)
    if len(values) <= 6:
        return ", ".join(map(str, values[:-1])) + f" or {values[-1]}"
    return f"one of {len(values)} values from {values[0]} to {values[-1]}"


@dataclass(frozen=True)
class ScorecardPosition:
    """One card at one moment: its boxes, extra bonuses, and the dice (roll 0: a turn's start).

    ``held`` are the positions (0-based) of the dice marked for the next roll. Built only by
    :class:`ScorecardFormat` (validated); equal positions print the same text.
    """

    game_id: str
    rules: Any
    card: tuple[int | None, ...]
    extras: tuple[int, ...]
    roll: int
    dice: tuple[int, ...]
    held: tuple[int, ...]
    spec: ScorecardSpec = field(compare=False, repr=False)
    new_game: Callable[..., Any] = field(compare=False, repr=False)

    @property
    def rolled(self) -> bool:
        """Whether dice are on the table (False: a turn's start before its first roll)."""
        return self.roll > 0

    @property
    def upper(self) -> tuple[int, ...]:
        """Each column's upper total (the written upper boxes)."""
        return tuple(self.spec.upper_sum(self.card, c) for c in range(len(self.spec.columns)))

    @property
    def total(self) -> int:
        """The points on the card now (bonuses once earned, extras)."""
        return self.spec.total(self.card, self.extras)

    @property
    def rolls_left(self) -> int:
        """Rolls still allowed this turn."""
        return self.spec.max_rolls - self.roll

    def text(self) -> str:
        """The position's line of text (see the module docstring)."""
        spec = self.spec
        columns = []
        for c in range(len(spec.columns)):
            col = spec.column_of(self.card, c)
            groups: list[list[str]] = []
            previous = None
            for row, points in zip(spec.rows, col, strict=True):
                if row.section != previous:
                    groups.append([])
                    previous = row.section
                groups[-1].append("-" if points is None else str(points))
            columns.append("/".join(",".join(group) for group in groups))
        words = ["|".join(columns), "u" + ",".join(map(str, self.upper))]
        if spec.has_extras:
            words.append("x" + ",".join(map(str, self.extras)))
        if self.roll:
            dice = "".join(f"{d}*" if p in self.held else str(d) for p, d in enumerate(self.dice))
            words.append(f"r{self.roll}:{dice}")
        else:
            words.append("r0")
        return " ".join(words + rule_tokens(self.rules))

    def __str__(self) -> str:
        return self.text()

    def to_state(self, seed: int | None = 0, hold: bool = False) -> Any:
        """A one-player state at this moment, reached through the engine's own moves: the card
        and extras written, then the dice rolled ``roll`` times (the last die re-rolled to the
        same face), so that it is the seat's decision with these dice after roll ``roll``.
        The dice held are the choice under consideration: ``hold`` applies them (the re-roll
        is then pending, as in a replay step after the hold)."""
        state = self.new_game(1, self.rules, seed=seed)
        state.cards[0][:] = list(self.card)
        state.extras[0][:] = list(self.extras)
        if self.roll:
            n = self.spec.num_dice
            state.apply_chance(list(self.dice))
            for _ in range(1, self.roll):
                state.apply(Roll(tuple(range(n - 1))))
                state.apply_chance([self.dice[-1]])
            if hold and self.held:
                state.apply(Roll(self.held))
        return state


class ScorecardFormat:
    """Positions of one scorecard game (its engine module: ``Rules``, ``new_game``)."""

    def __init__(self, module: ModuleType) -> None:
        self.module = module
        self.game_id: str = module.GAME_ID
        self.title: str = module.GAME_TITLE

    def spec_for(self, rules: Any) -> ScorecardSpec:
        """The card ``rules`` play (the specification of the state ``new_game`` builds)."""
        state = self.module.new_game(1, rules, seed=0)
        if not isinstance(state, ScorecardState):
            raise PositionError(f"{self.title} is not a scorecard game")
        spec = type(state).SPEC
        if spec.die_kinds and not all(is_standard(kind) for kind in spec.die_kinds):
            raise PositionError(f"{spec.title}'s painted dice have no positions yet")
        return spec

    # ------------------------------------------------------------------ reading

    def parse(self, text: str, rules: Any = None) -> ScorecardPosition:
        """The position ``text`` describes (module docstring); PositionError if refused."""
        words, rules, _ = split_rules(text, rules if rules is not None else self.module.Rules())
        spec = self.spec_for(rules)
        card = self._card(spec, words[0])
        upper = extras = dice_word = None
        for word in words[1:]:
            key = word[0]
            if key not in "uxr":
                raise PositionError(
                    f"{word!r} is not part of a {spec.title} position: after the card come"
                    " u (upper totals), x (extra bonuses), r (the dice) and rules name=value"
                )
            if key == "u":
                if upper is not None:
                    raise PositionError("the upper totals are given twice")
                upper = self._numbers(spec, word[1:], "upper total")
            elif key == "x":
                if extras is not None:
                    raise PositionError("the extra bonuses are given twice")
                if not spec.has_extras:
                    raise PositionError(f"{spec.title} has no extra bonuses (x)")
                extras = self._numbers(spec, word[1:], "extra bonus")
            else:
                if dice_word is not None:
                    raise PositionError("the dice are given twice")
                dice_word = word[1:]
        if dice_word is None:
            raise PositionError(
                "no dice: write r<roll>:<dice> (a * after each die held), or r0 for a turn's"
                " start before its first roll"
            )
        roll, dice, held = self._dice(spec, dice_word)
        zeros = tuple(0 for _ in spec.columns)
        return self.make(rules, card, extras or zeros, roll, dice, held, upper)

    def _card(self, spec: ScorecardSpec, word: str) -> list[int | None]:
        columns = word.split("|")
        count = len(spec.columns)
        if len(columns) != count:
            raise PositionError(
                f"{spec.title}'s card has {count} column{'s' if count > 1 else ''}"
                f" (| between them), not {len(columns)}"
            )
        card: list[int | None] = []
        for c, column in enumerate(columns):
            boxes = re.split("[,/]", column)
            if len(boxes) != len(spec.rows):
                where = f"column {c + 1} of " if count > 1 else ""
                raise PositionError(
                    f"{where}{spec.title}'s card has {len(spec.rows)} boxes, not {len(boxes)}"
                )
            if "/" in column:
                sizes = [len(part.split(",")) for part in column.split("/")]
                wanted = self._section_sizes(spec)
                if sizes != wanted:
                    raise PositionError(
                        f"the card's sections have {'/'.join(map(str, wanted))} boxes,"
                        f" not {'/'.join(map(str, sizes))}"
                    )
            for row, box in zip(spec.rows, boxes, strict=True):
                card.append(None if box == "-" else _number(box, f"the {name_of(row.id)} box"))
        return card

    @staticmethod
    def _section_sizes(spec: ScorecardSpec) -> list[int]:
        sizes: list[int] = []
        previous = None
        for row in spec.rows:
            if row.section != previous:
                sizes.append(0)
                previous = row.section
            sizes[-1] += 1
        return sizes

    @staticmethod
    def _numbers(spec: ScorecardSpec, text: str, what: str) -> list[int]:
        parts = text.split(",")
        if len(parts) != len(spec.columns):
            raise PositionError(
                f"{spec.title} has {len(spec.columns)} {what}{'s' if len(spec.columns) > 1 else ''}"
                f" (one per column), not {len(parts)}"
            )
        return [_number(part, f"the {what}") for part in parts]

    @staticmethod
    def _dice(spec: ScorecardSpec, text: str) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
        number, sep, faces = text.partition(":")
        if not re.fullmatch(r"[0-9]{1,3}", number):
            raise PositionError(
                f"the dice read 'r{text}': write r<roll>:<dice> such as r2:13*3*56, or r0"
            )
        roll = int(number)
        if roll == 0:
            if sep:
                raise PositionError("r0 is a turn's start: no dice are on the table yet")
            return 0, (), ()
        last = spec.max_rolls
        if roll > last:
            raise PositionError(
                f"roll {roll}: a {spec.title} turn has at most {number_word(last)} rolls"
            )
        dice: list[int] = []
        held: list[int] = []
        for char in faces:
            if char == "*" and dice:
                if len(dice) - 1 in held:
                    raise PositionError("a die is marked held twice (**)")
                held.append(len(dice) - 1)
            elif char in "0123456789":
                value = int(char)
                if not 1 <= value <= spec.faces:
                    raise PositionError(f"a die of {value}: dice show 1 to {spec.faces}")
                dice.append(value)
            else:
                raise PositionError(
                    f"the dice read {faces!r}: one digit per die, a * after a die held"
                )
        n = spec.num_dice
        if len(dice) != n:
            more = "more" if len(dice) > n else "fewer"
            raise PositionError(
                f"{len(dice)} dice: {more} than {spec.title}'s {number_word(n)} dice"
            )
        return roll, tuple(dice), tuple(held)

    # ------------------------------------------------------------------ checking

    def make(
        self,
        rules: Any,
        card: Sequence[int | None],
        extras: Sequence[int],
        roll: int,
        dice: Sequence[int],
        held: Sequence[int] = (),
        upper: Sequence[int] | None = None,
    ) -> ScorecardPosition:
        """A checked position (every part parsed already); PositionError if it cannot arise."""
        spec = self.spec_for(rules)
        card = list(card)
        if len(card) != spec.size:
            raise PositionError(f"{spec.title}'s card has {spec.size} boxes, not {len(card)}")
        self._check_points(spec, rules, card)
        self._check_order(spec, rules, card)
        columns = range(len(spec.columns))
        if upper is not None:
            for c in columns:
                written = spec.upper_sum(card, c)
                if upper[c] != written:
                    where = f" of column {c + 1}" if len(spec.columns) > 1 else ""
                    raise PositionError(
                        f"the upper total{where} {upper[c]} does not match the upper boxes"
                        f" written ({written})"
                    )
        if len(extras) != len(spec.columns):
            raise PositionError(f"{spec.title} has one extra bonus per column")
        self._check_extras(spec, rules, card, extras)
        if spec.full(card):
            raise PositionError("every box is written: the game is over, there is no turn")
        if roll:
            if held and roll >= spec.max_rolls:
                raise PositionError(
                    f"dice are held after roll {roll}, but no roll is left: write a box"
                )
            if len(held) >= spec.num_dice:
                raise PositionError(
                    f"holding all {number_word(spec.num_dice)} dice re-rolls nothing: write a box"
                )
            if not spec.legal_boxes(card, rules, dice):
                raise PositionError("no box may take these dice")
        elif held or dice:
            raise PositionError("a turn's start (r0) has no dice")
        return ScorecardPosition(
            self.game_id,
            rules,
            tuple(card),
            tuple(extras),
            roll,
            tuple(int(d) for d in dice),
            tuple(sorted(held)),
            spec,
            self.module.new_game,
        )

    @staticmethod
    def _check_points(spec: ScorecardSpec, rules: Any, card: Sequence[int | None]) -> None:
        possible = _possible_points(spec, rules)
        n = len(spec.rows)
        for index, points in enumerate(card):
            if points is None:
                continue
            row = spec.rows[index % n].id
            if points not in possible[row]:
                raise PositionError(
                    f"{name_of(row)} {points} is a score no roll can make"
                    f" ({name_of(row)} scores {_points_text(possible[row])})"
                )

    @staticmethod
    def _check_order(spec: ScorecardSpec, rules: Any, card: Sequence[int | None]) -> None:
        """The written boxes can have been written in some order the rules allow (the
        order hooks only open boxes as the card fills, so writing any allowed box first
        never blocks another)."""
        n = len(spec.rows)
        written = [i for i, points in enumerate(card) if points is not None]
        partial: list[int | None] = spec.empty_card()
        waiting = set(written)
        while waiting:
            ready = [
                i
                for i in sorted(waiting)
                if spec.order_allows(
                    spec.column_of(partial, i // n), i // n, spec.rows[i % n].id, rules
                )
            ]
            if not ready:
                blocked = spec.rows[min(waiting) % n].id
                raise PositionError(
                    f"{name_of(blocked)} is written, but the rules let it be written only"
                    " after boxes that are open"
                )
            for i in ready:
                partial[i] = card[i]
                waiting.discard(i)

    @staticmethod
    def _check_extras(
        spec: ScorecardSpec, rules: Any, card: Sequence[int | None], extras: Sequence[int]
    ) -> None:
        for c, points in enumerate(extras):
            where = f"column {c + 1}'s " if len(spec.columns) > 1 else "the "
            if points < 0:
                raise PositionError(f"{where}extra bonus {points} is below 0")
            if not points:
                continue
            # What one more extra would earn in this column now (every face, any row).
            unit = max(
                spec.extra_bonus(card, c, spec.rows[0].id, (face,) * spec.num_dice, rules)
                for face in range(1, spec.faces + 1)
            )
            if not unit:
                raise PositionError(
                    f"{where}extra bonus {points} cannot arise: this card earns none"
                    " (the box that earns it is open or holds 0)"
                )
            if points % unit:
                raise PositionError(f"{where}extra bonus {points} is not a multiple of {unit}")
            written = sum(1 for p in spec.column_of(card, c) if p is not None)
            if points // unit > written - 1:
                raise PositionError(
                    f"{where}extra bonus {points} needs {points // unit} more boxes written"
                    " besides the one that earns it"
                )

    # ------------------------------------------------------------------ from a state

    def from_state(self, state: Any, held: tuple[int, ...] = ()) -> ScorecardPosition:
        """The position of the seat to act: its card and extras, and the dice of its
        decision (a state whose re-roll is pending shows the dice before it and the hold
        made; ``held`` marks dice of a decision not made yet, as a table keeps them)."""
        seat = state.turn_seat
        if seat is None or state.phase is Phase.OVER:
            raise PositionError("the game is over: no seat is to act")
        rolls = state.rolls_done
        dice: tuple[int, ...] = ()
        marks: tuple[int, ...] = ()
        if state.phase is Phase.CHOOSE:
            dice, marks = tuple(state.dice), tuple(held)
        elif rolls:
            dice, marks = tuple(state.dice), tuple(state.held)
        return self.make(
            state.rules, state.cards[seat], state.extras[seat], rolls if dice else 0, dice, marks
        )


__all__ = [
    "UPPER",
    "ScorecardFormat",
    "ScorecardPosition",
    "apply_rule_token",
    "name_of",
    "rule_tokens",
    "split_rules",
]
