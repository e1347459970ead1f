"""The review of a finished Yahtzee or Yatzy game: the scorecard kit's review with Hard's values.

Every hold and every box of a seat is judged against exactly optimal play (the
solved tables and the exact in-turn values Hard plays by, the Joker and the extra
Yahtzee included): see :mod:`yenta_desktop.ai.kits.scorecard.review`. A table's
win-chance judge (the win-seeking model) plugs in as ``judge``.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import Any

from yenta_desktop.ai.kits.scorecard.review import (
    BOX,
    HOLD,
    DecisionPoint,
    GamePolicy,
    GameReview,
    WinJudge,
    review_record,
)
from yenta_desktop.ai.yahtzee.policy import TABLES, options, turn_values
from yenta_desktop.engine.yahtzee.rules import Rules
from yenta_desktop.engine.yahtzee.spec import spec_for

#: Hard's (expected-score) values for the kit's review: Yahtzee's writes are all in column 0.
POLICY = GamePolicy(
    turn_values,
    options,
    lambda opts: {(0, row): v for row, v in opts.rows.items()},
    lambda rules, card: TABLES.table(rules).value(TABLES.state(rules, card)),
    spec_for,
)


def table_judge(rules: Rules) -> WinJudge | None:
    """The judge of each choice's chance of finishing first at a table: table Hard's model
    (ai/yahtzee/win.py, the coach's numbers) from every seat's card at the start of the
    turn. One coach per review, so each turn's win values are worked out once."""
    from yenta_desktop.ai.yahtzee.coach import Coach

    coach = Coach()

    def judge(point: DecisionPoint) -> dict[Hashable, float] | None:
        if len(point.cards) < 2:
            return None
        seat = point.seat
        advice = coach.advise_dice(
            point.rules,
            point.cards[seat],
            point.extras[seat],
            point.dice,
            point.roll,
            seat,
            (point.cards, point.extras),
        )
        chances: dict[Hashable, float] = {
            (HOLD, hold.values): hold.win for hold in advice.holds if hold.win is not None
        }
        for row, chance in advice.win_rows.items():
            chances[(BOX, 0, row)] = chance
        return chances or None

    return judge


def review_game(
    record: Mapping[str, Any], seats: Iterable[int], judge: WinJudge | None = None
) -> GameReview:
    """Judge ``seats`` of a finished yahtzee-record against optimal play (and, at a table,
    by ``judge`` or :func:`table_judge`, the chance of finishing first)."""
    if judge is None:
        judge = table_judge(Rules.from_dict(record.get("rules", {})))
    return review_record(POLICY, Rules, record, seats, judge)


__all__ = ["POLICY", "review_game", "table_judge"]
