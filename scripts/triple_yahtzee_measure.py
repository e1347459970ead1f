"""Measure Triple Yahtzee bots in solo games on the same dice seeds, with paired differences.

    python scripts/triple_yahtzee_measure.py --games 2000
        [--levels hard,hard:mode=columns,medium] [--seed 0] [--rule joker=free] [--json]

Every level plays games with the same seeds (game g: dice seed ``seed + g``,
bot seed ``(seed + g) * 16``): the first rolls of every game are the same for
every level, later ones differ once the holds differ (common random numbers,
not dice fixed by slot). Prints each level's mean, sd and 95% interval, the
mean difference of every other level from the first with its 95% interval
(paired by game), and decision times.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from yenta_desktop.ai.base import make_bot  # noqa: E402
from yenta_desktop.ai.match import play_game  # noqa: E402
from yenta_desktop.engine.tripleyahtzee import Rules  # noqa: E402

Z95 = 1.959964


class Timed:
    """Wraps a bot and times each decision."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.times: list[float] = []

    def new_game(self) -> None:
        """Pass on the start of a game."""
        start = getattr(self.bot, "new_game", None)
        if start is not None:
            start()

    def choose(self, obs: Any) -> Any:
        """The bot's choice, timed."""
        started = time.perf_counter()
        action = self.bot.choose(obs)
        self.times.append(time.perf_counter() - started)
        return action


def totals_of(level: str, games: int, seed: int, rules: Rules) -> tuple[list[int], list[float]]:
    """Each game's total and every decision time of ``level``."""
    totals: list[int] = []
    times: list[float] = []
    for game in range(games):
        bot = Timed(make_bot(level, (seed + game) * 16, "triple-yahtzee"))
        state = play_game([bot], rules, game="triple-yahtzee", seed=seed + game).state
        totals.append(state.totals()[0])
        times.extend(bot.times)
    return totals, times


def interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


def main(argv: list[str] | None = None) -> int:
    """Run the measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="hard,hard:mode=columns,medium")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rules = Rules()
    for text in args.rule:
        rules = rules.with_setting(text)
    levels = args.levels.split(",")
    results: dict[str, Any] = {}
    first: list[int] | None = None
    for level in levels:
        started = time.perf_counter()
        totals, times = totals_of(level, args.games, args.seed, rules)
        mean, lo, hi = interval([float(t) for t in totals])
        found: dict[str, Any] = {
            "mean": mean,
            "sd": statistics.stdev(totals) if len(totals) > 1 else 0.0,
            "ci95": [lo, hi],
            "decision_ms_median": statistics.median(times) * 1000,
            "decision_ms_max": max(times) * 1000,
            "seconds": time.perf_counter() - started,
        }
        if first is None:
            first = totals
        else:
            diff = [float(a - b) for a, b in zip(totals, first, strict=True)]
            found["minus_first"] = list(interval(diff))
        results[level] = found
        if not args.json:
            line = (
                f"{level}: mean {mean:.2f} (sd {found['sd']:.1f}, 95% {lo:.2f} to {hi:.2f}),"
                f" decisions median {found['decision_ms_median']:.2f} ms, max"
                f" {found['decision_ms_max']:.0f} ms, {found['seconds']:.0f} s"
            )
            if "minus_first" in found:
                d, dlo, dhi = found["minus_first"]
                line += f"\n  minus {levels[0]}: {d:+.2f} (95% {dlo:+.2f} to {dhi:+.2f})"
            print(line, flush=True)
    if args.json:
        print(json.dumps({"games": args.games, "seed": args.seed, "levels": results}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
