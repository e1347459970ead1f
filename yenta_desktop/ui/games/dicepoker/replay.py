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
    Phase,
    RowScored,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.engine.dicepoker.scoring import UPPER_ROWS
from yenta_desktop.engine.dicepoker.spec import NUM_DICE, SPEC
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui.games.dicepoker.advisor import known_optimal
from yenta_desktop.ui.games.dicepoker.text import decimal, dice_text, points, row_name, signed
from yenta_desktop.ui.kits.dice_table import (
    CardContext,
    DiceTexts,
    ScorecardView,
    TrayContext,
    TrayView,
)
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


def held_positions(state: GameState) -> tuple[int, ...]:
    """The dice kept through the roll just made (or held for the roll about to be made)."""
    if state.phase is Phase.ROLL:
        return tuple(state.held)
    if state.rolls_done >= 2 and len(state.holds) >= state.rolls_done - 1:
        return tuple(state.holds[state.rolls_done - 2])
    return ()


_views: dict[int, tuple[ScorecardView, TrayView]] = {}


def _views_for(art: DiceArt) -> tuple[ScorecardView, TrayView]:
    views = _views.get(id(art))
    if views is None or views[0].dice is not art:
        _views.clear()
        texts = DiceTexts("dicepoker")
        tray = TrayView(art, texts, SPEC.num_dice, SPEC.max_rolls)
        views = _views[id(art)] = (ScorecardView(art, SPEC, texts), tray)
    return views


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: DiceArt
) -> None:
    """The dice of the turn under way (held ones set apart) beside every player's scorecard."""
    card, tray = _views_for(art)
    tray_w = max(170, min(240, area.w // 5))
    tray.layout(pygame.Rect(area.x + 10, area.y, tray_w, area.h))
    card.layout(
        pygame.Rect(area.x + tray_w + 30, area.y, area.w - tray_w - 30, area.h),
        state.num_players,
        False,
    )
    seat = state.turn_seat
    previews = {(p.column, p.row): p for p in state.preview()} if state.dice else {}
    card.draw(
        surface,
        CardContext(
            cards=state.cards,
            first_rows=state.first_rows,
            names=names,
            rules=state.rules,
            active=seat,
            previews=previews,
        ),
    )
    held = held_positions(state)
    tray.draw(
        surface,
        TrayContext(
            dice=state.dice,
            lanes=[1.0 if p in held else 0.0 for p in range(NUM_DICE)],
            name=names[seat] if seat is not None and seat < len(names) else "",
            seat=seat,
            rolls_done=state.rolls_done,
        ),
    )


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, "187 · +23.5") best first; a solo game shows the optimal expected total."""
    state = session.state
    totals = state.totals()
    places = state.places()
    order = sorted(range(len(totals)), key=lambda s: (places[s], s))
    if len(totals) == 1:
        optimal = known_optimal(state.rules)
        text = (
            tr("dicepoker.final.solo_line", total=points(totals[0]), optimal=decimal(optimal, 1))
            if optimal is not None
            else points(totals[0])
        )
        return [(1, session.seats[0].name, text)]
    results = state.results()
    return [
        (
            places[seat],
            session.seats[seat].name,
            tr("dicepoker.final.line", total=points(totals[seat]), result=signed(results[seat], 1)),
        )
        for seat in order
    ]
