"""Benchmark Lie Dice bots against each other and the style pool (yenta_desktop/ai/liedice/styles.py).

A table is a comma-separated list of players: a level spec (``easy``,
``hard:mix=0``) or a style name (``odds``, ``bluffer``, ``caller``, ``never``,
``mixture``). The first player is the one measured; seats rotate from game to
game, each game has its own seed (``--seed`` + game number), and bots are made
afresh for every game. Default rules (3 lives, first_out).

    nice -n 10 python scripts/liedice_bench.py --games 400 --seed 1 hard,odds,odds,odds hard,odds

For every table it prints the first player's share of games lost (4 players)
or won (2 players) with a 95% Wilson interval, and its median and 99th
percentile decision time. ``--adapt`` also counts, per round of the game, how
often the first player lied when it could have told the truth and how often
its lies were called (how fast it stops lying into a caller).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.liedice.styles import STYLES, make_style
from yenta_desktop.ai.tournament import wilson_interval
from yenta_desktop.engine.liedice import bid_index, new_game

GAME = "lie-dice"


def build(spec: str, seed: int) -> Any:
    """A style or a level bot."""
    if spec in STYLES:
        return make_style(spec, seed)
    return make_bot(spec, seed, GAME)


def play(specs: list[str], game: int, seed: int) -> dict[str, Any]:
    """One game with the players rotated by ``game``; what happened to player 0."""
    n = len(specs)
    order = [(seat + game) % n for seat in range(n)]
    me = order.index(0)
    game_seed = seed + game
    bots = [build(specs[order[s]], game_seed * 16 + s) for s in range(n)]
    state = new_game(n, seed=game_seed)
    times: list[float] = []
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        assert seat is not None
        obs = state.observation(seat)
        start = time.perf_counter()
        action = bots[seat].choose(obs)
        if seat == me:
            times.append(time.perf_counter() - start)
        state.apply(action)
    # Per round: (optional lies, chances to tell the truth, lies, lies called) of player 0.
    rounds = []
    for summary in state.rounds:
        prev = -1
        chances = optional = lies = caught = 0
        actions = summary["actions"]
        for i, entry in enumerate(actions):
            if entry["type"] != "bid":
                continue
            bid = bid_index(tuple(entry["dice"]))
            if entry["seat"] == me and entry["looked"]:
                hand = bid_index(tuple(entry["box"]))
                chances += hand > prev
                if hand < bid:
                    lies += 1
                    optional += hand > prev
                    called = i + 1 < len(actions) and actions[i + 1]["type"] == "call"
                    caught += called
            prev = bid
        rounds.append((optional, chances, lies, caught))
    return {"won": me in state.winners(), "times": times, "rounds": rounds}


def run(specs: list[str], games: int, seed: int, workers: int) -> list[dict[str, Any]]:
    """Every game's result, in game order."""
    if workers <= 1:
        return [play(specs, g, seed) for g in range(games)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(play, [specs] * games, range(games), [seed] * games, chunksize=4))


def report(table: str, results: list[dict[str, Any]], adapt: bool) -> dict[str, Any]:
    """The summary line of one table (and the per-round lying counts)."""
    specs = table.split(",")
    games = len(results)
    wins = sum(r["won"] for r in results)
    low, high = wilson_interval(wins, games)
    times = sorted(t for r in results for t in r["times"])
    out: dict[str, Any] = {
        "table": table,
        "games": games,
        "won": wins / games,
        "won_95": [low, high],
        "lost": 1 - wins / games,
        "lost_95": [1 - high, 1 - low],
        "median_ms": 1000 * statistics.median(times),
        "p99_ms": 1000 * times[int(0.99 * (len(times) - 1))],
        "max_ms": 1000 * times[-1],
    }
    if len(specs) == 2:
        line = f"won {100 * out['won']:.1f}% ({100 * low:.1f}%..{100 * high:.1f}%)"
    else:
        line = f"lost {100 * out['lost']:.1f}% ({100 * (1 - high):.1f}%..{100 * (1 - low):.1f}%)"
    print(
        f"{table:40s} {games:4d} games: {specs[0]} {line};"
        f" decision median {out['median_ms']:.1f} ms, p99 {out['p99_ms']:.0f} ms",
        flush=True,
    )
    if adapt:
        per_round: list[list[int]] = []
        for r in results:
            for number, counts in enumerate(r["rounds"]):
                while len(per_round) <= number:
                    per_round.append([0, 0, 0, 0])
                per_round[number] = [a + b for a, b in zip(per_round[number], counts, strict=True)]
        out["rounds"] = per_round
        for number, (optional, chances, lies, caught) in enumerate(per_round[:10]):
            print(
                f"  round {number + 1}: lied in {optional}/{chances} chances to tell the truth"
                f" ({100 * optional / max(1, chances):.0f}%), {caught}/{lies} lies called"
            )
    return out


def main() -> None:
    """Run each table and print (and optionally save) the summaries."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tables", nargs="+", help="comma-separated players, the measured first")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2, help="processes (at most 2 here)")
    parser.add_argument("--adapt", action="store_true", help="per-round lying counts")
    parser.add_argument("--json", help="append the summaries to this JSON-lines file")
    args = parser.parse_args()
    for table in args.tables:
        results = run(table.split(","), args.games, args.seed, args.workers)
        summary = report(table, results, args.adapt)
        if args.json:
            with open(args.json, "a", encoding="utf-8") as handle:
                handle.write(json.dumps(summary) + "\n")


if __name__ == "__main__":
    main()
