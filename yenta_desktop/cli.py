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

COMMANDS = ("games", "simulate", "verify", "tournament", "replay", "analyse")


class CliError(Exception):
    """A bad command-line argument: reported in one line, exit status 2."""


#: Options of the window that take a value (the command is the first word after them).
_VALUED = ("--smoke-test", "--game", "--screenshot-dir")


def command_named(argv: Sequence[str]) -> str | None:
    """The subcommand ``argv`` runs, if it names one of COMMANDS before any help option.

    Then only that command's module is imported: ``simulate`` does not load
    every game and every other command first.
    """
    words = iter(argv)
    for word in words:
        if word in ("-h", "--help") or word == "--":
            return None
        if word in _VALUED:
            next(words, None)
        elif not word.startswith("-"):
            return word if word in COMMANDS else None
    return None


def _command_modules(only: str | None = None) -> list[Any]:
    modules: list[Any] = []
    for name in COMMANDS if only is None else (only,):
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


def _game_titles() -> str:
    """ "Yenta, Dice Poker, ... and Yahtzee": the engine's game folders by their English
    titles, found without importing a game (a command loads only the game it runs)."""
    import pkgutil

    import yenta_desktop.engine as engine
    from yenta_desktop.engine.registry import DEFAULT_GAME, folder_name
    from yenta_desktop.i18n import catalog

    texts = catalog("en")
    folders = sorted(info.name for info in pkgutil.iter_modules(engine.__path__) if info.ispkg)
    folders.sort(key=lambda name: name != folder_name(DEFAULT_GAME))  # the default first
    titles = [texts[f"{name}.title"] for name in folders if f"{name}.title" in texts]
    return ", ".join(titles[:-1]) + f" and {titles[-1]}" if len(titles) > 1 else "".join(titles)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The argument parser (also what ``--help`` prints): every command, or ``only`` that one."""
    games = _game_titles()
    parser = _Parser(
        prog="yenta-desktop",
        description=f"Yenta Desktop: {games} at one table, with AI seats."
        " With no command, opens the game window.",
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
        help="with --smoke-test: visit every scene and save a PNG of each in DIR (made if missing)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for module in _command_modules(only):
        module.add_parser(sub)
    return parser


def check_output_folder(name: str, option: str) -> None:
    """A folder the program will write into: made if missing; a one-line CliError if it is a
    file, cannot be made, or cannot be written."""
    from pathlib import Path

    shown = name if len(name) <= 80 else name[:77] + "..."
    path = Path(name)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise CliError(f"{option} {shown} is a file, not a folder") from None
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
        reason = getattr(error, "strerror", None) or str(error)
        raise CliError(f"{option} {shown}: cannot make the folder: {reason}") from None
    if not path.is_dir():
        raise CliError(f"{option} {shown} is not a folder")
    if not os.access(path, os.W_OK | os.X_OK):
        raise CliError(f"{option} {shown}: the folder cannot be written")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    # pygame prints a banner when first imported unless told not to (before any UI import).
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(command_named(words))
    args = parser.parse_args(words)
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
        if args.screenshot_dir:
            check_output_folder(args.screenshot_dir, "--screenshot-dir")
        if args.command:
            code = int(args.run(args) or 0)
            sys.stdout.flush()  # a closed pipe shows here, not at exit
            return code
        from yenta_desktop.ui.app import run_app

        return run_app(args)
    except CliError as error:
        print(f"yenta-desktop: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # `verify many.jsonl | head -1`: the reader has gone. Stop quietly, as other
        # tools do, and keep Python's exit-time flush from raising again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 1
