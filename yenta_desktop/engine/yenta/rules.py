"""The rule settings of a Yenta game, including the two variants of the Russian text."""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.engine.settings import CHOICE, INT, RulesBase, Setting

#: After a miss, play goes to the next seat clockwise that still has dice (English text).
NEXT_SEAT = "next_seat"
#: After a miss, play goes to the player who did not have the die (Russian text).
ASKED_PLAYER = "asked_player"
#: A failed bidder loses the bid from the total (English text).
SUBTRACT = "subtract"
#: A failed bidder scores nothing that round (Russian text).
ZERO = "zero"

TURN_AFTER_MISS_CHOICES = (NEXT_SEAT, ASKED_PLAYER)
FAILED_BID_CHOICES = (SUBTRACT, ZERO)

MIN_PLAYERS = 3
MAX_PLAYERS = 6


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game; every field has the English rules' value as default."""

    SETTINGS = (
        Setting(
            "target_score",
            INT,
            100,
            "points that win the game",
            minimum=10,
            maximum=10_000,
            step=25,
        ),
        # At most 12: the highest bid possible with one die each (12 x dice_per_player).
        Setting("min_bid", INT, 1, "the lowest opening bid", minimum=1, maximum=12, in_setup=False),
        Setting(
            "dice_per_player",
            INT,
            5,
            "dice each player rolls every round",
            minimum=1,
            maximum=12,
            in_setup=False,
        ),
        Setting(
            "turn_after_miss",
            CHOICE,
            NEXT_SEAT,
            "after a miss, play goes to the next seat (English) or the asked player (Russian)",
            choices=TURN_AFTER_MISS_CHOICES,
        ),
        Setting(
            "failed_bid",
            CHOICE,
            SUBTRACT,
            "a failed bidder loses the bid (English) or scores nothing (Russian)",
            choices=FAILED_BID_CHOICES,
        ),
    )

    target_score: int = 100
    min_bid: int = 1
    dice_per_player: int = 5
    turn_after_miss: str = NEXT_SEAT
    failed_bid: str = SUBTRACT

    @property
    def max_bid(self) -> int:
        """The highest bid allowed: what a bidder could score at best (a pair of 6s per own die)."""
        return 12 * self.dice_per_player
