"""Hard's chance of winning from the shipped table, exact or rescaled (docs/ai/farkle.md).

The shipped table (``assets/farkle/hard.fkt``, written by ``scripts/farkle_solve.py
--table``) is the exact two-player solution of one rule set, named in its header
(:func:`table_rules`; docs/ai/farkle.md says which). For those rules Hard is exact. For any other rules it is a **labelled approximation**:
banked scores are rescaled by ``table target / game target`` onto the table's
grid (``exact`` is False), while the turn itself is played in real points with
the game's own opening minimum, penalty and final round. Three to six players:
the two-player table against the strongest opponent (the highest other score).

The table is read on first use (:func:`shipped_table`, cached); ``prefetch``
reads it in a daemon thread so that a table scene never waits on a frame.
Standard library only.
"""

from __future__ import annotations

import threading
from functools import cache

from yenta_desktop.ai.farkle.model import NUM_DICE, UNIT, Rules
from yenta_desktop.ai.farkle.space import Space
from yenta_desktop.ai.farkle.tables import DecisionTable, TableError, decode
from yenta_desktop.ai.farkle.turn import Turn, pass_chances
from yenta_desktop.resources import asset

ASSET_FOLDER = "farkle"
TABLE_FILE = "hard.fkt"

_lock = threading.Lock()
_models_lock = threading.Lock()


@cache
def _load() -> DecisionTable | None:
    try:
        data = asset(ASSET_FOLDER, TABLE_FILE).read_bytes()
    except OSError:
        return None
    try:
        return decode(data)
    except TableError:
        return None


def shipped_table() -> DecisionTable | None:
    """The shipped table, read once (None if it is missing or damaged: Hard is then Medium)."""
    with _lock:
        return _load()


def rules_of(table: DecisionTable) -> Rules:
    """The rules a decision table solves exactly (from its header)."""
    space = table.space
    return Rules(
        target=space.target * UNIT,
        opening_min=space.opening * UNIT,
        three_farkle_penalty=space.penalty * UNIT,
        final_round=space.final_round,
    )


def table_rules() -> Rules | None:
    """The rules the shipped table solves exactly (None without a table)."""
    table = shipped_table()
    return None if table is None else rules_of(table)


def prefetch(rules: Rules) -> threading.Thread:
    """Read the table and build Hard's model for ``rules`` in a daemon thread (a table scene
    calls this when Hard sits down, so that no frame waits for the first decision)."""
    thread = threading.Thread(target=hard_model, args=(rules,), name="farkle-table", daemon=True)
    thread.start()
    return thread


@cache
def _pass(dmax: int) -> list[list[float]]:
    return pass_chances(dmax=dmax)


class HardModel:
    """Hard's win chances for one game's rules from a decision table.

    A player is (score in points, farkles in a row, opened). :meth:`turn` is the
    exact turn for the mover against one opponent, cached per turn start.
    """

    def __init__(self, table: DecisionTable, rules: Rules) -> None:
        self.table = table
        self.space: Space = table.space
        self.rules = rules
        space = self.space
        self.factor = space.target * UNIT / rules.target
        #: False: a labelled approximation (scores rescaled, or other rule options).
        self.exact = rules == rules_of(table)
        self.size = space.size
        self.counts = space.counts
        self._turns: dict[tuple[int, int, bool, int, int, bool], Turn] = {}
        #: How far past the target a turn may run before a bank is assumed (the table's, rescaled).
        self.margin = round(space.margin * UNIT / self.factor / UNIT) * UNIT
        self._h = _pass(2 * (rules.target + self.margin) // UNIT + 200)

    def state(self, score: int, farkles: int, opened: bool) -> int:
        """The table's index of a player (rescaled, clamped to the table's grid)."""
        space = self.space
        f = min(farkles, space.counts - 1)
        units = round(score * self.factor / UNIT)
        if opened or not space.opening:
            return space.state(max(min(units, space.target - 1), space.floor), f, True)
        scores = space.unopened_scores
        if not space.penalty or units >= 0:
            k = 0
        else:
            k = min(round(-units / space.penalty), len(scores) - 1)
        return space.state(scores[k], f, False)

    def w(self, score: int, farkles: int, opened: bool, opp: tuple[int, int, bool]) -> float:
        """The chance that a player about to start a turn wins against ``opp``."""
        me = self.state(score, farkles, opened)
        other = self.state(*opp)
        return self.table.values[me * self.size + other]

    def turn(self, me: tuple[int, int, bool], opp: tuple[int, int, bool]) -> Turn:
        """The exact turn of ``me`` (score, farkles, opened) against ``opp``, values as chances."""
        key = (*me, *opp)
        cached = self._turns.get(key)
        if cached is not None:
            return cached
        score, farkles, opened = me
        rules = self.rules
        bank_min = 1 if opened else max(1, rules.opening_min // UNIT)
        h = self._h

        def bank(t: int) -> float | None:
            if t < bank_min:
                return None
            new = score + t * UNIT
            if new >= rules.target:
                if not rules.final_round:
                    return 1.0
                d = min(max((new - opp[0]) // UNIT, 0), len(h) - 1)
                return 1.0 - h[d][NUM_DICE]
            return 1.0 - self.w(opp[0], opp[1], opp[2], (new, 0, True))

        if farkles + 1 >= 3:
            after = (score - rules.three_farkle_penalty, 0, opened)
        else:
            after = (score, farkles + 1, opened)
        farkle = 1.0 - self.w(opp[0], opp[1], opp[2], after)
        cap = max((rules.target + self.margin - score) // UNIT, bank_min)
        turn = Turn(bank, farkle, cap)
        self._turns[key] = turn
        return turn


@cache
def _model(rules: Rules) -> HardModel | None:
    table = shipped_table()
    return None if table is None else HardModel(table, rules)


def hard_model(rules: Rules) -> HardModel | None:
    """Hard's model for ``rules``, built once (None without a table: Hard then plays Medium)."""
    with _models_lock:
        return _model(rules)


__all__ = [
    "ASSET_FOLDER",
    "TABLE_FILE",
    "rules_of",
    "table_rules",
    "HardModel",
    "hard_model",
    "prefetch",
    "shipped_table",
]
