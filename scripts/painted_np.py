"""Painted Yahtzee's in-turn expectimax in numpy, batched over many cards (development only).

The same values as the game's pure-Python search (ai/paintedyahtzee/turn.py and
card.py; tests/ai/paintedyahtzee checks the two agree), vectorised over a batch of
start-of-turn states with the same number of open boxes: the fitting script's targets
and the measuring script's fast games. numpy is needed here, never by the game.
"""

from __future__ import annotations

import os
import sys
from itertools import combinations
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from yenta_desktop.ai.paintedyahtzee import card as pc  # noqa: E402
from yenta_desktop.ai.paintedyahtzee import value as pv  # noqa: E402
from yenta_desktop.ai.paintedyahtzee.turn import HELD_SETS, ROLLS  # noqa: E402
from yenta_desktop.engine.paintedyahtzee.rules import Rules  # noqa: E402

NB = pc.NUM_BOXES
P = pc.MAX_POINTS + 1
POINTS = np.array(pc.points_table(), dtype=np.int64)  # (20, 7776)
SECTION = np.array(pc.SECTION)
YBOX = pc.ROWS.index("yahtzee")
UPPER_IDX = np.array(pv.UPPER_BOXES)
UPPER_FACE = np.array(pv.UPPER_FACES)
COLOUR_IDX = np.array(pv.COLOUR_BOXES)
#: Proper held sets (fewer than five slots), and for each the axes (1 + slot) rolled again.
HOLD_AXES = [
    tuple(1 + q for q in range(5) if q not in held)
    for size in range(5)
    for held in combinations(range(5), size)
]
ROLL_DIGITS = np.array(ROLLS) - 1  # (7776, 5)
#: The holds in the order the game's Python lists them (ties go to the first listed).
_HELD = [held for size in range(5) for held in combinations(range(5), size)]
PY_ORDER = np.array([_HELD.index(h) for h in HELD_SETS[1:]])


def _bucket(margin: np.ndarray, reach: np.ndarray) -> np.ndarray:
    return np.where(reach, (np.clip(margin, -26, 25) + 26) // 4, pv.BUCKETS - 1)


def feature_index(mask, upper, colour):
    """The upper and colour feature indices of each state (-1: none), as value.features."""
    bits = (mask[..., None] >> np.arange(NB)) & 1
    ub = bits[..., UPPER_IDX]
    k = ub.sum(-1)
    cap = (ub * UPPER_FACE).sum(-1)
    need = 63 - upper
    uidx = (
        pv.UPPER0 + (np.minimum(k, 4) - 1) * pv.BUCKETS + _bucket(3 * cap - need, need <= 5 * cap)
    )
    uidx = np.where((k > 0) & (upper < 63), uidx, -1)
    c = bits[..., COLOUR_IDX].sum(-1)
    needc = 75 - colour
    cidx = (
        pv.COLOUR0
        + (np.minimum(c, 4) - 1) * pv.BUCKETS
        + _bucket(pv.COLOUR_PAR * c - needc, needc <= pv.COLOUR_MOST * c)
    )
    cidx = np.where((c > 0) & (colour < 75), cidx, -1)
    return bits, uidx, cidx


def design(mask, upper, colour, flag) -> np.ndarray:
    """The 0/1 feature matrix (M, NUM_FEATURES) of states."""
    bits, uidx, cidx = feature_index(mask, upper, colour)
    x = np.zeros((len(mask), pv.NUM_FEATURES))
    x[:, 0] = 1
    x[:, pv.BOX0 : pv.BOX0 + NB] = bits
    rows = np.arange(len(mask))
    x[rows[uidx >= 0], uidx[uidx >= 0]] = 1
    x[rows[cidx >= 0], cidx[cidx >= 0]] = 1
    x[:, pv.FLAG] = flag
    return x


def evaluate(w: np.ndarray | None, mask, upper, colour, flag) -> np.ndarray:
    """V of states (any shape) under weights ``w`` (None: 0, the end of the game)."""
    if w is None:
        return np.zeros(np.shape(mask))
    bits, uidx, cidx = feature_index(mask, upper, colour)
    v = w[0] + bits @ w[pv.BOX0 : pv.BOX0 + NB]
    wz = np.append(w, 0.0)  # index -1 reads 0
    v = v + wz[uidx] + wz[cidx] + flag * w[pv.FLAG]
    return v


def _lattice_means(grid: np.ndarray) -> list[np.ndarray]:
    """Per proper held set (HOLD_AXES order): the mean of ``grid`` over the other slots'
    axes (kept as size 1), each from its parent held set by one axis, as turn.py does."""
    tables = {tuple(range(5)): grid}
    for held in HELD_SETS[1:]:
        p = next(q for q in range(5) if q not in held)
        parent = tuple(sorted((*held, p)))
        tables[held] = tables[parent].mean(axis=1 + p, keepdims=True)
    return [tables[h] for h in _HELD]


class Batch:
    """B start-of-turn states with the same number of open boxes, and their turn's values."""

    def __init__(self, mask, upper, colour, flag, w_next, rules: Rules, py_next=None):
        self.mask = np.asarray(mask, dtype=np.int64)
        self.upper = np.asarray(upper, dtype=np.int64)
        self.colour = np.asarray(colour, dtype=np.int64)
        self.flag = np.asarray(flag, dtype=np.int64)
        self.rules = rules
        self.py_next = py_next if py_next is not None else (lambda s: 0.0)
        b = len(self.mask)
        pts = np.arange(P)
        self.open = ((self.mask[:, None] >> np.arange(NB)) & 1).astype(bool)
        # Only the open (state, box) pairs: at n open boxes, n of the 20.
        si, bi = np.nonzero(self.open)
        u = self.upper[si, None]
        c = self.colour[si, None]
        sec = SECTION[bi, None]
        up_new = np.where(sec == 1, np.minimum(63, u + pts), u)
        co_new = np.where(sec == 2, np.minimum(75, c + pts), c)
        bonus = np.where((sec == 1) & (u < 63) & (u + pts >= 63), 35, 0) + np.where(
            (sec == 2) & (c < 75) & (c + pts >= 75), 25, 0
        )
        fl_new = np.where(bi[:, None] == YBOX, (pts == 50).astype(np.int64), self.flag[si, None])
        m_new = self.mask[si, None] & ~(np.int64(1) << bi[:, None])
        shape = (len(si), P)
        after = evaluate(
            w_next,
            np.broadcast_to(m_new, shape),
            np.broadcast_to(up_new, shape),
            np.broadcast_to(co_new, shape),
            np.broadcast_to(fl_new, shape),
        )
        #: (B, 20, 51): the value of writing p points into box b (-inf for written boxes).
        self.valtab = np.full((b, NB, P), -np.inf)
        self.valtab[si, bi] = pts + bonus + after
        last = np.full((b, 7776), -np.inf)
        for i in range(NB):
            rows = np.nonzero(self.open[:, i])[0]
            if len(rows):
                last[rows] = np.maximum(last[rows], self.valtab[rows, i][:, POINTS[i]])
        #: Per state: {roll index: [(box, value)]} for Joker rolls.
        self.jokers: list[dict[int, list[tuple[int, float]]]] = []
        for s in range(b):
            found: dict[int, list[tuple[int, float]]] = {}
            if not (self.mask[s] >> YBOX) & 1:
                state = pc.CardState(
                    int(self.mask[s]), int(self.upper[s]), int(self.colour[s]), int(self.flag[s])
                )
                for r in pc.YAHTZEE_ROLLS:
                    writes = pc.joker_writes(state, r, rules) or []
                    opts = []
                    for i, points, extra in writes:
                        bon, aft = pc.after_write(state, i, points)
                        opts.append((i, points + extra + bon + self.py_next(aft)))
                    found[r] = opts
                    last[s, r] = max(v for _, v in opts)
            self.jokers.append(found)
        self.last = last
        grid = last.reshape(b, 6, 6, 6, 6, 6)
        self.held2 = _lattice_means(grid)
        after2 = grid.copy()
        for h in self.held2:
            np.maximum(after2, h, out=after2)
        self.after2 = after2
        self.held1 = _lattice_means(after2)

    def start(self) -> np.ndarray:
        """Each state's expected value of the turn and the rest of the game."""
        first = self.last.reshape(-1, 6, 6, 6, 6, 6).copy()
        for h in self.held1:
            np.maximum(first, h, out=first)
        return first.reshape(len(self.mask), -1).mean(axis=1)

    def _hold_values(self, tables, rolls: np.ndarray) -> np.ndarray:
        """(B, 31): each proper hold's value given each state's roll (digits (B, 5))."""
        out = np.empty((len(rolls), len(tables)))
        rows = np.arange(len(rolls))
        for j, (t, ax) in enumerate(zip(tables, HOLD_AXES, strict=True)):
            idx = [rows] + [
                np.zeros(len(rolls), dtype=np.int64) if 1 + p in ax else rolls[:, p]
                for p in range(5)
            ]
            out[:, j] = t[tuple(idx)]
        return out

    def play(self, rng: np.random.Generator, stream: np.ndarray | None = None):
        """Play each state's turn: (boxes written, roll indices written). The dice come from
        ``rng``, or from ``stream`` (B, 3, 5): die p's number - 1 on each roll, whether or
        not it is rolled (dice paired by slot)."""
        b = len(self.mask)
        rows = np.arange(b)
        if stream is None:
            stream = rng.integers(0, 6, size=(b, 3, 5))
        dice = stream[:, 0, :].copy()
        done = np.zeros(b, dtype=bool)
        for k, tables in enumerate((self.held1, self.held2)):
            r = dice @ (6 ** np.arange(4, -1, -1))
            write = self.last[rows, r]
            holds = self._hold_values(tables, dice)
            best = PY_ORDER[holds[:, PY_ORDER].argmax(1)]
            reroll = (holds[rows, best] > write + 1e-9) & ~done
            done |= ~reroll
            for s in np.nonzero(reroll)[0]:
                free = [a - 1 for a in HOLD_AXES[best[s]]]
                dice[s, free] = stream[s, k + 1, free]
        r = dice @ (6 ** np.arange(4, -1, -1))
        vals = np.stack([self.valtab[rows, i, POINTS[i][r]] for i in range(NB)], 1)
        vals[~self.open] = -np.inf
        box = vals.argmax(1)
        for s in range(b):
            if r[s] in self.jokers[s]:
                box[s] = max(self.jokers[s][r[s]], key=lambda o: o[1])[0]
        return box, r

    def write(self, box: np.ndarray, r: np.ndarray):
        """The points, bonuses and extra of writing roll ``r`` into ``box``, and the new states."""
        b = len(self.mask)
        gained = np.zeros(b)
        mask, upper, colour, flag = (
            self.mask.copy(),
            self.upper.copy(),
            self.colour.copy(),
            self.flag.copy(),
        )
        for s in range(b):
            state = pc.CardState(int(mask[s]), int(upper[s]), int(colour[s]), int(flag[s]))
            i = int(box[s])
            points, extra = int(POINTS[i][r[s]]), 0
            if r[s] in self.jokers[s]:
                writes = pc.joker_writes(state, int(r[s]), self.rules) or []
                points, extra = next((p, e) for j, p, e in writes if j == i)
            bon, aft = pc.after_write(state, i, points)
            gained[s] = points + bon + extra
            mask[s], upper[s], colour[s], flag[s] = aft.open, aft.upper, aft.colour, aft.flag
        return gained, (mask, upper, colour, flag)


CHUNK = 200


def python_model(weights) -> pv.ValueModel | None:
    """The game's pure-Python model of ``weights`` (rows None: zeros), or None for Medium."""
    if weights is None:
        return None
    return pv.ValueModel(
        [list(map(float, w)) if w is not None else [0.0] * pv.NUM_FEATURES for w in weights]
    )


def targets(weights, n: int, states, rules: Rules) -> np.ndarray:
    """The exact expected value of one turn and V_{n-1} after it, for states with n open."""
    mask, upper, colour, flag = states
    w_next = weights[n - 1] if n > 1 else None
    py = python_model(weights) if n > 1 else None
    out = []
    for a in range(0, len(mask), CHUNK):
        sl = slice(a, a + CHUNK)
        out.append(Batch(mask[sl], upper[sl], colour[sl], flag[sl], w_next, rules, py).start())
    return np.concatenate(out)


def play_games(
    weights, games: int, seed: int, rules: Rules, record_states: bool = False, streams=None
):
    """Play ``games`` solo games with V_n = ``weights[n]`` (None: 0, Medium): the totals and,
    if asked, the start-of-turn states met at each number of open boxes. ``streams``
    (games, 20, 3, 5): the dice by turn, roll and slot (else drawn from ``seed``)."""
    totals = []
    seen: dict[int, list] = {}
    for a in range(0, games, CHUNK):
        part = None if streams is None else streams[a : a + CHUNK]
        t, s = _play_chunk(weights, min(CHUNK, games - a), seed + a, rules, record_states, part)
        totals.append(t)
        for n, arrays in s.items():
            seen.setdefault(n, []).append(arrays)
    merged = {
        n: tuple(np.concatenate([x[i] for x in parts]) for i in range(4))
        for n, parts in seen.items()
    }
    return np.concatenate(totals), merged


def _play_chunk(weights, games: int, seed: int, rules: Rules, record_states: bool, streams=None):
    rng = np.random.default_rng(seed)
    mask = np.full(games, pc.FULL_MASK, dtype=np.int64)
    upper = np.zeros(games, dtype=np.int64)
    colour = np.zeros(games, dtype=np.int64)
    flag = np.zeros(games, dtype=np.int64)
    totals = np.zeros(games)
    seen = {}
    for n in range(NB, 0, -1):
        if record_states:
            seen[n] = (mask.copy(), upper.copy(), colour.copy(), flag.copy())
        w_next = weights[n - 1] if weights is not None and n > 1 else None
        py = python_model(weights) if n > 1 else None
        batch = Batch(mask, upper, colour, flag, w_next, rules, py)
        box, r = batch.play(rng, None if streams is None else streams[:, NB - n])
        gained, (mask, upper, colour, flag) = batch.write(box, r)
        totals += gained
    return totals, seen
