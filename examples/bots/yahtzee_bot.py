"""An example outside bot for Yahtzee, Yatzy and Triple Yahtzee (see docs/bots.md).

Standard library only. Run it:

    yenta-desktop tournament --game yahtzee --games 20 --players examples/bots/yahtzee_bot.py:PatternBot,easy
    yenta-desktop tournament --game triple-yahtzee --games 5 --players examples/bots/yahtzee_bot.py:PatternBot,easy

It keeps the dice of its most common face and rolls the rest; on the last roll (or with
five alike) it writes the box that scores the most now, in the column that counts most
for Triple Yahtzee. It knows the points of a box only from ``legal`` and the dice, so it
works out the few patterns it needs itself.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

UPPER = ("aces", "twos", "threes", "fours", "fives", "sixes")


def points(row: str, dice: list[int]) -> int:
    """What ``row`` scores for ``dice`` (Yahtzee's card; a rough guess for Yatzy's extra rows)."""
    counts = Counter(dice)
    most = max(counts.values())
    faces = sorted(set(dice))
    run = max(
        len([f for f in range(start, start + 5) if f in faces]) for start in range(1, 3)
    )
    if row in UPPER:
        face = UPPER.index(row) + 1
        return face * counts[face]
    if row in ("three_kind", "three"):
        return sum(dice) if most >= 3 else 0
    if row in ("four_kind", "four"):
        return sum(dice) if most >= 4 else 0
    if row == "full_house":
        return 25 if sorted(counts.values()) == [2, 3] else 0
    if row == "small_straight":
        return 30 if run >= 4 or {1, 2, 3, 4} <= set(dice) else 0
    if row == "large_straight":
        return 40 if run == 5 else 0
    if row in ("yahtzee", "yatzy"):
        return 50 if most == 5 else 0
    return sum(dice)  # chance, and Yatzy's pair rows as a guess


class PatternBot:
    """Chases its most common face, then writes the box that scores the most."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: dict[str, Any]) -> dict[str, Any]:
        """One of ``observation["legal"]``."""
        legal = observation["legal"]
        dice = observation["dice"]
        rolls = [item for item in legal if item["type"] == "roll"]
        face, count = Counter(dice).most_common(1)[0]
        if rolls and count < 5:
            keep = sorted(i for i, value in enumerate(dice) if value == face)
            for item in rolls:
                if sorted(item["keep"]) == keep:
                    return item  # type: ignore[no-any-return]
        scores = [item for item in legal if item["type"] == "score"]
        # The best points now; Triple Yahtzee: the higher column (x3) first for good scores.
        return max(  # type: ignore[no-any-return]
            scores,
            key=lambda item: (points(item["row"], dice), item.get("column", 0)),
        )
