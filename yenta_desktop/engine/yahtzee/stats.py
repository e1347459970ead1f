"""Per-seat counters of a finished game, and the statistics screen's columns.

Rule 5: Yatzy games are kept apart from Yahtzee games: every counter is per
card (``yahtzee_*`` or ``yatzy_*``), so the Yatzy columns average over Yatzy
games only and the Yahtzee columns over Yahtzee games (a game counts 0 in the
other card's counters).
"""

from __future__ import annotations

from yenta_desktop.engine.protocol import StatColumn
from yenta_desktop.engine.yahtzee.state import GameState


def _columns(card: str, label: str) -> tuple[StatColumn, ...]:
    return (
        StatColumn(f"{card}_games", f"{label} games", f"{card}_games", decimals=0),
        StatColumn(f"{card}_mean_total", f"{label} mean", f"{card}_total", per=f"{card}_games"),
        StatColumn(f"{card}_best_total", f"{label} best", f"{card}_total", how="max", decimals=0),
        StatColumn(
            f"{card}_bonus_rate",
            f"{label} bonus %",
            f"{card}_bonus",
            per=f"{card}_games",
            percent=True,
        ),
        StatColumn(f"{card}_yahtzees", f"{label} yahtzees", f"{card}_yahtzees", decimals=0),
    )


#: Games, mean and best total, bonus rate and Yahtzees, for each card apart.
STAT_COLUMNS = _columns("yahtzee", "Yahtzee") + _columns("yatzy", "Yatzy")
CARDS = ("yahtzee", "yatzy")


def seat_tallies(state: GameState) -> list[dict[str, float]]:
    """Per seat: games, total, bonus (1 if earned) and Yahtzees rolled and written, per card."""
    spec = state.SPEC
    card_name = "yatzy" if state.rules.is_yatzy else "yahtzee"
    tallies: list[dict[str, float]] = []
    for seat, card in enumerate(state.cards):
        yahtzees = sum(
            1 for turn in state.turns if turn["seat"] == seat and len(set(turn["rolls"][-1])) == 1
        )
        counts: dict[str, float] = {
            f"{card}_{name}": 0
            for card in CARDS
            for name in ("games", "total", "bonus", "yahtzees")
        }
        counts.update(
            {
                f"{card_name}_games": 1,
                f"{card_name}_total": spec.total(card, state.extras[seat]),
                f"{card_name}_bonus": 1 if spec.bonus(card) else 0,
                f"{card_name}_yahtzees": yahtzees,
            }
        )
        tallies.append(counts)
    return tallies
