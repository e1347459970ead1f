"""Measure the Yahtzee bots in solo games: mean total, its standard error, against the solver.

    python scripts/yahtzee_measure.py --games 10000 [--levels easy,medium,hard]
        [--seed 0] [--rule scorecard=yatzy] [--rule joker=free] [--json]

Every level plays the same dice: game g uses seed ``seed + g`` for the dice and
``(seed + g) * 16`` for the bot. Prints per level the mean total, its standard
deviation and standard error, the solver's optimal expected total and how many
standard errors the mean lies from it (Hard should be within 3), the upper
bonus rate, Yahtzees written per game, the mean extra-Yahtzee bonus, and the
decision times (median and max; the run's first decision loads the table).
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
from yenta_desktop.ai.yahtzee.model import value_table  # noqa: E402
from yenta_desktop.engine.yahtzee import Rules  # noqa: E402


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


def measure(level: str, games: int, seed: int, rules: Rules) -> dict[str, Any]:
    """Play ``games`` solo games of ``level`` and return the measurements."""
    totals: list[int] = []
    bonuses = yahtzees = extras = 0
    times: list[float] = []
    started = time.perf_counter()
    for game in range(games):
        game_seed = seed + game
        bot = Timed(make_bot(level, game_seed * 16, "yahtzee"))
        state = play_game([bot], rules, game="yahtzee", seed=game_seed).state
        spec = state.SPEC
        card = state.cards[0]
        totals.append(state.totals()[0])
        bonuses += int(spec.bonus(card) > 0)
        yahtzees += sum(1 for t in state.turns if len(set(t["rolls"][-1])) == 1)
        extras += sum(state.extras[0])
        times.extend(bot.times)
    mean = statistics.fmean(totals)
    sd = statistics.stdev(totals) if games > 1 else 0.0
    se = sd / math.sqrt(games)
    table = value_table(rules)
    optimal = table.game_value()
    return {
        "level": level,
        "rules": rules.to_dict(),
        "games": games,
        "seed": seed,
        "mean": mean,
        "sd": sd,
        "se": se,
        "optimal": optimal,
        "optimal_sd": table.spread(table.model.start_state()),
        "z": (mean - optimal) / se if se else 0.0,
        "bonus_rate": bonuses / games,
        "yahtzees_per_game": yahtzees / games,
        "extra_bonus_per_game": extras / games,
        "decision_ms_median": statistics.median(times) * 1000,
        "decision_ms_max": max(times) * 1000,
        "decisions": len(times),
        "seconds": time.perf_counter() - started,
    }


def main(argv: list[str] | None = None) -> int:
    """Run the measurements and print them (text, or JSON lines with --json)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="easy,medium,hard", help="comma-separated bot specs")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--json", action="store_true", help="print one JSON object per level")
    args = parser.parse_args(argv)
    rules = Rules()
    for text in args.rule:
        rules = rules.with_setting(text)
    for level in args.levels.split(","):
        found = measure(level, args.games, args.seed, rules)
        if args.json:
            print(json.dumps(found), flush=True)
            continue
        print(
            f"{level} solo, {found['games']} games from seed {found['seed']},"
            f" rules {found['rules']}\n"
            f"  mean total {found['mean']:.2f} (sd {found['sd']:.1f}, standard error"
            f" {found['se']:.2f})\n"
            f"  optimal expected total {found['optimal']:.4f} (sd {found['optimal_sd']:.1f}):"
            f" the mean is {found['z']:+.2f} standard errors from it\n"
            f"  bonus {found['bonus_rate']:.1%}, Yahtzees {found['yahtzees_per_game']:.3f}"
            f" per game, extra bonus {found['extra_bonus_per_game']:.1f} per game\n"
            f"  decision time median {found['decision_ms_median']:.3f} ms, max"
            f" {found['decision_ms_max']:.1f} ms over {found['decisions']} decisions;"
            f" {found['seconds']:.0f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
