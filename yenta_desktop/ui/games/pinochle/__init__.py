"""Pinochle in the window: its table, the picker's picture, the replay, the end screen and the
review after the game."""

from collections.abc import Callable
from typing import Any

from yenta_desktop.ui.games.pinochle.prefs import PREFERENCES
from yenta_desktop.ui.games.pinochle.replay import (
    describe_step,
    draw_picture,
    draw_replay,
    final_lines,
)
from yenta_desktop.ui.games.pinochle.table import TableScene, demo_session
from yenta_desktop.ui.games.pinochle.tour import tour

__all__ = [
    "PREFERENCES",
    "CHAPTER",
    "DEFAULT_PLAYERS",
    "TableScene",
    "chapter_of",
    "demo_session",
    "describe_step",
    "draw_picture",
    "draw_replay",
    "final_lines",
    "review_scene",
    "seat_note",
    "tour",
]

#: Four at the table: a human, an AI partner opposite, two AI opponents.
DEFAULT_PLAYERS = 4
#: What the replay's chapters are: deals.
CHAPTER = "deal"


def chapter_of(state: object) -> int:
    """The replay's chapter of a step: the deal it belongs to."""
    return int(getattr(state, "deal_number", 0))


def seat_note(seat: int, count: int) -> str:
    """The setup screen's seat label: which team the seat plays for (partners sit opposite)."""
    from yenta_desktop.i18n import tr

    return tr("pinochle.setup.seat", number=seat + 1, team=seat % 2 + 1)


def review_scene(app: Any, record: Any, on_done: Callable[[], None] | None = None) -> Any:
    """The review of a finished game (the shell's hook; imported when first opened)."""
    from yenta_desktop.ui.games.pinochle.review import review_scene as scene

    return scene(app, record, on_done)
