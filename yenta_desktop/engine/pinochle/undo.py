"""Which pinochle actions a human may take back (see :mod:`yenta_desktop.engine.undo`).

* a bid or a pass in the auction, until the next seat bids;
* the partner's pass of cards to the bid winner, until the winner passes back
  (the pass back shows every meld at once: not undoable);
* a card played, until the next seat plays, unless it completes the trick
  (the trick is then won and shown) or it was the only card that could be
  played (nothing else could be chosen; played by itself, it counts as the
  next action).

Naming trump shows the melds (not undoable), nor is throwing in or playing out.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.engine.pinochle.actions import Bid, Pass, PassCards, Play
from yenta_desktop.engine.pinochle.state import GameState, Phase


def undoable(state: GameState, action: Any) -> bool:
    """Whether ``action``, about to be applied in ``state``, may be taken back."""
    kind = type(action)
    if state.phase is Phase.AUCTION:
        return kind in (Bid, Pass)
    if state.phase is Phase.PASS_TO_BIDDER:
        return kind is PassCards
    if state.phase is Phase.PLAY and kind is Play:
        seat = state.current_seat
        if seat is None or len(state.trick) >= state.num_players - 1:
            return False
        return len(set(state.observation(seat).legal_cards())) > 1
    return False
