"""Duplicate deals: the points-per-deal margin of one pinochle bot pair over another.

Each deal (seed + i: the same first dealer and the same four hands) is
played twice as the first deal of a game: once with pair A in seats 0+2 and
pair B in seats 1+3, once with the teams swapped. The margin of the deal is
A's deal points minus B's, averaged over the two plays, so the luck of the
cards cancels. Prints the mean margin with its 95% interval, the bidding
figures of each pair, and decision times (process time, so a busy machine
does not inflate them).

    nice -n 10 python scripts/pinochle_duplicate.py --a hard --b medium --deals 1000 --seed 1
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from typing import Any

from yenta_desktop.ai.base import make_bot
from yenta_desktop.engine.pinochle import Phase, new_game

GAME = "pinochle"


def play_deal(seed: int, specs: list[str], times: dict[str, list[float]]) -> dict[str, Any]:
    """Play the first deal of game ``seed`` with ``specs[seat]``; return its record entry."""
    state = new_game(4, seed=seed)
    bots = [make_bot(spec, seed * 16 + seat, GAME) for seat, spec in enumerate(specs)]
    for bot in bots:
        start = getattr(bot, "new_game", None)
        if start is not None:
            start()
    state.apply_chance()
    while state.phase is not Phase.DEAL and not state.is_terminal:
        seat = state.current_seat
        assert seat is not None
        obs = state.observation(seat)
        start_time = time.process_time()
        action = bots[seat].choose(obs)
        times[specs[seat]].append(time.process_time() - start_time)
        state.apply(action)
    return state.completed_deals[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--a", default="hard", help="bot spec of pair A (default hard)")
    parser.add_argument("--b", default="medium", help="bot spec of pair B (default medium)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.a == args.b:
        parser.error("the two pairs need different specs")
    times: dict[str, list[float]] = {args.a: [], args.b: []}
    margins: list[float] = []
    bids = {args.a: [0, 0, 0], args.b: [0, 0, 0]}  # won, made, thrown in
    start = time.perf_counter()
    for i in range(args.deals):
        seed = args.seed + i
        diffs = []
        for a_team in (0, 1):
            specs = [args.a if seat % 2 == a_team else args.b for seat in range(4)]
            deal = play_deal(seed, specs, times)
            points = deal["deal_points"]
            diffs.append(points[a_team] - points[1 - a_team])
            bidder_spec = specs[deal["bidder"]]
            made = points[deal["bidder"] % 2] > 0 and not deal["throw_in"]
            bids[bidder_spec][0] += 1
            bids[bidder_spec][1] += int(made)
            bids[bidder_spec][2] += int(bool(deal["throw_in"]))
        margins.append(statistics.fmean(diffs))
    elapsed = time.perf_counter() - start
    mean = statistics.fmean(margins)
    half = 1.959964 * statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0
    result = {
        "a": args.a,
        "b": args.b,
        "deals": args.deals,
        "seed": args.seed,
        "margin_per_deal": mean,
        "ci95": [mean - half, mean + half],
        "bids": {
            name: {"won": won, "made": made, "thrown_in": thrown}
            for name, (won, made, thrown) in bids.items()
        },
        "decision_ms": {
            name: {
                "median": statistics.median(values) * 1000,
                "max": max(values) * 1000,
                "decisions": len(values),
            }
            for name, values in times.items()
        },
        "seconds": elapsed,
    }
    if args.json:
        print(json.dumps(result))
        return
    print(
        f"{args.deals} duplicate deals (seeds {args.seed}..{args.seed + args.deals - 1}),"
        f" {args.a} pair vs {args.b} pair"
    )
    print(
        f"margin of {args.a} over {args.b}: {mean:+.1f} points per deal"
        f" (95% CI {mean - half:+.1f}..{mean + half:+.1f})"
    )
    print("  (A's deal points minus B's, averaged over the two seatings of each deal)")
    for name, (won, made, thrown) in bids.items():
        rate = made / won if won else 0.0
        print(f"  {name}: won {won} auctions, made {made} ({rate:.0%}), threw in {thrown}")
    for name, values in times.items():
        print(
            f"  {name}: decision median {statistics.median(values) * 1000:.1f} ms,"
            f" max {max(values) * 1000:.0f} ms (process time, {len(values)} decisions)"
        )
    print(f"{elapsed:.0f} s")


if __name__ == "__main__":
    main()
