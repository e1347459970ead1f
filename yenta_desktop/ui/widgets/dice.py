"""Dice drawn with pips (never font glyphs) in five styles (:data:`STYLES`), and their backs.

Faces are rendered once per (value, size, style) at double resolution and
smooth-scaled down, then cached; rotated copies are cached in 6-degree steps,
so a tumbling die costs one blit per frame.
"""

from __future__ import annotations

import pygame

from yenta_desktop.ui import colours

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


class DiceArt:
    """Renders and caches die faces of one style (and, for the coloured set, one seat's colour).

    :meth:`for_seat` gives the art of one seat when the seats' styles differ
    (:meth:`set_seat_styles`); the art itself is seat 0's.
    """

    def __init__(self, style: str = "classic", seat: int = 0) -> None:
        self.style = style if style in STYLES else "classic"
        self.seat = seat
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        self._rotated: dict[tuple[int, int, int], pygame.Surface] = {}
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
        """The face showing ``value`` (1..6), or the back when ``value`` is 0."""
        key = (value, size)
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
            body_colour, edge_colour, pip_colour = style_colours(style, self.seat)
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
            red = style == "russian" and value in (1, 4)
            if style == "russian" and value == 1:
                pip_r = big * 0.15  # the Russian one: a large red pip
            for fx, fy in spots:
                centre = (body.x + fx * body.w, body.y + fy * body.h)
                pygame.draw.circle(art, RUSSIAN_RED if red else pip_colour, centre, pip_r)
        return pygame.transform.smoothscale(art, (size, size + 3))

    def image(self, value: int, size: int, angle: float = 0.0) -> pygame.Surface:
        """The face, rotated by ``angle`` degrees (cached in 6-degree steps)."""
        step = int(round(angle / 6)) % 60
        if step == 0:
            return self.face(value, size)
        key = (value, size, step)
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
