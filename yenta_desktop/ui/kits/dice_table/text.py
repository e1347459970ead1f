"""Numbers and dice in words on a dice table: signed points, decimals, dice lists.

Numbers follow the language (a decimal comma in Russian) and negative numbers
use the real minus sign. The bundled Noto Sans has no arrows, check marks or
stars (they render as boxes), so nothing here uses them.
"""

from __future__ import annotations

from collections.abc import Iterable

from yenta_desktop.i18n import MINUS, number

__all__ = ["MINUS", "decimal", "dice_text", "loss", "points", "signed"]


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals, a decimal comma in Russian, a real minus sign,
    thousands grouped (the app's one formatter, :func:`yenta_desktop.i18n.number`)."""
    return number(value, places)


def loss(value: float) -> str:
    """Expected points given away: one decimal, two below 0.1 (never a bare "0.0")."""
    return decimal(value, 2 if value < 0.095 else 1)


def signed(value: float, places: int = 0) -> str:
    """ "+3", "−3" or "0" (with ``places`` decimals when given)."""
    text = decimal(value, places)
    if value > 0 and round(value, places) != 0:
        return f"+{text}"
    return text


def points(value: int) -> str:
    """A score as written on the card: "12", "−3", "0"."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def dice_text(dice: Iterable[int]) -> str:
    """Dice as "3-5-5-2-6" (an empty hold reads as a dash); dice whose faces carry a label
    (painted Yahtzee's colours) as "R3 B5 G5", the label before each number."""
    dice = list(dice)
    if any(getattr(d, "label", None) for d in dice):
        return " ".join(f"{getattr(d, 'label', None) or ''}{int(d)}" for d in dice)
    values = [str(v) for v in dice]
    return "-".join(values) if values else "–"
