"""The review of a finished Triple Yahtzee game: the scorecard kit's review with Hard's values.

Every hold and every (box, column) of a seat is judged against Hard's in-turn
expectimax (the three columns valued by the single-column tables, bonus Yahtzees
and the cross-card Joker exact inside the turn): see
:mod:`yenta_desktop.ai.kits.scorecard.review`. "Optimal" here means Hard's
expectimax, the reference policy (Triple has no exact solution).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from yenta_desktop.ai.kits.scorecard import TurnValues
from yenta_desktop.ai.kits.scorecard.review import GameReview, Options, WinJudge, review_record
from yenta_desktop.ai.tripleyahtzee.model import card_value
from yenta_desktop.ai.tripleyahtzee.policy import OPTIMAL, options, turn_values
from yenta_desktop.engine.families.scorecard import ScorecardSpec
from yenta_desktop.engine.tripleyahtzee.rules import Rules
from yenta_desktop.engine.tripleyahtzee.spec import SPEC


class TriplePolicy:
    """Hard's expectimax values for the kit's review."""

    def turn_values(self, rules: Rules, card: Sequence[int | None]) -> TurnValues:
        """The in-turn expectimax of a turn from ``card`` over every column."""
        return turn_values(rules, card, OPTIMAL)

    def options(
        self,
        values: TurnValues,
        card: Sequence[int | None],
        rules: Rules,
        dice: Sequence[int],
        rolls_done: int,
    ) -> Options:
        """Every (column, box) and hold with the dice on the table and its value."""
        opts = options(values, card, rules, dice, rolls_done)
        return Options(dict(opts.boxes), opts.holds)

    def future(self, rules: Rules, card: Sequence[int | None]) -> float:
        """Hard's expected points still to come from the start of a turn with ``card``."""
        return card_value(card)

    def spec(self, rules: Rules) -> ScorecardSpec:
        """Triple's card (three columns)."""
        return SPEC


POLICY = TriplePolicy()


def review_game(
    record: Mapping[str, Any], seats: Iterable[int], judge: WinJudge | None = None
) -> GameReview:
    """Judge ``seats`` of a finished triple-yahtzee-record against Hard's expectimax."""
    return review_record(POLICY, Rules, record, seats, judge)


__all__ = ["POLICY", "TriplePolicy", "review_game"]
