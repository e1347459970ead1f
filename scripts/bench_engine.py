"""Benchmark: complete 4-player random-bot games per second on one core, no record writing.

    python scripts/bench_engine.py [--games 3000] [--players 4] [--json]

The AI search lives on this number: profile (``--profile``) before guessing.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import time

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.match import play_game


def run(games: int, players: int) -> dict[str, float]:
    """Play ``games`` seeded random games; return games/s and decisions/s."""
    decisions = 0
    start = time.perf_counter()
    for game in range(games):
        bots = [make_bot("random", game * 16 + seat) for seat in range(players)]
        state = play_game(bots, seed=game).state
        decisions += sum(len(r["auction"]) + len(r["actions"]) for r in state.completed_rounds)
    elapsed = time.perf_counter() - start
    return {
        "games": games,
        "players": players,
        "seconds": round(elapsed, 3),
        "games_per_s": round(games / elapsed, 1),
        "decisions_per_s": round(decisions / elapsed),
    }


def main() -> None:
    """Parse arguments, run the benchmark (best of three), print the result."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--profile", action="store_true", help="print the top functions by time")
    args = parser.parse_args()
    if args.profile:
        cProfile.runctx(
            "run(args.games, args.players)", globals(), {"args": args}, "/tmp/bench.prof"
        )
        pstats.Stats("/tmp/bench.prof").sort_stats("tottime").print_stats(15)
        return
    best = max((run(args.games, args.players) for _ in range(3)), key=lambda r: r["games_per_s"])
    if args.json:
        print(json.dumps(best))
    else:
        print(
            f"{best['games_per_s']:.0f} games/s, {best['decisions_per_s']} decisions/s "
            f"({best['games']} {best['players']}-player random games in {best['seconds']} s, best of 3)"
        )


if __name__ == "__main__":
    main()
