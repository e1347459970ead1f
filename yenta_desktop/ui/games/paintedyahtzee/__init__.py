"""Painted Yahtzee in the window: the dice-table kit's defaults (end screen, replay,
preferences, demo table; ui/kits/dice_table/game.py) over painted Yahtzee's table, card
and picture (:mod:`.table`)."""

from yenta_desktop.engine.paintedyahtzee import GAME
from yenta_desktop.ui.games.paintedyahtzee.table import PICTURE, TableScene
from yenta_desktop.ui.kits.dice_table.game import DiceGameUI

UI = DiceGameUI(GAME, TableScene, PICTURE)
globals().update(UI.exports())
