"""The ``yenta-desktop`` command line: the game window by default, tools as subcommands.

Each subcommand is a module in ``yenta_desktop/commands`` with ``add_parser`` and
``run``; add a module and its name to ``COMMANDS`` to add a command.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any

from yenta_desktop import __version__

COMMANDS = ("games", "simulate", "verify", "tournament", "replay")


class CliError(Exception):
    """A bad command-line argument: reported in one line, exit status 2."""


def _command_modules() -> list[Any]:
    modules: list[Any] = []
    for name in COMMANDS:
        try:
            modules.append(importlib.import_module(f"yenta_desktop.commands.{name}"))
        except ModuleNotFoundError as error:
            if error.name != f"yenta_desktop.commands.{name}":
                raise
    return modules


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        # One line and status 2, never a usage dump with a traceback.
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser (also what ``--help`` prints)."""
    parser = _Parser(
        prog="yenta-desktop",
        description="Yenta Desktop: Yenta, Dice Poker, Lie Dice and Pinochle at one table,"
        " with AI seats. With no command, opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--demo", action="store_true", help="watch an all-AI game in the window")
    parser.add_argument(
        "--continue", dest="resume", action="store_true", help="open the autosaved game directly"
    )
    parser.add_argument(
        "--smoke-test",
        type=int,
        metavar="N",
        help="run N frames of an all-AI game headless at full speed, then exit",
    )
    parser.add_argument(
        "--game",
        metavar="ID",
        help="open this game's setup (with --continue: its saved game; with --demo: watch it);"
        " `yenta-desktop games` lists the ids",
    )
    parser.add_argument(
        "--screenshot-dir",
        metavar="DIR",
        help="with --smoke-test: visit every scene and save a PNG of each in DIR",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for module in _command_modules():
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    # pygame prints a banner when first imported unless told not to (before any UI import).
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.smoke_test is not None and args.smoke_test < 0:
        parser.error("--smoke-test takes a number of frames, 0 or more")
    if args.screenshot_dir and args.smoke_test is None:
        parser.error("--screenshot-dir goes with --smoke-test")
    if args.command is None and args.game is not None:
        from yenta_desktop.engine.errors import UnknownGame
        from yenta_desktop.engine.registry import get_game

        try:
            get_game(args.game)
        except UnknownGame as error:
            parser.error(str(error))
    try:
        if args.command:
            return int(args.run(args) or 0)
        from yenta_desktop.ui.app import run_app

        return run_app(args)
    except CliError as error:
        print(f"yenta-desktop: error: {error}", file=sys.stderr)
        return 2
