"""Does the daily split's luck average 0 whatever the player does? (docs/daily.md)

Plays solo games of a daily game (``--game``, Triple Yahtzee by default) with a
level's bot on random dice, splits each with the daily split
(:func:`yenta_desktop.ai.daily.split_of`) and prints the mean luck and its standard
error, with the mean loss. Luck is the value after each roll minus the value before
it; measured under one value function it averages 0 for any player, so a mean far
from 0 is a bias of the estimate.

    nice -n 10 python scripts/daily_luck_bias.py --level random --games 100
    nice -n 10 python scripts/daily_luck_bias.py --level easy --games 20
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from yenta_desktop.ai import daily as ai_daily
from yenta_desktop.ai.registry import bots_for
from yenta_desktop.engine.registry import get_game


def play(game: str, level: str, seed: int) -> Any:
    """One solo game of ``game`` by ``level``'s bot on the dice of ``seed``."""
    module = get_game(game)
    state = module.new_game(1, module.Rules(), seed=seed)
    bot = bots_for(game)[level](seed=seed)
    if hasattr(bot, "new_game"):
        bot.new_game()
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(bot.choose(state.observation(0)))
    return state


def main(argv: list[str] | None = None) -> None:
    """Print the luck's mean +- standard error, the loss and the total over the games."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", default="triple-yahtzee")
    parser.add_argument("--level", default="random")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    lucks, losses, totals = [], [], []
    began = time.perf_counter()
    for seed in range(args.seed, args.seed + args.games):
        split = ai_daily.split_of(args.game, play(args.game, args.level, seed))
        assert split is not None and abs(split.residual) < 1e-6
        lucks.append(split.luck)
        losses.append(split.loss)
        totals.append(split.total)
    se = statistics.stdev(lucks) / len(lucks) ** 0.5 if len(lucks) > 1 else 0.0
    print(
        f"{args.game} {args.level}, {args.games} games (seeds {args.seed}-):"
        f" luck {statistics.fmean(lucks):+.1f} +- {se:.1f},"
        f" loss {statistics.fmean(losses):.1f} (sd {statistics.pstdev(losses):.1f}), total {statistics.fmean(totals):.1f},"
        f" mean {split.optimal_mean:.1f}; {time.perf_counter() - began:.0f} s"
    )


if __name__ == "__main__":
    main()
