"""Verdicts, standings, per-seat statistics and the session's penalty tally.

A *lie* is a bid above the box at the moment it was made (after the
bidder's own re-roll), judged by the engine whether or not anyone called it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from yenta_desktop.engine.liedice.hands import HandName, bid_index, name_hand
from yenta_desktop.engine.liedice.rules import FIRST_OUT
from yenta_desktop.engine.protocol import StatColumn


@dataclass(frozen=True)
class Verdict:
    """The outcome of a call, for the reveal: who loses a life and why.

    ``truthful``: the box is at least the bid, so the caller was wrong and
    loses the life; otherwise the bidder lied and loses it.
    """

    bid: tuple[str, ...]
    box: tuple[str, ...]
    bid_name: HandName
    box_name: HandName
    truthful: bool
    caller: int
    bidder: int
    loser: int
    reason: str


def verdict(bid: Sequence[str], box: Sequence[str], caller: int, bidder: int) -> Verdict:
    """Judge a call of ``bid`` against the opened ``box`` (rule 6)."""
    if len(box) != 5:
        raise ValueError(f"a box holds five dice, not {len(box)}")
    truthful = bid_index(tuple(box)) >= bid_index(tuple(bid))
    return Verdict(
        tuple(bid),
        tuple(box),
        name_hand(bid),
        name_hand(box),
        truthful,
        caller,
        bidder,
        caller if truthful else bidder,
        "wrong_call" if truthful else "lied",
    )


def is_lie(entry: Mapping[str, Any]) -> bool:
    """Whether a record bid entry was a lie: its bid above the box it left behind."""
    return bool(bid_index(tuple(entry["box"])) < bid_index(tuple(entry["dice"])))


def standings(state: Any) -> list[int]:
    """Seats from best to worst: by lives left; those out by how late they went out."""
    out = list(state.out_order)
    playing = [s for s in range(state.num_players) if s not in out]
    playing.sort(key=lambda s: (-state.lives[s], s))
    return playing + out[::-1]


#: The Lie Dice columns of the statistics screen and the tournament table.
STAT_COLUMNS = (
    StatColumn("losses", "lost %", "losses", per="games", percent=True),
    StatColumn("lies", "lies/game", "lies", per="games", decimals=2),
    StatColumn("lies_caught", "lies caught %", "lies_caught", per="lies", percent=True),
    StatColumn("calls_right", "calls right/game", "calls_right", per="games", decimals=2),
    StatColumn("calls_wrong", "calls wrong/game", "calls_wrong", per="games", decimals=2),
)

COUNTERS = (
    "losses",
    "rounds",
    "lives_lost",
    "bids",
    "lies",
    "lies_caught",
    "calls",
    "calls_right",
    "calls_wrong",
)


def seat_tallies(state: Any) -> list[dict[str, float]]:
    """Per seat, the counters of a game (a finished one counts ``losses``).

    ``losses`` is 1 for a seat that did not win; ``lies`` bids above the box
    when made; ``lies_caught`` those lies called; ``calls_right`` /
    ``calls_wrong`` calls that caught a lie / hit a true bid.
    """
    tallies: list[dict[str, float]] = [dict.fromkeys(COUNTERS, 0) for _ in range(state.num_players)]
    for summary in state.rounds:
        for seat in range(state.num_players):
            tallies[seat]["rounds"] += 1
        tallies[summary["loser"]]["lives_lost"] += 1
        for entry in summary["actions"]:
            if entry["type"] != "bid":
                continue
            seat = entry["seat"]
            tallies[seat]["bids"] += 1
            if is_lie(entry):
                tallies[seat]["lies"] += 1
        caller, bidder = summary["caller"], summary["bidder"]
        tallies[caller]["calls"] += 1
        if summary["reason"] == "lied":
            tallies[caller]["calls_right"] += 1
            tallies[bidder]["lies_caught"] += 1
        else:
            tallies[caller]["calls_wrong"] += 1
    if state.is_terminal:
        winners = set(state.winners())
        for seat in range(state.num_players):
            tallies[seat]["losses"] = 0 if seat in winners else 1
    return tallies


def update_match(match: Mapping[str, Any] | None, state: Any) -> dict[str, Any]:
    """The session's match data after a finished game: the penalty tally and wins per seat.

    ``penalties[seat]`` counts the games that seat paid the penalty for: the
    first_out loser, or in last_standing the first player out. ``wins[seat]``
    counts games won. The shell keeps ``games`` itself.
    """
    data = dict(match or {})
    n = state.num_players
    penalties = _counts(data.get("penalties"), n)
    wins = _counts(data.get("wins"), n)
    if state.is_terminal:
        first_out = state.loser if state.rules.end == FIRST_OUT else state.out_order[0]
        if first_out is not None:
            penalties[first_out] += 1
        for seat in state.winners():
            wins[seat] += 1
    data["penalties"] = penalties
    data["wins"] = wins
    return data


def _counts(value: Any, n: int) -> list[int]:
    if isinstance(value, list) and len(value) == n and all(type(v) is int for v in value):
        return list(value)
    return [0] * n
