"""The palette: felt, wood, text, and the Okabe-Ito seat accents (colour-blind safe)."""

from __future__ import annotations

Colour = tuple[int, int, int]

BACKGROUND: Colour = (20, 30, 25)
BACKGROUND_EDGE: Colour = (9, 14, 12)
FELT: Colour = (31, 104, 72)
FELT_LIGHT: Colour = (44, 128, 90)
FELT_DARK: Colour = (20, 74, 51)
WOOD: Colour = (110, 66, 33)
WOOD_LIGHT: Colour = (150, 98, 52)
WOOD_DARK: Colour = (64, 37, 18)
TEXT: Colour = (243, 239, 228)
TEXT_DIM: Colour = (184, 196, 189)
GOLD: Colour = (245, 211, 138)
PANEL: Colour = (16, 27, 22)
PANEL_BORDER: Colour = (138, 106, 58)
HIGHLIGHT: Colour = (240, 228, 66)  # Okabe-Ito yellow: the turn ring
HIT: Colour = (86, 180, 233)  # Okabe-Ito sky blue
MISS: Colour = (213, 94, 0)  # Okabe-Ito vermillion
SHADOW: Colour = (0, 0, 0)

#: Seat accents from the Okabe-Ito palette, in seat order (never the only cue: names and shapes
#: too). Not the yellow of the turn ring (HIGHLIGHT): a seat must never look like "your turn".
SEAT_ACCENTS: tuple[Colour, ...] = (
    (230, 159, 0),
    (86, 180, 233),
    (0, 158, 115),
    (213, 94, 0),
    (0, 114, 178),
    (204, 121, 167),
)
