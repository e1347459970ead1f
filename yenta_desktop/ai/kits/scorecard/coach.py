"""What the scorecard games' coaches share: the table loader, one turn's cached values, the
holds' numbers and the advice's look-ups.

A game's coach subclasses :class:`TurnCoach` (giving :meth:`TurnCoach.turn_values`, its
Hard's in-turn values) and builds its own advice (its rows or boxes, and any table win
chances) with :func:`hold_advice` and :class:`AdviceLookups`; its table loads through a
:class:`TableLoader`. Imports no game.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from yenta_desktop.ai.kits.scorecard.dice import positions_for
from yenta_desktop.ai.kits.scorecard.turn import TurnValues

log = logging.getLogger(__name__)

#: A choice giving away more than this many expected points is marked (YatzyCoach's 0.2).
WARN_LOSS = 0.2
#: Losses below this (float32 tables) count as none.
EPSILON = 1e-4


class TableLoader:
    """Loads a game's value tables once each (one per ``key(rules)``) in daemon threads.

    ``load(rules)`` returns the optimal expected total of a whole game (or None when the game
    knows none); if it raises, the failure is logged as "could not load ``what``" and the
    coach stays off (the game plays on).
    """

    def __init__(
        self,
        load: Callable[[Any], float | None],
        key: Callable[[Any], str],
        what: str,
        thread_name: str,
    ) -> None:
        self._load_table = load
        self._key = key
        self._what = what
        self._thread_name = thread_name
        self._lock = threading.Lock()
        #: Key -> (loaded, the optimal expected total or None), once loading ended.
        self._loaded: dict[str, tuple[bool, float | None]] = {}
        self._loading: dict[str, threading.Thread] = {}

    def _load(self, rules: Any) -> None:
        try:
            result: tuple[bool, float | None] = (True, self._load_table(rules))
        except Exception:  # noqa: BLE001 - the game plays on without a coach
            log.exception("could not load %s", self._what)
            result = (False, None)
        with self._lock:
            self._loaded[self._key(rules)] = result

    def preload(self, rules: Any) -> None:
        """Start loading the table of ``rules`` in the background (once)."""
        key = self._key(rules)
        with self._lock:
            if key in self._loaded or key in self._loading:
                return
            thread = threading.Thread(
                target=self._load, args=(rules,), name=self._thread_name, daemon=True
            )
            self._loading[key] = thread
        thread.start()

    def is_ready(self, rules: Any) -> bool:
        """Whether the table of ``rules`` is loaded (or failed to load: no point waiting)."""
        return self._key(rules) in self._loaded

    def is_loaded(self, rules: Any) -> bool:
        """Whether the table of ``rules`` is loaded and good (the coach can answer)."""
        return self._loaded.get(self._key(rules), (False, None))[0]

    def wait_ready(self, rules: Any, timeout: float = 5.0) -> bool:
        """Wait for the table (tests and the tour); True once it is loaded."""
        self.preload(rules)
        thread = self._loading.get(self._key(rules))
        if thread is not None:
            thread.join(timeout)
        return self.is_loaded(rules)

    def known_optimal(self, rules: Any) -> float | None:
        """The optimal expected total of ``rules`` if its table is loaded (else None; starts it)."""
        key = self._key(rules)
        if key not in self._loaded:
            self.preload(rules)
            return None
        return self._loaded[key][1]


@dataclass(frozen=True)
class HoldAdvice:
    """Holding ``values`` (at ``positions``) and re-rolling the rest: the expected final total,
    what it gives away, and (at a table, where the game says) the chance to finish first."""

    positions: tuple[int, ...]
    values: tuple[int, ...]
    expected_total: float
    loss: float
    win: float | None = None


def hold_advice(
    dice: Sequence[int],
    holds: Mapping[tuple[int, ...], float],
    now: float,
    best_value: float,
    win: Callable[[tuple[int, ...], float], float | None] | None = None,
) -> tuple[HoldAdvice, ...]:
    """Every hold of ``holds`` (sorted kept values -> points to come), best first, with
    ``now`` points on the card; ``win(keeper, expected_total)`` gives its chance to finish
    first (None: not asked)."""
    return tuple(
        HoldAdvice(
            positions_for(dice, keeper),
            keeper,
            now + value,
            best_value - value,
            None if win is None else win(keeper, now + value),
        )
        for keeper, value in sorted(holds.items(), key=lambda kv: -kv[1])
    )


ActionT = TypeVar("ActionT")


@dataclass(frozen=True)
class TurnAdvice(Generic[ActionT]):
    """What every scorecard coach's advice starts with: the dice of ``seat``'s turn after roll
    ``roll``, the points on the card now (bonuses once earned), and the move Hard would make
    (the best-average move) with its expected final total. A game's advice adds its rows or
    boxes and holds."""

    seat: int
    roll: int
    dice: tuple[int, ...]
    total_now: int
    best: ActionT
    best_total: float


class AdviceLookups:
    """The look-ups every scorecard game's advice has (mixed into its frozen dataclass,
    which has ``holds`` and ``warn_loss``)."""

    holds: tuple[HoldAdvice, ...]
    warn_loss: float

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


def loss_against(best_total: float, total: float) -> float:
    """Expected points ``total`` gives away against ``best_total`` (0 to ``EPSILON``)."""
    loss = best_total - total
    return loss if loss > EPSILON else 0.0


class TurnCoach:
    """Advice for the seat whose turn it is: one turn's values cached while the turn lasts.

    ``warn_loss``: a choice giving away more than this many expected points is
    marked (default 0.2, YatzyCoach's).
    """

    def __init__(self, warn_loss: float = WARN_LOSS) -> None:
        if not warn_loss >= 0:
            raise ValueError(f"the warning threshold is 0 or more points, not {warn_loss}")
        self.warn_loss = warn_loss
        self._key: tuple[Any, ...] | None = None
        self._values: TurnValues | None = None

    def turn_values(self, rules: Any, card: Sequence[int | None]) -> TurnValues:
        """The game's Hard in-turn values of a turn from ``card`` (uncached)."""
        raise NotImplementedError

    def values(self, rules: Any, card: Sequence[int | None]) -> TurnValues:
        """The in-turn values of a turn starting from ``card`` (cached)."""
        key = (rules, tuple(card))
        if key != self._key or self._values is None:
            self._values = self.turn_values(rules, card)
            self._key = key
        return self._values


__all__ = [
    "EPSILON",
    "WARN_LOSS",
    "AdviceLookups",
    "HoldAdvice",
    "TableLoader",
    "TurnAdvice",
    "TurnCoach",
    "hold_advice",
    "loss_against",
]
