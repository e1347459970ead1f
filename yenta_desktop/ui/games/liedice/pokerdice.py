"""Poker dice drawn in code: faces A K Q J 10 9 (letters of the current language).

Four styles, each seat's ``dice_style_<n>`` preference (the box's dice take
the style of the seat holding it): *classic* (ivory dice, the letter in a card
colour with a small emblem: a crown on the court faces, a star on the ace,
diamonds on the numbers; colour is never the only cue, the letter is),
*coloured* (the seat's colour from the pip dice's set, a plain letter that
reads on it), *high contrast* (white dice, thick black border, a plain black
letter and nothing else) and *large pips* (the high-contrast letter, larger,
on ivory). The pip dice's Russian set has no poker-dice counterpart (no one
or four on these faces). Faces are rendered once per (letter, size,
style) at double resolution and smooth-scaled; rotated copies are cached in
6-degree steps, so a tumbling die costs one blit.
"""

from __future__ import annotations

import math

import pygame

from yenta_desktop.ui import fonts
from yenta_desktop.ui.widgets.dice import style_colours

STYLES = ("classic", "coloured", "high_contrast", "large_pips")

_BODY = {
    "classic": (248, 244, 232),
    "high_contrast": (255, 255, 255),
    "large_pips": (248, 244, 232),
}
_EDGE = {"classic": (120, 110, 95), "high_contrast": (0, 0, 0), "large_pips": (0, 0, 0)}
#: Card colours of the classic faces (the letter says which face it is; colour only helps).
_INK = {
    "A": (20, 20, 24),
    "K": (0, 84, 150),
    "Q": (190, 40, 30),
    "J": (0, 120, 86),
    "10": (190, 40, 30),
    "9": (20, 20, 24),
}
_EMBLEM = {"A": "star", "K": "crown", "Q": "crown", "J": "crown", "10": "diamond", "9": "diamond"}


class PokerDiceArt:
    """Renders and caches poker-dice faces of one style."""

    def __init__(self, style: str = "classic", seat: int = 0) -> None:
        self.style = style if style in STYLES else "classic"
        self.seat = seat
        self._faces: dict[tuple[str, str, int], pygame.Surface] = {}
        self._rotated: dict[tuple[str, str, int, int], pygame.Surface] = {}
        self._seat_styles: dict[int, str] = {}
        self._seats: dict[int, PokerDiceArt] = {}

    def set_style(self, style: str) -> None:
        """Switch style (every seat without one of its own) and drop the cache."""
        style = style if style in STYLES else "classic"
        if style != self.style:
            self.style = style
            self._faces.clear()
            self._rotated.clear()
            self._seats.clear()

    def set_seat_styles(self, styles: dict[int, str]) -> None:
        """Each seat's style (seat 0's is this art's own)."""
        if 0 in styles:
            self.set_style(styles[0])
        if styles != self._seat_styles:
            self._seat_styles = dict(styles)
            self._seats.clear()

    def for_seat(self, seat: int | None) -> PokerDiceArt:
        """The art of the dice ``seat`` holds (this one for seat 0 or None)."""
        if seat is None or seat == self.seat:
            return self
        art = self._seats.get(seat)
        if art is None:
            art = PokerDiceArt(self._seat_styles.get(seat, self.style), seat)
            self._seats[seat] = art
        return art

    @staticmethod
    def _font(px: int) -> pygame.font.Font:
        # Made afresh for each face rendered (faces are cached): a font kept across a
        # pygame restart would be invalid.
        return pygame.font.Font(str(fonts.font_path("bold")), max(6, px))

    def face(self, face: str, mark: str, size: int) -> pygame.Surface:
        """The die showing ``face`` ("A".."9") labelled ``mark`` (its letter in the language)."""
        key = (face, mark, size)
        surface = self._faces.get(key)
        if surface is None:
            surface = self._render(face, mark, size)
            if len(self._faces) > 400:
                self._faces.clear()
            self._faces[key] = surface
        return surface

    def _render(self, face: str, mark: str, size: int) -> pygame.Surface:
        big = max(8, size * 2)
        art = pygame.Surface((big, big + 6), pygame.SRCALPHA)
        radius = big // 6
        # Large pips and the coloured set draw the plain high-contrast letter (larger, on its body).
        hc = self.style != "classic"
        coloured = self.style == "coloured"
        body_colour, edge_colour, letter_colour = style_colours("coloured", self.seat)
        if not coloured:
            body_colour, edge_colour = _BODY[self.style], _EDGE[self.style]
            letter_colour = (0, 0, 0)
        pygame.draw.rect(art, (0, 0, 0, 90), (3, 6, big - 4, big - 2), border_radius=radius)
        body = pygame.Rect(0, 0, big - 2, big - 2)
        pygame.draw.rect(art, body_colour, body, border_radius=radius)
        if not hc:
            shade = pygame.Rect(body.x + big // 14, body.y + big // 14, body.w, body.h)
            pygame.draw.rect(art, (228, 222, 205), shade.clip(body), border_radius=radius)
            top = body.inflate(-big // 10, -big // 10).move(-big // 40, -big // 40)
            pygame.draw.rect(art, _BODY[self.style], top, border_radius=radius)
        pygame.draw.rect(
            art, edge_colour, body, max(2, big // (12 if hc else 30)), border_radius=radius
        )
        ink = letter_colour if hc else _INK.get(face, (20, 20, 24))
        large = self.style == "large_pips"
        # The letter: as large as the face allows ("10" is narrower per digit).
        target_h = body.h * (0.74 if large else 0.62 if hc else 0.5)
        px = int(target_h / 0.72)
        font = self._font(px)
        while px > 8 and font.size(mark)[0] > body.w * (0.86 if large else 0.8 if hc else 0.72):
            px -= 2
            font = self._font(px)
        glyph = font.render(mark, True, ink)
        # Centre the ink, not the font's line box (J and Д reach below the baseline).
        ink_box = glyph.get_bounding_rect()
        if ink_box.w and ink_box.h:
            glyph = glyph.subsurface(ink_box)
        limit_h = body.h * (0.76 if large else 0.66 if hc else 0.52)
        if glyph.get_height() > limit_h:
            factor = limit_h / glyph.get_height()
            glyph = pygame.transform.smoothscale(
                glyph, (max(1, int(glyph.get_width() * factor)), max(1, int(limit_h)))
            )
        centre_y = body.centery + (0 if hc else body.h * 0.1)
        art.blit(glyph, glyph.get_rect(center=(body.centerx, int(centre_y))))
        if not hc:
            self._emblem(art, body, _EMBLEM.get(face, "diamond"), ink)
        return pygame.transform.smoothscale(art, (size, size + 3))

    @staticmethod
    def _emblem(
        art: pygame.Surface, body: pygame.Rect, kind: str, ink: tuple[int, int, int]
    ) -> None:
        """A small emblem above the letter: a crown (court faces), a star (ace), diamonds."""
        w = body.w
        cx, cy = body.centerx, body.y + w * 0.2
        s = w * 0.1
        if kind == "crown":
            points = [
                (cx - 1.6 * s, cy + 0.8 * s),
                (cx - 1.6 * s, cy - 0.6 * s),
                (cx - 0.8 * s, cy + 0.1 * s),
                (cx, cy - 0.9 * s),
                (cx + 0.8 * s, cy + 0.1 * s),
                (cx + 1.6 * s, cy - 0.6 * s),
                (cx + 1.6 * s, cy + 0.8 * s),
            ]
            pygame.draw.polygon(art, ink, points)
        elif kind == "star":
            points = []
            for i in range(10):
                r = s * (1.2 if i % 2 == 0 else 0.5)
                a = -math.pi / 2 + i * math.pi / 5
                points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
            pygame.draw.polygon(art, ink, points)
        else:
            for dx in (-1.1 * s, 1.1 * s):
                x = cx + dx
                pygame.draw.polygon(
                    art,
                    ink,
                    [(x, cy - 0.8 * s), (x + 0.55 * s, cy), (x, cy + 0.8 * s), (x - 0.55 * s, cy)],
                )

    def image(self, face: str, mark: str, size: int, angle: float = 0.0) -> pygame.Surface:
        """The face rotated by ``angle`` degrees (cached in 6-degree steps)."""
        step = int(round(angle / 6)) % 60
        if step == 0:
            return self.face(face, mark, size)
        key = (face, mark, size, step)
        surface = self._rotated.get(key)
        if surface is None:
            surface = pygame.transform.rotozoom(self.face(face, mark, size), step * 6, 1.0)
            if len(self._rotated) > 1500:
                self._rotated.clear()
            self._rotated[key] = surface
        return surface

    def blit(
        self,
        surface: pygame.Surface,
        face: str,
        mark: str,
        centre: tuple[float, float],
        size: int,
        angle: float = 0.0,
    ) -> pygame.Rect:
        """Draw a die centred at ``centre``; returns its rectangle."""
        image = self.image(face, mark, size, angle)
        rect = image.get_rect(center=(int(centre[0]), int(centre[1])))
        surface.blit(image, rect)
        return rect


def draw_slot(surface: pygame.Surface, centre: tuple[float, float], size: int) -> None:
    """An empty place for a die a bid does not name (a dashed outline)."""
    rect = pygame.Rect(0, 0, size - 2, size - 2)
    rect.center = (int(centre[0]), int(centre[1]))
    colour = (120, 150, 132)
    step = max(4, size // 6)
    for x in range(rect.left + 3, rect.right - 3, step * 2):
        end = min(x + step, rect.right - 3)
        pygame.draw.line(surface, colour, (x, rect.top), (end, rect.top))
        pygame.draw.line(surface, colour, (x, rect.bottom), (end, rect.bottom))
    for y in range(rect.top + 3, rect.bottom - 3, step * 2):
        end = min(y + step, rect.bottom - 3)
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, end))
        pygame.draw.line(surface, colour, (rect.right, y), (rect.right, end))
