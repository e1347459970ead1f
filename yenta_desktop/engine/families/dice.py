"""Dice with faces of their own: a :class:`DieKind` declares its faces, a turn its kinds.

A :class:`Face` is a value (the number its pips show), optionally a colour (a
name such as ``"red"``) and a label (a short mark that does not depend on
colour, a letter such as ``"R"``, so a colour-blind player can read the face).
A face *is* its value as an ``int``: sums, counts and straights read values
with no change, and a face equals the int of its value. Two faces of one value
and different colours are told apart by :func:`face_key` (value, colour,
label), never by ``==``.

A :class:`DieKind` is a tuple of faces, each equally likely; a face listed
twice is twice as likely. :data:`STANDARD_D6` is the six-sided die every game
used so far; its faces are *plain* (no colour, no label) and a plain face
appears on the table, in records and in saves as the bare int of its value,
exactly as before. A face with a colour or a label appears as a :class:`Face`
on the table and as ``[value, colour]`` in records (:func:`face_record`), and
:meth:`DieKind.resolve` reads back any of those forms for its die.

A turn declares which kind sits in each slot (:class:`DiceTurn
<yenta_desktop.engine.families.dice_turn.DiceTurn>` ``kinds``); :func:`alike_groups`
says which slots hold the same kind, where dice order does not matter and
search may group rolls into multisets.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import cache
from typing import Any


class Face(int):
    """A face of a die: an ``int`` (its value) with an optional ``colour`` and ``label``.

    ``Face(3, "red", "R")`` sums and compares as 3; :func:`face_key` tells it
    from a blue 3. Immutable; pickles and prints as it is written.
    """

    colour: str | None
    label: str | None

    def __new__(cls, value: int, colour: str | None = None, label: str | None = None) -> Face:
        if type(value) is not int and not isinstance(value, Face):
            raise ValueError(f"a face's value is a whole number, not {value!r}")
        if colour is not None and (type(colour) is not str or not colour):
            raise ValueError(f"a face's colour is a name such as 'red', not {colour!r}")
        if label is not None and (type(label) is not str or not 1 <= len(label) <= 2):
            raise ValueError(f"a face's label is one or two characters, not {label!r}")
        face = int.__new__(cls, int(value))
        object.__setattr__(face, "colour", colour)
        object.__setattr__(face, "label", label)
        return face

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Face cannot be changed")

    @property
    def value(self) -> int:
        """The face's number as a plain int."""
        return int(self)

    @property
    def plain(self) -> bool:
        """Whether the face has neither colour nor label (it is then just its value)."""
        return self.colour is None and self.label is None

    def __reduce__(self) -> tuple[Any, ...]:
        return (Face, (int(self), self.colour, self.label))

    def __repr__(self) -> str:
        parts = [str(int(self))]
        if self.colour is not None:
            parts.append(repr(self.colour))
        if self.label is not None:
            parts.append(repr(self.label))
        return f"Face({', '.join(parts)})"

    __str__ = __repr__


#: What identifies a face: its value, colour and label.
FaceKey = tuple[int, str | None, str | None]


def face_key(die: int) -> FaceKey:
    """(value, colour, label) of a die on the table (a plain int has neither colour nor label)."""
    return (int(die), getattr(die, "colour", None), getattr(die, "label", None))


def dice_key(dice: Iterable[int]) -> tuple[Any, ...]:
    """A tuple that tells apart dice whose colours differ (plain ints stay ints)."""
    return tuple(die if type(die) is int else face_key(die) for die in dice)


def colour_of(die: int) -> str | None:
    """The colour of a die on the table (None for a plain die)."""
    return getattr(die, "colour", None)


def label_of(die: int) -> str | None:
    """The colour-independent mark of a die on the table (None for a plain die)."""
    return getattr(die, "label", None)


def face_record(die: int) -> Any:
    """A die as records and saves write it: the bare value of a plain die, else
    ``[value, colour]`` (``[value, null, label]`` for a face with a label and no colour)."""
    if type(die) is int:
        return die
    colour, label = colour_of(die), label_of(die)
    if colour is None and label is None:
        return int(die)
    # A colour says its label (DieKind checks that faces alike in value and colour are one face).
    return [int(die), colour] if colour is not None else [int(die), None, label]


def token_of(face: Face) -> int:
    """How a face sits on the table: its bare value when plain, else the Face itself."""
    return int(face) if face.plain else face


class DieKind:
    """A die: its ``faces`` (each equally likely) and a ``name`` for messages.

    Faces of one die that show the same value and colour must be the same face
    (records name a face by value and colour). Compares by name and faces.
    """

    __slots__ = ("name", "faces", "tokens", "distinct", "plain", "uniform", "_lookup")

    def __init__(self, name: str, faces: Sequence[Face | int]) -> None:
        if type(name) is not str or not name:
            raise ValueError(f"a die kind needs a name, not {name!r}")
        listed = tuple(f if isinstance(f, Face) else Face(f) for f in faces)
        if len(listed) < 2:
            raise ValueError(f"a die has at least two faces, not {len(listed)}")
        seen: dict[tuple[int, str | None], FaceKey] = {}
        for face in listed:
            key = face_key(face)
            if seen.setdefault(key[:2], key) != key:
                raise ValueError(
                    f"die {name!r} has two faces showing {int(face)} in {face.colour or 'no colour'}"
                    " with different labels: records could not tell them apart"
                )
        self.name = name
        self.faces: tuple[Face, ...] = listed
        #: Each face as it sits on the table (bare ints for plain faces), in face order.
        self.tokens: tuple[int, ...] = tuple(token_of(f) for f in listed)
        counts: dict[FaceKey, int] = {}
        first: dict[FaceKey, int] = {}
        for token in self.tokens:
            key = face_key(token)
            counts[key] = counts.get(key, 0) + 1
            first.setdefault(key, token)
        n = len(listed)
        #: Each distinct face (as a table token) with its exact probability, in face order.
        self.distinct: tuple[tuple[int, Fraction], ...] = tuple(
            (first[key], Fraction(count, n)) for key, count in counts.items()
        )
        #: Whether every face is plain (the die is its values).
        self.plain = all(f.plain for f in listed)
        #: Whether every face appears once (each 1/len(faces)).
        self.uniform = len(self.distinct) == n
        self._lookup = {key: first[key] for key in counts}

    # ------------------------------------------------------------------ reading faces

    @property
    def values(self) -> tuple[int, ...]:
        """The distinct values of the faces, smallest first."""
        return tuple(sorted({int(f) for f in self.faces}))

    @property
    def colours(self) -> tuple[str, ...]:
        """The distinct colours of the faces, in face order (empty for a plain die)."""
        found: list[str] = []
        for face in self.faces:
            if face.colour is not None and face.colour not in found:
                found.append(face.colour)
        return tuple(found)

    def resolve(self, entry: Any) -> int:
        """The table token of the face ``entry`` names, else ValueError.

        ``entry`` is a Face of this die, a record's ``[value, colour]``
        (``[value, colour, label]``), or a bare int value when exactly one
        distinct face of this die shows it.
        """
        if isinstance(entry, Face):
            found = self._lookup.get(face_key(entry))
            if found is None and entry.plain:
                return self.resolve(int(entry))
        elif type(entry) is int:
            matches = [t for t, _ in self.distinct if int(t) == entry]
            if len(matches) > 1:
                shown = ", ".join(str(colour_of(m) or label_of(m)) for m in matches)
                raise ValueError(
                    f"die {self.name!r} has several faces showing {entry} ({shown}):"
                    " give [value, colour]"
                )
            found = matches[0] if matches else None
        elif isinstance(entry, list) and 2 <= len(entry) <= 3 and type(entry[0]) is int:
            colour = entry[1]
            label = entry[2] if len(entry) == 3 else None
            found = None
            for token, _ in self.distinct:
                if int(token) == entry[0] and colour_of(token) == colour:
                    if len(entry) == 2 or label_of(token) == label:
                        found = token
        else:
            found = None
        if found is None:
            raise ValueError(f"die {self.name!r} has no face {entry!r}; its faces are {self}")
        return found

    def describe(self) -> str:
        """The faces as a short text ("1 2 3 4 5 6", "red 1, blue 2, ...")."""
        if self.plain:
            return " ".join(str(int(f)) for f in self.faces)
        return ", ".join(
            f"{f.colour + ' ' if f.colour else ''}{int(f)}{' ' + f.label if f.label else ''}"
            for f in self.faces
        )

    __str__ = describe

    def __repr__(self) -> str:
        return f"DieKind({self.name!r}, {list(self.faces)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DieKind):
            return NotImplemented
        return self.name == other.name and [face_key(f) for f in self.faces] == [
            face_key(f) for f in other.faces
        ]

    def __hash__(self) -> int:
        return hash((self.name, tuple(face_key(f) for f in self.faces)))

    def __reduce__(self) -> tuple[Any, ...]:
        return (DieKind, (self.name, self.faces))


@cache
def standard(faces: int = 6) -> DieKind:
    """The plain die with values 1..``faces`` (``standard(6)`` is :data:`STANDARD_D6`)."""
    if faces < 2:
        raise ValueError(f"a die has at least two faces, not {faces}")
    return DieKind(f"d{faces}", tuple(Face(v) for v in range(1, faces + 1)))


#: The six-sided die of every game so far: faces 1-6, plain.
STANDARD_D6 = standard(6)


def is_standard(kind: DieKind) -> bool:
    """Whether ``kind`` is a plain die 1..n (today's dice: records and rolls as before)."""
    return kind.plain and kind.tokens == tuple(range(1, len(kind.faces) + 1))


def alike_groups(kinds: Sequence[DieKind], positions: Iterable[int]) -> list[tuple[int, ...]]:
    """``positions`` grouped by the kind in their slot (first appearance order): within a
    group the dice are alike and their order does not matter."""
    groups: dict[DieKind, list[int]] = {}
    for position in positions:
        groups.setdefault(kinds[position], []).append(position)
    return [tuple(group) for group in groups.values()]


def all_alike(kinds: Sequence[DieKind]) -> bool:
    """Whether every slot holds the same kind (rolls may be grouped into multisets)."""
    return all(kind == kinds[0] for kind in kinds)
