"""This game's preferences (Settings > Game preferences and the table's corner): the coach and
the dice style."""

from yenta_desktop.ui.kits.dice_table.prefs import DICE_STYLE
from yenta_desktop.ui.preferences import COACH

PREFERENCES = (COACH, DICE_STYLE)
