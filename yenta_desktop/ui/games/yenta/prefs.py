"""Yenta's preferences (Settings > Game preferences and the table's corner): the deduction aid,
the coach and each seat's dice style and the roll animation."""

from yenta_desktop.engine.yenta.rules import MAX_PLAYERS
from yenta_desktop.ui.kits.dice_table.prefs import dice_preferences
from yenta_desktop.ui.preferences import COACH, Preference

#: The deduction aid on the opponents' plates (what they surely hold or lack); D on the table.
DEDUCTION_AID = Preference(
    "deduction_aid",
    True,
    (True, False),
    "settings.deduction_aid",
    corner="yenta.aid.toggle",
    button_id="#aid",
)

PREFERENCES = (DEDUCTION_AID, COACH, *dice_preferences(MAX_PLAYERS))
