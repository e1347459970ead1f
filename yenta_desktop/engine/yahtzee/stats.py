"""Per-seat counters of a finished game, and the statistics screen's columns.

Rule 5: Yatzy games are kept apart from Yahtzee games: :func:`stat_variant` names
the card a game was played on, and the statistics keep a Yatzy game in a row of its
own ("Ana · Yatzy", wins included), so no column mixes the two cards. The review's
"loss per choice" is filled in when a game is reviewed (the statistics' review
counters ``review_loss`` and ``review_choices``).
"""

from __future__ import annotations

from yenta_desktop.engine.protocol import StatColumn
from yenta_desktop.engine.yahtzee.rules import Rules
from yenta_desktop.engine.yahtzee.state import GameState

#: Mean and best total, bonus rate, Yahtzees (Yatzys on that card), the review's loss.
STAT_COLUMNS = (
    StatColumn("mean_total", "mean total", "total", per="games"),
    StatColumn("best_total", "best total", "total", how="max", decimals=0),
    StatColumn("bonus_rate", "bonus %", "bonus", per="games", percent=True),
    StatColumn("yahtzees", "Yahtzees", "yahtzees", decimals=0),
    StatColumn(
        "loss_per_choice", "loss per choice", "review_loss", per="review_choices", decimals=2
    ),
)


def stat_variant(rules: Rules) -> str:
    """The statistics row a game counts in: "" on the Yahtzee card, "yatzy" on Yatzy's."""
    return "yatzy" if rules.is_yatzy else ""


def seat_tallies(state: GameState) -> list[dict[str, float]]:
    """Per seat: total, bonus (1 if earned) and Yahtzees rolled and written."""
    spec = state.SPEC
    tallies: list[dict[str, float]] = []
    for seat, card in enumerate(state.cards):
        yahtzees = sum(
            1 for turn in state.turns if turn["seat"] == seat and len(set(turn["rolls"][-1])) == 1
        )
        tallies.append(
            {
                "total": spec.total(card, state.extras[seat]),
                "bonus": 1 if spec.bonus(card) else 0,
                "yahtzees": yahtzees,
                # Filled in when the game is reviewed (StatsStore.record_review).
                "review_loss": 0,
                "review_choices": 0,
            }
        )
    return tallies
