"""Yenta in the window: its table, round summary, the picker's picture, the replay view and the
review after the game."""

from collections.abc import Callable
from typing import Any

from yenta_desktop.ui.games.yenta.final import draw_final
from yenta_desktop.ui.games.yenta.pictures import draw_picture
from yenta_desktop.ui.games.yenta.prefs import PREFERENCES
from yenta_desktop.ui.games.yenta.replay import describe_step, draw_replay, final_lines
from yenta_desktop.ui.games.yenta.table import TableScene, demo_session
from yenta_desktop.ui.games.yenta.tour import tour

__all__ = [
    "PREFERENCES",
    "TableScene",
    "demo_session",
    "draw_final",
    "describe_step",
    "draw_picture",
    "draw_replay",
    "final_lines",
    "review_scene",
    "start_options",
    "tour",
]


#: What the replay's chapters are: Yenta's rounds.
CHAPTER = "round"


def chapter_of(state: object) -> int:
    """The replay's chapter of a step: the round it belongs to."""
    return int(getattr(state, "round_number", 0))


def start_options(seed: int, count: int) -> dict[str, int]:
    """A new game's first dealer, drawn from its seed (as Yenta's setup always did)."""
    import random

    return {"dealer": random.Random(seed).randrange(count)}


def review_scene(app: Any, record: Any, on_done: Callable[[], None] | None = None) -> Any:
    """The review of a finished game (the shell's hook; imported when first opened)."""
    from yenta_desktop.ui.games.yenta.review import review_scene as scene

    return scene(app, record, on_done)
