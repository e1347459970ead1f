"""Farkle in the window: its table (the dice kit's roll table with a score board, Bank and
the coach), the picker's picture, the replay view, the end screen's lines and the review
after the game."""

from collections.abc import Callable
from typing import Any

from yenta_desktop.ui.games.farkle.house import RulesScene
from yenta_desktop.ui.games.farkle.house import label as rules_label
from yenta_desktop.ui.games.farkle.pictures import draw_picture
from yenta_desktop.ui.games.farkle.prefs import PREFERENCES
from yenta_desktop.ui.games.farkle.replay import (
    CHAPTER,
    chapter_of,
    describe_step,
    draw_replay,
    final_lines,
)
from yenta_desktop.ui.games.farkle.table import TableScene, demo_session

#: The setup screen starts with two players (you and Hard's two-player tables' opponent).
DEFAULT_PLAYERS = 2
#: Scores are public: pass-and-play needs no curtain.
PASS_AND_PLAY_NOTE = "farkle.setup.pass_and_play"

__all__ = [
    "PREFERENCES",
    "CHAPTER",
    "DEFAULT_PLAYERS",
    "PASS_AND_PLAY_NOTE",
    "RulesScene",
    "TableScene",
    "chapter_of",
    "demo_session",
    "describe_step",
    "draw_picture",
    "draw_replay",
    "final_lines",
    "review_scene",
    "rules_label",
]


def review_scene(app: Any, record: Any, on_done: Callable[[], None] | None = None) -> Any:
    """The review of a finished game (the shell's hook; imported when first opened)."""
    from yenta_desktop.ui.games.farkle.review import review_scene as scene

    return scene(app, record, on_done)
