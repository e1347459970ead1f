"""The dice-table kit: one table for every roll-and-hold scorecard dice game.

- :mod:`.tray`: the dice tray for 1-6 dice (held / set-aside / highlighted dice,
  the coach's ring, the tumble and the lane slide);
- :mod:`.card`: the scorecard of a ``ScorecardSpec`` for N players x M columns
  (previews, a Joker's marker, bonus progress, totals, focus when it cannot fit);
- :mod:`.roll`: :class:`RollTable`, the scene of any dice-turn game (Roll, keys 1-N,
  the first-roll gate, saved holds, the tumble and the AI's holds, the coach's hooks);
- :mod:`.table`: :class:`DiceTable`, the scorecard game's scene over it (the card, writing
  a box, Roll and Write, the coach's panel frame :class:`CoachView`, :class:`DiceFrame`);
- :mod:`.text` and :mod:`.texts`: numbers in words and the game's catalogue.

It knows games only through the engine family's specification and the protocol.
"""

from yenta_desktop.ui.kits.dice_table.card import (
    CardContext,
    ScorecardView,
    bonus_cell,
    bonus_status,
    card_lines,
    draw_marker,
)
from yenta_desktop.ui.kits.dice_table.roll import RollTable
from yenta_desktop.ui.kits.dice_table.table import (
    CoachView,
    DiceFrame,
    DiceTable,
    WriteFlash,
    fit_label,
    ring_positions,
)
from yenta_desktop.ui.kits.dice_table.texts import DiceTexts
from yenta_desktop.ui.kits.dice_table.tray import TrayContext, TrayTumble, TrayView

__all__ = [
    "CardContext",
    "CoachView",
    "DiceFrame",
    "DiceTable",
    "DiceTexts",
    "RollTable",
    "ScorecardView",
    "TrayContext",
    "TrayTumble",
    "TrayView",
    "WriteFlash",
    "bonus_cell",
    "bonus_status",
    "card_lines",
    "draw_marker",
    "fit_label",
    "ring_positions",
]
