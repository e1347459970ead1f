"""The rule settings of a pinochle game (issue 12's bracketed options)."""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.engine.settings import INT, RulesBase, Setting

MIN_PLAYERS = 4
MAX_PLAYERS = 4
#: Partners sit opposite: seats 0 and 2 are team 0, seats 1 and 3 team 1.
TEAMS = ((0, 2), (1, 3))
HAND_SIZE = 12
#: A bid raises the current one by exactly one of these (the opening bid: the minimum plus one).
BID_STEPS = (10, 20)
#: Throwing in is allowed when the bid is more than this above the bidding team's meld:
#: the trick points of a whole deal, so the bid cannot be made (rule 8; fixed, rule 9).
THROW_IN_MARGIN = 250


def team_of(seat: int) -> int:
    """The team (0 or 1) of a seat."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The seat opposite ``seat``."""
    return (seat + 2) % 4


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game; the defaults are the rules of the source text."""

    SETTINGS = (
        Setting(
            "min_bid",
            INT,
            250,
            "the lowest opening bid (a multiple of 10); the dealer is stuck with it if all pass",
            minimum=100,
            # Higher minimums make most deals unmakeable: games of Easy or Medium players
            # ran 15 deals at 350, 18 at 400, and may never reach the target at 500.
            maximum=350,
            step=10,
        ),
        Setting(
            "pass_cards",
            INT,
            4,
            "cards the bidder's partner passes to the bidder, and the bidder passes back",
            minimum=0,
            maximum=6,
        ),
        Setting(
            "target",
            INT,
            1500,
            "points that win the game",
            minimum=500,
            maximum=10_000,
            step=100,
        ),
    )

    min_bid: int = 250
    pass_cards: int = 4
    target: int = 1500

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.min_bid % 10:
            raise ValueError(f"min_bid must be a multiple of 10, not {self.min_bid}")
