"""Solved value tables, loaded lazily and once per process, from any thread.

A game gives :class:`TableSource` its model and a function that reads the
file's bytes (from its assets); ``source.table()`` reads, verifies and keeps
the table on first use. :class:`SpecTables` does that for every rules variant of
a game's scorecard specification (no game writes an adapter). Tables are made
offline by scripts/scorecard_solve.py, never at run time.
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Callable, Sequence
from functools import cached_property
from typing import Any

from yenta_desktop.ai.kits.scorecard.model import (
    CardSpec,
    SolverModel,
    State,
    model_from_spec,
    state_of_column,
)
from yenta_desktop.ai.kits.scorecard.space import StateSpace
from yenta_desktop.ai.kits.scorecard.tablefile import TableError, decode


class ValueTable:
    """Expected points to come (and their second moment) from each state of one model."""

    def __init__(self, model: SolverModel, space: StateSpace, means: array, moments: array) -> None:  # type: ignore[type-arg]
        self.model = model
        self.space = space
        self.means = means
        self.moments = moments

    def value(self, state: State) -> float:
        """The expected points still to come from ``state`` (its progress clamped)."""
        return float(self.means[self.space.index(state)])

    def __call__(self, state: State) -> float:
        return float(self.means[self.space.index(state)])

    def second_moment(self, state: State) -> float:
        """E[(points to come)^2] from ``state`` under the mean-maximising policy."""
        return float(self.moments[self.space.index(state)])

    def spread(self, state: State) -> float:
        """The standard deviation of the points to come from ``state``."""
        mean = self.value(state)
        return float(max(0.0, self.second_moment(state) - mean * mean) ** 0.5)

    def game_value(self) -> float:
        """The optimal expected total of a whole game (an empty card)."""
        return self.value(self.model.start_state())


class TableSource:
    """Where one model's table comes from, and the table once loaded (thread-safe, lazy)."""

    def __init__(self, model: SolverModel, read: Callable[[], bytes], name: str) -> None:
        self.model = model
        self._read = read
        self.name = name
        self._lock = threading.Lock()
        self._table: ValueTable | None = None

    @cached_property
    def space(self) -> StateSpace:
        """The model's states (built on first use)."""
        return StateSpace(self.model)

    def read(self) -> ValueTable:
        """Read and verify the table (no caching); :class:`TableError` if missing or wrong."""
        try:
            blob = self._read()
        except OSError as error:
            raise TableError(f"the value table {self.name} is missing: {error}") from None
        means, moments = decode(blob, self.model.digest, self.space.size)
        return ValueTable(self.model, self.space, means, moments)

    def table(self) -> ValueTable:
        """The table, loaded on first use and then shared."""
        table = self._table
        if table is None:
            with self._lock:
                table = self._table
                if table is None:
                    table = self._table = self.read()
        return table


def file_name(variant: str) -> str:
    """The file name of the table of rules variant ``variant``."""
    return f"values-{variant}.sct"


class SpecTables:
    """A game's solver models and solved tables, read from its scorecard specification.

    ``spec_for(rules)`` is the card ``rules`` play (the engine's spec); ``read(game id,
    file name)`` reads a table file (from the game's assets). Rules with the same
    variant name (``spec.variant_name``) share one model and one table, built or
    loaded on first use (thread-safe). A card of several columns has one table for a
    column; :meth:`card_value` adds its columns up, each times its multiplier.
    """

    def __init__(self, spec_for: Callable[[Any], CardSpec], read: Callable[[str, str], bytes]):
        self.spec_for = spec_for
        self._read = read
        self._lock = threading.Lock()
        self._models: dict[tuple[str, str], SolverModel] = {}
        self._sources: dict[tuple[str, str], TableSource] = {}

    def name(self, rules: Any) -> str:
        """The variant name of the card ``rules`` play (names its table)."""
        return self.spec_for(rules).variant_name(rules)

    def file_name(self, rules: Any) -> str:
        """The table file name of ``rules``."""
        return file_name(self.name(rules))

    def model(self, rules: Any) -> SolverModel:
        """The solver model of ``rules`` (one column of the card), built once per variant."""
        spec = self.spec_for(rules)
        key = (spec.game_id, spec.variant_name(rules))
        with self._lock:
            found = self._models.get(key)
            if found is None:
                found = self._models[key] = model_from_spec(spec, rules)
        return found

    def source(self, rules: Any) -> TableSource:
        """Where the table of ``rules`` comes from (shared: loaded once)."""
        spec = self.spec_for(rules)
        key = (spec.game_id, spec.variant_name(rules))
        model = self.model(rules)
        name = file_name(key[1])
        with self._lock:
            found = self._sources.get(key)
            if found is None:
                game = spec.game_id
                found = self._sources[key] = TableSource(
                    model, lambda: self._read(game, name), f"{game}/{name}"
                )
        return found

    def table(self, rules: Any) -> ValueTable:
        """The solved table of ``rules``, loaded on first use and then shared."""
        return self.source(rules).table()

    def state(self, rules: Any, card: Sequence[int | None], column: int = 0) -> State:
        """The solver state of column ``column`` of ``card`` (None for open boxes)."""
        model = self.model(rules)
        n = len(model.boxes)
        return state_of_column(model, card[column * n : (column + 1) * n])

    def card_value(self, rules: Any, card: Sequence[int | None]) -> float:
        """The optimal points still to come on ``card``: each column's table value times
        its multiplier (one column: just its value)."""
        table = self.table(rules)
        columns = self.spec_for(rules).columns
        return sum(m * table.value(self.state(rules, card, c)) for c, m in enumerate(columns))
