"""An independent, slow, plainly written solver for reduced games (a few rows).

It shares nothing with the AI's solvers but the engine's scoring (the rules
themselves): states keep the exact upper sum until the upper rows are all
written (no clamping), holds are every
set of tray positions (no keeper algebra), and the chance of each outcome is
counted by enumerating every ordered roll of the free dice.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations, product

from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.spec import UPPER_ROWS, is_upper, row_points


@cache
def outcomes(free: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every sorted result of rolling ``free`` dice with its chance, by counting 6**free rolls."""
    counted = Counter(tuple(sorted(roll)) for roll in product(range(1, 7), repeat=free))
    total = 6**free
    return tuple((dice, n / total) for dice, n in sorted(counted.items()))


class BruteForce:
    """The optimal expected points of a game with only ``rows`` on the card."""

    def __init__(self, rows: tuple[str, ...], rules: Rules, rolls: int = 3) -> None:
        self.rows = rows
        self.rules = rules
        self.rolls = rolls
        self.upper_rows = frozenset(r for r in rows if is_upper(r))
        self.memo: dict[tuple[frozenset[str], int], tuple[float, float]] = {}

    def game_value(self) -> float:
        """The expected total of the reduced game from an empty card."""
        return self.value(frozenset(self.rows), 0)[0]

    def game_moments(self) -> tuple[float, float]:
        """The mean and second moment of the total under the mean-maximising policy."""
        return self.value(frozenset(self.rows), 0)

    def legal(self, open_rows: frozenset[str]) -> list[str]:
        upper_open = [r for r in open_rows if is_upper(r)]
        if self.rules.upper_first and upper_open:
            return upper_open
        return sorted(open_rows)

    def value(self, open_rows: frozenset[str], upper_sum: int) -> tuple[float, float]:
        """(E[points to come], E[(points to come)^2]) from the start of a turn."""
        if not open_rows:
            return (0.0, 0.0)
        key = (open_rows, upper_sum)
        if key not in self.memo:
            after: dict[tuple[int, tuple[int, ...]], tuple[float, float]] = {}
            kept_value: dict[tuple[int, tuple[int, ...]], tuple[float, float]] = {}

            def better(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
                return a if a[0] >= b[0] else b

            def write(dice: tuple[int, ...], first: bool) -> tuple[float, float]:
                best = (float("-inf"), 0.0)
                for row in self.legal(open_rows):
                    points = row_points(row, dice, first, self.rules)
                    rest = open_rows - {row}
                    new_sum = upper_sum + points if is_upper(row) else upper_sum
                    bonus = 0
                    if is_upper(row) and not (rest & self.upper_rows) and new_sum >= 0:
                        bonus = 50
                    if not rest & self.upper_rows:
                        new_sum = 0  # the bonus is settled: the sum no longer matters
                    gain = points + bonus
                    mean, square = self.value(rest, new_sum)
                    best = better(best, (gain + mean, gain * gain + 2 * gain * mean + square))
                return best

            def best_with(roll_number: int, dice: tuple[int, ...]) -> tuple[float, float]:
                found = after.get((roll_number, dice))
                if found is not None:
                    return found
                best = write(dice, roll_number == 1)
                if roll_number < self.rolls:
                    for size in range(5):
                        for positions in combinations(range(5), size):
                            kept = tuple(sorted(dice[p] for p in positions))
                            best = better(best, expect(roll_number, kept))
                after[(roll_number, dice)] = best
                return best

            def expect(roll_number: int, kept: tuple[int, ...]) -> tuple[float, float]:
                found = kept_value.get((roll_number, kept))
                if found is None:
                    mean = square = 0.0
                    for new, p in outcomes(5 - len(kept)):
                        m, s = best_with(roll_number + 1, tuple(sorted(kept + new)))
                        mean += p * m
                        square += p * s
                    found = kept_value[(roll_number, kept)] = (mean, square)
                return found

            mean = square = 0.0
            for dice, p in outcomes(5):
                m, s = best_with(1, dice)
                mean += p * m
                square += p * s
            self.memo[key] = (mean, square)
        return self.memo[key]


__all__ = ["UPPER_ROWS", "BruteForce", "outcomes"]
