"""This game's preferences (Settings > Game preferences and the table's corner): the coach, the
expected points a choice may give away before the coach warns, and the dice style."""

from yenta_desktop.ui.kits.dice_table.prefs import COACH_WARNING, DICE_STYLE
from yenta_desktop.ui.preferences import COACH

PREFERENCES = (COACH, COACH_WARNING, DICE_STYLE)
