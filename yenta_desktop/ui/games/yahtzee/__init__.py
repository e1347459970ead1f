"""Yahtzee (and Yatzy) in the window: the dice-table kit's defaults (end screen, replay,
picker's picture, preferences, review after the game, demo table;
ui/kits/dice_table/game.py) over Yahtzee's table (:mod:`.table`) and its part of the
screenshot tour (:mod:`.tour`)."""

from yenta_desktop.engine.yahtzee import GAME
from yenta_desktop.ui.games.yahtzee.table import TableScene
from yenta_desktop.ui.games.yahtzee.tour import tour
from yenta_desktop.ui.kits.dice_table.game import DiceGameUI
from yenta_desktop.ui.kits.dice_table.pictures import DicePicture

#: Five sixes in a row (a Yahtzee), swaying, with a few gold stars over them.
UI = DiceGameUI(
    GAME, TableScene, DicePicture(stars=True), review="yenta_desktop.ai.yahtzee.review", tour=tour
)
globals().update(UI.exports())
