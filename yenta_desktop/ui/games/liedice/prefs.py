"""Lie Dice's preferences (Settings > Game preferences and the table's corner): the coach, each
seat's poker dice style (the box's dice take its holder's) and the roll animation."""

from typing import Any

from yenta_desktop.engine.liedice.rules import MAX_PLAYERS
from yenta_desktop.ui.games.liedice.pokerdice import STYLES, PokerDiceArt
from yenta_desktop.ui.kits.dice_table.prefs import dice_preferences
from yenta_desktop.ui.preferences import COACH

_PREVIEWS: dict[tuple[str, int], PokerDiceArt] = {}


def preview_dice(seat: int, surface: Any, style: Any, at: tuple[int, int], size: int) -> int:
    """Two poker dice of seat ``seat`` in ``style`` from ``at`` (their left middle)."""
    key = (str(style), seat)
    art = _PREVIEWS.get(key)
    if art is None:
        art = _PREVIEWS[key] = PokerDiceArt(str(style), seat)
    step = size + 4
    for i, face in enumerate(("A", "K")):
        art.blit(surface, face, face, (at[0] + size // 2 + i * step, at[1]), size)
    return size + step


PREFERENCES = (COACH, *dice_preferences(MAX_PLAYERS, STYLES, preview_dice))
