"""Bot tournaments: many seeded games with seat rotation, pooled statistics per bot name.

Game ``g`` (seed ``seed + g``) seats the command-line list rotated by ``g``
places, so every bot sits in every chair (and deals first) equally often.
Seats given the same name are pooled: ``games`` counts seat-games, so a bot
at chance level has a win rate of 1 / players. Games are independent and
seeded, so the results do not depend on how many worker processes ran them.
"""

from __future__ import annotations

import math
import os
import statistics
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from yenta_desktop.ai.base import BotSpec, make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.engine.yenta import Rules

#: Below this many games a tournament runs in one process (start-up costs more than it saves).
PARALLEL_FROM = 40


@dataclass
class BotTally:
    """Everything counted for one bot name (all its seats pooled)."""

    name: str
    games: int = 0
    wins: int = 0
    rounds: int = 0
    points: int = 0
    bids: int = 0
    bids_made: int = 0
    faults: int = 0
    decision_seconds: list[float] = field(default_factory=list)

    def merge(self, other: BotTally) -> None:
        """Add another tally of the same bot into this one."""
        self.games += other.games
        self.wins += other.wins
        self.rounds += other.rounds
        self.points += other.points
        self.bids += other.bids
        self.bids_made += other.bids_made
        self.faults += other.faults
        self.decision_seconds.extend(other.decision_seconds)

    def summary(self) -> dict[str, Any]:
        """The JSON entry of this bot (the shape issue 3 specifies, plus ``faults``)."""
        times = self.decision_seconds
        lo, hi = wilson_interval(self.wins, self.games)
        return {
            "name": self.name,
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "ci95": [lo, hi],
            "points_per_round": self.points / self.rounds if self.rounds else 0.0,
            "bid_success_rate": self.bids_made / self.bids if self.bids else None,
            "bids": self.bids,
            "decision_ms": {
                "median": statistics.median(times) * 1000 if times else 0.0,
                "max": max(times) * 1000 if times else 0.0,
            },
            "faults": self.faults,
        }


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a binomial proportion."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def seating(names: Sequence[str], game: int) -> list[int]:
    """Which command-line entry sits in each seat in game ``game`` (a rotation by ``game``)."""
    n = len(names)
    return [(seat + game) % n for seat in range(n)]


def _play_chunk(
    specs: Sequence[BotSpec],
    names: Sequence[str],
    rules: Rules,
    seed: int,
    games: Sequence[int],
) -> dict[str, BotTally]:
    tallies = {name: BotTally(name) for name in names}
    for game in games:
        game_seed = seed + game
        order = seating(names, game)
        bots = [make_bot(specs[entry], game_seed * 16 + seat) for seat, entry in enumerate(order)]
        result = play_game(bots, rules, seed=game_seed, timing=True)
        state = result.state
        for seat, entry in enumerate(order):
            tally = tallies[names[entry]]
            tally.games += 1
            if state.winner == seat:
                tally.wins += 1
            tally.rounds += len(state.completed_rounds)
            tally.decision_seconds.extend(result.decision_seconds[seat])
            tally.faults += getattr(bots[seat], "faults", 0)
        for summary in state.completed_rounds:
            bidder = summary["bidder"]
            for seat, entry in enumerate(order):
                tallies[names[entry]].points += summary["round_points"][seat]
            tally = tallies[names[order[bidder]]]
            tally.bids += 1
            # A made bid scores at least 2 x bid > 0; a failed one -bid or 0.
            if summary["round_points"][bidder] > 0:
                tally.bids_made += 1
    return tallies


def run_tournament(
    specs: Sequence[BotSpec],
    names: Sequence[str],
    games: int,
    seed: int,
    rules: Rules | None = None,
    workers: int | None = None,
) -> list[dict[str, Any]]:
    """Play ``games`` games and return one summary per distinct name, in command-line order.

    ``workers``: processes to use; None means all cores when ``games`` is large.
    """
    rules = rules or Rules()
    if workers is None:
        workers = (os.cpu_count() or 1) if games >= PARALLEL_FROM else 1
    workers = max(1, min(workers, games))
    if workers == 1:
        tallies = _play_chunk(specs, names, rules, seed, range(games))
    else:
        # Interleaved chunks balance the load (later games are not harder than early ones).
        chunks = [list(range(w, games, workers)) for w in range(workers)]
        tallies = {name: BotTally(name) for name in names}
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [
                pool.submit(_play_chunk, specs, names, rules, seed, chunk) for chunk in chunks
            ]
            for future in futures:
                for name, part in future.result().items():
                    tallies[name].merge(part)
    distinct = list(dict.fromkeys(names))
    return [tallies[name].summary() for name in distinct]


def format_table(summaries: Sequence[dict[str, Any]], games: int) -> str:
    """The results as an aligned text table."""
    lines = [
        f"{'bot':<22} {'games':>6} {'wins':>6} {'win rate':>9} {'95% CI':>15}"
        f" {'pts/round':>9} {'bids made':>13} {'ms median':>9} {'ms max':>8}"
    ]
    for s in summaries:
        lo, hi = s["ci95"]
        rate = s["bid_success_rate"]
        bids = f"{rate:6.1%} of {s['bids']:<4}" if rate is not None else "     -       "
        lines.append(
            f"{s['name']:<22} {s['games']:>6} {s['wins']:>6} {s['win_rate']:>9.1%}"
            f" {f'{lo:.1%}..{hi:.1%}':>15} {s['points_per_round']:>9.2f} {bids:>13}"
            f" {s['decision_ms']['median']:>9.2f} {s['decision_ms']['max']:>8.1f}"
        )
        if s.get("faults"):
            lines.append(f"  {s['name']}: {s['faults']} faulty decisions played by the random bot")
    lines.append(f"{games} games; win rate over seat-games (chance = 1 / players)")
    return "\n".join(lines)
