"""Round scoring: pairs, the last player's leftover dice, and the bidder's contract."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yenta_desktop.engine.protocol import StatColumn
from yenta_desktop.engine.yenta.rules import SUBTRACT, Rules


def bidder_score(actual: int, bid: int, rules: Rules) -> int:
    """What the bidder scores: max(2 x bid, actual) if made, else -bid or 0 by variant."""
    if actual >= bid:
        return max(2 * bid, actual)
    return -bid if rules.failed_bid == SUBTRACT else 0


def round_points(
    pair_points: Sequence[int],
    last_player: int | None,
    leftover: int,
    bidder: int,
    bid: int,
    rules: Rules,
) -> tuple[list[int], bool]:
    """Each seat's points for the round and whether the bidder made the bid."""
    points = list(pair_points)
    if last_player is not None:
        points[last_player] += leftover
    actual = points[bidder]
    points[bidder] = bidder_score(actual, bid, rules)
    return points, actual >= bid


def game_winner(scores: Sequence[int], target_score: int) -> int | None:
    """The seat that has reached the target and leads alone, or None to play on."""
    best = max(scores)
    if best < target_score:
        return None
    leaders = [seat for seat, score in enumerate(scores) if score == best]
    return leaders[0] if len(leaders) == 1 else None


#: The Yenta columns of the statistics screen and the tournament table (see ``seat_tallies``).
STAT_COLUMNS = (
    StatColumn("points_per_round", "pts/round", "points", per="rounds", decimals=2),
    StatColumn("bids_made", "bids made", "bids_made", decimals=0),
    StatColumn("bids_failed", "bids failed", "bids_failed", decimals=0),
    StatColumn("bid_success_rate", "bids made %", "bids_made", per="bids", percent=True),
    StatColumn("best_score", "best score", "score", how="max", decimals=0),
)


def seat_tallies(state: Any) -> list[dict[str, float]]:
    """Per seat, the counters of a game: rounds, points, bids (made, failed) and final score."""
    tallies: list[dict[str, float]] = [
        {"rounds": 0, "points": 0, "bids": 0, "bids_made": 0, "bids_failed": 0, "score": score}
        for score in state.scores
    ]
    for entry in state.completed_rounds:
        for seat, points in enumerate(entry["round_points"]):
            tallies[seat]["rounds"] += 1
            tallies[seat]["points"] += points
        bidder = entry["bidder"]
        tallies[bidder]["bids"] += 1
        # A made bid scores max(2 x bid, points) >= bid > 0; a failed one -bid or 0.
        made = entry["round_points"][bidder] >= entry["bid"]
        tallies[bidder]["bids_made" if made else "bids_failed"] += 1
    return tallies
