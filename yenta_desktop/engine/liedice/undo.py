"""Which Lie Dice actions a human may take back (see :mod:`yenta_desktop.engine.undo`).

A claim (a bid), until the next seat acts. Never a re-roll (it shows new dice);
"look" and "Liar!" show dice too: not undoable.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.engine.liedice.actions import Bid


def undoable(state: Any, action: Any) -> bool:
    """Whether ``action``, about to be applied in ``state``, may be taken back."""
    return type(action) is Bid
