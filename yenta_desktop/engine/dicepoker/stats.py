"""Per-seat counters of a finished game, and the statistics screen's columns."""

from __future__ import annotations

from yenta_desktop.engine.dicepoker.scoring import ROW_INDEX, bonus, total, upper_sum
from yenta_desktop.engine.dicepoker.state import GameState
from yenta_desktop.engine.protocol import StatColumn

#: Mean total, best total, bonus rate and pokers (see ``seat_tallies``).
STAT_COLUMNS = (
    StatColumn("mean_total", "mean total", "total", per="games"),
    StatColumn("best_total", "best total", "total", how="max", decimals=0),
    StatColumn("bonus_rate", "bonus %", "bonus", per="games", percent=True),
    StatColumn("pokers", "pokers", "pokers", decimals=0),
)

_POKER = ROW_INDEX["poker"]


def seat_tallies(state: GameState) -> list[dict[str, float]]:
    """Per seat: total, bonus (1 if earned), pokers (1 if a five of a kind was written), upper sum."""
    tallies: list[dict[str, float]] = []
    for card in state.cards:
        poker = card[_POKER]
        tallies.append(
            {
                "total": total(card),
                "bonus": 1 if bonus(card) else 0,
                "pokers": 1 if poker is not None and poker > 0 else 0,
                "upper": upper_sum(card),
            }
        )
    return tallies
