"""Which Triple Yahtzee actions a human may take back (see :mod:`yenta_desktop.engine.undo`).

A box written (in any column), until the next roll (of the next seat, or the writer's own next
turn) is shown. Holds and re-rolls are not undoable: a re-roll shows new dice,
and dice held before Roll are the table's to change.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.engine.families.scorecard import Score


def undoable(state: Any, action: Any) -> bool:
    """Whether ``action``, about to be applied in ``state``, may be taken back."""
    return type(action) is Score
