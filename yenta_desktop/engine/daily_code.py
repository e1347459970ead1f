"""A daily result as a short text code a friend's app verifies by replaying the day.

The code is ``YD1.<game>.<day>.<total>.<flag>.<choices>.<check>``, or, carrying the
player's name, ``YD1.<game>.<day>.<total>.<flag>.<choices>.<name>.<check>`` (codes
without a name stay valid):

* ``game`` the game's id, ``day`` the UTC date, exactly YYYY-MM-DD (nothing else is
  read as a day: :func:`~yenta_desktop.engine.daily.parse_day`), ``total`` the final
  score, 1 to :data:`MAX_TOTAL_DIGITS` ASCII digits after a minus sign if it is negative;
* ``flag``: ``O`` the official attempt, unassisted; ``P`` a practice game, unassisted;
  ``A`` assisted (coach, hints or undo were used);
* ``choices``: every decision as its index in the state's ``legal_actions()`` list (a
  fixed order), each index a 7-bit varint, the bytes in base32 without padding;
* ``name`` (optional): the player's name (:func:`clean_name`: at most
  :data:`MAX_NAME_CHARS` characters, no control characters) as UTF-8 in base32
  without padding, so case and a paste's line breaks do not change it;
* ``check``: the first 6 hex digits of the SHA-256 of everything before it.

:func:`verify` replays the day's dice (:mod:`.daily`) with those choices and
confirms the total; a mistyped or altered code raises :class:`ShareCodeError`
saying what is wrong. The checksum has no secret, so it catches typos, not
forgery: anyone who reads this can write a code that verifies. What a code
proves is that its choices, played on that day's dice, score its total.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from yenta_desktop.engine import daily
from yenta_desktop.engine.errors import IllegalAction, UnknownGame
from yenta_desktop.engine.registry import get_game

PREFIX = "YD1"
OFFICIAL = "O"
PRACTICE = "P"
ASSISTED = "A"
FLAGS = (OFFICIAL, PRACTICE, ASSISTED)
CHECK_DIGITS = 6
#: More choices than any game of the four has (a long Farkle game stays far below).
MAX_CHOICES = 5000
#: A code is never longer than this (MAX_CHOICES choices of 3 bytes in base32).
MAX_CODE_CHARS = 100 + MAX_CHOICES * 5
#: A name in a code is at most this many characters (longer ones are cut on encoding).
MAX_NAME_CHARS = 32
#: A total is plain ASCII digits, at most this many (the games' totals stay far below),
#: after one minus sign if it is below zero (Dice Poker's can be).
MAX_TOTAL_DIGITS = 7
_TOTAL = re.compile(f"-?[0-9]{{1,{MAX_TOTAL_DIGITS}}}")


class ShareCodeError(ValueError):
    """A share code that is malformed, mistyped, altered or does not replay to its total.

    ``reason`` names the problem (a key the window translates) and ``values`` fill it in.
    """

    def __init__(self, message: str, reason: str = "malformed", **values: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.values = values


@dataclass(frozen=True)
class SharedResult:
    """A verified code: what it says, and the state its choices reach."""

    game: str
    day: str
    total: int
    flag: str
    choices: tuple[int, ...]
    state: Any
    #: The player's name if the code carries one (codes made before names: None).
    name: str | None = None


def clean_name(name: str) -> str:
    """``name`` as a code carries it: no control, format or surrogate characters, runs of
    spaces as one, at most :data:`MAX_NAME_CHARS` characters."""
    kept = "".join(" " if ch.isspace() else ch for ch in str(name))
    kept = "".join(ch for ch in kept if unicodedata.category(ch)[0] != "C")
    return " ".join(kept.split())[:MAX_NAME_CHARS].strip()


def _pack_name(name: str) -> str:
    return base64.b32encode(name.encode("utf-8")).decode("ascii").rstrip("=")


def _unpack_name(text: str) -> str:
    """The name a code's name part holds; ShareCodeError unless it is one :func:`encode`
    writes (base32 of UTF-8, a clean name)."""
    problem = ShareCodeError("the player's name in the code is not readable", "name")
    if len(text) > (MAX_NAME_CHARS * 4 * 8 + 4) // 5:
        raise problem
    try:
        padded = text + "=" * (-len(text) % 8)
        name = base64.b32decode(padded.encode("ascii"), casefold=True).decode("utf-8")
    except (binascii.Error, ValueError):
        raise problem from None
    if not name or clean_name(name) != name:
        raise problem
    return name


def _checksum(body: str) -> str:
    # A pasted lone surrogate must give a wrong checksum, not an encoding error.
    raw = body.encode("utf-8", "surrogatepass")
    return hashlib.sha256(raw).hexdigest()[:CHECK_DIGITS].upper()


def _pack(choices: list[int]) -> str:
    raw = bytearray()
    for index in choices:
        while index >= 0x80:
            raw.append(0x80 | index & 0x7F)
            index >>= 7
        raw.append(index)
    return base64.b32encode(bytes(raw)).decode("ascii").rstrip("=")


def _unpack(text: str) -> list[int]:
    padded = text + "=" * (-len(text) % 8)
    try:
        raw = base64.b32decode(padded.encode("ascii"), casefold=True)
    except (binascii.Error, ValueError, UnicodeEncodeError):
        raise ShareCodeError("the choices are not readable", "unreadable") from None
    choices, value, shift = [], 0, 0
    for byte in raw:
        value |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
            if shift > 28:
                raise ShareCodeError("the choices are not readable", "unreadable")
            continue
        choices.append(value)
        value, shift = 0, 0
    if shift:
        raise ShareCodeError("the choices are cut off", "unreadable")
    return choices


def encode(
    game: str, day: str, total: int, flag: str, choices: list[int], name: str | None = None
) -> str:
    """The share code of a result (with ``name``, cleaned by :func:`clean_name`, if given
    and not empty)."""
    if flag not in FLAGS:
        raise ValueError(f"the flag is one of {', '.join(FLAGS)}, not {flag!r}")
    if _TOTAL.fullmatch(str(total)) is None:
        raise ValueError(f"a code's total has at most {MAX_TOTAL_DIGITS} digits, not {total}")
    parts = [PREFIX, game, daily.check_day(day), str(total), flag, _pack(choices)]
    shown = clean_name(name) if name is not None else ""
    if shown:
        parts.append(_pack_name(shown))
    body = ".".join(parts)
    return f"{body}.{_checksum(body)}"


def replay(game: str, day: str, choices: list[int]) -> Any:
    """The day's game of ``game`` played with ``choices`` (ShareCodeError if one is illegal)."""
    state = daily.daily_state(game, day)
    for number, index in enumerate(choices, start=1):
        while state.is_chance_node():
            state.apply_chance()
        if state.is_terminal:
            raise ShareCodeError(
                f"the game is over before choice {number}", "illegal", number=number
            )
        legal = state.legal_actions()
        if not 0 <= index < len(legal):
            raise ShareCodeError(
                f"choice {number} is not a legal move on that day's dice", "illegal", number=number
            )
        try:
            state.apply(legal[index])
        except IllegalAction as error:  # a legal action refused: a defect, said plainly
            raise ShareCodeError(
                f"choice {number} was refused: {error}", "illegal", number=number
            ) from None
    while state.is_chance_node() and not state.is_terminal:
        state.apply_chance()
    return state


def choices_of(game: str, day: str, played: Any) -> list[int]:
    """The choices of ``played`` (a game of ``day``'s dice) as indices, from its record.

    The record is replayed step by step beside a fresh game of the day; at each
    decision the legal action that leads to the record's next state is the choice.
    ValueError if the game was not played on that day's dice.
    """
    module = get_game(game)
    record = module.make_record(played, [{"name": "-", "kind": "human", "level": None}])
    mine = daily.daily_state(game, day)
    result: list[int] = []
    for after, _events in module.replay_steps(record):
        target = module.state_to_dict(after)
        if module.state_to_dict(mine) == target:
            continue  # the record's first state: the game before anything happened
        if mine.is_chance_node():
            mine.apply_chance()
        else:
            for index, action in enumerate(mine.legal_actions()):
                trial = mine.clone()
                trial.apply(action)
                if module.state_to_dict(trial) == target:
                    result.append(index)
                    mine = trial
                    break
            else:
                raise ValueError("no legal action leads to the record's next state")
        if module.state_to_dict(mine) != target:
            raise ValueError(f"the game was not played on the dice of {day}")
    return result


def verify(code: str, today: str | None = None) -> SharedResult:
    """The result a code claims, checked by replaying its day; ShareCodeError otherwise."""
    text = "".join(str(code).split())  # line breaks and spaces from a paste are no part of it
    if len(text) > MAX_CODE_CHARS:
        raise ShareCodeError(
            f"this is not a daily result code (they start with {PREFIX}.)", "not_code"
        )
    parts = text.split(".")
    if len(parts) not in (7, 8) or parts[0].upper() != PREFIX:
        raise ShareCodeError(
            f"this is not a daily result code (they start with {PREFIX}.)", "not_code"
        )
    # Case does not matter (a code read aloud or retyped): the checksum is of the canonical form.
    canonical = [
        PREFIX,
        parts[1].lower(),
        parts[2],
        parts[3],
        parts[4].upper(),
        *(part.upper() for part in parts[5:-1]),
    ]
    body = ".".join(canonical)
    if parts[-1].upper() != _checksum(body):
        raise ShareCodeError(
            "the checksum does not match: the code was mistyped or changed", "checksum"
        )
    game, day, total_text, flag, packed = canonical[1:6]
    name = _unpack_name(canonical[6]) if len(canonical) == 7 else None
    try:
        daily.check_day(day)
    except daily.BadDay as error:
        raise ShareCodeError(str(error), "day") from None
    if today is not None and day > today:
        raise ShareCodeError(
            f"{day} has not come yet (UTC): no result can exist for it", "future", day=day
        )
    try:
        if game not in daily.daily_games():
            raise ShareCodeError(f"{game} has no daily challenge", "game", game=game)
    except UnknownGame:
        raise ShareCodeError(f"this program has no game {game!r}", "game", game=game) from None
    if flag not in FLAGS:
        raise ShareCodeError(
            f"the flag must be one of {', '.join(FLAGS)}, not {flag!r}", "malformed"
        )
    if _TOTAL.fullmatch(total_text) is None:
        raise ShareCodeError(
            f"the total is not a whole number of 1 to {MAX_TOTAL_DIGITS} digits",
            "total_text",
            digits=MAX_TOTAL_DIGITS,
        )
    choices = _unpack(packed)
    if len(choices) > MAX_CHOICES:
        raise ShareCodeError("the code holds too many choices", "malformed")
    state = replay(game, day, choices)
    if not state.is_terminal:
        raise ShareCodeError("the code's choices stop before the game is over", "unfinished")
    scored = int(state.totals()[0])
    if scored != int(total_text):
        raise ShareCodeError(
            f"the code claims {total_text} but its choices score {scored}",
            "total",
            claimed=total_text,
            scored=scored,
        )
    return SharedResult(game, day, scored, flag, tuple(choices), state, name)


def friend_record(found: SharedResult, name: str) -> dict[str, Any]:
    """The game record of a verified code's game (for the replay), its one seat named
    ``name`` (the code's name, or what the window calls a friend)."""
    module = get_game(found.game)
    player = {"name": found.name or name, "kind": "human", "level": None}
    record: dict[str, Any] = module.make_record(found.state, [player])
    return record
