"""Dice Poker in the window: the dice-table kit's defaults (end screen, replay, picker's
picture, preferences, demo table; ui/kits/dice_table/game.py) over Dice Poker's table
(:mod:`.table`), the coach's review of the turns (:mod:`.review`) and its part of the
screenshot tour (:mod:`.tour`)."""

from yenta_desktop.engine.dicepoker import GAME
from yenta_desktop.ui.games.dicepoker.table import TableScene
from yenta_desktop.ui.games.dicepoker.tour import tour
from yenta_desktop.ui.kits.dice_table.game import DiceGameUI
from yenta_desktop.ui.kits.dice_table.pictures import DicePicture

#: A small scorecard sheet and a full house, two dice held (framed); three players at first.
UI = DiceGameUI(
    GAME,
    TableScene,
    DicePicture((5, 5, 5, 2, 2), held=(3, 4), sheet=True),
    default_players=3,
    coach_warning=False,
    tour=tour,
)
globals().update(UI.exports())
