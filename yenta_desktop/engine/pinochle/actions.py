"""The actions of a pinochle seat: small immutable values with a record form.

Auction: ``Bid(amount)`` or ``PASS``. The bid winner: ``NameTrump(suit)``.
The partner, then the bid winner: ``PassCards(cards)``. The bid winner, when
rule 8 allows it: ``THROW_IN`` or ``PLAY_OUT``. Tricks: ``Play(card)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from yenta_desktop.engine.pinochle.cards import SUITS, is_card, sort_cards


@dataclass(frozen=True)
class Bid:
    """Bid ``amount`` points in the auction."""

    amount: int

    def to_dict(self) -> dict[str, Any]:
        """Record form."""
        return {"type": "bid", "amount": self.amount}


@dataclass(frozen=True)
class Pass:
    """Pass in the auction (final: a seat that passed bids no more)."""

    def to_dict(self) -> dict[str, Any]:
        """Record form."""
        return {"type": "pass"}


@dataclass(frozen=True)
class NameTrump:
    """The bid winner names the trump suit ("S", "H", "C" or "D")."""

    suit: str

    def to_dict(self) -> dict[str, Any]:
        """Record form."""
        return {"type": "trump", "suit": self.suit}


@dataclass(frozen=True)
class PassCards:
    """Pass ``cards`` to the partner (the partner to the bid winner, then back).

    The cards are kept in display order, so two ``PassCards`` of the same cards
    are equal whatever order they were given in.
    """

    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        cards = self.cards
        if isinstance(cards, (list, tuple)) and all(is_card(c) for c in cards):
            object.__setattr__(self, "cards", tuple(sort_cards(cards)))

    @classmethod
    def presorted(cls, cards: tuple[str, ...]) -> PassCards:
        """A pass of ``cards`` already in display order (skips the checks: hot path)."""
        action = object.__new__(cls)
        object.__setattr__(action, "cards", cards)
        return action

    def to_dict(self) -> dict[str, Any]:
        """Record form."""
        return {"type": "pass_cards", "cards": list(self.cards)}


@dataclass(frozen=True)
class ThrowIn:
    """The bid winner concedes a bid it cannot make (rule 8)."""

    def to_dict(self) -> dict[str, Any]:
        """Record form."""
        return {"type": "throw_in"}


@dataclass(frozen=True)
class PlayOut:
    """The bid winner plays a hopeless bid out instead of throwing in."""

    def to_dict(self) -> dict[str, Any]:
        """Record form."""
        return {"type": "play_out"}


@dataclass(frozen=True)
class Play:
    """Play ``card`` to the trick."""

    card: str

    def to_dict(self) -> dict[str, Any]:
        """Record form."""
        return {"type": "play", "card": self.card}


PASS = Pass()
THROW_IN = ThrowIn()
PLAY_OUT = PlayOut()

Action = Bid | Pass | NameTrump | PassCards | ThrowIn | PlayOut | Play


def action_from_dict(data: Any) -> Action:
    """An action from its record form; ``ValueError`` naming what is malformed."""
    if not isinstance(data, dict):
        raise ValueError(f"an action is an object, not {type(data).__name__}")
    kind = data.get("type")
    if kind == "pass":
        return PASS
    if kind == "throw_in":
        return THROW_IN
    if kind == "play_out":
        return PLAY_OUT
    if kind == "bid":
        amount = data.get("amount")
        if type(amount) is not int:
            raise ValueError(f"a bid amount is a whole number, not {amount!r}")
        return Bid(amount)
    if kind == "trump":
        suit = data.get("suit")
        if suit not in SUITS:
            raise ValueError(f"trump is one of {', '.join(SUITS)}, not {suit!r}")
        return NameTrump(suit)
    if kind == "pass_cards":
        cards = data.get("cards")
        if not isinstance(cards, list) or not all(is_card(c) for c in cards):
            raise ValueError(f"passed cards are a list of card codes, not {cards!r}")
        return PassCards(tuple(cards))
    if kind == "play":
        card = data.get("card")
        if not isinstance(card, str) or not is_card(card):
            raise ValueError(f"not a card code: {card!r}")
        return Play(card)
    raise ValueError(f"unknown action type {kind!r}")
