"""Scoring a deal (rule 7), throwing in (rule 8), the end of the game (rule 9), statistics."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yenta_desktop.engine.pinochle.rules import THROW_IN_MARGIN, team_of
from yenta_desktop.engine.protocol import StatColumn


def deal_points(
    bidding_team: int, bid: int, meld: Sequence[int], tricks: Sequence[int]
) -> tuple[list[int], bool]:
    """Each team's points for a deal played out, and whether the bidding team made its bid.

    A team that took no trick points scores nothing (its meld included); the
    bidding team then is set. The bidding team scores meld + tricks if they
    reach the bid, else loses the bid. The other team scores meld + tricks if
    it took any trick points.
    """
    points = [0, 0]
    made = tricks[bidding_team] > 0 and meld[bidding_team] + tricks[bidding_team] >= bid
    points[bidding_team] = meld[bidding_team] + tricks[bidding_team] if made else -bid
    other = 1 - bidding_team
    if tricks[other] > 0:
        points[other] = meld[other] + tricks[other]
    return points, made


def throw_in_points(bidding_team: int, bid: int, meld: Sequence[int]) -> list[int]:
    """Points for a deal thrown in: the bidding team loses the bid, the other scores its meld."""
    points = [0, 0]
    points[bidding_team] = -bid
    points[1 - bidding_team] = meld[1 - bidding_team]
    return points


def can_throw_in(bid: int, team_meld: int) -> bool:
    """Whether a bid is out of reach after the meld: more than 250 above the team's meld."""
    return bid > team_meld + THROW_IN_MARGIN


def game_winner(scores: Sequence[int], target: int, bidding_team: int) -> int | None:
    """The winning team after a deal, or None to play on (both over: the bidding team)."""
    over = [team for team in (0, 1) if scores[team] >= target]
    if not over:
        return None
    return bidding_team if len(over) == 2 else over[0]


#: What the statistics screen and the tournament table show per seat (see ``seat_tallies``).
STAT_COLUMNS = (
    StatColumn("points_per_deal", "pts/deal", "points", per="deals", decimals=1),
    StatColumn("bids_made", "bids made", "bids_made", decimals=0),
    StatColumn("bids_set", "bids set", "bids_set", decimals=0),
    StatColumn("bid_success", "made %", "bids_made", per="bids", percent=True),
    StatColumn("meld_per_deal", "meld/deal", "meld", per="deals", decimals=1),
)

#: The duplicate tournament's margin: the team's points per deal (seat_tallies counters).
MARGIN = ("points", "deals")


def seat_tallies(state: Any) -> list[dict[str, float]]:
    """Per seat, the counters of a game.

    ``points``: the seat's team's points scored in the game; ``deals``: deals
    played; ``bids``, ``bids_made``, ``bids_set``: auctions this seat won and
    their fate (a throw-in is set); ``meld``: meld points shown by the seat's
    team (both partners), summed over deals, counted or not.
    """
    tallies: list[dict[str, float]] = [
        {"points": 0, "deals": 0, "bids": 0, "bids_made": 0, "bids_set": 0, "meld": 0}
        for _ in range(4)
    ]
    for deal in state.completed_deals:
        team_meld = [0, 0]
        for seat, melds in enumerate(deal["melds"]):
            team_meld[team_of(seat)] += sum(m["points"] for m in melds)
        for seat in range(4):
            tally = tallies[seat]
            tally["deals"] += 1
            tally["points"] += deal["deal_points"][team_of(seat)]
            tally["meld"] += team_meld[team_of(seat)]
        bidder = deal["bidder"]
        tallies[bidder]["bids"] += 1
        made = deal["deal_points"][team_of(bidder)] >= 0 and not deal["throw_in"]
        tallies[bidder]["bids_made" if made else "bids_set"] += 1
    return tallies
