"""``yenta-desktop simulate``: play many bot games headless and report the results."""

from __future__ import annotations

import argparse
import contextlib
import json
import time
from pathlib import Path
from typing import TextIO

from yenta_desktop.ai.base import BotSpecError, make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.cli import CliError
from yenta_desktop.commands.common import (
    add_game_arguments,
    check_games,
    default_players,
    game_module,
    parse_players,
    parse_rules,
    shown,
)


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register the command."""
    parser = sub.add_parser(
        "simulate",
        help="play N bot games headless; print wins and speed",
        description="Play N full games between bots and report per-seat wins,"
        " the mean length of a game and games per second.",
    )
    add_game_arguments(parser, None)
    parser.add_argument(
        "--records",
        metavar="FILE.jsonl",
        help="write each game's record, one JSON object per line",
    )
    parser.set_defaults(run=run)


def _write(out: TextIO, text: str, name: str) -> None:
    """Write (and with no text, flush) the records; a full or vanished disk is one line."""
    try:
        if text:
            out.write(text)
        else:
            out.flush()
    except OSError as error:  # ``--records /dev/full``
        raise CliError(f"cannot write {shown(name)}: {error.strerror or error}") from None


def run(args: argparse.Namespace) -> int:
    """Play the games and print the report."""
    check_games(args.games)
    module = game_module(args.game)
    players = args.players or default_players(args.game, "random", "random")
    specs = parse_players(players, args.game)
    rules = parse_rules(args.rule, args.game)
    for spec in specs:
        try:
            make_bot(spec, 0, args.game)  # bad options fail here, in one line
        except BotSpecError as error:
            raise CliError(str(error)) from None
    out = None
    if args.records:
        try:
            out = Path(args.records).open("w", encoding="utf-8")
        except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
            reason = getattr(error, "strerror", None) or str(error)
            raise CliError(f"cannot write {shown(args.records)}: {reason}") from None
    n = len(specs)
    wins = [0] * n
    length = 0
    entries = [
        {"name": f"{spec.label} {seat + 1}", "kind": "ai", "level": spec.label}
        for seat, spec in enumerate(specs)
    ]
    start = time.perf_counter()
    try:
        for game in range(args.games):
            seed = args.seed + game
            try:
                bots = [
                    make_bot(spec, seed * 16 + seat, args.game) for seat, spec in enumerate(specs)
                ]
            except BotSpecError as error:  # an outside bot that starts only sometimes
                raise CliError(str(error)) from None
            result = play_game(bots, rules, game=args.game, seed=seed)
            for seat in result.winners:
                wins[seat] += 1
            record = module.make_record(result.state, entries)
            length += module.record_length(record)
            if out is not None:
                _write(out, json.dumps(record, separators=(",", ":")) + "\n", args.records)
        if out is not None:
            _write(out, "", args.records)
    finally:
        if out is not None:
            with contextlib.suppress(OSError):  # already reported: nothing more to say
                out.close()
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games of {module.GAME_TITLE}, {n} players, seed {args.seed},"
        f" rules {rules.to_dict()}"
    )
    for seat, spec in enumerate(specs):
        print(
            f"  seat {seat} {spec.label:<12} wins {wins[seat]:>6} ({wins[seat] / args.games:6.1%})"
        )
    print(f"mean {module.LENGTH_UNIT} per game: {length / args.games:.2f}")
    print(f"games per second: {args.games / elapsed:.0f} ({elapsed:.2f} s)")
    if args.records:
        print(f"records written to {args.records}")
    return 0
