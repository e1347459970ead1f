"""Dice Poker in the replay and on the end screen's standings: the scorecard, the dice, each step
in words, and each player's total with the result against the table average."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.engine.dicepoker import (
    DiceHeld,
    DiceRolled,
    GameOver,
    GameState,
    RowScored,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.engine.dicepoker.scoring import UPPER_ROWS
from yenta_desktop.engine.dicepoker.spec import NUM_DICE
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui.games.dicepoker.advisor import known_optimal
from yenta_desktop.ui.games.dicepoker.text import dice_text, points, row_name, signed
from yenta_desktop.ui.kits.dice_table import (
    replay,
)
from yenta_desktop.ui.kits.dice_table.replay import ReplayPicture
from yenta_desktop.ui.widgets.dice import DiceArt

#: The replay's chapters are turns (one seat's rolls and the row written).
CHAPTER = "turn"


def chapter_of(state: Any) -> int:
    """The replay's chapter of a step: the number of turns finished (a new one starts at each)."""
    return len(getattr(state, "turns", ()))


def describe_event(event: Any, names: list[str]) -> str:
    """One engine event in a sentence (the move log and the replay say the same)."""
    if isinstance(event, TurnStarted):
        return tr("dicepoker.log.turn", name=names[event.seat], turn=event.turn)
    if isinstance(event, DiceHeld):
        if not event.held:
            return tr("dicepoker.log.hold_none", name=names[event.seat])
        return tr_count(
            "dicepoker.log.hold",
            NUM_DICE - len(event.held),
            name=names[event.seat],
            dice=dice_text(event.values),
        )
    if isinstance(event, DiceRolled):
        return tr(
            "dicepoker.log.roll",
            name=names[event.seat],
            roll=event.roll,
            dice=dice_text(event.dice),
        )
    if isinstance(event, RowScored):
        if event.doubled:
            key = "dicepoker.log.scored_double"
        elif event.points == 0 and event.row not in UPPER_ROWS:
            key = "dicepoker.log.scored_zero"
        else:
            key = "dicepoker.log.scored"
        return tr(
            key,
            name=names[event.seat],
            row=row_name(event.row),
            points=points(event.points),
            total=points(event.total),
        )
    if isinstance(event, UpperCompleted):
        if event.bonus:
            return tr(
                "dicepoker.log.bonus",
                name=names[event.seat],
                upper=signed(event.upper_sum),
                bonus=event.bonus,
            )
        return tr("dicepoker.log.no_bonus", name=names[event.seat], upper=signed(event.upper_sum))
    if isinstance(event, GameOver):
        winners = ", ".join(names[w] for w in event.winners)
        return tr("dicepoker.log.game_over", names=winners, total=points(max(event.totals)))
    return ""


def describe_step(state: GameState, events: list[Any], names: list[str]) -> str:
    """What one step of a replay did, in the current language."""
    return " ".join(text for text in (describe_event(e, names) for e in events) if text)


#: The replay's picture (the kit's: the turn's dice beside every card).
REPLAY = ReplayPicture("dicepoker")


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: DiceArt
) -> None:
    """The dice of the turn under way (held ones set apart) beside every player's scorecard."""
    REPLAY.draw(surface, area, state, names, art)


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, total and result) best first (the kit's standings)."""
    return replay.final_lines(
        session,
        "dicepoker",
        known_optimal(session.state.rules) if len(session.seats) == 1 else None,
    )
