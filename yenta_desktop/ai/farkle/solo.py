"""Solo Farkle solved exactly: the best expected final score of the ten-turn practice game.

A table of one plays ``SOLO_TURNS`` turns (engine/farkle/rules.py) and the total is the
result. The engine's solo game has no target (reaching 10,000 does not end it) and no
score floor (penalties may take a total below zero), and the total is a plain sum, so
what is still to come depends only on

    k  the turns left (this one included), 1..SOLO_TURNS
    o  opened: the player has banked once (rule 5's opening minimum is met)
    f  farkles in a row, 0-2 (rule 4: the third loses the penalty, the count restarts)

and never on the score. ``G(k, o, f)`` is the expected number of points still to be
scored from the start of such a turn under optimal play, with ``G(0, ...) = 0``. Each
turn is an optimal-stopping problem solved exactly by :class:`~.turn.Turn` with

    bank at total t   t * UNIT + G(k - 1, True, 0)     (None while t < the opening minimum)
    farkle            G(k - 1, o, f + 1)               (the third: G(k - 1, o, 0) - penalty)

and ``G(k, o, f)`` = the turn's value of rolling six dice at total 0. The expected
*final* score of a moment is the banked total plus the turn's value there, which is what
Hard maximises at a table of one and what the coach, the review and the daily skill/luck
split show (:func:`solo_choices`, :mod:`.luck`). With one turn left the turn is Medium's
(points of this turn, the penalty on a third farkle); earlier, the farkle value carries
the streak and an unopened player's handicap into the turns to come.

A game only reaches ``G`` at the start state's descendants (34 turns of 60), which are
solved on first use and cached per rules (thread-safe). Standard library only.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from functools import cache
from typing import Any

from yenta_desktop.ai.farkle.levels import Choice, Position, _choices, _position
from yenta_desktop.ai.farkle.model import UNIT, Rules
from yenta_desktop.ai.farkle.turn import Turn
from yenta_desktop.engine.farkle.rules import SOLO_TURNS

#: A solo turn banks from this total (units) on. Banking already beats rolling six dice
#: from 18,350 when a farkle costs only the turn (Medium); a solo farkle costs at least
#: that, so the cap never binds: every turn of the default game banks with any number of
#: dice over the 30 totals below it, and a cap of 30,000 gives the same values to the
#: last bit (tests).
SOLO_CAP = 20_000 // UNIT
#: A three-farkle streak resets at this count.
STREAK = 3


class SoloGame:
    """The exact solo values of one rule set: :meth:`value` is G, :meth:`turn` each turn."""

    def __init__(self, rules: Rules, turns: int = SOLO_TURNS, cap: int = SOLO_CAP) -> None:
        self.rules = rules
        self.turns = turns
        self.cap = cap
        self._turns: dict[tuple[int, bool, int], Turn] = {}
        self._lock = threading.RLock()

    def _check(self, turns_left: int, farkles: int) -> None:
        if not 0 <= turns_left <= self.turns:
            raise ValueError(f"a solo game has 0 to {self.turns} turns left, not {turns_left}")
        if not 0 <= farkles < STREAK:
            raise ValueError(f"farkles in a row are 0 to {STREAK - 1}, not {farkles}")

    def bank_min(self, opened: bool) -> int:
        """The least turn total (units) that may be banked."""
        return self.rules.bank_units(opened)

    def after_farkle(self, turns_left: int, opened: bool, farkles: int) -> float:
        """What a farkle in this turn is worth: the turns to come, less a third one's penalty."""
        f = farkles + 1
        if f >= STREAK:
            return self.value(turns_left - 1, opened, 0) - self.rules.three_farkle_penalty
        return self.value(turns_left - 1, opened, f)

    def turn(self, turns_left: int, opened: bool, farkles: int) -> Turn:
        """The turn with ``turns_left`` turns left (this one included), exact, cached.

        Its values are points still to come: the turn's and the later turns'."""
        self._check(turns_left, farkles)
        if turns_left < 1:
            raise ValueError("the game is over: no turn is left")
        key = (turns_left, opened, farkles)
        with self._lock:
            cached = self._turns.get(key)
            if cached is not None:
                return cached
            later = self.value(turns_left - 1, True, 0)
            farkle = self.after_farkle(turns_left, opened, farkles)
            least = self.bank_min(opened)

            def bank(t: int) -> float | None:
                return t * UNIT + later if t >= least else None

            turn = Turn(bank, farkle, self.cap, self.rules.model)
            self._turns[key] = turn
            return turn

    def value(self, turns_left: int, opened: bool, farkles: int) -> float:
        """G: the expected points still to come from the start of a turn (0 with none left)."""
        self._check(turns_left, farkles)
        if turns_left == 0:
            return 0.0
        return self.turn(turns_left, opened, farkles).roll_value(0, 6)

    def mean(self) -> float:
        """The optimal expected total of a whole game (from 0, not opened, no farkle)."""
        return self.value(self.turns, False, 0)

    @property
    def solved(self) -> int:
        """How many turns have been solved so far."""
        return len(self._turns)


_games_lock = threading.Lock()


@cache
def _game(rules: Rules) -> SoloGame:
    return SoloGame(rules)


def solo_game(rules: Rules) -> SoloGame:
    """The solo game of ``rules``, one per rule set (its turns are solved on first use)."""
    with _games_lock:
        return _game(rules)


def warm(rules: Rules) -> float:
    """Solve the solo game of ``rules`` now (the start's descendants) and give its mean.

    The first solve takes 1.0-1.6 s; a solo table asks for it off the frame as it opens,
    so the coach's first numbers, the review and the daily split do not wait for it."""
    return solo_game(rules).mean()


def solo_choices(obs: Position | Mapping[str, Any], turns_left: int, rules: Rules) -> list[Choice]:
    """Every choice with its expected final score (banked + this turn + the turns to come),
    best first: exact Hard at a table of one, and the coach's and the review's numbers."""
    pos = _position(obs)
    turn = solo_game(rules).turn(turns_left, pos.my_opened, pos.my_farkles)
    banked = float(pos.my_banked)

    def bank(t: int) -> float | None:
        value = turn.bank_value(t)
        return None if value is None else banked + value

    def roll(t: int, m: int) -> float | None:
        return banked + turn.roll_value(t, m) if t < turn.cap else None

    return _choices(pos, bank, roll, rules)


__all__ = ["SOLO_CAP", "SoloGame", "solo_choices", "solo_game"]
