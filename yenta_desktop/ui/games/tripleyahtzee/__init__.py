"""Triple Yahtzee in the window: its three-column table with the coach, the picker's picture, the replay
view, the end screen's lines, the review after the game and its part of the screenshot
tour."""

from collections.abc import Callable
from typing import Any

from yenta_desktop.engine.tripleyahtzee.spec import SPEC
from yenta_desktop.ui.games.tripleyahtzee.final import draw_final
from yenta_desktop.ui.games.tripleyahtzee.pictures import draw_picture
from yenta_desktop.ui.games.tripleyahtzee.prefs import PREFERENCES
from yenta_desktop.ui.games.tripleyahtzee.replay import (
    CHAPTER,
    chapter_of,
    describe_step,
    draw_replay,
    final_lines,
)
from yenta_desktop.ui.games.tripleyahtzee.table import TableScene, demo_session
from yenta_desktop.ui.games.tripleyahtzee.tour import tour

#: The setup screen starts with two players (a human and an AI seat).
DEFAULT_PLAYERS = 2
#: Scorecards are public: pass-and-play needs no curtain.
PASS_AND_PLAY_NOTE = "tripleyahtzee.setup.pass_and_play"

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
    from yenta_desktop.ai.tripleyahtzee.review import review_game
    from yenta_desktop.ui.kits.dice_table.review import CardWords, scorecard_review_scene

    words = CardWords("tripleyahtzee", SPEC.columns)
    return scorecard_review_scene(app, record, review_game, words, on_done, name="tripleyahtzee")
