"""``yenta-desktop games``: list the games, their player counts and their rule settings."""

from __future__ import annotations

import argparse

from yenta_desktop.ai.registry import levels_for
from yenta_desktop.engine.registry import available_games


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register the command."""
    parser = sub.add_parser(
        "games",
        help="list the games with their player counts, AI levels and rules",
        description="List every game this program plays: its id (for --game), title,"
        " player count, AI levels and the rules --rule can change.",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Print one block per game."""
    for game_id, module in available_games().items():
        low, high = module.MIN_PLAYERS, module.MAX_PLAYERS
        players = f"{low}" if low == high else f"{low}-{high}"
        print(f"{game_id:<12} {module.GAME_TITLE}, {players} players")
        print(f"{'':<12} AI levels: {', '.join(levels_for(game_id))} (and random)")
        for line in module.Rules.help_lines():
            print(f"{'':<12} --rule {line}")
        # A game with house rules (Farkle's presets and table codes) lists them too.
        for line in getattr(module.Rules, "house_lines", list)():
            print(f"{'':<12} {line}")
    return 0
