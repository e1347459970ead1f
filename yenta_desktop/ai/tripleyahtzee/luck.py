"""Skill and luck apart for a solo Triple Yahtzee game, by Hard's values (an estimate).

Triple Yahtzee has no exact table, so the value function is Hard's own
(:mod:`yenta_desktop.ai.kits.luck` explains why the parts add up for any value
function). Inside a turn, Hard's exact expectimax (:func:`.policy.turn_values`)
values every hold and every (column, box): the points written (columns
multiplied, bonuses, bonus Yahtzees, the cross-card Joker) plus Hard's value of
the card after (``TABLES.card_value``, the multiplied sum of the
single-column tables), plus :data:`DRIFT`'s tail for the boxes still open.

**Luck.** Before a turn's first roll the game is worth that turn's expectimax
(the engine's total so far, the drift to come and ``TurnValues.start()``): the
exact mean, over every first roll, of what the roll brings. Before a re-roll it
is the hold's expectimax, the mean of the next roll's best. So every roll's luck
is its value after minus the mean of its values after, under one value function,
and averages 0 whatever the player does (a random player's luck: -6 +- 7 a game,
where it was +123 +- 9 when a first roll was measured against the card value).

**Skill.** A hold loses what Hard's expectimax says it loses (Hard's holds lose 0).
A write is valued in its turn by the card value of the card it leaves; at the next
turn that card is valued again by the turn's expectimax, and the difference
(Hard's estimate revised, fixed by the card the write left) is counted with the
write: its loss is the best write's value minus the next turn's value of the card
it left. It may be below 0, and Hard's own writes lose or gain a little by it
(+0.6 +- 33 points a game over June 2026): that is how far this estimate's skill
figure can be off for a good player's game. Its mean over Hard's games is 0
because of the drift.

Why the drift: the card value ignores the freedom of choosing the column per
roll, so a turn's expectimax is worth more than the card value it starts from
(7.7 points on the empty card, 211 over a game of Hard's). :data:`DRIFT` holds
its mean for each number of boxes filled, measured on Hard's own games; a
constant per number of boxes filled changes no luck and no choice within a
turn. With it the mean is Hard's estimate of the optimal mean (1475.2 + 211.1 =
1686.3, about Hard's own mean) and Hard's skill lost averages about 0. ``python
-m yenta_desktop.ai.tripleyahtzee.luck --games 800`` measures it again;
``scripts/daily_luck_bias.py`` measures the luck's mean for any level.

A write's ``what`` is the box as Hard names it, ``"<column>:<row>"`` (column
0-2: x1, x2, x3). The game is replayed through the engine (its turns' rolls,
holds and boxes), so illegal records raise ValueError and the points banked
are the engine's.
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from yenta_desktop.ai.kits.luck import Split, Step
from yenta_desktop.ai.kits.scorecard.dice import keeper_of
from yenta_desktop.ai.tripleyahtzee.policy import (
    NEG,
    TABLES,
    best_move,
    box_key,
    options,
    turn_values,
)
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.tripleyahtzee import GAME
from yenta_desktop.engine.tripleyahtzee.rules import Rules
from yenta_desktop.engine.tripleyahtzee.spec import SPEC

#: For each number of boxes filled at the start of a turn (0-38): the mean of Hard's turn
#: expectimax minus the card value it starts from, over Hard's own games (the forced Joker,
#: the daily's rules, also used for the free one; DRIFT_GAMES games of random dice, seeds
#: from 0; the sum's standard error 1.3). :func:`fit_drift` measures it.
# fmt: off
DRIFT: tuple[float, ...] = (
    7.68, 7.39, 7.11, 6.92, 6.75, 6.62, 6.52, 6.48, 6.41, 6.40,
    6.40, 6.41, 6.38, 6.46, 6.43, 6.42, 6.42, 6.42, 6.45, 6.33,
    6.26, 6.14, 6.02, 5.86, 5.67, 5.49, 5.36, 5.18, 5.09, 4.93,
    4.70, 4.35, 3.74, 3.16, 2.58, 1.92, 1.31, 0.73, 0.22,
)
# fmt: on
DRIFT_GAMES = 800


def drift_to_come(filled: int, drift: Sequence[float] = DRIFT) -> float:
    """The drift of every turn still to play once ``filled`` boxes are written (0 at the end)."""
    return float(sum(drift[filled:]))


def split(state: Any, drift: Sequence[float] = DRIFT) -> Split | None:
    """The split of a finished solo game (None for a table of several or an unfinished game).

    ``drift``: the per-turn gap of the card value (:data:`DRIFT`; empty: the bare card
    value, every gap then counted with the write before it). ValueError if a turn of the
    record is not legal.
    """
    if state.num_players != 1 or not state.is_terminal:
        return None
    rules = state.rules
    game = GAME.new_game(1, rules)
    start = 0.0
    expected = 0.0
    steps: list[Step] = []
    for number, turn in enumerate(state.turns, start=1):
        rolls, holds = turn["rolls"], turn["holds"]
        if not rolls or len(holds) != len(rolls) - 1:
            raise ValueError(f"turn {number} needs one hold before each re-roll")
        card = list(game.cards[0])
        filled = sum(1 for points in card if points is not None)
        # The points banked, and the drift after this turn (the same for every choice of
        # it: each ends with one more box filled); Hard's values add the rest.
        base = game.totals()[0] + drift_to_come(filled + 1, drift)
        values = turn_values(rules, card)
        # Before the first roll the game is worth this turn's expectimax, the mean of what
        # the first roll brings, so every roll's luck averages 0 whatever the player does.
        # The card value (and drift) that valued the last write is only an estimate of it:
        # the difference, fixed by the card that write left, is that write's (Hard's
        # estimate revised), never luck.
        turn_start = base + values.start()
        if steps:
            steps[-1] = replace(steps[-1], after=turn_start)
        else:
            start = turn_start
        expected = turn_start
        for r, rolled in enumerate(rolls, start=1):
            game.apply_chance(list(rolled))
            dice = game.dice
            opts = options(values, card, rules, dice, r)
            best = max(max(opts.boxes.values(), default=NEG), max(opts.holds.values(), default=NEG))
            steps.append(Step("roll", number, r, expected, base + best, tuple(sorted(dice))))
            expected = base + best
            if r < len(rolls):
                keeper = keeper_of(dice, holds[r - 1])
                if keeper not in opts.holds:
                    raise ValueError(f"turn {number}: no re-roll after roll {r} holding {keeper}")
                chosen = base + opts.holds[keeper]
                steps.append(Step("choice", number, r, expected, chosen, keeper, expected))
                game.apply(Roll(tuple(holds[r - 1])))
            else:
                column, row = turn.get("column", 0), turn["row"]
                if (column, row) not in opts.boxes:
                    raise ValueError(f"turn {number}: {row} of column {column} may not be written")
                chosen = base + opts.boxes[(column, row)]
                what = box_key(column, row)
                steps.append(Step("choice", number, r, expected, chosen, what, expected))
                game.apply(Score(row, column))
            expected = chosen
    total = game.totals()[0]
    if total != state.totals()[0]:
        raise ValueError(f"the turns replay to {total}, not the game's {state.totals()[0]}")
    return Split(start, total, tuple(steps), estimate=True)


def turn_gaps(seed: int, rules: Rules | None = None) -> list[float]:
    """One game of Hard's on random dice (``seed``): for each turn, the turn's expectimax
    before the first roll minus the card value it starts from."""
    rules = rules or Rules()
    state = GAME.new_game(1, rules, seed=seed)
    gaps: list[float] = []
    values = None
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        card = list(state.cards[0])
        if state.rolls_done == 1:  # a turn's first decision: its values, once
            values = turn_values(rules, card)
            gaps.append(values.start() - TABLES.card_value(rules, card))
        assert values is not None
        opts = options(values, card, rules, state.dice, state.rolls_done)
        state.apply(best_move(opts, state.dice)[0])
    return gaps


def fit_drift(games: int, first_seed: int = 0) -> list[float]:
    """:data:`DRIFT` measured again over ``games`` of Hard's (seeds from ``first_seed``)."""
    rows = [turn_gaps(seed) for seed in range(first_seed, first_seed + games)]
    return [statistics.fmean(row[n] for row in rows) for n in range(SPEC.size)]


def main(argv: Sequence[str] | None = None) -> None:
    """Print :data:`DRIFT` measured again (``--games``, ``--seed``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    drift = fit_drift(args.games, args.seed)
    print(f"DRIFT = ({', '.join(f'{d:.2f}' for d in drift)},)  # sum {sum(drift):.2f}")


if __name__ == "__main__":
    main()


__all__ = ["DRIFT", "drift_to_come", "fit_drift", "split", "turn_gaps"]
