"""Argument helpers shared by the subcommands."""

from __future__ import annotations

import argparse
import stat
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from yenta_desktop.cli import CliError
from yenta_desktop.engine.errors import UnknownGame
from yenta_desktop.engine.registry import DEFAULT_GAME, get_game

if TYPE_CHECKING:  # the bots are imported by the commands that seat them, not by verify
    from yenta_desktop.ai.base import BotSpec


def add_game_option(parser: argparse.ArgumentParser) -> None:
    """--game ID (default yenta)."""
    parser.add_argument(
        "--game",
        default=DEFAULT_GAME,
        metavar="ID",
        # Not the list of ids: that would import every game before the command runs.
        help=f"which game (default {DEFAULT_GAME}; `yenta-desktop games` lists the ids)",
    )


def add_game_arguments(parser: argparse.ArgumentParser, default_players: str | None) -> None:
    """--game, --games, --seed, --players and --rule, as simulate and tournament take them."""
    add_game_option(parser)
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument(
        "--players",
        default=default_players,
        help="comma-separated seats: random, easy, medium, hard[:sims=N,time=S] "
        "or path/file.py:Class[:time_limit=S] (default: "
        + (default_players or "every level of the game, at its usual table size")
        + ")",
    )
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change a rule, e.g. turn_after_miss=asked_player or upper_first=off;"
        " Farkle also takes preset=zilch or code=FK1... (`yenta-desktop games` lists each"
        " game's rules)",
    )


def game_module(game_id: str) -> ModuleType:
    """The engine package of ``game_id``; a one-line CliError listing the ids if unknown."""
    try:
        return get_game(game_id)
    except UnknownGame as error:
        raise CliError(str(error)) from None


def split_players(text: str) -> list[str]:
    """The --players entries: commas separate seats, except between a spec's options.

    ``hard:sims=400,time=1.0,medium`` is two entries: a ``key=value`` piece with no
    ``:`` continues the options of the entry before it.
    """
    entries: list[str] = []
    for part in text.split(","):
        piece = part.strip()
        if entries and "=" in piece and ":" not in piece and ":" in entries[-1]:
            entries[-1] += "," + piece
        else:
            entries.append(piece)
    return entries


def default_players(game_id: str, first: str = "hard", rest: str = "medium") -> str:
    """A table for ``game_id``: ``first`` then ``rest`` seats, at the game's usual size."""
    module = game_module(game_id)
    count = max(module.MIN_PLAYERS, min(module.MAX_PLAYERS, 4))
    return ",".join([first] + [rest] * (count - 1))


def parse_players(text: str, game_id: str = DEFAULT_GAME) -> list[BotSpec]:
    """The --players list as bot specs, as many as the game allows."""
    from yenta_desktop.ai.base import BotSpecError, parse_bot_spec

    module = game_module(game_id)
    try:
        specs = [parse_bot_spec(part, game_id) for part in split_players(text)]
    except BotSpecError as error:
        raise CliError(str(error)) from None
    low, high = module.MIN_PLAYERS, module.MAX_PLAYERS
    if not low <= len(specs) <= high:
        count = f"{low}" if low == high else f"{low} to {high}"
        raise CliError(f"{module.GAME_TITLE} needs {count} players, not {len(specs)}")
    return specs


def parse_rules(settings: Sequence[str], game_id: str = DEFAULT_GAME) -> Any:
    """The game's default rules with each --rule applied in order."""
    rules = game_module(game_id).Rules()
    for setting in settings:
        try:
            rules = house_setting(rules, setting) or rules.with_setting(setting)
        except ValueError as error:
            raise CliError(str(error)) from None
    return rules


def house_setting(rules: Any, text: str) -> Any:
    """``--rule preset=NAME`` or ``--rule code=CODE`` for a game whose Rules take house
    rules (Farkle: ``Rules.house``): the rules they give; None for an ordinary setting."""
    name, sep, value = text.partition("=")
    house = getattr(type(rules), "house", None)
    if not sep or house is None or name.strip() not in ("preset", "code"):
        return None
    return house(name.strip(), value, rules)


def check_games(games: int) -> None:
    """--games must be from 1 to the tournament's bound (10**30 games is a typing slip)."""
    from yenta_desktop.ai.tournament import MAX_GAMES

    if not 1 <= games <= MAX_GAMES:
        shown_games = str(games) if len(str(games)) <= 20 else f"{str(games)[:17]}..."
        raise CliError(f"--games must be from 1 to {MAX_GAMES:,}, not {shown_games}")


def shown(name: str, limit: int = 80) -> str:
    """A file name as an error message quotes it (a hostile one can be kilobytes)."""
    return name if len(name) <= limit else name[: limit - 3] + "..."


def input_file(name: str) -> Path:
    """The file ``name`` names, to read; a one-line CliError if it is missing or a folder.

    A name no file can have (too long, with a NUL byte) is an error of its own, not a
    traceback.
    """
    path = Path(name)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise CliError(f"cannot read {shown(name)}: no such file") from None
    except (OSError, ValueError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise CliError(f"cannot read {shown(name)}: {reason}") from None
    if stat.S_ISDIR(info.st_mode):
        raise CliError(f"{shown(name)} is a folder, not a record file")
    return path
