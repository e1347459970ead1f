"""Draw the app icon, a pair of dice, into assets/icons/icon.png (256x256, transparent corners).

Run ``python scripts/make_icon.py`` after changing the drawing; the PNG is committed, so
building the app never needs this script. The dice are drawn four times larger and scaled
down, which smooths their edges (pygame's plain shapes have no antialiasing).

Colours come from the colour-blind safe Okabe-Ito palette: an ivory die with black pips
and a blue die with white pips, so the two stay distinct without relying on hue.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "assets" / "icons" / "icon.png"

SIZE = 256
SUPERSAMPLE = 4

IVORY = (250, 246, 232)
IVORY_EDGE = (196, 188, 164)
BLUE = (0, 114, 178)  # Okabe-Ito blue
BLUE_EDGE = (0, 70, 112)
BLACK = (20, 20, 20)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0, 90)

# Pip positions on a unit die face (0..1), per face value.
PIPS: dict[int, list[tuple[float, float]]] = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def draw_die(
    side: int,
    value: int,
    face: tuple[int, int, int],
    edge: tuple[int, int, int],
    pip: tuple[int, int, int],
) -> pygame.Surface:
    """One die face as a square surface with rounded corners and a darker rim."""
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    radius = side // 6
    rim = max(2, side // 28)
    pygame.draw.rect(surface, edge, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(
        surface, face, surface.get_rect().inflate(-2 * rim, -2 * rim), border_radius=radius - rim
    )
    pip_radius = side // 11
    for x, y in PIPS[value]:
        pygame.draw.circle(surface, pip, (round(x * side), round(y * side)), pip_radius)
    return surface


def draw_shadow(side: int) -> pygame.Surface:
    """A soft-edged translucent square under a die."""
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(surface, SHADOW, surface.get_rect(), border_radius=side // 6)
    # Blur by scaling down and up again.
    small = pygame.transform.smoothscale(surface, (max(1, side // 8), max(1, side // 8)))
    return pygame.transform.smoothscale(small, (side, side))


def draw_icon(size: int = SIZE) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels: two overlapping dice, a five and a six."""
    big = size * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    side = int(big * 0.47)
    dice = [
        # (face value, colours, angle in degrees, centre as a fraction of the canvas)
        (5, (IVORY, IVORY_EDGE, BLACK), 14.0, (0.32, 0.33)),
        (6, (BLUE, BLUE_EDGE, WHITE), -11.0, (0.67, 0.66)),
    ]
    for value, (face, edge, pip), angle, (cx, cy) in dice:
        shadow = pygame.transform.rotate(draw_shadow(side), angle)
        offset = big // 40
        canvas.blit(shadow, shadow.get_rect(center=(cx * big + offset, cy * big + offset * 1.5)))
        die = pygame.transform.rotate(draw_die(side, value, face, edge, pip), angle)
        canvas.blit(die, die.get_rect(center=(cx * big, cy * big)))
    return pygame.transform.smoothscale(canvas, (size, size))


def main(argv: list[str] | None = None) -> int:
    """Write the icon PNG; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="PNG to write")
    parser.add_argument("--size", type=int, default=SIZE, help="width and height in pixels")
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(draw_icon(args.size), str(args.out))
    print(f"wrote {args.out} ({args.size}x{args.size})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
