"""The four kinds of action in Yenta, and their record-style dict forms.

Auction: ``Bid(amount)`` or ``PassBid()``. Play: ``Ask(target, value)`` or ``EndTurn()``.
The acting seat is always the state's ``current_seat``.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Bid(NamedTuple):
    """Raise the auction to ``amount`` points."""

    amount: int

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"bid": amount}``."""
        return {"bid": self.amount}


class Ask(NamedTuple):
    """Ask seat ``target`` for a die showing ``value`` (you must hold one yourself)."""

    target: int
    value: int

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "ask", "target": t, "value": v}``."""
        return {"type": "ask", "target": self.target, "value": self.value}


class PassBid:
    """Drop out of this round's auction (final for the round)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PassBid)

    def __hash__(self) -> int:
        return hash("PassBid")

    def __repr__(self) -> str:
        return "PassBid()"

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"bid": null}``."""
        return {"bid": None}


class EndTurn:
    """Stop asking and hand the turn on (only after at least one hit this turn)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, EndTurn)

    def __hash__(self) -> int:
        return hash("EndTurn")

    def __repr__(self) -> str:
        return "EndTurn()"

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "pass"}``."""
        return {"type": "pass"}


PASS_BID = PassBid()
END_TURN = EndTurn()

Action = Bid | PassBid | Ask | EndTurn


def action_from_dict(data: Any) -> Action:
    """Parse a record-style action dict; raises ``ValueError`` naming what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, not {data!r}")
    if "bid" in data:
        amount = data["bid"]
        if amount is None:
            return PASS_BID
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise ValueError(f"a bid must be a whole number or null, not {amount!r}")
        return Bid(amount)
    kind = data.get("type")
    if kind == "pass":
        return END_TURN
    if kind == "ask":
        target, value = data.get("target"), data.get("value")
        for name, item in (("target", target), ("value", value)):
            if isinstance(item, bool) or not isinstance(item, int):
                raise ValueError(f"an ask's {name} must be a whole number, not {item!r}")
        assert isinstance(target, int) and isinstance(value, int)
        return Ask(target, value)
    raise ValueError(f"unknown action {data!r}")
