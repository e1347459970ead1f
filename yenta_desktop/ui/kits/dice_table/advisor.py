"""The coach at a scorecard table: the game's AI coach asked off the frame.

A game's AI coach module (``ai/<folder>/coach.py``) offers ``Coach`` (whose
``advise(state)`` gives the numbers for the dice on the table) and ``LOADER`` (its
:class:`~yenta_desktop.ai.kits.scorecard.coach.TableLoader`); a :class:`~.table.DiceTable`
naming it in ``ai_coach`` gets an :class:`Advisor`, which the table asks each frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from yenta_desktop.ai.kits.scorecard.coach import TableLoader
from yenta_desktop.engine.families.scorecard import Phase
from yenta_desktop.ui.coach import CoachRunner


class CoachModule(Protocol):
    """What the kit reads of a game's AI coach (``ai/<folder>/coach.py``)."""

    #: The coach (``Coach().advise(state)``: None or the advice for the dice on the table).
    Coach: Callable[[], Any]
    #: Its solved tables, loaded off the main thread (optimal expected totals when known).
    LOADER: TableLoader


class Advisor:
    """The coach at a scorecard table: asks the game's coach on the table's coach runner,
    never in the frame, once its tables are loaded (:meth:`TableLoader.preload` when the
    table opens)."""

    def __init__(self, name: str, coach: CoachModule, rules: Any) -> None:
        self.name = name
        self.rules = rules
        self.tables = coach.LOADER
        self.coach = coach.Coach()
        self.tables.preload(rules)

    def advise(self, state: Any, step: int, runner: CoachRunner) -> Any:
        """Advice for the seat to act in ``state`` at game step ``step`` (None while unready:
        the table loading, or the numbers being worked out off the frame by ``runner``)."""
        if state.phase != Phase.CHOOSE or not state.dice:
            return None
        if not self.tables.is_ready(self.rules) or not self.tables.is_loaded(self.rules):
            return None
        key = (self.name, step, state.turn_seat, state.dice, state.rolls_done, len(state.turns))
        if runner.asked(key):
            return runner.get(key)
        return runner.ask(key, self.coach.advise, state.clone())


__all__ = ["Advisor", "CoachModule"]
