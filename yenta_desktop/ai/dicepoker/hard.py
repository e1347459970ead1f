"""The Hard bot: exactly optimal play for the highest expected final total.

The rest of the game is valued by the solved tables (scripts/scorecard_solve.py);
inside the turn every hold and every row is valued exactly
(the scorecard kit's TurnValues), computed once per turn and cached. Players do not interact in
Dice Poker, so the policy that maximises a seat's expected total also
maximises its expected result against the table average.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.dicepoker.policy import OPTIMAL, best_move, options, turn_values
from yenta_desktop.ai.kits.scorecard import TurnValues
from yenta_desktop.ai.options import take_options
from yenta_desktop.engine.families.scorecard import ScorecardObservation as Observation
from yenta_desktop.engine.families.scorecard_game import Action


class PlannedBot:
    """A bot that plays the best move under ``FUTURE`` in-turn values (cached per turn)."""

    name = "planned"
    FUTURE = OPTIMAL

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        take_options(self.name, opts, {})
        self.seed = seed
        self._key: tuple[Any, ...] | None = None
        self._values: TurnValues | None = None

    def new_game(self) -> None:
        """Forget the cached turn."""
        self._key = None
        self._values = None

    def turn_values(self, obs: Observation) -> TurnValues:
        """The in-turn values of the observing seat's turn (cached while the card is unchanged)."""
        card = obs.cards[obs.seat]
        key = (obs.rules, tuple(card))
        if key != self._key or self._values is None:
            self._values = turn_values(obs.rules, card, self.FUTURE)
            self._key = key
        return self._values

    def choose(self, obs: Observation) -> Action:
        """The best row or hold for the dice on the table."""
        values = self.turn_values(obs)
        opts = options(values, obs.cards[obs.seat], obs.rules, obs.dice, obs.rolls_done)
        action, _ = best_move(opts, obs.dice)
        return action


class HardBot(PlannedBot):
    """Exactly optimal for the expected final total (tables + exact in-turn values)."""

    name = "hard"
    FUTURE = OPTIMAL
