"""The Medium bot: the best expected score for this turn only.

It values holds and boxes with exact in-turn probabilities, like Hard, but
counts only the points this turn writes (with the upper bonus if this turn
settles it and the extra-Yahtzee bonus): it never asks which boxes it will
need later, so it spends Chance and the big boxes early.
"""

from __future__ import annotations

from yenta_desktop.ai.yahtzee.hard import PlannedBot
from yenta_desktop.ai.yahtzee.policy import NONE


class MediumBot(PlannedBot):
    """Greedy for this turn's expected points, exact within the turn."""

    name = "medium"
    FUTURE = NONE
