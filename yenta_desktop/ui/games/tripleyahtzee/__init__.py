"""Triple Yahtzee in the window: the dice-table kit's defaults (end screen, replay, picker's
picture, preferences, review after the game, demo table; ui/kits/dice_table/game.py) over
its three-column table (:mod:`.table`) and its part of the screenshot tour (:mod:`.tour`)."""

from yenta_desktop.engine.tripleyahtzee import GAME
from yenta_desktop.ui.games.tripleyahtzee.table import TableScene
from yenta_desktop.ui.games.tripleyahtzee.tour import tour
from yenta_desktop.ui.kits.dice_table.game import DiceGameUI
from yenta_desktop.ui.kits.dice_table.pictures import DicePicture

#: Three scorecard columns (x1 x2 x3) behind five sixes, with a few gold stars.
UI = DiceGameUI(
    GAME,
    TableScene,
    DicePicture(strips=3, stars=True),
    review="yenta_desktop.ai.tripleyahtzee.review",
    tour=tour,
)
globals().update(UI.exports())
