"""The Medium bot: the best expected score for this turn only.

It values holds and rows with exact in-turn probabilities, like Hard, but
counts only the points this turn writes (and the upper bonus if this turn
settles it): it never thinks about which rows it will need later, so it
spends chance and the big rows early and leaves poor rows for the end.
"""

from __future__ import annotations

from yenta_desktop.ai.dicepoker.hard import PlannedBot
from yenta_desktop.ai.dicepoker.policy import NONE


class MediumBot(PlannedBot):
    """Greedy for this turn's expected points, exact within the turn."""

    name = "medium"
    FUTURE = NONE
