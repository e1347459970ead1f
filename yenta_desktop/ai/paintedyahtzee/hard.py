"""The Hard and Medium bots: the exact in-turn expectimax over a value of the card.

Both value every hold and every box of the turn exactly, over the 7,776 ordered rolls
of the five painted dice (:mod:`.turn`), computed once per turn and cached. Hard
values the rest of the game by the model fitted offline (:mod:`.value`,
scripts/painted_fit.py): the game is too big to solve exactly (2^20 open-box sets x
64 upper totals x 76 colour totals). Medium counts only what this turn writes (a bonus
it reaches and an extra Yahtzee included), so it spends the big boxes early. Both
decide from their own observation only: the card, the rules, the dice and the rolls.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.paintedyahtzee.policy import FITTED, NONE, best_move, options, turn_values
from yenta_desktop.ai.paintedyahtzee.turn import ProductTurn
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard import ScorecardObservation as Observation


class PlannedBot:
    """A bot that plays the best move under ``FUTURE`` in-turn values (cached per turn)."""

    name = "planned"
    FUTURE = FITTED

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        self.options = take_options(self.name, opts, {})
        self.seed = seed
        self._key: tuple[Any, ...] | None = None
        self._values: ProductTurn | None = None

    def new_game(self) -> None:
        """Forget the cached turn."""
        self._key = None
        self._values = None

    def turn_values(self, obs: Observation) -> ProductTurn:
        """The in-turn values of the observing seat's turn (cached while the card is unchanged)."""
        card = obs.cards[obs.seat]
        key: tuple[Any, ...] = (obs.rules, tuple(card))
        if key != self._key or self._values is None:
            self._values = turn_values(obs.rules, card, self.FUTURE)
            self._key = key
        return self._values

    def choose(self, obs: Observation) -> Roll | Score:
        """The best box or hold for the dice on the table."""
        values = self.turn_values(obs)
        opts = options(values, obs.cards[obs.seat], obs.rules, obs.dice, obs.rolls_done)
        action, _ = best_move(opts, obs.dice)
        return action


class HardBot(PlannedBot):
    """The best expected total it can find: exact within the turn, a fitted value beyond."""

    name = "hard"
    FUTURE = FITTED


class MediumBot(PlannedBot):
    """Greedy for this turn's expected points, exact within the turn."""

    name = "medium"
    FUTURE = NONE
