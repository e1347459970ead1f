"""Dice Poker in the window: its table, the coach's review, the picker's picture, the replay
view and the end screen's lines and picture."""

from yenta_desktop.ui.games.dicepoker.final import draw_final
from yenta_desktop.ui.games.dicepoker.pictures import draw_picture
from yenta_desktop.ui.games.dicepoker.prefs import PREFERENCES
from yenta_desktop.ui.games.dicepoker.replay import (
    CHAPTER,
    chapter_of,
    describe_step,
    draw_replay,
    final_lines,
)
from yenta_desktop.ui.games.dicepoker.table import TableScene, demo_session
from yenta_desktop.ui.games.dicepoker.tour import tour

#: The setup screen starts with three players (a human and two AI seats).
DEFAULT_PLAYERS = 3
#: Scorecards are public: pass-and-play needs no curtain.
PASS_AND_PLAY_NOTE = "dicepoker.setup.pass_and_play"

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
    "tour",
]
