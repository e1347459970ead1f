"""Charts drawn with pygame's own drawing and the app's fonts: a histogram and a line chart.

:func:`bin_totals` puts numbers into bins of a round width (1, 2, 5 x 10^k) whose edges
are multiples of it; :func:`draw_histogram` draws them, with an optional band (a known mean
and one standard deviation either side, labelled by the caller: never a made-up curve);
:func:`draw_lines` draws one or more series over the same x axis (games in order), each
with its own colour and a dash pattern, so colour is never the only cue. Every text is fitted
to its room (``fonts.fit_text``); a chart never draws outside the rectangle it is given.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from yenta_desktop.i18n import number
from yenta_desktop.ui import colours, fonts

#: The most bins a histogram has (fewer when the totals span less).
MAX_BINS = 12


@dataclass(frozen=True)
class Bins:
    """Counts of values in bins ``[start + i * width, start + (i + 1) * width)``."""

    start: float
    width: float
    counts: tuple[int, ...]

    @property
    def edges(self) -> list[float]:
        """The bins' edges, low to high (one more than the bins)."""
        return [self.start + i * self.width for i in range(len(self.counts) + 1)]

    @property
    def end(self) -> float:
        """The top edge of the last bin."""
        return self.start + self.width * len(self.counts)

    @property
    def total(self) -> int:
        """How many values were counted."""
        return sum(self.counts)


def nice_width(span: float, bins: int) -> float:
    """The smallest round width (1, 2 or 5 times a power of ten, at least 1) that covers
    ``span`` in at most ``bins`` bins."""
    raw = max(span / max(1, bins), 1e-9)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return max(1.0, float(factor * power))
    return max(1.0, float(10 * power))  # pragma: no cover - the loop always returns


def bin_totals(values: Sequence[float], max_bins: int = MAX_BINS) -> Bins:
    """``values`` counted in at most ``max_bins`` bins of a round width whose edges are
    multiples of it (an empty sequence gives no bins). The largest value falls in the last
    bin; each bin holds values from its low edge up to, not including, its high edge."""
    if not values:
        return Bins(0.0, 1.0, ())
    low, high = min(values), max(values)
    width = nice_width(high - low, max_bins)
    while True:
        start = math.floor(low / width) * width
        count = int(math.floor((high - start) / width)) + 1
        if count <= max_bins:
            break
        width = nice_width(width * (max_bins + 1), max_bins)
    counts = [0] * count
    for value in values:
        counts[min(count - 1, int((value - start) // width))] += 1
    return Bins(float(start), float(width), tuple(counts))


def running_mean(values: Sequence[float], window: int) -> list[float]:
    """The mean of the last ``window`` values (fewer at the start) after each value."""
    out: list[float] = []
    total = 0.0
    for index, value in enumerate(values):
        total += value
        if index >= window:
            total -= values[index - window]
        out.append(total / min(index + 1, window))
    return out


def number_text(value: float) -> str:
    """An axis label: whole numbers without decimals, else one or two decimals (a decimal
    comma in Russian, a real minus sign)."""
    if float(value).is_integer():
        return number(int(value))
    return number(value, 2 if abs(value) < 10 else 1)


@dataclass(frozen=True)
class Band:
    """A known mean and standard deviation drawn over a histogram, with its label."""

    mean: float
    sd: float | None
    label: str


def _axis_size() -> int:
    return 13


def draw_histogram(
    surface: pygame.Surface,
    rect: pygame.Rect,
    bins: Bins,
    band: Band | None = None,
    colour: tuple[int, int, int] = colours.HIT,
    number: Callable[[float], str] = number_text,
) -> pygame.Rect:
    """Bars of ``bins`` in ``rect``, their counts above them, the edges below, and ``band``'s
    mean (a line) and +-1 sd (a shaded strip) where it falls on the axis; returns the plot's
    rectangle. ``number`` formats the axis labels."""
    size = _axis_size()
    label_h = fonts.line_height("regular", size) + 2
    band_h = label_h if band is not None else 0
    # The counts sit above the bars inside the plot (its top ``label_h`` is kept for them).
    plot = pygame.Rect(rect.x, rect.y + band_h, rect.w, rect.h - band_h - label_h)
    if plot.h < 20 or plot.w < 40 or not bins.counts:
        return plot
    pygame.draw.rect(surface, colours.PANEL, plot, border_radius=6)
    low, high = bins.start, bins.end
    if band is not None:
        spread = band.sd or 0.0
        low = min(low, band.mean - spread)
        high = max(high, band.mean + spread)
    span = max(high - low, 1e-9)

    def x_of(value: float) -> int:
        return int(plot.x + 4 + (value - low) / span * (plot.w - 8))

    if band is not None and band.sd:
        left, right = x_of(band.mean - band.sd), x_of(band.mean + band.sd)
        strip = pygame.Surface((max(1, right - left), plot.h - 2), pygame.SRCALPHA)
        strip.fill((*colours.GOLD, 48))
        surface.blit(strip, (left, plot.y + 1))
    top = max(bins.counts)
    edges = bins.edges
    bar_room = plot.h - label_h - 6
    for index, count in enumerate(bins.counts):
        x0, x1 = x_of(edges[index]), x_of(edges[index + 1])
        if not count:
            continue
        h = max(2, int(count / top * bar_room))
        bar = pygame.Rect(x0 + 1, plot.bottom - 2 - h, max(1, x1 - x0 - 2), h)
        pygame.draw.rect(surface, colour, bar)
        label = fonts.text(str(count), "regular", size, colours.TEXT)
        if label.get_width() <= x1 - x0 + 4:
            surface.blit(label, label.get_rect(midbottom=(bar.centerx, bar.y - 1)))
    if band is not None:
        x = x_of(band.mean)
        pygame.draw.line(surface, colours.GOLD, (x, plot.y + 1), (x, plot.bottom - 2), 2)
        caption = fonts.fit_text(band.label, rect.w, "italic", size, colours.GOLD)
        cx = min(max(rect.x, x - caption.get_width() // 2), rect.right - caption.get_width())
        surface.blit(caption, (cx, rect.y))
    _edge_labels(surface, plot, [(x_of(e), number(e)) for e in edges], size)
    return plot


def _edge_labels(
    surface: pygame.Surface, plot: pygame.Rect, marks: list[tuple[int, str]], size: int
) -> None:
    """Labels under the axis, each centred on its mark, skipping any that would touch the
    last one drawn or stick out of the plot's width."""
    right_of_last = -(10**9)
    for x, text in marks:
        image = fonts.text(text, "regular", size, colours.TEXT_DIM)
        left = min(max(plot.x, x - image.get_width() // 2), plot.right - image.get_width())
        if left < right_of_last + 6:
            continue
        surface.blit(image, (left, plot.bottom + 2))
        right_of_last = left + image.get_width()


@dataclass(frozen=True)
class Series:
    """One line of a line chart: its values in order (None: no value there) and its look."""

    label: str
    values: tuple[float | None, ...]
    colour: tuple[int, int, int]
    #: Drawn dashed (the second series), so the lines differ by more than colour.
    dashed: bool = False


def _dashed(
    surface: pygame.Surface,
    colour: tuple[int, int, int],
    a: tuple[float, float],
    b: tuple[float, float],
    width: int,
) -> None:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    steps = max(1, int(length // 6))
    for i in range(0, steps, 2):
        t0, t1 = i / steps, min(1.0, (i + 1) / steps)
        p = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
        q = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
        pygame.draw.line(surface, colour, p, q, width)


def draw_lines(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Series],
    x_labels: tuple[str, str] = ("", ""),
    from_zero: bool = True,
) -> pygame.Rect:
    """``series`` over one x axis (their positions in order) in ``rect``: the y range from 0
    (or the lowest value, when below 0; the lowest value unless ``from_zero``) to the
    highest, its ends labelled on the left (the low end where there is room), and
    ``x_labels`` under the first and last position; returns the plot's rectangle."""
    size = _axis_size()
    label_h = fonts.line_height("regular", size) + 2
    values = [v for s in series for v in s.values if v is not None]
    if not values:
        return pygame.Rect(rect)
    low, high = (min(0.0, min(values)) if from_zero else min(values)), max(values)
    if high <= low:
        high = low + 1.0
    top_text = fonts.text(number_text(round(high, 2)), "regular", size, colours.TEXT_DIM)
    low_text = fonts.text(number_text(round(low, 2)), "regular", size, colours.TEXT_DIM)
    axis_w = max(top_text.get_width(), low_text.get_width()) + 6
    plot = pygame.Rect(rect.x + axis_w, rect.y, rect.w - axis_w, rect.h - label_h)
    if plot.h < 20 or plot.w < 40:
        return plot
    pygame.draw.rect(surface, colours.PANEL, plot, border_radius=6)
    surface.blit(top_text, (rect.x, plot.y))
    if plot.h >= top_text.get_height() + low_text.get_height() + 4:
        surface.blit(low_text, (rect.x, plot.bottom - low_text.get_height()))
    count = max(len(s.values) for s in series)

    def point(index: int, value: float) -> tuple[float, float]:
        x = plot.x + 6 + (index / max(1, count - 1)) * (plot.w - 12)
        y = plot.bottom - 4 - (value - low) / (high - low) * (plot.h - 8)
        return (x, y)

    for line in series:
        previous: tuple[float, float] | None = None
        for index, value in enumerate(line.values):
            if value is None:
                previous = None
                continue
            here = point(index, value)
            if previous is not None:
                if line.dashed:
                    _dashed(surface, line.colour, previous, here, 2)
                else:
                    pygame.draw.line(surface, line.colour, previous, here, 2)
            if count <= 40:
                pygame.draw.circle(surface, line.colour, (int(here[0]), int(here[1])), 3)
            previous = here
    first = fonts.fit_text(x_labels[0], plot.w // 2 - 4, "regular", size, colours.TEXT_DIM)
    last = fonts.fit_text(x_labels[1], plot.w // 2 - 4, "regular", size, colours.TEXT_DIM)
    surface.blit(first, (plot.x, plot.bottom + 2))
    surface.blit(last, (plot.right - last.get_width(), plot.bottom + 2))
    return plot


def draw_legend(surface: pygame.Surface, rect: pygame.Rect, series: Sequence[Series]) -> int:
    """Each series' line sample and label in a row across ``rect`` (wrapping to a new row
    when one does not fit); returns the y below the legend."""
    size = _axis_size()
    step = fonts.line_height("regular", size) + 2
    x, y = rect.x, rect.y
    for line in series:
        image = fonts.fit_text(line.label, rect.w - 34, "regular", size, colours.TEXT)
        need = 30 + image.get_width() + 16
        if x > rect.x and x + need > rect.right:
            x, y = rect.x, y + step
        mid = y + image.get_height() // 2
        if line.dashed:
            _dashed(surface, line.colour, (x, mid), (x + 24, mid), 2)
        else:
            pygame.draw.line(surface, line.colour, (x, mid), (x + 24, mid), 2)
        surface.blit(image, (x + 30, y))
        x += need
    return y + step


__all__ = [
    "MAX_BINS",
    "Band",
    "Bins",
    "Series",
    "bin_totals",
    "draw_histogram",
    "draw_legend",
    "draw_lines",
    "nice_width",
    "number_text",
    "running_mean",
]
