"""Round scoring: pairs, the last player's leftover dice, and the bidder's contract."""

from __future__ import annotations

from collections.abc import Sequence

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
