"""What optimal play scores in Farkle, for the Statistics screen's chart of final totals.

Only the solo practice game is solved (:mod:`.solo`: the exact mean of its ten turns);
its spread is not, and a game at a table ends at the target, which no table here solves.
The Statistics screen finds this module by convention (``ai/<folder>/optimum.py``).
"""

from __future__ import annotations

from yenta_desktop.ai.farkle.bots import ai_rules
from yenta_desktop.ai.farkle.solo import warm
from yenta_desktop.engine.farkle.rules import Rules


def spread(rules: Rules, players: int) -> tuple[float, float | None] | None:
    """(the optimal mean, None: no known standard deviation) of a solo game under ``rules``;
    None at a table of several. Solves the solo game on first use (about a second)."""
    if players != 1:
        return None
    return warm(ai_rules(rules)), None
