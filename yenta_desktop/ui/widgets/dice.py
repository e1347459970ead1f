"""Dice drawn with pips (never font glyphs) in five styles (:data:`STYLES`), and their backs.

Faces are rendered once per (value, size, style) at double resolution and
smooth-scaled down, then cached; rotated copies are cached in 6-degree steps,
so a tumbling die costs one blit per frame.

A declared face with a colour (engine/families/dice.py: a painted die's red 3)
is drawn in its own colour in every style (:data:`FACE_COLOURS`, Okabe-Ito,
with pips chosen to read on each), and a face with a label carries it as a
letter on a tab at the top, above pips drawn a little lower and smaller: a
mark that does not depend on colour, so a colour-blind player reads the face
by its letter. The style still sets the edge, bevel and pip size.
"""

from __future__ import annotations

import pygame

from yenta_desktop.engine.families.dice import colour_of, face_key, label_of
from yenta_desktop.ui import colours, fonts

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}

#: The dice designs (the dice style preference of every seat): ivory with black pips, a
#: colour per seat, high contrast, large pips, and the Russian set (red one and four).
STYLES = ("classic", "coloured", "high_contrast", "large_pips", "russian")

_IVORY = (248, 244, 232)
_BODY = {"classic": _IVORY, "high_contrast": (255, 255, 255), "large_pips": _IVORY}
_EDGE = {"classic": (120, 110, 95), "high_contrast": (0, 0, 0), "large_pips": (60, 54, 46)}
_PIP = {"classic": (24, 22, 20), "high_contrast": (0, 0, 0), "large_pips": (10, 10, 10)}
#: The Russian set's red (its one and four), dark enough to read on ivory.
RUSSIAN_RED = (196, 30, 36)


_WHITE, _INK = (255, 255, 255), (20, 20, 20)
#: The coloured set: each seat's dice in its accent colour (the plates', Okabe-Ito, colour-blind
#: safe), with pips chosen per colour: white on the vermillion, green and blue (black pips on red
#: dice were unreadable for red-green colour-blind players), black on the light ones. The seat's
#: dice also lie by its plate, so colour is never the only cue.
SEAT_COLOURS: tuple[tuple[tuple[int, int, int], tuple[int, int, int]], ...] = tuple(
    zip(colours.SEAT_ACCENTS, (_INK, _INK, _WHITE, _WHITE, _WHITE, _INK), strict=True)
)
#: Body and pip colours of declared dice faces by colour name: Okabe-Ito (colour-blind safe),
#: white pips on the vermillion ("red"), the greens and the blues (black pips on red failed
#: red-green colour-blind players), black on the light ones; every pair reads at 3:1 or more.
FACE_COLOURS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "red": ((213, 94, 0), _WHITE),
    "blue": ((0, 114, 178), _WHITE),
    "green": ((0, 158, 115), _WHITE),
    "yellow": ((240, 228, 66), _INK),
    "purple": ((204, 121, 167), _INK),
    "orange": ((230, 159, 0), _INK),
    "sky": ((86, 180, 233), _INK),
    "black": ((0, 0, 0), _WHITE),
    "white": ((255, 255, 255), _INK),
}
#: A colour name the palette does not know: a mid grey with black pips (the label still reads).
_UNKNOWN_COLOUR = ((170, 170, 170), _INK)
_BACK = (22, 60, 110)
_BACK_EDGE = (200, 160, 80)


def style_colours(
    style: str, seat: int
) -> tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]:
    """A style's body, edge and pip colours for ``seat`` (the coloured set's depend on it)."""
    if style == "coloured":
        body, pip = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        edge = tuple(max(0, c - 70) for c in body)
        return body, (edge[0], edge[1], edge[2]), pip
    key = style if style in _BODY else "classic"
    return _BODY[key], _EDGE[key], _PIP[key]


def face_colours(
    style: str, seat: int, colour: str | None
) -> tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]:
    """Body, edge and pip colours of a face: its own colour's (any style) when it has one."""
    if colour is None:
        return style_colours(style, seat)
    body, pip = FACE_COLOURS.get(colour, _UNKNOWN_COLOUR)
    dark = body == (0, 0, 0)
    if style == "high_contrast":
        edge = [255, 255, 255] if dark else [0, 0, 0]
    else:
        edge = [min(255, c + 90) if dark else max(0, c - 70) for c in body]
    return body, (edge[0], edge[1], edge[2]), pip


def luminance(colour: tuple[int, int, int]) -> float:
    """Relative luminance (WCAG 2) of an sRGB colour."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


class DiceArt:
    """Renders and caches die faces of one style (and, for the coloured set, one seat's colour).

    :meth:`for_seat` gives the art of one seat when the seats' styles differ
    (:meth:`set_seat_styles`); the art itself is seat 0's.
    """

    def __init__(self, style: str = "classic", seat: int = 0) -> None:
        self.style = style if style in STYLES else "classic"
        self.seat = seat
        self._faces: dict[tuple[object, int], pygame.Surface] = {}
        self._rotated: dict[tuple[object, int, int], pygame.Surface] = {}
        self._seat_styles: dict[int, str] = {}
        self._seats: dict[int, DiceArt] = {}

    def set_style(self, style: str) -> None:
        """Switch style (every seat without a style of its own) and drop the cache."""
        style = style if style in STYLES else "classic"
        if style != self.style:
            self.style = style
            self._faces.clear()
            self._rotated.clear()
            self._seats.clear()

    def set_seat_styles(self, styles: dict[int, str]) -> None:
        """Each seat's style (seat 0's is this art's own style); the others keep :attr:`style`."""
        if 0 in styles:
            self.set_style(styles[0])
        if styles != self._seat_styles:
            self._seat_styles = dict(styles)
            self._seats.clear()

    def style_of(self, seat: int | None) -> str:
        """The style ``seat``'s dice are drawn in."""
        if seat is None:
            return self.style
        return self._seat_styles.get(seat, self.style)

    def for_seat(self, seat: int | None) -> DiceArt:
        """The art of ``seat``'s dice (this one for seat 0 or None)."""
        if seat is None or seat == self.seat:
            return self
        art = self._seats.get(seat)
        if art is None:
            art = DiceArt(self.style_of(seat), seat)
            self._seats[seat] = art
        return art

    def face(self, value: int, size: int) -> pygame.Surface:
        """The face showing ``value`` (1..6; a declared face in its colour, with its label), or
        the back when ``value`` is 0."""
        key = (value if type(value) is int else face_key(value), size)
        surface = self._faces.get(key)
        if surface is None:
            surface = self._render(value, size)
            self._faces[key] = surface
        return surface

    def _render(self, value: int, size: int) -> pygame.Surface:
        big = size * 2
        art = pygame.Surface((big, big + 6), pygame.SRCALPHA)
        radius = big // 6
        # Soft shadow under the die.
        pygame.draw.rect(art, (0, 0, 0, 90), (3, 6, big - 4, big - 2), border_radius=radius)
        body = pygame.Rect(0, 0, big - 2, big - 2)
        if value == 0:
            pygame.draw.rect(art, _BACK, body, border_radius=radius)
            pygame.draw.rect(art, _BACK_EDGE, body, max(2, big // 22), border_radius=radius)
            inner = body.inflate(-big // 3, -big // 3)
            points = [inner.midtop, inner.midright, inner.midbottom, inner.midleft]
            pygame.draw.polygon(art, _BACK_EDGE, points, max(2, big // 26))
            pygame.draw.circle(art, _BACK_EDGE, body.center, max(2, big // 14))
        else:
            style = self.style
            hc = style == "high_contrast"
            colour, label = colour_of(value), label_of(value)
            body_colour, edge_colour, pip_colour = face_colours(style, self.seat, colour)
            pygame.draw.rect(art, body_colour, body, border_radius=radius)
            if not hc:
                # A gentle bevel: darker bottom-right.
                shade_colour = tuple(max(0, int(c * 0.92)) for c in body_colour)
                shade = pygame.Rect(body.x + big // 14, body.y + big // 14, body.w, body.h)
                pygame.draw.rect(art, shade_colour, shade.clip(body), border_radius=radius)
                top = body.inflate(-big // 10, -big // 10).move(-big // 40, -big // 40)
                pygame.draw.rect(art, body_colour, top, border_radius=radius)
            thick = style in ("high_contrast", "large_pips")
            pygame.draw.rect(
                art,
                edge_colour,
                body,
                max(2, big // (14 if thick else 30)),
                border_radius=radius,
            )
            pip_r = big * {"high_contrast": 0.105, "large_pips": 0.13}.get(style, 0.09)
            if style == "large_pips":
                # Fewer, bigger dots stay apart: the corners move out a little.
                spots = [
                    (0.5 + (fx - 0.5) * 1.12, 0.5 + (fy - 0.5) * 1.08) for fx, fy in PIPS[value]
                ]
            else:
                spots = list(PIPS[value])
            # The Russian red one and four, where the red reads on the die's body.
            red = (
                style == "russian" and value in (1, 4) and contrast(RUSSIAN_RED, body_colour) >= 3.0
            )
            if style == "russian" and value == 1:
                pip_r = big * 0.15  # the Russian one: a large red pip
            if label is not None:
                # Room for the label's tab: the pips sit lower and a little smaller.
                spots = [(0.5 + (fx - 0.5) * 0.86, 0.6 + (fy - 0.5) * 0.74) for fx, fy in spots]
                pip_r *= 0.82
            for fx, fy in spots:
                centre = (body.x + fx * body.w, body.y + fy * body.h)
                pygame.draw.circle(art, RUSSIAN_RED if red else pip_colour, centre, pip_r)
            if label is not None:
                self._draw_label(art, body, label, pip_colour, body_colour, style)
        return pygame.transform.smoothscale(art, (size, size + 3))

    @staticmethod
    def _draw_label(
        art: pygame.Surface,
        body: pygame.Rect,
        label: str,
        ink: tuple[int, int, int],
        paper: tuple[int, int, int],
        style: str,
    ) -> None:
        """The face's label letter on a tab at the top: the mark a colour-blind player reads.

        High contrast and large pips invert it (pip-coloured tab, body-coloured letter),
        larger, so it reads at a glance; the other styles write the letter in the pip colour.
        """
        bold = style in ("high_contrast", "large_pips")
        tab_h = body.h * (0.27 if bold else 0.26)
        tab = pygame.Rect(0, 0, int(body.w * (0.42 if bold else 0.38)), int(tab_h))
        tab.midtop = (body.centerx, body.y + int(body.h * 0.04))
        letter_colour = ink
        if bold:
            pygame.draw.rect(art, ink, tab, border_radius=tab.h // 3)
            letter_colour = paper
        else:
            # A thin underline ties the letter to the face in every colour.
            y = tab.bottom - max(2, tab.h // 10)
            pygame.draw.line(
                art, ink, (tab.x + tab.w // 4, y), (tab.right - tab.w // 4, y), max(2, tab.h // 10)
            )
        px = int(tab.h * (1.05 if bold else 1.15))
        font = pygame.font.Font(str(fonts.font_path("bold")), max(6, px))
        while px > 6 and font.size(label)[0] > tab.w * 0.9:
            px -= 1
            font = pygame.font.Font(str(fonts.font_path("bold")), px)
        glyph = font.render(label, True, letter_colour)
        bounds = glyph.get_bounding_rect()
        # Centre the ink, not the font's line box.
        target = bounds.copy()
        target.center = (tab.centerx, tab.centery - (0 if bold else tab.h // 12))
        art.blit(glyph, target, bounds)

    def image(self, value: int, size: int, angle: float = 0.0) -> pygame.Surface:
        """The face, rotated by ``angle`` degrees (cached in 6-degree steps)."""
        step = int(round(angle / 6)) % 60
        if step == 0:
            return self.face(value, size)
        key = (value if type(value) is int else face_key(value), size, step)
        surface = self._rotated.get(key)
        if surface is None:
            surface = pygame.transform.rotozoom(self.face(value, size), step * 6, 1.0)
            if len(self._rotated) > 2000:
                self._rotated.clear()
            self._rotated[key] = surface
        return surface

    def blit(
        self,
        surface: pygame.Surface,
        value: int,
        centre: tuple[float, float],
        size: int,
        angle: float = 0.0,
    ) -> pygame.Rect:
        """Draw a die (``value`` 0 for a face-down back) centred at ``centre``; returns its rect."""
        image = self.image(value, size, angle)
        rect = image.get_rect(center=(int(centre[0]), int(centre[1])))
        surface.blit(image, rect)
        return rect
