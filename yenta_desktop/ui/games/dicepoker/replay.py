"""Dice Poker in the replay and on the end screen's standings: the scorecard, the dice, each step
in words, and each player's total with the result against the table average."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.engine.dicepoker import GameState
from yenta_desktop.engine.dicepoker.spec import SPEC
from yenta_desktop.ui.games.dicepoker.advisor import known_optimal
from yenta_desktop.ui.kits.dice_table import (
    replay,
)
from yenta_desktop.ui.kits.dice_table.replay import EventWords, ReplayPicture
from yenta_desktop.ui.widgets.dice import DiceArt

#: The replay's chapters are turns (one seat's rolls and the row written).
CHAPTER = "turn"


def chapter_of(state: Any) -> int:
    """The replay's chapter of a step: the number of turns finished (a new one starts at each)."""
    return len(getattr(state, "turns", ()))


#: Each step in words (the kit's sentences; a box written from the first roll says doubled).
WORDS = EventWords("dicepoker", SPEC)


def describe_event(event: Any, names: list[str]) -> str:
    """One engine event in a sentence (the move log and the replay say the same)."""
    return WORDS.describe(event, names)


def describe_step(state: GameState, events: list[Any], names: list[str]) -> str:
    """What one step of a replay did, in the current language."""
    return WORDS.describe_step(state, events, names)


#: The replay's picture (the kit's: the turn's dice beside every card).
REPLAY = ReplayPicture("dicepoker")


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: DiceArt
) -> None:
    """The dice of the turn under way (held ones set apart) beside every player's scorecard."""
    REPLAY.draw(surface, area, state, names, art)


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, total and result) best first (the kit's standings)."""
    return replay.final_lines(
        session,
        "dicepoker",
        known_optimal(session.state.rules) if len(session.seats) == 1 else None,
    )
