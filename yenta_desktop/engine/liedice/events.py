"""What a step caused, in order, for the table to animate and the log to print.

Events carry seats, numbers and public faces only (a bid, a revealed box):
never the hidden dice in the box. Turning them into sentences is the UI's job.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class RoundStarted:
    """Round ``number`` begins: ``opener`` holds the box; ``lives`` per seat."""

    number: int
    opener: int
    lives: list[int]


@dataclass(slots=True)
class BoxShaken:
    """``seat`` shook ``count`` dice in the closed box (5: the opener's shake; 1-4: a re-roll)."""

    seat: int
    count: int


@dataclass(slots=True)
class Looked:
    """``seat`` accepted the bid (or, as opener, just shook) and lifted the lid to look."""

    seat: int


@dataclass(slots=True)
class RerollAnnounced:
    """``seat`` keeps ``kept`` dice in the box and will re-roll ``count`` (said aloud)."""

    seat: int
    kept: int
    count: int


@dataclass(slots=True)
class BidMade:
    """``seat`` bid ``dice`` and passed the box to ``to_seat``.

    ``direction`` is set on the opener's bid (it fixes the round's direction);
    ``looked`` and ``rerolled`` are what the table saw this turn.
    """

    seat: int
    dice: tuple[str, ...]
    to_seat: int
    direction: str | None
    looked: bool
    rerolled: int


@dataclass(slots=True)
class LiarCalled:
    """``caller`` called "Liar!" on ``bidder``'s bid ``dice``."""

    caller: int
    bidder: int
    dice: tuple[str, ...]


@dataclass(slots=True)
class BoxRevealed:
    """The box is open for everyone: ``box`` against the ``bid``; ``truthful`` if box >= bid."""

    box: tuple[str, ...]
    bid: tuple[str, ...]
    truthful: bool


@dataclass(slots=True)
class LifeLost:
    """``seat`` lost a life and has ``lives`` left.

    ``reason`` is "lied" (the bidder's bid was above the box) or "wrong_call"
    (the caller called a true bid).
    """

    seat: int
    lives: int
    reason: str
    caller: int
    bidder: int


@dataclass(slots=True)
class PlayerOut:
    """``seat`` has no lives left (first_out: the game ends; last_standing: it leaves)."""

    seat: int


@dataclass(slots=True)
class GameOver:
    """The game is over: ``winners`` (seats), ``loser`` (first_out) and final ``lives``."""

    winners: list[int]
    loser: int | None
    lives: list[int]


Event = (
    RoundStarted
    | BoxShaken
    | Looked
    | RerollAnnounced
    | BidMade
    | LiarCalled
    | BoxRevealed
    | LifeLost
    | PlayerOut
    | GameOver
)
