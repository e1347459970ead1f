"""Measure a Dice Poker bot in solo games: mean total with its 95% interval, against the solver.

    python scripts/dicepoker_measure.py --level hard --games 10000 --seed 0 [--rule upper_first=off]

Game g uses seed ``seed + g`` for the dice and ``(seed + g) * 16`` for the bot,
as ``yenta-desktop simulate`` does. Prints the mean total, its standard
deviation and 95% interval, the optimal expected total from the solved table
(and whether it lies in the interval), the bonus and poker rates, and the
bot's decision times (median and max, first decision of the run included).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from typing import Any

from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.dicepoker.policy import TABLES
from yenta_desktop.ai.match import play_game
from yenta_desktop.engine.dicepoker import GAME, Rules

Z95 = 1.959964


class Timed:
    """Wraps a bot and times each decision, apart for a turn's first (nothing cached yet)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.first: list[float] = []
        self.all: list[float] = []

    def new_game(self) -> None:
        """Pass on the start of a game."""
        start = getattr(self.bot, "new_game", None)
        if start is not None:
            start()

    def choose(self, obs: Any) -> Any:
        """The bot's choice, timed."""
        started = time.perf_counter()
        action = self.bot.choose(obs)
        seconds = time.perf_counter() - started
        self.all.append(seconds)
        if obs.rolls_done == 1:
            self.first.append(seconds)
        return action


def _ms(times: list[float]) -> dict[str, float]:
    return {
        "median": statistics.median(times) * 1000,
        "max": max(times) * 1000,
        "decisions": len(times),
    }


def measure(level: str, games: int, seed: int, rules: Rules) -> dict[str, object]:
    """Play ``games`` solo games and return the measurements."""
    totals: list[float] = []
    bonuses = pokers = 0
    first: list[float] = []
    times: list[float] = []
    started = time.perf_counter()
    for game in range(games):
        game_seed = seed + game
        bot = Timed(make_bot(level, game_seed * 16, "dice-poker"))
        result = play_game([bot], rules, game="dice-poker", seed=game_seed)
        tally = GAME.seat_tallies(result.state)[0]
        totals.append(tally["total"])
        bonuses += int(tally["bonus"])
        pokers += int(tally["pokers"])
        times.extend(bot.all)
        first.extend(bot.first)
    elapsed = time.perf_counter() - started
    mean = statistics.fmean(totals)
    sd = statistics.stdev(totals) if games > 1 else 0.0
    half = Z95 * sd / math.sqrt(games)
    optimal = TABLES.table(rules).game_value()
    return {
        "level": level,
        "rules": rules.to_dict(),
        "games": games,
        "seed": seed,
        "mean": mean,
        "sd": sd,
        "ci95": [mean - half, mean + half],
        "optimal": optimal,
        "optimal_in_ci": mean - half <= optimal <= mean + half,
        "bonus_rate": bonuses / games,
        "poker_rate": pokers / games,
        "decision_ms": _ms(times),
        "turn_first_decision_ms": _ms(first),
        "seconds": elapsed,
    }


def main(argv: list[str] | None = None) -> int:
    """Run the measurement and print it (text, or JSON with --json)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="hard", help="bot spec, e.g. hard, medium, easy")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    rules = Rules()
    for text in args.rule:
        rules = rules.with_setting(text)
    found = measure(args.level, args.games, args.seed, rules)
    if args.json:
        print(json.dumps(found))
        return 0
    lo, hi = found["ci95"]  # type: ignore[misc]
    ms = found["decision_ms"]
    cold = found["turn_first_decision_ms"]
    print(
        f"{found['level']} solo, {found['games']} games from seed {found['seed']},"
        f" rules {found['rules']}\n"
        f"  mean total {found['mean']:.2f} (sd {found['sd']:.1f}; 95% interval"
        f" {lo:.2f} to {hi:.2f})\n"
        f"  optimal expected total {found['optimal']:.2f}:"
        f" {'inside' if found['optimal_in_ci'] else 'OUTSIDE'} the interval\n"
        f"  bonus {found['bonus_rate']:.1%}, pokers {found['poker_rate']:.1%}\n"
        f"  decision time median {ms['median']:.2f} ms, max {ms['max']:.1f} ms"  # type: ignore[index]
        f" over {ms['decisions']} decisions; {found['seconds']:.0f} s\n"  # type: ignore[index]
        f"  a turn's first decision (computes the turn): median {cold['median']:.2f} ms,"  # type: ignore[index]
        f" max {cold['max']:.1f} ms over {cold['decisions']}"  # type: ignore[index]
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
