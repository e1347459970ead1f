"""Farkle's numbers on screen: scores with thousands grouped ("10,250"; in Russian "10 250"
with a no-break space), negative totals with the real minus sign."""

from __future__ import annotations

from yenta_desktop.i18n import grouped
from yenta_desktop.ui.kits.dice_table.text import MINUS, decimal, dice_text

__all__ = ["MINUS", "decimal", "dice_text", "points"]


def points(value: int) -> str:
    """A score: "10,250" ("10 250" in Russian), "−500", "0"."""
    text = grouped(abs(value))
    return f"{MINUS}{text}" if value < 0 else text
