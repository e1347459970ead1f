"""Yenta's preferences (Settings > Game preferences and the table's corner): the deduction aid,
the coach and the dice style."""

from yenta_desktop.ui.kits.dice_table.prefs import DICE_STYLE
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

PREFERENCES = (DEDUCTION_AID, COACH, DICE_STYLE)
