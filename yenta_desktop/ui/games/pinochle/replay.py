"""Pinochle in the replay, on the end screen and in the game picker: every hand face up with
the trick and the scores, each step in words, each team's final score, a small fanned hand."""

from __future__ import annotations

import math
from typing import Any

import pygame

from yenta_desktop.engine.pinochle import GameState, sort_cards, team_of
from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.pinochle import view as v
from yenta_desktop.ui.games.pinochle import words
from yenta_desktop.ui.widgets.cards import CardArt, card_height

_arts: dict[int, CardArt] = {}


def _art() -> CardArt:
    """One card art per set of loaded fonts (a restarted pygame gets a new one)."""
    key = id(fonts.font("bold", 20))
    art = _arts.get(key)
    if art is None:
        _arts.clear()
        art = _arts[key] = CardArt()
    return art


def describe_step(state: GameState, events: list[Any], names: list[str]) -> str:
    """What one step of a replay did, in the current language (single cards included)."""
    texts = (words.describe_event(e, names, cards=True) for e in events)
    return " ".join(text for text in texts if text)


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: GameState, names: list[str], art: Any
) -> None:
    """Every hand face up around the trick under way, the bid, trump and the scores."""
    cards = _art()
    pad = pygame.Rect(area.x + 10, area.y + 6, area.w - 20, fonts.line_height("bold", 16) + 8)
    score = tr(
        "pinochle.replay.scores",
        first=words.team_name(names, 0),
        second=words.team_name(names, 1),
        a=state.scores[0],
        b=state.scores[1],
    )
    if state.bid is not None and state.bidder is not None and state.trump is not None:
        score += " · " + tr(
            "pinochle.replay.contract",
            name=names[state.bidder],
            bid=state.bid,
            suit=words.suit_name(state.trump),
        )
    surface.blit(fonts.fit_text(score, pad.w, "bold", 16, colours.GOLD), pad.topleft)
    body = pygame.Rect(area.x, pad.bottom + 4, area.w, area.bottom - pad.bottom - 4)
    width = int(max(26, min(48, body.w / 20, body.h / 7)))
    height = card_height(width)
    spots = {
        0: (body.centerx, body.bottom - height - 6 - fonts.line_height("bold", 15)),
        2: (body.centerx, body.y + 4),
    }
    side_y = body.centery - height // 2 - 10
    for seat in range(4):
        hand = sort_cards(state.hands[seat], state.trump)
        step = width * 0.55
        span = width + step * max(0, len(hand) - 1)
        if seat in spots:
            cx, top = spots[seat]
            left = int(cx - span / 2)
        elif seat == 1:
            left, top = body.x + 8, side_y
        else:
            left, top = int(body.right - 8 - span), side_y
        label = names[seat] if seat < len(names) else str(seat + 1)
        if state.melds is not None:
            label += " · " + tr("pinochle.tag.meld", points=state.meld_points(seat))
        v.team_mark(surface, team_of(seat), (left + 6, top + 9), 11)
        colour = colours.HIGHLIGHT if state.current_seat == seat else colours.TEXT
        surface.blit(
            fonts.fit_text(label, max(80, int(span)), "bold", 15, colour), (left + 16, top)
        )
        y = top + fonts.line_height("bold", 15)
        for i, card in enumerate(hand):
            cards.draw(surface, card, (int(left + i * step), y), width)
    # The trick under way (or the last one taken) in the middle.
    trick: list[tuple[int, str]] = []
    if state.trick and state.trick_leader is not None:
        trick = [((state.trick_leader + i) % 4, c) for i, c in enumerate(state.trick)]
    elif state.tricks:
        last = state.tricks[-1]
        trick = [(last.seat_of(i), c) for i, c in enumerate(last.cards)]
    cx, cy = body.centerx, body.centery
    offsets = {0: (0, 0.55), 1: (-1.15, 0), 2: (0, -0.55), 3: (1.15, 0)}
    for seat, card in trick:
        dx, dy = offsets[seat]
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (int(cx + dx * width), int(cy + dy * height))
        cards.draw(surface, card, rect.topleft, width)


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """(place, name, "1,520 · Ana & Mia") per seat, the winning team first."""
    state = session.state
    names = [seat.name for seat in session.seats]
    winner = state.winner_team
    order = sorted(range(4), key=lambda s: (team_of(s) != winner, team_of(s), s))
    lines = []
    for seat in order:
        team = team_of(seat)
        place = 1 if winner is None or team == winner else 2
        text = tr(
            "pinochle.final.line", points=state.scores[team], team=words.team_name(names, team)
        )
        lines.append((place, names[seat], text))
    return lines


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
    """A fan of five cards (a run in hearts) gently breathing."""
    art = _art()
    width = max(18, min(rect.h // 2, rect.w // 6))
    height = card_height(width)
    hand = ["AH", "TH", "KH", "QH", "JH"]
    spread = 13 + 2 * math.sin(time * 1.5)
    centre = (rect.centerx, rect.centery + height // 2 + 6)
    for i, card in enumerate(hand):
        angle = (i - 2) * spread
        image = art.face(card, width)
        turned = pygame.transform.rotozoom(image, -angle, 1.0)
        rad = math.radians(angle)
        x = centre[0] + math.sin(rad) * height * 0.8
        y = centre[1] - math.cos(rad) * height * 0.8
        surface.blit(turned, turned.get_rect(center=(int(x), int(y))))
