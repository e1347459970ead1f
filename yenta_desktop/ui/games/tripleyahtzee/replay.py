"""Triple Yahtzee in the move log, the replay and on the end screen's standings: each step in
words, the three-column scorecard and the dice, and each player's grand total."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.engine.families.scorecard import ScorecardSpec
from yenta_desktop.engine.tripleyahtzee import (
    DiceHeld,
    DiceRolled,
    GameOver,
    GameState,
    Phase,
    RowScored,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.engine.tripleyahtzee.spec import JOKER_POINTS, SPEC
from yenta_desktop.i18n import tr
from yenta_desktop.ui.kits.dice_table import (
    CardContext,
    DiceTexts,
    ScorecardView,
    TrayContext,
    TrayView,
)
from yenta_desktop.ui.kits.dice_table.text import dice_text, points, signed
from yenta_desktop.ui.widgets.dice import DiceArt

#: The replay's chapters are turns (one seat's rolls and the box written).
CHAPTER = "turn"
TEXTS = DiceTexts("tripleyahtzee")


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
            "row": f"{t.row_name(event.row)} \u00d7{spec.columns[event.column]}",
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


def held_positions(state: GameState) -> tuple[int, ...]:
    """The dice kept through the roll just made (or held for the roll about to be made)."""
    if state.phase is Phase.ROLL:
        return tuple(state.held)
    if state.rolls_done >= 2 and len(state.holds) >= state.rolls_done - 1:
        return tuple(state.holds[state.rolls_done - 2])
    return ()


_views: dict[tuple[int, int], tuple[ScorecardView, TrayView]] = {}


def _views_for(art: DiceArt, spec: ScorecardSpec) -> tuple[ScorecardView, TrayView]:
    key = (id(art), id(spec))
    views = _views.get(key)
    if views is None or views[0].dice is not art:
        _views.clear()
        tray = TrayView(art, TEXTS, spec.num_dice, spec.max_rolls)
        views = _views[key] = (ScorecardView(art, spec, TEXTS, points), tray)
    return views


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: DiceArt
) -> None:
    """The dice of the turn under way (held ones set apart) beside every player's scorecard."""
    spec = type(state).SPEC
    card, tray = _views_for(art, spec)
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
            extras=state.extras,
            active=seat,
            previews=previews,
        ),
    )
    held = held_positions(state)
    tray.draw(
        surface,
        TrayContext(
            dice=state.dice,
            lanes=[1.0 if p in held else 0.0 for p in range(spec.num_dice)],
            name=names[seat] if seat is not None and seat < len(names) else "",
            seat=seat,
            rolls_done=state.rolls_done,
        ),
    )


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, "612 · +23.5") best first; a solo game shows the grand total."""
    state = session.state
    totals = state.totals()
    places = state.places()
    order = sorted(range(len(totals)), key=lambda s: (places[s], s))
    if len(totals) == 1:
        return [(1, session.seats[0].name, points(totals[0]))]
    results = state.results()
    return [
        (
            places[seat],
            session.seats[seat].name,
            tr(
                "tripleyahtzee.final.line",
                total=points(totals[seat]),
                result=signed(results[seat], 1),
            ),
        )
        for seat in order
    ]


__all__ = ["CHAPTER", "chapter_of", "describe_event", "describe_step", "draw_replay", "final_lines"]
