"""Medium against Easy under Farkle house tables (issue 34): the win rate with its 95%
interval, through ``yenta-desktop tournament`` (seats rotated between games).

    nice -n 10 python3 scripts/farkle_house_measure.py [--games N] [TABLE ...]

A TABLE is a preset's name (engine/farkle/rules.py PRESETS) or a table code (FK1...);
by default the two presets furthest from the standard table (zilch, everything2) and a
custom table (three pairs 750, straight 2,500, hot dice off). docs/ai/farkle.md has the
figures.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from yenta_desktop.cli import main as cli  # noqa: E402
from yenta_desktop.engine.farkle import Rules  # noqa: E402
from yenta_desktop.engine.farkle.code import encode  # noqa: E402
from yenta_desktop.engine.farkle.rules import PRESETS  # noqa: E402

CUSTOM = encode(Rules(three_pairs="750", straight="2500", hot_dice=False))
DEFAULT_TABLES = ("zilch", "everything2", CUSTOM)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("tables", nargs="*", default=list(DEFAULT_TABLES))
    args = parser.parse_args()
    status = 0
    for table in args.tables:
        rule = f"preset={table}" if table in PRESETS else f"code={table}"
        argv = ["tournament", "--game", "farkle", "--players", "medium,easy", "--rule", rule]
        argv += ["--games", str(args.games), "--workers", str(args.workers)]
        print(f"== {rule}", flush=True)
        status |= cli(argv)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
