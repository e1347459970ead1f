"""Bot tournaments: many seeded games with seat rotation, pooled statistics per bot name.

Game ``g`` (seed ``seed + g``) seats the command-line list rotated by ``g``
places, so every bot sits in every chair (and starts) equally often. Seats
given the same name are pooled: ``games`` counts seat-games, so a bot at
chance level has a win rate of 1 / players (or the game's share of winners). A
k-way tie at the top counts 1/k for each tied seat, so the wins of a field add
up to the games (partners, and Lie Dice's everyone but the loser, each win the
game: ``engine.protocol.win_shares``).
When a name holds several seats of one game (three Medium, two Hard
partners), those seats' results are correlated: the interval is computed over
games, not seats.

``duplicate=True`` plays each seed once per rotation of the seats (for a
partnership game, rotating by one seat swaps the teams), so every bot meets
the same dice or cards from every chair and luck cancels; the report adds each
name's margin over the others per duplicate set, with its interval.

Games are independent and seeded, so the results do not depend on how many
worker processes ran them.
"""

from __future__ import annotations

import logging
import math
import multiprocessing
import os
import statistics
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from yenta_desktop.ai.base import BotSpec, BotSpecError, make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.engine.protocol import StatColumn, column_value, win_shares
from yenta_desktop.engine.registry import DEFAULT_GAME, get_game

log = logging.getLogger(__name__)

#: Below this many games a tournament runs in one process (start-up costs more than it saves).
PARALLEL_FROM = 40
#: The most games (or duplicate sets) one tournament plays: weeks of Yenta on one core.
MAX_GAMES = 10_000_000
#: The largest first seed (game seeds count up from it; records store them as JSON numbers).
MAX_SEED = 2**62
#: The most worker processes a tournament starts.
MAX_WORKERS = 256


def check_arguments(games: int, seed: int, workers: int | None) -> None:
    """Raise ValueError (one line, the bound in it) unless the numbers are within bounds."""
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"--games must be from 1 to {MAX_GAMES:,}, not {_shown(games)}")
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"--seed must be from 0 to {MAX_SEED:,}, not {_shown(seed)}")
    if workers is not None and not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"--workers must be from 1 to {MAX_WORKERS}, not {_shown(workers)}")


def _shown(number: int) -> str:
    text = str(number)
    return text if len(text) <= 24 else f"{text[:10]}...({len(text)} digits)"


Z95 = 1.959964


@dataclass
class NameTally:
    """Everything counted for one bot name (all its seats pooled)."""

    name: str
    games: int = 0
    #: Seat-games won, a k-way tie counting 1/k (exact, so a field's wins add up to its games).
    wins: Fraction = field(default_factory=Fraction)
    faults: int = 0
    decision_seconds: list[float] = field(default_factory=list)
    #: The game's ``seat_tallies`` counters, summed over seat-games.
    totals: dict[str, float] = field(default_factory=dict)
    maxima: dict[str, float] = field(default_factory=dict)
    minima: dict[str, float] = field(default_factory=dict)
    #: Per game this name played: the share of its seats that won (the unit of the interval).
    game_scores: list[float] = field(default_factory=list)
    #: Per duplicate set: this name's margin over the others.
    margins: list[float] = field(default_factory=list)

    def add_counters(self, counters: dict[str, float]) -> None:
        """Add one seat-game's counters."""
        for key, value in counters.items():
            self.totals[key] = self.totals.get(key, 0) + value
            self.maxima[key] = max(self.maxima.get(key, value), value)
            self.minima[key] = min(self.minima.get(key, value), value)

    def merge(self, other: NameTally) -> None:
        """Add another tally of the same bot into this one."""
        self.games += other.games
        self.wins += other.wins
        self.faults += other.faults
        self.decision_seconds.extend(other.decision_seconds)
        for key, value in other.totals.items():
            self.totals[key] = self.totals.get(key, 0) + value
        for key, value in other.maxima.items():
            self.maxima[key] = max(self.maxima.get(key, value), value)
        for key, value in other.minima.items():
            self.minima[key] = min(self.minima.get(key, value), value)
        self.game_scores.extend(other.game_scores)
        self.margins.extend(other.margins)

    def column(self, column: StatColumn) -> float | None:
        """The value of a per-game column (None when there is nothing to divide by)."""
        return column_value(column, self.totals, self.maxima, self.minima, self.games)

    def summary(self, columns: Sequence[StatColumn], pooled: bool) -> dict[str, Any]:
        """The JSON entry of this bot: common fields, then the game's own columns."""
        times = self.decision_seconds
        if pooled:
            lo, hi = mean_interval(self.game_scores)
        else:
            lo, hi = wilson_interval(float(self.wins), self.games)
        entry: dict[str, Any] = {
            "name": self.name,
            "games": self.games,
            "wins": wins_value(self.wins),
            "win_rate": float(self.wins / self.games) if self.games else 0.0,
            "ci95": [lo, hi],
            "decision_ms": {
                "median": statistics.median(times) * 1000 if times else 0.0,
                "max": max(times) * 1000 if times else 0.0,
            },
            "faults": self.faults,
        }
        extras = {column.key: self.column(column) for column in columns}
        entry.update(extras)
        entry["extras"] = extras
        if self.margins:
            mean = statistics.fmean(self.margins)
            entry["margin"] = {
                "mean": mean,
                "ci95": list(mean_interval(self.margins, clip=False)),
                "sets": len(self.margins),
            }
        return entry


def wins_value(wins: Fraction) -> int | float:
    """Wins as JSON shows them: a whole number, or a float when ties shared some."""
    return int(wins) if wins.denominator == 1 else float(wins)


def wins_text(wins: float) -> str:
    """Wins as the table shows them: ``12``, or ``12.5`` when ties shared some."""
    return f"{wins:.0f}" if float(wins).is_integer() else f"{wins:.1f}"


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a binomial proportion."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float], clip: bool = True) -> tuple[float, float]:
    """A 95% normal interval of the mean of independent ``values`` (clipped to 0..1 for rates)."""
    n = len(values)
    if n == 0:
        return (0.0, 1.0) if clip else (0.0, 0.0)
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(n) if n > 1 else math.inf
    lo, hi = mean - half, mean + half
    if clip:
        lo, hi = max(0.0, lo), min(1.0, hi)
    return (lo, hi)


def seating(names: Sequence[str], game: int) -> list[int]:
    """Which command-line entry sits in each seat in game ``game`` (a rotation by ``game``)."""
    n = len(names)
    return [(seat + game) % n for seat in range(n)]


def _margin_values(module: Any, state: Any, tallies: list[dict[str, float]]) -> list[float]:
    """Each seat's score for duplicate margins: the game's MARGIN counters, else returns()."""
    margin = getattr(module, "MARGIN", None)
    if margin is None:
        return [float(x) for x in state.returns()]
    counter, per = margin
    return [t.get(counter, 0) / (t.get(per, 0) or 1) if per else t.get(counter, 0) for t in tallies]


class AbsentBot:
    """The seat of an outside bot that did not start for one game: the random bot plays it
    and every decision is a fault (a tournament of hours does not stop for one game)."""

    def __init__(self, name: str, seed: int, game: str) -> None:
        from yenta_desktop.ai.registry import bots_for

        self.name = name
        self.faults = 0
        self._random = bots_for(game)["random"](seed=seed)

    def choose(self, obs: Any) -> Any:
        """The random bot's choice, counted as a fault."""
        self.faults += 1
        return self._random.choose(obs)


def seat_bot(spec: BotSpec, seed: int, game: str) -> Any:
    """The bot of one seat for one game; an outside bot that does not start is an
    :class:`AbsentBot` (logged), any other bad spec raises."""
    try:
        return make_bot(spec, seed, game)
    except BotSpecError as error:
        if spec.kind not in ("external", "exec"):
            raise
        log.warning("%s; the random bot plays its seat this game, each decision a fault", error)
        return AbsentBot(spec.label, seed, game)


def _play_chunk(
    specs: Sequence[BotSpec],
    names: Sequence[str],
    rules: Any,
    seed: int,
    games: Sequence[int],
    game_id: str,
    duplicate: bool,
) -> dict[str, NameTally]:
    module = get_game(game_id)
    tallies = {name: NameTally(name) for name in names}
    n = len(names)
    distinct = list(dict.fromkeys(names))
    for game in games:
        rotations = range(n) if duplicate else (game,)
        set_values: dict[str, list[float]] = {name: [] for name in distinct}
        for rotation in rotations:
            game_seed = seed + game
            order = seating(names, rotation)
            bots = [
                seat_bot(specs[entry], game_seed * 16 + seat, game_id)
                for seat, entry in enumerate(order)
            ]
            result = play_game(bots, rules, game=game_id, seed=game_seed, timing=True)
            state = result.state
            shares = win_shares(module, state)
            counters = module.seat_tallies(state)
            values = _margin_values(module, state, counters)
            won_by: dict[str, list[Fraction]] = {}
            for seat, entry in enumerate(order):
                name = names[entry]
                tally = tallies[name]
                tally.games += 1
                tally.wins += shares[seat]
                won_by.setdefault(name, []).append(shares[seat])
                tally.decision_seconds.extend(result.decision_seconds[seat])
                tally.faults += getattr(bots[seat], "faults", 0)
                tally.add_counters(counters[seat])
                set_values[name].append(values[seat])
            for name, outcomes in won_by.items():
                tallies[name].game_scores.append(float(sum(outcomes) / len(outcomes)))
        if duplicate and len(distinct) > 1:
            means = {name: statistics.fmean(v) for name, v in set_values.items() if v}
            for name in distinct:
                others = [means[o] for o in distinct if o != name]
                tallies[name].margins.append(means[name] - statistics.fmean(others))
    return tallies


def game_chunks(games: int, count: int) -> list[range]:
    """``count`` interleaved pieces of the game numbers 0..games-1, as ranges (never a list
    of every game number: a run may hold millions)."""
    return [range(c, games, count) for c in range(count)]


def run_tournament(
    specs: Sequence[BotSpec],
    names: Sequence[str],
    games: int,
    seed: int,
    rules: Any = None,
    workers: int | None = None,
    *,
    game: str | None = None,
    duplicate: bool = False,
    progress: Callable[[int], None] | None = None,
) -> list[dict[str, Any]]:
    """Play ``games`` games (or duplicate sets) and return one summary per distinct name.

    ``workers``: processes to use; None means all cores when ``games`` is large.
    ``progress(done)`` is called as games finish (for a progress line).
    """
    check_arguments(games, seed, workers)
    game_id = game or DEFAULT_GAME
    module = get_game(game_id)
    rules = rules or module.Rules()
    if workers is None:
        workers = (os.cpu_count() or 1) if games >= PARALLEL_FROM else 1
    workers = max(1, min(workers, games))
    tallies = {name: NameTally(name) for name in names}
    done = 0
    if workers == 1:
        step = max(1, min(50, games // 20))
        for start in range(0, games, step):
            part = _play_chunk(
                specs,
                names,
                rules,
                seed,
                range(start, min(games, start + step)),
                game_id,
                duplicate,
            )
            for name, tally in part.items():
                tallies[name].merge(tally)
            done = min(games, start + step)
            if progress is not None:
                progress(done)
    else:
        # Many small interleaved chunks: the load balances, and progress can be reported.
        chunks = game_chunks(games, min(games, workers * 10))
        # Spawned, not forked: a fork copies the locks other threads hold at that moment
        # (Farkle's Hard reads its table in a thread as the first bot sits down), and a
        # worker that needs such a lock then waits for ever.
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            futures = [
                pool.submit(_play_chunk, specs, names, rules, seed, chunk, game_id, duplicate)
                for chunk in chunks
            ]
            sizes = {future: len(chunk) for future, chunk in zip(futures, chunks, strict=True)}
            for future in as_completed(futures):
                for name, piece in future.result().items():
                    tallies[name].merge(piece)
                done += sizes[future]
                if progress is not None:
                    progress(done)
    distinct = list(dict.fromkeys(names))
    columns = tuple(getattr(module, "STAT_COLUMNS", ()))
    return [tallies[name].summary(columns, pooled=names.count(name) > 1) for name in distinct]


def format_value(column: StatColumn, value: float | None) -> str:
    """A column's value as text ("-" when undefined)."""
    if value is None:
        return "-"
    if column.percent:
        return f"{value:.1%}"
    return f"{value:.{column.decimals}f}"


def format_table(summaries: Sequence[dict[str, Any]], games: int, game: str | None = None) -> str:
    """The results as an aligned text table: common columns, then the game's own."""
    module = get_game(game or DEFAULT_GAME)
    columns = tuple(getattr(module, "STAT_COLUMNS", ()))
    head = f"{'bot':<22} {'games':>6} {'wins':>6} {'win rate':>9} {'95% CI':>15}"
    for column in columns:
        head += f" {column.label:>{max(9, len(column.label))}}"
    head += f" {'ms median':>9} {'ms max':>8}"
    lines = [head]
    for s in summaries:
        lo, hi = s["ci95"]
        row = (
            f"{s['name']:<22} {s['games']:>6} {wins_text(s['wins']):>6} {s['win_rate']:>9.1%}"
            f" {f'{lo:.1%}..{hi:.1%}':>15}"
        )
        for column in columns:
            row += f" {format_value(column, s['extras'][column.key]):>{max(9, len(column.label))}}"
        row += f" {s['decision_ms']['median']:>9.2f} {s['decision_ms']['max']:>8.1f}"
        lines.append(row)
    for s in summaries:
        margin = s.get("margin")
        if margin:
            lo, hi = margin["ci95"]
            lines.append(
                f"  {s['name']}: margin over the others {margin['mean']:+.3f}"
                f" (95% CI {lo:+.3f}..{hi:+.3f}) over {margin['sets']} duplicate sets"
            )
        if s.get("faults"):
            lines.append(
                f"  {s['name']}: {s['faults']} faults (decisions the random bot played,"
                " or processes left running after a game; the log says which)"
            )
    lines.append(
        f"{games} games; win rate over seat-games (a k-way tie counts 1/k);"
        " seats sharing a name: interval over games"
    )
    return "\n".join(lines)
