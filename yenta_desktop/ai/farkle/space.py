"""The turn-start states of a two-player push-your-luck game, as small integers.

Everything here is in units (50 points for Farkle, 1 for Pig). A player's state
is (score slot, farkle count): opened scores run from the floor to target - 1,
one slot each; a player who has not banked yet (rule 5) can only have 0 or
minus a multiple of the three-farkle penalty, so those get slots of their own
after the opened ones. ``index = slot * counts + farkles`` (``counts`` is 3 when
there is a penalty, else 1). A game state at a turn start is (mover, other),
and the table of values is ``W[mover][other]``: the mover's chance of winning.

The floor bounds the state space (Busche bounds banked scores the same way):
a penalty that would take a score below it leaves the score at the floor (for
a player who has not opened: at the lowest not-opened slot). Lowering the floor
changes the values less and less (docs/ai/farkle.md measures it).

Standard library only; the solver script and Hard's loader share it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

REACHED = -1  # banking reaches the target (the final round, or the win)


@dataclass(frozen=True)
class Space:
    """The player states of one rule set, in units."""

    target: int
    floor: int
    penalty: int
    opening: int
    final_round: bool
    #: How far past the target a turn may go before the solvers assume a bank.
    margin: int

    def __post_init__(self) -> None:
        if self.floor > 0 or self.target <= 0 or self.margin < 0:
            raise ValueError("need floor <= 0 < target and margin >= 0")

    @property
    def counts(self) -> int:
        return 3 if self.penalty else 1

    @cached_property
    def unopened_scores(self) -> tuple[int, ...]:
        """Scores a player who has not banked can have: 0, -penalty, ... down to the floor."""
        if not self.opening:
            return ()
        if not self.penalty:
            return (0,)
        return tuple(range(0, self.floor - 1, -self.penalty))

    @property
    def opened_slots(self) -> int:
        return self.target - self.floor

    @property
    def slots(self) -> int:
        return self.opened_slots + len(self.unopened_scores)

    @property
    def size(self) -> int:
        """Player states; the table has size * size values."""
        return self.slots * self.counts

    def state(self, score: int, farkles: int = 0, opened: bool = True) -> int:
        """The index of a player with ``score`` (units), clamped to the floor."""
        if not 0 <= farkles < self.counts:
            raise ValueError(f"farkle count {farkles} outside 0..{self.counts - 1}")
        if score >= self.target:
            raise ValueError(f"score {score} has reached the target {self.target}")
        if opened or not self.opening:
            slot = max(score, self.floor) - self.floor
        else:
            scores = self.unopened_scores
            if score > 0 or (self.penalty and score % self.penalty):
                raise ValueError(f"a player who has not banked cannot have {score}")
            k = min(-score // self.penalty if self.penalty else 0, len(scores) - 1)
            slot = self.opened_slots + k
        return slot * self.counts + farkles

    def score(self, index: int) -> int:
        slot = index // self.counts
        if slot < self.opened_slots:
            return self.floor + slot
        return self.unopened_scores[slot - self.opened_slots]

    def farkles(self, index: int) -> int:
        return index % self.counts

    def opened(self, index: int) -> bool:
        return index // self.counts < self.opened_slots

    def bank_min(self, index: int) -> int:
        """The least turn total that may be banked (rule 5), at least 1."""
        return 1 if self.opened(index) else max(1, self.opening)

    def after_bank(self, index: int, total: int) -> int:
        """The banker's next state, or REACHED when the new score reaches the target."""
        score = self.score(index) + total
        if score >= self.target:
            return REACHED
        return self.state(score, 0, True)

    def after_farkle(self, index: int) -> int:
        """The player's state after a farkle (rule 4: the third in a row costs the penalty)."""
        f = self.farkles(index)
        if f + 1 < self.counts:
            return index + 1
        opened = self.opened(index)
        score = self.score(index) - self.penalty
        if not opened:
            lowest = self.unopened_scores[-1]
            return self.state(max(score, lowest), 0, False)
        return self.state(score, 0, True)

    def cap(self, index: int) -> int:
        """The turn total at which this player is assumed to bank (target + margin)."""
        return self.target + self.margin - self.score(index)
