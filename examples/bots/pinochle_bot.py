"""An example outside bot for Pinochle (see docs/bots.md): standard library only.

Run it:  yenta-desktop tournament --game pinochle --games 4 \
    --players examples/bots/pinochle_bot.py:SafeBot,easy,easy,easy

It receives the observation as a plain dict and returns one of the dicts in
``observation["legal"]``. Its plan: never bid unless it must, name its longest
suit as trump, pass its lowest cards, lead its highest card and otherwise play
its lowest legal card. (The game forces following suit and heading the trick:
``legal`` lists only the cards it may play.)
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

#: Card ranks from high to low: a card is rank then suit, e.g. "AS", "TH", "9C".
RANKS = "ATKQJ9"


def strength(card: str) -> int:
    """Higher for higher cards (an ace is 5, a nine 0)."""
    return len(RANKS) - 1 - RANKS.index(card[0])


class SafeBot:
    """Passes in the auction, names its longest suit, plays high when leading."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: dict[str, Any]) -> dict[str, Any]:
        """Return one legal action."""
        legal = observation["legal"]
        phase = observation["phase"]
        if phase == "auction":
            return next((a for a in legal if a["type"] == "pass"), legal[0])
        if phase == "trump":
            suits = Counter(card[1] for card in observation["hand"])
            return max(legal, key=lambda a: suits[a["suit"]])
        if phase in ("pass_to_bidder", "pass_back"):
            return min(legal, key=lambda a: sum(strength(card) for card in a["cards"]))
        if phase == "play":
            plays = [a for a in legal if a["type"] == "play"]
            if not observation["trick"]:
                return max(plays, key=lambda a: strength(a["card"]))
            return min(plays, key=lambda a: strength(a["card"]))
        return self.rng.choice(legal)  # throw_in: play out or throw in, at random
