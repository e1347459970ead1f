"""Yenta's bots parse their options with the shared parser (kept here for older imports)."""

from yenta_desktop.ai.options import take_options

__all__ = ["take_options"]
