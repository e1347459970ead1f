"""Undo in engine terms, one mechanism for every game.

A human's last action can be taken back while nothing has happened after it:
no chance outcome (a roll, a deal) and no other action (another seat's, or the
same seat's next one) has been applied. Which actions may be taken back at all
is the game's own rule, declared in its engine package as an optional

    ``undoable(state, action) -> bool``

asked with the state *before* ``action`` is applied (Yenta: bids; Dice Poker:
a row written; Lie Dice: a claim; Pinochle: a bid, the first pass, a card that
does not complete a trick). A game without the function has no undo.

:class:`UndoKeeper` holds the one state to go back to: the caller (the table)
tells it about every step, and the keeper keeps a copy of the state before an
undoable human action, and forgets it at the next step. Going back restores
that copy, random generator included, so an undone action leaves no trace in
the record and an undo can never buy a new roll (no chance was drawn after it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def game_undoable(module: Any, state: Any, action: Any) -> bool:
    """Whether the game ``module`` lets ``action`` (about to be applied in ``state``) be undone."""
    rule = getattr(module, "undoable", None)
    if rule is None or state.is_terminal or state.is_chance_node():
        return False
    return bool(rule(state, action))


@dataclass(frozen=True)
class UndoPoint:
    """The state before ``action`` of ``seat`` (an independent copy), and what went with it."""

    before: Any
    seat: int
    action: Any
    #: The caller's own data to restore with the state (a table's selections).
    extra: Any = None


class UndoKeeper:
    """The state to go back to, if the last step was an undoable human action."""

    def __init__(self, module: Any) -> None:
        self.module = module
        self.point: UndoPoint | None = None

    @property
    def available(self) -> bool:
        """Whether there is an action to take back."""
        return self.point is not None

    def before_action(
        self, state: Any, action: Any, *, by_human: bool, extra: Any = None
    ) -> UndoPoint | None:
        """Call just before ``state.apply(action)``: keep a copy if it may be taken back.

        Returns the new point (None when the action cannot be undone); the caller
        must call :meth:`failed` if ``apply`` then raises.
        """
        seat = state.current_seat
        if by_human and seat is not None and game_undoable(self.module, state, action):
            self.point = UndoPoint(state.clone(), seat, action, extra)
        else:
            self.point = None
        return self.point

    def failed(self, previous: UndoPoint | None) -> None:
        """``apply`` raised (the state is unchanged): the earlier point stands again."""
        self.point = previous

    def after_chance(self) -> None:
        """A chance outcome was applied: nothing before it can be taken back."""
        self.point = None

    def forget(self) -> None:
        """Nothing can be taken back any more (e.g. the next player has taken the screen)."""
        self.point = None

    def undo(self) -> UndoPoint:
        """The point to go back to (forgotten here); ``LookupError`` when there is none."""
        point = self.point
        if point is None:
            raise LookupError("nothing to undo")
        self.point = None
        return point


def apply_with_undo(keeper: UndoKeeper, state: Any, action: Any, *, by_human: bool) -> list[Any]:
    """``state.apply(action)`` with ``keeper`` told about it (tests and command-line play)."""
    previous = keeper.point
    keeper.before_action(state, action, by_human=by_human)
    try:
        return list(state.apply(action))
    except Exception:
        keeper.failed(previous)
        raise


def chance_with_undo(keeper: UndoKeeper, state: Any, outcome: Any = None) -> list[Any]:
    """``state.apply_chance(outcome)`` with ``keeper`` told about it."""
    events = list(state.apply_chance(outcome))
    keeper.after_chance()
    return events
