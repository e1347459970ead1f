"""Dice Poker's words on screen: row names (the numbers in words are the dice-table kit's)."""

from __future__ import annotations

from yenta_desktop.i18n import tr
from yenta_desktop.ui.kits.dice_table.text import MINUS, decimal, dice_text, loss, points, signed

__all__ = ["MINUS", "decimal", "dice_text", "loss", "points", "row_name", "signed"]


def row_name(row: str) -> str:
    """A row's name in the current language ("Full house", "Фулл-хаус")."""
    return tr(f"dicepoker.row.{row}")
