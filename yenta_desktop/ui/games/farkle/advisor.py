"""The coach at the Farkle table: Hard's numbers for every choice, computed off the frame.

Hard's first decision of a turn solves the turn (up to about 150 ms) and may read
its table from disk, so :class:`Advisor` asks :func:`~yenta_desktop.ai.farkle.hard_choices`
on the table's coach runner and the table shows "thinking" until the answer is in: no
frame waits. Answers are kept per decision (the game's step), computed once.

What the numbers are (:attr:`Advice.kind`): ``"win"``, the chance of winning
from Hard's two-player tables (three or more players: against the strongest
opponent); ``"pass"``, in the final round the chance to pass the leader;
``"final"``, solo, the expected final total (banked, this turn and the turns to come:
the solo game's exact optimum); ``"points"``, the expected points of the turn
(Medium's exact turn model, when Hard's tables are not installed).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from yenta_desktop.ai.farkle import hard_choices
from yenta_desktop.ai.farkle.bots import ai_rules, position_of, strongest_opponent
from yenta_desktop.ai.farkle.hard import hard_model
from yenta_desktop.ai.farkle.levels import Choice
from yenta_desktop.ai.farkle.solo import warm
from yenta_desktop.engine.farkle import Observation, Phase
from yenta_desktop.engine.farkle.scoring import counts_of
from yenta_desktop.ui.coach import CoachRunner

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Advice:
    """Every choice of one decision with Hard's value, best first, and what the values mean."""

    kind: str
    choices: tuple[Choice, ...]
    #: The roll's slots and their faces (to ring Hard's dice).
    rolled: tuple[int, ...]
    dice: tuple[int, ...]

    @property
    def best(self) -> Choice:
        """Hard's choice."""
        return self.choices[0]

    def values_for(self, faces: list[int]) -> tuple[float | None, float | None]:
        """(bank, roll) values of setting aside ``faces`` (None where it is not a choice)."""
        if not faces:
            return (None, None)
        counts = counts_of(faces)
        bank = roll = None
        for choice in self.choices:
            if choice.set_aside == counts:
                if choice.action == "bank":
                    bank = choice.value
                else:
                    roll = choice.value
        return (bank, roll)

    def best_slots(self) -> set[int]:
        """The slots of the roll that show Hard's set-aside (the first ones of each face)."""
        wanted = list(self.best.set_aside or (0,) * 6)
        chosen: set[int] = set()
        for slot in self.rolled:
            face = self.dice[slot] - 1
            if wanted[face]:
                wanted[face] -= 1
                chosen.add(slot)
        return chosen


def advise_now(obs: Observation) -> Advice:
    """Hard's numbers for the seat to act (blocking: the thread's work, and tests)."""
    pos = position_of(obs)
    model = None if obs.solo else hard_model(ai_rules(obs.rules))
    if obs.solo:
        kind = "final"
    elif pos.final_round:
        kind = "pass"
    elif model is not None and strongest_opponent(obs) is not None:
        kind = "win"
    else:
        kind = "points"
    return Advice(kind, tuple(hard_choices(obs, model)), obs.rolled, obs.dice)


class Advisor:
    """Coach advice per decision, asked of the table's coach runner (off the frame)."""

    def prefetch(self, state: Any, runner: CoachRunner) -> None:
        """A solo game's exact values, solved on the runner's thread while the player
        reaches for Roll (1.0-1.6 s the first time in a run; then cached). Inline runners
        (tests) skip it: they answer at once, so nothing would be gained."""
        if state.num_players == 1 and not runner.inline:
            runner.ask(("farkle", "solo-values"), warm, ai_rules(state.rules))

    def advise(self, state: Any, step: int, runner: CoachRunner) -> Advice | None:
        """Advice for the seat to act at game step ``step`` (None while it is being worked out)."""
        if state.phase is not Phase.CHOOSE or state.turn_seat is None:
            return None
        key = ("farkle", step, state.turn_seat, state.dice, state.rolls_done, len(state.turns))
        if runner.asked(key):
            return runner.get(key)
        return runner.ask(key, advise_now, state.observation(state.turn_seat))
