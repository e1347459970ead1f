"""A long-time player's history: how Past games and Statistics open with 10,000 finished games.

Builds a history of ``--games`` finished games of every registered game mixed
(real records of random-bot games, each repeated with a new ``"ended_at"``, so
every line is a valid record), and statistics counting them, in a temporary
YENTA_DESKTOP_HOME. Then measures, each in a fresh process with the SDL dummy
driver at the normal 60 FPS pacing:

* Past games, first open (no index yet) and a cached reopen: the time from
  pushing the screen to the first frame showing its first page, and the worst
  frame on the way (``App.frame_ms``, plus the push itself, which a button's
  frame would include);
* the same with an empty history, for the peak memory growth (``ru_maxrss``);
* the Statistics screen: the time to its first frame and its worst frame;
* without a window, ``HistoryIndex.entries()`` built from scratch and reopened
  from the cache, and ``SaveStore.history_records()`` (a whole-file read, which
  no screen uses).

    python scripts/bench_history.py                # 10,000 games, a readable summary
    python scripts/bench_history.py --games 2000 --json

Targets (issue 14): Past games opens in under 0.5 s, no frame over 50 ms while it
does, peak memory under 50 MB above an empty history.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

TARGET_OPEN_S = 0.5
TARGET_FRAME_MS = 50.0
TARGET_MEMORY_MB = 50.0
DISTINCT_PER_GAME = 25


def peak_mb() -> float:
    """This process's peak resident memory in MB (ru_maxrss: KB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


# ---------------------------------------------------------------------------- building the data


def build(home: Path, games: int, seed: int = 1) -> dict[str, Any]:
    """Write ``games`` finished games (every game mixed) and their statistics under ``home``."""
    os.environ["YENTA_DESKTOP_HOME"] = str(home)
    from yenta_desktop.ai.match import play_game
    from yenta_desktop.ai.registry import bots_for
    from yenta_desktop.engine.registry import available_games
    from yenta_desktop.session import GameSession, Seat
    from yenta_desktop.storage.saves import SaveStore
    from yenta_desktop.storage.stats import StatsStore

    store = SaveStore()
    stats = StatsStore()
    stats.writable = False  # written once at the end, not after every game
    rng = random.Random(seed)
    names = ["Ann", "Boris", "Clara"]
    records: dict[str, list[str]] = {}
    for game, module in available_games().items():
        count = max(module.MIN_PLAYERS, min(module.MAX_PLAYERS, 4))
        random_bot = bots_for(game)["random"]
        records[game] = []
        for index in range(DISTINCT_PER_GAME):
            game_seed = seed * 1000 + index
            bots = [random_bot(seed=game_seed * 16 + seat) for seat in range(count)]
            state = play_game(bots, game=game, seed=game_seed).state
            seats = [Seat(names[index % len(names)], "human", None)] + [
                Seat(f"Bot {seat}", "ai", "medium") for seat in range(1, count)
            ]
            session = GameSession(seats, state, game)
            stats.record_game(session)
            record = session.record()
            record["ended_at"] = "{ended_at}"
            records[game].append(json.dumps(record, ensure_ascii=False, separators=(",", ":")))
    stats.writable = True
    stats._save()
    order = list(records)
    start = time.mktime((2024, 1, 1, 12, 0, 0, 0, 0, -1))
    with open(store.history_path, "w", encoding="utf-8", newline="\n") as handle:
        for number in range(games):
            game = rng.choice(order)
            line = rng.choice(records[game])
            ended = time.strftime("%Y-%m-%dT%H:%M:%S+0000", time.gmtime(start + number * 1800))
            handle.write(line.replace('"{ended_at}"', json.dumps(ended)) + "\n")
    return {
        "games": games,
        "kinds": order,
        "history_mb": round(store.history_path.stat().st_size / 1e6, 1),
        "stats_kb": round(stats.path.stat().st_size / 1e3, 1),
    }


# ---------------------------------------------------------------------------- measuring (child)


def measure_screen(which: str) -> dict[str, Any]:
    """Open Past games (or Statistics) in a fresh app and time it; runs in the child process."""
    import pygame

    from yenta_desktop.ui.app import App, AppOptions
    from yenta_desktop.ui.shell.history import HistoryScene
    from yenta_desktop.ui.shell.statistics import StatisticsScene
    from yenta_desktop.ui.shell.title import TitleScene

    app = App(AppOptions(size=(1280, 720), ai_mode="inline"))
    try:
        # The way a player comes: the title screen first (its first frames load the fonts).
        app.push(TitleScene(app))
        for _ in range(30):
            app.clock.tick(60)
            app.frame(1 / 60)
        before_mb = peak_mb()
        first = len(app.frame_ms)
        start = time.perf_counter()
        cpu = time.thread_time()
        process_cpu = time.process_time()
        scene: Any = HistoryScene(app) if which == "history" else StatisticsScene(app)
        app.push(scene)  # what the title's button does, inside a frame
        push_ms = (time.perf_counter() - start) * 1000
        push_cpu_ms = (time.thread_time() - cpu) * 1000
        shown_s: float | None = None
        shown_cpu_s: float | None = None
        deadline = start + 120
        loading: list[float] = []  # frames while the list is read (not the one that builds it)
        loading_cpu: list[float] = []
        while time.perf_counter() < deadline:
            app.clock.tick(60)
            was_loading = not getattr(scene, "loaded", True)
            app.frame(1 / 60)
            if getattr(scene, "loaded", True):
                shown_s = time.perf_counter() - start
                shown_cpu_s = time.process_time() - process_cpu
                break
            if was_loading:
                loading.append(app.frame_ms[-1])
                loading_cpu.append(app.frame_cpu_ms[-1])
        for _ in range(30):  # the first page shown, settled
            app.clock.tick(60)
            app.frame(1 / 60)
        frames = app.frame_ms[first:]
        cpu_frames = app.frame_cpu_ms[first:]
        result: dict[str, Any] = {
            "open_s": None if shown_s is None else round(shown_s, 3),
            "open_cpu_s": None if shown_cpu_s is None else round(shown_cpu_s, 3),
            "push_ms": round(push_ms, 1),
            "worst_frame_ms": round(max([push_ms, *frames]), 1),
            "worst_frame_cpu_ms": round(max([push_cpu_ms, *cpu_frames]), 1),
            "worst_loading_frame_ms": round(max(loading, default=0.0), 1),
            "worst_loading_frame_cpu_ms": round(max(loading_cpu, default=0.0), 1),
            "frames": len(frames),
            "rows": len(scene.shown()) if which == "history" else len(scene.rows),
            "peak_mb": round(peak_mb(), 1),
            "growth_in_process_mb": round(peak_mb() - before_mb, 1),
        }
        if which == "history" and scene.pages() > 1:
            first = len(app.frame_ms)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
            for _ in range(5):
                app.clock.tick(60)
                app.frame(1 / 60)
            result["page_turn_ms"] = round(max(app.frame_ms[first:]), 1)
        return result
    finally:
        app.close()


def measure_index() -> dict[str, Any]:
    """The index without a window: built from scratch, reopened, and a whole-file read."""
    from yenta_desktop.storage.history import HistoryIndex
    from yenta_desktop.storage.saves import SaveStore

    store = SaveStore()
    store.history.index_path.unlink(missing_ok=True)
    start = time.perf_counter()
    built = len(HistoryIndex(store.history_path).entries())
    build_s = time.perf_counter() - start
    start = time.perf_counter()
    cached = len(HistoryIndex(store.history_path).entries())
    cached_s = time.perf_counter() - start
    start = time.perf_counter()
    records = len(store.history_records())
    scan_s = time.perf_counter() - start
    assert built == cached == records, (built, cached, records)
    return {
        "entries": built,
        "build_s": round(build_s, 2),
        "cached_s": round(cached_s, 3),
        "history_records_s": round(scan_s, 2),
        "index_kb": round(store.history.index_path.stat().st_size / 1e3, 1),
    }


def child(which: str, out: Path) -> None:
    """Entry point of a measuring process."""
    result = measure_index() if which == "index" else measure_screen(which)
    out.write_text(json.dumps(result), encoding="utf-8")


def run_child(which: str, home: Path) -> dict[str, Any]:
    """Measure ``which`` in a fresh process over ``home``."""
    with tempfile.TemporaryDirectory(prefix="yenta-bench-out-") as folder:
        out = Path(folder) / "result.json"
        env = dict(
            os.environ,
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            YENTA_DESKTOP_HOME=str(home),
        )
        result = subprocess.run(
            [sys.executable, __file__, "--child", which, "--out", str(out)],
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        if result.returncode != 0:
            raise SystemExit(f"measuring {which} failed:\n{result.stderr[-3000:]}")
        return json.loads(out.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def repeated(which: str, home: Path, repeat: int, fresh: bool = False) -> dict[str, Any]:
    """The median of ``repeat`` measurements (the machine may be shared: medians, not luck).

    ``fresh`` removes the index first, so each run builds it.
    """
    runs = []
    for _ in range(repeat):
        if fresh:
            for index in home.rglob("history.index*"):
                index.unlink()
        runs.append(run_child(which, home))
    merged: dict[str, Any] = {}
    for key, value in runs[0].items():
        values = [run[key] for run in runs]
        numbers = all(isinstance(v, (int, float)) for v in values)
        merged[key] = statistics.median(values) if numbers else value
    return merged


# ---------------------------------------------------------------------------- main


def main() -> int:
    """Build, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="finished games in the history")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs per measurement; medians are reported"
    )
    parser.add_argument("--child", choices=("history", "stats", "index"), help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, Path(args.out))
        return 0
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    with tempfile.TemporaryDirectory(prefix="yenta-bench-history-") as folder:
        full, empty = Path(folder) / "full", Path(folder) / "empty"
        data = build(full, args.games)
        build(empty, 0)
        load_before = os.getloadavg()[0]
        results = {
            "data": data,
            "past_games_first_open": repeated("history", full, args.repeat, fresh=True),
            "past_games_cached_reopen": repeated("history", full, args.repeat),
            "past_games_empty_history": repeated("history", empty, args.repeat),
            "statistics": repeated("stats", full, args.repeat),
            "index": repeated("index", full, args.repeat),
            "load_average": [round(load_before, 1), round(os.getloadavg()[0], 1)],
        }
    first = results["past_games_first_open"]
    cached = results["past_games_cached_reopen"]
    growth = (
        max(first["peak_mb"], cached["peak_mb"]) - results["past_games_empty_history"]["peak_mb"]
    )
    results["memory_growth_mb"] = round(growth, 1)
    opens = [r["open_s"] for r in (first, cached)]
    frames = [r["worst_frame_ms"] for r in (first, cached)]
    results["targets_met"] = {
        "open_under_0.5_s": all(s is not None and s < TARGET_OPEN_S for s in opens),
        "no_frame_over_50_ms": all(ms <= TARGET_FRAME_MS for ms in frames),
        "memory_under_50_mb": growth < TARGET_MEMORY_MB,
    }
    if args.json:
        print(json.dumps(results))
    else:
        report(results)
    return 0 if all(results["targets_met"].values()) else 1


def report(results: dict[str, Any]) -> None:
    """A readable summary."""
    data = results["data"]
    print(
        f"history: {data['games']} games of {', '.join(data['kinds'])}, {data['history_mb']} MB;"
        f" stats.json {data['stats_kb']} KB"
    )
    for key, title in (
        ("past_games_first_open", "Past games, first open (index built)"),
        ("past_games_cached_reopen", "Past games, reopened (index cached)"),
        ("past_games_empty_history", "Past games, empty history"),
        ("statistics", "Statistics screen"),
    ):
        r = results[key]
        turn = f", page turn {r['page_turn_ms']} ms" if "page_turn_ms" in r else ""
        print(
            f"{title:<38} open {r['open_s']} s ({r['open_cpu_s']} s CPU),"
            f" worst frame {r['worst_frame_ms']} ms"
            f" ({r['worst_frame_cpu_ms']} ms CPU; push {r['push_ms']} ms; while reading"
            f" {r['worst_loading_frame_ms']} ms, {r['worst_loading_frame_cpu_ms']} ms CPU){turn},"
            f" {r['frames']} frames, rows {r['rows']}, peak {r['peak_mb']} MB"
        )
    index = results["index"]
    print(
        f"index without a window: built in {index['build_s']} s, reopened in"
        f" {index['cached_s']} s ({index['entries']} entries, {index['index_kb']} KB);"
        f" history_records() {index['history_records_s']} s"
    )
    print(f"peak memory growth over an empty history: {results['memory_growth_mb']} MB")
    print(
        "load average (1 min) before and after: {} and {} on {} cores".format(
            *results["load_average"], os.cpu_count()
        )
    )
    for target, met in results["targets_met"].items():
        print(f"  {target}: {'met' if met else 'MISSED'}")


if __name__ == "__main__":
    sys.exit(main())
