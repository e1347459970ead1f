"""A game at the table: which game, who sits where (names, human or AI level), the engine state.

This is what the window plays, what autosave writes and what Continue restores.
No pygame here: saves, statistics and the command line use it too. The session
knows its game only by id, through the registry; ``match`` keeps what outlives
one game (rematches: how many games were played, a game's own tallies).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, TypeVar

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

#: The longest seat name a file may give (the setup screen takes 16 characters; the
#: command line's seat names, "ThresholdBot 2", stay under it too).
MAX_NAME_LENGTH = 32
#: Characters a name never keeps: controls (NUL, newlines, escapes), line and paragraph
#: separators, and the format characters that reorder text (bidirectional overrides).
_DROPPED = ("Cc", "Zl", "Zp")
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


def clean_name(text: str, limit: int = MAX_NAME_LENGTH) -> str:
    """A seat name as a file may give it: controls dropped, lone surrogates replaced by
    U+FFFD, runs of spaces made one, cut to ``limit`` (:data:`MAX_NAME_LENGTH`) characters."""
    kept = []
    for char in text[: limit * 8]:
        if "\ud800" <= char <= "\udfff":
            kept.append("\ufffd")
        elif unicodedata.category(char) in _DROPPED or char in _BIDI_CONTROLS:
            kept.append(" ")
        else:
            kept.append(char)
    return " ".join("".join(kept).split())[:limit].strip()


_Record = TypeVar("_Record")

#: The longest level label a record keeps (a record's level is shown, never seated).
MAX_LABEL_LENGTH = 80


def clean_players(record: _Record) -> _Record:
    """``record`` (a game record, changed in place) with each player's name cleaned as a
    seat's (:func:`clean_name`) and its level a cleaned label: a record says who played,
    the app never seats a bot from it, so an outside bot's label is kept as text."""
    players = record.get("players") if isinstance(record, dict) else None
    if not isinstance(players, list):
        return record
    for entry in players:
        if not isinstance(entry, dict):
            continue
        if isinstance(entry.get("name"), str):
            entry["name"] = clean_name(entry["name"])
        if isinstance(entry.get("level"), str):
            entry["level"] = clean_name(entry["level"], MAX_LABEL_LENGTH)
    return record


class ForbiddenLevel(StateFormatError):
    """A file names as an AI level something that is not one of the game's own levels
    (an outside program, ``exec:...`` or ``file.py:Class``): only the command line seats those."""


def check_level(level: object, game: str | None = None) -> str:
    """``level`` if it is one of ``game``'s built-in levels (options allowed), else
    :class:`ForbiddenLevel`: what every reader of a save, a slot or setup.json asks."""
    from yenta_desktop.ai.registry import is_builtin_level

    if isinstance(level, str) and is_builtin_level(level, game or DEFAULT_GAME):
        return level
    shown = (
        repr(level) if not isinstance(level, str) or len(level) <= 60 else repr(level[:57]) + "..."
    )
    raise ForbiddenLevel(
        f"the AI level {shown} is not one of the game's own levels; a file may name only"
        " those (an outside bot is seated from the command line only)"
    )


def stand_in_level(game: str | None = None) -> str:
    """The built-in level saved in place of an outside bot (the game's middle level)."""
    from yenta_desktop.ai.registry import default_level

    return default_level(game or DEFAULT_GAME)


@dataclass(frozen=True)
class Seat:
    """One chair: a name, ``kind`` "human" or "ai", and the AI ``level`` (None for humans).

    ``stand_in`` marks a seat loaded from a save that held a built-in level in place of
    the outside bot the game was started with (never written again: told once).
    """

    name: str
    kind: str = AI
    level: str | None = "medium"
    stand_in: bool = field(default=False, compare=False)

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

    def saved(self, game: str | None = None) -> dict[str, Any]:
        """The save's entry: an outside bot's level is never written, the game's middle
        level stands in for it (marked ``stand_in``, so Continue says so)."""
        entry = self.to_dict()
        if not self.is_human:
            try:
                check_level(self.level, game)
            except ForbiddenLevel:
                entry["level"] = stand_in_level(game)
                entry["stand_in"] = True
        return entry

    @classmethod
    def from_dict(cls, data: Any, game: str | None = None) -> Seat:
        """A seat from a save's entry: the name cleaned (:func:`clean_name`), an AI level
        checked against ``game``'s own (:class:`ForbiddenLevel` otherwise)."""
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a player entry needs a name")
        kind = data.get("kind", AI)
        if kind not in (HUMAN, AI):
            raise ValueError(f"a seat is human or ai, not {kind!r}")
        if kind == HUMAN:
            return cls(clean_name(data["name"]), HUMAN, None)
        level = check_level(data.get("level") or "medium", game)
        return cls(clean_name(data["name"]), AI, level, data.get("stand_in") is True)


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
    def stand_ins(self) -> list[int]:
        """The AI seats whose outside bot a built-in level replaced when the game was saved."""
        return [i for i, seat in enumerate(self.seats) if seat.stand_in]

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
            "seats": [seat.saved(self.game) for seat in self.seats],
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
        low, high = getattr(module, "MIN_PLAYERS", 1), getattr(module, "MAX_PLAYERS", 64)
        if not low <= len(seats_raw) <= high:
            raise ValueError(f"the save has {len(seats_raw)} seats; the game seats {low} to {high}")
        seats = [Seat.from_dict(entry, game) for entry in seats_raw]
        match = data.get("match", {})
        table = data.get("table", {})
        if not isinstance(match, dict) or not isinstance(table, dict):
            raise ValueError("match and table data must be objects")
        assisted = data.get("assisted", [])
        if not isinstance(assisted, list) or not all(a in ASSISTS for a in assisted):
            raise ValueError(f"assisted lists {', '.join(ASSISTS)}, not {assisted!r}")
        state = module.state_from_dict(data.get("state"))
        return cls(seats, state, game, dict(match), dict(table), list(dict.fromkeys(assisted)))
