"""``yenta-desktop tournament``: rate bots against each other over many rotated, seeded games."""

from __future__ import annotations

import argparse
import json
import sys
import time

from yenta_desktop.ai.base import BotSpecError, make_bot
from yenta_desktop.ai.tournament import (
    MAX_GAMES,
    MAX_SEED,
    MAX_WORKERS,
    check_arguments,
    format_table,
    run_tournament,
)
from yenta_desktop.cli import CliError
from yenta_desktop.commands.common import (
    add_game_arguments,
    check_games,
    default_players,
    game_module,
    parse_players,
    parse_rules,
    split_players,
)


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register the command."""
    parser = sub.add_parser(
        "tournament",
        help="rate bots: win rate with 95%% CI, the game's own columns, decision time",
        description="Play N games with seats rotated between games and print each bot's"
        " win rate (95% interval), the game's own columns (Yenta: points per round, bids"
        " made) and decision time. Seats with the same name are pooled; their interval"
        " is computed over games; a k-way tie counts 1/k of a win."
        f" At most {MAX_GAMES:,} games, seeds from 0 to {MAX_SEED:,}, {MAX_WORKERS} workers.",
    )
    add_game_arguments(parser, None)
    parser.add_argument(
        "--duplicate",
        action="store_true",
        help="play each seed once per rotation of the seats (teams swapped in partnership"
        " games) and report each bot's margin over the others with its 95%% interval",
    )
    parser.add_argument("--json", action="store_true", help="print the results as one JSON object")
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help=f"worker processes, 1 to {MAX_WORKERS} (default: all cores when there are 40"
        " games or more)",
    )
    parser.set_defaults(run=run)


class ProgressLine:
    """Games done, time spent and time left on stderr, once a run takes more than a moment."""

    def __init__(self, games: int, start: float, quiet_for: float = 3.0) -> None:
        self.games = games
        self.start = start
        self.quiet_for = quiet_for
        self.last = 0.0
        self.shown = False

    def __call__(self, done: int) -> None:
        now = time.perf_counter()
        elapsed = now - self.start
        if elapsed < self.quiet_for or (now - self.last < 2.0 and done < self.games):
            return
        self.last = now
        left = elapsed / max(1, done) * (self.games - done)
        print(
            f"\r{done}/{self.games} games, {elapsed:.0f} s, about {left:.0f} s left   ",
            end="" if done < self.games else "\n",
            file=sys.stderr,
            flush=True,
        )
        self.shown = True


def run(args: argparse.Namespace) -> int:
    """Play the tournament and print the table or the JSON object."""
    check_games(args.games)
    try:
        check_arguments(args.games, args.seed, args.workers)
    except ValueError as error:
        raise CliError(str(error)) from None
    game_module(args.game)
    players = args.players or default_players(args.game)
    specs = parse_players(players, args.game)
    rules = parse_rules(args.rule, args.game)
    names = split_players(players)
    for spec in specs:
        try:
            make_bot(spec, 0, args.game)  # bad options fail here, in one line, not in a worker
        except BotSpecError as error:
            raise CliError(str(error)) from None
    start = time.perf_counter()
    try:
        summaries = run_tournament(
            specs,
            names,
            args.games,
            args.seed,
            rules,
            args.workers,
            game=args.game,
            duplicate=args.duplicate,
            progress=ProgressLine(args.games, start),
        )
    except BotSpecError as error:  # an outside bot that starts only sometimes
        raise CliError(str(error)) from None
    elapsed = time.perf_counter() - start
    if args.json:
        print(json.dumps({"game": args.game, "games": args.games, "bots": summaries}))
    else:
        print(
            f"tournament of {args.game}: {args.games} games"
            f"{' (duplicate sets)' if args.duplicate else ''}, seed {args.seed},"
            f" players {players}, rules {rules.to_dict()}"
        )
        print(format_table(summaries, args.games, args.game))
        print(f"time: {elapsed:.1f} s")
    return 0
