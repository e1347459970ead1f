"""Yahtzee (and Yatzy) in the window: its table with the coach, the picker's picture, the replay
view, the end screen's lines and its part of the screenshot tour."""

from yenta_desktop.ui.games.yahtzee.final import draw_final
from yenta_desktop.ui.games.yahtzee.pictures import draw_picture
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
    "tour",
]
