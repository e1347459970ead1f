"""Measure the Yahtzee bots: solo games against the solver, or Hard's win mode at a table.

    python scripts/yahtzee_measure.py --games 10000 [--levels easy,medium,hard]
        [--seed 0] [--rule scorecard=yatzy] [--rule joker=free] [--json]
    python scripts/yahtzee_measure.py --table 2 --games 20000 [--seconds 2400] [--seed 0]
    python scripts/yahtzee_measure.py --table 4 --games 8000 [--seconds 2400]
    python scripts/yahtzee_measure.py --levels greedy,bonus,chaser,club,mixture --games 4000
    python scripts/yahtzee_measure.py --table 2 --player medium --opponent club --games 4000

Solo:
Every level plays the same dice: game g uses seed ``seed + g`` for the dice and
``(seed + g) * 16`` for the bot. A level is a bot spec or one of the opponent
styles of ai/yahtzee/styles.py. Prints per level the mean total (with its 95%
interval, mean +- 1.96 standard errors), its standard deviation and standard error, the solver's optimal expected total and how many
standard errors the mean lies from it (Hard should be within 3), the upper
bonus rate, Yahtzees written per game, the mean extra-Yahtzee bonus, and the
decision times (median and max; the run's first decision loads the table).

``--table N``: ``hard`` (win mode) in one seat against ``hard:mode=average`` in
the others, on paired dice. A block of N games shares one seed; the win-mode
seat moves through the N seats (N=2: seats alternated), the others are
average. Dice come by slot: each seat has its own pre-drawn dice for every
(turn, roll, die position), so in a block every seat's dice are the same
whichever policy sits there (a held die keeps its value; a re-rolled die
takes its slot's value). The first seat is always seat 0. A k-way tie for
first counts 1/k. The block's mean win share is the unit of the 95% interval
(mean +- 1.96 sd / sqrt(blocks)); ``--games`` is a maximum, ``--seconds``
stops earlier at a block's end. The average bots share the turn values of
cards with at most one box written (an empty card's turn is worked out once).
``--player SPEC`` replaces the win-mode seat (``medium``, a style, ...) and
``--opponent SPEC`` the others: ``average`` (the default), a bot spec or a style
(a style is built afresh for every game, seeded by block and seat). Also prints
the measured seat's mean total and the others' mean. ``--versus SPEC`` plays every
game a second time with SPEC in the measured seat (same dice, same opponents'
seeds) and gives the paired difference of the two win shares, block by block
(``--games`` counts the measured seat's games only).
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
from yenta_desktop.ai.kits.scorecard import TurnValues  # noqa: E402
from yenta_desktop.ai.match import play_game  # noqa: E402
from yenta_desktop.ai.yahtzee.hard import HardBot  # noqa: E402
from yenta_desktop.ai.yahtzee.policy import TABLES  # noqa: E402
from yenta_desktop.ai.yahtzee.styles import STYLES, make_style  # noqa: E402
from yenta_desktop.ai.yahtzee.win import warm  # noqa: E402
from yenta_desktop.engine.families.scorecard import ScorecardObservation as Observation  # noqa: E402
from yenta_desktop.engine.yahtzee import GAME, Rules  # noqa: E402


class Timed:
    """Wraps a bot and times each decision."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.times: list[float] = []
        #: CPU time of this thread per decision (a busy machine's waits left out).
        self.cpu: list[float] = []

    def new_game(self) -> None:
        """Pass on the start of a game."""
        start = getattr(self.bot, "new_game", None)
        if start is not None:
            start()

    def choose(self, obs: Any) -> Any:
        """The bot's choice, timed."""
        started = time.perf_counter()
        cpu = time.thread_time()
        action = self.bot.choose(obs)
        self.cpu.append(time.thread_time() - cpu)
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
        bot = Timed(player_bot(level, game_seed * 16))
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
    table = TABLES.table(rules)
    interval = [mean - 1.96 * se, mean + 1.96 * se]
    optimal = table.game_value()
    return {
        "level": level,
        "rules": rules.to_dict(),
        "games": games,
        "seed": seed,
        "mean": mean,
        "sd": sd,
        "se": se,
        "interval": interval,
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


class SharedAverage(HardBot):
    """``hard:mode=average`` with the first two turns' values shared between bots and games."""

    CACHE: dict[tuple[Any, ...], TurnValues] = {}

    def __init__(self) -> None:
        super().__init__(mode="average")

    def turn_values(self, obs: Observation) -> TurnValues:
        """The average-mode values of the seat's card, from the shared cache."""
        card = obs.cards[obs.seat]
        if sum(points is not None for points in card) > 1:
            return super().turn_values(obs)
        key = (obs.rules, card)
        found = self.CACHE.get(key)
        if found is None:
            found = self.CACHE[key] = super().turn_values(obs)
        return found


def slot_dice(seed: int, seats: int, turns: int) -> list[list[list[list[int]]]]:
    """Per seat, turn, roll and die position: the value a die rolled there shows."""
    found = []
    for seat in range(seats):
        rng = random.Random(f"yahtzee-measure:{seed}:{seat}")
        found.append(
            [[[rng.randint(1, 6) for _ in range(5)] for _ in range(3)] for _ in range(turns)]
        )
    return found


def play_slotted(bots: list[Any], rules: Rules, dice: list[list[list[list[int]]]]) -> list[int]:
    """One game with dice by slot; the final totals by seat."""
    state = GAME.new_game(len(bots), rules, seed=0, first_seat=0)
    for bot in bots:
        bot.new_game()
    while not state.is_terminal:
        if state.is_chance_node():
            seat = state.turn_seat
            turn = sum(points is not None for points in state.cards[seat])
            slots = dice[seat][turn][len(state.rolls)]
            state.apply_chance([slots[p] for p in state.turn.rolling])
            continue
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat)))
    return list(state.totals())


def share_of(totals: list[int], seat: int) -> float:
    """``seat``'s share of first place (a k-way tie counts 1/k)."""
    best = max(totals)
    if totals[seat] != best:
        return 0.0
    return 1.0 / totals.count(best)


def player_bot(spec: str, seed: int) -> Any:
    """A style of ai/yahtzee/styles.py, ``average`` (the shared average Hard) or a bot spec."""
    if spec in STYLES:
        return make_style(spec, seed)
    if spec == AVERAGE:
        return SharedAverage()
    return make_bot(spec, seed, "yahtzee")


#: ``--opponent``'s default: Hard for the expected total, turn values shared.
AVERAGE = "average"


def measure_table(
    seats: int,
    games: int,
    seconds: float,
    seed: int,
    rules: Rules,
    player: str = "hard",
    opponent: str = AVERAGE,
    versus: str | None = None,
) -> dict[str, Any]:
    """Blocks of ``seats`` games: ``player`` in each seat once against ``opponent`` in the
    others (default: win-mode Hard against average Hard); with ``versus``, that bot plays
    the same games in the player's seat too (the same dice, the same opponents' seeds), and
    the paired difference of the two win shares is measured."""
    TABLES.table(rules)
    warm(rules)  # what the table's prefetch does in the background
    win = Timed(player_bot(player, seed))
    rival = player_bot(versus, seed) if versus is not None else None
    rival_blocks: list[float] = []
    rival_totals: list[int] = []
    blocks: list[float] = []
    firsts: list[float] = []
    margins: list[int] = []
    mine: list[int] = []
    theirs: list[float] = []
    load_start = os.getloadavg()
    started = time.perf_counter()
    block = 0
    while block * seats < games and time.perf_counter() - started < seconds:
        dice = slot_dice(seed + block, seats, 13 if not rules.is_yatzy else 15)
        shares = []
        rival_shares = []
        for seat in range(seats):
            if rival is not None:
                bots: list[Any] = [
                    player_bot(opponent, (seed + block) * 64 + seat * 8 + other)
                    for other in range(seats)
                ]
                bots[seat] = rival
                totals = play_slotted(bots, rules, dice)
                rival_shares.append(share_of(totals, seat))
                rival_totals.append(totals[seat])
            bots = [
                player_bot(opponent, (seed + block) * 64 + seat * 8 + other)
                for other in range(seats)
            ]
            bots[seat] = win
            totals = play_slotted(bots, rules, dice)
            shares.append(share_of(totals, seat))
            if seat == 0:
                firsts.append(shares[-1])
            others = [t for i, t in enumerate(totals) if i != seat]
            margins.append(totals[seat] - max(others))
            mine.append(totals[seat])
            theirs.append(statistics.fmean(others))
        blocks.append(statistics.fmean(shares))
        if rival_shares:
            rival_blocks.append(statistics.fmean(rival_shares))
        block += 1
    n = len(blocks)
    mean, low, high = mean_interval(blocks)
    found: dict[str, Any] = {}
    if rival is not None:
        diffs = [a - b for a, b in zip(blocks, rival_blocks, strict=True)]
        found = {
            "versus": versus,
            "versus_win_share": statistics.fmean(rival_blocks),
            "versus_interval": list(mean_interval(rival_blocks)[1:]),
            "versus_mean_total": statistics.fmean(rival_totals),
            "difference": list(mean_interval(diffs)),
        }
    return found | {
        "seats": seats,
        "player": player,
        "opponent": opponent,
        "rules": rules.to_dict(),
        "seed": seed,
        "blocks": n,
        "games": n * seats,
        "win_share": mean,
        "interval": [low, high],
        "fair_share": 1 / seats,
        "win_share_from_seat_0": statistics.fmean(firsts) if firsts else 0.0,
        "mean_margin_over_best_other": statistics.fmean(margins) if margins else 0.0,
        "player_mean_total": statistics.fmean(mine) if mine else 0.0,
        "opponent_mean_total": statistics.fmean(theirs) if theirs else 0.0,
        "decision_ms_median": statistics.median(win.times) * 1000 if win.times else 0.0,
        "decision_ms_max": max(win.times) * 1000 if win.times else 0.0,
        "decision_cpu_ms_median": statistics.median(win.cpu) * 1000 if win.cpu else 0.0,
        "decision_cpu_ms_max": max(win.cpu) * 1000 if win.cpu else 0.0,
        "decision_ms_over_100": sum(t > 0.1 for t in win.times),
        "decisions": len(win.times),
        "load_start": load_start,
        "load_end": os.getloadavg(),
        "seconds": time.perf_counter() - started,
    }


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95% interval (mean +- 1.96 sd / sqrt(n))."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


def print_table(found: dict[str, Any]) -> None:
    """The table measurement in words."""
    low, high = found["interval"]
    print(
        f"{found['player']} vs {found['seats'] - 1} x {found['opponent']}, {found['games']} games"
        f" ({found['blocks']} blocks of paired dice) from seed {found['seed']},"
        f" rules {found['rules']}\n"
        f"  win share {found['win_share']:.2%} (95% interval {low:.2%} to {high:.2%});"
        f" fair share {found['fair_share']:.2%}; from seat 0 {found['win_share_from_seat_0']:.2%}\n"
        f"  mean margin over the best other seat {found['mean_margin_over_best_other']:+.2f};"
        f" mean total {found['player_mean_total']:.2f}, the others'"
        f" {found['opponent_mean_total']:.2f}\n"
        f"  {found['player']}'s decision time median {found['decision_ms_median']:.3f} ms, max"
        f" {found['decision_ms_max']:.1f} ms ({found['decision_ms_over_100']} over 100 ms) over"
        f" {found['decisions']} decisions; CPU time median"
        f" {found['decision_cpu_ms_median']:.3f} ms, max {found['decision_cpu_ms_max']:.1f} ms\n"
        f"  load average {found['load_start'][0]:.1f} at the start, {found['load_end'][0]:.1f}"
        f" at the end; {found['seconds']:.0f} s",
        flush=True,
    )
    if "versus" in found:
        low, high = found["versus_interval"]
        diff, dlow, dhigh = found["difference"]
        print(
            f"  {found['versus']} in the same seat, same games: win share"
            f" {found['versus_win_share']:.2%} (95% interval {low:.2%} to {high:.2%}), mean"
            f" total {found['versus_mean_total']:.2f}\n"
            f"  {found['player']} minus {found['versus']}, paired by block: {diff:+.2%}"
            f" (95% interval {dlow:+.2%} to {dhigh:+.2%})",
            flush=True,
        )


def main(argv: list[str] | None = None) -> int:
    """Run the measurements and print them (text, or JSON lines with --json)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="easy,medium,hard", help="comma-separated bot specs")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--json", action="store_true", help="print one JSON object per level")
    parser.add_argument(
        "--table", type=int, default=0, metavar="N", help="win mode vs average at N seats (2-6)"
    )
    parser.add_argument("--seconds", type=float, default=math.inf, help="--table: time budget")
    parser.add_argument(
        "--player", default="hard", help="--table: the measured seat (a bot spec or a style)"
    )
    parser.add_argument(
        "--opponent",
        default=AVERAGE,
        help="--table: the other seats: average (hard:mode=average), a bot spec or a style"
        f" ({', '.join(STYLES)})",
    )
    parser.add_argument(
        "--versus",
        metavar="SPEC",
        help="--table: this bot also plays every game in the measured seat (paired difference)",
    )
    args = parser.parse_args(argv)
    rules = Rules()
    for text in args.rule:
        rules = rules.with_setting(text)
    if args.table:
        if not 2 <= args.table <= 6:
            parser.error("--table takes 2 to 6 seats")
        found = measure_table(
            args.table,
            args.games,
            args.seconds,
            args.seed,
            rules,
            args.player,
            args.opponent,
            args.versus,
        )
        if args.json:
            print(json.dumps(found), flush=True)
        else:
            print_table(found)
        return 0
    for level in args.levels.split(","):
        found = measure(level, args.games, args.seed, rules)
        if args.json:
            print(json.dumps(found), flush=True)
            continue
        print(
            f"{level} solo, {found['games']} games from seed {found['seed']},"
            f" rules {found['rules']}\n"
            f"  mean total {found['mean']:.2f} (sd {found['sd']:.1f}, standard error"
            f" {found['se']:.2f}; 95% interval {found['interval'][0]:.2f} to"
            f" {found['interval'][1]:.2f})\n"
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
