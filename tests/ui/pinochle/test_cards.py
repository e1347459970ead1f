"""Cards drawn in code: faces in both languages, red/black and four colours, backs."""

from __future__ import annotations

import pygame

from yenta_desktop import i18n
from yenta_desktop.ui.widgets.cards import CardArt, card_height, fan_positions, rank_label


def _inks(image: pygame.Surface) -> set[tuple[int, int, int]]:
    """The strong colours on a card face (its suit ink)."""
    found = set()
    for x in range(0, image.get_width(), 2):
        for y in range(0, image.get_height(), 2):
            r, g, b, a = image.get_at((x, y))
            if a > 200 and max(r, g, b) - min(r, g, b) > 90:
                found.add((r // 40, g // 40, b // 40))
    return found


def test_rank_letters_follow_the_language():
    assert [rank_label(r, "en") for r in "ATKQJ9"] == ["A", "10", "K", "Q", "J", "9"]
    assert [rank_label(r, "ru") for r in "ATKQJ9"] == ["Т", "10", "К", "Д", "В", "9"]


def test_faces_backs_and_the_four_colour_deck(make_app):
    make_app()
    art = CardArt()
    face = art.face("KC", 60)
    assert face.get_size() == (60, card_height(60))
    assert face is art.face("KC", 60)  # cached
    assert art.back(60).get_size() == face.get_size()
    # Clubs are black in the red/black deck and green in the four-colour deck.
    assert not _inks(face)
    four = CardArt(four_colour=True)
    assert _inks(four.face("KC", 60))
    assert _inks(art.face("KH", 60)) and _inks(four.face("KD", 60)) != _inks(four.face("KH", 60))
    # Russian letters give other faces.
    before = i18n.current_language()
    try:
        i18n.set_language("ru")
        russian = art.face("QS", 60)
        i18n.set_language("en")
        english = art.face("QS", 60)
        assert pygame.image.tobytes(russian, "RGBA") != pygame.image.tobytes(english, "RGBA")
    finally:
        i18n.set_language(before)
    surface = pygame.Surface((300, 200))
    rect = art.draw(surface, None, (10, 10), 50, dim=True, ring=(255, 255, 0))
    assert rect.size == (50, card_height(50))


def test_a_fan_fits_its_area():
    area = pygame.Rect(100, 0, 400, 90)
    xs = fan_positions(16, area, 60, 45)
    assert xs[0] >= area.x and xs[-1] + 60 <= area.right + 1
    assert fan_positions(0, area, 60, 45) == []


def test_a_hint_naming_one_of_two_alike_cards_rings_one(make_app) -> None:
    """Issue 21: in the pass hint a fifth card looked ringed (both copies of a hinted card)."""
    from collections import Counter

    from tests.ui.pinochle.helpers import session, start_table, wait_for_human

    app = make_app(size=(1280, 720))
    for seed in range(1, 40):
        table = start_table(app, session("HAAA", seed=seed))
        assert wait_for_human(app, table)
        twice = [card for card, n in Counter(table.hand_cards()).items() if n == 2]
        if twice:
            break
        app.pop()
    else:
        raise AssertionError("no hand with two alike cards in 40 deals")
    rings: list[str] = []
    draw = table.art.draw

    def recording(surface, card, pos, width, **options):  # type: ignore[no-untyped-def]
        if options.get("ring") is not None and card is not None:
            rings.append(card)
        return draw(surface, card, pos, width, **options)

    table.art.draw = recording  # type: ignore[method-assign]
    table.hint_cards = [twice[0]]
    table.cursor = None
    app.draw()
    assert rings.count(twice[0]) == 1
