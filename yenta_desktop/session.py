"""A game at the table: which game, who sits where (names, human or AI level), the engine state.

This is what the window plays, what autosave writes and what Continue restores.
No pygame here: saves, statistics and the command line use it too. The session
knows its game only by id, through the registry; ``match`` keeps what outlives
one game (rematches: how many games were played, a game's own tallies).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from yenta_desktop.engine.errors import StateFormatError, UnknownGame
from yenta_desktop.engine.registry import DEFAULT_GAME, get_game

SESSION_FORMAT = "yenta-session"
SESSION_VERSION = 2
#: Version 1 (before the shell) held a Yenta game and no game id.
READABLE_VERSIONS = (1, 2)
HUMAN = "human"
#: What can make a game "assisted" (docs/saves.md).
#: How a game may have been helped; "modified": its save was edited (the seal did not
#: match), so it is no clean record of play either.
ASSISTS = ("undo", "coach", "hints", "modified")
AI = "ai"


@dataclass(frozen=True)
class Seat:
    """One chair: a name, ``kind`` "human" or "ai", and the AI ``level`` (None for humans)."""

    name: str
    kind: str = AI
    level: str | None = "medium"

    def __post_init__(self) -> None:
        if self.kind not in (HUMAN, AI):
            raise ValueError(f"a seat is human or ai, not {self.kind!r}")
        if self.kind == AI and not self.level:
            raise ValueError("an AI seat needs a level")

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind == HUMAN

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
        kind = data.get("kind", AI)
        level = data.get("level")
        if level is not None and not isinstance(level, str):
            raise ValueError(f"an AI level is a name, not {level!r}")
        return cls(data["name"], kind, None if kind == HUMAN else (level or "medium"))


@dataclass
class GameSession:
    """The game being played, its seats, and the match data that outlives one game."""

    seats: list[Seat]
    state: Any
    game: str = DEFAULT_GAME
    #: Data kept across rematches: ``{"games": finished games, ...the game's own}``.
    match: dict[str, Any] = field(default_factory=dict)
    #: What the table needs to restore exactly (e.g. dice held but not yet rolled).
    table: dict[str, Any] = field(default_factory=dict)
    #: How this game was helped ("undo", "coach", "hints"): an assisted game is kept
    #: apart in Past games and Statistics.
    assisted: list[str] = field(default_factory=list)

    @property
    def modified(self) -> bool:
        """Whether the save this game came from was edited (kept apart like an assisted game)."""
        return "modified" in self.assisted

    @modified.setter
    def modified(self, value: bool) -> None:
        if value and not self.modified:
            self.assisted.append("modified")
        elif not value and self.modified:
            self.assisted.remove("modified")

    def __post_init__(self) -> None:
        if len(self.seats) != self.state.num_players:
            raise ValueError("one seat per player is needed")

    @property
    def module(self) -> ModuleType:
        """The engine package of this session's game."""
        return get_game(self.game)

    @property
    def humans(self) -> list[int]:
        """The seats played by people (more than one means pass-and-play)."""
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    def record(self) -> dict[str, Any]:
        """The game's record so far (the game's own record format in the shared envelope)."""
        return self.module.make_record(  # type: ignore[no-any-return]
            self.state, [seat.to_dict() for seat in self.seats]
        )

    def snapshot(self) -> GameSession:
        """An independent copy (the autosave writes it while play goes on)."""
        return GameSession(
            list(self.seats),
            self.state.clone(),
            self.game,
            dict(self.match),
            dict(self.table),
            list(self.assisted),
        )

    def finished_match(self) -> dict[str, Any]:
        """The match data after this (finished) game: the game's own update, games + 1."""
        match = dict(self.match)
        update = getattr(self.module, "update_match", None)
        if update is not None:
            match = dict(update(match, self.state))
        match["games"] = int(self.match.get("games", 0)) + 1
        return match

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able snapshot, random generator included (no re-rolls on load)."""
        data = {
            "format": SESSION_FORMAT,
            "version": SESSION_VERSION,
            "game": self.game,
            "seats": [seat.to_dict() for seat in self.seats],
            "state": self.module.state_to_dict(self.state),
            "match": dict(self.match),
            "table": dict(self.table),
            **({"assisted": list(self.assisted)} if self.assisted else {}),
        }
        return data

    @classmethod
    def from_dict(cls, data: Any) -> GameSession:
        """Rebuild a session; raises ``ValueError`` (``StateFormatError``) when it is bad."""
        if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
            raise ValueError(f"not a {SESSION_FORMAT} file")
        version = data.get("version")
        if version not in READABLE_VERSIONS:
            raise ValueError(
                f"saved with a newer or unknown version ({version!r});"
                f" this program reads {SESSION_VERSION}"
            )
        game = data.get("game", DEFAULT_GAME) if version != 1 else DEFAULT_GAME
        if not isinstance(game, str):
            raise ValueError(f"the game must be a name, not {game!r}")
        try:
            module = get_game(game)
        except UnknownGame as error:
            raise StateFormatError(str(error)) from None
        seats_raw = data.get("seats")
        if not isinstance(seats_raw, list):
            raise ValueError("the save has no seats")
        seats = [Seat.from_dict(entry) for entry in seats_raw]
        match = data.get("match", {})
        table = data.get("table", {})
        if not isinstance(match, dict) or not isinstance(table, dict):
            raise ValueError("match and table data must be objects")
        assisted = data.get("assisted", [])
        if not isinstance(assisted, list) or not all(a in ASSISTS for a in assisted):
            raise ValueError(f"assisted lists {', '.join(ASSISTS)}, not {assisted!r}")
        state = module.state_from_dict(data.get("state"))
        return cls(seats, state, game, dict(match), dict(table), list(dict.fromkeys(assisted)))
