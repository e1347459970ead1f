"""Time the autosave path: save (JSON + atomic write + fsync), the caller's share of save_later
(serialise and hand over to the writer thread), load (replay) and history append.

Run ``python scripts/bench_storage.py [--games N]``; it works in a temporary
YENTA_DESKTOP_HOME and prints median and worst times in milliseconds for saves
taken at every action of N seeded random games (late-game saves are the largest).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    os.environ["YENTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="yenta-bench-")
    from yenta_desktop.ai.base import make_bot
    from yenta_desktop.engine.yenta import Phase, new_game
    from yenta_desktop.session import GameSession, Seat
    from yenta_desktop.storage.saves import SaveStore

    store = SaveStore()
    save_ms: list[float] = []
    later_ms: list[float] = []
    load_ms: list[float] = []
    history_ms: list[float] = []
    sizes: list[int] = []
    for game in range(args.games):
        state = new_game(4, seed=game)
        bots = [make_bot("random", game * 10 + i) for i in range(4)]
        session = GameSession([Seat(f"P{i}", "ai", "easy") for i in range(4)], state)
        actions = 0
        while state.phase is not Phase.GAME_OVER:
            if state.phase is Phase.ROUND_OVER:
                state.next_round()
            else:
                seat = state.current_seat
                assert seat is not None
                state.apply(bots[seat].choose(state.observation(seat)))
            actions += 1
            start = time.perf_counter()
            store.save(session)
            save_ms.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            store.save_later(session)
            later_ms.append((time.perf_counter() - start) * 1000)
            store.flush()
            if actions % 25 == 0:
                start = time.perf_counter()
                loaded = store.load()
                load_ms.append((time.perf_counter() - start) * 1000)
                assert loaded is not None and loaded.state == state
        sizes.append(Path(store.path).stat().st_size)
        start = time.perf_counter()
        store.append_history(session)
        history_ms.append((time.perf_counter() - start) * 1000)

    def show(name: str, values: list[float]) -> None:
        print(
            f"{name:16s} n={len(values):5d}  median {statistics.median(values):7.2f} ms"
            f"  p99 {sorted(values)[int(0.99 * (len(values) - 1))]:7.2f} ms"
            f"  max {max(values):7.2f} ms"
        )

    show("save", save_ms)
    show("save_later call", later_ms)
    show("load (replay)", load_ms)
    show("history append", history_ms)
    print(f"final autosave size: {min(sizes)}..{max(sizes)} bytes")


if __name__ == "__main__":
    main()
