"""The coach at the table: Hard's numbers, with the solved table loaded off the main thread.

Loading a value table takes a few milliseconds here and up to about 100 ms on a
slow disk, so the table scene starts :func:`preload` when it opens and asks
:class:`Advisor` only once the table is in memory (the first frame never
waits). A turn's exact values cost a few milliseconds once: the table's coach
runner (:mod:`yenta_desktop.ui.coach`) works them out off the frame and keeps them.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from yenta_desktop.ai.dicepoker import Advice, Coach, optimal_expected_total
from yenta_desktop.engine.dicepoker import Rules
from yenta_desktop.engine.families.scorecard import Phase
from yenta_desktop.ui.coach import CoachRunner

log = logging.getLogger(__name__)

_lock = threading.Lock()
#: Rules key -> the optimal expected total, once that table is loaded (or None if it failed).
_loaded: dict[tuple[bool, bool], float | None] = {}
_loading: dict[tuple[bool, bool], threading.Thread] = {}


def _key(rules: Rules) -> tuple[bool, bool]:
    return (rules.upper_first, rules.first_roll_double)


def _load(rules: Rules) -> None:
    try:
        value: float | None = optimal_expected_total(rules)
    except Exception:  # noqa: BLE001 - the game plays on without a coach
        log.exception("could not load the Dice Poker value table")
        value = None
    with _lock:
        _loaded[_key(rules)] = value


def preload(rules: Rules) -> None:
    """Start loading the value table of ``rules`` in the background (once)."""
    key = _key(rules)
    with _lock:
        if key in _loaded or key in _loading:
            return
        thread = threading.Thread(target=_load, args=(rules,), name="dicepoker-table", daemon=True)
        _loading[key] = thread
    thread.start()


def is_ready(rules: Rules) -> bool:
    """Whether the table of ``rules`` is loaded (or failed to load: no point waiting)."""
    return _key(rules) in _loaded


def wait_ready(rules: Rules, timeout: float = 5.0) -> bool:
    """Wait for the table (tests and the tour); True once it is loaded."""
    preload(rules)
    thread = _loading.get(_key(rules))
    if thread is not None:
        thread.join(timeout)
    return _loaded.get(_key(rules)) is not None


def known_optimal(rules: Rules) -> float | None:
    """The optimal expected total of ``rules`` if its table is loaded (else None; starts it)."""
    key = _key(rules)
    if key not in _loaded:
        preload(rules)
        return None
    return _loaded[key]


class Advisor:
    """Coach advice for the dice on the table, asked of the table's coach runner."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.coach = Coach()
        preload(rules)

    def advise(self, state: Any, step: int, runner: CoachRunner) -> Advice | None:
        """Advice for the seat to act in ``state`` at game step ``step`` (None while unready:
        the table loading, or the numbers being worked out off the frame)."""
        if state.phase != Phase.CHOOSE or not state.dice:
            return None
        if not is_ready(self.rules) or _loaded.get(_key(self.rules)) is None:
            return None
        key = ("dicepoker", step, state.turn_seat, state.dice, state.rolls_done, len(state.turns))
        if runner.asked(key):
            return runner.get(key)
        return runner.ask(key, self.coach.advise, state.clone())
