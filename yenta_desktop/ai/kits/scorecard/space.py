"""The reachable start-of-turn states of a model, and where each lives in a value table.

States are enumerated from the model: the open-box masks reachable from an
empty card under its order constraint, for each the upper progress values the
written upper boxes can total (clamped), and the flags. A table holds them by
mask (ascending), then progress (ascending), then flag. The empty card comes
last-but-not-least: the all-closed mask 0 is stored too (its values are 0).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from yenta_desktop.ai.kits.scorecard.model import SolverModel, State


class StateSpace:
    """Reachable states of ``model`` and their table positions."""

    def __init__(self, model: SolverModel) -> None:
        self.model = model
        self.masks: tuple[int, ...] = tuple(model.reachable_masks)
        base = [-1] * (model.full_mask + 1)
        offset = 0
        for mask in self.masks:
            base[mask] = offset
            offset += len(self.progress_values(mask)) * len(model.flag_values(mask))
        #: Per mask: the index of its first state (-1: unreachable).
        self.base = base
        #: How many states a table holds.
        self.size = offset
        self._positions: dict[int, dict[int, int]] = {}

    @cached_property
    def _box_values(self) -> tuple[tuple[int, ...], ...]:
        """Per box: the distinct points it can hold (upper boxes only matter; the rules'
        own writes into them are among these: model_from_spec checks it)."""
        return tuple(
            tuple(sorted(set(box.points) | set(box.first_points or ()))) for box in self.model.boxes
        )

    def progress_values(self, mask: int) -> tuple[int, ...]:
        """The clamped progress values a state with open boxes ``mask`` can have, ascending."""
        model = self.model
        key = mask & model.upper_bits
        cache = self._progress_cache
        found = cache.get(key)
        if found is None:
            if model.bonus is None or not key:
                found = (0,)
            else:
                sums = {0}
                for i, box in enumerate(model.boxes):
                    if box.face and not key >> i & 1:
                        sums = {s + v for s in sums for v in self._box_values[i]}
                found = tuple(sorted({model.clamp(key, s) for s in sums}))
            cache[key] = found
        return found

    @cached_property
    def _progress_cache(self) -> dict[int, tuple[int, ...]]:
        return {}

    def index(self, state: State) -> int:
        """The table position of ``state`` (its progress must be clamped); KeyError if unreachable."""
        mask, progress, flag = state
        start = self.base[mask]
        if start < 0:
            raise KeyError(f"open-box mask {mask:#x} cannot be reached")
        key = mask & self.model.upper_bits
        positions = self._positions.get(key)
        if positions is None:
            positions = {p: i for i, p in enumerate(self.progress_values(mask))}
            self._positions[key] = positions
        flags = 2 if self.model.flag_bit and not mask & self.model.flag_bit else 1
        return start + positions[progress] * flags + flag

    def states(self) -> Iterator[State]:
        """Every state in table order."""
        for mask in self.masks:
            flags = self.model.flag_values(mask)
            for progress in self.progress_values(mask):
                for flag in flags:
                    yield (mask, progress, flag)
