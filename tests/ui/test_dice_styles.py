"""Dice styles and roll animations (issue 22 item 4): five designs drawn in code, chosen per seat,
and the tumble at three strengths, in every dice game's table."""

from __future__ import annotations

import pygame
import pytest

from yenta_desktop.ui import colours, driver
from yenta_desktop.ui.games.liedice.pokerdice import STYLES as POKER_STYLES
from yenta_desktop.ui.games.liedice.pokerdice import PokerDiceArt
from yenta_desktop.ui.kits.dice_table.tray import TrayTumble
from yenta_desktop.ui.widgets import animations as anim
from yenta_desktop.ui.widgets.dice import RUSSIAN_RED, SEAT_COLOURS, STYLES, DiceArt

from .play import session as yenta_session
from .play import start_table as start_yenta
from .yahtzee.play import session as yahtzee_session
from .yahtzee.play import start_table as start_scorecard
from .yahtzee.play import wait_for_human


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _reds(surface: pygame.Surface) -> int:
    """How many pixels are (nearly) the Russian set's red."""
    count = 0
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and abs(r - RUSSIAN_RED[0]) < 30 and g < 80 and b < 80:
                count += 1
    return count


def _luminance(colour: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_every_style_draws_its_own_faces(make_app) -> None:
    make_app()
    # The six faces of each style (the Russian set differs from the classic on its 1 and 4 only).
    faces = {
        style: tuple(_pixels(DiceArt(style).face(value, 48)) for value in range(1, 7))
        for style in STYLES
    }
    assert len(set(faces.values())) == len(STYLES)
    assert faces["russian"][4] == faces["classic"][4] and faces["russian"][3] != faces["classic"][3]
    # The coloured set gives each seat its own colour.
    seats = {_pixels(DiceArt("coloured", seat).face(5, 48)) for seat in range(6)}
    assert len(seats) == 6
    poker = {style: _pixels(PokerDiceArt(style).face("K", "K", 48)) for style in POKER_STYLES}
    assert len(set(poker.values())) == len(POKER_STYLES)


def test_the_russian_set_has_a_red_one_and_four_and_black_others(make_app) -> None:
    make_app()
    art = DiceArt("russian")
    assert _reds(art.face(1, 40)) > 40 and _reds(art.face(4, 40)) > 40
    assert all(_reds(art.face(value, 40)) == 0 for value in (2, 3, 5, 6))
    assert _reds(DiceArt("classic").face(4, 40)) == 0


def test_the_coloured_sets_pips_read_on_their_bodies() -> None:
    """Okabe-Ito bodies; white pips on the dark ones (black on red failed colour-blind players)."""
    for body, pip in SEAT_COLOURS:
        light, dark = sorted((_luminance(body), _luminance(pip)), reverse=True)
        assert (light + 0.05) / (dark + 0.05) >= 3.0, (body, pip)
        if body[0] > 150 and body[1] < 110:  # a red: never black pips on it
            assert pip == (255, 255, 255), body
    # The coloured dice are the seats' accents (the plates' colours).
    assert [body for body, _ in SEAT_COLOURS] == list(colours.SEAT_ACCENTS)


def test_each_seat_keeps_its_own_style_and_a_change_drops_the_old_faces(make_app) -> None:
    make_app()
    art = DiceArt()
    art.set_seat_styles({0: "large_pips", 1: "russian", 2: "coloured"})
    assert art.style == "large_pips" and art.for_seat(0) is art
    assert art.for_seat(1).style == "russian" and art.for_seat(3).style == "large_pips"
    coloured = art.for_seat(2)
    assert coloured.style == "coloured" and coloured.seat == 2
    art.set_seat_styles({0: "classic", 1: "russian", 2: "high_contrast"})
    assert art.for_seat(2).style == "high_contrast" and art.for_seat(3).style == "classic"


def _set(app, game: str, key: str, value: object) -> None:
    app.apply_settings(app.settings.with_preference(game, key, value))


@pytest.mark.parametrize(("strength", "expected"), [("full", 1.0), ("subtle", 0.35), ("off", 0.0)])
def test_the_tray_tumbles_at_the_chosen_strength(make_app, strength, expected) -> None:
    app = make_app(speed="normal")
    _set(app, "yahtzee", "roll_animation", strength)
    _set(app, "yahtzee", "dice_style_1", "russian")
    table = start_scorecard(app, yahtzee_session("H", seed=8))
    assert wait_for_human(app, table) and table.awaiting_roll()
    driver.press(app, pygame.K_SPACE)
    tumbles = [a for a in table.queue if isinstance(a, TrayTumble)]
    if expected:
        (tumble,) = tumbles
        assert tumble.strength == expected and tumble.seat == 0
        assert tumble.duration == pytest.approx(0.6 * (0.5 + expected / 2))
        assert tumble.tray.dice.for_seat(tumble.seat).style == "russian"
    else:
        assert tumbles == []
    assert wait_for_human(app, table) and len(table.state.dice) == 5


def test_a_subtle_tumble_starts_beside_each_die_not_in_the_middle(make_app) -> None:
    """The subtle roll wobbles in place: its first frame draws the dice near their slots."""
    app = make_app(speed="normal")
    table = start_scorecard(app, yahtzee_session("H", seed=8))
    assert wait_for_human(app, table)
    tray = table.tray
    drawn: dict[float, list[tuple[float, float]]] = {}
    for strength in (1.0, 0.35):
        tumble = TrayTumble(tray, (1, 2, 3, 4, 5), (0, 1, 2, 3, 4), 0.6, strength=strength)
        tumble.t = 0.05
        points: list[tuple[float, float]] = []
        original = DiceArt.blit

        def spy(self, surface, value, centre, size, angle=0.0, _points=points, _blit=original):  # type: ignore[no-untyped-def]
            _points.append(centre)
            return _blit(self, surface, value, centre, size, angle)

        DiceArt.blit = spy  # type: ignore[method-assign]
        try:
            tumble.draw(pygame.Surface(app.size), table)
        finally:
            DiceArt.blit = original  # type: ignore[method-assign]
        drawn[strength] = points
    slots = [(tray.lane_x(0), tray.slot_y(p)) for p in range(5)]

    def distance(points: list[tuple[float, float]]) -> float:
        return sum(
            abs(x - sx) + abs(y - sy) for (x, y), (sx, sy) in zip(points, slots, strict=True)
        )

    assert distance(drawn[0.35]) < distance(drawn[1.0]) * 0.5


@pytest.mark.parametrize(("strength", "expected"), [("subtle", 0.35), ("off", 0.0)])
def test_yentas_round_start_follows_the_roll_animation_and_each_seats_style(
    make_app, strength, expected
) -> None:
    app = make_app(speed="normal")
    _set(app, "yenta", "roll_animation", strength)
    _set(app, "yenta", "dice_style_2", "coloured")
    table = start_yenta(app, yenta_session("HAA", seed=4))
    tumbles = [a for a in table.queue if isinstance(a, anim.Tumble)]
    if expected:
        assert tumbles and tumbles[0].strength == expected
    else:
        assert tumbles == []
    assert (
        table.table.dice_for(1).style == "coloured" and table.table.dice_for(0).style == "classic"
    )


@pytest.mark.parametrize(("strength", "expected"), [("full", 1.0), ("off", 0.0)])
def test_lie_dice_shakes_its_box_at_the_chosen_strength_in_the_holders_style(
    make_app, strength, expected
) -> None:
    from yenta_desktop.ui.games.liedice.anims import BoxShake

    from .liedice.helpers import session as liedice_session
    from .liedice.helpers import start_table as start_liedice

    app = make_app(speed="normal")
    _set(app, "lie-dice", "roll_animation", strength)
    _set(app, "lie-dice", "dice_style_2", "high_contrast")
    table = start_liedice(app, liedice_session("AHA", seed=3, opener=0))
    assert table.art.for_seat(1).style == "high_contrast" and table.art.style == "classic"
    shakes: list[BoxShake] = []
    for _ in range(240):  # the opener (an AI) shakes the box first
        shakes += [a for a in table.queue + table.effects if isinstance(a, BoxShake)]
        driver.frames(app, 1)
    if expected:
        assert shakes and all(shake.strength == expected for shake in shakes)
    else:
        assert shakes == []
