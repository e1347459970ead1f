"""The review of a finished Triple Yahtzee game: the scorecard kit's review with Hard's values.

Every hold and every (box, column) of a seat is judged against Hard's in-turn
expectimax (the three columns valued by the single-column tables, bonus Yahtzees
and the cross-card Joker exact inside the turn): see
:mod:`yenta_desktop.ai.kits.scorecard.review`. "Optimal" here means Hard's
expectimax, the reference policy (Triple has no exact solution).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from yenta_desktop.ai.kits.scorecard.review import GamePolicy, GameReview, WinJudge, review_record
from yenta_desktop.ai.tripleyahtzee.policy import TABLES, options, turn_values
from yenta_desktop.engine.tripleyahtzee.rules import Rules
from yenta_desktop.engine.tripleyahtzee.spec import SPEC

#: Hard's expectimax values for the kit's review (every column weighed).
POLICY = GamePolicy(
    turn_values,
    options,
    lambda opts: opts.boxes,
    TABLES.card_value,
    lambda rules: SPEC,
)


def review_game(
    record: Mapping[str, Any], seats: Iterable[int], judge: WinJudge | None = None
) -> GameReview:
    """Judge ``seats`` of a finished triple-yahtzee-record against Hard's expectimax."""
    return review_record(POLICY, Rules, record, seats, judge)


__all__ = ["POLICY", "review_game"]
