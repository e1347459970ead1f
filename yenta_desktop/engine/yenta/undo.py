"""Which Yenta actions a human may take back (see :mod:`yenta_desktop.engine.undo`).

A bid or a pass in the auction, until the next seat has bid. Asks are
answered at once (the answer shows dice): never undoable; nor is ending a turn.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.engine.yenta.actions import Bid, PassBid
from yenta_desktop.engine.yenta.state import GameState, Phase


def undoable(state: GameState, action: Any) -> bool:
    """Whether ``action``, about to be applied in ``state``, may be taken back."""
    return state.phase is Phase.AUCTION and type(action) in (Bid, PassBid)
