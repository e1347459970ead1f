"""Measure Triple Yahtzee bots in solo games on the same dice seeds, with paired differences.

    python scripts/triple_yahtzee_measure.py --games 2000
        [--levels hard,hard:mode=columns,medium] [--seed 0] [--rule joker=free] [--json]
    python scripts/triple_yahtzee_measure.py --table 2 --opponent club --games 2000
        [--player hard] [--seconds 600] [--seed 0] [--json]

Every level plays games with the same seeds (game g: dice seed ``seed + g``,
bot seed ``(seed + g) * 16``): the first rolls of every game are the same for
every level, later ones differ once the holds differ (common random numbers,
not dice fixed by slot). Prints each level's mean, sd and 95% interval, the
mean difference of every other level from the first with its 95% interval
(paired by game), and decision times. A level may also be one of the opponent
styles of ai/tripleyahtzee/styles.py.

``--table N``: ``--player`` (default ``hard``) in one seat against ``--opponent``
(a bot spec or a style) in the others, as scripts/yahtzee_measure.py's
``--table``: blocks of N games on dice by slot (each seat's pre-drawn value for
every turn, roll and die position), the player moving through the N seats; a
k-way tie for first counts 1/k; the 95% interval is over the blocks' mean win
shares. ``--games`` is a maximum, ``--seconds`` stops earlier at a block's end.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
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
from yenta_desktop.ai.tripleyahtzee.styles import STYLES, make_style  # noqa: E402
from yenta_desktop.engine.tripleyahtzee import GAME, SPEC, Rules  # noqa: E402

TURNS = SPEC.size

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
        bot = Timed(player_bot(level, (seed + game) * 16))
        state = play_game([bot], rules, game="triple-yahtzee", seed=seed + game).state
        totals.append(state.totals()[0])
        times.extend(bot.times)
    return totals, times


def player_bot(spec: str, seed: int) -> Any:
    """A style of ai/tripleyahtzee/styles.py or a bot spec."""
    if spec in STYLES:
        return make_style(spec, seed)
    return make_bot(spec, seed, "triple-yahtzee")


def slot_dice(seed: int, seats: int) -> list[list[list[list[int]]]]:
    """Per seat, turn, roll and die position: the value a die rolled there shows."""
    found = []
    for seat in range(seats):
        rng = random.Random(f"triple-yahtzee-measure:{seed}:{seat}")
        found.append(
            [[[rng.randint(1, 6) for _ in range(5)] for _ in range(3)] for _ in range(TURNS)]
        )
    return found


def play_slotted(bots: list[Any], rules: Rules, dice: list[list[list[list[int]]]]) -> list[int]:
    """One game with dice by slot (seat 0 first); the final totals by seat."""
    state = GAME.new_game(len(bots), rules, seed=0, first_seat=0)
    for bot in bots:
        bot.new_game()
    while not state.is_terminal:
        seat = state.turn_seat
        assert seat is not None
        if state.is_chance_node():
            turn = sum(points is not None for points in state.cards[seat])
            slots = dice[seat][turn][len(state.rolls)]
            state.apply_chance([slots[p] for p in state.turn.rolling])
            continue
        state.apply(bots[seat].choose(state.observation(seat)))
    return list(state.totals())


def share_of(totals: list[int], seat: int) -> float:
    """``seat``'s share of first place (a k-way tie counts 1/k)."""
    best = max(totals)
    return 1.0 / totals.count(best) if totals[seat] == best else 0.0


def measure_table(
    seats: int, games: int, seconds: float, seed: int, rules: Rules, player: str, opponent: str
) -> dict[str, Any]:
    """Blocks of ``seats`` games: ``player`` in each seat once against ``opponent``."""
    bot = Timed(player_bot(player, seed))
    blocks: list[float] = []
    mine: list[int] = []
    theirs: list[float] = []
    load_start = os.getloadavg()
    started = time.perf_counter()
    block = 0
    while block * seats < games and time.perf_counter() - started < seconds:
        dice = slot_dice(seed + block, seats)
        shares = []
        for seat in range(seats):
            bots = [
                player_bot(opponent, (seed + block) * 64 + seat * 8 + other)
                for other in range(seats)
            ]
            bots[seat] = bot
            totals = play_slotted(bots, rules, dice)
            shares.append(share_of(totals, seat))
            mine.append(totals[seat])
            theirs.append(statistics.fmean(t for i, t in enumerate(totals) if i != seat))
        blocks.append(statistics.fmean(shares))
        block += 1
    mean, lo, hi = interval(blocks)
    return {
        "seats": seats,
        "player": player,
        "opponent": opponent,
        "rules": rules.to_dict(),
        "seed": seed,
        "blocks": len(blocks),
        "games": len(blocks) * seats,
        "win_share": mean,
        "interval": [lo, hi],
        "fair_share": 1 / seats,
        "player_mean_total": statistics.fmean(mine),
        "opponent_mean_total": statistics.fmean(theirs),
        "decision_ms_median": statistics.median(bot.times) * 1000,
        "decision_ms_max": max(bot.times) * 1000,
        "load_start": load_start,
        "load_end": os.getloadavg(),
        "seconds": time.perf_counter() - started,
    }


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
    parser.add_argument("--table", type=int, default=0, metavar="N", help="N seats (2-6)")
    parser.add_argument("--player", default="hard", help="--table: the measured seat")
    parser.add_argument(
        "--opponent", default="club", help=f"--table: the others ({', '.join(STYLES)}, a bot)"
    )
    parser.add_argument("--seconds", type=float, default=math.inf, help="--table: time budget")
    args = parser.parse_args(argv)
    rules = Rules()
    for text in args.rule:
        rules = rules.with_setting(text)
    if args.table:
        if not 2 <= args.table <= 6:
            parser.error("--table takes 2 to 6 seats")
        found = measure_table(
            args.table, args.games, args.seconds, args.seed, rules, args.player, args.opponent
        )
        if args.json:
            print(json.dumps(found), flush=True)
            return 0
        low, high = found["interval"]
        print(
            f"{found['player']} vs {found['seats'] - 1} x {found['opponent']}, {found['games']}"
            f" games ({found['blocks']} blocks of paired dice) from seed {found['seed']}\n"
            f"  win share {found['win_share']:.2%} (95% interval {low:.2%} to {high:.2%});"
            f" fair share {found['fair_share']:.2%}\n"
            f"  mean total {found['player_mean_total']:.2f}, the others'"
            f" {found['opponent_mean_total']:.2f}; decision median"
            f" {found['decision_ms_median']:.2f} ms, max {found['decision_ms_max']:.0f} ms\n"
            f"  load average {found['load_start'][0]:.1f} at the start,"
            f" {found['load_end'][0]:.1f} at the end; {found['seconds']:.0f} s",
            flush=True,
        )
        return 0
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
