"""Easy, Medium and Hard as bots on the engine's observation (issue 20).

Each bot turns its :class:`~yenta_desktop.engine.farkle.Observation` into a
:class:`~.levels.Position` (:func:`position_of`: only what the observation
shows), asks its level for a :class:`~.levels.Choice` and names the slots of
the chosen set-aside (:func:`action_of`). With three or more players the
opponent is the strongest one (the highest other score; in the final round,
the leader to pass). Solo practice has no opponent: Hard plays the exact solo optimum
there, the best expected final score of the ten turns (:mod:`.solo`).
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ai.farkle.hard import HardModel, hard_model, prefetch
from yenta_desktop.ai.farkle.levels import (
    Choice,
    Position,
    _choices,
    easy_decide,
    medium_decide,
)
from yenta_desktop.ai.farkle.model import UNIT, Rules
from yenta_desktop.ai.farkle.solo import solo_choices
from yenta_desktop.ai.options import take_options
from yenta_desktop.engine.farkle import Observation
from yenta_desktop.engine.farkle.actions import Action, Bank, Roll
from yenta_desktop.engine.farkle.rules import SOLO_TURNS
from yenta_desktop.engine.farkle.rules import Rules as EngineRules


def ai_rules(rules: EngineRules) -> Rules:
    """The AI's view of the engine's rule options (points as numbers)."""
    return Rules(
        target=rules.target,
        opening_min=rules.opening_points,
        three_farkle_penalty=rules.penalty_points,
        final_round=rules.final_round,
        scoring=rules.scoring,
        bank_min=rules.bank_points,
        hot_dice=rules.hot_dice,
    )


def strongest_opponent(obs: Observation) -> int | None:
    """The other seat with the highest score (the earliest in turn order after ``obs.seat``
    on a tie); None at a table of one."""
    n = obs.num_players
    others = [(obs.seat + k) % n for k in range(1, n)]
    if not others:
        return None
    return max(others, key=lambda s: (obs.scores[s], -others.index(s)))


def position_of(obs: Observation) -> Position:
    """What a level needs, read from the observation alone."""
    seat = obs.seat
    opp = strongest_opponent(obs)
    rolled = obs.phase.value == "choose"
    return Position(
        my_banked=obs.scores[seat],
        opp_banked=obs.scores[opp] if opp is not None else obs.scores[seat],
        turn_total=obs.turn_total,
        dice=obs.roll_values if rolled else None,
        dice_left=obs.dice_left,
        my_farkles=obs.streaks[seat],
        opp_farkles=obs.streaks[opp] if opp is not None else 0,
        my_opened=obs.opened[seat],
        opp_opened=obs.opened[opp] if opp is not None else True,
        final_round=obs.last_turn and not obs.solo,
    )


def action_of(obs: Observation, choice: Choice) -> Action:
    """The engine action of a choice: the first slots of the roll showing the set-aside's faces."""
    if choice.set_aside is None:
        raise ValueError("a bot acts only after a roll")
    wanted = list(choice.set_aside)
    keep = []
    for slot in obs.rolled:
        face = obs.dice[slot] - 1
        if wanted[face]:
            wanted[face] -= 1
            keep.append(slot)
    if any(wanted):
        raise ValueError(f"the roll does not show the set-aside {choice.set_aside}")
    return Bank(tuple(keep)) if choice.action == "bank" else Roll(tuple(keep))


class _Level:
    name = "level"

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        take_options(self.name, opts, {})

    def new_game(self) -> None:
        """Nothing to forget: every decision comes from the observation."""

    def choose(self, obs: Observation) -> Action:
        return action_of(obs, self.decide(obs))

    def decide(self, obs: Observation) -> Choice:
        raise NotImplementedError


class EasyBot(_Level):
    """Banks at 350 or more once it may, or with two dice or fewer left."""

    name = "easy"

    def decide(self, obs: Observation) -> Choice:
        return easy_decide(position_of(obs), ai_rules(obs.rules))


class MediumBot(_Level):
    """The best expected score of the turn; in the final round, the best chance to pass."""

    name = "medium"

    def decide(self, obs: Observation) -> Choice:
        return medium_decide(position_of(obs), ai_rules(obs.rules))


def hard_choices(obs: Observation, model: HardModel | None = None) -> list[Choice]:
    """Every choice after a roll with Hard's value, best first (the coach's numbers).

    At a table: the chance of winning; Medium's numbers (expected score of the
    turn; final round: the chance to pass) where Hard has no table, and in the
    final round (where passing the leader is the whole game). At a table of
    one: the expected final score of the solo game, exact (:func:`.solo.solo_choices`).
    """
    from yenta_desktop.ai.farkle.levels import medium_choices

    rules = ai_rules(obs.rules)
    pos = position_of(obs)
    if obs.solo:
        return solo_choices(pos, SOLO_TURNS - obs.turns_taken[obs.seat], rules)
    model = model or hard_model(rules)
    opp = strongest_opponent(obs)
    if model is None or opp is None or pos.final_round:
        return medium_choices(pos, rules)
    turn = model.turn(
        (pos.my_banked, pos.my_farkles, pos.my_opened),
        (pos.opp_banked, pos.opp_farkles, pos.opp_opened),
    )

    def roll(t: int, m: int) -> float | None:
        return turn.roll_value(t, m) if t < turn.cap else None

    return _choices(pos, turn.bank_value, roll, rules)


class HardBot(_Level):
    """The chance of winning from the solved table (exact for its rules, else rescaled); at a
    table of one the exact best expected final score."""

    name = "hard"

    def __init__(self, seed: int = 0, **opts: Any) -> None:
        super().__init__(seed, **opts)
        # The default game's table is read in the background as the bot sits down.
        prefetch(Rules())

    def decide(self, obs: Observation) -> Choice:
        return hard_choices(obs)[0]


__all__ = [
    "UNIT",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "action_of",
    "ai_rules",
    "hard_choices",
    "position_of",
    "strongest_opponent",
]
