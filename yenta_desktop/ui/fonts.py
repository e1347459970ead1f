"""Fonts by role and size, and a cache of rendered text surfaces.

The one place that knows which font files the game uses: Noto Sans (Latin and
Cyrillic) from ``assets/fonts/``, or the copy bundled with pygame_gui.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from importlib import resources
from pathlib import Path

import pygame

from yenta_desktop.resources import asset_path

#: role -> font file inside pygame_gui's data package.
_FONT_FILES = {
    "regular": "NotoSans-Regular.ttf",
    "bold": "NotoSans-Bold.ttf",
    "italic": "NotoSans-Italic.ttf",
}

_scale = 1.0


def set_scale(scale: float) -> None:
    """Scale every later font (the settings' ui_scale); clears the caches."""
    global _scale
    if scale != _scale:
        _scale = scale
        reset()


def scale() -> float:
    """The current UI scale factor (1.0, 1.25 or 1.5)."""
    return _scale


def scaled(pixels: float) -> int:
    """``pixels`` multiplied by the UI scale (for layout that must grow with the text)."""
    return round(pixels * _scale)


def reset() -> None:
    """Forget every loaded font and rendered text (pygame.quit invalidates them)."""
    font.cache_clear()
    wrap_text.cache_clear()
    _TEXT_CACHE.clear()
    _FIT_CACHE.clear()


def font_path(role: str = "regular") -> Path:
    """The file behind a font role: assets/fonts/ if it has it, else pygame_gui's copy."""
    name = _FONT_FILES.get(role, _FONT_FILES["regular"])
    try:
        return asset_path("fonts", name)
    except FileNotFoundError:
        return Path(str(resources.files("pygame_gui.data").joinpath(name)))


@lru_cache(maxsize=64)
def font(role: str = "regular", size: int = 18) -> pygame.font.Font:
    """A font for ``role`` ("regular", "bold", "italic") at ``size`` pixels (before scaling)."""
    return pygame.font.Font(str(font_path(role)), max(8, round(size * _scale)))


#: The most characters any text is measured or drawn with: no window shows more on one
#: line (or in one wrapped block), and a hostile name of megabytes then costs nothing.
MAX_TEXT_CHARS = 4000


def renderable(string: str) -> str:
    """``string`` as the font renderer takes it: no NUL (pygame refuses it), lone
    surrogates as "?", at most :data:`MAX_TEXT_CHARS` characters."""
    string = string[:MAX_TEXT_CHARS]
    if "\x00" in string:
        string = string.replace("\x00", "")
    try:
        string.encode("utf-8")
    except UnicodeEncodeError:
        string = string.encode("utf-8", "replace").decode("utf-8")
    return string


def cut_to_width(face: pygame.font.Font, string: str, max_width: int, end: str = "…") -> str:
    """The longest start of ``string`` that, with ``end`` after it, is no wider than
    ``max_width`` (binary search over the cut: a handful of measurements for any length)."""
    low, high = 0, len(string)  # the answer's length lies in low..high
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(string[:middle] + end)[0] <= max_width:
            low = middle
        else:
            high = middle - 1
    return string[:low]


_TEXT_CACHE: OrderedDict[tuple[str, str, int, tuple[int, ...]], pygame.Surface] = OrderedDict()
_TEXT_CACHE_SIZE = 1500


def text(
    string: str, role: str = "regular", size: int = 18, colour: tuple[int, ...] = (240, 236, 226)
) -> pygame.Surface:
    """A rendered, anti-aliased text surface, cached (re-rendering text each frame is slow)."""
    string = renderable(string)
    key = (string, role, size, tuple(colour))
    surface = _TEXT_CACHE.get(key)
    if surface is None:
        surface = font(role, size).render(string, True, colour)
        _TEXT_CACHE[key] = surface
        if len(_TEXT_CACHE) > _TEXT_CACHE_SIZE:
            _TEXT_CACHE.popitem(last=False)
    else:
        _TEXT_CACHE.move_to_end(key)
    return surface


def fit_text(
    string: str,
    max_width: int,
    role: str = "regular",
    size: int = 18,
    colour: tuple[int, ...] = (240, 236, 226),
) -> pygame.Surface:
    """``text`` shrunk (down to 11 px) or cut with an ellipsis so it fits ``max_width`` (cached)."""
    string = renderable(string)
    key = (string, max_width, role, size, tuple(colour))
    surface = _FIT_CACHE.get(key)
    if surface is None:
        surface = _fit(string, max_width, role, size, colour)
        if len(_FIT_CACHE) > _TEXT_CACHE_SIZE:
            _FIT_CACHE.clear()
        _FIT_CACHE[key] = surface
    return surface


_FIT_CACHE: dict[tuple[object, ...], pygame.Surface] = {}


def _fit(
    string: str, max_width: int, role: str, size: int, colour: tuple[int, ...]
) -> pygame.Surface:
    while size > 11 and font(role, size).size(string)[0] > max_width:
        size -= 1
    if font(role, size).size(string)[0] <= max_width:
        return text(string, role, size, colour)
    return text(cut_to_width(font(role, size), string, max_width) + "…", role, size, colour)


@lru_cache(maxsize=1024)
def wrap_text(
    string: str, max_width: int, role: str = "regular", size: int = 18
) -> tuple[str, ...]:
    """Greedy word wrap of ``string`` into lines no wider than ``max_width`` (cached).

    Explicit newlines start new lines; a single word wider than the limit is cut
    with an ellipsis (the only place text is still shortened)."""
    string = renderable(string)
    face = font(role, size)
    lines: list[str] = []
    for paragraph in string.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}".strip()
            if face.size(candidate)[0] <= max_width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    result = []
    for line in lines:
        if face.size(line)[0] > max_width:
            line = cut_to_width(face, line, max_width) + "…"
        result.append(line)
    return tuple(result)


def line_height(role: str = "regular", size: int = 18) -> int:
    """Distance between wrapped lines of this font."""
    return font(role, size).get_linesize()


def blit_lines(
    surface: pygame.Surface,
    lines: tuple[str, ...],
    pos: tuple[int, int],
    role: str = "regular",
    size: int = 18,
    colour: tuple[int, ...] = (240, 236, 226),
    align: str = "left",
) -> int:
    """Draw wrapped ``lines`` from ``pos`` (top-left, or top-centre with ``align="center"``);
    returns the y below the last line."""
    x, y = pos
    step = line_height(role, size)
    for line in lines:
        image = text(line, role, size, colour)
        rect = (
            image.get_rect(midtop=(x, y)) if align == "center" else image.get_rect(topleft=(x, y))
        )
        surface.blit(image, rect)
        y += step
    return y


def draw_wrapped(
    surface: pygame.Surface,
    string: str,
    rect: pygame.Rect,
    role: str = "regular",
    size: int = 18,
    colour: tuple[int, ...] = (240, 236, 226),
    align: str = "left",
    valign: str = "top",
) -> int:
    """Wrap ``string`` to ``rect``'s width and draw it inside ``rect`` (lines that do not
    fit the height shrink the font down to 11 px first; what still does not fit is cut,
    the last line shown ending in an ellipsis: never drawn past ``rect``); returns the y
    below the text."""
    while True:
        lines = wrap_text(string, rect.w, role, size)
        height = len(lines) * line_height(role, size)
        if height <= rect.h or size <= 11:
            break
        size -= 1
    fit = max(1, rect.h // line_height(role, size))
    if len(lines) > fit:
        face = font(role, size)
        last = cut_to_width(face, lines[fit - 1], rect.w)
        lines = (*lines[: fit - 1], last.rstrip(" .,;:") + "…")
        height = len(lines) * line_height(role, size)
    y = rect.y
    if valign == "center":
        y = rect.centery - height // 2
    x = rect.centerx if align == "center" else rect.x
    return blit_lines(surface, lines, (x, y), role, size, colour, align)
