"""Solve Dice Poker exactly for one player and write the value tables the Hard AI reads.

    python scripts/dicepoker_solve.py [--out assets/dicepoker] [--only upper-first|any-order]

For every start-of-turn state (open upper rows R, clamped upper sum s, open
lower rows L; see yenta_desktop/ai/dicepoker/layout.py) it computes the
expected points still to come under optimal play, by backward induction over
the number of open rows. Inside a turn everything is exact: the values of
writing each legal row after any roll (doubled on the first roll where
first_roll_double says so), the best hold of 0-4 dice after the first and
second roll, and the chance of every roll. The four rule combinations
(upper_first x first_roll_double) give four tables, stored as float32 with a
checksummed header (tablefile.py).

Development only: numpy is needed here, never by the game (pip install numpy).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from array import array
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # a shared machine: one core is plenty

import numpy as np  # noqa: E402

from yenta_desktop.ai.dicepoker import dice, layout, tablefile  # noqa: E402
from yenta_desktop.engine.dicepoker.rules import Rules  # noqa: E402
from yenta_desktop.engine.dicepoker.scoring import (  # noqa: E402
    BONUS,
    LOWER_ROWS,
    NUM_UPPER,
    ROWS,
    row_points,
)

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "assets" / "dicepoker"
BATCH = 4096
SUM_MIN = -64  # below the lowest upper sum (-63)
SUM_SPAN = 128

NEG = -np.inf


class Tables:
    """The constant arrays of the in-turn computation (rolls, keepers, scores)."""

    def __init__(self, double: bool) -> None:
        rolls = dice.ROLLS
        self.probs = np.array(dice.ROLL_PROBS)
        transition = np.zeros((len(dice.KEEPERS), len(rolls)))
        for k, (indices, probs) in enumerate(dice.KEEPER_OUTCOMES):
            for i, p in zip(indices, probs, strict=True):
                transition[k, i] += p
        self.transition_t = np.ascontiguousarray(transition.T)  # (252, 462)
        rules = Rules(upper_first=False, first_roll_double=double)
        self.lower = np.array(
            [[row_points(row, r, False, rules) for r in rolls] for row in LOWER_ROWS], float
        )
        self.lower_first = np.array(
            [[row_points(row, r, True, rules) for r in rolls] for row in LOWER_ROWS], float
        )
        self.counts = np.array([[r.count(v) for r in rolls] for v in range(1, 7)])
        # Keepers by size, with the distinct keepers one die smaller (padded by repetition).
        self.levels: list[tuple[np.ndarray, np.ndarray]] = []
        for size in range(1, dice.NUM_DICE + 1):
            members = [k for k, keep in enumerate(dice.KEEPERS) if len(keep) == size]
            parents = []
            for k in members:
                keep = dice.KEEPERS[k]
                smaller = sorted({dice.KEEPER_INDEX[keep[:i] + keep[i + 1 :]] for i in range(size)})
                parents.append(smaller + [smaller[0]] * (dice.NUM_DICE - len(smaller)))
            self.levels.append((np.array(members), np.array(parents)))
        self.roll_keepers = np.array([dice.KEEPER_INDEX[r] for r in rolls])
        self.holds = len(dice.KEEPERS) - len(rolls)  # keepers of 0-4 dice come first


class Layout:
    """Vectorised any-order indexing (every table is solved in this layout)."""

    def __init__(self) -> None:
        bases, _ = layout._bases(False)
        self.base = np.array(bases)
        self.position = np.full((layout.ALL_UPPER + 1, SUM_SPAN), -1, dtype=np.int64)
        self.left = np.array([layout.open_upper_total(m) for m in range(layout.ALL_UPPER + 1)])
        for mask in range(layout.ALL_UPPER + 1):
            for pos, s in enumerate(layout.reachable_sums(mask)):
                self.position[mask, s - SUM_MIN] = pos
        self.size = layout.table_size(False)

    def clamp(self, upper: np.ndarray, sums: np.ndarray) -> np.ndarray:
        left = self.left[upper]
        clamped = np.minimum(3 * left, np.maximum(-2 * left - 1, sums))
        return np.where(upper == 0, 0, clamped)

    def index(self, upper: np.ndarray, sums: np.ndarray, lower: np.ndarray) -> np.ndarray:
        pos = self.position[upper, self.clamp(upper, sums) - SUM_MIN]
        if (pos < 0).any():  # pragma: no cover - a layout bug
            raise AssertionError("an unreachable upper sum was asked for")
        return self.base[upper] + pos * layout.LOWER_COUNT + lower


def _popcount(values: np.ndarray) -> np.ndarray:
    return np.array([bin(int(v)).count("1") for v in values])


def state_arrays(
    upper_first: bool, upper_rows: int, lower_rows: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every state of the (possibly reduced) game, as arrays R, s, L."""
    found: list[tuple[int, int, int]] = []
    for mask in range(layout.ALL_UPPER + 1):
        if mask & ~upper_rows:
            continue
        for s in layout.reachable_sums(mask):
            if upper_first and mask:
                found.append((mask, s, lower_rows))
                continue
            sub = lower_rows
            while True:  # every subset of lower_rows
                found.append((mask, s, sub))
                if not sub:
                    break
                sub = (sub - 1) & lower_rows
    arr = np.array(found, dtype=np.int64)
    return arr[:, 0], arr[:, 1], arr[:, 2]


def solve_batch(
    values: np.ndarray,
    tab: Tables,
    lay: Layout,
    upper_first: bool,
    upper: np.ndarray,
    sums: np.ndarray,
    lower: np.ndarray,
) -> np.ndarray:
    """The start-of-turn values of a batch of states whose successors are solved."""
    b = len(upper)
    best_last = np.full((b, len(dice.ROLLS)), NEG)  # writing a row after the 2nd/3rd roll
    best_first = np.full((b, len(dice.ROLLS)), NEG)  # writing a row from the first roll
    lower_allowed = upper == 0 if upper_first else np.ones(b, bool)
    for j in range(len(LOWER_ROWS)):
        bit = 1 << j
        is_open = ((lower & bit) != 0) & lower_allowed
        after = values[lay.index(upper, sums, lower & ~bit)]
        after = np.where(is_open, after, NEG)[:, None]
        np.maximum(best_last, tab.lower[j][None, :] + after, out=best_last)
        np.maximum(best_first, tab.lower_first[j][None, :] + after, out=best_first)
    for i in range(NUM_UPPER):
        bit = 1 << i
        value = i + 1
        is_open = (upper & bit) != 0
        rest = upper & ~bit
        by_count = np.empty((b, dice.NUM_DICE + 1))
        for count in range(dice.NUM_DICE + 1):
            points = (count - 3) * value
            new_sum = np.where(is_open, sums + points, sums)  # closed rows: any valid index
            bonus = np.where((rest == 0) & (new_sum >= 0), BONUS, 0)
            by_count[:, count] = points + bonus + values[lay.index(rest, new_sum, lower)]
        by_count[~is_open] = NEG
        gathered = by_count[:, tab.counts[i]]
        np.maximum(best_last, gathered, out=best_last)
        np.maximum(best_first, gathered, out=best_first)
    # Second roll: hold any keeper (all five = stop and write), then the third roll.
    kept = best_last @ tab.transition_t
    for members, parents in tab.levels:
        kept[:, members] = np.maximum(kept[:, members], kept[:, parents].max(axis=2))
    after_second = kept[:, tab.roll_keepers]
    # First roll: hold 0-4 dice (value of what the second roll brings), or write now.
    kept = (after_second @ tab.transition_t)[:, : tab.holds]
    for members, parents in tab.levels[:-1]:
        kept[:, members] = np.maximum(kept[:, members], kept[:, parents].max(axis=2))
    _, roll_parents = tab.levels[-1]
    hold_first = kept[:, roll_parents].max(axis=2)
    after_first = np.maximum(best_first, hold_first)
    return after_first @ tab.probs


def solve(rules: Rules, rows: tuple[str, ...] = ROWS, verbose: bool = False) -> np.ndarray:
    """Values of every state in the any-order layout (states outside the game left 0)."""
    upper_rows = sum(1 << i for i in range(NUM_UPPER) if ROWS[i] in rows)
    lower_rows = sum(1 << j for j, row in enumerate(LOWER_ROWS) if row in rows)
    tab = Tables(rules.first_roll_double)
    lay = Layout()
    values = np.zeros(lay.size)
    upper, sums, lower = state_arrays(rules.upper_first, upper_rows, lower_rows)
    level = _popcount(upper) + _popcount(lower)
    for n in range(1, int(level.max()) + 1):
        chosen = np.nonzero(level == n)[0]
        for start in range(0, len(chosen), BATCH):
            part = chosen[start : start + BATCH]
            u, s, low = upper[part], sums[part], lower[part]
            values[lay.index(u, s, low)] = solve_batch(
                values, tab, lay, rules.upper_first, u, s, low
            )
        if verbose:
            print(f"  {n:2d} open rows: {len(chosen):7d} states", file=sys.stderr)
    return values


def start_value(values: np.ndarray, rows: tuple[str, ...] = ROWS) -> float:
    """The expected total of a game with ``rows`` open from the start."""
    upper_rows = sum(1 << i for i in range(NUM_UPPER) if ROWS[i] in rows)
    lower_rows = sum(1 << j for j, row in enumerate(LOWER_ROWS) if row in rows)
    return float(values[layout.state_index(False, upper_rows, 0, lower_rows)])


def table_of(values: np.ndarray, rules: Rules) -> array:  # type: ignore[type-arg]
    """The shipped table (float32, in the rules' layout) from any-order ``values``."""
    order = [layout.state_index(False, *state) for state in layout.states(rules.upper_first)]
    return array("f", values[np.array(order)].astype(np.float32).tobytes())


def main(argv: list[str] | None = None) -> int:
    """Solve the four rule combinations and write their tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder for the tables")
    parser.add_argument("--only", choices=("upper-first", "any-order"), help="solve one kind")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for upper_first in (True, False):
        if args.only and args.only != ("upper-first" if upper_first else "any-order"):
            continue
        for double in (True, False):
            rules = Rules(upper_first=upper_first, first_roll_double=double)
            started = time.perf_counter()
            values = solve(rules, verbose=True)
            seconds = time.perf_counter() - started
            table = table_of(values, rules)
            path = args.out / tablefile.file_name(rules)
            path.write_bytes(tablefile.encode(rules, table))
            print(
                f"{path.name}: expected total {start_value(values):.4f},"
                f" {len(table)} states, {path.stat().st_size} bytes, solved in {seconds:.1f} s"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
