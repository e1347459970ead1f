"""The four kinds of action in Lie Dice, and their record-style dict forms.

A turn is split into small steps so the list of legal actions stays short and
a table UI can drive it: the receiver either ``Call()``s or accepts by
``Look()``-ing (or bids blind); after a look it may ``Reroll(keep=...)`` (a
chance node then rolls the other dice) and then ``Bid(dice)``. The opener's
bid also fixes the direction of the round (``Bid(dice, "left")``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from yenta_desktop.engine.liedice.hands import FACES, canonical

LEFT = "left"
RIGHT = "right"
DIRECTIONS = (LEFT, RIGHT)


@dataclass(frozen=True)
class Call:
    """Call "Liar!" on the bid just made: the box is opened."""

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "call"}``."""
        return {"type": "call"}


@dataclass(frozen=True)
class Look:
    """Accept the bid and look into the box (only the holder sees the dice)."""

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "look"}``."""
        return {"type": "look"}


@dataclass(frozen=True)
class Reroll:
    """Keep the dice at ``keep`` (box positions 0-4, one to four of them) and re-roll the rest."""

    keep: tuple[int, ...]

    def __post_init__(self) -> None:
        # Positions in any order or as a list name the same action.
        keep = self.keep
        if isinstance(keep, (list, tuple)) and all(type(p) is int for p in keep):
            object.__setattr__(self, "keep", tuple(sorted(keep)))

    @property
    def count(self) -> int:
        """How many dice are re-rolled (announced to the table)."""
        return 5 - len(self.keep)

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "reroll", "keep": [positions]}``."""
        return {"type": "reroll", "keep": list(self.keep)}


@dataclass(frozen=True)
class Bid:
    """Bid the hand naming ``dice`` and pass the box on.

    ``direction`` ("left" = clockwise, or "right") is given by the opener's
    bid only: it fixes the direction of the round. The dice are kept in
    reading order (groups first, then odd dice, highest first), so
    ``Bid(["10", "A", "A"]) == Bid(("A", "A", "10"))``.
    """

    dice: tuple[str, ...]
    direction: str | None = None

    def __post_init__(self) -> None:
        dice = self.dice
        if isinstance(dice, (list, tuple)) and all(isinstance(d, str) for d in dice):
            try:
                object.__setattr__(self, "dice", canonical(dice))
            except ValueError:
                object.__setattr__(self, "dice", tuple(dice))

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "bid", "dice": [...]}`` (+ ``"direction"`` for the opener)."""
        data: dict[str, Any] = {"type": "bid", "dice": list(self.dice)}
        if self.direction is not None:
            data["direction"] = self.direction
        return data


CALL = Call()
LOOK = Look()

Action = Call | Look | Reroll | Bid


def action_from_dict(data: Any) -> Action:
    """Parse a record-style action dict; ``ValueError`` naming what is malformed."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, not {data!r}")
    kind = data.get("type")
    if kind == "call":
        return CALL
    if kind == "look":
        return LOOK
    if kind == "reroll":
        keep = data.get("keep")
        if not isinstance(keep, list) or not all(type(p) is int for p in keep):
            raise ValueError(f"a re-roll keeps a list of box positions 0-4, not {keep!r}")
        return Reroll(tuple(keep))
    if kind == "bid":
        dice = data.get("dice")
        if not isinstance(dice, list) or not all(isinstance(d, str) for d in dice):
            raise ValueError(f"a bid's dice are a list of faces {', '.join(FACES)}, not {dice!r}")
        try:
            canonical(dice)
        except ValueError as error:
            raise ValueError(f"not a bid: {error}") from None
        direction = data.get("direction")
        if direction is not None and direction not in DIRECTIONS:
            raise ValueError(f"a direction is left or right, not {direction!r}")
        return Bid(tuple(dice), direction)
    raise ValueError(f"unknown action {data!r}")
