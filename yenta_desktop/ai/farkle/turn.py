"""One turn solved exactly, for any value of banking: the core of every Farkle level.

A turn's state is (t, n): the turn total t (units of 50) and the n dice about
to be rolled. Write ``B(t)`` for what banking at t is worth (None where Bank is
not allowed, rule 5) and ``F`` for what a farkle is worth. Then

    V(t, n) = farkle(n) * F + sum over option sets s of n dice:
              chance(s) * max over (p, m) in s of C(t + p, m)
    C(t, m) = max(B(t), V(t, m))           (the value after a set-aside)

Every set-aside scores at least 50, so V at t depends only on C at larger
totals: the values are computed from a cap downward, where at t >= cap the
player is assumed to bank (C = B). For the expected score the cap is far above
any total where rolling still pays (checked in the tests), for a final-round
"pass the leader" turn it is the first total that passes, so either way the
result is exact. The same code serves Medium (B(t) = t), the final round
(B(t) = 1 if t passes the leader) and Hard (B(t) = the chance of winning after
banking, from the solved turn-start values).

Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable

from yenta_desktop.ai.farkle.model import DiceModel, farkle_model

BankValue = Callable[[int], float | None]


class Turn:
    """The exact values V(t, n) and C(t, n) of one turn, for totals 0 <= t <= cap."""

    def __init__(
        self,
        bank: BankValue,
        farkle: float,
        cap: int,
        model: DiceModel | None = None,
        low: int = 0,
    ) -> None:
        self.model = model or farkle_model()
        self.cap = cap
        self.low = low
        self.farkle = farkle
        self._bank = bank
        dice = self.model.max_dice
        top = cap + self.model.max_points
        #: The highest total a value is kept for (the model's max_points is worked out
        #: from every option set, too slow for each look-up).
        self._top = top
        size = top - low + 1
        neg = float("-inf")
        self._bank_at: list[float | None] = [bank(t) for t in range(low, top + 1)]
        #: _after[t - low][m], _roll[t - low][m]; index m = dice (0 unused).
        self._after = [[neg] * (dice + 1) for _ in range(size)]
        self._roll = [[neg] * (dice + 1) for _ in range(size)]
        for t in range(cap, top + 1):
            value = self._bank_at[t - low]
            if value is None:
                raise ValueError(f"Bank must be allowed at the cap (total {t})")
            self._after[t - low] = [value] * (dice + 1)
        farkles = self.model.farkle
        sets = self.model.sets
        after = self._after
        for t in range(cap - 1, low - 1, -1):
            i = t - low
            row_roll = self._roll[i]
            for n in range(1, dice + 1):
                total = farkles[n] * farkle
                for chance, opts in sets[n]:
                    best = neg
                    for p, m in opts:
                        v = after[i + p][m]
                        if v > best:
                            best = v
                    # Hot dice off: every option used the last dice below the bank
                    # minimum, so the turn can go nowhere: a farkle (the engine's rule).
                    total += chance * (farkle if best == neg else best)
                row_roll[n] = total
            b = self._bank_at[i]
            row_after = after[i]
            # m = 0 (hot dice off, every die used): bank or nothing.
            row_after[0] = neg if b is None else b
            for m in range(1, dice + 1):
                r = row_roll[m]
                row_after[m] = r if b is None or r > b else b

    @property
    def rows(self) -> tuple[list[list[float]], list[float | None]]:
        """(after[t - low][m], bank[t - low]) as lists: what a simulation indexes directly."""
        return self._after, self._bank_at

    def _index(self, t: int) -> int:
        if not self.low <= t <= self._top:
            raise ValueError(f"total {t} is outside this turn's range {self.low}..{self.cap}")
        return t - self.low

    def bank_value(self, t: int) -> float | None:
        """What banking at total ``t`` is worth; None where Bank is not allowed."""
        return self._bank_at[self._index(t)]

    def roll_value(self, t: int, n: int) -> float:
        """The value of rolling ``n`` dice at total ``t`` and playing on optimally."""
        if n == 0:
            raise ValueError("no dice to roll: with hot dice off the turn banks")
        i = self._index(t)
        if t >= self.cap:
            raise ValueError(f"at total {t} (the cap) this turn banks")
        return self._roll[i][n]

    def after_value(self, t: int, n: int) -> float:
        """The value after a set-aside that left total ``t`` and ``n`` dice to roll."""
        return self._after[self._index(t)][n]

    def should_bank(self, t: int, n: int) -> bool:
        """Whether banking at ``t`` with ``n`` dice left is at least as good as rolling."""
        b = self.bank_value(t)
        if b is None:
            return False
        return t >= self.cap or b >= self._roll[self._index(t)][n]


def pass_chances(model: DiceModel | None = None, dmax: int = 400) -> list[list[float]]:
    """The final round's last turn: H[d][n] = the chance of scoring more than d (units).

    With n dice to roll and d still to beat, a tie (exactly d) counts one half
    (rule 6). The value only depends on what is still needed, so one table
    serves every score: after a set-aside of p leaving m dice, what is left is
    d - p; below zero the player banks and wins (1), at zero banking ties
    (1/2, or roll on), above zero only rolling can help. A farkle loses.
    """
    model = model or farkle_model()
    dice = model.max_dice
    h = [[0.0] * (dice + 1) for _ in range(dmax + 1)]

    def after(e: int, m: int) -> float:
        if e < 0:
            return 1.0
        if m == 0:  # hot dice off, every die used: bank
            return 0.5 if e == 0 else 0.0
        if e == 0:
            return max(0.5, h[0][m])
        return h[e][m]

    for d in range(dmax + 1):
        for n in range(1, dice + 1):
            total = 0.0
            for chance, opts in model.sets[n]:
                total += chance * max(after(d - p, m) for p, m in opts)
            h[d][n] = total
    return h
