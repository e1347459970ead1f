"""Solve a scorecard card exactly from its rules and write its value table (means and 2nd moments).

    python scripts/scorecard_solve.py [GAME ...] [--spec MODULE[:NAME]] [--list] [--only NAME]
        [--out DIR] [--workers 2] [--compress yes|no|keep]

Every registered game whose engine exposes a scorecard specification is solvable
(no game is named here): each distinct variant of its rules (their on/off and
choice settings, by the spec's ``variant_name``) is one table,
``assets/<game folder>/values-<variant>.sct``. ``--spec`` solves a specification
given by module path instead (``SPEC`` unless ``:NAME`` is given; its module's
``Rules()`` if it has one). The model is the kit's ``model_from_spec``: the
points, the order and the rules of special rolls (the Joker, extra bonuses) are
the spec's hooks, tabulated here over the rolls and the card's states.

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
import zlib
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

from collections.abc import Callable  # noqa: E402

from yenta_desktop.ai.kits.scorecard import tablefile  # noqa: E402
from yenta_desktop.ai.kits.scorecard.dice import dice_set  # noqa: E402
from yenta_desktop.ai.kits.scorecard.model import SolverModel, model_from_spec  # noqa: E402
from yenta_desktop.ai.kits.scorecard.space import StateSpace  # noqa: E402
from yenta_desktop.ai.kits.scorecard.tables import file_name  # noqa: E402

BATCH = 4096
NEG = -np.inf


class Cancelled(Exception):
    """The solve was stopped by its ``cancel`` check."""


class Solver:
    """The constant arrays of one model, and the shared value arrays being filled."""

    def __init__(self, model: SolverModel, cancel: Callable[[], bool] | None = None) -> None:
        self.cancel = cancel
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
        #: Per open mask: the boxes the order rule lets be written (0 for unreachable masks).
        self.legal = np.zeros(n_masks, dtype=np.int64)
        for m in space.masks:
            self.legal[m] = model.legal_mask(m)
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
        started = time.perf_counter()
        self.special = self._tabulate_special_rolls()
        #: Seconds spent asking the spec about the special rolls in every state.
        self.setup = time.perf_counter() - started
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

    def _tabulate_special_rolls(self) -> dict[tuple[int, bool], tuple[np.ndarray, ...]]:
        """The rules' writes with each special roll (the Joker, extra bonuses), per state.

        Per (roll, first): arrays over ``mask * 2 + flag`` of every reachable state:
        ``differs`` (the rules allow other writes than every legal box at its own
        points), and per box ``ok``, ``points`` and ``extra``. Asked of the model
        (:meth:`SolverModel.box_writes`, the spec's ``writes``) once per state.
        """
        model = self.model
        size = 2 * (model.full_mask + 1)
        boxes = len(model.boxes)
        tables: dict[tuple[int, bool], tuple[np.ndarray, ...]] = {}
        firsts = (False,) if self.same_first else (False, True)
        for r in model.special_rolls if model.rule_writes is not None else ():
            for first in firsts:
                differs = np.zeros(size, dtype=bool)
                ok = np.zeros((boxes, size), dtype=bool)
                points = np.zeros((boxes, size), dtype=np.int64)
                extra = np.zeros((boxes, size), dtype=np.int64)
                for n, mask in enumerate(self.space.masks):
                    if n % 1024 == 0 and self.cancel is not None and self.cancel():
                        raise Cancelled("stopped while reading the rules of the special rolls")
                    plain = model.plain_writes(mask, r, first)
                    for flag in model.flag_values(mask):
                        writes = model.box_writes((mask, 0, flag), r, first)
                        if list(writes) == plain:
                            continue
                        at = 2 * mask + flag
                        differs[at] = True
                        for i, p, e in writes:
                            ok[i, at] = True
                            points[i, at] = p
                            extra[i, at] = e
                tables[(r, first)] = (differs, ok, points, extra)
        return tables

    def _patch_special(
        self,
        mask: np.ndarray,
        prog: np.ndarray,
        flag: np.ndarray,
        best: tuple[np.ndarray, np.ndarray],
        first: bool,
    ) -> None:
        """In place over ``best`` (means, moments per roll): each special roll of the states
        where the rules treat it by the state takes the best write they allow (``first``:
        written from the turn's first roll), its extra bonus added."""
        model = self.model
        upper = model.upper_bits
        bonus = model.bonus
        best_mean, best_mom = best
        at_all = 2 * mask + flag
        for r in model.special_rolls:
            found = self.special.get((r, first))
            if found is None:
                continue
            differs, ok_all, points_all, extra_all = found
            rows = np.nonzero(differs[at_all])[0]
            if not len(rows):
                continue
            at = at_all[rows]
            m, p, fl = mask[rows], prog[rows], flag[rows]
            top = np.full(len(rows), NEG)
            top_m = np.zeros(len(rows))
            for i, box in enumerate(model.boxes):
                ok = ok_all[i, at]
                if not ok.any():
                    continue
                bit = 1 << i
                points = points_all[i, at]
                rest = m & ~bit
                new_prog = p + points if box.face else p
                new_flag = (points > 0).astype(np.int64) if bit == model.flag_bit else fl
                after = np.where(ok, self.index(rest, new_prog, new_flag), 0)
                reward = points + extra_all[i, at]
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
        legal = self.legal[mask]
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
                new_flag = np.full(b, int(v > 0)) if bit == model.flag_bit else flag
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
        if self.special:
            self._patch_special(mask, prog, flag, (best_last, best_last_m), False)
            if not same_first:
                self._patch_special(mask, prog, flag, (best_first, best_first_m), True)
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


def solve(
    model: SolverModel,
    workers: int = 2,
    verbose: bool = False,
    progress: Callable[[int, int], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Solver:
    """Solve every state of ``model``; the solver's ``means`` and ``moments`` hold the values.

    ``progress(states solved, states in all)`` is called after each layer of open boxes;
    ``cancel()`` is asked while the special rolls are read and before each layer (and
    batch): True stops with :class:`Cancelled`.
    """
    global _SOLVER
    solver = _SOLVER = Solver(model, cancel)
    pool = None
    if workers > 1:
        pool = multiprocessing.get_context("fork").Pool(workers)
    done = int(np.count_nonzero(solver.level == 0))
    try:
        for n in range(1, int(solver.level.max()) + 1):
            chosen = np.nonzero(solver.level == n)[0]
            parts = [chosen[s : s + BATCH] for s in range(0, len(chosen), BATCH)]
            if cancel is not None and cancel():
                raise Cancelled(f"stopped with {n - 1} layers of open boxes solved")
            if pool is not None and len(parts) > 1:
                pool.map(_work, parts, chunksize=1)
            else:
                for part in parts:
                    if cancel is not None and cancel():
                        raise Cancelled(f"stopped in the layer of {n} open boxes")
                    solver.solve_batch(part)
            done += len(chosen)
            if progress is not None:
                progress(done, solver.space.size)
            if verbose:
                print(f"  {n:2d} open boxes: {len(chosen):7d} states", file=sys.stderr)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return solver


def payload(blob: bytes) -> bytes:
    """A table file's values (means, then second moments), decompressed; its header aside."""
    flags = tablefile.HEADER.unpack_from(blob)[2]
    body = blob[tablefile.HEADER.size :]
    return zlib.decompress(body) if flags & tablefile.ZLIB else body


def compared(old: bytes, new: bytes) -> str:
    """How the values of table file ``new`` compare with those of ``old``."""
    a, b = payload(old), payload(new)
    if a == b:
        return "every value the same to the bit as the shipped table's"
    if len(a) != len(b):
        return f"{len(b) // 8} states, against {len(a) // 8} in the shipped table"
    diff = np.count_nonzero(np.frombuffer(a, "<f4") != np.frombuffer(b, "<f4"))
    return f"{diff} of {len(a) // 4} values differ from the shipped table's"


def table_bytes(solver: Solver, compress: bool = False) -> bytes:
    """The table file of a solved model."""
    means = array("f", solver.means.astype(np.float32).tobytes())
    moments = array("f", solver.moments.astype(np.float32).tobytes())
    return tablefile.encode(solver.model.digest, means, moments, compress)


#: (table name, model, file path) of one table to solve.
Job = tuple[str, SolverModel, Path]


def registered_tables(games: list[str] | None = None) -> list[Job]:
    """Every table of the registered scorecard games (or only of ``games``)."""
    from yenta_desktop.ai.scorecards import solvable_games, tables_for
    from yenta_desktop.engine.registry import folder_name

    jobs: list[Job] = []
    found = solvable_games()
    for game in games or []:
        if game not in found:
            raise SystemExit(f"{game!r} is not a scorecard game; those are {', '.join(found)}")
    for game_id, variants in found.items():
        if games and game_id not in games:
            continue
        tables = tables_for(game_id)
        assert tables is not None
        folder = ROOT / "assets" / folder_name(game_id)
        for name, rules in variants.items():
            jobs.append((name, tables.model(rules), folder / file_name(name)))
    return jobs


def spec_table(where: str) -> Job:
    """The table of the specification at ``MODULE[:NAME]`` (``SPEC`` by default) under its
    module's ``Rules()`` (None if it has none)."""
    import importlib

    from yenta_desktop.engine.registry import folder_name

    module_name, _, attribute = where.partition(":")
    module = importlib.import_module(module_name)
    spec = getattr(module, attribute or "SPEC")
    if isinstance(spec, type):
        spec = spec()
    rules_class = getattr(module, "Rules", None)
    rules = rules_class() if rules_class is not None else None
    name = spec.variant_name(rules)
    path = ROOT / "assets" / folder_name(spec.game_id) / file_name(name)
    return (name, model_from_spec(spec, rules), path)


def main(argv: list[str] | None = None) -> int:
    """Solve the tables asked for and write them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every scorecard game)")
    parser.add_argument("--spec", action="append", default=[], help="MODULE[:NAME] of a spec")
    parser.add_argument("--list", action="store_true", help="list the tables, solve nothing")
    parser.add_argument("--out", type=Path, help="folder for the tables (default: the assets)")
    parser.add_argument("--only", help="solve only the table of this name")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument(
        "--compress",
        choices=("yes", "no", "keep"),
        default="keep",
        help="zlib the payload (keep: as the file being replaced is; no for a new one)",
    )
    args = parser.parse_args(argv)
    jobs = [spec_table(where) for where in args.spec]
    if args.games or not args.spec:
        jobs = registered_tables(args.games) + jobs
    for name, model, path in jobs:
        if args.only and args.only != name:
            continue
        if args.list:
            print(
                f"{model.model_id}: {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}"
            )
            continue
        target = (args.out / path.name) if args.out else path
        previous = path.read_bytes() if path.is_file() else None
        compress = args.compress == "yes"
        if args.compress == "keep" and previous is not None:
            compress = bool(tablefile.HEADER.unpack_from(previous)[2] & tablefile.ZLIB)
        started = time.perf_counter()
        solver = solve(model, args.workers, verbose=True)
        seconds = time.perf_counter() - started
        blob = table_bytes(solver, compress)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(blob)
        start = solver.space.index(model.start_state())
        mean, moment = solver.means[start], solver.moments[start]
        sd = max(0.0, moment - mean * mean) ** 0.5
        print(
            f"{model.model_id}: expected total {mean:.4f} (sd {sd:.4f}), {solver.space.size}"
            f" states, {len(blob)} bytes, solved in {seconds:.1f} s with {args.workers} workers"
        )
        print(f"  the rules' writes of its special rolls tabulated in {solver.setup:.1f} s")
        if previous is not None:
            print(f"  {compared(previous, blob)} ({path.relative_to(ROOT)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
