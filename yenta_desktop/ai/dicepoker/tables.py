"""The solved value tables, loaded lazily from the bundled assets (never solved at run time).

``value_table(rules)`` returns the expected points still to come from any
start-of-turn state under optimal play, for the rules' two switches. The
files are made by scripts/dicepoker_solve.py; each is read once, checked
(header, size, checksum) and kept for the life of the process.
"""

from __future__ import annotations

import threading
from array import array

from yenta_desktop.ai.dicepoker import layout, tablefile
from yenta_desktop.ai.dicepoker.tablefile import TableError
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.resources import asset

ASSET_FOLDER = "dicepoker"

_lock = threading.Lock()
_loaded: dict[tuple[bool, bool], ValueTable] = {}


class ValueTable:
    """Expected points to come from each start-of-turn state (R, s, L) of one rule set."""

    def __init__(self, rules: Rules, values: array) -> None:  # type: ignore[type-arg]
        self.rules = rules
        self.values = values
        self.upper_first = rules.upper_first

    def value(self, upper: int, s: int, lower: int) -> float:
        """The expected points still to come from (R, s, L) (``s`` is clamped here)."""
        if not upper and not lower:
            return 0.0
        return float(self.values[layout.state_index(self.upper_first, upper, s, lower)])

    def __call__(self, upper: int, s: int, lower: int) -> float:
        return self.value(upper, s, lower)

    def game_value(self) -> float:
        """The optimal expected total of a whole game (every row open)."""
        return self.value(layout.ALL_UPPER, 0, layout.ALL_LOWER)


def read_table(rules: Rules) -> ValueTable:
    """Read and verify the bundled table for ``rules`` (no caching); :class:`TableError`."""
    name = tablefile.file_name(rules)
    try:
        blob = asset(ASSET_FOLDER, name).read_bytes()
    except OSError as error:
        raise TableError(f"the value table {name} is missing: {error}") from None
    values = tablefile.decode(blob, rules, layout.table_size(rules.upper_first))
    return ValueTable(rules, values)


def value_table(rules: Rules) -> ValueTable:
    """The table for ``rules``, loaded on first use and then shared."""
    key = (rules.upper_first, rules.first_roll_double)
    table = _loaded.get(key)
    if table is None:
        with _lock:
            table = _loaded.get(key)
            if table is None:
                table = read_table(Rules(upper_first=key[0], first_roll_double=key[1]))
                _loaded[key] = table
    return table


__all__ = ["TableError", "ValueTable", "read_table", "value_table"]
