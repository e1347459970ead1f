"""Farkle's two actions: set dice aside and roll the rest, or set dice aside and bank.

Both name the slots (0-5) of the current roll to set aside (``keep``, at least
one die, every one scoring: rule 2). ``Roll(keep)`` then rolls the dice left
(all six again when none are left: hot dice, rule 3); ``Bank(keep)`` adds the
turn total to the player's score and ends the turn. The acting seat is the
state's ``current_seat``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

NUM_DICE = 6


def _normalised(keep: Any) -> Any:
    if isinstance(keep, (list, tuple)) and all(type(p) is int for p in keep):
        return tuple(sorted(keep))
    return keep


@dataclass(frozen=True)
class Roll:
    """Set aside the dice at slots ``keep`` and roll the others."""

    keep: tuple[int, ...]

    def __post_init__(self) -> None:
        # Roll((2, 0)) == Roll((0, 2)); garbage is left for apply to refuse.
        object.__setattr__(self, "keep", _normalised(self.keep))

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "roll", "keep": [slots]}``."""
        return {"type": "roll", "keep": list(self.keep)}


@dataclass(frozen=True)
class Bank:
    """Set aside the dice at slots ``keep`` and bank the turn total."""

    keep: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "keep", _normalised(self.keep))

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "bank", "keep": [slots]}``."""
        return {"type": "bank", "keep": list(self.keep)}


Action = Roll | Bank


def action_from_dict(data: Any) -> Action:
    """Parse a record-style action dict; ``ValueError`` naming what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, not {data!r}")
    kind = data.get("type")
    if kind not in ("roll", "bank"):
        raise ValueError(f"unknown action {data!r}: the types are roll and bank")
    keep = data.get("keep")
    if (
        not isinstance(keep, list)
        or not keep
        or not all(type(p) is int and 0 <= p < NUM_DICE for p in keep)
        or len(set(keep)) != len(keep)
    ):
        raise ValueError(
            f"a {kind}'s keep is a list of 1 to {NUM_DICE} distinct slots 0-{NUM_DICE - 1},"
            f" not {keep!r}"
        )
    return Roll(tuple(keep)) if kind == "roll" else Bank(tuple(keep))


__all__ = ["NUM_DICE", "Action", "Bank", "Roll", "action_from_dict"]
