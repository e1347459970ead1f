"""One guarded JSON reader for every file and record the program reads.

``json.loads`` on hostile input can raise ``RecursionError`` (``[[[[...`` a
hundred thousand levels deep) or ``MemoryError``, and a single saved file or
history line of hundreds of megabytes is never a real one. :func:`loads`
turns all of that into :class:`BadJson` (a ``ValueError``) with one readable
line, so callers handle one error type.
"""

from __future__ import annotations

import json
import math
from typing import Any

#: The largest single save, settings or statistics file, or one history line, we accept.
MAX_DOCUMENT_BYTES = 5 * 1024 * 1024


class BadJson(ValueError):
    """Input that is not usable JSON: malformed, too deep, too big, or with NaN/Infinity."""


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    """A JSON number with a fraction or exponent; ``1e999`` (infinite as a float) is refused."""
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:20]}{'...' if len(text) > 20 else ''} is too large")
    return value


# Made once: ``json.loads`` with hooks builds a decoder per call (a history index reads
# thousands of lines).
_STRICT = json.JSONDecoder(parse_constant=_no_constants, parse_float=_finite_float)
_LENIENT = json.JSONDecoder()


def size_text(size: int) -> str:
    """A byte count for people: "812 bytes", "4.2 MB"."""
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KB"
    return f"{size / (1024 * 1024):.1f} MB"


def loads(
    text: str | bytes,
    *,
    name: str = "the input",
    limit: int | None = MAX_DOCUMENT_BYTES,
    allow_nan: bool = False,
) -> Any:
    """Parse ``text``; :class:`BadJson` naming ``name`` for anything that is not sound JSON.

    ``limit`` (bytes; None for no limit) refuses a document larger than any
    real one before parsing it. NaN and Infinity (also a number like ``1e999``
    that only a float's infinity holds) are refused too: a record with them
    could never be written back as standard JSON (``allow_nan`` lets a reader
    that checks every value itself, like the settings, take them).
    """
    size = len(text) if isinstance(text, bytes) else len(text.encode("utf-8", "surrogatepass"))
    if limit is not None and size > limit:
        raise BadJson(f"{name} is too large ({size_text(size)}; the limit is {size_text(limit)})")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")  # a byte order mark (Windows Notepad) is not content
        except UnicodeDecodeError:
            raise BadJson(f"{name} is not UTF-8 text") from None
    elif text.startswith("\ufeff"):
        text = text[1:]
    try:
        return (_LENIENT if allow_nan else _STRICT).decode(text)
    except json.JSONDecodeError as error:
        raise BadJson(
            f"{name} is not JSON ({error.msg} at line {error.lineno}, column {error.colno})"
        ) from None
    except RecursionError:
        raise BadJson(f"{name} is nested too deeply to be a real file") from None
    except MemoryError:
        raise BadJson(f"{name} is too large to read") from None
    except ValueError as error:  # NaN / Infinity, numbers too long to convert
        reason = str(error)
        if "integer string conversion" in reason:
            reason = "a whole number with thousands of digits"
        raise BadJson(f"{name} is not usable JSON ({reason})") from None


def brief(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters: hostile values make one-line messages."""
    try:
        text = repr(value)
    except (RecursionError, ValueError):  # nested deeper than repr goes; an int too long
        text = f"<a {type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def is_finite_number(value: Any) -> bool:
    """A JSON number that is a real, finite number (not a bool)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return not (isinstance(value, float) and not math.isfinite(value))
