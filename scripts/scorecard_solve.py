"""Solve a single-column scorecard model exactly and write its value table (means and 2nd moments).

    python scripts/scorecard_solve.py dice-poker|yahtzee|triple-yahtzee|yacht [--out DIR] [--workers 2]
        [--only NAME] [--compress]

Backward induction over the number of open boxes: for each layer, vectorised
over its states, the value of writing each box with each roll (max over boxes),
the holds (value @ transition), the best of each roll's sub-keepers, roll by
roll back to the turn's start. The policy maximises the mean; the second
moment follows the same choices (ties go to writing / to holding more dice).
Chunks of a layer run in ``--workers`` forked processes over shared arrays.

Development only: numpy is needed here, never by the game (pip install numpy).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from array import array
from pathlib import Path
from typing import Any

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one BLAS thread per worker process
# OpenBLAS picks its kernels by CPU, and its AVX-512 kernels round a few sums' last
# bit differently from its AVX2 ones (7 of the 1.9 million float32 values of the
# any-order Dice Poker table, by 1 unit in the last place). Pinning the AVX2
# ("Haswell") kernels, which every x86-64 CPU since 2013 runs, makes the tables the
# same to the bit on every such machine; it costs no time (30.8 s against 31.0 s).
os.environ.setdefault("OPENBLAS_CORETYPE", "Haswell")

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from yenta_desktop.ai.kits.scorecard import tablefile  # noqa: E402
from yenta_desktop.ai.kits.scorecard.dice import dice_set  # noqa: E402
from yenta_desktop.ai.kits.scorecard.model import FORCED, SolverModel  # noqa: E402
from yenta_desktop.ai.kits.scorecard.space import StateSpace  # noqa: E402

BATCH = 4096
NEG = -np.inf


class Solver:
    """The constant arrays of one model, and the shared value arrays being filled."""

    def __init__(self, model: SolverModel) -> None:
        self.model = model
        self.space = space = StateSpace(model)
        d = dice_set(model.num_dice)
        self.dice = d
        states = np.array(list(space.states()), dtype=np.int64).reshape(-1, 3)
        self.mask, self.prog, self.flag = states[:, 0], states[:, 1], states[:, 2]
        self.level = np.array([bin(int(m)).count("1") for m in self.mask])
        n_masks = model.full_mask + 1
        self.base = np.array(space.base, dtype=np.int64)
        pmin = min(min(space.progress_values(int(m))) for m in space.masks) - 200
        pmax = max(max(space.progress_values(int(m))) for m in space.masks) + 200
        self.pmin, self.span = pmin, pmax - pmin + 1
        upper = model.upper_bits
        self.low = np.zeros(n_masks, dtype=np.int64)
        self.high = np.zeros(n_masks, dtype=np.int64)
        self.pos = np.full((upper + 1, self.span), 0, dtype=np.int64)
        for key in {int(m) & upper for m in space.masks}:
            values = space.progress_values(key)
            self.low[key] = model.clamp(key, -(10**6))
            self.high[key] = model.clamp(key, 10**6)
            for i, v in enumerate(values):
                self.pos[key, v - pmin] = i
        self.nflags = np.array([len(model.flag_values(m)) for m in range(n_masks)], dtype=np.int64)
        rolls = len(d.rolls)
        transition = np.zeros((len(d.keepers), rolls))
        for k, (indices, probs) in enumerate(d.keeper_outcomes):
            for i, p in zip(indices, probs, strict=True):
                transition[k, i] += p
        #: The transition to the holds (rolls x keepers of fewer than all dice). The products
        #: below are state-major (states x rolls) @ this, as they always were, so the sums
        #: run in the same order and the tables stay the same to the bit.
        self.transition = np.ascontiguousarray(transition[: d.num_holds].T)
        self.probs = np.array(d.roll_probs)
        # Per box: its distinct points, and each roll's class (index into them), late and first.
        self.classes: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        for box in model.boxes:
            first = box.first_points or box.points
            values = sorted(set(box.points) | set(first))
            where = {v: i for i, v in enumerate(values)}
            self.classes.append(
                (
                    np.array(values, dtype=np.int64),
                    np.array([where[p] for p in box.points]),
                    np.array([where[p] for p in first]),
                )
            )
        n = model.num_dice
        #: Per keeper size 1..n: groups (members, parents) of keepers with as many distinct
        #: sub-keepers one die smaller (sorted), so no group pads its parents.
        self.levels: list[list[tuple[np.ndarray, np.ndarray]]] = []
        for size in range(1, n + 1):
            by_width: dict[int, tuple[list[int], list[list[int]]]] = {}
            for k, keep in enumerate(d.keepers):
                if len(keep) != size:
                    continue
                smaller = sorted({d.keeper_index[keep[:i] + keep[i + 1 :]] for i in range(size)})
                members, parents = by_width.setdefault(len(smaller), ([], []))
                members.append(k)
                parents.append(smaller)
            self.levels.append(
                [(np.array(m), np.array(p)) for _, (m, p) in sorted(by_width.items())]
            )
        self.same_first = all(box.first_points is None for box in model.boxes)
        self.roll_keepers = np.array([d.keeper_index[r] for r in d.rolls])
        self.holds = d.num_holds
        self.means = np.frombuffer(multiprocessing.RawArray("d", space.size), dtype=np.float64)
        self.moments = np.frombuffer(multiprocessing.RawArray("d", space.size), dtype=np.float64)

    def index(self, mask: np.ndarray, prog: np.ndarray, flag: np.ndarray) -> np.ndarray:
        key = mask & self.model.upper_bits
        clamped = np.where(key == 0, 0, np.minimum(self.high[key], np.maximum(self.low[key], prog)))
        pos = self.pos[key, np.clip(clamped - self.pmin, 0, self.span - 1)]
        return self.base[mask] + pos * self.nflags[mask] + flag

    @staticmethod
    def _best_parent(
        kept: np.ndarray, kept_m: np.ndarray, parents: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """The best of each row of ``parents`` (the first of equals) and its second moment.

        ``kept`` and ``kept_m`` are keeper-major (a row per keeper, a column per state).
        """
        best = kept[parents[:, 0]]
        best_m = kept_m[parents[:, 0]]
        for j in range(1, parents.shape[1]):
            cand = kept[parents[:, j]]
            better = cand > best
            np.maximum(best, cand, out=best)
            np.copyto(best_m, kept_m[parents[:, j]], where=better)
        return best, best_m

    def _best_of_sub_keepers(self, kept: np.ndarray, kept_m: np.ndarray, levels: Any) -> None:
        """In place: each keeper's value becomes the best of itself and its sub-keepers."""
        for groups in levels:
            for members, parents in groups:
                value, moment = self._best_parent(kept, kept_m, parents)
                own = kept[members]
                better = value > own
                kept[members] = np.maximum(own, value)
                kept_m[members] = np.where(better, moment, kept_m[members])

    def _patch_jokers(
        self,
        mask: np.ndarray,
        prog: np.ndarray,
        flag: np.ndarray,
        legal: np.ndarray,
        best: tuple[np.ndarray, np.ndarray],
        first: bool,
    ) -> None:
        """The six all-alike rolls of states whose Yahtzee box is written (rules 3 and 4).

        In place over ``best`` (means, moments per roll): the value of each such
        roll becomes the best Joker write the model allows (its ``writes``), with
        the extra bonus while the Yahtzee box holds points (``first``: written
        from the turn's first roll). Rows whose Yahtzee
        box is open keep the plain values (a Yahtzee is just five dice then).
        """
        model = self.model
        extra = model.extra
        assert extra is not None
        rows = np.nonzero((mask & model.yahtzee_bit) == 0)[0]
        if not len(rows):
            return
        m, p, fl, lm = mask[rows], prog[rows], flag[rows], legal[rows]
        upper = model.upper_bits
        lower_open = (lm & ~upper) != 0
        index = {box.id: i for i, box in enumerate(model.boxes)}
        fixed = {index[name]: points for name, points in extra.joker_points}
        extra_bonus = np.where(fl == 1, extra.bonus, 0)
        bonus = model.bonus
        forced = extra.joker == FORCED
        best_mean, best_mom = best
        for face, r in enumerate(self.dice.all_alike, start=1):
            face_bits = sum(1 << i for i, box in enumerate(model.boxes) if box.face == face)
            face_open = (lm & face_bits) != 0
            top = np.full(len(rows), NEG)
            top_m = np.zeros(len(rows))
            for i, box in enumerate(model.boxes):
                bit = 1 << i
                is_open = (lm & bit) != 0
                if forced:
                    if box.face == face:
                        ok = is_open
                    elif box.face:
                        ok = is_open & ~face_open & ~lower_open
                    else:
                        ok = is_open & ~face_open
                    use_fixed = np.ones(len(rows), dtype=bool)
                else:
                    ok = is_open
                    use_fixed = ~face_open
                if not ok.any():
                    continue
                points = np.full(len(rows), box.points_for(r, first), dtype=np.int64)
                if i in fixed:
                    points = np.where(use_fixed, fixed[i], points)
                rest = m & ~bit
                new_prog = p + points if box.face else p
                after = np.where(ok, self.index(rest, new_prog, fl), 0)
                reward = points + extra_bonus
                if box.face and bonus is not None:
                    done = ((rest & upper) == 0) & (new_prog >= bonus.threshold)
                    reward = reward + np.where(done, bonus.points, 0)
                q = reward.astype(np.float64)
                mean = np.where(ok, q + self.means[after], NEG)
                mom = q * q + 2 * q * self.means[after] + self.moments[after]
                better = mean > top
                np.maximum(top, mean, out=top)
                np.copyto(top_m, mom, where=better)
            best_mean[r, rows] = top
            best_mom[r, rows] = top_m

    def solve_batch(self, part: np.ndarray) -> None:
        """Fill means and moments of the states ``part`` (their successors are solved).

        Every array is roll- or keeper-major (a row per roll or keeper, a column per
        state), so the gathers below copy whole rows.
        """
        model = self.model
        mask, prog, flag = self.mask[part], self.prog[part], self.flag[part]
        b = len(part)
        rolls = len(self.dice.rolls)
        best_last = np.full((rolls, b), NEG)
        best_last_m = np.zeros((rolls, b))
        # Without first-roll points the first-roll writes are the late ones (same arrays).
        same_first = self.same_first
        best_first, best_first_m = best_last, best_last_m
        if not same_first:
            best_first = np.full((rolls, b), NEG)
            best_first_m = np.zeros((rolls, b))
        legal = mask
        if model.upper_first:
            legal = np.where(mask & model.upper_bits, mask & model.upper_bits, mask)
        bonus = model.bonus
        cand = np.empty((rolls, b))
        cand_m = np.empty((rolls, b))
        better = np.empty((rolls, b), dtype=bool)
        for i, box in enumerate(model.boxes):
            bit = 1 << i
            is_open = (legal & bit) != 0
            if not is_open.any():
                continue
            rest = mask & ~bit
            values, late_cls, first_cls = self.classes[i]
            k = len(values)
            mean_c = np.empty((k, b))
            mom_c = np.empty((k, b))
            for c, v in enumerate(values.tolist()):
                new_prog = prog + v if box.face else prog
                new_flag = np.full(b, int(v > 0)) if bit == model.yahtzee_bit else flag
                after = self.index(rest, new_prog, new_flag)
                after = np.where(is_open, after, 0)
                mean, mom = self.means[after], self.moments[after]
                reward = np.full(b, v, dtype=np.int64)
                if box.face and bonus is not None:
                    done = ((rest & model.upper_bits) == 0) & (new_prog >= bonus.threshold)
                    reward = reward + np.where(done, bonus.points, 0)
                q = reward.astype(np.float64)
                mean_c[c] = q + mean
                mom_c[c] = q * q + 2 * q * mean + mom
            mean_c[:, ~is_open] = NEG
            targets = [(late_cls, best_last, best_last_m)]
            if not same_first:
                targets.append((first_cls, best_first, best_first_m))
            taken = None
            for cls, best, best_m in targets:
                if taken is not cls and not np.array_equal(taken, cls):
                    # (A box without first-roll points gathers its rolls once for both.)
                    np.take(mean_c, cls, axis=0, out=cand)
                    np.take(mom_c, cls, axis=0, out=cand_m)
                    taken = cls
                np.greater(cand, best, out=better)
                np.maximum(best, cand, out=best)
                np.copyto(best_m, cand_m, where=better)
        if model.extra is not None:
            self._patch_jokers(mask, prog, flag, legal, (best_last, best_last_m), False)
            if not same_first:
                self._patch_jokers(mask, prog, flag, legal, (best_first, best_first_m), True)
        after, after_m = best_last, best_last_m
        holds, transition = self.holds, self.transition
        keepers = len(self.dice.keepers)
        for _ in range(model.num_rolls - 1, 1, -1):
            kept = np.empty((keepers, b))
            kept_m = np.empty((keepers, b))
            kept[:holds] = (after.T @ transition).T
            kept_m[:holds] = (after_m.T @ transition).T
            kept[holds:] = best_last
            kept_m[holds:] = best_last_m
            self._best_of_sub_keepers(kept, kept_m, self.levels)
            after, after_m = kept[self.roll_keepers], kept_m[self.roll_keepers]
        if model.num_rolls > 1:
            kept = np.ascontiguousarray((after.T @ transition).T)
            kept_m = np.ascontiguousarray((after_m.T @ transition).T)
            self._best_of_sub_keepers(kept, kept_m, self.levels[:-1])
            # A roll's best hold of fewer than all its dice (its level-n groups' parents).
            hold = np.empty((rolls, b))
            hold_m = np.empty((rolls, b))
            for members, parents in self.levels[-1]:
                value, moment = self._best_parent(kept, kept_m, parents)
                hold[members - holds] = value
                hold_m[members - holds] = moment
            better = hold > best_first
            first = np.where(better, hold, best_first)
            first_m = np.where(better, hold_m, best_first_m)
        else:
            first, first_m = best_first, best_first_m
        self.means[part] = np.ascontiguousarray(first.T) @ self.probs
        self.moments[part] = np.ascontiguousarray(first_m.T) @ self.probs


_SOLVER: Solver | None = None


def _work(part: np.ndarray) -> None:
    assert _SOLVER is not None
    _SOLVER.solve_batch(part)


def solve(model: SolverModel, workers: int = 2, verbose: bool = False) -> Solver:
    """Solve every state of ``model``; the solver's ``means`` and ``moments`` hold the values."""
    global _SOLVER
    solver = _SOLVER = Solver(model)
    pool = None
    if workers > 1:
        pool = multiprocessing.get_context("fork").Pool(workers)
    try:
        for n in range(1, int(solver.level.max()) + 1):
            chosen = np.nonzero(solver.level == n)[0]
            parts = [chosen[s : s + BATCH] for s in range(0, len(chosen), BATCH)]
            if pool is not None and len(parts) > 1:
                pool.map(_work, parts, chunksize=1)
            else:
                for part in parts:
                    solver.solve_batch(part)
            if verbose:
                print(f"  {n:2d} open boxes: {len(chosen):7d} states", file=sys.stderr)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return solver


def table_bytes(solver: Solver, compress: bool = False) -> bytes:
    """The table file of a solved model."""
    means = array("f", solver.means.astype(np.float32).tobytes())
    moments = array("f", solver.moments.astype(np.float32).tobytes())
    return tablefile.encode(solver.model.digest, means, moments, compress)


def known_models() -> dict[str, list[tuple[str, SolverModel, Path]]]:
    """Each game's solver models: name -> [(table name, model, file path)]."""
    from yenta_desktop.ai.dicepoker import model as dicepoker
    from yenta_desktop.ai.tripleyahtzee import model as triple
    from yenta_desktop.ai.yacht import model as yacht
    from yenta_desktop.ai.yahtzee import model as yahtzee

    return {
        "dice-poker": dicepoker.solver_tables(),
        "yahtzee": yahtzee.solver_tables(),
        "triple-yahtzee": triple.solver_tables(),
        "yacht": yacht.solver_tables(),
    }


def main(argv: list[str] | None = None) -> int:
    """Solve a game's models and write their tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(known_models()))
    parser.add_argument("--out", type=Path, help="folder for the tables (default: the assets)")
    parser.add_argument("--only", help="solve only the table of this name")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--compress", action="store_true", help="zlib the payload")
    args = parser.parse_args(argv)
    for name, model, path in known_models()[args.game]:
        if args.only and args.only != name:
            continue
        started = time.perf_counter()
        solver = solve(model, args.workers, verbose=True)
        seconds = time.perf_counter() - started
        blob = table_bytes(solver, args.compress)
        target = (args.out / path.name) if args.out else path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(blob)
        start = solver.space.index(model.start_state())
        mean, moment = solver.means[start], solver.moments[start]
        sd = max(0.0, moment - mean * mean) ** 0.5
        print(
            f"{name}: expected total {mean:.4f} (sd {sd:.4f}), {solver.space.size} states,"
            f" {len(blob)} bytes, solved in {seconds:.1f} s with {args.workers} workers"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
