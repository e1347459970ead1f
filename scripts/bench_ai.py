"""Benchmark the AI: rollout speed, Hard's decision times, Medium and Easy games per second.

Usage: python3 scripts/bench_ai.py [--games N] [--hard SPEC]

Runs on one core, a bounded amount of work (about a minute at the defaults).
Numbers go into docs/ai.md; no test asserts on them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.ai.yenta.belief import Belief
from yenta_desktop.ai.yenta.policy import rollout_round
from yenta_desktop.engine.yenta import GameState, Phase, new_game


def bench_rollouts(count: int = 2000) -> float:
    """Rollouts per second from the first decision of play in a 4-player round."""
    state = new_game(4, seed=1)
    while state.phase is Phase.AUCTION:
        state.apply(make_bot("medium", 0).choose(state.observation(state.current)))  # type: ignore[arg-type]
    obs = state.observation(state.current)  # type: ignore[arg-type]
    belief = Belief(obs, read_bids=True)
    rng = random.Random(2)
    start = time.perf_counter()
    for _ in range(count):
        copy = GameState.from_observation(obs, belief.sample(rng), rng)
        rollout_round(copy, rng)
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


def main() -> None:
    """Run every benchmark and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games with Hard (default 3)")
    parser.add_argument("--hard", default="hard", help="the Hard spec (default: hard)")
    args = parser.parse_args()
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
