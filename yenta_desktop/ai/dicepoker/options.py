"""Parsing the string options of a bot spec (``easy:slip=0.3``)."""

from __future__ import annotations

from collections.abc import Mapping


def take_options(
    level: str, options: Mapping[str, object], known: Mapping[str, type]
) -> dict[str, object]:
    """Convert each option (a command-line string, or a value) to its type.

    Unknown names raise ``TypeError``; values that do not parse raise ``ValueError``.
    """
    out: dict[str, object] = {}
    for key, raw in options.items():
        if key not in known:
            names = ", ".join(known) or "none"
            raise TypeError(f"{level} takes no option {key!r} (options: {names})")
        kind = known[key]
        try:
            out[key] = kind(raw)
        except (TypeError, ValueError):
            what = {int: "whole number", float: "number"}.get(kind, kind.__name__)
            raise ValueError(f"{level} option {key} must be a {what}, not {raw!r}") from None
    return out
