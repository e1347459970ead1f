"""The exact values inside one turn, from the values of the states the turn can lead to.

Given, for each box that may be written this turn, the value of writing it
with each roll (its points, the bonuses it brings and the value of the state
after it), :class:`TurnValues` computes exactly, for a turn of R rolls:

* ``last[r]``: the best value of writing a box with roll ``r`` after a re-roll;
* ``hold(t, k)``: the expected value of holding keeper ``k`` after roll ``t``;
* ``first(r)``: the best value with ``r`` as the first roll (writing from it may score more).

Pure Python (about 5 ms per five-dice turn; callers cache one object per turn).
The rolls are those of a roll space (ai/kits/scorecard/dice.py): sorted multisets
of six-sided dice by default, any declared dice with ``dice=roll_space(kinds)``
(ordered rolls and holds by position when the dice differ: about 1 s for five
painted dice); ``late`` and ``first`` of each :class:`BoxChoice` are indexed by
that space's rolls.
:func:`box_choices` builds the boxes' values from a model and any state value
(a solved table for optimal play, zero for this turn's points only);
:func:`box_utilities` from any utility of the turn's end (a chance to win).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import mul

from yenta_desktop.ai.kits.scorecard.dice import Keeper, RollSpace, dice_set
from yenta_desktop.ai.kits.scorecard.model import SolverModel, State

NEG = float("-inf")
#: The value of the rest of the game from a start-of-turn state.
StateValue = Callable[[State], float]
#: The value of ending the turn with (points and bonuses written, the state after).
Utility = Callable[[int, State], float]


@dataclass(frozen=True)
class BoxChoice:
    """Writing one box: its value (points, bonuses, the rest of the game) for each roll.

    ``-inf`` where the box may not take that roll (a forced Joker elsewhere).
    """

    box: str
    late: tuple[float, ...]
    first: tuple[float, ...]


def box_choices(model: SolverModel, value: StateValue, state: State) -> list[BoxChoice]:
    """The boxes that may be written from ``state`` and what each roll written there is worth
    in points: the points and bonuses written plus ``value`` of the state after."""
    return box_utilities(model, lambda reward, after: reward + value(after), state)


def box_utilities(model: SolverModel, worth: Utility, state: State) -> list[BoxChoice]:
    """The boxes that may be written from ``state``, each roll written there valued by
    ``worth(points and bonuses written, state after)``: any utility of the end of the turn
    (the expected total for :func:`box_choices`; a chance to win for a table's Hard)."""
    dice = dice_set(model.num_dice)
    open_mask = state[0]
    legal = model.legal_mask(open_mask)
    jokers = [r for r in dice.all_alike if model.joker_case(open_mask, r)]
    result: list[BoxChoice] = []
    for i, box in enumerate(model.boxes):
        if not legal >> i & 1:
            continue
        known: dict[int, float] = {}

        def written(points: int, i: int = i, known: dict[int, float] = known) -> float:
            found = known.get(points)
            if found is None:
                bonus, after = model.after_write(state, i, points)
                found = known[points] = worth(points + bonus, after)
            return found

        late = [written(p) for p in box.points]
        first = late if box.first_points is None else [written(p) for p in box.first_points]
        if jokers:
            first = list(first) if first is late else first
            for r in jokers:
                late[r] = first[r] = NEG
        result.append(BoxChoice(box.id, tuple(late), tuple(first)))
    if jokers:
        index = {choice.box: n for n, choice in enumerate(result)}
        patched = [(list(c.late), list(c.first)) for c in result]
        for r in jokers:
            for first_roll in (False, True):
                for i, reward, after in model.writes(state, r, first_roll):
                    patched[index[model.boxes[i].id]][first_roll][r] = worth(reward, after)
        result = [
            BoxChoice(c.box, tuple(late), tuple(first))
            for c, (late, first) in zip(result, patched, strict=True)
        ]
    return result


class TurnValues:
    """Exact in-turn values for one start-of-turn state (see the module docstring)."""

    def __init__(
        self,
        choices: Sequence[BoxChoice],
        num_dice: int = 5,
        num_rolls: int = 3,
        dice: RollSpace | None = None,
    ) -> None:
        if not choices:
            raise ValueError("a turn needs at least one box to write")
        #: The rolls and holds (``dice_set(num_dice)`` unless a declared space is given).
        self.dice: RollSpace = dice if dice is not None else dice_set(num_dice)
        # Plain dice index their rolls and keepers directly (the hot path of every game so far).
        self._roll_at = self.dice.roll_index.__getitem__ if self.dice.plain else self.dice.index_of
        self._keeper_at = (
            self.dice.keeper_index.__getitem__ if self.dice.plain else self.dice.keeper_number
        )
        self.num_rolls = num_rolls
        self.choices = {choice.box: choice for choice in choices}
        count = len(self.dice.rolls)
        last = [NEG] * count
        first = [NEG] * count
        for choice in choices:
            last = list(map(max, last, choice.late))
            first = list(map(max, first, choice.first))
        #: Best value of writing a box with each roll after a re-roll.
        self.last = last
        self._first_write = first
        # after[t]: the best value with each roll on the table after roll t (t >= 2).
        self._after: dict[int, list[float]] = {num_rolls: last}
        self._held: dict[int, list[float]] = {}
        outcomes = self.dice.keeper_outcomes
        for t in range(num_rolls - 1, 1, -1):
            get = self._after[t + 1].__getitem__
            held = [sum(map(mul, probs, map(get, indices))) for indices, probs in outcomes]
            self._held[t] = held
            kept = held.__getitem__
            self._after[t] = [max(map(kept, subs)) for subs in self.dice.sub_keepers]
        self._hold1: dict[int, float] = {}

    def hold(self, roll_number: int, keeper: Keeper) -> float:
        """The expected value of holding ``keeper`` (sorted values; a roll with None where dice
        roll when they differ) after roll ``roll_number``."""
        index = self._keeper_at(keeper)
        if not 1 <= roll_number < self.num_rolls:
            raise ValueError(f"dice are held only after rolls 1 to {self.num_rolls - 1}")
        if roll_number > 1:
            return float(self._held[roll_number][index])
        found = self._hold1.get(index)
        if found is None:
            indices, probs = self.dice.keeper_outcomes[index]
            found = sum(map(mul, probs, map(self._after[2].__getitem__, indices)))
            self._hold1[index] = found
        return found

    def holds(self, roll_number: int, roll: tuple[int, ...]) -> dict[Keeper, float]:
        """Every distinct hold of fewer than all dice of ``roll`` (sorted; as on the table when
        the dice differ) and its value."""
        keepers = self.dice.keepers
        return {
            keepers[k]: self.hold(roll_number, keepers[k])
            for k in self.dice.hold_keepers[self._roll_at(roll)]
        }

    def write(self, box: str, roll: tuple[int, ...], first_roll: bool) -> float:
        """The value of writing ``roll`` (sorted; as on the table when the dice differ) into
        ``box`` now (points included)."""
        choice = self.choices[box]
        r = self._roll_at(roll)
        return (choice.first if first_roll else choice.late)[r]

    def first(self, roll: tuple[int, ...]) -> float:
        """The best value with ``roll`` (sorted; as on the table when the dice differ) as the
        turn's first roll."""
        r = self._roll_at(roll)
        best = self._first_write[r]
        if self.num_rolls > 1:
            for k in self.dice.hold_keepers[r]:
                best = max(best, self.hold(1, self.dice.keepers[k]))
        return best

    def start(self) -> float:
        """The expected value of the whole turn before its first roll (Bellman's right side)."""
        return sum(
            p * self.first(roll)
            for p, roll in zip(self.dice.roll_probs, self.dice.rolls, strict=True)
        )
