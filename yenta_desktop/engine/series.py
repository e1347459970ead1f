"""A local tournament: a short series of games of one kind with the same seats, and its standings.

The series lives in the session's match data as ``match["series"]``:
``{"length": N, "results": [[total per seat] per finished game]}``. After each
game every seat scores one *series point* per opponent it beat (half for a tie),
from the game's final totals; the standings rank by series points, then by the
sum of totals. Game-agnostic: only ``state.totals()`` is read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

LENGTHS = (3, 5, 7)


def new_series(length: int) -> dict[str, Any]:
    """A series of ``length`` games, none played."""
    if length not in LENGTHS:
        raise ValueError(f"a series is {', '.join(map(str, LENGTHS))} games, not {length!r}")
    return {"length": length, "results": []}


def check_series(data: Any, seats: int) -> dict[str, Any]:
    """``data`` if it is a well-formed series for ``seats`` seats, else ValueError."""
    if not isinstance(data, dict) or data.get("length") not in LENGTHS:
        raise ValueError("a series needs its length (3, 5 or 7 games)")
    results = data.get("results")
    if not isinstance(results, list) or len(results) > data["length"]:
        raise ValueError("a series lists at most its length of results")
    for row in results:
        if not isinstance(row, list) or len(row) != seats or not all(type(v) is int for v in row):
            raise ValueError("each result is one whole number per seat")
    return data


def game_points(totals: Sequence[int]) -> list[float]:
    """Series points of one game: one per opponent beaten, half per tie."""
    return [
        sum(
            1.0 if mine > other else 0.5 if mine == other else 0.0
            for j, other in enumerate(totals)
            if j != i
        )
        for i, mine in enumerate(totals)
    ]


def with_result(series: dict[str, Any], totals: Sequence[int]) -> dict[str, Any]:
    """The series after a game that ended with ``totals`` (a new dict)."""
    results = [list(row) for row in series["results"]]
    if len(results) >= series["length"]:
        raise ValueError("the series is already complete")
    results.append([int(t) for t in totals])
    return {**series, "results": results}


def is_complete(series: dict[str, Any]) -> bool:
    """Whether every game of the series has been played."""
    return bool(len(series["results"]) >= series["length"])


@dataclass(frozen=True)
class Standing:
    """One seat's line of the standings."""

    seat: int
    place: int
    points: float
    total: int
    totals: tuple[int, ...]


def standings(series: dict[str, Any], seats: int) -> list[Standing]:
    """The standings so far, best first (ties share a place)."""
    points = [0.0] * seats
    sums = [0] * seats
    for row in series["results"]:
        for seat, p in enumerate(game_points(row)):
            points[seat] += p
            sums[seat] += row[seat]
    order = sorted(range(seats), key=lambda s: (-points[s], -sums[s], s))
    result: list[Standing] = []
    for rank, seat in enumerate(order):
        place = rank + 1
        if result and (points[seat], sums[seat]) == (result[-1].points, result[-1].total):
            place = result[-1].place
        per_game = tuple(row[seat] for row in series["results"])
        result.append(Standing(seat, place, points[seat], sums[seat], per_game))
    return result
