"""Lie Dice's preferences (Settings > Game preferences and the table's corner): the coach and the
style of its poker dice."""

from typing import Any

from yenta_desktop.ui.games.liedice.pokerdice import STYLES, PokerDiceArt
from yenta_desktop.ui.preferences import COACH, Preference

_PREVIEW = PokerDiceArt()


def preview_dice(surface: Any, style: Any, at: tuple[int, int], size: int) -> None:
    """Two poker dice of ``style`` from ``at`` (their left middle), for the Settings row."""
    _PREVIEW.set_style(str(style))
    for i, face in enumerate(("A", "K")):
        _PREVIEW.blit(surface, face, face, (at[0] + size // 2 + i * (size + 12), at[1]), size)


#: How the poker dice look.
DICE_STYLE = Preference(
    "dice_style",
    "classic",
    STYLES,
    "settings.dice_style",
    values="settings.dice_style",
    preview=preview_dice,
)

PREFERENCES = (COACH, DICE_STYLE)
