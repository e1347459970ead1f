"""Yacht in the window: its table with the coach, the picker's picture, the replay view, the
end screen's lines and picture, the review after the game, and its preferences."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from yenta_desktop.ai.yacht.coach import known_optimal
from yenta_desktop.engine.yacht import MAX_PLAYERS
from yenta_desktop.i18n import tr
from yenta_desktop.ui.games.yacht.table import WORDS, TableScene, demo_session, draw_picture
from yenta_desktop.ui.kits.dice_table import final, replay
from yenta_desktop.ui.kits.dice_table.prefs import COACH_WARNING, dice_preferences
from yenta_desktop.ui.kits.dice_table.replay import CHAPTER, ReplayPicture, chapter_of
from yenta_desktop.ui.kits.dice_table.text import points
from yenta_desktop.ui.preferences import COACH

#: The setup screen starts with two players (a human and an AI seat).
DEFAULT_PLAYERS = 2
#: Scorecards are public: pass-and-play needs no curtain.
PASS_AND_PLAY_NOTE = "yacht.setup.pass_and_play"
PREFERENCES = (COACH, COACH_WARNING, *dice_preferences(MAX_PLAYERS))
describe_step = WORDS.describe_step
draw_replay = ReplayPicture("yacht", points).draw


def _optimal(session: Any) -> float | None:
    return known_optimal(session.state.rules) if len(session.state.cards) == 1 else None


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, total and result) best first (solo: beside what optimal play averages)."""
    return replay.final_lines(session, "yacht", _optimal(session))


def draw_final(surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
    """The end screen's picture: each card's upper and lower sums, the totals, then bars."""
    state = session.state
    spec = type(state).SPEC

    def cells(seat: int) -> list[str]:
        card = state.cards[seat]
        return [points(spec.upper_sum(card)), points(spec.lower_sum(card))]

    sums = [tr("yacht.final.col_upper"), tr("yacht.final.col_lower")]
    final.draw_final(surface, rect, session, "yacht", sums, cells, _optimal(session))


def review_scene(app: Any, record: Any, on_done: Callable[[], None] | None = None) -> Any:
    """The review of a finished game (the shell's hook; imported when first opened)."""
    from yenta_desktop.ai.yacht.coach import review_game
    from yenta_desktop.ui.kits.dice_table.review import CardWords, scorecard_review_scene

    words = CardWords("yacht", (1,))
    return scorecard_review_scene(app, record, review_game, words, on_done, name="yacht")


__all__ = [
    "CHAPTER",
    "DEFAULT_PLAYERS",
    "PASS_AND_PLAY_NOTE",
    "PREFERENCES",
    "TableScene",
    "chapter_of",
    "demo_session",
    "describe_step",
    "draw_final",
    "draw_picture",
    "draw_replay",
    "final_lines",
    "review_scene",
]
