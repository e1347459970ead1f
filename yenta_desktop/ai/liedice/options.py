"""Parsing the string options of a bot spec (``hard:threshold=0.4``)."""

from __future__ import annotations

from collections.abc import Mapping


def take_options(
    level: str, options: Mapping[str, object], known: Mapping[str, type]
) -> dict[str, object]:
    """Convert each option (a string from the command line, or a value) to its type.

    Unknown names raise ``TypeError``; unparsable values raise ``ValueError``.
    """
    out: dict[str, object] = {}
    for key, raw in options.items():
        if key not in known:
            names = ", ".join(known) or "none"
            raise TypeError(f"{level} takes no option {key!r} (options: {names})")
        kind = known[key]
        try:
            value = kind(raw)
        except (TypeError, ValueError):
            what = {int: "whole number", float: "number"}.get(kind, kind.__name__)
            raise ValueError(f"{level} option {key} must be a {what}, not {raw!r}") from None
        out[key] = value
    return out


def fraction(level: str, key: str, value: object, low: float = 0.0, high: float = 1.0) -> float:
    """A number option checked to lie in ``low..high`` (ValueError otherwise)."""
    number = float(value)  # type: ignore[arg-type]
    if not low <= number <= high:
        raise ValueError(f"{level} option {key} must be between {low:g} and {high:g}, not {value}")
    return number
