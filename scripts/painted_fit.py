"""Fit Hard's value of a painted Yahtzee card (fitted value iteration) and write the model.

    nice -n 10 python scripts/painted_fit.py [--games 2000] [--rounds 2] [--seed 1]
        [--out assets/paintedyahtzee/value.json]

V_n (n open boxes) is linear in 0/1 features of the card (ai/paintedyahtzee/value.py).
Round 0 samples start-of-turn states from games played by Medium (this turn's points
only); each round then fits V_1, V_2, ..., V_20 in turn, backwards from the end of the
game: the target of a state with n open boxes is the exact in-turn expectimax value
over the 7,776 ordered rolls of one turn followed by V_{n-1} (scripts/painted_np.py),
and V_n is its least-squares fit over the sampled states. The next round samples states
from games played with the fitted model (on-policy) and refits over all states sampled.
Prints each round's mean score (games played with that round's model).

Development only: numpy is needed here, never by the game.
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np
from painted_np import NB, ROOT, YBOX, design, play_games, targets

from yenta_desktop.ai.paintedyahtzee import value as pv
from yenta_desktop.engine.paintedyahtzee.rules import Rules


def augment(states: dict[int, tuple[np.ndarray, ...]], copies: int, seed: int):
    """``states`` plus ``copies`` variants of each: one open box swapped for a written one
    (the totals kept, the Yahtzee flag redrawn when the Yahtzee box changes): the after-states
    of choices the policy did not make, where V must be right too for the choice to be."""
    rng = np.random.default_rng(seed)
    ybit = 1 << YBOX
    out = {}
    for n, (mask, upper, colour, flag) in states.items():
        parts = [(mask, upper, colour, flag)]
        if 0 < n < NB:
            for _ in range(copies):
                bits = (mask[:, None] >> np.arange(NB)) & 1
                # A random open box and a random written box of each state.
                i = np.array([rng.choice(np.nonzero(b)[0]) for b in bits])
                j = np.array([rng.choice(np.nonzero(1 - b)[0]) for b in bits])
                m = mask ^ (1 << i) ^ (1 << j)
                f = np.where(m & ybit, 0, np.where(mask & ybit, rng.integers(0, 2, len(m)), flag))
                parts.append((m, upper.copy(), colour.copy(), f))
        out[n] = tuple(np.concatenate([p[k] for p in parts]) for k in range(4))
    return out


def fit(states: dict[int, tuple[np.ndarray, ...]], rules: Rules, ridge: float) -> list:
    """V_1..V_20 fitted backwards over ``states`` (per n: mask, upper, colour, flag)."""
    weights: list = [None] * (NB + 1)
    for n in range(1, NB + 1):
        s = states[n]
        y = targets(weights, n, s, rules)
        x = design(*s)
        a = x.T @ x + ridge * np.eye(x.shape[1])
        weights[n] = np.linalg.solve(a, x.T @ y)
        resid = y - x @ weights[n]
        print(
            f"  V_{n:<2} {len(y):6} states  target mean {y.mean():7.2f}  rms fit error {resid.std():.3f}",
            flush=True,
        )
    weights[0] = np.zeros(pv.NUM_FEATURES)
    return weights


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games sampled a round")
    parser.add_argument("--rounds", type=int, default=2, help="on-policy rounds after round 0")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--swaps", type=int, default=1, help="swapped variants per state")
    parser.add_argument(
        "--start", help="a model file whose games give round 0's states (default: Medium's)"
    )
    parser.add_argument("--out", default=str(ROOT / "assets" / "paintedyahtzee" / "value.json"))
    args = parser.parse_args()
    rules = Rules()
    started = time.time()
    start = None
    if args.start:
        with open(args.start, encoding="utf-8") as handle:
            start = [np.array(w) for w in pv.ValueModel.from_json(handle.read()).weights]
    totals, states = play_games(start, args.games, args.seed, rules, record_states=True)
    se = totals.std(ddof=1) / np.sqrt(len(totals))
    name = args.start or "Medium"
    print(f"round 0 ({name}) mean {totals.mean():.2f} +- {se:.2f}  ({time.time() - started:.0f} s)")
    history = [(name, float(totals.mean()), float(se))]
    weights = None
    fitted = []
    for r in range(1, args.rounds + 1):
        weights = fit(augment(states, args.swaps, args.seed + r), rules, args.ridge)
        fitted.append(weights)
        totals, new = play_games(
            weights, args.games, args.seed + 1000 * r, rules, record_states=True
        )
        se = totals.std(ddof=1) / np.sqrt(len(totals))
        print(
            f"round {r} mean {totals.mean():.2f} +- {se:.2f}  ({time.time() - started:.0f} s)",
            flush=True,
        )
        history.append((f"round {r}", float(totals.mean()), float(se)))
        states = {
            n: tuple(np.concatenate([states[n][i], new[n][i]]) for i in range(4)) for n in states
        }
    assert weights is not None
    best = max(range(1, len(history)), key=lambda k: history[k][1])
    print(f"best: round {best}")
    meta = save(fitted[best - 1], args, history, args.out)
    print(f"wrote {args.out} ({time.time() - started:.0f} s)")
    print(json.dumps(meta))


def save(weights: list, args: argparse.Namespace, history: list, path: str) -> dict:
    """Write the model file of ``weights`` (with how it was fitted) to ``path``."""
    weights[0] = np.zeros(pv.NUM_FEATURES)
    meta = {
        "seed": args.seed,
        "games": args.games,
        "rounds": args.rounds,
        "ridge": args.ridge,
        "swaps": args.swaps,
        "rounds_mean": history,
    }
    model = pv.ValueModel([list(map(float, w)) for w in weights], meta)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(model.to_json())
    return meta


if __name__ == "__main__":
    main()
