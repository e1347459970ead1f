"""Benchmark the AI: rollout speed, Hard's decision times, Medium and Easy games per second.

Usage: python3 scripts/bench_ai.py [--games N] [--hard SPEC]
       python3 scripts/bench_ai.py --fit-win GAMES

Runs on one core, a bounded amount of work (about a minute at the defaults).
``--fit-win`` instead refits Hard's win model (winmodel.SPREAD, winmodel.LATE) to who
won GAMES self-play games of four Medium bots (3,000 games: a few minutes).
Numbers go into docs/ai.md; no test asserts on them.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.ai.yenta import winmodel
from yenta_desktop.ai.yenta.belief import Belief
from yenta_desktop.ai.yenta.rollout import RolloutStart, simulate
from yenta_desktop.engine.yenta import Phase, new_game


def bench_rollouts(count: int = 2000) -> float:
    """Rollouts per second from the first decision of play in a 4-player round."""
    state = new_game(4, seed=1)
    medium = make_bot("medium", 0)
    while state.phase is Phase.AUCTION:
        state.apply(medium.choose(state.observation(state.current)))  # type: ignore[arg-type]
    obs = state.observation(state.current)  # type: ignore[arg-type]
    first = medium.choose(obs)
    belief = Belief(obs, read_bids=True)
    start_point = RolloutStart(obs)
    rng = random.Random(2)
    hands = [belief.sample(rng) for _ in range(count)]
    start = time.perf_counter()
    for hand in hands:
        simulate(start_point, hand, rng, first)
    return count / (time.perf_counter() - start)


def bench_games(spec: str, games: int) -> float:
    """Complete 4-player games per second with four ``spec`` bots."""
    start = time.perf_counter()
    for game in range(games):
        bots = [make_bot(spec, game * 16 + seat) for seat in range(4)]
        play_game(bots, seed=game)
    return games / (time.perf_counter() - start)


def bench_hard(spec: str, games: int) -> tuple[list[float], list[float]]:
    """Hard's decision times (auction, play) in seconds, seated with three Medium bots."""
    auction: list[float] = []
    play: list[float] = []
    for game in range(games):
        bots = [make_bot(spec, game)] + [make_bot("medium", game * 4 + s) for s in range(1, 4)]
        state = new_game(4, seed=100 + game, dealer=game % 4)
        while state.phase is not Phase.GAME_OVER:
            if state.phase is Phase.ROUND_OVER:
                state.next_round()
                continue
            seat = state.current
            assert seat is not None
            obs = state.observation(seat)
            start = time.perf_counter()
            action = bots[seat].choose(obs)
            if seat == 0:
                (auction if obs.phase == "auction" else play).append(time.perf_counter() - start)
            state.apply(action)
    return auction, play


def win_data(games: int) -> list[tuple[list[int], int]]:
    """(totals at the start of a round after the first, the game's winner) from Medium self-play."""
    rows = []
    for game in range(games):
        state = new_game(4, seed=game, dealer=game % 4)
        bots = [make_bot("medium", game * 4 + seat) for seat in range(4)]
        totals = []
        while state.phase is not Phase.GAME_OVER:
            if state.phase is Phase.ROUND_OVER:
                state.next_round()
                totals.append(list(state.scores))
                continue
            seat = state.current
            assert seat is not None
            state.apply(bots[seat].choose(state.observation(seat)))
        assert state.winner is not None
        rows.extend((scores, state.winner) for scores in totals)
    return rows


def log_loss(rows: list[tuple[list[int], int]], spread: float, late: float) -> float:
    """Mean log-loss of the win model with these constants (lower is better)."""
    winmodel.SPREAD, winmodel.LATE = spread, late
    total = 0.0
    for scores, winner in rows:
        total -= math.log(max(winmodel.win_chance(scores, winner, 100), 1e-12))
    return total / len(rows)


def fit_win(games: int) -> None:
    """Grid-fit the win model's constants to Medium self-play and print the result."""
    rows = win_data(games)
    current = (winmodel.SPREAD, winmodel.LATE)
    print(f"{len(rows)} round starts from {games} games; chance alone: {math.log(4):.4f}")
    print(f"current SPREAD={current[0]} LATE={current[1]}: {log_loss(rows, *current):.4f}")
    grid = [(s, late) for s in (2.5, 3.0, 3.5, 4.0, 4.5, 5.0) for late in (10, 20, 30, 40)]
    best = min(grid, key=lambda c: log_loss(rows, *c))
    print(f"best SPREAD={best[0]} LATE={best[1]}: {log_loss(rows, *best):.4f}")
    winmodel.SPREAD, winmodel.LATE = current


def main() -> None:
    """Run every benchmark and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games with Hard (default 3)")
    parser.add_argument("--hard", default="hard", help="the Hard spec (default: hard)")
    parser.add_argument(
        "--fit-win", type=int, default=0, metavar="GAMES", help="refit the win model"
    )
    args = parser.parse_args()
    if args.fit_win:
        fit_win(args.fit_win)
        return
    print(f"rollouts per second (4 players, from the start of play): {bench_rollouts():.0f}")
    print(f"medium games per second (4 Medium, one core): {bench_games('medium', 100):.1f}")
    print(f"easy games per second (4 Easy, one core): {bench_games('easy', 200):.1f}")
    auction, play = bench_hard(args.hard, args.games)
    both = sorted(auction + play)
    print(
        f"{args.hard} decisions: {len(both)}; median {statistics.median(both) * 1000:.0f} ms,"
        f" max {both[-1] * 1000:.0f} ms; auction median {statistics.median(auction) * 1000:.0f} ms,"
        f" play median {statistics.median(play) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
