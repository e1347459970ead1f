"""Lie Dice's part of the screenshot tour (shots 40-49)."""

from __future__ import annotations

from typing import Any


def tour(t: Any) -> None:
    """Shots 40-49."""
