"""The coach at the Yahtzee table: Hard's numbers, with the solved table loaded off the main thread.

Loading a value table takes a few milliseconds (up to about 100 ms on a slow
disk), so the table starts :func:`preload` when it opens and asks the coach only
once the table is in memory (the first frame never waits). A turn's exact
in-turn values (:func:`yenta_desktop.ai.yahtzee.policy.turn_values`, the Joker
and the extra Yahtzee included) take a few milliseconds once per turn and are
cached; each roll's numbers are then a lookup.

"Expected final total" is the points on the card now (bonuses once earned,
extra Yahtzees) plus the optimal expected points still to come: the numbers
of different moves compare directly, and match Hard's choice exactly.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.kits.scorecard import TurnValues, positions_for
from yenta_desktop.ai.yahtzee.model import table_name, value_table
from yenta_desktop.ai.yahtzee.policy import OPTIMAL, best_move, options, turn_values
from yenta_desktop.engine.yahtzee import Action, Phase, Rules, total
from yenta_desktop.ui.coach import CoachRunner

log = logging.getLogger(__name__)

#: A choice giving away more than this many expected points is marked (YatzyCoach's 0.2).
WARN_LOSS = 0.2
#: Losses below this (float32 tables) count as none.
EPSILON = 1e-4

_lock = threading.Lock()
#: Table name -> the optimal expected total, once that table is loaded (or None if it failed).
_loaded: dict[str, float | None] = {}
_loading: dict[str, threading.Thread] = {}


def _load(rules: Rules) -> None:
    try:
        value: float | None = value_table(rules).game_value()
    except Exception:  # noqa: BLE001 - the game plays on without a coach
        log.exception("could not load the Yahtzee value table")
        value = None
    with _lock:
        _loaded[table_name(rules)] = value


def preload(rules: Rules) -> None:
    """Start loading the value table of ``rules`` in the background (once)."""
    key = table_name(rules)
    with _lock:
        if key in _loaded or key in _loading:
            return
        thread = threading.Thread(target=_load, args=(rules,), name="yahtzee-table", daemon=True)
        _loading[key] = thread
    thread.start()


def is_ready(rules: Rules) -> bool:
    """Whether the table of ``rules`` is loaded (or failed to load: no point waiting)."""
    return table_name(rules) in _loaded


def wait_ready(rules: Rules, timeout: float = 5.0) -> bool:
    """Wait for the table (tests and the tour); True once it is loaded."""
    preload(rules)
    thread = _loading.get(table_name(rules))
    if thread is not None:
        thread.join(timeout)
    return _loaded.get(table_name(rules)) is not None


def known_optimal(rules: Rules) -> float | None:
    """The optimal expected total of ``rules`` if its table is loaded (else None; starts it)."""
    key = table_name(rules)
    if key not in _loaded:
        preload(rules)
        return None
    return _loaded[key]


@dataclass(frozen=True)
class HoldAdvice:
    """Holding ``values`` (at ``positions``) and re-rolling the rest: the expected final total."""

    positions: tuple[int, ...]
    values: tuple[int, ...]
    expected_total: float
    loss: float


@dataclass(frozen=True)
class Advice:
    """The coach's numbers for the dice of ``seat``'s turn after roll ``roll``."""

    seat: int
    roll: int
    dice: tuple[int, ...]
    total_now: int
    #: The move Hard would make, and its expected final total.
    best: Action
    best_total: float
    #: Every box that may be written now -> its expected final total (card order).
    rows: dict[str, float]
    #: Every distinct hold, best first (empty after the third roll).
    holds: tuple[HoldAdvice, ...]

    @property
    def best_row(self) -> str:
        """The best box to write now."""
        return max(self.rows, key=lambda row: self.rows[row])

    def row_loss(self, row: str) -> float:
        """Expected points writing ``row`` gives away against Hard's move (0 if none)."""
        loss = self.best_total - self.rows[row]
        return loss if loss > EPSILON else 0.0

    def hold_of(self, values: Sequence[int]) -> HoldAdvice | None:
        """The hold keeping ``values`` (any order)."""
        wanted = tuple(sorted(values))
        for option in self.holds:
            if option.values == wanted:
                return option
        return None


class Coach:
    """Advice for the seat whose turn it is (one turn's values cached)."""

    def __init__(self) -> None:
        self._key: tuple[Any, ...] | None = None
        self._values: TurnValues | None = None

    def values(self, rules: Rules, card: Sequence[int | None]) -> TurnValues:
        """The exact in-turn values of a turn starting from ``card`` (cached)."""
        key = (rules, tuple(card))
        if key != self._key or self._values is None:
            self._values = turn_values(rules, card, OPTIMAL)
            self._key = key
        return self._values

    def advise_dice(
        self,
        rules: Rules,
        card: Sequence[int | None],
        extras: Sequence[int],
        dice: Sequence[int],
        rolls_done: int,
        seat: int = 0,
    ) -> Advice:
        """Numbers for ``dice`` after roll ``rolls_done`` of a turn starting from ``card``."""
        values = self.values(rules, card)
        opts = options(values, card, rules, dice, rolls_done)
        best, best_value = best_move(opts, dice)
        now = total(card, rules, extras)
        holds = tuple(
            HoldAdvice(positions_for(dice, keeper), keeper, now + value, best_value - value)
            for keeper, value in sorted(opts.holds.items(), key=lambda kv: -kv[1])
        )
        rows = {row: now + value for row, value in opts.rows.items()}
        return Advice(seat, rolls_done, tuple(dice), now, best, now + best_value, rows, holds)

    def advise(self, state: Any) -> Advice | None:
        """Numbers for the dice on the table of the seat to act (None without dice)."""
        seat = state.turn_seat
        if seat is None or not state.dice or state.phase != Phase.CHOOSE:
            return None
        return self.advise_dice(
            state.rules, state.cards[seat], state.extras[seat], state.dice, state.rolls_done, seat
        )


class Advisor:
    """Coach advice for the dice on the table, asked of the table's coach runner once the
    table is loaded."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.coach = Coach()
        preload(rules)

    def advise(self, state: Any, step: int, runner: CoachRunner) -> Advice | None:
        """Advice for the seat to act in ``state`` at game step ``step`` (None while unready:
        the table loading, or the numbers being worked out off the frame by ``runner``)."""
        if state.phase != Phase.CHOOSE or not state.dice:
            return None
        if not is_ready(self.rules) or _loaded.get(table_name(self.rules)) is None:
            return None
        key = ("yahtzee", step, state.turn_seat, state.dice, state.rolls_done, len(state.turns))
        if runner.asked(key):
            return runner.get(key)
        return runner.ask(key, self.coach.advise, state.clone())
