"""Playing cards drawn in code: faces with clean indices, suits as shapes, and backs.

Suits are polygons and circles, never font glyphs (the bundled Noto Sans has
no suit symbols). Red and black by default, or four colours (one per suit) for
players who tell red from black badly: the ``four_colour_cards`` setting. Rank
letters follow the language: A K Q J in English, Т К Д В in Russian (10 and 9
are digits in both). A card code is a rank letter ("A", "T" for ten, "K", "Q",
"J", "9" ...) followed by a suit letter ("S", "H", "C", "D").

Faces are rendered once per (code, width, colours, language) at double size,
smooth-scaled down and cached, so a hand costs one blit per card per frame.
"""

from __future__ import annotations

import math

import pygame

from yenta_desktop.i18n import current_language
from yenta_desktop.ui import fonts

Colour = tuple[int, int, int]

#: Card height over width (poker cards are 88 x 63 mm).
ASPECT = 1.4

SUIT_ORDER = ("S", "H", "C", "D")
BLACK: Colour = (22, 22, 26)
RED: Colour = (196, 30, 42)
#: The four-colour deck: spades black, hearts red, clubs green, diamonds blue.
FOUR_COLOURS: dict[str, Colour] = {"S": BLACK, "H": RED, "C": (0, 122, 66), "D": (0, 84, 176)}
TWO_COLOURS: dict[str, Colour] = {"S": BLACK, "H": RED, "C": BLACK, "D": RED}

FACE: Colour = (252, 250, 244)
EDGE: Colour = (120, 116, 108)
BACK: Colour = (26, 70, 128)
BACK_DARK: Colour = (16, 46, 90)
BACK_EDGE: Colour = (236, 226, 200)

_RANKS_EN = {"A": "A", "K": "K", "Q": "Q", "J": "J", "T": "10", "9": "9"}
_RANKS_RU = {"A": "Т", "K": "К", "Q": "Д", "J": "В", "T": "10", "9": "9"}


def rank_label(rank: str, language: str | None = None) -> str:
    """The index of a rank in the language: "A" / "Т" for the ace, "10" for the ten."""
    table = _RANKS_RU if (language or current_language()) == "ru" else _RANKS_EN
    return table.get(rank, rank)


def suit_colour(suit: str, four_colour: bool = False) -> Colour:
    """The ink of a suit: red or black, or one colour per suit."""
    return (FOUR_COLOURS if four_colour else TWO_COLOURS).get(suit, BLACK)


def card_height(width: int) -> int:
    """The height of a card ``width`` pixels wide."""
    return round(width * ASPECT)


def draw_suit(
    surface: pygame.Surface,
    suit: str,
    centre: tuple[float, float],
    size: float,
    colour: Colour,
) -> None:
    """A suit symbol ``size`` pixels tall centred on ``centre``, drawn as shapes."""
    cx, cy = centre
    s = size / 2
    if suit == "D":
        pygame.draw.polygon(
            surface,
            colour,
            [(cx, cy - s), (cx + s * 0.72, cy), (cx, cy + s), (cx - s * 0.72, cy)],
        )
        return
    if suit == "H":
        r = s * 0.5
        pygame.draw.circle(surface, colour, (cx - r * 0.95, cy - s * 0.38), r)
        pygame.draw.circle(surface, colour, (cx + r * 0.95, cy - s * 0.38), r)
        pygame.draw.polygon(
            surface,
            colour,
            [
                (cx - s * 0.96, cy - s * 0.22),
                (cx + s * 0.96, cy - s * 0.22),
                (cx, cy + s * 0.95),
            ],
        )
        return
    if suit == "S":
        r = s * 0.47
        pygame.draw.circle(surface, colour, (cx - r * 0.95, cy + s * 0.2), r)
        pygame.draw.circle(surface, colour, (cx + r * 0.95, cy + s * 0.2), r)
        pygame.draw.polygon(
            surface,
            colour,
            [(cx - s * 0.9, cy + s * 0.08), (cx + s * 0.9, cy + s * 0.08), (cx, cy - s)],
        )
        _stem(surface, colour, cx, cy, s)
        return
    # Clubs: three leaves and a stem.
    r = s * 0.4
    pygame.draw.circle(surface, colour, (cx, cy - s * 0.5), r)
    pygame.draw.circle(surface, colour, (cx - s * 0.46, cy + s * 0.16), r)
    pygame.draw.circle(surface, colour, (cx + s * 0.46, cy + s * 0.16), r)
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.6)
    _stem(surface, colour, cx, cy, s)


def _stem(surface: pygame.Surface, colour: Colour, cx: float, cy: float, s: float) -> None:
    pygame.draw.polygon(
        surface,
        colour,
        [
            (cx - s * 0.08, cy + s * 0.2),
            (cx + s * 0.08, cy + s * 0.2),
            (cx + s * 0.38, cy + s),
            (cx - s * 0.38, cy + s),
        ],
    )


class CardArt:
    """Renders and caches card faces and backs (red/black or four colours)."""

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        self._pips: dict[tuple[str, int, Colour], pygame.Surface] = {}

    def set_four_colour(self, four_colour: bool) -> None:
        """Switch the deck's colours (the settings' four_colour_cards)."""
        if four_colour != self.four_colour:
            self.four_colour = four_colour
            self._cache.clear()

    def colour(self, suit: str) -> Colour:
        """The ink of ``suit`` in this deck."""
        return suit_colour(suit, self.four_colour)

    # ------------------------------------------------------------ pieces
    def pip(self, suit: str, size: int, colour: Colour | None = None) -> pygame.Surface:
        """A smooth suit symbol ``size`` pixels square (drawn at 4x and scaled down)."""
        colour = colour or self.colour(suit)
        size = max(4, size)
        key = (suit, size, colour)
        image = self._pips.get(key)
        if image is None:
            big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
            draw_suit(big, suit, (size * 2, size * 2), size * 4 * 0.92, colour)
            image = pygame.transform.smoothscale(big, (size, size))
            if len(self._pips) > 400:
                self._pips.clear()
            self._pips[key] = image
        return image

    def face(self, code: str, width: int) -> pygame.Surface:
        """The face of ``code`` ``width`` pixels wide."""
        width = max(12, int(width))
        language = current_language()
        key = ("face", code, width, self.four_colour, language)
        image = self._cache.get(key)
        if image is None:
            image = self._render_face(code, width, language)
            self._store(key, image)
        return image

    def back(self, width: int) -> pygame.Surface:
        """A face-down card ``width`` pixels wide."""
        width = max(12, int(width))
        key = ("back", width)
        image = self._cache.get(key)
        if image is None:
            image = self._render_back(width)
            self._store(key, image)
        return image

    def _store(self, key: tuple[object, ...], image: pygame.Surface) -> None:
        if len(self._cache) > 600:
            self._cache.clear()
        self._cache[key] = image

    # ------------------------------------------------------------ rendering
    def _render_face(self, code: str, width: int, language: str) -> pygame.Surface:
        height = card_height(width)
        rank, suit = code[0], code[1]
        ink = self.colour(suit)
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        radius = max(3, width // 9)
        pygame.draw.rect(image, FACE, image.get_rect(), border_radius=radius)
        pygame.draw.rect(image, EDGE, image.get_rect(), 1, border_radius=radius)
        label = rank_label(rank, language)
        # The index: the rank and a small suit under it, in the corner a fan still shows.
        px = max(9, round(width * (0.3 if len(label) == 1 else 0.27)))
        index_font = fonts.font("bold", max(1, round(px / fonts.scale())))
        text = index_font.render(label, True, ink)
        if text.get_width() > width * 0.42:
            scale = width * 0.42 / text.get_width()
            text = pygame.transform.smoothscale(
                text,
                (max(1, int(text.get_width() * scale)), max(1, int(text.get_height() * scale))),
            )
        margin = max(2, round(width * 0.07))
        index_w = max(text.get_width(), round(width * 0.22))
        tx = margin + (index_w - text.get_width()) // 2
        ty = max(0, margin - round(text.get_height() * 0.12))
        image.blit(text, (tx, ty))
        small = self.pip(suit, max(6, round(width * 0.2)))
        sy = ty + round(text.get_height() * 0.86)
        image.blit(small, (margin + (index_w - small.get_width()) // 2, sy))
        # The same index upside down in the opposite corner.
        corner = pygame.Surface((index_w + margin, sy + small.get_height()), pygame.SRCALPHA)
        corner.blit(text, (tx, ty))
        corner.blit(small, (margin + (index_w - small.get_width()) // 2, sy))
        flipped = pygame.transform.rotate(corner, 180)
        image.blit(flipped, (width - flipped.get_width(), height - flipped.get_height()))
        # The middle: a large suit, and for the court cards a frame with the letter.
        middle = pygame.Rect(0, 0, round(width * 0.42), round(height * 0.5))
        middle.center = (width // 2, height // 2)
        if rank in ("K", "Q", "J"):
            frame = middle.inflate(round(width * 0.04), round(height * 0.04))
            pygame.draw.rect(image, _tint(ink), frame, border_radius=max(2, width // 14))
            pygame.draw.rect(
                image, ink, frame, max(1, width // 40), border_radius=max(2, width // 14)
            )
            big = index_font.render(label, True, ink)
            big_h = round(frame.h * 0.5)
            if big.get_height() > 0:
                ratio = big_h / big.get_height()
                big = pygame.transform.smoothscale(
                    big, (max(1, int(big.get_width() * ratio)), max(1, big_h))
                )
            image.blit(big, big.get_rect(midtop=(frame.centerx, frame.y + round(frame.h * 0.04))))
            pip = self.pip(suit, round(frame.h * 0.38))
            image.blit(pip, pip.get_rect(midbottom=(frame.centerx, frame.bottom - 3)))
        else:
            pip = self.pip(suit, round(width * (0.52 if rank == "A" else 0.42)))
            image.blit(pip, pip.get_rect(center=middle.center))
        return image

    def _render_back(self, width: int) -> pygame.Surface:
        height = card_height(width)
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        radius = max(3, width // 9)
        rect = image.get_rect()
        pygame.draw.rect(image, BACK_EDGE, rect, border_radius=radius)
        inner = rect.inflate(-max(4, width // 8), -max(4, width // 8))
        pygame.draw.rect(image, BACK, inner, border_radius=max(2, radius - 2))
        step = max(5, width // 6)
        clip = image.get_clip()
        image.set_clip(inner)
        for i in range(-height, width + height, step):
            pygame.draw.line(image, BACK_DARK, (i, inner.y), (i + height, inner.y + height), 2)
            pygame.draw.line(image, BACK_DARK, (i + height, inner.y), (i, inner.y + height), 2)
        image.set_clip(clip)
        diamond = max(4, width // 5)
        cx, cy = rect.center
        pygame.draw.polygon(
            image,
            BACK_EDGE,
            [
                (cx, cy - diamond),
                (cx + diamond * 0.7, cy),
                (cx, cy + diamond),
                (cx - diamond * 0.7, cy),
            ],
        )
        pygame.draw.rect(image, EDGE, rect, 1, border_radius=radius)
        return image

    # ------------------------------------------------------------ drawing
    def draw(
        self,
        surface: pygame.Surface,
        code: str | None,
        topleft: tuple[int, int],
        width: int,
        *,
        dim: bool = False,
        ring: Colour | None = None,
    ) -> pygame.Rect:
        """A card (``None``: face down) at ``topleft``; dimmed or ringed; returns its rect."""
        image = self.back(width) if code is None else self.face(code, width)
        rect = image.get_rect(topleft=topleft)
        shadow = pygame.Rect(rect.x + 2, rect.y + 3, rect.w, rect.h)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=max(3, width // 9))
        surface.blit(image, rect)
        if dim:
            shade = self._shade(rect.size)
            surface.blit(shade, rect)
        if ring is not None:
            pygame.draw.rect(surface, ring, rect.inflate(4, 4), 3, border_radius=max(4, width // 8))
        return rect

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("shade", size)
        image = self._cache.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(
                image, (20, 30, 25, 130), image.get_rect(), border_radius=max(3, size[0] // 9)
            )
            self._store(key, image)
        return image


def _tint(colour: Colour) -> Colour:
    """A pale wash of ``colour`` for a court card's frame."""
    return (
        round(252 - (252 - colour[0]) * 0.12),
        round(250 - (250 - colour[1]) * 0.12),
        round(244 - (244 - colour[2]) * 0.12),
    )


def fan_positions(count: int, area: pygame.Rect, width: int, max_step: float) -> list[int]:
    """The x of each of ``count`` cards ``width`` wide spread over ``area`` (centred)."""
    if count <= 0:
        return []
    step = min(max_step, (area.w - width) / max(1, count - 1)) if count > 1 else 0.0
    total = width + step * (count - 1)
    left = area.centerx - total / 2
    return [math.floor(left + i * step) for i in range(count)]
