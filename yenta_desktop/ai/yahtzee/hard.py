"""The Hard bot: exactly optimal solo play, and at a table it plays to finish first.

Solo (and with ``mode=average`` at any table) it is exactly optimal for the
highest expected total: the rest of the game is valued by the solved tables
(scripts/scorecard_solve.py yahtzee); inside the turn every hold and every box
is valued exactly (the scorecard kit's TurnValues, the Joker and the extra
Yahtzee included), computed once per turn and cached. At a table of two or
more (``mode=win``, the default) the same exact in-turn expectimax values the
end of the turn by its chance to finish first against the other seats'
public positions (:mod:`.win`). It decides from its own observation only:
the cards and extras, the rules, the dice and how many rolls were made.

:func:`prefetch` reads a table in a daemon thread (the table scene asks for it
through the bot option ``prefetch=TABLE``, so the first decision never waits).
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from yenta_desktop.ai.kits.scorecard import TurnValues
from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.scorecards import variants
from yenta_desktop.ai.yahtzee.policy import OPTIMAL, TABLES, best_move, options, turn_values
from yenta_desktop.ai.yahtzee.win import field_of, warm, win_values
from yenta_desktop.engine.families.scorecard import ScorecardObservation as Observation
from yenta_desktop.engine.families.scorecard_game import Action
from yenta_desktop.engine.yahtzee.rules import Rules

log = logging.getLogger(__name__)

WIN = "win"
AVERAGE = "average"
#: Hard's modes: at a table, play to finish first (default) or for the expected total.
MODES = (WIN, AVERAGE)


#: Table name -> the rules of each shipped table ("yahtzee-forced", "yahtzee-free", "yatzy").
VARIANTS = variants(TABLES, Rules)


def _load(name: str) -> None:
    rules = VARIANTS[name]
    try:
        TABLES.table(rules)
        warm(rules)
    except Exception:  # noqa: BLE001 - the first decision will report it
        log.exception("could not prefetch the Yahtzee table %s", name)


def prefetch(name: str) -> threading.Thread:
    """Read and check the solved table ``name`` (a key of :data:`VARIANTS`) and work out the
    last boxes' chances (:func:`.win.warm`, a few seconds) in a daemon thread, so that no
    decision waits for them; ValueError for an unknown name."""
    if name not in VARIANTS:
        raise ValueError(f"no Yahtzee table {name!r}; known: {', '.join(VARIANTS)}")
    thread = threading.Thread(target=_load, args=(name,), name="yahtzee-table", daemon=True)
    thread.start()
    return thread


def with_prefetch(level: str, rules: Rules) -> str:
    """A Hard level spec that also prefetches ``rules``' table when the bot is built (a table
    scene's AI seats, in the worker process); other levels unchanged."""
    kind, sep, rest = level.partition(":")
    if kind != "hard" or "prefetch=" in rest:
        return level
    option = f"prefetch={TABLES.name(rules)}"
    return f"hard:{rest},{option}" if sep and rest else f"hard:{option}"


class PlannedBot:
    """A bot that plays the best move under ``FUTURE`` in-turn values (cached per turn)."""

    name = "planned"
    FUTURE = OPTIMAL
    OPTIONS: dict[str, type] = {"prefetch": str}

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        self.options = take_options(self.name, opts, self.OPTIONS)
        self.seed = seed
        table = self.options.get("prefetch")
        if table is not None:
            prefetch(table)
        self._key: tuple[Any, ...] | None = None
        self._values: TurnValues | None = None

    def new_game(self) -> None:
        """Forget the cached turn."""
        self._key = None
        self._values = None

    def turn_values(self, obs: Observation) -> TurnValues:
        """The in-turn values of the observing seat's turn (cached while the card is unchanged)."""
        card = obs.cards[obs.seat]
        key: tuple[Any, ...] = (obs.rules, tuple(card))
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
    """Solo: exactly optimal for the expected final total; at a table: plays to finish first.

    Option ``mode``: ``win`` (default: at a table of two or more, every hold and
    box by its chance to finish first; solo the same as ``average``) or
    ``average`` (the expected-score policy at every table size).
    """

    name = "hard"
    FUTURE = OPTIMAL
    OPTIONS = {"mode": str, "prefetch": str}

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        super().__init__(seed, **opts)
        mode = self.options.get("mode", WIN)
        if mode not in MODES:
            raise ValueError(f"hard option mode must be one of {', '.join(MODES)}, not {mode!r}")
        self.mode = mode

    def turn_values(self, obs: Observation) -> TurnValues:
        """Solo or ``average``: the expected-total values; at a table in ``win`` mode: the win
        values against the other seats' cards (cached while no card changes)."""
        if self.mode != WIN or obs.num_players < 2:
            return super().turn_values(obs)
        seat = obs.seat
        key = (obs.rules, seat, obs.cards, obs.extras)
        if key != self._key or self._values is None:
            field = field_of(obs.rules, obs.cards, obs.extras, seat)
            self._values = win_values(obs.rules, obs.cards[seat], obs.extras[seat], field)
            self._key = key
        return self._values
