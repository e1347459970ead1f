"""Measure painted Yahtzee's bots: solo means, decision times, and Hard against Medium.

    nice -n 10 python scripts/painted_measure.py solo --level hard --games 200 [--seed 1]
    nice -n 10 python scripts/painted_measure.py fast --level hard --games 2000 [--seed 1]
    nice -n 10 python scripts/painted_measure.py duel --games 2000 [--seed 1]
    nice -n 10 python scripts/painted_measure.py agree --games 20 [--seed 1]
    nice -n 10 python scripts/painted_measure.py compare --model OTHER.json --games 2000

``solo`` plays the shipped bots (pure Python, as the game runs them) and reports the
mean total with its standard error and the decision times (median, and the first
decision of each turn, which builds the turn's values), with the load average.
``fast`` plays the same Hard or Medium policy in numpy (scripts/painted_np.py) for
larger samples. ``duel``: Hard against Medium heads-up, two seats, dice paired by slot
(die p on roll k of turn t shows the same number for the seat in the same place) and
seats alternated (each deal is played twice, the bots swapping seats); neither level
plays for the win (both maximise their expected total), so a heads-up game is two solo
games on the paired dice. ``agree`` checks that the numpy games and the shipped bots
write the same totals on the same dice. ``compare`` plays Hard with the shipped model and
with ``--model`` on the same dice and reports the mean difference (paired). Development
only (numpy).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import numpy as np
from painted_np import NB, play_games

from yenta_desktop.ai.paintedyahtzee import BOTS
from yenta_desktop.ai.paintedyahtzee.value import ValueModel, model
from yenta_desktop.engine.paintedyahtzee import new_game
from yenta_desktop.engine.paintedyahtzee.rules import Rules


def weights_of(level: str):
    """The numpy policy's weights of a level (None: Medium)."""
    if level == "medium":
        return None
    if level == "hard":
        return [np.array(w) for w in model().weights]
    raise SystemExit(f"fast play knows hard and medium, not {level}")


def python_game(level: str, seed: int, stream=None, times=None, firsts=None) -> int:
    """One solo game of the shipped bot ``level``; ``stream`` (20, 3, 5) fixes the dice."""
    state = new_game(1, seed=seed)
    bot = BOTS[level](seed=seed)
    turn = 0
    while not state.is_terminal:
        if state.is_chance_node():
            if stream is None:
                state.apply_chance()
            else:
                k = state.rolls_done
                values = [int(stream[turn, k, p]) + 1 for p in range(5)]
                rolling = [p for p in range(5) if k == 0 or p not in state.held]
                state.apply_chance([values[p] for p in rolling])
            continue
        start, cpu = time.perf_counter(), time.process_time()
        action = bot.choose(state.observation(0))
        spent = (time.perf_counter() - start, time.process_time() - cpu)
        if times is not None:
            times.append(spent)
            if state.rolls_done == 1 and firsts is not None:
                firsts.append(spent)
        events = state.apply(action)
        if any(type(e).__name__ == "RowScored" for e in events):
            turn += 1
    return state.totals()[0]


def report(name: str, totals) -> None:
    totals = np.asarray(totals, dtype=float)
    se = totals.std(ddof=1) / np.sqrt(len(totals))
    print(
        f"{name}: {len(totals)} games, mean {totals.mean():.2f} +- {se:.2f} (s.e.), sd {totals.std(ddof=1):.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("what", choices=("solo", "fast", "duel", "agree", "compare"))
    parser.add_argument("--model", help="compare: another model file")
    parser.add_argument("--level", default="hard", choices=("easy", "medium", "hard"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = Rules()
    print(f"load average at start: {os.getloadavg()[0]:.2f} (2 cores)")
    if args.what == "solo":
        times: list[tuple[float, float]] = []
        firsts: list[tuple[float, float]] = []
        totals = [
            python_game(args.level, args.seed + g, None, times, firsts) for g in range(args.games)
        ]
        report(f"{args.level} (shipped bot)", totals)
        for k, clock in enumerate(("wall", "cpu")):
            every = sorted(t[k] for t in times)
            first = sorted(t[k] for t in firsts)
            print(
                f"{clock}: {len(every)} decisions, median {1000 * statistics.median(every):.1f} ms;"
                f" first of a turn: median {1000 * statistics.median(first):.0f} ms,"
                f" 95th {1000 * first[int(0.95 * len(first))]:.0f} ms,"
                f" max {1000 * first[-1]:.0f} ms (the first game's includes the one-time setup)"
            )
        print(f"load average at the end: {os.getloadavg()[0]:.2f}")
    elif args.what == "fast":
        totals, _ = play_games(weights_of(args.level), args.games, args.seed, rules)
        report(f"{args.level} (numpy policy)", totals)
    elif args.what == "duel":
        rng = np.random.default_rng(args.seed)
        streams = [rng.integers(0, 6, size=(args.games, NB, 3, 5)) for _ in range(2)]
        hard = [play_games(weights_of("hard"), args.games, 0, rules, streams=s)[0] for s in streams]
        medium = [play_games(None, args.games, 0, rules, streams=s)[0] for s in streams]
        # Deal A: Hard in seat 0 (stream 0), Medium in seat 1 (stream 1); deal B swapped.
        score = np.concatenate(
            [
                (hard[0] > medium[1]) + 0.5 * (hard[0] == medium[1]),
                (hard[1] > medium[0]) + 0.5 * (hard[1] == medium[0]),
            ]
        )
        se = score.std(ddof=1) / np.sqrt(len(score))
        print(
            f"Hard v Medium: {len(score)} games, Hard scores {100 * score.mean():.1f}% +- {100 * se:.1f}"
            f" (95% interval {100 * (score.mean() - 1.96 * se):.1f}-{100 * (score.mean() + 1.96 * se):.1f}%)"
        )
        report("  Hard in the duels", np.concatenate(hard))
        report("  Medium in the duels", np.concatenate(medium))
    elif args.what == "compare":
        rng = np.random.default_rng(args.seed)
        streams = rng.integers(0, 6, size=(args.games, NB, 3, 5))
        with open(args.model, encoding="utf-8") as handle:
            other = [np.array(w) for w in ValueModel.from_json(handle.read()).weights]
        shipped, _ = play_games(weights_of("hard"), args.games, 0, rules, streams=streams)
        theirs, _ = play_games(other, args.games, 0, rules, streams=streams)
        report("  shipped model", shipped)
        report(f"  {args.model}", theirs)
        diff = theirs - shipped
        se = diff.std(ddof=1) / np.sqrt(len(diff))
        print(f"  difference (paired): {diff.mean():+.2f} +- {se:.2f}")
    else:
        rng = np.random.default_rng(args.seed)
        streams = rng.integers(0, 6, size=(args.games, NB, 3, 5))
        fast, _ = play_games(weights_of(args.level), args.games, 0, rules, streams=streams)
        slow = [python_game(args.level, g, streams[g]) for g in range(args.games)]
        same = sum(int(a == b) for a, b in zip(fast, slow, strict=True))
        print(f"{args.level}: {same} of {args.games} games end on the same total both ways")
        report("  numpy", fast)
        report("  python", slow)


if __name__ == "__main__":
    main()
