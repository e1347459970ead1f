"""The dice games' shared preferences: each seat's dice style, the roll animation's strength and
the coach's warning threshold.

Each dice game lists the ones it offers in its own ``PREFERENCES``
(:mod:`yenta_desktop.ui.preferences`), for example ``(COACH, *dice_preferences(6))``; the kit
only declares them. Each seat's style (``dice_style_1`` ... ``dice_style_6``) takes the global
``dice_style`` of an older settings file until it is set.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from yenta_desktop.ui.preferences import Preference
from yenta_desktop.ui.widgets.dice import STYLES, DiceArt

#: The roll animation's strengths: how far and how long the dice tumble (0: they just land).
ROLL_STRENGTHS = {"full": 1.0, "subtle": 0.35, "off": 0.0}

_PREVIEWS: dict[tuple[str, int], DiceArt] = {}


def preview_seat(seat: int, surface: Any, style: Any, at: tuple[int, int], size: int) -> int:
    """Seat ``seat``'s dice in ``style`` from ``at`` (their left middle): a die showing the
    seat's number and a four (the Russian set's red); returns the width drawn."""
    key = (str(style), seat)
    art = _PREVIEWS.get(key)
    if art is None:
        art = _PREVIEWS[key] = DiceArt(str(style), seat)
    step = size + 4
    for i, value in enumerate((seat % 6 + 1, 4 if seat != 3 else 1)):
        art.blit(surface, value, (at[0] + size // 2 + i * step, at[1]), size)
    return size + step


Preview = Callable[[int, Any, Any, tuple[int, int], int], int]


def seat_style(
    seat: int, styles: tuple[str, ...] = STYLES, preview: Preview = preview_seat
) -> Preference:
    """The dice style of seat ``seat`` (0-based; "Seat 1 dice" for seat 0) among ``styles``,
    previewed by ``preview(seat, surface, style, at, size)``."""
    return Preference(
        f"dice_style_{seat + 1}",
        "classic",
        styles,
        "settings.dice_seat",
        values="settings.dice_style",
        legacy="dice_style",
        label_values=(("n", seat + 1),),
        preview=partial(preview, seat),
    )


#: How strongly the dice tumble when rolled (Settings: Roll animation).
ROLL_ANIMATION = Preference(
    "roll_animation",
    "full",
    tuple(ROLL_STRENGTHS),
    "settings.roll_animation",
    values="settings.roll_animation",
)


def dice_preferences(
    seats: int, styles: tuple[str, ...] = STYLES, preview: Preview = preview_seat
) -> tuple[Preference, ...]:
    """Each of ``seats`` seats' dice style, then the roll animation (a dice game's share)."""
    return (*(seat_style(seat, styles, preview) for seat in range(seats)), ROLL_ANIMATION)


def seat_styles(read: Callable[[str], Any], seats: int) -> dict[int, str]:
    """Each seat's dice style, read through a table's ``preference`` accessor."""
    return {seat: str(read(f"dice_style_{seat + 1}") or "classic") for seat in range(seats)}


def roll_strength(value: Any) -> float:
    """The tumble's strength of a ``roll_animation`` value (full 1.0, subtle 0.35, off 0)."""
    return ROLL_STRENGTHS.get(str(value), 1.0)


#: The coach marks a choice that gives away more than this many expected points.
COACH_WARNING = Preference(
    "coach_warning",
    0.2,
    (0.1, 0.2, 0.5, 1.0),
    "settings.coach_warning",
    number="settings.points",
)
