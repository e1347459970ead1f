"""Yenta's end screen picture: every seat's score round by round, and the bids of the game."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts

#: One marker shape per seat, so the lines are told apart without colour.
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "ring")


def _marker(surface: pygame.Surface, shape: str, centre: tuple[int, int], colour: Any) -> None:
    x, y = centre
    r = 5
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
    elif shape == "square":
        pygame.draw.rect(surface, colour, (x - r, y - r, 2 * r, 2 * r))
    elif shape == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x - r, y + r), (x + r, y + r)])
    elif shape == "diamond":
        pygame.draw.polygon(
            surface, colour, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)]
        )
    elif shape == "cross":
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), 3)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), 3)
    else:
        pygame.draw.circle(surface, colour, centre, r, 2)


def score_series(state: Any) -> list[list[int]]:
    """Per seat: the score before round 1 (0) and after each round."""
    series = [[0] for _ in range(state.num_players)]
    for entry in state.completed_rounds:
        for seat, score in enumerate(entry["scores"]):
            series[seat].append(score)
    return series


def draw_final(surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
    """The scores round by round (a line per seat with its colour and marker), then the bids."""
    state = session.state
    head = fonts.fit_text(tr("yenta.final.chart"), rect.w, "bold", 17, colours.TEXT_DIM)
    surface.blit(head, rect.topleft)
    bids_lines = _bid_lines(session)
    bids_h = min(len(bids_lines), 4) * fonts.line_height("regular", 13) + 26
    # Room on the right for each line's name, at the height where the line ends.
    chart = pygame.Rect(rect.x + 40, rect.y + head.get_height() + 8, rect.w - 40 - 80, 0)
    chart.h = max(60, rect.bottom - bids_h - chart.y - 20)
    series = score_series(state)
    target = state.rules.target_score
    low = min(0, *(min(s) for s in series))
    high = max(target, *(max(s) for s in series))
    span = max(1, high - low)
    rounds = max(1, len(series[0]) - 1)

    def point(round_index: int, score: int) -> tuple[int, int]:
        x = chart.x + round(chart.w * round_index / rounds)
        y = chart.bottom - round(chart.h * (score - low) / span)
        return x, y

    pygame.draw.line(surface, colours.PANEL_BORDER, chart.bottomleft, chart.bottomright)
    pygame.draw.line(surface, colours.PANEL_BORDER, chart.topleft, chart.bottomleft)
    for value in sorted({low, 0, target}):
        y = point(0, value)[1]
        label = fonts.text(str(value), "regular", 12, colours.TEXT_DIM)
        surface.blit(label, label.get_rect(midright=(chart.x - 6, y)))
        if value == target:
            for x in range(chart.x, chart.right, 12):
                pygame.draw.line(surface, colours.GOLD, (x, y), (min(x + 6, chart.right), y))
    for seat, scores in enumerate(series):
        colour = colours.SEAT_ACCENTS[seat % len(colours.SEAT_ACCENTS)]
        points = [point(i, s) for i, s in enumerate(scores)]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, 3)
        for p in points[1:]:
            _marker(surface, MARKERS[seat % len(MARKERS)], p, colour)
        name = fonts.fit_text(session.seats[seat].name, 90, "bold", 12, colour)
        end = points[-1]
        surface.blit(
            name, name.get_rect(midleft=(min(end[0] + 8, rect.right - name.get_width()), end[1]))
        )
    label = fonts.text(tr("yenta.final.rounds"), "regular", 12, colours.TEXT_DIM)
    surface.blit(label, label.get_rect(midtop=(chart.centerx, chart.bottom + 2)))
    y = chart.bottom + 20
    title = fonts.text(tr("yenta.final.bids"), "bold", 14, colours.TEXT_DIM)
    # As many of the last bids as the panel holds (a small window with large text: fewer).
    room = (rect.bottom - y - title.get_height()) // fonts.line_height("regular", 13)
    shown = bids_lines[-min(4, room) :] if room > 0 else []
    if not shown:
        return
    surface.blit(title, (rect.x, y))
    y += title.get_height()
    fonts.blit_lines(surface, tuple(shown), (rect.x, y), "regular", 13, colours.TEXT)


def _bid_lines(session: Any) -> list[str]:
    """ "Round 3: Leo bid 22 and made it (+44)", one per round."""
    lines = []
    for entry in session.state.completed_rounds:
        bidder = entry["bidder"]
        made = entry["round_points"][bidder] >= entry["bid"]
        lines.append(
            tr(
                "yenta.final.bid_made" if made else "yenta.final.bid_missed",
                number=entry["number"],
                name=session.seats[bidder].name,
                bid=entry["bid"],
                points=entry["round_points"][bidder],
            )
        )
    return lines
