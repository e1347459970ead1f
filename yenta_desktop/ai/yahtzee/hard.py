"""The Hard bot (solo and ``mode=average``): exactly optimal play for the highest expected total.

The rest of the game is valued by the solved tables (scripts/scorecard_solve.py
yahtzee); inside the turn every hold and every box is valued exactly (the
scorecard kit's TurnValues, the Joker and the extra Yahtzee included),
computed once per turn and cached. It decides from its own observation only:
its card, the rules, the dice and how many rolls were made.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.kits.scorecard import TurnValues
from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.yahtzee.policy import OPTIMAL, best_move, options, turn_values
from yenta_desktop.engine.yahtzee.actions import Action
from yenta_desktop.engine.yahtzee.state import Observation

MODES = ("average",)


class PlannedBot:
    """A bot that plays the best move under ``FUTURE`` in-turn values (cached per turn)."""

    name = "planned"
    FUTURE = OPTIMAL
    OPTIONS: dict[str, type] = {}

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        self.options = take_options(self.name, opts, self.OPTIONS)
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
        """The best box or hold for the dice on the table."""
        values = self.turn_values(obs)
        opts = options(values, obs.cards[obs.seat], obs.rules, obs.dice, obs.rolls_done)
        action, _ = best_move(opts, obs.dice)
        return action


class HardBot(PlannedBot):
    """Exactly optimal for the expected final total (tables + exact in-turn values).

    Option ``mode``: ``average`` (the only mode so far: the expected-score
    policy, at every table size).
    """

    name = "hard"
    FUTURE = OPTIMAL
    OPTIONS = {"mode": str}

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        super().__init__(seed, **opts)
        mode = self.options.get("mode", "average")
        if mode not in MODES:
            raise ValueError(f"hard option mode must be one of {', '.join(MODES)}, not {mode!r}")
        self.mode = mode
