"""Pinochle in the window: its table, the picker's picture, the replay and the end screen."""

from yenta_desktop.ui.games.pinochle.replay import (
    describe_step,
    draw_picture,
    draw_replay,
    final_lines,
)
from yenta_desktop.ui.games.pinochle.table import TableScene, demo_session
from yenta_desktop.ui.games.pinochle.tour import tour

__all__ = [
    "CHAPTER",
    "DEFAULT_PLAYERS",
    "TableScene",
    "chapter_of",
    "demo_session",
    "describe_step",
    "draw_picture",
    "draw_replay",
    "final_lines",
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
