"""Measure the Yacht bots: solo games against the solver's optimum, and heads-up games.

    python scripts/yacht_measure.py --games 10000 [--levels easy,medium,hard] [--seed 0]
        [--rule big_straight_40=on]
    python scripts/yacht_measure.py --versus hard,medium --games 4000 [--seed 0]

Solo: game g of every level is seeded ``seed + g`` (dice) and its bot ``(seed + g) * 16``.
Prints per level the mean total with its standard deviation and standard error, the
solver's optimal expected total (the table's value of the empty card) and how many
standard errors the mean lies from it (Hard should be within 3).

``--versus A,B``: two-player games, each seed played twice with the seats swapped; prints
A's win share (a tie counts 1/2) with its 95% interval over the seed pairs, and both means.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from yenta_desktop.ai.base import make_bot  # noqa: E402
from yenta_desktop.ai.match import play_game  # noqa: E402
from yenta_desktop.ai.yacht import TABLES  # noqa: E402
from yenta_desktop.engine.yacht import Rules  # noqa: E402


def solo(level: str, games: int, seed: int, rules: Rules) -> list[int]:
    """The totals of ``games`` solo games of ``level``."""
    totals = []
    for g in range(games):
        bot = make_bot(level, (seed + g) * 16, "yacht")
        state = play_game([bot], rules, game="yacht", seed=seed + g).state
        totals.append(state.totals()[0])
    return totals


def versus(a: str, b: str, games: int, seed: int, rules: Rules) -> None:
    """``a`` against ``b`` heads-up, seats swapped on every seed."""
    shares, means = [], {a: [], b: []}
    for g in range(games // 2):
        pair = 0.0
        for order in ((a, b), (b, a)):
            bots = [make_bot(spec, (seed + g) * 16 + i, "yacht") for i, spec in enumerate(order)]
            totals = play_game(bots, rules, game="yacht", seed=seed + g).state.totals()
            mine = totals[order.index(a)]
            other = totals[order.index(b)]
            pair += 1.0 if mine > other else 0.5 if mine == other else 0.0
            means[a].append(mine)
            means[b].append(other)
        shares.append(pair / 2)
    share = statistics.mean(shares)
    half = 1.96 * statistics.stdev(shares) / len(shares) ** 0.5
    print(f"{a} vs {b}: {2 * len(shares)} games, {a} wins {100 * share:.1f}% +- {100 * half:.1f}")
    for spec, values in means.items():
        print(f"  {spec:8s} mean total {statistics.mean(values):.2f}")


def main(argv: list[str] | None = None) -> int:
    """Run the measurement the arguments ask for."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rule", action="append", default=[], help="NAME=VALUE")
    parser.add_argument("--versus", help="A,B: heads-up games of two bot specs")
    args = parser.parse_args(argv)
    rules = Rules()
    for text in args.rule:
        rules = rules.with_setting(text)
    if args.versus:
        a, b = args.versus.split(",")
        versus(a, b, args.games, args.seed, rules)
        return 0
    optimum = TABLES.table(rules).game_value()
    print(f"optimal expected total {optimum:.4f} ({rules.to_dict()})")
    for level in args.levels.split(","):
        started = time.perf_counter()
        totals = solo(level, args.games, args.seed, rules)
        mean, sd = statistics.mean(totals), statistics.stdev(totals)
        se = sd / len(totals) ** 0.5
        print(
            f"{level:8s} {len(totals)} games: mean {mean:.2f} (sd {sd:.2f}, se {se:.2f}),"
            f" {(mean - optimum) / se:+.2f} se from the optimum,"
            f" {time.perf_counter() - started:.0f} s"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
