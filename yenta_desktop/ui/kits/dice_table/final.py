"""The end screen's picture of a scorecard game: each player's sums in place order, the total
and the result against the table average, then a bar per player with the average (a solo
game: what optimal play averages) as a line. A game gives its sums and texts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.kits.dice_table.card import draw_marker
from yenta_desktop.ui.kits.dice_table.text import decimal, points, signed


def draw_final(
    surface: pygame.Surface,
    rect: pygame.Rect,
    session: Any,
    prefix: str,
    sums: Sequence[str],
    cells: Callable[[int], Sequence[str]],
    optimal: float | None = None,
) -> None:
    """A table of the game's sums (``sums`` headings, ``cells(seat)`` per player), the total
    and, at a table, the result against the average; then a bar per player.

    ``prefix`` names the game's texts: ``<prefix>.final.heading``, ``.solo_heading``,
    ``.col_total``, ``.col_result``, ``.optimal_bar``, ``.optimal_line``, ``.average_line``.
    ``optimal``: what optimal play averages (a solo game's reference line), if known.
    """
    state = session.state
    totals = state.totals()
    places = state.places()
    order = sorted(range(len(totals)), key=lambda s: (places[s], s))
    solo = len(totals) == 1
    mean = sum(totals) / len(totals)
    optimal = optimal if solo else None
    if solo:
        heading = tr(f"{prefix}.final.solo_heading")
    else:
        heading = tr(f"{prefix}.final.heading", mean=decimal(mean, 1))
    head = fonts.fit_text(heading, rect.w, "bold", 17, colours.TEXT_DIM)
    surface.blit(head, rect.topleft)
    y = rect.y + head.get_height() + 6
    # The sums, one line per player in place order.
    columns = [*sums, tr(f"{prefix}.final.col_total")]
    if not solo:
        columns.append(tr(f"{prefix}.final.col_result"))
    total_at = len(sums)
    name_w = max(90, rect.w - 62 * len(columns))
    col_w = (rect.w - name_w) // len(columns)
    step = fonts.line_height("regular", 14) + 2
    for i, title in enumerate(columns):
        image = fonts.fit_text(title, col_w - 4, "bold", 13, colours.TEXT_DIM)
        surface.blit(image, image.get_rect(topright=(rect.x + name_w + (i + 1) * col_w - 4, y)))
    y += step
    for seat in order:
        pygame.draw.line(surface, colours.PANEL_BORDER, (rect.x, y - 1), (rect.right, y - 1))
        draw_marker(surface, seat, (rect.x + 7, y + step // 2 - 1), r=5)
        name = fonts.fit_text(session.seats[seat].name, name_w - 22, "regular", 14, colours.TEXT)
        surface.blit(name, (rect.x + 18, y))
        values = [*cells(seat), points(totals[seat])]
        if not solo:
            values.append(signed(state.results()[seat], 1))
        for i, value in enumerate(values):
            role = "bold" if i >= total_at else "regular"
            colour = colours.GOLD if i == total_at else colours.TEXT
            image = fonts.fit_text(value, col_w - 4, role, 14, colour)
            surface.blit(image, image.get_rect(topright=(rect.x + name_w + (i + 1) * col_w - 4, y)))
        y += step
    y += 10
    _draw_bars(
        surface,
        pygame.Rect(rect.x, y, rect.w, rect.bottom - y),
        session,
        order,
        mean,
        optimal,
        prefix,
    )


def _draw_bars(
    surface: pygame.Surface,
    area: pygame.Rect,
    session: Any,
    order: list[int],
    mean: float,
    optimal: float | None,
    prefix: str,
) -> None:
    """A bar per player's total, with the average (or the optimal expectation) as a line."""
    state = session.state
    totals = state.totals()
    entries: list[tuple[str, float, tuple[int, int, int], int | None]] = [
        (
            session.seats[s].name,
            float(totals[s]),
            colours.SEAT_ACCENTS[s % len(colours.SEAT_ACCENTS)],
            s,
        )
        for s in order
    ]
    if optimal is not None:
        entries.append((tr(f"{prefix}.final.optimal_bar"), optimal, colours.HIT, None))
    reference = optimal if optimal is not None else mean
    label_h = fonts.line_height("italic", 13)
    bar_h = min(30, max(10, (area.h - label_h - 6) // max(1, len(entries)) - 6))
    if bar_h < 10 or area.h < label_h + 20:
        return
    top = max([1.0, *(value for _, value, _, _ in entries)])
    low = min([0.0, *(value for _, value, _, _ in entries)])
    name_w = min(120, area.w // 4)
    chart = pygame.Rect(area.x + name_w, area.y, area.w - name_w - 60, area.h)

    def x_of(value: float) -> int:
        return chart.x + round(chart.w * (value - low) / (top - low))

    y = area.y
    labels: list[tuple[pygame.Surface, pygame.Rect]] = []
    for name, value, colour, seat in entries:
        label = fonts.fit_text(name, name_w - 8, "regular", 13, colours.TEXT)
        surface.blit(label, label.get_rect(midleft=(area.x, y + bar_h // 2)))
        start, end = x_of(0), x_of(value)
        bar = pygame.Rect(min(start, end), y, max(2, abs(end - start)), bar_h)
        pygame.draw.rect(surface, colour, bar, border_radius=4)
        if seat is None:
            # The optimal expectation: hatched, so it is not read as a player.
            for hx in range(bar.x + 4, bar.right, 8):
                pygame.draw.line(surface, colours.PANEL, (hx, bar.y), (hx - 4, bar.bottom - 1), 2)
        else:
            draw_marker(surface, seat, (bar.right - 8, bar.centery), colours.TEXT, r=4)
        text = decimal(value, 2) if seat is None else points(int(value))
        image = fonts.text(text, "bold", 13, colours.TEXT)
        labels.append((image, image.get_rect(midleft=(bar.right + 6, bar.centery))))
        y += bar_h + 6
    # The reference line over the bars, the numbers over the line.
    x = x_of(reference)
    for dy in range(area.y - 2, y - 2, 8):
        pygame.draw.line(surface, colours.GOLD, (x, dy), (x, min(dy + 4, y - 2)), 2)
    for image, box in labels:
        pygame.draw.rect(surface, colours.PANEL, box.inflate(6, 2))
        surface.blit(image, box)
    key = f"{prefix}.final.optimal_line" if optimal is not None else f"{prefix}.final.average_line"
    note = fonts.fit_text(tr(key, value=decimal(reference, 1)), area.w, "italic", 13, colours.GOLD)
    surface.blit(note, note.get_rect(topleft=(area.x, y)))
