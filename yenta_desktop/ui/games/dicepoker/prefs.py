"""This game's preferences (Settings > Game preferences and the table's corner): the coach and
each seat's dice style and the roll animation."""

from yenta_desktop.engine.dicepoker.rules import MAX_PLAYERS
from yenta_desktop.ui.kits.dice_table.prefs import dice_preferences
from yenta_desktop.ui.preferences import COACH

PREFERENCES = (COACH, *dice_preferences(MAX_PLAYERS))
