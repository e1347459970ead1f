"""Positions: one moment of a dice game as a short line of text (like a chess FEN), and back.

A position is what a player decides from: a scorecard game's card, its upper totals and
extra bonuses, and the dice with their roll number and holds (or a turn's start before its
first roll); Farkle's scores, turn total, dice set aside and the roll. Its text is printed
and parsed round trip, and it converts to and from the game's real state, so "open a
position from the table" and "from a replay step" are :meth:`PositionFormat.from_state`,
and analysing a text is :meth:`Position.to_state`. A text that cannot arise in play is
refused with :class:`~.errors.PositionError` (one line: the reason).

Each family writes its own format: ``engine/families/position.py`` serves every scorecard
game from its specification; a game with a format of its own has ``engine/<folder>/position.py``
exporting ``FORMAT`` (Farkle). :func:`position_format` finds a game's format through the
registry and the protocol only. docs/trainer.md documents every format.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from yenta_desktop.engine.errors import PositionError, UnknownGame
from yenta_desktop.engine.families.position import (
    ScorecardFormat,
    apply_rule_token,
    rule_tokens,
)
from yenta_desktop.engine.families.scorecard import ScorecardState
from yenta_desktop.engine.registry import available_games, folder_name, get_game
from yenta_desktop.engine.settings import CHOICE


class Position(Protocol):
    """One moment of a game, as its format reads and writes it."""

    @property
    def game_id(self) -> str:
        """The game's id."""

    @property
    def rules(self) -> Any:
        """The game's rules (the position's text names those that are not the default)."""

    @property
    def rolled(self) -> bool:
        """Whether dice are on the table to decide from (False: a roll is to come)."""

    def text(self) -> str:
        """The position's line of text (parses back to an equal position)."""

    def to_state(self, seed: int | None = 0, hold: bool = False) -> Any:
        """A real game state at this moment (the seat to act is the position's player);
        ``hold``: with the dice the position holds re-rolling (the choice made)."""


class PositionFormat(Protocol):
    """How one game's positions are written: parse, print (``Position.text``), from a state."""

    game_id: str

    def parse(self, text: str, rules: Any = None) -> Position:
        """The position ``text`` describes, its rules over ``rules`` (default: the game's);
        :class:`PositionError` if it is malformed or cannot arise."""

    def from_state(self, state: Any, held: tuple[int, ...] = ()) -> Position:
        """The position of the seat to act in ``state`` (``held``: the dice it has marked
        but not rolled yet; a state whose roll is pending shows the hold it made)."""


_formats: dict[str, PositionFormat] = {}


def position_format(game_id: str) -> PositionFormat:
    """The position format of ``game_id``: its own ``engine/<folder>/position.py`` FORMAT, else
    the scorecard family's when it is a scorecard game; PositionError if it has none."""
    found = _formats.get(game_id)
    if found is not None:
        return found
    module = get_game(game_id)
    name = f"yenta_desktop.engine.{folder_name(game_id)}.position"
    fmt: PositionFormat | None = None
    try:
        fmt = importlib.import_module(name).FORMAT
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
    if fmt is None:
        probe = module.new_game(module.MIN_PLAYERS, seed=0)
        if not isinstance(probe, ScorecardState):
            raise PositionError(f"{module.GAME_TITLE} has no positions to analyse")
        fmt = ScorecardFormat(module)
    _formats[game_id] = fmt
    return fmt


def game_and_rules(name: str) -> tuple[str, Any]:
    """A game id and its default rules, or a variant's name (a choice of one of a game's
    rule settings that is not its default, e.g. ``yatzy``): that game under that choice.
    UnknownGame if neither."""
    games = available_games()
    if name in games:
        return name, games[name].Rules()
    for game_id, module in games.items():
        rules = module.Rules()
        for setting in module.Rules.SETTINGS:
            if setting.kind == CHOICE and name in setting.choices and name != setting.default:
                return game_id, rules.with_setting(f"{setting.name}={name}")
    known = ", ".join(games)
    raise UnknownGame(f"unknown game {name!r}; known: {known}")


def parse_position(name: str, text: str) -> Position:
    """The position ``text`` of the game (or variant) ``name``; PositionError if refused."""
    game_id, rules = game_and_rules(name)
    return position_format(game_id).parse(text, rules)


def position_of(game_id: str, state: Any, held: tuple[int, ...] = ()) -> Position:
    """The position of the seat to act in a real ``state`` of ``game_id``."""
    return position_format(game_id).from_state(state, held)


__all__ = [
    "Position",
    "PositionError",
    "PositionFormat",
    "apply_rule_token",
    "game_and_rules",
    "parse_position",
    "position_format",
    "position_of",
    "rule_tokens",
]
