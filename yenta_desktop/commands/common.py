"""Argument helpers shared by the subcommands."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from yenta_desktop.ai.base import BotSpec, BotSpecError, parse_bot_spec
from yenta_desktop.cli import CliError
from yenta_desktop.engine.yenta import MAX_PLAYERS, MIN_PLAYERS, Rules


def add_game_arguments(parser: argparse.ArgumentParser, default_players: str) -> None:
    """--games, --seed, --players and --rule, as simulate and tournament take them."""
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument(
        "--players",
        default=default_players,
        help="comma-separated seats: random, easy, medium, hard[:sims=N,time=S] "
        f"or path/file.py:Class (default {default_players})",
    )
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change a rule, e.g. turn_after_miss=asked_player, failed_bid=zero, target_score=50",
    )


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


def parse_players(text: str) -> list[BotSpec]:
    """The --players list as bot specs; 3 to 6 of them."""
    try:
        specs = [parse_bot_spec(part) for part in split_players(text)]
    except BotSpecError as error:
        raise CliError(str(error)) from None
    if not MIN_PLAYERS <= len(specs) <= MAX_PLAYERS:
        raise CliError(f"Yenta needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(specs)}")
    return specs


def parse_rules(settings: Sequence[str]) -> Rules:
    """Default rules with each --rule applied in order."""
    rules = Rules()
    for setting in settings:
        try:
            rules = rules.with_setting(setting)
        except ValueError as error:
            raise CliError(str(error)) from None
    return rules


def check_games(games: int) -> None:
    """--games must be positive."""
    if games < 1:
        raise CliError(f"--games must be at least 1, not {games}")
