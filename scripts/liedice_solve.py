"""Solve Lie Dice's one-bid abstraction by CFR+ and write assets/liedice/baseline.json.

The abstraction (docs/ai/lie-dice.md, "The baseline"): a bid is judged by its
receiver's *raw odds*, the chance it is true from what the receiver saw of the
box and the re-rolls it heard (the box shaken afresh, or the box it passed
with the announced re-rolls, under the keep model). Under that belief the
bidder's hand, written as the raw chance ``u`` that the box is at least the
hand, is uniform on [0, 1] (whatever the claim in front, the dice re-rolled
and what the receiver saw: they are in the belief), so every position
becomes the same small signalling game, one per claim in front:

* ``N`` buckets of raw odds. The bidder's type is the bucket ``i`` of ``u``
  (uniform); the claim in front leaves the bids of buckets ``j <= c``
  (``c``: the bucket of the lowest raise). A bid of bucket ``j`` is true when
  ``i <= j`` (the types ``i <= c`` have a true raise; the others must lie).
* The receiver sees ``c`` and ``j`` and calls or accepts. A call is +1 to the
  bidder when the bid is true, -1 when it is a lie. An accepted bid is worth
  ``-FREE`` to the bidder when it named less than the hand (``i < j``: the
  receiver can raise truthfully for nothing), otherwise the receiver must beat
  it: it improves with chance ``q = r ** Q_POWER`` (``r`` the bid's raw odds)
  and the bid is worth ``GAIN * (1 - q) - COST * q``. Two players, zero sum.

CFR+ (alternating updates, regret matching+, linearly weighted averages)
solves each of the ``N`` games; the script reports each game's exploitability
(the best responses' gain against the average strategies, in lives per
decision) and writes the receiver's calling chance per (c, j) and the
bidder's chance to lie when it has a true raise, per c.

    nice -n 10 python scripts/liedice_solve.py --iterations 4000
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

N = 40
#: (gain, cost, free) of an accepted bid: two players left (the box comes straight back), or more.
VARIANTS = {"duel": (0.8, 0.5, 0.5), "crowd": (0.15, 0.05, 0.05)}
Q_POWER = 0.75
OUT = Path(__file__).resolve().parents[1] / "assets" / "liedice" / "baseline.json"


def payoffs(c: int, gain: float, cost: float, free: float) -> tuple[np.ndarray, np.ndarray]:
    """Bidder payoffs (types x bids 0..c): if called, if accepted."""
    i = np.arange(N)[:, None]
    j = np.arange(c + 1)[None, :]
    true = i <= j
    called = np.where(true, 1.0, -1.0)
    r = (j + 0.5) / N
    q = r**Q_POWER
    future = gain * (1 - q) - cost * q
    accepted = np.where(i < j, -free, np.broadcast_to(future, (N, c + 1)))
    return called, accepted


def solve(c: int, iterations: int, variant: tuple[float, float, float]) -> dict[str, object]:
    """CFR+ on the game with claim bucket ``c``; average strategies and exploitability."""
    called, accepted = payoffs(c, *variant)
    bids = c + 1
    prior = np.full(N, 1.0 / N)
    regret_b = np.zeros((N, bids))
    regret_r = np.zeros((bids, 2))  # call, accept
    avg_b = np.zeros((N, bids))
    avg_r = np.zeros((bids, 2))

    def match(regret: np.ndarray) -> np.ndarray:
        pos = np.maximum(regret, 0.0)
        total = pos.sum(axis=1, keepdims=True)
        uniform = np.full_like(pos, 1.0 / pos.shape[1])
        out: np.ndarray = np.where(total > 0, pos / np.where(total > 0, total, 1.0), uniform)
        return out

    for t in range(1, iterations + 1):
        # Bidder update against the current receiver.
        sr = match(regret_r)
        value = sr[:, 0][None, :] * called + sr[:, 1][None, :] * accepted
        sb = match(regret_b)
        ev = (sb * value).sum(axis=1, keepdims=True)
        regret_b = np.maximum(regret_b + value - ev, 0.0)
        sb = match(regret_b)
        avg_b += t * sb
        # Receiver update against the new bidder (it minimises the bidder's payoff).
        reach = prior[:, None] * sb
        v_call = -(reach * called).sum(axis=0)
        v_accept = -(reach * accepted).sum(axis=0)
        vals = np.stack([v_call, v_accept], axis=1)
        ev_r = (sr * vals).sum(axis=1, keepdims=True)
        regret_r = np.maximum(regret_r + vals - ev_r, 0.0)
        avg_r += t * match(regret_r)
    sb = avg_b / avg_b.sum(axis=1, keepdims=True)
    sr = avg_r / avg_r.sum(axis=1, keepdims=True)
    # Best responses to the averages.
    value = sr[:, 0][None, :] * called + sr[:, 1][None, :] * accepted
    br_bidder = float((prior * value.max(axis=1)).sum())
    reach = prior[:, None] * sb
    br_receiver = float(
        np.minimum((reach * called).sum(axis=0), (reach * accepted).sum(axis=0)).sum()
    )
    game_value = float((prior[:, None] * sb * value).sum())
    exploitability = (br_bidder - br_receiver) / 2
    # How often a bidder with a true raise lies anyway, and how often a bid of bucket j is true.
    true = np.arange(N)[:, None] <= np.arange(bids)[None, :]
    honest_types = np.arange(N) <= c
    lie_when_true = float(
        (prior[honest_types, None] * sb[honest_types] * ~true[honest_types]).sum()
        / prior[honest_types].sum()
    )
    mass = reach.sum(axis=0)
    p_true = np.where(mass > 0, (reach * true).sum(axis=0) / np.where(mass > 0, mass, 1), 1.0)
    return {
        "call": [round(float(x), 3) for x in sr[:, 0]],
        "p_true": [round(float(x), 3) for x in p_true],
        "lie_when_true": round(lie_when_true, 3),
        "value": round(game_value, 4),
        "exploitability": round(exploitability, 5),
    }


def main() -> None:
    """Solve every claim bucket and write the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=4000)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    start = time.perf_counter()
    table: dict[str, object] = {
        "about": "Lie Dice one-bid abstraction solved by CFR+ (scripts/liedice_solve.py)",
        "buckets": N,
        "q_power": Q_POWER,
        "iterations": args.iterations,
    }
    for name, variant in VARIANTS.items():
        games = [solve(c, args.iterations, variant) for c in range(N)]
        gaps = [float(g["exploitability"]) for g in games]  # type: ignore[arg-type]
        worst = max(gaps)
        mean = sum(gaps) / N
        table[name] = {
            "gain_cost_free": list(variant),
            "exploitability_mean": round(mean, 5),
            "exploitability_max": worst,
            "call": [g["call"] for g in games],
            "p_true": [g["p_true"] for g in games],
            "lie_when_true": [g["lie_when_true"] for g in games],
        }
        for c in (10, 20, 30, 39):
            g = games[c]
            calls: list[float] = g["call"]  # type: ignore[assignment]
            print(
                f"{name} c={c:2d} value {g['value']:+.3f} exploitability"
                f" {g['exploitability']:.5f} lie|true-raise {g['lie_when_true']:.2f}"
                f" call j=0 {calls[0]:.2f} j=c/2 {calls[c // 2]:.2f} j=c {calls[c]:.2f}"
            )
        print(f"{name}: exploitability mean {mean:.5f}, max {worst:.5f} lives per decision")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(table, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{time.perf_counter() - start:.1f} s; wrote {args.out}")


if __name__ == "__main__":
    main()
