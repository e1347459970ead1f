"""The one place the dice-table kit puts text on a surface.

Every text the kit's views draw goes through :func:`blit_text` with the panel
it belongs in (a cell, a line, the tray's header). Drawing never records
anything; the kit's layout tests wrap this function to measure each text's
rectangle against its panel and against the others.
"""

from __future__ import annotations

import pygame


def blit_text(
    surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, panel: pygame.Rect
) -> pygame.Rect:
    """Blit ``image`` at ``rect`` (meant to lie inside ``panel``); returns ``rect``."""
    surface.blit(image, rect)
    return rect
