"""The table's coach: the chance the bid in front of a player is true, and what Hard would do.

For the UI's coach toggle. It uses only the player's own observation (what
they saw and heard), so it never tells a human more than they could work out.
The chance is Hard's own reading: the bidder's record in this game (its
learned honesty model, :mod:`.opponents`) applied to what the player saw.
Next to it the raw odds (the dice alone, the bids not read); when the two
fall on different sides of a call, the tip says the bidder's history is why.
"""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.ai.liedice.belief import box_belief, p_at_least
from yenta_desktop.ai.liedice.hard import HardBot
from yenta_desktop.ai.liedice.opponents import OpponentModel
from yenta_desktop.engine.liedice import Action, Observation

#: A bid is "likely a lie" below this chance (the raw odds and the record disagree across it).
SIDE = 0.5
#: How many of the bidder's bids must have been judged before its record is quoted.
RECORD = 2


@dataclass(frozen=True)
class Tip:
    """``p_true``: the chance the bid on the table is true, read with the bidder's record
    (None before any bid); ``p_raw``: the same from the dice alone; ``history``: "call" when
    the bidder's record makes a call better than the raw odds do, "believe" when it makes
    the bid more believable, else None; ``hard``: Hard's move (None when it is not this
    seat's turn)."""

    p_true: float | None
    hard: Action | None
    p_raw: float | None = None
    history: str | None = None


def coach(obs: Observation, advisor: HardBot | None = None) -> Tip:
    """A tip for ``obs.seat``; pass the same ``advisor`` each time to keep what it learned."""
    bot = advisor if advisor is not None else HardBot(seed=obs.round_number)
    if obs.bid_rank is None:
        p_true = p_raw = None
        history = None
    else:
        data = bot.learned(obs)
        p_true = p_at_least(box_belief(obs, OpponentModel.models(data)), obs.bid_rank)
        p_raw = p_at_least(box_belief(obs, read_bids=False), obs.bid_rank)
        record = data.get(obs.bidder) if obs.bidder is not None else None
        judged = 0.0 if record is None else record.truths + record.lies
        history = None
        if judged >= RECORD and 1e-9 < p_raw < 1.0 - 1e-9:
            if p_true < SIDE <= p_raw:
                history = "call"
            elif p_raw < SIDE <= p_true:
                history = "believe"
    if obs.current_seat != obs.seat:
        return Tip(p_true, None, p_raw, history)
    return Tip(p_true, bot.choose(obs), p_raw, history)
