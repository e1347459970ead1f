"""Triple Yahtzee's table: the dice-table kit with three columns per player (x1, x2, x3).

Everything a roll-and-hold scorecard game shares (the tray, Roll and keys 1-5,
the first-roll gate, saved holds, the scorecard with its previews, the Joker's
marker, bonus progress and the extra-Yahtzee line, the 0 confirmation) is
:class:`~yenta_desktop.ui.kits.dice_table.DiceTable`. Nothing is secret (the
engine declares perfect information): no curtain, the next human is named.
Triple Yahtzee adds its How to play card, its log sentences, the coach's numbers per
(column, box) and per hold (:mod:`.advisor`: Hard's expectimax, the table loaded
off the main thread) with a warning above the preference ``coach_warning`` (0.2 expected
points by default), the bonus and
extra-Yahtzee lines of the panel, a Yahtzee's celebration and the demo table.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from yenta_desktop.ai.tripleyahtzee.bots import with_prefetch
from yenta_desktop.engine.tripleyahtzee import RowScored, Rules, new_game
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.tripleyahtzee.advisor import Advisor
from yenta_desktop.ui.games.tripleyahtzee.replay import describe_event
from yenta_desktop.ui.kits.dice_table import DiceTable
from yenta_desktop.ui.kits.dice_table.card import DOUBLE_INK, Box, ScorecardView, draw_star
from yenta_desktop.ui.kits.dice_table.replay import is_yahtzee
from yenta_desktop.ui.kits.dice_table.table import Line
from yenta_desktop.ui.kits.dice_table.text import decimal, points
from yenta_desktop.ui.widgets import animations as anim


class Celebration(anim.Animation):
    """A Yahtzee: a ribbon with the name and gold stars bursting from the card's middle."""

    def __init__(self, text: str, duration: float = 1.4) -> None:
        super().__init__(duration)
        self.text = text
        self.banner = anim.Banner(text, duration)

    def update(self, dt: float) -> bool:
        """The ribbon runs on the same clock."""
        self.banner.update(dt)
        return super().update(dt)

    def draw(self, surface: pygame.Surface, table: Any) -> None:
        """Twelve stars fly out and fade, then the ribbon."""
        cx, cy = table.felt_centre()
        p = self.progress
        reach = 40 + 220 * anim.ease_out_cubic(p)
        size = max(3.0, 12 * (1 - p))
        for i in range(12):
            angle = i * math.pi / 6 + p * 0.8
            centre = (cx + reach * math.cos(angle), cy - 70 + reach * 0.6 * math.sin(angle))
            draw_star(surface, centre, size, colours.GOLD)
        self.banner.draw(surface, table)


class TripleCard(ScorecardView):
    """The kit's card, in focus before a three-digit total would be cut; the coach's column in
    whole points (Triple's expected totals have four digits)."""

    coach_sample = 8888.0

    def coach_text(self, value: float) -> str:
        """Whole points: "1570" rather than "1570.4"."""
        return decimal(value, 0)

    def min_column(self) -> int:
        """A bold "888" at the card's number size, with its margin."""
        number = fonts.font("bold", max(10, self._text_size() - 3)).size("888")[0] + 8
        return max(super().min_column(), number)

    def _marker(self, surface: pygame.Surface, cell: pygame.Rect) -> None:
        """The Joker's badge where the cell has room beside a two-digit number; a narrow cell
        gets a dog-eared corner instead (a shape, so the number stays readable)."""
        badge = fonts.font("bold", 10).size(self.texts.get("card.joker_badge"))[0]
        number = fonts.font("bold", max(10, self._text_size() - 3)).size("88")[0]
        if cell.w >= number + 2 * badge + 12:
            super()._marker(surface, cell)
            return
        size = max(6, min(10, cell.h // 3))
        corner = [
            (cell.x + 1, cell.y + 1),
            (cell.x + 1 + size, cell.y + 1),
            (cell.x + 1, cell.y + 1 + size),
        ]
        pygame.draw.polygon(surface, DOUBLE_INK, corner)


class TableScene(DiceTable):
    """One game of Triple Yahtzee at the table."""

    texts_prefix = "tripleyahtzee"
    has_review = False
    order_message_key = "message.order"
    upper_format: ClassVar[Callable[[int], str]] = staticmethod(points)
    howto_heading_key = "tripleyahtzee.howto.heading"
    howto_keys = (
        "tripleyahtzee.howto.goal",
        "tripleyahtzee.howto.turn",
        "tripleyahtzee.howto.columns",
        "tripleyahtzee.howto.bonus",
        "tripleyahtzee.howto.joker",
    )

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.card = TripleCard(self.dice, self.spec, self.texts, type(self).upper_format)
        self.advisor = Advisor()

    def ai_levels(self) -> dict[int, str]:
        """The AI seats' levels; Hard also prefetches its table in the worker when built."""
        return {seat: with_prefetch(level) for seat, level in super().ai_levels().items()}

    def describe(self, event: Any, names: list[str]) -> str:
        """The move log's sentence (the replay says the same)."""
        return describe_event(event, names, self.spec)

    def animate_event(self, event: Any, names: list[str]) -> None:
        """The kit's write animation; a Yahtzee written (or a bonus one) is celebrated."""
        super().animate_event(event, names)
        if isinstance(event, RowScored) and is_yahtzee(event.dice) and self.speed:
            if event.extra:
                text = self.texts.get("banner.extra", name=names[event.seat], bonus=event.extra)
            elif event.points == 50 and event.row == "yahtzee":
                text = self.texts.get("banner.yahtzee", name=names[event.seat])
            else:
                return
            self.queue.append(Celebration(text, 1.4 * self.speed))
            self.play_sound("win")

    # ------------------------------------------------------------ the coach
    def advise(self) -> Any:
        """Hard's numbers for the dice on the table (None until the table is loaded)."""
        return self.advisor.advise(self.state, self.moves, self.coach_runner)

    def coach_boxes(self, advice: Any) -> dict[Box, float]:
        """The coach column's numbers: each open (column, box)'s expected total."""
        return dict(advice.boxes)

    # ------------------------------------------------------------ the panel
    def panel_lines(self) -> list[Line]:
        """The kit's lines, then the extra Yahtzees earned (when there are any)."""
        lines = super().panel_lines()
        seat = self.state.turn_seat
        if seat is not None and self.spec.has_extras:
            extras = (self.view if self.queue else self.state).extras[seat]
            earned = sum(extras)
            if earned:
                count = earned // 100
                text = self.texts.get("status.extras", n=count, points=earned)
                lines.append((text, "regular", colours.TEXT_DIM))
        return lines


DEMO_LEVELS = ("easy", "medium", "hard")


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI Triple Yahtzee table for --demo and the smoke test."""
    from yenta_desktop.ui.shell.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    return GameSession(seats, new_game(len(seats), Rules(), seed=seed), "triple-yahtzee")


__all__ = ["Celebration", "TableScene", "demo_session"]
