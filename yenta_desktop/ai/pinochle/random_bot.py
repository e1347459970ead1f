"""The pinochle random bot: uniform among legal actions, with sane bids.

Uniform bidding runs the auction up past anything a team can make, both
teams go set deal after deal and a game to 1,500 may never end. This bot
bids only up to its own best meld plus 100 to 160 (drawn each time), so the
auction goes to a hand with meld and games end in about 16 deals.
"""

from __future__ import annotations

import random

from yenta_desktop.engine.pinochle import PASS, Action, Bid, Observation, Phase, best_trump_meld

#: The random bot bids up to its meld plus this, plus a random 0..SPREAD.
BID_OVER_MELD = 100
SPREAD = 60


class RandomBot:
    """A uniformly random legal action; in the auction a bid within reach of its meld."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        """A random legal action of ``obs.seat``."""
        rng = self.rng
        legal = obs.legal_actions()
        if obs.phase is Phase.AUCTION:
            limit = best_trump_meld(obs.hand)[1] + BID_OVER_MELD + rng.randrange(SPREAD + 1)
            bids = [a for a in legal if isinstance(a, Bid) and a.amount <= limit]
            return bids[0] if bids else PASS
        return rng.choice(legal)
