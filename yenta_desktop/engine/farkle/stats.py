"""Per-seat counters of a finished game, and the statistics screen's columns.

Counters per seat: ``total`` (final score), ``turns``, ``turn_points`` (points
banked, farkled turns counting 0), ``best_turn``, ``farkles``, ``hot_dice``
and ``comeback`` (for a winner, the largest deficit to the leader it had at
the start of one of its turns; 0 otherwise).
"""

from __future__ import annotations

from yenta_desktop.engine.farkle.state import GameState
from yenta_desktop.engine.protocol import StatColumn

STAT_COLUMNS = (
    StatColumn("mean_total", "mean total", "total", per="games"),
    StatColumn("mean_turn", "mean turn", "turn_points", per="turns"),
    StatColumn("best_turn", "best turn", "best_turn", how="max", decimals=0),
    StatColumn("farkle_rate", "farkles per turn", "farkles", per="turns", decimals=2),
    StatColumn("hot_dice", "hot dice", "hot_dice", decimals=0),
    StatColumn("comeback", "biggest comeback", "comeback", how="max", decimals=0),
)


def seat_tallies(state: GameState) -> list[dict[str, float]]:
    """Per seat: the counters above, from the finished turns."""
    n = state.num_players
    tallies: list[dict[str, float]] = [
        {
            "total": state.scores[seat],
            "turns": 0,
            "turn_points": 0,
            "best_turn": 0,
            "farkles": 0,
            "hot_dice": 0,
            "comeback": 0,
        }
        for seat in range(n)
    ]
    scores = [0] * n
    deficit = [0] * n
    for turn in state.turns:
        seat = turn["seat"]
        tally = tallies[seat]
        others = [scores[s] for s in range(n) if s != seat]
        if others:
            deficit[seat] = max(deficit[seat], max(others) - scores[seat])
        tally["turns"] += 1
        tally["turn_points"] += turn["points"]
        tally["best_turn"] = max(tally["best_turn"], turn["points"])
        tally["farkles"] += 1 if turn["end"] == "farkle" else 0
        tally["hot_dice"] += turn["hot_dice"]
        scores[seat] = turn["total"]
    for seat in state.winners():
        tallies[seat]["comeback"] = deficit[seat]
    return tallies
