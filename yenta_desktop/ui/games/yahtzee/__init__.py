"""Yahtzee (and Yatzy) in the window: its table with the coach, the picker's picture, the replay
view, the end screen's lines, the review after the game and its part of the screenshot
tour."""

from collections.abc import Callable
from typing import Any

from yenta_desktop.ui.games.yahtzee.final import draw_final
from yenta_desktop.ui.games.yahtzee.pictures import draw_picture
from yenta_desktop.ui.games.yahtzee.prefs import PREFERENCES
from yenta_desktop.ui.games.yahtzee.replay import (
    CHAPTER,
    chapter_of,
    describe_step,
    draw_replay,
    final_lines,
)
from yenta_desktop.ui.games.yahtzee.table import TableScene, demo_session
from yenta_desktop.ui.games.yahtzee.tour import tour

#: The setup screen starts with two players (a human and an AI seat).
DEFAULT_PLAYERS = 2
#: Scorecards are public: pass-and-play needs no curtain.
PASS_AND_PLAY_NOTE = "yahtzee.setup.pass_and_play"

__all__ = [
    "PREFERENCES",
    "CHAPTER",
    "DEFAULT_PLAYERS",
    "PASS_AND_PLAY_NOTE",
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


def review_scene(app: Any, record: Any, on_done: Callable[[], None] | None = None) -> Any:
    """The review of a finished game (the shell's hook; imported when first opened)."""
    from yenta_desktop.ai.yahtzee.review import review_game
    from yenta_desktop.ui.kits.dice_table.review import CardWords, scorecard_review_scene

    words = CardWords("yahtzee", (1,))
    return scorecard_review_scene(app, record, review_game, words, on_done, name="yahtzee")
