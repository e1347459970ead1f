"""Where every text of a frame lands: the measured layout check of the table suite.

:func:`text_map` draws one frame of the app onto a surface that records each
blit of a text made by :func:`yenta_desktop.ui.fonts.text`, following texts drawn
into panel surfaces made during the draw onto the screen. Each :class:`Placed`
text has its rectangle on the screen and the part of it that is visible (inside
every clip rectangle and surface it went through). :func:`layout_problems` lists:

* a text cut by the window's edge, a panel's edge or a clip rectangle;
* two different texts whose rectangles intersect (a text drawn again a few
  pixels off, a shadow or an outline, is one text);
* a text under a visible widget (button, label, text field) of pygame_gui, and two such
  widgets overlapping.

Text surfaces rendered before the frame (a cached panel) are not seen: the
check covers what is drawn in the frame, which is nearly all of the tables.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

from yenta_desktop.ui import fonts

#: Texts this many pixels apart (or less) with the same string are one text (shadow, outline).
SHADOW = 4
#: Rectangles are shrunk by this much before intersecting (a font's box has empty rows).
SLACK = 2


@dataclass(frozen=True)
class Placed:
    """A text on the screen: its string, its full rectangle and the part that is visible."""

    text: str
    rect: pygame.Rect
    visible: pygame.Rect
    #: Part of it is under a later drawing (a card over the table): not a fault of its own.
    covered: bool = False

    @property
    def cut(self) -> bool:
        """Part of the text is cut off by an edge or a clip rectangle (not merely covered)."""
        return not self.covered and self.visible.size != self.rect.size


class Traced(pygame.Surface):
    """A surface that remembers the texts blitted onto it (in its own coordinates).

    A later opaque drawing over a text hides it: wholly covered, it is dropped
    (a card over the table); partly, only the rest of it is checked.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.text: str | None = None
        #: A text's ink: where its glyphs have pixels (the font's box has empty rows).
        self.ink = pygame.Rect(0, 0, 0, 0)
        self.placed: list[Placed] = []

    def blit(  # type: ignore[override]
        self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None, special_flags: int = 0
    ) -> pygame.Rect:
        result = super().blit(source, dest, area, special_flags)
        if isinstance(dest, pygame.Rect | pygame.FRect):
            x, y = int(dest.x), int(dest.y)
        else:
            x, y = int(dest[0]), int(dest[1])
        shown = pygame.Rect(0, 0, *source.get_size())
        if area is not None:
            shown = shown.clip(pygame.Rect(area))
        # The source's point p lands at p + (dx, dy) here; only ``shown`` is copied, and
        # only what falls inside this surface's clip rectangle (itself inside the surface).
        dx, dy = x - shown.x, y - shown.y
        window = shown.clip(self.get_clip().move(-dx, -dy))
        text = getattr(source, "text", None)
        inner = getattr(source, "placed", None)
        if text is None and not special_flags:
            self._cover(source, window, dx, dy)
        if text is not None:
            full = pygame.Rect(getattr(source, "ink", None) or source.get_rect())
            self.placed.append(Placed(text, full.move(dx, dy), full.clip(window).move(dx, dy)))
        for item in inner or ():
            seen = item.visible.clip(window)
            self.placed.append(
                Placed(item.text, item.rect.move(dx, dy), seen.move(dx, dy), item.covered)
            )
        return result

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        result = super().fill(color, rect, special_flags)
        if not special_flags and _opaque(color):
            self.cover_rect(result)
        return result

    def cover_rect(self, rect: pygame.Rect) -> None:
        """An opaque rectangle was drawn: the texts under it are hidden (in part or whole)."""
        self.placed = [kept for item in self.placed if (kept := _uncover(item, rect)) is not None]

    def _cover(self, source: pygame.Surface, window: pygame.Rect, dx: int, dy: int) -> None:
        """A picture was drawn: the texts under its opaque pixels are hidden."""
        if source.get_flags() & pygame.SRCALPHA or source.get_colorkey() is not None:
            solid = pygame.mask.from_surface(source, 200)
            boxes = [box.clip(window) for box in solid.get_bounding_rects()]
            if len(boxes) != 1 or solid.count() < boxes[0].w * boxes[0].h * 0.97:
                return  # not a solid rectangle (a die, a glow, a shape): nothing hidden
            cover = boxes[0].move(dx, dy)
        else:
            cover = window.move(dx, dy)
        self.cover_rect(cover)


def _uncover(item: Placed, cover: pygame.Rect) -> Placed | None:
    """``item`` with the part under ``cover`` no longer visible (None: all of it hidden).

    A cover across the text's whole height (or width) leaves a rectangle; any other
    leaves the text as it was (a corner hidden: still seen, still checked).
    """
    seen = item.visible
    overlap = seen.clip(cover)
    if overlap.w <= SLACK or overlap.h <= SLACK:
        return item
    if overlap == seen:
        return None
    left, right = overlap.x - seen.x, seen.right - overlap.right
    top, bottom = overlap.y - seen.y, seen.bottom - overlap.bottom
    if overlap.h == seen.h:
        if left >= right:
            seen = pygame.Rect(seen.x, seen.y, left, seen.h)
        else:
            seen = pygame.Rect(overlap.right, seen.y, right, seen.h)
    elif overlap.w == seen.w:
        if top >= bottom:
            seen = pygame.Rect(seen.x, seen.y, seen.w, top)
        else:
            seen = pygame.Rect(seen.x, overlap.bottom, seen.w, bottom)
    else:
        return item
    return Placed(item.text, item.rect, seen, covered=True)


def _opaque(color: Any) -> bool:
    try:
        return len(color) < 4 or color[3] >= 250  # type: ignore[arg-type]
    except TypeError:
        return True  # a mapped colour integer


@contextmanager
def tracing() -> Iterator[None]:
    """While active, new surfaces are :class:`Traced` and ``fonts.text`` tags what it renders;
    filled rectangles drawn with ``pygame.draw.rect`` hide the texts under them."""
    plain_surface = pygame.Surface
    plain_text = fonts.text
    plain_rect = pygame.draw.rect

    def traced_text(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = plain_text(string, *args, **kwargs)
        tagged = Traced(image.get_size(), pygame.SRCALPHA)
        super(Traced, tagged).blit(image, (0, 0))
        tagged.text = string
        tagged.ink = image.get_bounding_rect()
        return tagged

    def traced_rect(
        surface: pygame.Surface, color: Any, rect: Any, width: int = 0, *args: Any, **kwargs: Any
    ) -> pygame.Rect:
        drawn = plain_rect(surface, color, rect, width, *args, **kwargs)
        if isinstance(surface, Traced) and width == 0 and _opaque(color):
            surface.cover_rect(pygame.Rect(rect).inflate(-8, -8))  # rounded corners
        return drawn

    plain_fit = fonts.fit_text

    def traced_fit(string: str, max_width: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        # Past the cache: a text fitted before the frame would not be seen.
        return fonts._fit(string, max_width, *_fit_args(args, kwargs))

    pygame.Surface = Traced  # type: ignore[misc]
    fonts.text = traced_text  # type: ignore[assignment]
    fonts.fit_text = traced_fit  # type: ignore[assignment]
    pygame.draw.rect = traced_rect  # type: ignore[assignment]
    try:
        yield
    finally:
        pygame.Surface = plain_surface  # type: ignore[misc]
        fonts.text = plain_text  # type: ignore[assignment]
        fonts.fit_text = plain_fit  # type: ignore[assignment]
        pygame.draw.rect = plain_rect


def _fit_args(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
    """``fit_text``'s optional arguments (role, size, colour) in order, defaults filled in."""
    names = ("role", "size", "colour")
    defaults = ("regular", 18, (240, 236, 226))
    values = list(args) + [
        kwargs.get(n, d) for n, d in zip(names[len(args) :], defaults[len(args) :], strict=True)
    ]
    return (values[0], values[1], tuple(values[2]))


def trace_frame(app: Any) -> Traced:
    """One frame of ``app``'s scenes drawn onto a :class:`Traced` screen (widgets left out:
    :func:`widget_rects` says where they are, and they are drawn over everything)."""
    manager = app.manager
    plain = manager.draw_ui
    with tracing():
        screen = Traced(app.screen.get_size())
        manager.draw_ui = lambda surface: None
        try:
            app.draw(screen)
        finally:
            manager.draw_ui = plain
    return screen


def text_map(app: Any) -> list[Placed]:
    """Every text seen in one frame of ``app``, where it landed on the screen."""
    return [item for item in trace_frame(app).placed if item.text.strip()]


def widget_rects(app: Any) -> list[tuple[str, pygame.Rect]]:
    """The visible pygame_gui widgets that show text (buttons, labels, text fields)."""
    kinds = ("UIButton", "UILabel", "UITextBox", "UITextEntryLine", "UIDropDownMenu")
    found = []
    for element in app.manager.get_root_container().elements:
        found += _walk(element, kinds)
    return found


def _walk(element: Any, kinds: tuple[str, ...]) -> list[tuple[str, pygame.Rect]]:
    if not getattr(element, "visible", True):
        return []
    out: list[tuple[str, pygame.Rect]] = []
    if type(element).__name__ in kinds:
        rect = element.get_abs_rect() if hasattr(element, "get_abs_rect") else element.rect
        out.append((str(getattr(element, "text", "") or type(element).__name__), pygame.Rect(rect)))
    container = getattr(element, "get_container", None)
    if container is not None and type(element).__name__ not in kinds:
        for child in getattr(container(), "elements", ()):
            out += _walk(child, kinds)
    return out


def _same_text(a: Placed, b: Placed) -> bool:
    return (
        a.text == b.text
        and abs(a.rect.x - b.rect.x) <= SHADOW
        and abs(a.rect.y - b.rect.y) <= SHADOW
    )


def _core(rect: pygame.Rect) -> pygame.Rect:
    return rect.inflate(-2 * SLACK, -2 * SLACK)


def layout_problems(app: Any, placed: list[Placed] | None = None) -> list[str]:
    """What a player would see as broken text in this frame (empty when it is all readable)."""
    problems = []
    if placed is None:
        screen = trace_frame(app)
        placed = [item for item in screen.placed if item.text.strip()]
    for item in placed:
        if item.cut:
            problems.append(f"{item.text!r} is cut: {item.rect} shows only {item.visible}")
    for i, a in enumerate(placed):
        for b in placed[i + 1 :]:
            if _same_text(a, b):
                continue
            if _core(a.visible).colliderect(_core(b.visible)):
                problems.append(f"{a.text!r} {a.visible} overlaps {b.text!r} {b.visible}")
    widgets = widget_rects(app)
    for i, (label, rect) in enumerate(widgets):
        for other, other_rect in widgets[i + 1 :]:
            if _core(rect).colliderect(_core(other_rect)) and not (
                rect.contains(other_rect) or other_rect.contains(rect)
            ):
                problems.append(f"the widget {label!r} {rect} overlaps {other!r} {other_rect}")
    for label, rect in widgets:
        for item in placed:
            if _core(item.visible).colliderect(_core(rect)):
                problems.append(
                    f"{item.text!r} {item.visible} is under the widget {label!r} {rect}"
                )
    return sorted(set(problems))
