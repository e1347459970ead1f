"""The Triple Yahtzee coach's numbers: Hard's expectimax for the dice on the table.

Hard's in-turn expectimax (:func:`yenta_desktop.ai.tripleyahtzee.policy.turn_values`: every
hold and every (box, column), the rest of the card valued by the single-column
tables) is computed once per turn and cached; each roll's numbers are then a
lookup. "Expected total" is the points on the card now plus the points to come
as Hard values them (no exact optimum is known for Triple Yahtzee). Run it off
the frame (the table's coach runner); :func:`preload` reads the column table in a
daemon thread when the table opens.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.kits.scorecard import TurnValues, positions_for
from yenta_desktop.ai.tripleyahtzee.model import value_table
from yenta_desktop.ai.tripleyahtzee.policy import OPTIMAL, Action, best_move, options, turn_values
from yenta_desktop.engine.tripleyahtzee import SPEC, Phase, Rules

log = logging.getLogger(__name__)

#: A choice giving away more than this many expected points is marked (YatzyCoach's 0.2).
WARN_LOSS = 0.2
EPSILON = 1e-4

_lock = threading.Lock()
_state: dict[str, Any] = {}


def _load() -> None:
    try:
        value_table()
        ok = True
    except Exception:  # noqa: BLE001 - the game plays on without a coach
        log.exception("could not load the Triple Yahtzee column table")
        ok = False
    with _lock:
        _state["loaded"] = ok


def preload() -> None:
    """Start loading the column table in the background (once)."""
    with _lock:
        if "thread" in _state:
            return
        thread = threading.Thread(target=_load, name="tripleyahtzee-table", daemon=True)
        _state["thread"] = thread
    thread.start()


def is_ready() -> bool:
    """Whether the table is loaded (or failed to: no point waiting)."""
    return "loaded" in _state


def wait_ready(timeout: float = 5.0) -> bool:
    """Wait for the table (tests and the tour); True once it is loaded."""
    preload()
    thread = _state.get("thread")
    if isinstance(thread, threading.Thread):
        thread.join(timeout)
    return bool(_state.get("loaded"))


@dataclass(frozen=True)
class HoldAdvice:
    """Holding ``values`` (at ``positions``) and re-rolling the rest: the expected total."""

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
    best: Action
    best_total: float
    #: Every (column, box) that may be written now -> its expected total.
    boxes: dict[tuple[int, str], float]
    holds: tuple[HoldAdvice, ...]
    #: A choice giving away more than this many expected points is marked.
    warn_loss: float = WARN_LOSS

    @property
    def best_box(self) -> tuple[int, str]:
        """The best box to write now."""
        return max(self.boxes, key=lambda box: self.boxes[box])

    def box_loss(self, box: tuple[int, str]) -> float:
        """Expected points writing ``box`` gives away against Hard's move (0 if none)."""
        loss = self.best_total - self.boxes[box]
        return loss if loss > EPSILON else 0.0

    def warns(self, loss: float) -> bool:
        """Whether a choice giving away ``loss`` expected points is marked."""
        return loss > self.warn_loss

    def hold_of(self, values: Sequence[int]) -> HoldAdvice | None:
        """The hold keeping ``values`` (any order)."""
        wanted = tuple(sorted(values))
        for option in self.holds:
            if option.values == wanted:
                return option
        return None


class Coach:
    """Advice for the seat whose turn it is (one turn's values cached).

    ``warn_loss``: a choice giving away more than this many expected points is
    marked (default 0.2, YatzyCoach's).
    """

    def __init__(self, warn_loss: float = WARN_LOSS) -> None:
        if not warn_loss >= 0:
            raise ValueError(f"the warning threshold is 0 or more points, not {warn_loss}")
        self.warn_loss = warn_loss
        self._key: tuple[Any, ...] | None = None
        self._values: TurnValues | None = None

    def values(self, rules: Rules, card: Sequence[int | None]) -> TurnValues:
        """The in-turn values of a turn from ``card`` (cached)."""
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
        now = SPEC.total(card, extras)
        holds = tuple(
            HoldAdvice(positions_for(dice, keeper), keeper, now + value, best_value - value)
            for keeper, value in sorted(opts.holds.items(), key=lambda kv: -kv[1])
        )
        boxes = {box: now + value for box, value in opts.boxes.items()}
        return Advice(
            seat, rolls_done, tuple(dice), now, best, now + best_value, boxes, holds, self.warn_loss
        )

    def advise(self, state: Any) -> Advice | None:
        """Numbers for the dice on the table of the seat to act (None without dice)."""
        seat = state.turn_seat
        if seat is None or not state.dice or state.phase != Phase.CHOOSE:
            return None
        return self.advise_dice(
            state.rules, state.cards[seat], state.extras[seat], state.dice, state.rolls_done, seat
        )


def is_loaded() -> bool:
    """Whether the column table is loaded and good (the coach can answer)."""
    return bool(_state.get("loaded"))
