"""Combinatorics of rolling N dice, shared by the in-turn values and the offline solver.

Two *roll spaces* with one interface (:class:`RollSpace`), chosen by
:func:`roll_space` from a turn's declared dice (engine/families/dice.py):

* :class:`DiceSet` (:func:`dice_set` for six-sided dice): every die alike, so dice
  order never matters to the value of a roll. Rolls are sorted tuples (252 for
  five dice) and holds are "keepers": sorted tuples of 0 to N dice (462 for five).
* :class:`OrderedDice`: dice that differ (painted Yahtzee's five layouts), so which
  die shows what matters. Rolls are ordered tuples, one face per slot (7,776 for
  five six-faced dice), and a keeper is a roll with ``None`` in every slot that
  rolls again (16,807 for five such dice): a hold by position.

In both, keepers come smallest first, so the last ``len(rolls)`` are the rolls
themselves (``num_holds`` keepers hold fewer than all the dice), and
``keeper_outcomes[k]`` lists the rolls that holding keeper ``k`` and rolling the
other dice can give, with their probabilities. A roll's dice are the table's
(bare ints for plain faces, coloured :class:`Face` ints otherwise), so a game's
scoring reads them directly. :meth:`RollSpace.canonical` turns the dice on the
table into the space's roll, :meth:`RollSpace.keeper_at` a hold into its keeper
and :meth:`RollSpace.positions_of` a keeper back into positions to hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement, product
from math import factorial, prod
from typing import Any, Protocol


class DieKind(Protocol):
    """What the kit reads of a declared die (engine/families/dice.py's ``DieKind``; the kit
    imports no engine): its distinct faces with their chances, and how to read a face."""

    @property
    def plain(self) -> bool:
        """Whether every face is a bare int."""

    @property
    def distinct(self) -> tuple[tuple[int, Fraction], ...]:
        """Each distinct face (as it sits on the table) with its exact probability."""

    def resolve(self, entry: Any) -> int:
        """The table token of the face ``entry`` names (ValueError if none)."""


def face_key(die: int) -> tuple[int, Any, Any]:
    """(value, colour, label) of a die on the table (a plain int has neither colour nor label)."""
    return (int(die), getattr(die, "colour", None), getattr(die, "label", None))


def dice_key(dice: Sequence[int]) -> tuple[Any, ...]:
    """A tuple that tells apart dice whose colours differ (plain ints stay ints)."""
    return tuple(die if type(die) is int else face_key(die) for die in dice)


def is_six_sided(kind: DieKind) -> bool:
    """Whether ``kind`` is the plain die 1-6 (:func:`dice_set`'s dice)."""
    return kind.plain and kind.distinct == tuple((v, Fraction(1, 6)) for v in range(1, 7))


FACES = (1, 2, 3, 4, 5, 6)


def multiset_probability(dice: Sequence[int]) -> float:
    """The chance that rolling ``len(dice)`` dice shows exactly these values (any order)."""
    counts = [0] * 7
    for value in dice:
        counts[value] += 1
    ways = factorial(len(dice))
    for count in counts:
        ways //= factorial(count)
    return float(ways / 6 ** len(dice))


#: A keeper: sorted held dice (DiceSet), or a roll with None where dice roll (OrderedDice).
Keeper = tuple[Any, ...]


class RollSpace:
    """What the in-turn values and the solver read of a roll space (see the module docstring)."""

    num_dice: int
    #: Every roll (sorted for alike dice, ordered by slot for dice that differ).
    rolls: tuple[tuple[int, ...], ...]
    #: Every keeper, smallest first; the last ``len(rolls)`` are the rolls.
    keepers: tuple[Keeper, ...]
    #: How many keepers hold fewer than all the dice (they come first).
    num_holds: int
    #: Per keeper: (roll indices, probabilities) of the rolls holding it can give.
    keeper_outcomes: tuple[tuple[tuple[int, ...], tuple[float, ...]], ...]
    #: The chance of each roll from all dice fresh (a turn's first roll).
    roll_probs: tuple[float, ...]
    #: Per roll: the keepers it contains, itself included (holding all = stopping), sorted.
    sub_keepers: tuple[tuple[int, ...], ...]
    #: Per roll: the keepers of 0 to n - 1 of its dice (what a re-roll may hold), sorted.
    hold_keepers: tuple[tuple[int, ...], ...]
    #: The indices of the rolls whose dice all show one value (a Yahtzee).
    all_alike: tuple[int, ...]
    roll_index: dict[Any, int]
    keeper_index: dict[Any, int]
    #: Whether dice order matters (OrderedDice) or not (DiceSet).
    ordered: bool = False
    #: Whether every die is plain (rolls and keepers are bare ints: index them directly).
    plain: bool = True

    def canonical(self, dice: Sequence[int]) -> tuple[int, ...]:
        """The dice on the table as this space's roll."""
        raise NotImplementedError

    def index_of(self, roll: Sequence[int]) -> int:
        """The index of ``roll`` (a roll of this space, or the dice on the table)."""
        roll = self.canonical(roll)
        return self.roll_index[roll if self.plain else dice_key(roll)]

    def keeper_number(self, keeper: Keeper) -> int:
        """The index of ``keeper`` among :attr:`keepers`."""
        return self.keeper_index[keeper if self.plain else _keeper_key(keeper)]

    def keeper_at(self, dice: Sequence[int], positions: Sequence[int]) -> Keeper:
        """The keeper of holding ``positions`` of the dice on the table."""
        raise NotImplementedError

    def positions_of(self, dice: Sequence[int], keeper: Keeper) -> tuple[int, ...]:
        """The positions to hold for ``keeper`` with ``dice`` on the table (leftmost first)."""
        raise NotImplementedError

    def one_fewer(self, k: int) -> tuple[int, ...]:
        """The distinct keepers holding one die fewer than keeper ``k`` (sorted; the lattice
        the solver's best-hold pass climbs)."""
        raise NotImplementedError

    @staticmethod
    def held(keeper: Keeper) -> int:
        """How many dice ``keeper`` holds."""
        return sum(1 for d in keeper if d is not None)


def _keeper_key(keeper: Keeper) -> tuple[Any, ...]:
    return tuple(None if d is None else (d if type(d) is int else face_key(d)) for d in keeper)


class DiceSet(RollSpace):
    """Rolls, keepers and transitions of ``num_dice`` alike dice of ``kind`` (use
    :func:`dice_set` for six-sided dice, :func:`roll_space` for declared ones: both cached)."""

    def __init__(self, num_dice: int, kind: DieKind | None = None) -> None:
        if not 1 <= num_dice <= 8:
            raise ValueError(f"1 to 8 dice, not {num_dice}")
        #: The declared die (None: plain six-sided dice).
        self.kind = None if kind is None or is_six_sided(kind) else kind
        if self.kind is not None:
            self._declared(num_dice, self.kind)
            return
        n = num_dice
        self.num_dice = n
        #: Every roll, sorted.
        self.rolls: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(FACES, n))
        self.roll_index = {roll: index for index, roll in enumerate(self.rolls)}
        #: Every multiset of 0 to n dice, smallest first; the last ``len(rolls)`` are the rolls.
        self.keepers: tuple[tuple[int, ...], ...] = tuple(
            keep for size in range(n + 1) for keep in combinations_with_replacement(FACES, size)
        )
        self.keeper_index = {keep: index for index, keep in enumerate(self.keepers)}
        #: How many keepers hold fewer than all the dice (they come first).
        self.num_holds = len(self.keepers) - len(self.rolls)
        #: Per keeper: (roll indices, probabilities) of the rolls holding it can give.
        self.keeper_outcomes = tuple(self._outcomes(keep) for keep in self.keepers)
        #: The chance of each roll from all dice fresh (a turn's first roll).
        self.roll_probs = tuple(multiset_probability(roll) for roll in self.rolls)
        #: Per roll: the distinct keepers it contains, itself included (holding all = stopping).
        self.sub_keepers = tuple(self._sub_keepers(roll, n) for roll in self.rolls)
        #: Per roll: the distinct keepers of 0 to n - 1 of its dice (what a re-roll may hold).
        self.hold_keepers = tuple(self._sub_keepers(roll, n - 1) for roll in self.rolls)
        #: Per roll and face: how many dice show it (index 0 unused).
        self.roll_counts = tuple(tuple(roll.count(v) for v in range(7)) for roll in self.rolls)
        #: Per face 1-6: the index of the roll with every die showing it.
        self.all_alike = tuple(self.roll_index[(face,) * n] for face in FACES)

    def _declared(self, n: int, kind: DieKind) -> None:
        """The same space over one declared kind: its distinct faces, in face order, weighted."""
        self.num_dice = n
        self.plain = kind.plain
        faces = [token for token, _ in kind.distinct]
        weight = [float(p) for _, p in kind.distinct]
        rank = {face_key(t): i for i, t in enumerate(faces)}
        self._rank = rank
        key = (lambda r: r) if self.plain else dice_key

        def chance(picks: tuple[int, ...]) -> float:
            ways = factorial(len(picks))
            for i in set(picks):
                ways //= factorial(picks.count(i))
            return ways * prod(weight[i] for i in picks)

        def multisets(size: int) -> list[tuple[int, ...]]:
            return list(combinations_with_replacement(range(len(faces)), size))

        self.rolls = tuple(tuple(faces[i] for i in picks) for picks in multisets(n))
        self.roll_index = {key(roll): i for i, roll in enumerate(self.rolls)}
        self.keepers = tuple(
            tuple(faces[i] for i in picks) for size in range(n + 1) for picks in multisets(size)
        )
        self.keeper_index = {key(keep): i for i, keep in enumerate(self.keepers)}
        self.num_holds = len(self.keepers) - len(self.rolls)
        outcomes = []
        for keep in self.keepers:
            indices, probs = [], []
            for picks in multisets(n - len(keep)):
                rolled = tuple(faces[i] for i in picks)
                indices.append(self.index_of(keep + rolled))
                probs.append(chance(picks))
            outcomes.append((tuple(indices), tuple(probs)))
        self.keeper_outcomes = tuple(outcomes)
        self.roll_probs = tuple(chance(picks) for picks in multisets(n))
        self.sub_keepers = tuple(self._sub_keepers(roll, n) for roll in self.rolls)
        self.hold_keepers = tuple(self._sub_keepers(roll, n - 1) for roll in self.rolls)
        self.roll_counts = ()
        self.all_alike = tuple(
            i for i, roll in enumerate(self.rolls) if len({int(d) for d in roll}) == 1
        )

    def canonical(self, dice: Sequence[int]) -> tuple[int, ...]:
        """The dice on the table, sorted (face order for declared dice): this space's roll."""
        if self.kind is None:
            return tuple(sorted(dice))
        resolved = [self.kind.resolve(d) for d in dice]
        return tuple(sorted(resolved, key=lambda d: self._rank[face_key(d)]))

    def keeper_at(self, dice: Sequence[int], positions: Sequence[int]) -> Keeper:
        """The sorted held dice."""
        return self.canonical([dice[p] for p in positions])

    def positions_of(self, dice: Sequence[int], keeper: Keeper) -> tuple[int, ...]:
        """The leftmost positions showing the keeper's dice."""
        return positions_for(dice, keeper)

    def one_fewer(self, k: int) -> tuple[int, ...]:
        """The distinct keepers one die smaller than keeper ``k``."""
        keep = self.keepers[k]
        return tuple(
            sorted({self.keeper_number(keep[:i] + keep[i + 1 :]) for i in range(len(keep))})
        )

    def _outcomes(self, keep: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[float, ...]]:
        indices: list[int] = []
        probs: list[float] = []
        for rolled in combinations_with_replacement(FACES, self.num_dice - len(keep)):
            indices.append(self.roll_index[tuple(sorted(keep + rolled))])
            probs.append(multiset_probability(rolled))
        return tuple(indices), tuple(probs)

    def _sub_keepers(self, roll: tuple[int, ...], most: int) -> tuple[int, ...]:
        found = {
            tuple(roll[p] for p in positions)
            for size in range(most + 1)
            for positions in combinations(range(self.num_dice), size)
        }
        if self.plain:
            return tuple(sorted(self.keeper_index[keep] for keep in found))
        return tuple(sorted({self.keeper_number(keep) for keep in found}))


class OrderedDice(RollSpace):
    """Rolls, keepers and transitions of dice that differ, one ``kinds`` entry per slot (use
    :func:`roll_space`: it is cached). A keeper is a roll with None in every rolling slot."""

    ordered = True

    def __init__(self, kinds: Sequence[DieKind]) -> None:
        if not 1 <= len(kinds) <= 8:
            raise ValueError(f"1 to 8 dice, not {len(kinds)}")
        n = self.num_dice = len(kinds)
        self.kinds = tuple(kinds)
        self.plain = all(kind.plain for kind in kinds)
        faces = [[token for token, _ in kind.distinct] for kind in kinds]
        # Exact chances (products of fractions, then one rounding), shared by every keeper of
        # one set of held slots.
        weight = [[p for _, p in kind.distinct] for kind in kinds]
        self._faces = faces
        # Mixed-radix roll indices: slot 0 most significant, as itertools.product orders them.
        radix = [len(f) for f in faces]
        stride = [prod(radix[p + 1 :]) for p in range(n)]
        self._stride = stride
        key = (lambda r: r) if self.plain else dice_key
        self.rolls = tuple(product(*faces))
        self.roll_index = {key(roll): i for i, roll in enumerate(self.rolls)}
        self.roll_probs = tuple(float(prod(ws, start=Fraction(1))) for ws in product(*weight))
        #: Per set of held positions: where its keepers start, in combinations order by size.
        self._start: dict[tuple[int, ...], int] = {}
        keepers: list[Keeper] = []
        outcomes = []
        for size in range(n + 1):
            for held in combinations(range(n), size):
                self._start[held] = len(keepers)
                free = [p for p in range(n) if p not in held]
                # Every way the free slots can land: (offset, probability).
                landings = [
                    (
                        sum(i * stride[p] for p, i in zip(free, picks, strict=True)),
                        float(
                            prod(
                                (weight[p][i] for p, i in zip(free, picks, strict=True)),
                                start=Fraction(1),
                            )
                        ),
                    )
                    for picks in product(*(range(radix[p]) for p in free))
                ]
                offsets = tuple(o for o, _ in landings)
                probs = tuple(q for _, q in landings)
                for picks in product(*(range(radix[p]) for p in held)):
                    keeper: list[Any] = [None] * n
                    base = 0
                    for p, i in zip(held, picks, strict=True):
                        keeper[p] = faces[p][i]
                        base += i * stride[p]
                    keepers.append(tuple(keeper))
                    outcomes.append((tuple(base + o for o in offsets), probs))
        self.keepers = tuple(keepers)
        self.keeper_index = {
            (k if self.plain else _keeper_key(k)): i for i, k in enumerate(self.keepers)
        }
        self.num_holds = len(self.keepers) - len(self.rolls)
        self.keeper_outcomes = tuple(outcomes)
        # Each roll's keepers: per held set, its start plus the held slots' digits.
        helds = [h for size in range(n + 1) for h in combinations(range(n), size)]
        held_strides = [
            (self._start[h], [(p, prod(radix[q] for q in h[j + 1 :])) for j, p in enumerate(h)])
            for h in helds
        ]
        subs = []
        for r in range(len(self.rolls)):
            digits = [(r // stride[p]) % radix[p] for p in range(n)]
            subs.append(
                tuple(start + sum(digits[p] * s for p, s in parts) for start, parts in held_strides)
            )
        self.sub_keepers = tuple(subs)
        self.hold_keepers = tuple(s[:-1] for s in subs)
        self.all_alike = tuple(
            i for i, roll in enumerate(self.rolls) if len({int(d) for d in roll}) == 1
        )

    def canonical(self, dice: Sequence[int]) -> tuple[int, ...]:
        """The dice on the table, each read as a face of its slot's die."""
        return tuple(self.kinds[p].resolve(d) for p, d in enumerate(dice))

    def keeper_at(self, dice: Sequence[int], positions: Sequence[int]) -> Keeper:
        """The roll with None in every slot not held."""
        roll = self.canonical(dice)
        return tuple(roll[p] if p in positions else None for p in range(self.num_dice))

    def positions_of(self, dice: Sequence[int], keeper: Keeper) -> tuple[int, ...]:
        """The slots the keeper holds."""
        return tuple(p for p, d in enumerate(keeper) if d is not None)

    def one_fewer(self, k: int) -> tuple[int, ...]:
        """The keepers that let go of one more of keeper ``k``'s held dice."""
        keep = self.keepers[k]
        return tuple(
            sorted(
                self.keeper_number(keep[:p] + (None,) + keep[p + 1 :])
                for p, d in enumerate(keep)
                if d is not None
            )
        )


@cache
def dice_set(num_dice: int = 5) -> DiceSet:
    """The (shared, immutable) combinatorics of ``num_dice`` six-sided dice."""
    return DiceSet(num_dice)


@cache
def roll_space(kinds: tuple[DieKind, ...]) -> RollSpace:
    """The (shared, immutable) roll space of a turn's declared dice, one kind per slot:
    multisets (:class:`DiceSet`) when every die is alike, ordered rolls (:class:`OrderedDice`)
    when they differ. Six-sided plain dice give :func:`dice_set`'s own object."""
    if all(kind == kinds[0] for kind in kinds):
        if is_six_sided(kinds[0]):
            return dice_set(len(kinds))
        return DiceSet(len(kinds), kinds[0])
    return OrderedDice(kinds)


def positions_for(dice: Sequence[int], keep: Sequence[Any]) -> tuple[int, ...]:
    """The tray positions that hold the values ``keep`` (a sub-multiset of ``dice``), leftmost
    first; an ordered keeper (None where dice roll, :class:`OrderedDice`) holds its slots."""
    if len(keep) == len(dice) and None in keep:
        return tuple(p for p, d in enumerate(keep) if d is not None)
    wanted = list(keep)
    chosen: list[int] = []
    for position, value in enumerate(dice):
        if value in wanted:
            wanted.remove(value)
            chosen.append(position)
    if wanted:
        raise ValueError(f"{list(keep)} is not among the dice {list(dice)}")
    return tuple(chosen)


def keeper_of(dice: Sequence[int], positions: Sequence[int]) -> tuple[int, ...]:
    """The sorted values at ``positions`` of ``dice`` (a hold as a keeper)."""
    return tuple(sorted(dice[p] for p in positions))
