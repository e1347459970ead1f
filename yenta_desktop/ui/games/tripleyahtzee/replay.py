"""Triple Yahtzee in the move log, the replay and on the end screen's standings: each step in
words, the three-column scorecard and the dice, and each player's grand total."""

from __future__ import annotations

from typing import Any

from yenta_desktop.engine.tripleyahtzee.spec import JOKER_POINTS, SPEC
from yenta_desktop.ui.kits.dice_table import replay
from yenta_desktop.ui.kits.dice_table.replay import CHAPTER, EventWords, ReplayPicture, chapter_of
from yenta_desktop.ui.kits.dice_table.text import points

#: Each step in words (the kit's sentences; a Yahtzee at a Joker's value says so).
WORDS = EventWords("tripleyahtzee", SPEC, points, JOKER_POINTS)
describe_event = WORDS.describe
describe_step = WORDS.describe_step

#: The replay's picture (the kit's: the turn's dice beside every card).
REPLAY = ReplayPicture("tripleyahtzee", points, extras=True)
draw_replay = REPLAY.draw


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, total and result) best first (the kit's standings)."""
    return replay.final_lines(session, "tripleyahtzee", None)


__all__ = ["CHAPTER", "chapter_of", "describe_event", "describe_step", "draw_replay", "final_lines"]
