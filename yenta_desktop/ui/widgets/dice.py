"""Dice drawn with pips (never font glyphs): classic ivory with black pips, high contrast, and backs.

Faces are rendered once per (value, size, style) at double resolution and
smooth-scaled down, then cached; rotated copies are cached in 6-degree steps,
so a tumbling die costs one blit per frame.
"""

from __future__ import annotations

import pygame

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}

STYLES = ("classic", "high_contrast")

_BODY = {"classic": (248, 244, 232), "high_contrast": (255, 255, 255)}
_EDGE = {"classic": (120, 110, 95), "high_contrast": (0, 0, 0)}
_PIP = {"classic": (24, 22, 20), "high_contrast": (0, 0, 0)}
_BACK = (22, 60, 110)
_BACK_EDGE = (200, 160, 80)


class DiceArt:
    """Renders and caches die faces of one style."""

    def __init__(self, style: str = "classic") -> None:
        self.style = style if style in STYLES else "classic"
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        self._rotated: dict[tuple[int, int, int], pygame.Surface] = {}

    def set_style(self, style: str) -> None:
        """Switch style (the settings' dice_style) and drop the cache."""
        style = style if style in STYLES else "classic"
        if style != self.style:
            self.style = style
            self._faces.clear()
            self._rotated.clear()

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
            hc = self.style == "high_contrast"
            pygame.draw.rect(art, _BODY[self.style], body, border_radius=radius)
            if not hc:
                # A gentle bevel: lighter top-left, darker bottom-right.
                shade = pygame.Rect(body.x + big // 14, body.y + big // 14, body.w, body.h)
                pygame.draw.rect(art, (228, 222, 205), shade.clip(body), border_radius=radius)
                top = body.inflate(-big // 10, -big // 10).move(-big // 40, -big // 40)
                pygame.draw.rect(art, _BODY[self.style], top, border_radius=radius)
            pygame.draw.rect(
                art,
                _EDGE[self.style],
                body,
                max(2, big // (14 if hc else 30)),
                border_radius=radius,
            )
            pip_r = big * (0.105 if hc else 0.09)
            for fx, fy in PIPS[value]:
                centre = (body.x + fx * body.w, body.y + fy * body.h)
                pygame.draw.circle(art, _PIP[self.style], centre, pip_r)
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
