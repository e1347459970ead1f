"""The two kinds of action in Dice Poker, and their record-style dict forms.

``Roll(keep)`` holds the dice at positions ``keep`` (0-4, at most four of
them, of the previous roll) and re-rolls the rest; ``Score(row)`` writes the
dice into an empty row and ends the turn. The acting seat is the state's
``current_seat``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from yenta_desktop.engine.dicepoker.scoring import ROWS


@dataclass(frozen=True)
class Roll:
    """Hold the dice at positions ``keep`` (any order given; kept sorted) and re-roll the rest."""

    keep: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        # Normalise so that Roll((2, 0)) == Roll((0, 2)); garbage is left for apply to refuse.
        keep = self.keep
        if isinstance(keep, (list, tuple)) and all(type(p) is int for p in keep):
            object.__setattr__(self, "keep", tuple(sorted(keep)))

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "roll", "keep": [positions]}``."""
        return {"type": "roll", "keep": list(self.keep)}


@dataclass(frozen=True)
class Score:
    """Write the current dice into ``row`` (a row id such as "full_house")."""

    row: str

    def to_dict(self) -> dict[str, Any]:
        """Record form: ``{"type": "score", "row": row}``."""
        return {"type": "score", "row": self.row}


Action = Roll | Score


def hold(positions: Iterable[int]) -> Roll:
    """``Roll`` holding ``positions`` (a convenience for the UI's hold toggles)."""
    return Roll(tuple(sorted(positions)))


def action_from_dict(data: Any) -> Action:
    """Parse a record-style action dict; ``ValueError`` naming what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, not {data!r}")
    kind = data.get("type")
    if kind == "roll":
        keep = data.get("keep", [])
        if not isinstance(keep, list) or not all(type(p) is int for p in keep):
            raise ValueError(f"a roll's keep must be a list of positions 0-4, not {keep!r}")
        if len(set(keep)) != len(keep) or not all(0 <= p <= 4 for p in keep) or len(keep) > 4:
            raise ValueError(f"a roll keeps 0 to 4 distinct positions 0-4, not {keep!r}")
        return Roll(tuple(keep))
    if kind == "score":
        row = data.get("row")
        if row not in ROWS:
            raise ValueError(f"unknown row {row!r}; rows are {', '.join(ROWS)}")
        return Score(row)
    raise ValueError(f"unknown action {data!r}")
