"""The review of a Dice Poker game: the scorecard kit's review with Hard's values.

Every hold and every row a seat chose is judged against exactly optimal play (the
solved tables and the exact in-turn values Hard plays by, first-roll doubling and
the order of the sections included): see :mod:`yenta_desktop.ai.kits.scorecard.review`.
The table's review scene (ui/games/dicepoker/review.py) reads it turn by turn.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from yenta_desktop.ai.dicepoker.policy import AI
from yenta_desktop.ai.kits.scorecard.review import SeatReview, review_turns
from yenta_desktop.engine.dicepoker.rules import Rules

#: Hard's (expected-score) values for the kit's review (the kit's levels'): every row is in
#: column 0.
POLICY = AI.POLICY


def review_game(rules: Rules, turns: Iterable[Mapping[str, Any]], seat: int) -> SeatReview:
    """Judge every turn of ``seat`` in a game's finished ``turns`` (a record's or a state's)."""
    played = list(turns)
    players = max((int(t["seat"]) for t in played), default=seat) + 1
    return review_turns(POLICY, rules, max(players, seat + 1), played, [seat]).players[seat]


__all__ = ["POLICY", "review_game"]
