"""Skill and luck apart for a solo Triple Yahtzee game, by Hard's values (an estimate).

Triple Yahtzee has no exact table, so the value function is Hard's own
(:mod:`yenta_desktop.ai.luck` explains why the split is exact for any value
function): between turns a game is worth the points on the card (columns
multiplied, bonuses, bonus Yahtzees, as the engine totals them) plus Hard's
value of the card (:func:`.model.card_value`, the multiplied sum of the
single-column tables); inside a turn, Hard's exact expectimax
(:func:`.policy.turn_values`) values every hold and every (column, box). So
Hard's choices lose 0, a loss is measured against Hard, and the split's mean is
Hard's estimate of the optimal mean (6 x 245.87 = 1475.2): the sum of the
columns' values ignores the freedom of choosing the column per roll, which the
first roll of each turn then shows as luck (a turn's expectimax is worth more
than the card value it started from). A write's ``what`` is the box as Hard
names it, ``"<column>:<row>"`` (column 0-2: x1, x2, x3).

The game is replayed through the engine (its turns' rolls, holds and boxes),
so illegal records raise ValueError and the points banked are the engine's.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.kits.scorecard.dice import keeper_of
from yenta_desktop.ai.luck import Split, Step
from yenta_desktop.ai.tripleyahtzee.model import card_value
from yenta_desktop.ai.tripleyahtzee.policy import NEG, box_key, options, turn_values
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.tripleyahtzee.state import new_game


def split(state: Any) -> Split | None:
    """The split of a finished solo game (None for a table of several or an unfinished game).

    ValueError if a turn of the record is not legal.
    """
    if state.num_players != 1 or not state.is_terminal:
        return None
    rules = state.rules
    game = new_game(1, rules)
    start = card_value(game.cards[0])
    expected = start
    steps: list[Step] = []
    for number, turn in enumerate(state.turns, start=1):
        rolls, holds = turn["rolls"], turn["holds"]
        if not rolls or len(holds) != len(rolls) - 1:
            raise ValueError(f"turn {number} needs one hold before each re-roll")
        card = list(game.cards[0])
        banked = game.totals()[0]
        values = turn_values(rules, card)
        for r, rolled in enumerate(rolls, start=1):
            game.apply_chance(list(rolled))
            dice = game.dice
            opts = options(values, card, rules, dice, r)
            best = max(max(opts.boxes.values(), default=NEG), max(opts.holds.values(), default=NEG))
            steps.append(Step("roll", number, r, expected, banked + best, tuple(sorted(dice))))
            expected = banked + best
            if r < len(rolls):
                keeper = keeper_of(dice, holds[r - 1])
                if keeper not in opts.holds:
                    raise ValueError(f"turn {number}: no re-roll after roll {r} holding {keeper}")
                chosen = banked + opts.holds[keeper]
                steps.append(Step("choice", number, r, expected, chosen, keeper, expected))
                game.apply(Roll(tuple(holds[r - 1])))
            else:
                column, row = turn.get("column", 0), turn["row"]
                if (column, row) not in opts.boxes:
                    raise ValueError(f"turn {number}: {row} of column {column} may not be written")
                chosen = banked + opts.boxes[(column, row)]
                what = box_key(column, row)
                steps.append(Step("choice", number, r, expected, chosen, what, expected))
                game.apply(Score(row, column))
            expected = chosen
    total = game.totals()[0]
    if total != state.totals()[0]:
        raise ValueError(f"the turns replay to {total}, not the game's {state.totals()[0]}")
    return Split(start, total, tuple(steps), estimate=True)


__all__ = ["split"]
