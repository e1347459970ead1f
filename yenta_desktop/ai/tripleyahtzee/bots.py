"""Triple Yahtzee's bots: Easy (a beginner), Medium (this turn's points), Hard (expectimax).

Hard: the exact in-turn expectimax over holds and (box, column), the rest of
the game valued by the multiplied sum of three single-column tables solved
under Triple's rules (:data:`.policy.TABLES`). Medium: the same expectimax with the
future valued at zero. Easy: holds its most common face, writes made
patterns at once, after the last roll the box that adds most to its total
(with a ``slip``). Each decides from its own observation only.

Hard's option ``prefetch=column`` reads the column table in a daemon thread
when the bot is built (:func:`prefetch`: the table scene's AI seats in the
worker, so the first decision does not wait for it).
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from yenta_desktop.ai.kits.scorecard import TurnValues, positions_for
from yenta_desktop.ai.kits.scorecard.easy import Beginner
from yenta_desktop.ai.options import take_options
from yenta_desktop.ai.tripleyahtzee.policy import (
    NONE,
    OPTIMAL,
    TABLES,
    Action,
    best_move,
    options,
    turn_values,
)
from yenta_desktop.engine.families.patterns import counts_of
from yenta_desktop.engine.families.scorecard import Roll, Score
from yenta_desktop.engine.families.scorecard import ScorecardObservation as Observation
from yenta_desktop.engine.tripleyahtzee.rules import Rules
from yenta_desktop.engine.tripleyahtzee.spec import COLUMNS, MAX_ROLLS, SPEC

MADE = ("yahtzee", "large_straight", "small_straight", "full_house")
#: The one table Hard reads (the ``prefetch`` option's value).
COLUMN_TABLE = "column"

log = logging.getLogger(__name__)


def _load() -> None:
    try:
        TABLES.table(Rules())
    except Exception:  # noqa: BLE001 - the first decision will report it
        log.exception("could not prefetch the Triple Yahtzee column table")


def prefetch() -> threading.Thread:
    """Read and check the column table in a daemon thread (no decision waits for it)."""
    thread = threading.Thread(target=_load, name="tripleyahtzee-table", daemon=True)
    thread.start()
    return thread


def with_prefetch(level: str) -> str:
    """A Hard level spec that also prefetches the column table when the bot is built (a
    table scene's AI seats, in the worker process); other levels unchanged."""
    kind, sep, rest = level.partition(":")
    if kind != "hard" or "prefetch=" in rest:
        return level
    option = f"prefetch={COLUMN_TABLE}"
    return f"hard:{rest},{option}" if sep and rest else f"hard:{option}"


class PlannedBot:
    """The best move under ``FUTURE`` in-turn values (cached per turn)."""

    name = "planned"
    FUTURE = OPTIMAL
    OPTIONS: dict[str, type] = {}
    #: Weigh only the open column with the highest multiplier (the baseline).
    one_column = False

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        self.options = take_options(self.name, opts, self.OPTIONS)
        self.seed = seed
        self._key: tuple[Any, ...] | None = None
        self._values: TurnValues | None = None

    def new_game(self) -> None:
        """Forget the cached turn."""
        self._key = None
        self._values = None

    def choose(self, obs: Observation) -> Action:
        """The best (box, column) or hold for the dice on the table."""
        card = obs.cards[obs.seat]
        key = (obs.rules, tuple(card))
        if key != self._key or self._values is None:
            columns = None
            if self.one_column:
                n = len(SPEC.rows)
                columns = [max(c for c in range(len(COLUMNS)) if None in card[c * n : (c + 1) * n])]
            self._values = turn_values(obs.rules, card, self.FUTURE, columns)
            self._key = key
        opts = options(self._values, card, obs.rules, obs.dice, obs.rolls_done)
        return best_move(opts, obs.dice)[0]


class HardBot(PlannedBot):
    """In-turn expectimax with the three columns valued by the single-column tables.

    Option ``mode``: ``expectimax`` (default) or ``columns``, the baseline that
    fills one column at a time (x3 first), each with the optimal one-column policy;
    ``prefetch=column`` reads the table in the background when built.
    """

    name = "hard"
    FUTURE = OPTIMAL
    OPTIONS = {"mode": str, "prefetch": str}

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        super().__init__(seed, **opts)
        mode = self.options.get("mode", "expectimax")
        if mode not in ("expectimax", "columns"):
            raise ValueError(f"hard option mode must be expectimax or columns, not {mode!r}")
        self.mode = mode
        self.one_column = mode == "columns"
        table = self.options.get("prefetch")
        if table is not None:
            if table != COLUMN_TABLE:
                raise ValueError(f"hard option prefetch must be {COLUMN_TABLE}, not {table!r}")
            prefetch()


class MediumBot(PlannedBot):
    """The best expected points of this turn (multipliers and bonuses included)."""

    name = "medium"
    FUTURE = NONE


class EasyBot(Beginner):
    """A plausible beginner: legal, sensible-looking, and beatable."""

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        super().__init__(seed, **take_options("easy", opts, {"slip": float}))

    def choose(self, obs: Observation) -> Action:
        """Write a made pattern or the box adding most, or hold the most common face."""
        card = obs.cards[obs.seat]
        dice = obs.dice
        boxes = SPEC.legal_boxes(card, obs.rules, dice)
        gain = {
            (c, row): COLUMNS[c] * SPEC.box_points(card, c, row, dice, False, obs.rules)
            for c, row in boxes
        }
        best = max(boxes, key=lambda box: gain[box])
        if obs.rolls_done < MAX_ROLLS:
            for row in MADE:
                made = [box for box in boxes if box[1] == row and gain[box] > 0]
                if made:
                    c, r = max(made, key=lambda box: gain[box])
                    return Score(r, c)
            counts = counts_of(dice)
            chased = max(range(1, 7), key=lambda v: (counts[v], v))
            return Roll(positions_for(dice, [chased] * min(counts[chased], 4)))
        best = self.settle(boxes, gain, best)
        return Score(best[1], best[0])
