"""Parsing a bot spec's string options (``hard:samples=30,exact=4``)."""

from __future__ import annotations

from collections.abc import Mapping


def take_options(
    level: str, options: Mapping[str, object], known: Mapping[str, tuple[type, float, float]]
) -> dict[str, float]:
    """Each option converted to its type and checked against its range.

    ``known`` maps a name to (int or float, lowest, highest). Unknown names
    raise ``TypeError``; bad values ``ValueError`` saying what is allowed.
    """
    out: dict[str, float] = {}
    for key, raw in options.items():
        if key not in known:
            names = ", ".join(known) or "none"
            raise TypeError(f"{level} takes no option {key!r} (options: {names})")
        kind, low, high = known[key]
        what = "whole number" if kind is int else "number"
        try:
            value = kind(raw)  # type: ignore[call-arg]
        except (TypeError, ValueError):
            raise ValueError(f"{level} option {key} must be a {what}, not {raw!r}") from None
        if not low <= value <= high:
            raise ValueError(f"{level} option {key} must be {low:g} to {high:g}, not {raw}")
        out[key] = value
    return out
