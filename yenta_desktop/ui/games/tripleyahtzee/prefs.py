"""This game's preferences (Settings > Game preferences and the table's corner): the coach, the
expected points a choice may give away before the coach warns, and each seat's dice style and the roll animation."""

from yenta_desktop.engine.tripleyahtzee.rules import MAX_PLAYERS
from yenta_desktop.ui.kits.dice_table.prefs import COACH_WARNING, dice_preferences
from yenta_desktop.ui.preferences import COACH

PREFERENCES = (COACH, COACH_WARNING, *dice_preferences(MAX_PLAYERS))
