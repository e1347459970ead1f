"""Parsing a bot spec's string options (``hard:sims=400,time=1.0``), for every game's bots.

A bot declares the options it knows: a name maps to a type (``int``, ``float``)
or to ``(type, lowest, highest)`` when the value has a range. Unknown names
raise ``TypeError``; values that do not parse or fall outside their range raise
``ValueError`` saying what is allowed (the command line shows it in one line).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any


def take_options(
    level: str, options: Mapping[str, object], known: Mapping[str, Any]
) -> dict[str, Any]:
    """Each option converted to its type and, where a range is given, checked against it."""
    out: dict[str, Any] = {}
    for key, raw in options.items():
        if key not in known:
            names = ", ".join(known) or "none"
            raise TypeError(f"{level} takes no option {key!r} (options: {names})")
        spec = known[key]
        kind, low, high = spec if isinstance(spec, tuple) else (spec, None, None)
        what = {int: "whole number", float: "number"}.get(kind, kind.__name__)
        try:
            value = kind(raw)
        except (TypeError, ValueError, OverflowError):
            raise ValueError(f"{level} option {key} must be a {what}, not {raw!r}") from None
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError(f"{level} option {key} must be a finite {what}, not {raw!r}")
        if low is not None and high is not None and not low <= value <= high:
            raise ValueError(f"{level} option {key} must be {low:g} to {high:g}, not {raw}")
        out[key] = value
    return out


def fraction(level: str, key: str, value: object, low: float = 0.0, high: float = 1.0) -> float:
    """A number option checked to lie in ``low..high`` (ValueError otherwise)."""
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ValueError(f"{level} option {key} must be a number, not {value!r}") from None
    if not low <= number <= high:
        raise ValueError(f"{level} option {key} must be between {low:g} and {high:g}, not {value}")
    return number
