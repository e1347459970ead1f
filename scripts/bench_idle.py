"""Idle-CPU benchmark of the game window, screen by screen (a script, not a test).

Opens the real window (an X server: the current ``DISPLAY``, or an ``Xvfb`` this script
starts and stops), brings one still screen up per child process (the title, a game's setup,
settings, past games, statistics, rules, and each game's table waiting for the human with AI
opponents in their worker process), lets it settle, then leaves it alone for ``--seconds`` and
reports the CPU time the app used (its process and the AI worker's, user + system: not wall
time, as the machine may be shared) as a share of one core, how many frames were drawn, and the
p99 work time of the drawn frames. Last, the frame times while things move: ``--frames`` frames
of an all-Hard table through scripts/bench_ui.py (the SDL dummy driver, the paced 60 FPS loop).

    python3 scripts/bench_idle.py                   # every screen, 10 s each
    python3 scripts/bench_idle.py --screens title table:yenta --seconds 5
    python3 scripts/bench_idle.py --json

Target (issue 18, item 8): every still screen at or under 2% of one core.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _games() -> tuple[str, ...]:
    """Every registered game with a table (the registry's order)."""
    from yenta_desktop.engine.registry import available_games
    from yenta_desktop.ui.games import has_ui

    return tuple(game for game in available_games() if has_ui(game))


GAMES = _games()
SCREENS = (
    "title",
    "setup",
    "settings",
    "history",
    "statistics",
    "rules",
    "daily",
    "tournament",
    *(f"table:{game}" for game in GAMES),
)


# ------------------------------------------------------------------ the child: one screen
def _tree_cpu_seconds() -> float:
    """User + system CPU seconds of this process and its live children (the AI worker)."""
    total = sum(os.times()[:2])
    me = str(os.getpid())
    tick = os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or entry == me:
            continue
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[1] == me:  # ppid
            total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    return total


def _open_screen(app: Any, screen: str) -> None:
    """Bring ``screen`` up through the scenes' own actions."""
    from yenta_desktop.ui import driver
    from yenta_desktop.ui.shell import title as title_module
    from yenta_desktop.ui.shell.table_base import TableBase

    title = app.push(title_module.TitleScene(app))
    driver.frames(app, 3)
    if screen == "title":
        return
    if screen == "setup":
        title.new_game("yenta")
    elif screen == "settings":
        title_module.open_settings(title)
    elif screen == "history":
        title.open_history()
    elif screen == "statistics":
        title_module.open_statistics(title)
    elif screen == "rules":
        title.open_rules()
    elif screen == "daily":
        title_module.open_daily(title)
    elif screen == "tournament":
        title_module.open_tournament(title)
    elif screen.startswith("table:"):
        title.new_game(screen.split(":", 1)[1])
        app.top.start()
        table = app.top
        assert isinstance(table, TableBase), type(table).__name__
        deadline = time.perf_counter() + 60
        while time.perf_counter() < deadline:
            if app.top is table and table.acting_human() is not None and not table.animating:
                break
            top = app.top
            if top is not table and hasattr(top, "proceed"):  # a round summary
                top.proceed()
            app.frame(1 / 60)
            time.sleep(0.002)
        else:
            raise SystemExit(f"{screen}: the human never got the turn")
    else:
        raise SystemExit(f"unknown screen {screen!r}")
    driver.frames(app, 3)


def child(screen: str, seconds: float, settle: float, out: Path) -> None:
    """Run one screen in this process and write its figures to ``out``."""
    from yenta_desktop.ui.app import App, AppOptions

    app = App(AppOptions(ai_mode="process", animation_speed="normal", ai_delay=0.2))
    try:
        _open_screen(app, screen)
        # Settle: what the screen does after the last input (hover fades, the title's sway).
        app.options.max_seconds = settle
        app.run()
        # A loaded machine slows the screen's own clock (steps are capped at 0.1 s): give a
        # title whose pictures still sway a little longer to come to rest.
        extra = 0.0
        while app.top is not None and app.top.idle_fps() > 0 and extra < 20:
            app.options.max_seconds = 0.5
            app.run()
            extra += 0.5
        frames, draws, drawn = app.frames, app.draws, len(app.frame_ms)
        cpu0, wall0 = _tree_cpu_seconds(), time.perf_counter()
        app.options.max_seconds = seconds
        app.run()
        cpu, wall = _tree_cpu_seconds() - cpu0, time.perf_counter() - wall0
        times = sorted(app.frame_ms[drawn:])
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))] if times else 0.0
        result = {
            "screen": screen,
            "scene": type(app.top).__name__,
            "seconds": round(wall, 2),
            "settled_s": settle + extra,
            "cpu_s": round(cpu, 3),
            "cpu_percent": round(100 * cpu / wall, 2),
            "frames": app.frames - frames,
            "draws": app.draws - draws,
            "drawn_frame_ms_p99": round(p99, 2),
        }
    finally:
        app.close()
    out.write_text(json.dumps(result), encoding="utf-8")


# ------------------------------------------------------------------ the parent
def _start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """An Xvfb on a free display number; returns it and its DISPLAY."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("no DISPLAY and no Xvfb: apt-get install -y xvfb")
    for number in range(71, 99):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            break
    else:
        raise SystemExit("no free X display number")
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            return server, f":{number}"
        time.sleep(0.05)
    server.kill()
    raise SystemExit("Xvfb did not start")


def measure(screen: str, seconds: float, settle: float, display: str) -> dict[str, Any]:
    """One screen in a fresh process under ``display``."""
    with tempfile.TemporaryDirectory(prefix="yenta-idle-") as folder:
        out = Path(folder) / "idle.json"
        env = dict(
            os.environ,
            DISPLAY=display,
            SDL_VIDEODRIVER="x11",
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            YENTA_DESKTOP_HOME=str(Path(folder) / "home"),
        )
        result = subprocess.run(
            [sys.executable, __file__, "--child", screen, "--seconds", str(seconds)]
            + ["--settle", str(settle), "--out", str(out)],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=seconds + settle + 180,
        )
        if result.returncode != 0:
            raise SystemExit(f"{screen} failed:\n{result.stderr[-3000:]}")
        return json.loads(out.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def main() -> int:
    """Parse arguments, run each screen, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screens", nargs="*", default=list(SCREENS), help=" ".join(SCREENS))
    parser.add_argument("--seconds", type=float, default=10.0, help="measured time per screen")
    parser.add_argument(
        "--settle", type=float, default=6.0, help="seconds left alone before measuring"
    )
    parser.add_argument(
        "--frames", type=int, default=900, help="frames of the moving benchmark (0: skip it)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object per screen")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        sys.path.insert(0, str(ROOT))
        child(args.child, args.seconds, args.settle, args.out)
        return 0
    server = None
    display = os.environ.get("DISPLAY")
    if not display:
        server, display = _start_xvfb()
    try:
        for screen in args.screens:
            load = Path("/proc/loadavg").read_text().split()[:3]
            result = measure(screen, args.seconds, args.settle, display)
            result["loadavg"] = " ".join(load)
            if args.json:
                print(json.dumps(result), flush=True)
            else:
                print(
                    f"{screen:18} {result['cpu_percent']:6.2f}% of a core  "
                    f"{result['draws']:4} frames drawn in {result['seconds']} s  "
                    f"p99 {result['drawn_frame_ms_p99']} ms  (load {result['loadavg']})",
                    flush=True,
                )
    finally:
        if server is not None:
            server.terminate()
            server.wait(10)
    if args.frames > 0:
        loadavg = " ".join(Path("/proc/loadavg").read_text().split()[:3])
        moving = subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "bench_ui.py"), "--json"]
            + ["--frames", str(args.frames)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        stats = json.loads(moving.stdout.strip().splitlines()[-1])
        stats["loadavg"] = loadavg
        if args.json:
            print(json.dumps(stats), flush=True)
        else:
            print(
                f"moving (all-Hard table, {stats['frames']} frames): frame ms p99 "
                f"{stats['frame_ms']['p99']} (animating {stats['frame_ms_animating']['p99']}), "
                f"main-thread CPU ms p99 {stats['frame_cpu_ms']['p99']}  (load {loadavg})"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
