"""Lie Dice in the window: its table, the picker's picture, the replay, the end screen and the
review after the game."""

from collections.abc import Callable
from typing import Any

from yenta_desktop.ui.games.liedice.pictures import draw_picture
from yenta_desktop.ui.games.liedice.prefs import PREFERENCES
from yenta_desktop.ui.games.liedice.replay import (
    describe_step,
    draw_final,
    draw_replay,
    final_lines,
)
from yenta_desktop.ui.games.liedice.table import TableScene, demo_session
from yenta_desktop.ui.games.liedice.tour import tour

__all__ = [
    "PREFERENCES",
    "CHAPTER",
    "DEFAULT_PLAYERS",
    "TableScene",
    "chapter_of",
    "demo_session",
    "describe_step",
    "draw_final",
    "draw_picture",
    "draw_replay",
    "final_lines",
    "review_scene",
    "tour",
]

#: Four at the table by default (a human and three AI seats).
DEFAULT_PLAYERS = 4
#: What the replay's chapters are: rounds (one per call).
CHAPTER = "round"


def chapter_of(state: object) -> int:
    """The replay's chapter of a step: the round it belongs to."""
    return int(getattr(state, "round_number", 0))


def review_scene(app: Any, record: Any, on_done: Callable[[], None] | None = None) -> Any:
    """The review of a finished game (the shell's hook; imported when first opened)."""
    from yenta_desktop.ui.games.liedice.review import review_scene as scene

    return scene(app, record, on_done)
