"""Solo Farkle measured: the exact solo Hard against Medium over the same seeded games.

Both levels play the ten-turn practice game (rule 4's penalty, rule 5's opening, no
target, no floor) on simulated dice (game i's dice come from seed + i, by turn and roll,
the same for both levels: :func:`play`), deciding from their exact turns' rows as the
bots do: Hard from :mod:`yenta_desktop.ai.farkle.solo` (the best expected final total),
Medium from ``levels.expected_turn`` (the best expected score of the turn). Prints each
level's mean total with a 95% interval, the paired difference (the same seed gives the
same dice wherever the two play alike, so the difference is measured more tightly than
either mean), and the
exact means: Hard's optimal mean G(10) and Medium's, evaluated exactly by following
Medium's policy through the same recursion. ``--engine N`` also plays N games through the
real engine and bots (a check that the simulation plays as the bots do).

    python scripts/farkle_solo.py --games 20000
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from collections.abc import Sequence
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yenta_desktop.ai.farkle.levels import expected_turn  # noqa: E402
from yenta_desktop.ai.farkle.model import NUM_DICE, UNIT, Rules, farkle_model, options_of  # noqa: E402
from yenta_desktop.ai.farkle.solo import STREAK, solo_game  # noqa: E402
from yenta_desktop.ai.farkle.turn import Turn  # noqa: E402
from yenta_desktop.engine.farkle.rules import SOLO_TURNS  # noqa: E402

Option = tuple[int, int]


def decide(turn: Turn, t: int, opts: Sequence[Option]) -> tuple[int, int, bool]:
    """The bots' choice from a turn's rows: the best value after the set-aside, bank if at
    least as good (``levels._choices`` sorts bank before roll on a tie)."""
    best_value = -math.inf
    best = opts[0]
    for p, m in opts:
        value = turn.after_value(t + p, m)
        if value > best_value:
            best_value, best = value, (p, m)
    p, m = best
    total = t + p
    b = turn.bank_value(total)
    return p, m, total >= turn.cap or (b is not None and b >= best_value)


def roll_counts(faces: Sequence[int], n: int) -> tuple[int, int, int, int, int, int]:
    """The first ``n`` of a roll's six faces (0-5) as counts."""
    counts = [0] * 6
    for face in faces[:n]:
        counts[face] += 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])


def medium_turn(rules: Rules, opened: bool, farkles: int) -> Turn:
    penalty = -rules.three_farkle_penalty if farkles == STREAK - 1 else 0
    return expected_turn(0 if opened else rules.opening_min // UNIT, penalty)


def play(seed: int, rules: Rules, level: str) -> int:
    """One solo game of ``level`` ("hard" or "medium"): the final total.

    The dice are the game's, by turn and roll as the daily dice are: roll r of turn j
    shows the r-th six faces of turn j's own generator, and n dice take the first n, so
    two levels on the same seed see the same faces wherever their turns line up."""
    game = solo_game(rules)
    score, opened, farkles = 0, False, 0
    for k in range(SOLO_TURNS, 0, -1):
        if level == "hard":
            turn = game.turn(k, opened, farkles)
        else:
            turn = medium_turn(rules, opened, farkles)
        rng = random.Random(seed * 64 + k)
        t, n = 0, NUM_DICE
        while True:
            faces = [rng.randrange(6) for _ in range(NUM_DICE)]
            opts = options_of(roll_counts(faces, n))
            if not opts:
                farkles += 1
                if farkles == STREAK:
                    score -= rules.three_farkle_penalty
                    farkles = 0
                break
            p, m, bank = decide(turn, t, opts)
            t += p
            if bank:
                score += t * UNIT
                opened, farkles = True, 0
                break
            n = m
    return score


def medium_exact(rules: Rules) -> float:
    """Medium's exact expected solo total: its turn policy followed through the turns."""
    model = farkle_model()

    @cache
    def outcome(opened: bool, farkles: int) -> tuple[float, float, float]:
        """(chance of a farkle, expected points banked, chance of a bank) of Medium's turn."""
        turn = medium_turn(rules, opened, farkles)

        @cache
        def at(t: int, n: int) -> tuple[float, float]:
            # From (t, n) about to roll: (farkle chance, expected banked points in units).
            f, pts = model.farkle[n], 0.0
            for chance, opts in model.sets[n]:
                p, m, bank = decide(turn, t, opts)
                if bank:
                    pts += chance * (t + p)
                else:
                    f2, pts2 = at(t + p, m)
                    f += chance * f2
                    pts += chance * pts2
            return f, pts

        f, pts = at(0, NUM_DICE)
        return f, pts * UNIT, 1.0 - f

    @cache
    def g(k: int, opened: bool, farkles: int) -> float:
        if k == 0:
            return 0.0
        f, pts, b = outcome(opened, farkles)
        nxt = farkles + 1
        lost = 0.0
        if nxt == STREAK:
            lost, nxt = float(rules.three_farkle_penalty), 0
        return pts + b * g(k - 1, True, 0) + f * (g(k - 1, opened, nxt) - lost)

    sys.setrecursionlimit(10_000)
    return g(SOLO_TURNS, False, 0)


def engine_games(rules: Rules, games: int, seed: int) -> dict[str, float]:
    """Mean totals of the real Hard and Medium bots through the engine."""
    from yenta_desktop.ai.farkle.bots import HardBot, MediumBot
    from yenta_desktop.engine.farkle import Rules as EngineRules
    from yenta_desktop.engine.farkle import new_game

    engine_rules = EngineRules(
        three_farkle_penalty=str(rules.three_farkle_penalty), opening_min=str(rules.opening_min)
    )
    means = {}
    for name, bot in (("hard", HardBot()), ("medium", MediumBot())):
        total = 0
        for i in range(games):
            state = new_game(1, engine_rules, seed=seed + i)
            while not state.is_terminal:
                if state.is_chance_node():
                    state.apply_chance()
                else:
                    state.apply(bot.choose(state.observation(0)))
            total += state.scores[0]
        means[name] = total / games
    return means


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (normal)."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opening", type=int, default=500)
    parser.add_argument("--penalty", type=int, default=1000)
    parser.add_argument("--engine", type=int, default=0, help="games through the real bots")
    args = parser.parse_args(argv)
    if hasattr(os, "nice"):
        os.nice(10)
    rules = Rules(opening_min=args.opening, three_farkle_penalty=args.penalty)
    began = time.perf_counter()
    optimum = solo_game(rules).mean()
    print(f"solo DP solved in {time.perf_counter() - began:.2f} s: optimal mean {optimum:.2f}")
    print(f"Medium's exact mean {medium_exact(rules):.2f}")
    totals: dict[str, list[float]] = {}
    for level in ("hard", "medium"):
        began = time.perf_counter()
        totals[level] = [float(play(args.seed + i, rules, level)) for i in range(args.games)]
        mean, half = interval(totals[level])
        print(
            f"{level}: mean total {mean:.1f} ± {half:.1f} (95%) of {args.games} games"
            f" ({time.perf_counter() - began:.0f} s)"
        )
    diff = [h - m for h, m in zip(totals["hard"], totals["medium"], strict=True)]
    mean, half = interval(diff)
    print(f"hard - medium, paired by seed: {mean:.1f} ± {half:.1f} (95%)")
    if args.engine:
        began = time.perf_counter()
        means = engine_games(rules, args.engine, args.seed)
        print(
            f"engine ({args.engine} games each): hard {means['hard']:.1f},"
            f" medium {means['medium']:.1f} ({time.perf_counter() - began:.0f} s)"
        )
    print(f"load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
