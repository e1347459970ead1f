"""Yenta in the replay and on the end screen: every seat's dice face up, each step in words."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.engine.yenta import (
    AskHit,
    AskMiss,
    BidMade,
    BidPassed,
    GameState,
    GameWon,
    Phase,
    RoundEnded,
    RoundStarted,
    TurnEnded,
)
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.widgets.dice import DiceArt


def describe_step(state: GameState, events: list[Any], names: list[str]) -> str:
    """What one step of a replay did, in the current language."""
    parts: list[str] = []
    for event in events:
        if isinstance(event, RoundStarted):
            parts.append(
                tr("yenta.replay.move.deal", number=event.number, dealer=names[event.dealer])
            )
        elif isinstance(event, BidMade):
            parts.append(tr("yenta.replay.move.bid", player=names[event.seat], amount=event.amount))
        elif isinstance(event, BidPassed):
            parts.append(tr("yenta.replay.move.pass", player=names[event.seat]))
        elif isinstance(event, AskHit):
            parts.append(
                tr_count(
                    "yenta.replay.move.hit",
                    event.points,
                    player=names[event.seat],
                    target=names[event.target],
                    value=event.value,
                )
            )
        elif isinstance(event, AskMiss):
            parts.append(
                tr(
                    "yenta.replay.move.miss",
                    player=names[event.seat],
                    target=names[event.target],
                    value=event.value,
                )
            )
        elif isinstance(event, TurnEnded) and event.reason == "pass":
            parts.append(tr("yenta.replay.move.end_turn", player=names[event.seat]))
        elif isinstance(event, RoundEnded):
            done = event.summary
            key = "yenta.replay.round_made" if event.bid_made else "yenta.replay.round_failed"
            parts.append(
                tr(key, number=done["number"], bidder=names[done["bidder"]], bid=done["bid"])
            )
        elif isinstance(event, GameWon):
            parts.append(
                tr_count(
                    "yenta.replay.winner", event.scores[event.winner], player=names[event.winner]
                )
            )
    return " ".join(parts)


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, points) best first; equal scores share a place."""
    scores = session.state.scores
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    result: list[tuple[int, str, str]] = []
    for i, seat in enumerate(order):
        place = result[-1][0] if i and scores[seat] == scores[order[i - 1]] else i + 1
        result.append((place, session.seats[seat].name, tr("gameover.points", points=scores[seat])))
    return result


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: DiceArt
) -> None:
    """One panel per seat with its dice, pairs and score (a status line above)."""
    sub = tr("yenta.replay.round_status", round=state.round_number, dealer=names[state.dealer])
    image = fonts.fit_text(sub, area.w, "regular", 17, colours.TEXT_DIM)
    surface.blit(image, image.get_rect(midtop=(area.centerx, area.y)))
    area = pygame.Rect(area.x, area.y + 28, area.w, area.h - 28)
    count = state.num_players
    cols = 2 if count <= 4 else 3
    rows = (count + cols - 1) // cols
    gap = 14
    cell_w = (area.w - (cols - 1) * gap) // cols
    cell_h = min(190, (area.h - (rows - 1) * gap) // rows)
    for seat in range(count):
        col, row = seat % cols, seat // cols
        rect = pygame.Rect(
            area.x + col * (cell_w + gap), area.y + row * (cell_h + gap), cell_w, cell_h
        )
        _draw_seat(surface, state, seat, rect, names[seat], art)


def _draw_seat(
    surface: pygame.Surface,
    state: GameState,
    seat: int,
    rect: pygame.Rect,
    name: str,
    art: DiceArt,
) -> None:
    accent = colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
    active = state.current_seat == seat
    pygame.draw.rect(surface, colours.PANEL, rect, border_radius=10)
    pygame.draw.rect(
        surface,
        colours.HIGHLIGHT if active else colours.PANEL_BORDER,
        rect,
        4 if active else 2,
        border_radius=10,
    )
    pygame.draw.rect(surface, accent, (rect.x + 8, rect.y + 10, 8, 26), border_radius=3)
    marks = []
    if active:
        marks.append(tr("yenta.replay.to_act"))
    if state.dealer == seat:
        marks.append(tr("yenta.replay.dealer"))
    if state.bidder == seat and state.bid is not None:
        marks.append(tr("yenta.replay.bidder", bid=state.bid))
    elif state.phase is Phase.AUCTION and state.high_bidder == seat and state.high_bid is not None:
        marks.append(tr("yenta.replay.high_bid", bid=state.high_bid))
    elif state.phase is Phase.AUCTION and state.passed and state.passed[seat]:
        marks.append(tr("yenta.replay.passed"))
    title = name if not marks else tr("yenta.replay.seat_marks", name=name, marks=", ".join(marks))
    image = fonts.fit_text(title, rect.w - 170, "bold", 18, colours.TEXT)
    surface.blit(image, (rect.x + 24, rect.y + 10))
    score = tr("yenta.replay.score", score=state.scores[seat])
    image = fonts.text(score, "bold", 18, colours.GOLD)
    surface.blit(image, (rect.right - image.get_width() - 14, rect.y + 10))
    size = max(24, min(44, (rect.h - 70) // 2 + 8))
    hand = state.hand(seat) if state.hands else []
    x = rect.x + 24 + size // 2
    y = rect.y + 48 + size // 2
    if hand:
        for value in hand:
            art.blit(surface, value, (x, y), size)
            x += size + 6
    else:
        image = fonts.text(tr("yenta.replay.no_dice"), "italic", 16, colours.TEXT_DIM)
        surface.blit(image, (rect.x + 24, y - image.get_height() // 2))
    small = max(18, size * 2 // 3)
    y2 = rect.y + 48 + size + 10
    label = tr("yenta.replay.pairs", points=state.pair_points[seat] if state.pair_points else 0)
    image = fonts.text(label, "regular", 15, colours.TEXT_DIM)
    surface.blit(image, (rect.x + 24, y2 + small // 2 - image.get_height() // 2))
    x = rect.x + 34 + image.get_width() + small // 2
    pairs = state.pairs[seat] if state.pairs else []
    for value in pairs:
        if x + small * 2 > rect.right - 10:
            break
        art.blit(surface, value, (x, y2 + small // 2), small)
        art.blit(surface, value, (x + small - 4, y2 + small // 2 + 3), small)
        x += 2 * small + 8
