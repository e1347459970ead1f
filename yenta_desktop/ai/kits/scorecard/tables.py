"""Solved value tables, loaded lazily and once per process, from any thread.

A game gives :class:`TableSource` its model and a function that reads the
file's bytes (from its assets); ``source.table()`` reads, verifies and keeps
the table on first use. Tables are made offline by scripts/scorecard_solve.py,
never at run time.
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Callable
from functools import cached_property

from yenta_desktop.ai.kits.scorecard.model import SolverModel, State
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
