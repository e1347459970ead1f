"""What an applied action caused, in order, for the table to animate and the log to print.

Events carry seats and numbers only; turning them into sentences is the UI's job
(so that the log can be translated and can say names on a shared screen).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class RoundStarted:
    """A round began: every seat rolled ``dice_counts`` dice in secret."""

    number: int
    dealer: int
    dice_counts: list[int]
    first_bidder: int


@dataclass(slots=True)
class BidMade:
    """``seat`` raised the auction to ``amount``."""

    seat: int
    amount: int


@dataclass(slots=True)
class BidPassed:
    """``seat`` dropped out of the auction."""

    seat: int


@dataclass(slots=True)
class AuctionWon:
    """The auction ended: ``seat`` is the bidder at ``bid`` and plays first."""

    seat: int
    bid: int


@dataclass(slots=True)
class AskHit:
    """``seat`` asked ``target`` for a ``value`` and got one: a pair worth ``points``."""

    seat: int
    target: int
    value: int
    points: int


@dataclass(slots=True)
class AskMiss:
    """``seat`` asked ``target`` for a ``value``; none there, so ``seat`` discarded one."""

    seat: int
    target: int
    value: int


@dataclass(slots=True)
class TurnEnded:
    """``seat``'s turn is over (``reason``: "pass", "miss" or "out_of_dice")."""

    seat: int
    reason: str


@dataclass(slots=True)
class TurnStarted:
    """It is now ``seat``'s turn to ask."""

    seat: int


@dataclass(slots=True)
class RoundEnded:
    """The round is scored.

    ``summary`` is the round's record entry (see docs/record-format.md);
    ``leftover`` is what the last player with dice scored for them; ``bid_made``
    says whether the bidder reached the bid.
    """

    summary: dict[str, Any] = field(default_factory=dict)
    leftover: int = 0
    bid_made: bool = False


@dataclass(slots=True)
class GameWon:
    """``winner`` leads alone at or above the target: the game is over."""

    winner: int
    scores: list[int]


Event = (
    RoundStarted
    | BidMade
    | BidPassed
    | AuctionWon
    | AskHit
    | AskMiss
    | TurnEnded
    | TurnStarted
    | RoundEnded
    | GameWon
)
