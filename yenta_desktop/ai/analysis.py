"""The analysis of a position: every choice with its value, Hard's marked, what each costs.

A position (engine/positions.py) goes to its game's analysis, ``ai/<folder>/analysis.py``
exporting ``analyse(position) -> Analysis``; each takes its numbers from the code its coach
uses (the scorecard games' ``Coach`` over the solver kit, Farkle's ``hard_choices``), so the
board, the command and the coach agree by construction. A turn's start, or Farkle's dice
about to roll, is a position too: it has no choices, and its value is what is expected from
there. Pure and blocking (a turn's values take milliseconds to a second): the window calls
:func:`analyse` off the main thread. docs/trainer.md describes the JSON form
(:meth:`Analysis.to_dict`).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from yenta_desktop.engine.errors import PositionError
from yenta_desktop.engine.positions import Position, parse_position
from yenta_desktop.engine.registry import folder_name, get_game

#: What a value is (the JSON's ``measure``).
EXPECTED_TOTAL = "expected_total"  # scorecard games: points on the card + points to come
EXPECTED_FINAL = "expected_final"  # Farkle solo: banked + this turn + the turns to come
WIN_CHANCE = "win_chance"  # Farkle at a table: the chance of winning
PASS_CHANCE = "pass_chance"  # Farkle's final round: the chance to pass the leader
TURN_POINTS = "turn_points"  # Farkle without Hard's tables: the expected points of the turn
#: Measures that are chances (0 to 1); the others are points.
CHANCES = (WIN_CHANCE, PASS_CHANCE)

#: Losses below this (float32 tables) count as none.
EPSILON = 1e-6


@dataclass(frozen=True)
class Choice:
    """One choice of the position: what it is, its value, what it gives away against the best.

    ``kind`` is "hold" or "box" (scorecard games), "bank" or "roll" (Farkle); ``detail`` its
    machine form (docs/trainer.md); ``hard`` marks Hard's choice, ``marked`` the position's
    own choice (the dice it holds).
    """

    kind: str
    detail: dict[str, Any]
    value: float
    loss: float
    hard: bool = False
    marked: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The JSON form of the choice."""
        return {
            "kind": self.kind,
            **self.detail,
            "value": self.value,
            "loss": self.loss,
            "hard": self.hard,
            "marked": self.marked,
        }


@dataclass(frozen=True)
class Analysis:
    """Every choice of a position with its value, best first (Hard's first on a tie).

    ``value`` is the position's (the best choice's, or what a turn's start or a roll to come
    is worth); ``exact`` says the values are the solver's exact ones, else ``basis`` names
    the estimate; ``now`` the points already on the card (scorecard games) or banked.
    """

    game: str
    position: str
    measure: str
    exact: bool
    basis: str
    value: float
    now: float
    choices: tuple[Choice, ...] = ()
    facts: dict[str, Any] = field(default_factory=dict)

    @property
    def hard(self) -> Choice | None:
        """Hard's choice (None where there is no choice: a roll is to come)."""
        return next((c for c in self.choices if c.hard), None)

    def choice_of(self, action: Any, dice: Any) -> Choice | None:
        """The choice an engine ``action`` makes with ``dice`` (the dice of the state it is
        offered to: a hold's or a set-aside's slots read there), or None if it is not one of
        the position's choices. What a puzzle or a test needs to price a player's move."""
        data = action.to_dict()
        if data.get("type") == "score":
            key = ("box", data.get("row"), data.get("column", 0))
            for choice in self.choices:
                if (choice.kind, choice.detail.get("row"), choice.detail.get("column")) == key:
                    return choice
            return None
        faces = sorted(dice[p] for p in data.get("keep", ()))
        scorecard = "roll" in self.facts and "rolls_left" in self.facts
        kind = "hold" if scorecard else data.get("type")
        field_name = "dice" if scorecard else "set_aside"
        for choice in self.choices:
            if choice.kind == kind and choice.detail.get(field_name) == faces:
                return choice
        return None

    @property
    def is_chance(self) -> bool:
        """Whether the values are chances (0 to 1) rather than points."""
        return self.measure in CHANCES

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (docs/trainer.md)."""
        return {
            "game": self.game,
            "position": self.position,
            "measure": self.measure,
            "exact": self.exact,
            "basis": self.basis,
            "value": self.value,
            "now": self.now,
            **self.facts,
            "choices": [choice.to_dict() for choice in self.choices],
        }


def ranked(choices: list[Choice]) -> tuple[Choice, ...]:
    """``choices`` best first (Hard's first among equal values), each loss against the best."""
    if not choices:
        return ()
    order = sorted(choices, key=lambda c: (-c.value, not c.hard))
    top = order[0].value
    return tuple(
        Choice(
            c.kind,
            c.detail,
            c.value,
            top - c.value if top - c.value > EPSILON else 0.0,
            c.hard,
            c.marked,
        )
        for c in order
    )


def analyse(position: Position) -> Analysis:
    """The analysis of ``position`` by its game's ``ai/<folder>/analysis.py``; PositionError
    if the game has none."""
    name = f"yenta_desktop.ai.{folder_name(position.game_id)}.analysis"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        title = get_game(position.game_id).GAME_TITLE
        raise PositionError(f"{title} has no analysis") from None
    result: Analysis = module.analyse(position)
    return result


def analyse_text(game: str, text: str) -> Analysis:
    """Parse ``text`` as a position of ``game`` (an id or a variant such as ``yatzy``) and
    analyse it; PositionError (one line) if it is refused."""
    return analyse(parse_position(game, text))


__all__ = [
    "CHANCES",
    "EXPECTED_FINAL",
    "EXPECTED_TOTAL",
    "PASS_CHANCE",
    "TURN_POINTS",
    "WIN_CHANCE",
    "Analysis",
    "Choice",
    "analyse",
    "analyse_text",
    "ranked",
]
