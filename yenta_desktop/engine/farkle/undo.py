"""Which Farkle actions a human may take back (see :mod:`yenta_desktop.engine.undo`).

A bank, until the next seat's first roll is shown (or the game ends). A roll is
never undoable: the dice it throws are new information, and dice chosen before
Roll or Bank are the table's to change.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.engine.farkle.actions import Bank


def undoable(state: Any, action: Any) -> bool:
    """Whether ``action``, about to be applied in ``state``, may be taken back."""
    return type(action) is Bank
