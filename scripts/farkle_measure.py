"""Farkle's levels measured against each other (issue 20; docs/ai/farkle.md has the figures).

Games are simulated from the rules (rule 4's penalty, rule 5's opening, rule 6's final
round, shared ties) with the chance model of ``yenta_desktop/ai/farkle/model.py``. The
levels decide as the bots do (``yenta_desktop/ai/farkle/bots.py``), but from
precomputed arrays so that a decision is a few lookups:

* Hard: one extra sweep of the solver over the solved W stores, for every turn start
  (u, v), turn total t and dice left m, the value after a set-aside C(t, m) and of
  banking B(t); Hard takes the option with the best C and banks when B >= C. Against
  three or more players it plays the two-player table against the strongest opponent;
  in the final round it is Medium's pass-the-leader, as the bot is.
* Medium: the expected-score turn (``levels.expected_turn``), the pass-the-leader
  table in the final round. Easy: ``levels.easy_decide``'s rule.

``--engine N`` also plays N games of Hard against Medium through the real engine and
bots (``yenta_desktop/engine/farkle``, ``yenta_desktop/ai/farkle``), a check that the
arrays play as the bots do.

    python scripts/farkle_measure.py --fkt assets/farkle/hard-3000.fkt --target 3000 --floor -1000 \\
        --hard-hard 200000 --hard-medium 100000 --medium-easy 20000 --multi 20000
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from farkle_solve import Solver, farkle_space  # noqa: E402

from yenta_desktop.ai.farkle.levels import EASY_BANK_AT, expected_turn  # noqa: E402
from yenta_desktop.ai.farkle.model import (  # noqa: E402
    NUM_DICE,
    UNIT,
    Rules,
    farkle_model,
    options_of,
)
from yenta_desktop.ai.farkle.space import Space  # noqa: E402
from yenta_desktop.ai.farkle.tables import decode  # noqa: E402
from yenta_desktop.ai.farkle.turn import pass_chances  # noqa: E402

Option = tuple[int, int]
#: A policy's turn: given (t, options) returns (points, next dice, bank).
TurnPolicy = Callable[[int, Sequence[Option]], tuple[int, int, bool]]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half


def policy_arrays(space: Space, w: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """C[t, m, u, v] (after a set-aside) and B[t, u, v] (bank) in float32, and the caps."""
    solver = Solver(space, farkle_model())
    size, dice = solver.size, solver.model.max_dice
    top = solver.t_max + solver.reach
    c_all = np.empty((top + 1, dice + 1, size, size), dtype=np.float32)
    b_all = np.empty((top + 1, size, size), dtype=np.float32)
    w_t = np.ascontiguousarray(w.T)
    farkle_value = 1.0 - w_t[solver.farkle_next]
    ring = np.empty((solver.ring, dice + 1, size, size))
    tmp = np.empty((size, size))
    model = solver.model
    b_all[0] = -np.inf
    for t in range(top, 0, -1):
        slot = t % solver.ring
        bank = solver.bank_values(w_t, t)
        b_all[t] = bank
        if t > solver.t_max:
            ring[slot, :] = bank
            c_all[t] = bank
            continue
        forced = (t >= solver.caps)[:, None]
        for n in range(1, dice + 1):
            acc = farkle_value * model.farkle[n]
            for chance, opts in model.sets[n]:
                p, m = opts[0]
                best = ring[(t + p) % solver.ring, m]
                if len(opts) > 1:
                    np.maximum(best, ring[(t + opts[1][0]) % solver.ring, opts[1][1]], out=tmp)
                    for p2, m2 in opts[2:]:
                        np.maximum(tmp, ring[(t + p2) % solver.ring, m2], out=tmp)
                    best = tmp
                acc = acc + chance * best
            ring[slot, n] = np.where(forced, bank, np.maximum(bank, acc))
        c_all[t] = ring[slot]
    return c_all, b_all, solver.caps


class Levels:
    """The three levels' turn policies for one rule set (two-player table for Hard)."""

    def __init__(self, rules: Rules, space: Space | None, arrays: Any) -> None:
        self.rules = rules
        self.space = space
        self.arrays = arrays
        self.h = pass_chances(dmax=2 * (rules.target + 4000) // UNIT)
        self.farkle = farkle_model().farkle

    def _can_bank(self, opened: bool, t: int) -> bool:
        return t > 0 and (opened or t * UNIT >= self.rules.opening_min)

    def easy(self, me: dict[str, Any], leader: int, last: bool) -> TurnPolicy:
        def decide(t: int, opts: Sequence[Option]) -> tuple[int, int, bool]:
            n = self._n
            p, m = max(opts, key=lambda o: (o[0], n if o[1] == NUM_DICE else n - o[1]))
            total = t + p
            bank = self._can_bank(me["opened"], total) and (total * UNIT >= EASY_BANK_AT or m <= 2)
            if last and me["score"] + total * UNIT <= leader:
                bank = False
            return p, m, bank

        return decide

    def medium(self, me: dict[str, Any], leader: int, last: bool) -> TurnPolicy:
        if last:
            need = (leader - me["score"]) // UNIT
            h, farkle = self.h, self.farkle
            opened = me["opened"]

            def final(t: int, opts: Sequence[Option]) -> tuple[int, int, bool]:
                best: tuple[float, int, int, int, bool] | None = None
                for p, m in opts:
                    total = t + p
                    if self._can_bank(opened, total):
                        b = 1.0 if total > need else 0.5 if total == need else 0.0
                        key = (b, 1, p, m, True)
                        if best is None or key[:3] > best[:3]:
                            best = key
                    left = need - total
                    r = h[left][m] if left >= 0 else 1.0 - farkle[m]
                    key = (r, 0, p, m, False)
                    if best is None or key[:3] > best[:3]:
                        best = key
                assert best is not None
                return best[2], best[3], best[4]

            return final
        penalty = -self.rules.three_farkle_penalty if me["farkles"] == 2 else 0
        turn = expected_turn(0 if me["opened"] else self.rules.opening_min // UNIT, penalty)
        after, banks = turn.rows
        return self._from_turn(after, banks, turn.cap)

    def hard(self, me: dict[str, Any], opp: dict[str, Any], leader: int, last: bool) -> TurnPolicy:
        if last or self.space is None:
            return self.medium(me, leader, last)
        space = self.space
        c_all, b_all, caps = self.arrays
        u = space.state(
            max(me["score"] // UNIT, space.floor) if me["opened"] else me["score"] // UNIT,
            me["farkles"],
            me["opened"],
        )
        v = space.state(
            max(opp["score"] // UNIT, space.floor) if opp["opened"] else opp["score"] // UNIT,
            opp["farkles"],
            opp["opened"],
        )
        c = c_all[:, :, u, v].tolist()
        b = [None if x == -math.inf else x for x in b_all[:, u, v].tolist()]
        return self._from_turn(c, b, int(caps[u]))

    @staticmethod
    def _from_turn(
        after: Sequence[Sequence[float]], banks: Sequence[float | None], cap: int
    ) -> TurnPolicy:
        def decide(t: int, opts: Sequence[Option]) -> tuple[int, int, bool]:
            best_value = -math.inf
            best = opts[0]
            for p, m in opts:
                value = after[t + p][m]
                if value > best_value:
                    best_value, best = value, (p, m)
            p, m = best
            total = t + p
            b = banks[total]
            return p, m, total >= cap or (b is not None and b >= best_value)

        return decide

    _n = NUM_DICE


def roll_counts(rng: random.Random, n: int) -> tuple[int, int, int, int, int, int]:
    counts = [0] * 6
    for face in rng.choices(range(6), k=n):
        counts[face] += 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])


def play_turn(rng: random.Random, levels: Levels, decide: TurnPolicy) -> int | None:
    """One turn: the points banked, or None on a farkle."""
    t, n = 0, NUM_DICE
    while True:
        opts = options_of(roll_counts(rng, n))
        if not opts:
            return None
        levels._n = n
        p, m, bank = decide(t, opts)
        t += p
        if bank:
            return t * UNIT
        n = m


def play_game(
    rng: random.Random, levels: Levels, kinds: Sequence[str], first: int = 0
) -> list[float]:
    """One game of the levels ``kinds`` (by seat), ``first`` starting: each seat's win share."""
    rules = levels.rules
    n = len(kinds)
    players = [dict(score=0, farkles=0, opened=False) for _ in range(n)]
    final: int | None = None
    seat = first
    while True:
        me = players[seat]
        others = [players[s] for s in range(n) if s != seat]
        opp = max(others, key=lambda p: p["score"])
        last = final is not None
        leader = opp["score"]
        kind = kinds[seat]
        if kind == "hard":
            decide = levels.hard(me, opp, leader, last)
        elif kind == "medium":
            decide = levels.medium(me, leader, last)
        else:
            decide = levels.easy(me, leader, last)
        banked = play_turn(rng, levels, decide)
        if banked is None:
            me["farkles"] += 1
            if me["farkles"] == 3:
                me["score"] -= rules.three_farkle_penalty
                me["farkles"] = 0
        else:
            me["score"] += banked
            me["farkles"] = 0
            me["opened"] = True
            if final is None and me["score"] >= rules.target:
                if not rules.final_round:
                    final = seat
                    break
                final = seat
        seat = (seat + 1) % n
        if final is not None and seat == final:
            break
    best = max(p["score"] for p in players)
    winners = [s for s in range(n) if players[s]["score"] == best]
    return [1 / len(winners) if s in winners else 0.0 for s in range(n)]


def head_to_head(
    rng: random.Random, levels: Levels, a: str, b: str, games: int
) -> tuple[float, float, float]:
    """``a``'s win share against ``b``, seats alternated: (rate, low, high)."""
    wins = 0.0
    for i in range(games):
        if i % 2 == 0:
            wins += play_game(rng, levels, (a, b), 0)[0]
        else:
            wins += play_game(rng, levels, (b, a), 0)[1]
    low, high = wilson(wins, games)
    return wins / games, low, high


def engine_check(
    rules: Rules, games: int, seed: int, times: dict[str, list[float]] | None = None
) -> tuple[float, float, float]:
    """Hard against Medium through the real engine and bots, seats alternated.

    ``times`` collects Hard's decision times (seconds): "first" of each turn, "later".
    """
    from yenta_desktop.ai.farkle.bots import HardBot, MediumBot
    from yenta_desktop.engine.farkle import Rules as EngineRules
    from yenta_desktop.engine.farkle import new_game

    engine_rules = EngineRules(
        three_farkle_penalty=str(rules.three_farkle_penalty),
        opening_min=str(rules.opening_min),
        target=rules.target,
        final_round=rules.final_round,
    )
    wins = 0.0
    for i in range(games):
        hard_seat = i % 2
        bots: list[Any] = [MediumBot(), MediumBot()]
        bots[hard_seat] = HardBot()
        state = new_game(2, engine_rules, seed=seed + i)
        while not state.is_terminal:
            if state.is_chance_node():
                state.apply_chance()
            else:
                seat = state.current_seat
                assert seat is not None
                first = len(state.rolls) == 1
                clock = time.perf_counter()
                action = bots[seat].choose(state.observation(seat))
                spent = time.perf_counter() - clock
                if times is not None and seat == hard_seat:
                    times["first" if first else "later"].append(spent)
                state.apply(action)
        wins += state.returns()[hard_seat]
    low, high = wilson(wins, games)
    return wins / games, low, high


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--npz", type=Path, help="W from farkle_solve.py --out")
    parser.add_argument(
        "--fkt", type=Path, help="or W from a decision table (farkle_solve --table)"
    )
    parser.add_argument("--target", type=int, default=5000)
    parser.add_argument("--floor", type=int, default=-1000)
    parser.add_argument("--margin", type=int, default=2000)
    parser.add_argument("--hard-hard", type=int, default=0, help="Hard v Hard games")
    parser.add_argument("--hard-medium", type=int, default=0, help="Hard v Medium games")
    parser.add_argument("--medium-easy", type=int, default=0, help="Medium v Easy games")
    parser.add_argument("--multi", type=int, default=0, help="games of one Hard among Mediums")
    parser.add_argument("--engine", type=int, default=0, help="Hard v Medium engine games")
    parser.add_argument(
        "--engine-target", type=int, help="the target of the engine games (default --target)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--arrays",
        type=Path,
        help="a folder to keep the policy arrays in (written once, then read by every run)",
    )
    args = parser.parse_args(argv)
    if hasattr(os, "nice"):
        os.nice(10)
    rules = Rules(target=args.target)
    space = farkle_space(args.target, args.floor, margin=args.margin)
    if args.npz is not None:
        w = np.load(args.npz)["w"]
    elif args.fkt is not None:
        table = decode(args.fkt.read_bytes())
        if table.space != space:
            parser.error(f"the table is {table.space}, not {space}")
        w = np.array(table.values).reshape(space.size, space.size)
    else:
        parser.error("give --npz or --fkt")
    began = time.perf_counter()
    if args.arrays is not None and (args.arrays / "c.npy").exists():
        # Shared between runs side by side: the pages are the system's, read once.
        c_all = np.load(args.arrays / "c.npy", mmap_mode="r")
        b_all = np.load(args.arrays / "b.npy", mmap_mode="r")
        arrays: Any = (c_all, b_all, Solver(space, farkle_model()).caps)
    else:
        arrays = policy_arrays(space, w)
        if args.arrays is not None:
            args.arrays.mkdir(parents=True, exist_ok=True)
            np.save(args.arrays / "c.npy", arrays[0])
            np.save(args.arrays / "b.npy", arrays[1])
    print(f"policy arrays: {time.perf_counter() - began:.0f} s")
    levels = Levels(rules, space, arrays)
    rng = random.Random(args.seed)
    start = space.state(0, 0, False)
    if args.hard_hard:
        began = time.perf_counter()
        wins = sum(play_game(rng, levels, ("hard", "hard"))[0] for _ in range(args.hard_hard))
        low, high = wilson(wins, args.hard_hard)
        print(
            f"Hard v Hard: first player {wins / args.hard_hard:.4f} [{low:.4f}, {high:.4f}]"
            f" of {args.hard_hard} games; solver's start value {w[start, start]:.4f}"
            f" ({time.perf_counter() - began:.0f} s)"
        )
    for flag, a, b in (("hard_medium", "hard", "medium"), ("medium_easy", "medium", "easy")):
        games = getattr(args, flag)
        if games:
            began = time.perf_counter()
            rate, low, high = head_to_head(rng, levels, a, b, games)
            print(
                f"{a} v {b}: {rate:.4f} [{low:.4f}, {high:.4f}] of {games} games, seats"
                f" alternated ({time.perf_counter() - began:.0f} s)"
            )
    if args.multi:
        for n in (3, 4):
            began = time.perf_counter()
            share = 0.0
            for i in range(args.multi):
                kinds = ["medium"] * n
                kinds[i % n] = "hard"
                share += play_game(rng, levels, kinds, 0)[i % n]
            low, high = wilson(share, args.multi)
            print(
                f"one Hard among {n - 1} Mediums: {share / args.multi:.4f} [{low:.4f}, {high:.4f}]"
                f" of {args.multi} games (chance {1 / n:.4f}; {time.perf_counter() - began:.0f} s)"
            )
    if args.engine:
        began = time.perf_counter()
        times: dict[str, list[float]] = {"first": [], "later": []}
        engine_rules = Rules(target=args.engine_target or args.target)
        rate, low, high = engine_check(engine_rules, args.engine, args.seed, times)
        print(
            f"engine (target {engine_rules.target}): Hard v Medium {rate:.4f}"
            f" [{low:.4f}, {high:.4f}] of {args.engine} games ({time.perf_counter() - began:.0f} s)"
        )
        every = sorted(times["first"] + times["later"])
        first = sorted(times["first"])
        if every:
            print(
                f"Hard's decisions: median {every[len(every) // 2] * 1000:.2f} ms of {len(every)};"
                f" first of a turn median {first[len(first) // 2] * 1000:.1f} ms,"
                f" 99th percentile {first[int(len(first) * 0.99)] * 1000:.1f} ms,"
                f" largest {first[-1] * 1000:.1f} ms (the first one reads the table)"
            )
    print(f"load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
