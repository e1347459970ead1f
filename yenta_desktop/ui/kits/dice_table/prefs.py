"""The dice games' shared preferences: the dice style and the coach's warning threshold.

Each dice game lists the ones it offers in its own ``PREFERENCES``
(:mod:`yenta_desktop.ui.preferences`); the kit only declares them.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ui.preferences import Preference
from yenta_desktop.ui.widgets.dice import STYLES, DiceArt

_PREVIEW = DiceArt()


def preview_dice(surface: Any, style: Any, at: tuple[int, int], size: int) -> None:
    """Two dice of ``style`` side by side from ``at`` (their left middle), for the Settings row."""
    _PREVIEW.set_style(str(style))
    for i, value in enumerate((2, 5)):
        _PREVIEW.blit(surface, value, (at[0] + size // 2 + i * (size + 12), at[1]), size)


#: How the dice look (Settings: Dice).
DICE_STYLE = Preference(
    "dice_style",
    "classic",
    STYLES,
    "settings.dice_style",
    values="settings.dice_style",
    preview=preview_dice,
)

#: The coach marks a choice that gives away more than this many expected points.
COACH_WARNING = Preference(
    "coach_warning",
    0.2,
    (0.1, 0.2, 0.5, 1.0),
    "settings.coach_warning",
    number="settings.points",
)
