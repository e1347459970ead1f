"""Helpers for Yenta's table tests (the table suite's keyboard player): tests/ui/play.py's."""

from __future__ import annotations

from tests.ui.play import human_turn_by_keys, human_turn_by_mouse, session, start_table

__all__ = ["human_turn_by_keys", "human_turn_by_mouse", "session", "start_table"]
