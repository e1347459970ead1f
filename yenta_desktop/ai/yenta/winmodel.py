"""Hard's end-of-round evaluation: the chance to win the game from the totals.

Yenta is a race to a target (100): late in a game, the chance to win is what
counts, not points. A rollout ends with the round; :func:`rollout_score` scores
it by the game's result if the round ended it, else by :func:`win_chance` of the
new totals, plus a small share of the round's margin over the others.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

#: Weight of the estimated chance to win the game in a rollout's score (points per 100%).
WIN_WEIGHT = 100.0
#: Weight of the round's margin over the opponents' average in a rollout's score.
MARGIN_WEIGHT = 0.3
#: The win model: a softmax of the totals with temperature SPREAD x sqrt(distance + LATE),
#: where distance is the leader's distance to the target (fitted: scripts/bench_ai.py --fit-win).
SPREAD = 4.0
LATE = 20.0


def win_chance(scores: Sequence[int], seat: int, target: int) -> float:
    """An estimate of ``seat``'s chance to win the game from these totals between rounds.

    A softmax of the totals (the chance to finish on top under Gumbel noise)
    whose temperature grows with the square root of the leader's distance to
    the target: the more rounds are likely left, the less a lead is worth.
    SPREAD and LATE were fitted to who went on to win 3,000 games of four Medium
    bots from each round's totals (docs/ai.md). Late in the game it is still far
    from certain: a round moves a seat's total by 15 points or more.
    """
    leader = max(scores)
    temperature = SPREAD * math.sqrt(max(0, target - leader) + LATE)
    weights = [math.exp((s - leader) / temperature) for s in scores]
    return weights[seat] / sum(weights)


def rollout_score(
    totals: Sequence[int], winner: int | None, seat: int, start_scores: Sequence[int], target: int
) -> float:
    """Score of a finished rollout for ``seat``: chance to win plus the round's margin."""
    n = len(totals)
    gained = [totals[s] - start_scores[s] for s in range(n)]
    margin = gained[seat] - (sum(gained) - gained[seat]) / (n - 1)
    if winner is not None:
        win = 1.0 if winner == seat else 0.0
    else:
        win = win_chance(totals, seat, target)
    return WIN_WEIGHT * win + MARGIN_WEIGHT * margin
