"""Solve Yatzy under other readings of its rules, to see which published optimum each gives.

    python scripts/yahtzee_yatzy_readings.py [--reading NAME ...] [--workers 2]

The shipped table (scorecard=yatzy) reads rule 5 strictly: five alike is
neither a Full House nor Two Pairs. The readings here change one box at a
time (``four-alike-two-pairs``: four or five alike count as two pairs, 4 x the
face; ``exactly-four-two-pairs``: four alike only) and print the optimal expected total and its standard deviation, for
comparison with the published 248.44 (dlangk/yatzy) and 248.63 (Larsson and
Sjöberg 2012). Nothing is written. Needs numpy (development only).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from yenta_desktop.ai.kits.scorecard import SolverModel, model_from_spec  # noqa: E402
from yenta_desktop.engine.families.scorecard import Row  # noqa: E402
from yenta_desktop.engine.yahtzee import Rules  # noqa: E402
from yenta_desktop.engine.yahtzee.spec import YatzySpec  # noqa: E402


def _load_solver():  # type: ignore[no-untyped-def]
    path = ROOT / "scripts" / "scorecard_solve.py"
    spec = importlib.util.spec_from_file_location("scorecard_solve", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["scorecard_solve"] = module
    spec.loader.exec_module(module)
    return module


def _five_alike_house(roll: Sequence[int]) -> int:
    shape = sorted(roll.count(v) for v in set(roll))
    return sum(roll) if shape in ([2, 3], [5]) else 0


def _five_alike_pairs(roll: Sequence[int]) -> int:
    counts = {v: roll.count(v) for v in set(roll)}
    faces = sorted(v for v, c in counts.items() if c >= 2)
    if len(faces) >= 2:
        return 2 * (faces[-1] + faces[-2])
    if faces and counts[faces[0]] >= 4:
        return 4 * faces[0]
    return 0


def _four_alike_pairs(roll: Sequence[int]) -> int:
    counts = {v: roll.count(v) for v in set(roll)}
    four = [v for v, c in counts.items() if c == 4]
    return 4 * four[0] if four else _five_alike_pairs(roll) if len(counts) > 1 else 0


#: Reading name -> {box id: points of a sorted roll}.
READINGS: dict[str, dict[str, Callable[[Sequence[int]], int]]] = {
    "strict": {},
    "five-alike-house": {"full_house": _five_alike_house},
    "four-alike-two-pairs": {"two_pairs": _five_alike_pairs},
    "exactly-four-two-pairs": {"two_pairs": _four_alike_pairs},
    "both": {"full_house": _five_alike_house, "two_pairs": _five_alike_pairs},
}


def reading_model(name: str) -> SolverModel:
    """The Yatzy card with the boxes of reading ``name`` re-scored (a spec of its own)."""
    changed = READINGS[name]

    class Reading(YatzySpec):
        rows = tuple(
            Row(row.id, row.section, changed[row.id]) if row.id in changed else row
            for row in YatzySpec.rows
        )

    rules = Rules(scorecard="yatzy")
    return model_from_spec(Reading(), rules, model_id=f"yatzy-reading/{name}")


def main(argv: list[str] | None = None) -> int:
    """Solve the chosen readings and print each optimum."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reading", action="append", choices=sorted(READINGS))
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    solver = _load_solver()
    for name in args.reading or ["five-alike-house", "four-alike-two-pairs"]:
        model = reading_model(name)
        started = time.perf_counter()
        solved = solver.solve(model, args.workers)
        start = solved.space.index(model.start_state())
        mean, moment = solved.means[start], solved.moments[start]
        print(
            f"{name}: {mean:.4f} (sd {max(0.0, moment - mean * mean) ** 0.5:.4f}),"
            f" {solved.space.size} states, {time.perf_counter() - started:.0f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
