"""Pinochle's part of the screenshot tour (shots 50-59)."""

from __future__ import annotations

from typing import Any


def tour(t: Any) -> None:
    """Shots 50-59 (the names the README and docs use)."""
