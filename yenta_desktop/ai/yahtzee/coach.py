"""The Yahtzee coach's numbers: Hard's exact values for the dice on the table, and at a table
each option's chance to finish first.

"Expected final total" is the points on the card now (bonuses once earned,
extra Yahtzees) plus the optimal expected points still to come: the numbers of
different moves compare directly, and match ``hard:mode=average`` exactly. At
a table of two or more, every box and hold also gets its chance to finish
first as the table's Hard values it (:mod:`.win`: the other seats' public
positions), and :attr:`Advice.win_best` is the move that plays to win; when it
is not the best-average move and adds more than 0.1 percentage point to the
chance to finish first, :attr:`Advice.differs` is true (the table marks it). A turn's values (a few milliseconds, twice at a table) are computed once
per turn and cached; each roll's numbers are then a lookup. Run it off the
frame (the table's coach runner).

Loading a value table takes tens of milliseconds to about a second on a busy
machine, so :func:`preload` starts it in a daemon thread when the table opens
and :func:`is_ready` says when the coach may be asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from yenta_desktop.ai.kits.scorecard import TurnValues
from yenta_desktop.ai.kits.scorecard.coach import (
    WARN_LOSS,
    AdviceLookups,
    HoldAdvice,
    TableLoader,
    TurnAdvice,
    TurnCoach,
    hold_advice,
    loss_against,
)
from yenta_desktop.ai.yahtzee.policy import (
    OPTIMAL,
    TABLES,
    Options,
    best_move,
    options,
    turn_values,
)
from yenta_desktop.ai.yahtzee.win import field_of, win_chance, win_values
from yenta_desktop.engine.families.scorecard import Phase
from yenta_desktop.engine.families.scorecard_game import Action
from yenta_desktop.engine.yahtzee.rules import Rules
from yenta_desktop.engine.yahtzee.spec import spec_for

#: The move that plays to win is marked only when it adds more than this to the chance to
#: finish first (0.1 percentage point): smaller gains are within the model's error.
WIN_MARGIN = 0.001

_tables = TableLoader(
    lambda rules: TABLES.table(rules).game_value(),
    TABLES.name,
    "the Yahtzee value table",
    "yahtzee-table",
)
#: The value tables (the table's coach reads them through ``LOADER``).
LOADER = _tables


def preload(rules: Rules) -> None:
    """Start loading the value table of ``rules`` in the background (once)."""
    _tables.preload(rules)


def is_ready(rules: Rules) -> bool:
    """Whether the table of ``rules`` is loaded (or failed to load: no point waiting)."""
    return _tables.is_ready(rules)


def is_loaded(rules: Rules) -> bool:
    """Whether the table of ``rules`` is loaded and good (the coach can answer)."""
    return _tables.is_loaded(rules)


def wait_ready(rules: Rules, timeout: float = 5.0) -> bool:
    """Wait for the table (tests and the tour); True once it is loaded."""
    return _tables.wait_ready(rules, timeout)


def known_optimal(rules: Rules) -> float | None:
    """The optimal expected total of ``rules`` if its table is loaded (else None; starts it)."""
    return _tables.known_optimal(rules)


@dataclass(frozen=True)
class Advice(AdviceLookups, TurnAdvice[Action]):
    """The coach's numbers for the dice of ``seat``'s turn after roll ``roll``."""

    #: Every box that may be written now -> its expected final total (card order).
    rows: dict[str, float]
    #: Every distinct hold, best first (empty after the third roll).
    holds: tuple[HoldAdvice, ...]
    #: A choice giving away more than this many expected points is marked.
    warn_loss: float = WARN_LOSS
    #: At a table: every box that may be written now -> its chance to finish first.
    win_rows: dict[str, float] = field(default_factory=dict)
    #: At a table: the move that plays to finish first (Hard's), and its chance.
    win_best: Action | None = None
    win_best_chance: float | None = None

    @property
    def best_row(self) -> str:
        """The best box to write now."""
        return max(self.rows, key=lambda row: self.rows[row])

    @property
    def at_table(self) -> bool:
        """Whether there are win chances (two or more players)."""
        return self.win_best is not None

    @property
    def differs(self) -> bool:
        """At a table: the move that plays to win is not the best-average move, and adds more
        than ``WIN_MARGIN`` to the chance to finish first."""
        if self.win_best is None or self.win_best == self.best:
            return False
        gain = (self.win_best_chance or 0.0) - (self.best_win_chance or 0.0)
        return gain > WIN_MARGIN

    @property
    def best_win_chance(self) -> float | None:
        """At a table: the chance to finish first after the best-average move."""
        if self.win_best is None:
            return None
        return self.chance_of(self.best)

    def chance_of(self, action: Action) -> float | None:
        """At a table: the chance to finish first after ``action`` (None solo)."""
        if self.win_best is None:
            return None
        row = getattr(action, "row", None)
        if row is not None:
            return self.win_rows.get(row)
        kept = tuple(sorted(self.dice[p] for p in getattr(action, "keep", ())))
        hold = self.hold_of(kept)
        return hold.win if hold is not None else None

    def row_loss(self, row: str) -> float:
        """Expected points writing ``row`` gives away against the best-average move (0 if none)."""
        return loss_against(self.best_total, self.rows[row])


class Coach(TurnCoach):
    """Advice for the seat whose turn it is (one turn's values cached).

    ``warn_loss``: a choice giving away more than this many expected points is
    marked (default 0.2, YatzyCoach's).
    """

    def __init__(self, warn_loss: float = WARN_LOSS) -> None:
        super().__init__(warn_loss)
        self._win_key: tuple[Any, ...] | None = None
        self._win: TurnValues | None = None

    def turn_values(self, rules: Rules, card: Sequence[int | None]) -> TurnValues:
        """The exact in-turn values of a turn starting from ``card``."""
        return turn_values(rules, card, OPTIMAL)

    def win_values(
        self,
        rules: Rules,
        seat: int,
        cards: Sequence[Sequence[int | None]],
        extras: Sequence[Sequence[int]],
    ) -> TurnValues:
        """The in-turn win values of ``seat``'s turn against the other cards (cached)."""
        key = (rules, seat, tuple(map(tuple, cards)), tuple(map(tuple, extras)))
        if key != self._win_key or self._win is None:
            against = field_of(rules, cards, extras, seat)
            self._win = win_values(rules, cards[seat], extras[seat], against)
            self._win_key = key
        return self._win

    def advise_dice(
        self,
        rules: Rules,
        card: Sequence[int | None],
        extras: Sequence[int],
        dice: Sequence[int],
        rolls_done: int,
        seat: int = 0,
        table: tuple[Sequence[Sequence[int | None]], Sequence[Sequence[int]]] | None = None,
    ) -> Advice:
        """Numbers for ``dice`` after roll ``rolls_done`` of a turn starting from ``card``;
        with ``table`` (every seat's card and extras, two or more) also the win chances."""
        values = self.values(rules, card)
        opts = options(values, card, rules, dice, rolls_done)
        best, best_value = best_move(opts, dice)
        now = spec_for(rules).total(card, extras)
        wins: Options | None = None
        win_best: Action | None = None
        win_best_chance: float | None = None
        if table is not None and len(table[0]) > 1:
            cards, all_extras = table
            wins = options(
                self.win_values(rules, seat, cards, all_extras), card, rules, dice, rolls_done
            )
            win_best, value = best_move(wins, dice)
            win_best_chance = win_chance(value, now + _expected(opts, win_best, dice))
        holds = hold_advice(
            dice,
            opts.holds,
            now,
            best_value,
            None if wins is None else lambda keeper, at: win_chance(wins.holds[keeper], at),
        )
        rows = {row: now + value for row, value in opts.rows.items()}
        win_rows = (
            {}
            if wins is None
            else {row: win_chance(wins.rows[row], rows[row]) for row in opts.rows}
        )
        return Advice(
            seat,
            rolls_done,
            tuple(dice),
            now,
            best,
            now + best_value,
            rows,
            holds,
            self.warn_loss,
            win_rows,
            win_best,
            win_best_chance,
        )

    def advise(self, state: Any) -> Advice | None:
        """Numbers for the dice on the table of the seat to act (None without dice); at a
        table of two or more, the win chances too (from the public cards)."""
        seat = state.turn_seat
        if seat is None or not state.dice or state.phase != Phase.CHOOSE:
            return None
        table = (state.cards, state.extras) if len(state.cards) > 1 else None
        return self.advise_dice(
            state.rules,
            state.cards[seat],
            state.extras[seat],
            state.dice,
            state.rolls_done,
            seat,
            table,
        )


def _expected(opts: Options, action: Action, dice: Sequence[int]) -> float:
    """The expected points to come (average values) of ``action`` among ``opts``."""
    row = getattr(action, "row", None)
    if row is not None:
        return opts.rows[row]
    return opts.holds[tuple(sorted(dice[p] for p in getattr(action, "keep", ())))]


__all__ = [
    "WARN_LOSS",
    "WIN_MARGIN",
    "Advice",
    "Coach",
    "HoldAdvice",
    "is_loaded",
    "is_ready",
    "known_optimal",
    "preload",
    "wait_ready",
]
