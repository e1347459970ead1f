"""Dice Poker in the replay and on the end screen's standings: the scorecard, the dice, each step
in words, and each player's total with the result against the table average."""

from __future__ import annotations

from typing import Any

from yenta_desktop.engine.dicepoker.spec import SPEC
from yenta_desktop.ui.games.dicepoker.advisor import known_optimal
from yenta_desktop.ui.kits.dice_table import replay
from yenta_desktop.ui.kits.dice_table.replay import CHAPTER, EventWords, ReplayPicture, chapter_of

#: Each step in words (the kit's sentences; a box written from the first roll says doubled).
WORDS = EventWords("dicepoker", SPEC)
describe_event = WORDS.describe
describe_step = WORDS.describe_step

#: The replay's picture (the kit's: the turn's dice beside every card).
REPLAY = ReplayPicture("dicepoker")
draw_replay = REPLAY.draw


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, total and result) best first (the kit's standings)."""
    return replay.final_lines(
        session,
        "dicepoker",
        known_optimal(session.state.rules) if len(session.seats) == 1 else None,
    )


__all__ = ["CHAPTER", "chapter_of", "describe_event", "describe_step", "draw_replay", "final_lines"]
