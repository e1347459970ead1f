"""The dark vignette behind menus, cached per window size."""

from __future__ import annotations

import pygame

from yenta_desktop.ui import colours

_cache: dict[tuple[int, int], pygame.Surface] = {}


def _build(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    small = pygame.Surface((32, 20))
    for y in range(20):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 9.5) / 10
            t = min(1.0, (dx * dx + dy * dy) ** 0.5)
            c = [
                int(a + (b - a) * t)
                for a, b in zip((30, 58, 44), colours.BACKGROUND_EDGE, strict=True)
            ]
            small.set_at((x, y), c)
    return pygame.transform.smoothscale(small, (width, height))


def draw_backdrop(surface: pygame.Surface) -> None:
    """Fill ``surface`` with the menu background."""
    size = surface.get_size()
    art = _cache.get(size)
    if art is None:
        _cache.clear()
        art = _cache[size] = _build(size)
    surface.blit(art, (0, 0))
