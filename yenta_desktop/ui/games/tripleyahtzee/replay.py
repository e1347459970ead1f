"""Triple Yahtzee in the move log, the replay and on the end screen's standings: each step in
words, the three-column scorecard and the dice, and each player's grand total."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.engine.families.scorecard import ScorecardSpec
from yenta_desktop.engine.tripleyahtzee import (
    GameState,
    RowScored,
)
from yenta_desktop.engine.tripleyahtzee.spec import JOKER_POINTS, SPEC
from yenta_desktop.ui.kits.dice_table import (
    replay,
)
from yenta_desktop.ui.kits.dice_table.replay import EventWords, ReplayPicture
from yenta_desktop.ui.kits.dice_table.text import points
from yenta_desktop.ui.widgets.dice import DiceArt

#: The replay's chapters are turns (one seat's rolls and the box written).
CHAPTER = "turn"


def chapter_of(state: Any) -> int:
    """The replay's chapter of a step: the number of turns finished."""
    return len(getattr(state, "turns", ()))


#: Each step in words (the kit's sentences; a Yahtzee at a Joker's value says so).
WORDS = EventWords("tripleyahtzee", SPEC, points, JOKER_POINTS)


def is_joker(event: RowScored) -> bool:
    """A Yahtzee written at a Joker's value (Full house 25, straights 30/40)."""
    return WORDS.is_joker(event)


def describe_event(event: Any, names: list[str], spec: ScorecardSpec = SPEC) -> str:
    """One engine event in a sentence (the move log and the replay say the same)."""
    return WORDS.describe(event, names, spec)


def describe_step(state: GameState, events: list[Any], names: list[str]) -> str:
    """What one step of a replay did, in the current language."""
    return WORDS.describe_step(state, events, names)


#: The replay's picture (the kit's: the turn's dice beside every card).
REPLAY = ReplayPicture("tripleyahtzee", points, extras=True)


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: DiceArt
) -> None:
    """The dice of the turn under way (held ones set apart) beside every player's scorecard."""
    REPLAY.draw(surface, area, state, names, art)


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, total and result) best first (the kit's standings)."""
    return replay.final_lines(session, "tripleyahtzee", None)


__all__ = ["CHAPTER", "chapter_of", "describe_event", "describe_step", "draw_replay", "final_lines"]
