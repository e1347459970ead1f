"""A game at the table: who sits where (names, human or AI level) and the engine state.

This is what the window plays, what autosave writes and what Continue restores.
No pygame here: saves, statistics and the command line use it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from yenta_desktop.engine.yenta import GameState, make_record, state_from_dict, state_to_dict

SESSION_FORMAT = "yenta-session"
SESSION_VERSION = 1
AI_LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Seat:
    """One chair: a name, ``kind`` "human" or "ai", and the AI ``level`` (None for humans)."""

    name: str
    kind: str = "ai"
    level: str | None = "medium"

    def __post_init__(self) -> None:
        if self.kind not in ("human", "ai"):
            raise ValueError(f"a seat is human or ai, not {self.kind!r}")
        if self.kind == "ai" and self.level is None:
            raise ValueError("an AI seat needs a level")

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind == "human"

    def to_dict(self) -> dict[str, Any]:
        """The record's player entry."""
        return {
            "name": self.name,
            "kind": self.kind,
            "level": None if self.is_human else self.level,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        """A seat from its record entry."""
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a player entry needs a name")
        kind = data.get("kind", "ai")
        level = data.get("level")
        return cls(data["name"], kind, None if kind == "human" else (level or "medium"))


@dataclass
class GameSession:
    """The seats and the game being played at them."""

    seats: list[Seat]
    state: GameState

    def __post_init__(self) -> None:
        if len(self.seats) != self.state.num_players:
            raise ValueError("one seat per player is needed")

    @property
    def humans(self) -> list[int]:
        """The seats played by people (more than one means pass-and-play)."""
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    def record(self) -> dict[str, Any]:
        """The yenta-record v1 of the game so far (complete rounds only)."""
        return make_record(self.state, [seat.to_dict() for seat in self.seats])

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able snapshot, random generator included (no re-rolls on load)."""
        return {
            "format": SESSION_FORMAT,
            "version": SESSION_VERSION,
            "seats": [seat.to_dict() for seat in self.seats],
            "state": state_to_dict(self.state),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameSession:
        """Rebuild a session; raises ``ValueError`` (``StateFormatError``) when it is bad."""
        if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
            raise ValueError(f"not a {SESSION_FORMAT} file")
        version = data.get("version")
        if version != SESSION_VERSION:
            raise ValueError(
                f"saved with a newer or unknown version ({version!r}); this program reads {SESSION_VERSION}"
            )
        seats_raw = data.get("seats")
        if not isinstance(seats_raw, list):
            raise ValueError("the save has no seats")
        seats = [Seat.from_dict(entry) for entry in seats_raw]
        return cls(seats, state_from_dict(data.get("state")))
