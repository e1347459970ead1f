"""A scorecard game's opponent styles as bots (tests and benchmarks, not levels).

One :class:`~.habits.HabitBot` per habit of :mod:`.habits` (greedy, bonus hunter,
chaser, club player, mixture), over what the game makes of the seat's observation
(its ``seen(obs)``: a :class:`~.habits.Seen`) and writing the game's actions. A game's
``ai/<folder>/styles.py`` is its ``seen`` and, where its card words them differently,
its descriptions::

    STYLES = style_bots(seen_of, Score, Roll, {"bonus": "...zeroes Aces when stuck."})

Imports no game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from yenta_desktop.ai.kits.scorecard.habits import HABITS, HabitBot, Seen

#: Each style's name and what it does, in the order of :data:`~.habits.HABITS`.
NAMES = {
    "greedy": "Greedy",
    "bonus": "Bonus hunter",
    "chaser": "Chaser",
    "club": "Club player",
    "mixture": "Mixture",
}
DESCRIPTIONS = {
    "greedy": "Keeps its commonest face; writes whatever scores most now.",
    "bonus": "Three of every face for the upper bonus; zeroes Ones when stuck.",
    "chaser": "Goes for five alike and straights, whatever it costs.",
    "club": "Pairs, triples and four-runs; writes against par; Chance as a dump.",
    "mixture": "A different one of the simple styles at every decision.",
}


def style_bots(
    seen: Callable[[Any], Seen],
    score: Any,
    roll: Any,
    descriptions: Mapping[str, str] | None = None,
) -> dict[str, type[HabitBot]]:
    """Every style as a bot class by its name: the habit over ``seen(obs)``, writing
    ``score(row, column)`` and rolling ``roll(positions)``; ``descriptions`` overrides
    the kit's words for some styles."""
    words = {**DESCRIPTIONS, **(descriptions or {})}
    bots: dict[str, type[HabitBot]] = {}
    for style in HABITS:
        bots[style] = type(
            f"{NAMES[style].title().replace(' ', '')}Style",
            (HabitBot,),
            {
                "__doc__": f"The {NAMES[style].lower()} style: {words[style]}",
                "style": style,
                "name": NAMES[style],
                "description": words[style],
                "score": score,
                "roll": roll,
                "seen": lambda self, obs: seen(obs),
            },
        )
    return bots


__all__ = ["DESCRIPTIONS", "NAMES", "style_bots"]
