"""Lie Dice in the window: its table, the picker's picture, the replay and the end screen."""

from yenta_desktop.ui.games.liedice.pictures import draw_picture
from yenta_desktop.ui.games.liedice.replay import (
    describe_step,
    draw_final,
    draw_replay,
    final_lines,
)
from yenta_desktop.ui.games.liedice.table import TableScene, demo_session
from yenta_desktop.ui.games.liedice.tour import tour

__all__ = [
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
    "tour",
]

#: Four at the table by default (a human and three AI seats).
DEFAULT_PLAYERS = 4
#: What the replay's chapters are: rounds (one per call).
CHAPTER = "round"


def chapter_of(state: object) -> int:
    """The replay's chapter of a step: the round it belongs to."""
    return int(getattr(state, "round_number", 0))
