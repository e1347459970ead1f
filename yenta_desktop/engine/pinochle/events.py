"""What an applied action caused, in order, for the table to animate and the log to print.

Events carry seats, numbers and card codes only; the UI turns them into
translated sentences. Cards passed between partners are secret: the pass
events carry only how many cards moved (the two partners see which in their
observations).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class DealStarted:
    """Deal ``number`` was dealt by ``dealer``; ``first_bidder`` opens the auction."""

    number: int
    dealer: int
    first_bidder: int


@dataclass(slots=True)
class BidMade:
    """``seat`` bid ``amount``."""

    seat: int
    amount: int


@dataclass(slots=True)
class BidPassed:
    """``seat`` passed (and is out of the auction)."""

    seat: int


@dataclass(slots=True)
class AuctionWon:
    """The auction is over: ``seat`` won at ``bid``; ``stuck`` when all four passed (the dealer)."""

    seat: int
    bid: int
    stuck: bool


@dataclass(slots=True)
class TrumpNamed:
    """``seat`` (the bid winner) named ``suit`` trump."""

    seat: int
    suit: str


@dataclass(slots=True)
class CardsPassed:
    """``from_seat`` passed ``count`` cards to its partner ``to_seat``."""

    from_seat: int
    to_seat: int
    count: int


@dataclass(slots=True)
class MeldShown:
    """``seat`` shows its melds: (name, cards, points) each, ``total`` points."""

    seat: int
    melds: tuple[tuple[str, tuple[str, ...], int], ...]
    total: int


@dataclass(slots=True)
class ThrowInOffered:
    """``seat``'s team cannot make ``bid`` with ``team_meld`` meld: it may throw in."""

    seat: int
    bid: int
    team_meld: int


@dataclass(slots=True)
class ThrownIn:
    """``seat`` threw in: its team loses ``bid``; the other team scores its meld."""

    seat: int
    bid: int


@dataclass(slots=True)
class PlayedOut:
    """``seat`` chose to play out a bid it cannot make."""

    seat: int


@dataclass(slots=True)
class CardPlayed:
    """``seat`` played ``card`` to trick ``trick_number`` (1-12); ``winning`` if it now wins."""

    seat: int
    card: str
    trick_number: int
    winning: bool


@dataclass(slots=True)
class TrickWon:
    """``seat`` took trick ``trick_number`` (``cards`` in play order, led by ``leader``)."""

    seat: int
    leader: int
    cards: tuple[str, ...]
    points: int
    trick_number: int
    last: bool


@dataclass(slots=True)
class DealScored:
    """Deal ``number`` is scored.

    Per team (0: seats 0+2, 1: seats 1+3): ``meld`` shown, ``tricks`` points
    taken, ``points`` scored this deal, ``scores`` after it. ``made`` says
    whether the bidding team made ``bid``; ``thrown_in`` whether it threw in.
    """

    number: int
    bidder: int
    bid: int
    made: bool
    thrown_in: bool
    meld: tuple[int, int]
    tricks: tuple[int, int]
    points: tuple[int, int]
    scores: tuple[int, int]


@dataclass(slots=True)
class GameWon:
    """Team ``team`` (``seats``) won with ``scores``."""

    team: int
    seats: tuple[int, int]
    scores: tuple[int, int]


Event = (
    DealStarted
    | BidMade
    | BidPassed
    | AuctionWon
    | TrumpNamed
    | CardsPassed
    | MeldShown
    | ThrowInOffered
    | ThrownIn
    | PlayedOut
    | CardPlayed
    | TrickWon
    | DealScored
    | GameWon
)
