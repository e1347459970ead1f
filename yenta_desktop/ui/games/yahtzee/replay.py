"""Yahtzee in the move log, the replay and on the end screen's standings: each step in words,
the scorecard and the dice, and each player's total (solo: beside what optimal play averages)."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.engine.families.scorecard import ScorecardSpec
from yenta_desktop.engine.yahtzee import (
    DiceHeld,
    DiceRolled,
    GameOver,
    GameState,
    RowScored,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.engine.yahtzee.spec import JOKER_POINTS, SPEC
from yenta_desktop.ui.games.yahtzee.advisor import known_optimal
from yenta_desktop.ui.kits.dice_table import (
    DiceTexts,
    replay,
)
from yenta_desktop.ui.kits.dice_table.replay import ReplayPicture
from yenta_desktop.ui.kits.dice_table.text import dice_text, points
from yenta_desktop.ui.widgets.dice import DiceArt

#: The replay's chapters are turns (one seat's rolls and the box written).
CHAPTER = "turn"
TEXTS = DiceTexts("yahtzee")


def chapter_of(state: Any) -> int:
    """The replay's chapter of a step: the number of turns finished."""
    return len(getattr(state, "turns", ()))


def is_yahtzee(dice: tuple[int, ...] | list[int]) -> bool:
    """Five alike."""
    return len(dice) == 5 and len(set(dice)) == 1


def is_joker(event: RowScored) -> bool:
    """A Yahtzee written at a Joker's value (Full house 25, straights 30/40)."""
    return is_yahtzee(event.dice) and event.row in JOKER_POINTS and event.points > 0


def describe_event(event: Any, names: list[str], spec: ScorecardSpec = SPEC) -> str:
    """One engine event in a sentence (the move log and the replay say the same)."""
    t = TEXTS
    if isinstance(event, TurnStarted):
        return t.get("log.turn", name=names[event.seat], turn=event.turn, turns=spec.size)
    if isinstance(event, DiceHeld):
        if not event.held:
            return t.get("log.hold_none", name=names[event.seat])
        return t.count(
            "log.hold",
            spec.num_dice - len(event.held),
            name=names[event.seat],
            dice=dice_text(event.values),
        )
    if isinstance(event, DiceRolled):
        return t.get(
            "log.roll", name=names[event.seat], roll=event.roll, dice=dice_text(event.dice)
        )
    if isinstance(event, RowScored):
        upper = spec.row_of[event.row].section == "upper" if event.row in spec.row_of else False
        values = {
            "name": names[event.seat],
            "row": t.row_name(event.row),
            "points": points(event.points),
            "total": points(event.total),
        }
        if event.extra:
            return t.get("log.scored_extra", extra=event.extra, **values)
        if is_joker(event):
            return t.get("log.scored_joker", **values)
        if event.points == 0 and not upper:
            return t.get("log.scored_zero", **values)
        return t.get("log.scored", **values)
    if isinstance(event, UpperCompleted):
        if event.bonus:
            return t.get(
                "log.bonus",
                name=names[event.seat],
                upper=points(event.upper_sum),
                bonus=event.bonus,
            )
        return t.get("log.no_bonus", name=names[event.seat], upper=points(event.upper_sum))
    if isinstance(event, GameOver):
        winners = ", ".join(names[w] for w in event.winners)
        return t.get("log.game_over", names=winners, total=points(max(event.totals)))
    return ""


def describe_step(state: GameState, events: list[Any], names: list[str]) -> str:
    """What one step of a replay did, in the current language."""
    spec = type(state).SPEC
    return " ".join(text for text in (describe_event(e, names, spec) for e in events) if text)


#: The replay's picture (the kit's: the turn's dice beside every card).
REPLAY = ReplayPicture("yahtzee", points, extras=True)


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: DiceArt
) -> None:
    """The dice of the turn under way (held ones set apart) beside every player's scorecard."""
    REPLAY.draw(surface, area, state, names, art)


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, total and result) best first (the kit's standings)."""
    return replay.final_lines(
        session, "yahtzee", known_optimal(session.state.rules) if len(session.seats) == 1 else None
    )


__all__ = ["CHAPTER", "chapter_of", "describe_event", "describe_step", "draw_replay", "final_lines"]
