"""The table's coach: the chance the bid in front of a player is true, and what Hard would do.

For the UI's coach toggle. It uses only the player's own observation (what
they saw and heard), so it never tells a human more than they could work out.
"""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.ai.liedice.belief import box_belief, p_at_least
from yenta_desktop.ai.liedice.hard import HardBot
from yenta_desktop.engine.liedice import Action, Observation


@dataclass(frozen=True)
class Tip:
    """``p_true``: the chance the bid on the table is true (None before any bid);
    ``hard``: the action Hard would take now (None when it is not this seat's turn)."""

    p_true: float | None
    hard: Action | None


def coach(obs: Observation, advisor: HardBot | None = None) -> Tip:
    """A tip for ``obs.seat``; pass the same ``advisor`` each time to keep what it learned."""
    p_true = None if obs.bid_rank is None else p_at_least(box_belief(obs), obs.bid_rank)
    if obs.current_seat != obs.seat:
        return Tip(p_true, None)
    bot = advisor if advisor is not None else HardBot(seed=obs.round_number)
    return Tip(p_true, bot.choose(obs))
