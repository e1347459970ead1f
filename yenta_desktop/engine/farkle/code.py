"""A Farkle table (its Rules) as a short text code to copy and paste (issue 34, item 4).

The code is ``FK1.<settings>.<check>``:

* ``settings``: one base-32 letter per setting of ``Rules.SETTINGS``, in that order: a
  choice's index in its choices, on/off as 1/0, the target in thousands;
* ``check``: the first 4 hex digits of the SHA-256 of everything before it (as the daily
  code's, :mod:`yenta_desktop.engine.daily_code`: it catches typos, not forgery).

So the standard game is ``FK1.AAKBAAAAAAAAB.`` followed by its check. :func:`decode` refuses,
with a one-line :class:`TableCodeError` naming the reason, a code that is too long, not a
Farkle table code, of another version, damaged (the checksum) or whose settings are not a
table these rules allow. Standard library only.
"""

from __future__ import annotations

import hashlib
from typing import Any

from yenta_desktop.engine.farkle.rules import TARGET_STEP, Rules
from yenta_desktop.engine.settings import BOOL, CHOICE, INT

PREFIX = "FK1"
CHECK_DIGITS = 4
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
#: Longer text than any table code is refused before it is read (a paste of something else).
MAX_LENGTH = 64


class TableCodeError(ValueError):
    """A table code that is too long, not a Farkle table, damaged or not an allowed table.

    ``reason`` is one of "too_long", "not_a_table", "version", "damaged", "invalid".
    """

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


def _checksum(body: str) -> str:
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:CHECK_DIGITS].upper()


def _index(rules: Rules, name: str) -> int:
    setting = Rules.setting(name)
    value = getattr(rules, name)
    if setting.kind == CHOICE:
        return setting.choices.index(value)
    if setting.kind == BOOL:
        return 1 if value else 0
    return int(value) // TARGET_STEP


def encode(rules: Rules) -> str:
    """The code of ``rules`` (every setting, so a friend's app needs nothing else)."""
    letters = "".join(ALPHABET[_index(rules, s.name)] for s in Rules.SETTINGS)
    body = f"{PREFIX}.{letters}"
    return f"{body}.{_checksum(body)}"


def decode(text: str) -> Rules:
    """The rules of a code; :class:`TableCodeError` (one line, with its reason) if refused."""
    if not isinstance(text, str):
        raise TableCodeError("a table code is text", "not_a_table")
    code = "".join(text.split()).upper()
    if len(code) > MAX_LENGTH:
        raise TableCodeError(
            f"the code is too long ({len(code)} characters; a table code has at most"
            f" {MAX_LENGTH}): it is not a Farkle table",
            "too_long",
        )
    parts = code.split(".")
    if len(parts) != 3 or not parts[0].startswith("FK"):
        raise TableCodeError("this is not a Farkle table code (it starts FK1.)", "not_a_table")
    prefix, letters, check = parts
    if prefix != PREFIX:
        raise TableCodeError(
            f"a Farkle table code of another version ({prefix}; this app reads {PREFIX})",
            "version",
        )
    if _checksum(f"{prefix}.{letters}") != check:
        raise TableCodeError(
            "the code is damaged: its check does not match (a letter mistyped or missing?)",
            "damaged",
        )
    if len(letters) != len(Rules.SETTINGS) or any(c not in ALPHABET for c in letters):
        raise TableCodeError(
            f"the code's settings are not a table ({len(letters)} letters, not"
            f" {len(Rules.SETTINGS)})",
            "invalid",
        )
    data: dict[str, Any] = {}
    for setting, letter in zip(Rules.SETTINGS, letters, strict=True):
        index = ALPHABET.index(letter)
        if setting.kind == CHOICE:
            if index >= len(setting.choices):
                raise TableCodeError(
                    f"the code's {setting.name} is not one of its choices", "invalid"
                )
            data[setting.name] = setting.choices[index]
        elif setting.kind == BOOL:
            if index > 1:
                raise TableCodeError(f"the code's {setting.name} is not on or off", "invalid")
            data[setting.name] = bool(index)
        else:
            assert setting.kind == INT
            data[setting.name] = index * TARGET_STEP
    try:
        return Rules(**data)
    except ValueError as error:
        raise TableCodeError(f"the code is not an allowed table: {error}", "invalid") from None


__all__ = ["MAX_LENGTH", "PREFIX", "TableCodeError", "decode", "encode"]
