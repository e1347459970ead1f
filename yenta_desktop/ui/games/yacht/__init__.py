"""Yacht in the window: the dice-table kit's defaults (end screen, replay, preferences,
review after the game, demo table; ui/kits/dice_table/game.py) over Yacht's table and
picture (:mod:`.table`)."""

from yenta_desktop.engine.yacht import GAME
from yenta_desktop.ui.games.yacht.table import TableScene, YachtPicture
from yenta_desktop.ui.kits.dice_table.game import DiceGameUI

UI = DiceGameUI(GAME, TableScene, YachtPicture(), review="yenta_desktop.ai.yacht")
globals().update(UI.exports())
