"""Skill and luck apart, for any solo game with a value function: total = mean - loss + luck.

Every moment of a solo game has an *expected final score* under a value
function V (the points banked so far plus what V says is still to come): Hard's
exact tables make it the optimum, an estimate makes it Hard's estimate. Two
kinds of step change it:

* a **roll** changes it by its *luck*: the expected final score after the roll
  minus the one before it (positive: the dice helped);
* a **choice** changes it by minus its *loss*: the best choice's value minus
  the chosen one's (0 for the best choice, never negative with an exact V).

The luck of a roll must be its value after minus the *mean* of its values after,
both under V, so that it averages 0 whatever the player does; with an estimate
that is not consistent from one turn to the next, the value before a roll is
still taken as that mean, and the estimate's revision between a choice and the
next roll is counted with the choice (Triple Yahtzee: its writes), never as luck.

The game starts at V's value of the start (the optimal mean when V is exact)
and ends at the final total (V of a finished game is its total), so, summing
the steps, ``total = mean - total loss + total luck`` holds exactly for *any*
such V (:attr:`Split.residual` shows the float rounding). A game's AI package
gives its split through a ``luck`` module (see :mod:`yenta_desktop.ai.daily`);
these classes are what every game's split is made of. Standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: A choice losing more than this (points of expected final score) is marked a mistake.
MISTAKE = 0.2


@dataclass(frozen=True)
class Step:
    """One roll or one choice of the game and what it did to the expected final score.

    ``kind`` is "roll" or "choice"; ``turn`` and ``roll`` count from 1; ``before``
    and ``after`` are expected final scores; ``best`` is the best choice's value
    (choices only); ``what`` the sorted dice rolled, the sorted values held (or set
    aside), or the box written. ``then`` says what followed a set-aside in games
    where a choice is also "bank" or "roll" (Farkle); empty otherwise.
    """

    kind: str
    turn: int
    roll: int
    before: float
    after: float
    what: tuple[int, ...] | str
    best: float = 0.0
    then: str = ""

    @property
    def luck(self) -> float:
        """A roll's luck (0 for a choice)."""
        return self.after - self.before if self.kind == "roll" else 0.0

    @property
    def loss(self) -> float:
        """A choice's loss against the best choice (0 for a roll)."""
        return self.best - self.after if self.kind == "choice" else 0.0


@dataclass(frozen=True)
class Split:
    """A whole game split into the optimal mean, the skill lost and the luck of the dice.

    ``estimate`` is True when the value function is Hard's estimate rather than
    the exact optimum (the review says so): the parts still add up exactly, but
    the mean is Hard's estimate of the optimal mean and a loss is measured
    against Hard's choice.
    """

    optimal_mean: float
    total: int
    steps: tuple[Step, ...] = field(default=())
    estimate: bool = False

    @property
    def loss(self) -> float:
        """The expected points lost by all choices together."""
        return sum(step.loss for step in self.steps)

    @property
    def luck(self) -> float:
        """The dice's luck over the game."""
        return sum(step.luck for step in self.steps)

    @property
    def choices(self) -> list[Step]:
        """The choices, in order."""
        return [step for step in self.steps if step.kind == "choice"]

    @property
    def mean_loss(self) -> float:
        """The mean loss per choice."""
        choices = self.choices
        return self.loss / len(choices) if choices else 0.0

    @property
    def mistakes(self) -> int:
        """How many choices lost more than :data:`MISTAKE`."""
        return sum(1 for step in self.choices if step.loss > MISTAKE)

    @property
    def residual(self) -> float:
        """``total - (optimal mean - loss + luck)``: zero but for float rounding."""
        return self.total - (self.optimal_mean - self.loss + self.luck)
