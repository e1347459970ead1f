"""Dice of the day: the value of every die from the date alone, the same on every computer.

The value a die in slot ``s`` shows after roll ``r`` of turn ``t`` of game
``g`` under rules ``rules`` on the UTC day ``date`` is :func:`daily_die`, a
named, versioned function (:data:`FUNCTION`) of those six things only: the
SHA-256 of the text ``"<version>|g|rules|date|t|r|s"``; its bytes are read in
order, bytes of 252 or more are rejected (252 = 6 x 42, so every face is
exactly as likely) and the first accepted byte gives ``byte % 6 + 1``. In the
astronomically rare case that all 32 bytes are rejected, the digest is hashed
again. No language generator is involved, so any version of the program, in any
language, can deal the same dice.

A die with declared faces (:class:`~yenta_desktop.engine.families.dice.DieKind`)
shows its face number ``daily_die(..., faces=len(kind.faces))`` (1-based, in
the kind's face order), so the dice of the day pick a face of that slot's die;
six-sided plain dice show that number itself, as they always have
(:func:`source_faces`).

A held die keeps its value; a re-rolled die takes its slot's value for that
roll, so every player faces the same dice at every turn, roll and slot whatever
they held. Turns and rolls count from 1 (the turn's first roll is roll 1).

:class:`DailyDice` is a *dice source*: the roll-and-hold turn
(:meth:`DiceTurn.apply_chance <yenta_desktop.engine.families.dice_turn.DiceTurn.apply_chance>`)
takes it instead of the injected generator. A game's state carries it as
``dice_source`` (None: the generator rolls) and passes its own turn number.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date as Date
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from yenta_desktop.engine.families.dice import DieKind

#: The function's name and version, part of every hashed text: a change of the function is
#: a new version, never a silent change of the dice.
FUNCTION = "yenta-daily-dice-v1"
#: Bytes at or above this are rejected (the largest multiple of six below 256).
REJECT_FROM = 252


class DiceSource(Protocol):
    """Where a roll's dice come from when not from the generator."""

    def values(self, turn: int, roll: int, slots: Sequence[int], faces: int) -> list[int]:
        """The values of ``slots`` after roll ``roll`` (1-based) of turn ``turn`` (1-based)."""


def rules_text(rules: Any) -> str:
    """The canonical text of a game's rules (their JSON form, keys sorted, no spaces)."""
    data = rules.to_dict() if hasattr(rules, "to_dict") else rules
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def check_date(day: str) -> str:
    """``day`` if it is an ISO date (YYYY-MM-DD), else ValueError."""
    if not isinstance(day, str) or len(day) != 10:
        raise ValueError(f"a day is written YYYY-MM-DD, not {day!r}")
    try:
        Date.fromisoformat(day)
    except ValueError:
        raise ValueError(f"a day is written YYYY-MM-DD, not {day!r}") from None
    return day


def daily_die(
    game: str, rules: str, day: str, turn: int, roll: int, slot: int, faces: int = 6
) -> int:
    """The value (1..faces) of the die in ``slot`` after ``roll`` of ``turn`` on ``day``."""
    if faces < 2 or faces > 256:
        raise ValueError(f"dice have 2 to 256 faces, not {faces}")
    limit = 256 - 256 % faces
    text = f"{FUNCTION}|{game}|{rules}|{day}|{turn}|{roll}|{slot}"
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    while True:
        for byte in digest:
            if byte < limit:
                return byte % faces + 1
        digest = hashlib.sha256(digest).digest()


@dataclass(frozen=True)
class DailyDice:
    """The dice of ``day`` for ``game`` under ``rules`` (a rules text, see :func:`rules_text`)."""

    game: str
    rules: str
    day: str

    def __post_init__(self) -> None:
        check_date(self.day)

    def values(self, turn: int, roll: int, slots: Sequence[int], faces: int = 6) -> list[int]:
        """The values of ``slots`` after roll ``roll`` of turn ``turn`` (both from 1)."""
        return [daily_die(self.game, self.rules, self.day, turn, roll, s, faces) for s in slots]

    def to_dict(self) -> dict[str, str]:
        """The source as saves keep it."""
        return {"function": FUNCTION, "game": self.game, "rules": self.rules, "day": self.day}


def source_faces(
    source: DiceSource, turn: int, roll: int, slots: Sequence[int], kinds: Sequence[DieKind]
) -> list[int]:
    """The faces ``source`` gives ``slots`` of dice of ``kinds`` (one kind per slot): face
    number ``v`` (1-based) of each slot's die, ``v`` drawn as for a die of that many faces."""
    result = []
    for slot in slots:
        kind = kinds[slot]
        (number,) = source.values(turn, roll, (slot,), len(kind.faces))
        result.append(kind.tokens[number - 1])
    return result
