"""The sound baseline: the calling chances of the one-bid abstraction solved by CFR+.

``scripts/liedice_solve.py`` solves it offline and writes
``assets/liedice/baseline.json``; this module only reads it (once). A bid is
placed by two *raw odds* of its receiver (what it saw of the box and the
re-rolls it heard, the bids not read as evidence): ``c``, the chance that the
box is at least the lowest raise the bidder faced, and ``r``, the chance it
is at least the bid. :func:`baseline_call` is the equilibrium chance that the
receiver calls it (two players left: ``duel``; more: ``crowd``).
docs/ai/lie-dice.md describes the abstraction and its exploitability.
"""

from __future__ import annotations

import json
import threading
from functools import cache

from yenta_desktop.resources import read_text

_lock = threading.Lock()


@cache
def _table() -> dict[str, object]:
    with _lock:
        data: dict[str, object] = json.loads(read_text("liedice", "baseline.json"))
    return data


def buckets() -> int:
    """How many buckets of raw odds the table has."""
    count: int = _table()["buckets"]  # type: ignore[assignment]
    return count


def _bucket(p: float, n: int) -> int:
    return max(0, min(n - 1, int(p * n)))


def baseline_call(c_raw: float, r_raw: float, duel: bool) -> float:
    """The equilibrium chance of a call on a bid of raw odds ``r_raw`` after a claim ``c_raw``.

    Certain cases are not left to the table: a bid the receiver knows is false
    (raw odds 0) is called, one it knows is true (1) is not.
    """
    if r_raw <= 1e-9:
        return 1.0
    if r_raw >= 1.0 - 1e-9:
        return 0.0
    n = buckets()
    c = _bucket(max(c_raw, r_raw), n)
    j = min(c, _bucket(r_raw, n))
    variant = _table()["duel" if duel else "crowd"]
    calls: list[list[float]] = variant["call"]  # type: ignore[index]
    return float(calls[c][j])
