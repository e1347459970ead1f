"""Frame-time benchmark of the game window (a script, not a test).

Runs ``yenta-desktop --smoke-test N`` in a fresh process with the SDL dummy
driver, an all-Hard AI table, normal animations and the normal 60 FPS cap, and
reports the work time per frame (events, update, drawing, flip; not the idle
wait), the time from launching the process to its first drawn frame, and the
worst frame while an AI seat was thinking.

    python3 scripts/bench_ui.py            # a readable summary
    python3 scripts/bench_ui.py --json     # {"frames", "frame_ms": {...}, "first_frame_s", ...}

Targets (issue 4): p99 frame <= 8 ms at 1280x720 during dice animations,
first frame <= 1.5 s, worst frame while Hard thinks < 33 ms; issue 21: first frame <= 0.5 s.

    python3 scripts/bench_ui.py --startup 7   # median time to the first frame over 7 launches

An installed copy runs compiled bytecode (pip compiles a wheel's modules, the
bundle holds them), so the child processes may write and use bytecode in a
cache folder of their own (``PYTHONPYCACHEPREFIX``) even where the environment
says ``PYTHONDONTWRITEBYTECODE``; ``--cold`` measures without it (every module
compiled at each launch, as in a checkout run with that variable set).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: Where the children keep compiled bytecode between launches (see the module's docstring).
BYTECODE = Path(tempfile.gettempdir()) / "yenta-bench-pycache"


def bytecode_env(cold: bool) -> dict[str, str]:
    """The environment for a child: bytecode cached in :data:`BYTECODE`, or none when ``cold``."""
    env = dict(os.environ)
    if cold:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(BYTECODE)
    return env


def run(
    frames: int,
    levels: str,
    speed: str,
    ai_mode: str = "process",
    cold: bool = False,
    game: str | None = None,
) -> dict[str, object]:
    """One benchmark run in a child process; returns its statistics."""
    with tempfile.TemporaryDirectory(prefix="yenta-bench-") as folder:
        out = Path(folder) / "bench.json"
        env = dict(
            bytecode_env(cold),
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            YENTA_DESKTOP_HOME=str(Path(folder) / "home"),
            YENTA_BENCH="1",
            YENTA_BENCH_OUT=str(out),
            YENTA_BENCH_LEVELS=levels,
            YENTA_BENCH_SPEED=speed,
            YENTA_BENCH_AI_MODE=ai_mode,
            YENTA_BENCH_T0=repr(time.time()),
        )
        result = subprocess.run(
            [sys.executable, "-m", "yenta_desktop", "--smoke-test", str(frames)]
            + (["--game", game] if game else []),
            env=env,
            capture_output=True,
            text=True,
            timeout=frames / 30 + 120,
        )
        if result.returncode != 0:
            raise SystemExit(f"the smoke test failed:\n{result.stderr[-3000:]}")
        return json.loads(out.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def idle_cpu(seconds: float) -> dict[str, float]:
    """CPU share of a window that sits on the title screen for ``seconds`` (no input)."""
    import resource

    with tempfile.TemporaryDirectory(prefix="yenta-bench-") as folder:
        env = dict(
            os.environ,
            SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            YENTA_DESKTOP_HOME=str(Path(folder) / "home"),
            YENTA_BENCH="1",
            YENTA_BENCH_IDLE_SECONDS=repr(seconds),
        )
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "yenta_desktop", "--smoke-test", "1"],
            env=env,
            check=True,
            capture_output=True,
            timeout=seconds + 60,
        )
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"seconds": round(wall, 2), "cpu_s": round(cpu, 2), "cpu_share": round(cpu / wall, 3)}


def main() -> int:
    """Parse arguments, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the statistics as JSON")
    parser.add_argument("--frames", type=int, default=900, help="frames to run (60 per second)")
    parser.add_argument(
        "--game", help="the game on the table (a game id; default the first game, Yenta)"
    )
    parser.add_argument("--levels", default="hard,hard,hard,hard", help="AI levels of the 4 seats")
    parser.add_argument("--speed", default="normal", choices=("normal", "fast", "instant"))
    parser.add_argument(
        "--ai-mode",
        default="process",
        choices=("process", "thread", "inline"),
        help="where AI seats think (the game uses a process)",
    )
    parser.add_argument(
        "--idle",
        type=float,
        metavar="SECONDS",
        help="instead: the CPU share of the title screen left alone for SECONDS"
        " (start-up included; run under Xvfb with SDL_VIDEODRIVER=x11 for real drawing)",
    )
    parser.add_argument(
        "--startup",
        type=int,
        metavar="RUNS",
        help="instead: the median time from launch to the first frame over RUNS launches"
        " (after one warm-up launch)",
    )
    parser.add_argument(
        "--cold", action="store_true", help="children compile every module (no bytecode cache)"
    )
    args = parser.parse_args()
    if args.startup:
        run(1, args.levels, args.speed, args.ai_mode, args.cold)  # warm-up: bytecode, disk cache
        times = sorted(
            float(run(1, args.levels, args.speed, args.ai_mode, args.cold)["first_frame_s"])  # type: ignore[arg-type]
            for _ in range(args.startup)
        )
        result = {
            "runs": len(times),
            "first_frame_s_median": times[len(times) // 2],
            "first_frame_s_min": times[0],
            "first_frame_s_max": times[-1],
            "bytecode": not args.cold,
            "load_average": round(os.getloadavg()[0], 2),
        }
        print(json.dumps(result) if args.json else f"start-up: {result}")
        return 0
    if args.idle:
        result = idle_cpu(args.idle)
        print(json.dumps(result) if args.json else f"idle title screen: {result}")
        return 0
    stats = run(args.frames, args.levels, args.speed, args.ai_mode, args.cold, args.game)
    if args.json:
        print(json.dumps(stats))
        return 0
    frame = stats["frame_ms"]
    anim = stats.get("frame_ms_animating", {})
    print(
        f"frames: {stats['frames']} ({stats.get('frames_animating')} animating, "
        f"{stats.get('frames_while_ai_thinks')} while an AI thinks)"
    )
    print(f"frame ms, all:       mean {frame['mean']}  p99 {frame['p99']}  max {frame['max']}")  # type: ignore[index]
    if anim:
        print(f"frame ms, animating: mean {anim['mean']}  p99 {anim['p99']}  max {anim['max']}")  # type: ignore[index]
    cpu = stats.get("frame_cpu_ms")
    if cpu:
        print(
            f"frame CPU ms (main thread, excludes time the OS gave other processes): "
            f"mean {cpu['mean']}  p99 {cpu['p99']}  max {cpu['max']}"
        )  # type: ignore[index]
    print(f"first frame: {stats['first_frame_s']} s after launch")
    print(f"worst frame while an AI thinks: {stats['worst_frame_while_ai_thinks_ms']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
