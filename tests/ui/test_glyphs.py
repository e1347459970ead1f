"""Every text of every catalogue can be drawn with the bundled fonts (no empty boxes)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from yenta_desktop.resources import asset_path

CATALOGUES = sorted(Path(str(asset_path("i18n"))).rglob("*.json"))
RULES = sorted(Path(str(asset_path("rules"))).rglob("*.md"))
FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


@pytest.fixture(scope="module")
def missing_in():
    pygame.font.init()
    fonts = {name: pygame.font.Font(str(asset_path("fonts", name)), 20) for name in FONTS}
    cache: dict[tuple[str, str], bool] = {}

    def missing(name: str, char: str) -> bool:
        key = (name, char)
        if key not in cache:
            face = fonts[name]
            box = pygame.image.tobytes(face.render("\ue000", True, (255, 255, 255)), "RGBA")
            drawn = pygame.image.tobytes(face.render(char, True, (255, 255, 255)), "RGBA")
            cache[key] = drawn == box
        return cache[key]

    return missing


def test_the_box_check_finds_a_missing_glyph(missing_in):
    assert missing_in("NotoSans-Regular.ttf", "\u2713")  # a check mark: not in Noto Sans
    assert not missing_in("NotoSans-Regular.ttf", "ё")


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_character_of_the_catalogue_is_in_every_bundled_font(catalogue, missing_in):
    data = json.loads(catalogue.read_text("utf-8"))
    chars = {c for text in _strings(data) for c in text if not c.isspace()}
    bad = sorted(
        f"{c!r} (U+{ord(c):04X}) in {name}" for name in FONTS for c in chars if missing_in(name, c)
    )
    assert not bad, f"{catalogue.name} uses characters the fonts cannot draw: {', '.join(bad)}"


@pytest.mark.parametrize("page", RULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_character_of_the_rules_pages_is_in_the_fonts(page, missing_in):
    chars = {c for c in page.read_text("utf-8") if not c.isspace()}
    bad = sorted(f"{c!r} (U+{ord(c):04X})" for c in chars if missing_in("NotoSans-Regular.ttf", c))
    assert not bad, f"{page} uses characters the font cannot draw: {', '.join(bad)}"
