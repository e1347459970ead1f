"""Painted Yahtzee in the window: the dice-table kit's defaults (replay, preferences, demo
table; ui/kits/dice_table/game.py) over painted Yahtzee's table, card and picture
(:mod:`.table`); its end screen counts the card in its three parts, the colour bonus
included (:class:`PaintedGameUI`)."""

from typing import Any

import pygame

from yenta_desktop.engine.paintedyahtzee import GAME
from yenta_desktop.i18n import tr
from yenta_desktop.ui.games.paintedyahtzee.table import PICTURE, TableScene, parts
from yenta_desktop.ui.kits.dice_table import final
from yenta_desktop.ui.kits.dice_table.game import DiceGameUI
from yenta_desktop.ui.kits.dice_table.text import points


class PaintedGameUI(DiceGameUI):
    """The kit's defaults; the end screen's columns are the card's parts: upper with its
    bonus, the combinations, the colour boxes with their bonus, the extra Yahtzees."""

    def draw_final(self, surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
        """Each player's parts, extra Yahtzees, total and result; then a bar per player."""
        state = session.state
        spec = type(state).SPEC

        def cells(seat: int) -> list[str]:
            upper, combos, paints = parts(spec, state.cards[seat])
            return [
                points(upper + spec.bonus(state.cards[seat])),
                points(combos),
                points(paints + spec.section_bonus(state.cards[seat])),
                points(sum(state.extras[seat])),
            ]

        heads = [tr(f"{self.prefix}.final.col_{name}") for name in ("upper", "lower", "colours")]
        heads.append(tr(f"{self.prefix}.final.col_extra"))
        final.draw_final(surface, rect, session, self.prefix, heads, cells, self.optimal(state))


UI = PaintedGameUI(GAME, TableScene, PICTURE)
globals().update(UI.exports())
