"""Hard's chance of winning from the shipped tables, exact or rescaled (docs/ai/farkle.md).

Each shipped table (``assets/farkle/hard-*.fkt``, written by ``scripts/farkle_solve.py
--table``) is the exact two-player solution of one rule set, named in its header
(:func:`exact_rules`; docs/ai/farkle.md says which: the default game, target 10,000,
and target 3,000). For those rules Hard is exact. For any other rules it is a
**labelled approximation** (:func:`table_for` picks the table of the nearest target):
banked scores are rescaled by ``table target / game target`` onto the table's
grid (``exact`` is False), while the turn itself is played in real points with
the game's own opening minimum, penalty, final round and (issue 34's house rules)
scoring table, bank minimum and hot dice: the tables solve the standard table, so a
house table is always the labelled approximation. Three to six players:
the two-player table against the strongest opponent (the highest other score).

A table is read on first use (cached); ``prefetch`` reads it in a daemon thread so
that a table scene never waits on a frame. Standard library only.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from functools import cache

from yenta_desktop.ai.farkle.model import NUM_DICE, UNIT, DiceModel, Rules, farkle_model
from yenta_desktop.ai.farkle.space import Space
from yenta_desktop.ai.farkle.tables import DecisionTable, TableError, decode
from yenta_desktop.ai.farkle.turn import Turn, pass_chances
from yenta_desktop.resources import asset

ASSET_FOLDER = "farkle"
#: The shipped tables by the target they solve (the rest of each rule set is the default);
#: the first is the default game's.
TABLE_FILES = {10_000: "hard-10000.fkt", 3_000: "hard-3000.fkt"}

_lock = threading.Lock()
_models_lock = threading.Lock()


@cache
def _load(name: str) -> DecisionTable | None:
    try:
        data = asset(ASSET_FOLDER, name).read_bytes()
    except OSError:
        return None
    try:
        return decode(data)
    except TableError:
        return None


def load_table(target: int) -> DecisionTable | None:
    """The shipped table for ``target`` (a key of TABLE_FILES), read once (None if it is
    missing or damaged)."""
    with _lock:
        return _load(TABLE_FILES[target])


def shipped_table() -> DecisionTable | None:
    """The default game's table, read once (None if it is missing or damaged)."""
    return load_table(next(iter(TABLE_FILES)))


def table_for(rules: Rules) -> DecisionTable | None:
    """The table Hard plays ``rules`` from: the one that solves them exactly, else the one
    whose target is nearest (by ratio) among those that load (None without any: Hard is
    then Medium). Only the chosen file is read."""
    exact = [t for t in TABLE_FILES if t == rules.target and rules == _rules_at(t)]
    order = exact + sorted(
        (t for t in TABLE_FILES if t not in exact),
        key=lambda t: (abs(math.log(t / rules.target)), -t),
    )
    for target in order:
        table = load_table(target)
        if table is not None:
            return table
    return None


def _rules_at(target: int) -> Rules:
    return Rules(target=target)


def rules_of(table: DecisionTable) -> Rules:
    """The rules a decision table solves exactly (from its header)."""
    space = table.space
    return Rules(
        target=space.target * UNIT,
        opening_min=space.opening * UNIT,
        three_farkle_penalty=space.penalty * UNIT,
        final_round=space.final_round,
    )


def exact_rules() -> tuple[Rules, ...]:
    """The rule sets the shipped tables solve exactly (those that load)."""
    tables = (load_table(t) for t in TABLE_FILES)
    return tuple(rules_of(table) for table in tables if table is not None)


_prefetched: dict[Rules, threading.Thread] = {}
_prefetch_lock = threading.Lock()


def prefetch(rules: Rules) -> threading.Thread:
    """Read the table and build Hard's model for ``rules`` in a daemon thread, once per
    rules (a Hard bot does this for the default game as it sits down, so that its first
    decision does not wait for the file; a table scene may do it for the coach)."""
    with _prefetch_lock:
        thread = _prefetched.get(rules)
        if thread is None:
            thread = threading.Thread(
                target=hard_model, args=(rules,), name="farkle-table", daemon=True
            )
            _prefetched[rules] = thread
            thread.start()
    return thread


#: Turns kept solved per model: a game starts a few hundred at most, and each takes about
#: 80 KB, so a worker playing game after game stays under 25 MB (it grew 1 MB a game).
TURN_CACHE = 300


@cache
def _pass(dmax: int, model: DiceModel | None = None) -> list[list[float]]:
    return pass_chances(model, dmax=dmax)


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
        #: The turns solved lately, least recently used first (bounded: about 80 KB a turn).
        self._turns: OrderedDict[tuple[int, int, bool, int, int, bool], Turn] = OrderedDict()
        self._turns_lock = threading.Lock()
        #: How far past the target a turn may run before a bank is assumed (the table's, rescaled).
        self.margin = round(space.margin * UNIT / self.factor / UNIT) * UNIT
        model = None if rules.model is farkle_model() else rules.model
        self._h = _pass(2 * (rules.target + self.margin) // UNIT + 200, model)

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
        with self._turns_lock:
            cached = self._turns.get(key)
            if cached is not None:
                self._turns.move_to_end(key)
                return cached
        score, farkles, opened = me
        rules = self.rules
        bank_min = rules.bank_units(opened)
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
        turn = Turn(bank, farkle, cap, rules.model)
        with self._turns_lock:
            self._turns[key] = turn
            while len(self._turns) > TURN_CACHE:
                self._turns.popitem(last=False)
        return turn


@cache
def _model(rules: Rules) -> HardModel | None:
    table = table_for(rules)
    return None if table is None else HardModel(table, rules)


def hard_model(rules: Rules) -> HardModel | None:
    """Hard's model for ``rules``, built once (None without a table: Hard then plays Medium)."""
    with _models_lock:
        return _model(rules)


__all__ = [
    "ASSET_FOLDER",
    "TABLE_FILES",
    "HardModel",
    "exact_rules",
    "hard_model",
    "load_table",
    "prefetch",
    "rules_of",
    "shipped_table",
    "table_for",
]
