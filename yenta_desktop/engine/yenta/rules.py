"""The rule settings of a Yenta game, including the two variants of the Russian text."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

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
class Rules:
    """Settings of one game; every field has the English rules' value as default."""

    target_score: int = 100
    min_bid: int = 1
    dice_per_player: int = 5
    turn_after_miss: str = NEXT_SEAT
    failed_bid: str = SUBTRACT

    def __post_init__(self) -> None:
        for name in ("target_score", "min_bid", "dice_per_player"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{name} must be a whole number, not {value!r}")
        if not 1 <= self.target_score <= 100_000:
            raise ValueError(f"target_score must be 1..100000, not {self.target_score}")
        if not 1 <= self.dice_per_player <= 12:
            raise ValueError(f"dice_per_player must be 1..12, not {self.dice_per_player}")
        if not 1 <= self.min_bid <= self.max_bid:
            raise ValueError(f"min_bid must be 1..{self.max_bid}, not {self.min_bid}")
        if self.turn_after_miss not in TURN_AFTER_MISS_CHOICES:
            raise ValueError(
                f"turn_after_miss must be one of {', '.join(TURN_AFTER_MISS_CHOICES)},"
                f" not {self.turn_after_miss!r}"
            )
        if self.failed_bid not in FAILED_BID_CHOICES:
            raise ValueError(
                f"failed_bid must be one of {', '.join(FAILED_BID_CHOICES)}, not {self.failed_bid!r}"
            )

    @property
    def max_bid(self) -> int:
        """The highest bid allowed: what a bidder could score at best (a pair of 6s per own die)."""
        return 12 * self.dice_per_player

    def to_dict(self) -> dict[str, Any]:
        """The rules as a JSON-able dict (the record's ``rules`` object)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Rules from a dict; unknown keys are an error, missing keys take defaults."""
        if not isinstance(data, dict):
            raise ValueError("rules must be an object")
        known = {"target_score", "min_bid", "dice_per_player", "turn_after_miss", "failed_bid"}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown rule(s): {', '.join(sorted(unknown))}")
        return cls(**data)

    def with_setting(self, text: str) -> Rules:
        """A copy with one ``name=value`` setting changed (the ``--rule`` command-line form)."""
        name, sep, value = text.partition("=")
        name = name.strip()
        if not sep or not name:
            raise ValueError(f"a rule is written name=value, not {text!r}")
        data = self.to_dict()
        if name not in data:
            raise ValueError(f"unknown rule {name!r}; known: {', '.join(data)}")
        if isinstance(data[name], int):
            try:
                data[name] = int(value)
            except ValueError:
                raise ValueError(f"{name} must be a whole number, not {value!r}") from None
        else:
            data[name] = value.strip()
        return Rules(**data)
