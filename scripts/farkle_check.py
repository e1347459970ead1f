"""Monte Carlo check of a solved Farkle table: play it against itself with real dice.

The games here are simulated from the rules directly (engine scoring on
random dice, rule 4's penalty, rule 5's opening, rule 6's final round and
shared ties), not from the solver's state space; both seats play Hard from the
table (yenta_desktop/ai/farkle/levels.py). The first seat's win rate must
match the table's start value within the sampling error.

    python scripts/farkle_solve.py farkle --target 1000 --out /tmp/t1000.npz
    python scripts/farkle_check.py /tmp/t1000.npz --target 1000 --games 10000
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yenta_desktop.ai.farkle.levels import HardTable, hard_decide  # noqa: E402
from yenta_desktop.ai.farkle.model import NUM_DICE, Rules  # noqa: E402
from yenta_desktop.engine.farkle.scoring import is_farkle  # noqa: E402


def play_turn(
    rng: random.Random,
    table: HardTable,
    rules: Rules,
    me: dict[str, int],
    opp: dict[str, int],
    last: bool,
) -> int | None:
    """One turn for ``me``; the banked points, or None on a farkle."""
    total, left = 0, NUM_DICE
    while True:
        dice = tuple(rng.randint(1, 6) for _ in range(left))
        if is_farkle(dice):
            return None
        obs = dict(
            my_banked=me["score"],
            opp_banked=opp["score"],
            turn_total=total,
            dice=dice,
            dice_left=left,
            my_farkles=me["farkles"],
            opp_farkles=opp["farkles"],
            my_opened=bool(me["opened"]),
            opp_opened=bool(opp["opened"]),
            final_round=last,
        )
        choice = hard_decide(obs, table, rules)
        assert choice.set_aside is not None
        total += choice.points
        used = sum(choice.set_aside)
        left = NUM_DICE if used == left else left - used
        if choice.action == "bank":
            return total


def play_game(rng: random.Random, table: HardTable, rules: Rules) -> float:
    """The first seat's share of the win (1, 1/2 or 0)."""
    players = [dict(score=0, farkles=0, opened=0) for _ in range(2)]
    seat = 0
    while True:
        me, opp = players[seat], players[1 - seat]
        banked = play_turn(rng, table, rules, me, opp, False)
        if banked is None:
            me["farkles"] += 1
            if me["farkles"] == 3:
                me["score"] -= rules.three_farkle_penalty
                me["farkles"] = 0
        else:
            me["score"] += banked
            me["farkles"] = 0
            me["opened"] = 1
            if me["score"] >= rules.target:
                if rules.final_round:
                    last = play_turn(rng, table, rules, opp, me, True)
                    if last is not None:
                        opp["score"] += last
                a, b = players[0]["score"], players[1]["score"]
                return 1.0 if a > b else 0.5 if a == b else 0.0
        seat = 1 - seat


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("table", type=Path, help=".npz written by farkle_solve.py --out")
    parser.add_argument("--target", type=int, required=True)
    parser.add_argument("--floor", type=int, default=-1000)
    parser.add_argument("--margin", type=int, default=2000)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if hasattr(os, "nice"):
        os.nice(10)
    from farkle_solve import farkle_space

    space = farkle_space(args.target, args.floor, margin=args.margin)
    rules = Rules(target=args.target)
    w = np.load(args.table)["w"]
    table = HardTable(space, [float(x) for x in w.ravel()], rules)
    start = space.state(0, 0, False)
    rng = random.Random(args.seed)
    began = time.perf_counter()
    wins = sum(play_game(rng, table, rules) for _ in range(args.games))
    rate = wins / args.games
    half = 1.96 * math.sqrt(rate * (1 - rate) / args.games)
    print(f"table start value {w[start, start]:.4f}")
    print(f"first seat won {rate:.4f} +- {half:.4f} (95%) of {args.games} games")
    print(f"{time.perf_counter() - began:.0f} s, load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
