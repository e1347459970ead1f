"""Two-player push-your-luck value iteration (Pig, Farkle): the chance of winning.

W[u, v] is the mover's chance of winning at the start of a turn, mover in
player state u, the other in v (yenta_desktop/ai/farkle/space.py). One sweep
solves every turn exactly against the current W (the in-turn recursion of
yenta_desktop/ai/farkle/turn.py, vectorised over all (u, v) at once, turn total
t from the cap downward), then replaces W; sweeps repeat until the largest
change is below --tol (Neller and Presser's value iteration for Pig).

Banking at t: 1 - W[v, after_bank(u, t)]; reaching the target with the final
round on: 1 - Pass(d), Pass(d) being the last player's chance of scoring more
than d in one turn (a tie counts 1/2); with it off, 1. A farkle:
1 - W[v, after_farkle(u)].

    python scripts/farkle_solve.py pig                  # Neller and Presser's Pig
    python scripts/farkle_solve.py farkle --target 2000 --floor -1000
    python scripts/farkle_solve.py farkle --target 5000 --floor -2500 --init f1000.npz

``--init`` starts the iteration from a solved table of another floor (same
target and rules): each state takes the value of the same (score, farkles,
opened) pair there, scores below that floor its floor's. Value iteration
converges to the same fixed point from any start; a start this close only
needs the sweeps of the last digits.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yenta_desktop.ai.farkle.model import UNIT, DiceModel, farkle_model, pig_model  # noqa: E402
from yenta_desktop.ai.farkle.space import REACHED, Space  # noqa: E402
from yenta_desktop.ai.farkle.tables import encode  # noqa: E402
from yenta_desktop.ai.farkle.turn import pass_chances  # noqa: E402

#: Movers of a sweep: a slice or an index array.
Rows = slice | np.ndarray


def pig_space(target: int = 100) -> Space:
    return Space(target=target, floor=0, penalty=0, opening=0, final_round=False, margin=0)


def farkle_space(
    target: int = 10_000,
    floor: int = -1000,
    opening: int = 500,
    penalty: int = 1000,
    final_round: bool = True,
    margin: int = 2000,
) -> Space:
    """A Farkle space from points (converted to units of 50)."""
    return Space(
        target=target // UNIT,
        floor=floor // UNIT,
        penalty=penalty // UNIT,
        opening=opening // UNIT,
        final_round=final_round,
        margin=margin // UNIT if final_round else 0,
    )


class Solver:
    """Precomputed transitions of one (space, dice model); :meth:`sweep` is one iteration."""

    def __init__(self, space: Space, model: DiceModel) -> None:
        self.space = space
        self.model = model
        size = space.size
        self.size = size
        idx = range(size)
        self.score = np.array([space.score(u) for u in idx])
        self.caps = np.array([space.cap(u) for u in idx])
        self.t_max = int(self.caps.max())
        self.reach = self.model.max_points
        self.ring = self.reach + 1
        self.farkle_next = np.array([space.after_farkle(u) for u in idx])
        bank_min = np.array([space.bank_min(u) for u in idx])
        top = self.t_max + self.reach
        self.bank_next = np.full((top + 1, size), REACHED)
        self.allowed = np.zeros((top + 1, size), dtype=bool)
        for t in range(1, top + 1):
            self.allowed[t] = t >= bank_min
            for u in idx:
                nxt = space.after_bank(u, t) if self.score[u] + t < space.target else REACHED
                self.bank_next[t, u] = nxt
        self.pass_d: np.ndarray | None = None
        if space.final_round:
            dmax = top + int(self.score.max()) - int(self.score.min()) + 1
            h = pass_chances(model, dmax)
            self.pass_d = np.array([h[d][model.start] for d in range(dmax + 1)])

    def bank_values(self, w_t: np.ndarray, t: int, rows: Rows = slice(None)) -> np.ndarray:
        """B[u, v] at total t for the movers ``rows`` (-inf where Bank is not allowed)."""
        nxt = self.bank_next[t, rows]
        score = self.score[rows]
        reached = nxt == REACHED
        out = np.empty((len(nxt), self.size))
        live = ~reached
        out[live] = 1.0 - w_t[nxt[live]]
        if reached.any():
            if self.pass_d is None:
                out[reached] = 1.0
            else:
                d = score[reached][:, None] + t - self.score[None, :]
                out[reached] = 1.0 - self.pass_d[np.clip(d, 0, len(self.pass_d) - 1)]
        out[~self.allowed[t, rows]] = -np.inf
        return out

    def sweep(
        self, w: np.ndarray, thresholds: bool = False, rows: Rows = slice(None)
    ) -> tuple[np.ndarray, np.ndarray | None]:
        """One value-iteration step for the movers ``rows`` (default all) against every
        other; with ``thresholds`` also the bank thresholds (t units)."""
        count = len(self.score[rows])
        w_t = np.ascontiguousarray(w.T)
        farkle_value = 1.0 - w_t[self.farkle_next[rows]]
        caps = self.caps[rows][:, None]
        return self._turns(
            (count, self.size),
            farkle_value,
            caps,
            lambda t: self.bank_values(w_t, t, rows),
            self.t_max,
            thresholds,
        )

    def sweep_pairs(self, w: np.ndarray, us: np.ndarray, vs: np.ndarray) -> np.ndarray:
        """One value-iteration step for the turn starts (us[i], vs[i]) only (flat)."""
        score_u, score_v = self.score[us], self.score[vs]
        farkle_value = 1.0 - w[vs, self.farkle_next[us]]
        caps = self.caps[us]

        def bank(t: int) -> np.ndarray:
            nxt = self.bank_next[t, us]
            reached = nxt == REACHED
            out = np.empty(len(us))
            live = ~reached
            out[live] = 1.0 - w[vs[live], nxt[live]]
            if reached.any():
                if self.pass_d is None:
                    out[reached] = 1.0
                else:
                    d = score_u[reached] + t - score_v[reached]
                    out[reached] = 1.0 - self.pass_d[np.clip(d, 0, len(self.pass_d) - 1)]
            out[~self.allowed[t, us]] = -np.inf
            return out

        result, _ = self._turns((len(us),), farkle_value, caps, bank, int(caps.max()), False)
        return result

    def _turns(
        self,
        shape: tuple[int, ...],
        farkle_value: np.ndarray,
        caps: np.ndarray,
        bank_at: Callable[[int], np.ndarray],
        t_max: int,
        thresholds: bool,
    ) -> tuple[np.ndarray, np.ndarray | None]:
        """The turn recursion from the cap down, vectorised over turn starts of ``shape``:
        the value at t = 0 (and the bank thresholds)."""
        dice = self.model.max_dice
        ring = np.empty((self.ring, dice + 1, *shape))
        top = t_max + self.reach
        tmp = np.empty(shape)
        thr = run = None
        if thresholds:
            thr = np.zeros((dice + 1, *shape), dtype=np.int32)
            run = np.ones((dice + 1, *shape), dtype=bool)
        result = np.zeros(shape)
        for t in range(top, -1, -1):
            slot = t % self.ring
            bank = bank_at(t) if t > 0 else None
            if t > t_max:
                assert bank is not None
                ring[slot, :] = bank
                continue
            forced = t >= caps
            for n in range(1, dice + 1):
                if t == 0 and n != self.model.start:
                    continue
                acc = farkle_value * self.model.farkle[n]
                for chance, opts in self.model.sets[n]:
                    p, m = opts[0]
                    best = ring[(t + p) % self.ring, m]
                    if len(opts) > 1:
                        np.maximum(best, ring[(t + opts[1][0]) % self.ring, opts[1][1]], out=tmp)
                        for p2, m2 in opts[2:]:
                            np.maximum(tmp, ring[(t + p2) % self.ring, m2], out=tmp)
                        best = tmp
                    acc += chance * best
                if t == 0:
                    result = acc
                    continue
                assert bank is not None
                if thr is not None and run is not None:
                    opt = (bank >= acc) | forced
                    thr[n] = np.where(opt & run[n], t, thr[n])
                    run[n] &= opt
                ring[slot, n] = np.where(forced, bank, np.maximum(bank, acc))
        return result, thr


def warm_start(space: Space, other: Space, w_other: np.ndarray) -> np.ndarray:
    """W for ``space`` from a solution on ``other`` (another floor, or another target:
    scores are then rescaled by the targets' ratio): same states' values."""
    index = []
    scale = other.target / space.target
    for u in range(space.size):
        score, farkles, opened = space.score(u), space.farkles(u), space.opened(u)
        if scale != 1 and opened:
            score = min(other.target - 1, round(score * scale))
        if opened or not space.opening:
            v = other.state(max(score, other.floor), farkles, True)
        else:
            lowest = other.unopened_scores[-1]
            v = other.state(max(score, lowest), farkles, False)
        index.append(v)
    idx = np.array(index)
    return np.ascontiguousarray(w_other[np.ix_(idx, idx)])


_WORKER: Solver | None = None


def _worker_init(space: Space, model: DiceModel) -> None:
    global _WORKER
    _WORKER = Solver(space, model)


def _worker_sweep(w: np.ndarray, rows: np.ndarray) -> np.ndarray:
    assert _WORKER is not None
    return _WORKER.sweep(w, rows=rows)[0]


def _worker_pairs(w: np.ndarray, us: np.ndarray, vs: np.ndarray) -> np.ndarray:
    assert _WORKER is not None
    return _WORKER.sweep_pairs(w, us, vs)


def _blocks(space: Space, parts: int) -> list[np.ndarray]:
    """The movers in ``parts`` blocks, the highest scores first (Gauss-Seidel order)."""
    order = sorted(range(space.size), key=lambda u: (-space.score(u), u))
    edges = [round(space.size * k / parts) for k in range(parts + 1)]
    return [np.array(order[a:b]) for a, b in zip(edges, edges[1:], strict=False) if b > a]


def _pair_blocks(
    space: Space, parts: int, jobs: int = 1
) -> list[list[tuple[np.ndarray, np.ndarray]]]:
    """Every turn start (u, v) in blocks, each block split into ``jobs`` parts solved
    side by side: the sums of the two scores in ``parts`` ranges, highest first, and each
    range by the farkles in a row of both players, most first. A bank leads to a higher
    sum and a farkle (but a third one's penalty) to one more farkle at the same sum, so
    in this order a block reads values written before it, except a penalty's and a small
    bank's within its own range."""
    score = np.array([space.score(u) for u in range(space.size)])
    farkles = np.array([space.farkles(u) for u in range(space.size)])
    grid_u, grid_v = np.meshgrid(np.arange(space.size), np.arange(space.size), indexing="ij")
    us, vs = grid_u.ravel(), grid_v.ravel()
    total = score[us] + score[vs]
    count = farkles[us] + farkles[vs]
    by_sum = np.argsort(-total, kind="stable")
    provisional = np.arange(len(us)) * parts // len(us)
    # Pairs of one sum stay in one range: each takes the range of its sum's first pair.
    sorted_total = total[by_sum]
    starts = np.flatnonzero(np.r_[True, sorted_total[1:] != sorted_total[:-1]])
    first_of = np.repeat(starts, np.diff(np.r_[starts, len(us)]))
    ranges = np.empty(len(us), dtype=np.int64)
    ranges[by_sum] = provisional[first_of]
    key = np.lexsort((-count, ranges))
    blocks = []
    first = 0
    for k in range(1, len(key) + 1):
        if k == len(key) or (ranges[key[k]], count[key[k]]) != (
            ranges[key[first]],
            count[key[first]],
        ):
            chunk = key[first:k]
            edges = [round(len(chunk) * j / jobs) for j in range(jobs + 1)]
            blocks.append(
                [
                    (us[chunk[a:b]], vs[chunk[a:b]])
                    for a, b in zip(edges, edges[1:], strict=False)
                    if b > a
                ]
            )
            first = k
    return blocks


def solve(
    space: Space,
    model: DiceModel,
    tol: float = 1e-9,
    max_sweeps: int = 10_000,
    log: bool = False,
    init: np.ndarray | None = None,
    jobs: int = 1,
    checkpoint: Path | None = None,
    seidel: int = 0,
    order: str = "mover",
) -> tuple[np.ndarray, int, float]:
    """Iterate to convergence from ``init`` (default all 1/2): (W, sweeps, seconds).

    With ``jobs`` > 1 each sweep's movers are split into blocks solved by that many
    processes (each block's turns read only the old W, so the result is the same).
    With ``seidel`` = k > 0 a sweep solves the movers in k blocks, highest scores first,
    each block reading the values the blocks before it wrote in this sweep (Gauss-Seidel:
    the same fixed point, reached in fewer sweeps, since a bank moves the game towards
    higher scores). ``order="sum"`` makes the blocks turn starts ordered by the sum of
    both scores (:func:`_pair_blocks`), so that nearly every transition reads this
    sweep's values. With ``checkpoint`` W is saved there (atomically) after every sweep,
    so a stopped run can go on with ``--init`` of the same floor."""
    start = time.perf_counter()
    w = np.full((space.size, space.size), 0.5) if init is None else init
    pool = None
    solver: Solver | None = None
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(jobs, initializer=_worker_init, initargs=(space, model))
    else:
        solver = Solver(space, model)
    parts_wanted = max(seidel, jobs * 4 if jobs > 1 else 1)
    if order == "sum":
        if not seidel:
            raise ValueError("order='sum' is a Gauss-Seidel order: give seidel blocks")
        pair_blocks = _pair_blocks(space, parts_wanted, jobs)
    else:
        rows_blocks = _blocks(space, parts_wanted)
    # Jacobi: every block of a sweep reads the sweep's starting W (all at once);
    # Gauss-Seidel: a round of `jobs` blocks at a time, each round reading the last.
    per_round = jobs if seidel else len(rows_blocks) if order != "sum" else 1
    try:
        for sweep in range(1, max_sweeps + 1):
            new = w.copy()
            if order == "sum":
                for block in pair_blocks:
                    if pool is not None:
                        futures = [pool.submit(_worker_pairs, new, u, v) for u, v in block]
                        values = [f.result() for f in futures]
                    else:
                        assert solver is not None
                        values = [solver.sweep_pairs(new, u, v) for u, v in block]
                    for (u, v), value in zip(block, values, strict=True):
                        new[u, v] = value
            for first in range(0, len(rows_blocks) if order != "sum" else 0, per_round):
                read = new if seidel else w
                batch = rows_blocks[first : first + per_round]
                if pool is not None:
                    parts = [pool.submit(_worker_sweep, read, rows) for rows in batch]
                    results = [f.result() for f in parts]
                else:
                    assert solver is not None
                    results = [solver.sweep(read, rows=rows)[0] for rows in batch]
                for rows, result in zip(batch, results, strict=True):
                    new[rows] = result
            change = float(np.abs(new - w).max())
            w = new
            if checkpoint is not None:
                part = checkpoint.with_name(checkpoint.name + ".tmp.npz")
                np.savez(part, w=w, sweep=sweep, change=change)
                os.replace(part, checkpoint)
            if log:
                print(
                    f"  sweep {sweep}: max change {change:.3g} "
                    f"({time.perf_counter() - start:.1f} s, load {os.getloadavg()[0]:.1f})",
                    flush=True,
                )
            if change < tol:
                return w, sweep, time.perf_counter() - start
    finally:
        if pool is not None:
            pool.shutdown()
    raise RuntimeError(f"no convergence in {max_sweeps} sweeps")


def write_table(space: Space, w: np.ndarray, thr: np.ndarray) -> bytes:
    """Hard's decision table bytes (yenta_desktop/ai/farkle/tables.py) from W and thresholds."""
    rows = [[int(x) for x in thr[n].ravel()] for n in range(1, 7)]
    return encode(space, [float(x) for x in w.ravel()], rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game", choices=("pig", "farkle"))
    parser.add_argument("--target", type=int, help="points to win (Pig 100, Farkle 10,000)")
    parser.add_argument("--floor", type=int, default=-1000, help="lowest banked score kept")
    parser.add_argument(
        "--margin", type=int, default=2000, help="points past the target a turn may go"
    )
    parser.add_argument("--tol", type=float, default=1e-9)
    parser.add_argument(
        "--init", type=Path, help="start from a solved .npz of another floor (same target)"
    )
    parser.add_argument("--init-floor", type=int, help="the floor of --init (default -1000)")
    parser.add_argument(
        "--init-target", type=int, help="the target of --init (default the same; rescaled)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes per sweep (default 1)")
    parser.add_argument(
        "--seidel",
        type=int,
        default=0,
        metavar="K",
        help="Gauss-Seidel sweeps in K blocks, highest scores first (default 0: Jacobi)",
    )
    parser.add_argument(
        "--order",
        choices=("mover", "sum"),
        default="mover",
        help="Gauss-Seidel blocks by the mover's score or by both scores' sum (fewer sweeps)",
    )
    parser.add_argument(
        "--checkpoint", type=Path, help="save W here after every sweep (.npz; resume with --init)"
    )
    parser.add_argument("--out", type=Path, help="save W (and thresholds) as .npz")
    parser.add_argument("--table", type=Path, help="write Hard's decision table (tables.py format)")
    args = parser.parse_args(argv)
    if hasattr(os, "nice"):
        os.nice(10)
    if args.game == "pig":
        space, model, start = pig_space(args.target or 100), pig_model(), 0
    else:
        space = farkle_space(args.target or 10_000, args.floor, margin=args.margin)
        model = farkle_model()
        start = space.state(0, 0, opened=False)
    print(f"{args.game}: {space}, {space.size} player states, {space.size**2:,} turn starts")
    init = None
    if args.init is not None:
        if args.game != "farkle":
            parser.error("--init is for farkle")
        other = farkle_space(
            args.init_target or args.target or 10_000,
            args.init_floor if args.init_floor is not None else -1000,
            margin=args.margin,
        )
        init = warm_start(space, other, np.load(args.init)["w"])
        print(
            f"warm start from {args.init} (target {other.target * UNIT}, floor {other.floor * UNIT})"
        )
    w, sweeps, seconds = solve(
        space,
        model,
        args.tol,
        log=True,
        init=init,
        jobs=args.jobs,
        checkpoint=args.checkpoint,
        seidel=args.seidel,
        order=args.order,
    )
    print(f"first player's chance of winning: {w[start, start]:.6f}")
    print(f"sweeps {sweeps}, {seconds:.1f} s, load average {os.getloadavg()[0]:.2f}")
    if args.out or args.table:
        _, thr = Solver(space, model).sweep(w, thresholds=True)
        assert thr is not None
        if args.out:
            np.savez_compressed(args.out, w=w, thresholds=thr)
            print(f"wrote {args.out}")
        if args.table:
            data = write_table(space, w, thr)
            args.table.write_bytes(data)
            print(f"wrote {args.table}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
