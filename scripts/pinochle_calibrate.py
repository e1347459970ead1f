"""Fit Medium's trick model (ai/pinochle/handeval.py TRICK_MODEL) on simulated deals.

Each deal: a random seat wins the auction at the minimum, names the trump
Medium would name, and all four seats play the deal out as Medium (passes
included; a throw-in is played out). The fit predicts the bidding team's
meld + trick points minus the bid winner's own meld, from the bid winner's
hand before the pass (handeval.features). Prints the weights, the residual
spread, and how often the estimate minus a margin is made.

    python scripts/pinochle_calibrate.py --deals 3000 --seed 1
"""

from __future__ import annotations

import argparse
import random
import statistics

from yenta_desktop.ai.pinochle.cardmath import SUIT_ID, counts_of, ids, meld_total
from yenta_desktop.ai.pinochle.handeval import features
from yenta_desktop.ai.pinochle.medium import medium_action
from yenta_desktop.engine.pinochle import PASS, PLAY_OUT, Bid, Phase, new_game


def simulate(deals: int, seed: int) -> list[tuple[list[float], float, float]]:
    """Per deal: (features with a leading 1, target, bid winner's own meld)."""
    rng = random.Random(seed)
    rows = []
    for index in range(deals):
        state = new_game(4, seed=seed * 100_003 + index)
        state.apply_chance()
        bidder = rng.randrange(4)
        while state.phase is Phase.AUCTION:
            if state.current_seat == bidder and state.high_bidder != bidder:
                state.apply(Bid(state.rules.min_bid))
            else:
                state.apply(PASS)
        hand = ids(state.hands[bidder])
        action = medium_action(state.observation(bidder))
        state.apply(action)
        trump = SUIT_ID[state.trump]
        while state.phase is not Phase.DEAL and not state.is_terminal:
            if state.phase is Phase.THROW_IN:
                state.apply(PLAY_OUT)
                continue
            seat = state.current_seat
            state.apply(medium_action(state.observation(seat)))
        deal = state.completed_deals[-1]
        team = bidder % 2
        meld = sum(sum(m["points"] for m in deal["melds"][s]) for s in (team, team + 2))
        total = meld + deal["trick_points"][team]
        own = meld_total(counts_of(hand), trump)
        rows.append(([1.0, *map(float, features(hand, trump))], total - own, float(own)))
    return rows


def least_squares(rows: list[tuple[list[float], float, float]]) -> list[float]:
    """Ordinary least squares by the normal equations (Gauss-Jordan)."""
    n = len(rows[0][0])
    a = [[0.0] * (n + 1) for _ in range(n)]
    for x, y, _ in rows:
        for i in range(n):
            for j in range(n):
                a[i][j] += x[i] * x[j]
            a[i][n] += x[i] * y
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                for k in range(col, n + 1):
                    a[r][k] -= factor * a[col][k]
    return [a[i][n] / a[i][i] for i in range(n)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rows = simulate(args.deals, args.seed)
    weights = least_squares(rows)
    names = ["intercept", "trumps", "trump A", "trump 10", "side A", "side 10", "short suits"]
    for name, w in zip(names, weights, strict=True):
        print(f"{name:>12}: {w:7.2f}")
    residuals = [y - sum(w * x for w, x in zip(weights, xs, strict=True)) for xs, y, _ in rows]
    print(f"residual sd {statistics.stdev(residuals):.1f} over {len(rows)} deals")
    mean_target = statistics.fmean(y for _, y, _ in rows)
    print(f"mean (team meld + tricks - own meld) {mean_target:.1f}")
    for margin in (0, 20, 40, 60):
        made = sum(1 for r in residuals if r >= -margin) / len(residuals)
        print(f"  estimate - {margin}: made {made:.0%}")


if __name__ == "__main__":
    main()
