"""The table of every scorecard dice game: :class:`RollTable`'s tray and Roll, plus the card.

:class:`DiceTable` adds to :class:`~yenta_desktop.ui.kits.dice_table.roll.RollTable`
what a game over a :class:`~yenta_desktop.engine.families.scorecard.ScorecardSpec`
shares: the scorecard (:class:`ScorecardView`) and writing a box (a click selects
it and a second click writes it, or Up/Down and Enter; a 0 is confirmed when the
dice score more elsewhere), the Roll and Write buttons, the panel's texts and the
coach's frame (:class:`CoachView`: its numbers per box, the box Hard would write,
the dice it would hold). Each frame is built by :meth:`DiceTable.frame` (a
:class:`DiceFrame`) and drawn from it; drawing changes nothing.

A game subclasses it with its catalogue prefix (``texts_prefix``), its How to
play keys and, optionally, a coach (:meth:`advise`, and :meth:`coach_boxes` for the
kit's column, ring and panel lines; :meth:`win_lines` for chances to finish first,
or its own :meth:`advice_lines`), a review (``has_review``, :meth:`open_review`) and
its log sentences (:meth:`describe`). docs/ui.md lists the catalogue keys it reads.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pygame

from yenta_desktop.ai.kits.scorecard.coach import loss_against
from yenta_desktop.engine.families.scorecard import (
    GameOver,
    Phase,
    RowScored,
    Score,
    ScorecardSpec,
    UpperCompleted,
)
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.kits.dice_table.advisor import Advisor
from yenta_desktop.ui.kits.dice_table.card import Box, CardContext, ScorecardView, bonus_status
from yenta_desktop.ui.kits.dice_table.celebration import Celebration
from yenta_desktop.ui.kits.dice_table.prefs import COACH_WARNING
from yenta_desktop.ui.kits.dice_table.replay import EventWords, is_yahtzee
from yenta_desktop.ui.kits.dice_table.roll import SLIDE, RollTable, fit_label
from yenta_desktop.ui.kits.dice_table.text import decimal, dice_text, loss, points, signed
from yenta_desktop.ui.kits.dice_table.tray import TrayContext
from yenta_desktop.ui.widgets import animations as anim

__all__ = [
    "SLIDE",
    "WARN",
    "CoachView",
    "Line",
    "DiceFrame",
    "DiceTable",
    "WriteFlash",
    "fit_label",
    "ring_positions",
]


#: A line of the action panel: text, font role, colour.
Line = tuple[str, str, tuple[int, int, int]]
#: Okabe-Ito vermillion: a choice that gives away more than the warning threshold.
WARN = colours.MISS


def ring_positions(dice: Sequence[int], keep: Sequence[int], held: set[int]) -> set[int]:
    """The dice to ring for a hold of ``keep``'s values: dice already held first, so the ring
    never jumps to another die of the same value than the one the player holds."""
    wanted = sorted(dice[p] for p in keep)
    order = sorted(range(len(dice)), key=lambda p: (p not in held, p))
    chosen: set[int] = set()
    for position in order:
        if dice[position] in wanted:
            wanted.remove(dice[position])
            chosen.add(position)
    return chosen


class WriteFlash(anim.Animation):
    """A box being written: its cell glows with the points, which float up from it."""

    def __init__(self, seat: int, box: Box, value: int, duration: float = 0.8) -> None:
        super().__init__(duration)
        self.seat = seat
        self.box = box
        self.value = value

    @property
    def row(self) -> str:
        """The row written."""
        return self.box[1]

    def draw(self, surface: pygame.Surface, table: Any) -> None:
        """The points rise from the cell and fade (the card draws the glowing cell)."""
        cell = table.card.cell_rect(self.seat, self.box[1], self.box[0])
        p = self.progress
        text = points(self.value) if self.value <= 0 else f"+{self.value}"
        image = fonts.text(text, "bold", 26, colours.GOLD).copy()
        outline = fonts.text(text, "bold", 26, (0, 0, 0)).copy()
        alpha = 255 if p < 0.6 else int(255 * (1 - p) / 0.4)
        image.set_alpha(alpha)
        outline.set_alpha(alpha)
        rect = image.get_rect(midbottom=(cell.centerx, int(cell.y - 30 * anim.ease_out_cubic(p))))
        rect.top = max(rect.top, 4)  # the top rows: the points stay on the screen
        surface.blit(outline, rect.move(2, 2))
        surface.blit(image, rect)


@dataclass
class CoachView:
    """The coach's panel frame for one moment: what the card, the tray and the panel show.

    ``boxes``: box -> expected final total of writing it now (None: the coach is
    off; empty: it is thinking); ``box``: the box Hard would write (if its move is
    to write); ``hold``: the tray positions Hard would hold (ringed).
    """

    boxes: Mapping[Box, float] | None = None
    box: Box | None = None
    hold: set[int] = field(default_factory=set)

    @property
    def best(self) -> Box | None:
        """The box with the best expected total (starred)."""
        if not self.boxes:
            return None
        boxes = self.boxes
        return max(boxes, key=lambda b: boxes[b])


@dataclass
class DiceFrame:
    """Everything one frame of a dice table draws (built by :meth:`DiceTable.frame`)."""

    card: CardContext
    tray: TrayContext


class DiceTable(RollTable):
    """One game of a roll-and-hold scorecard dice game at the table (subclass per game)."""

    #: The message (below ``texts_prefix``) when a box-order rule forbids a box now.
    order_message_key: ClassVar[str] = "message.order"
    #: How the upper sum is written on the card and in the panel.
    upper_format: ClassVar[Callable[[int], str]] = staticmethod(signed)
    #: The boxes whose 50 for five alike is celebrated (``banner.yahtzee``; an extra bonus:
    #: ``banner.extra``). None: no celebration.
    celebrated_rows: ClassVar[tuple[str, ...]] = ()
    #: The game's AI coach module (``Coach``, ``LOADER``); None: no coach at this table.
    ai_coach: ClassVar[Any] = None

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.spec: ScorecardSpec = type(self.state).SPEC
        self.card = ScorecardView(self.dice, self.spec, self.texts, type(self).upper_format)
        #: The move log's sentences (the replay says the same).
        self.words = EventWords(self.texts_prefix, self.spec, type(self).upper_format)
        coach = type(self).ai_coach
        self.advisor = (
            None if coach is None else Advisor(self.texts_prefix, coach, self.state.rules)
        )
        #: The box chosen (keyboard cursor or first click), and a 0 waiting for confirmation.
        self.cursor: Box | None = None
        self.confirm: Box | None = None
        #: The cell being written while its animation runs: (seat, box, points).
        self.flash: tuple[int, Box, int] | None = None

    def describe(self, event: Any, names: list[str]) -> str:
        """The move log's sentence (the kit's :class:`~.replay.EventWords`)."""
        return self.words.describe(event, names, self.spec)

    def advise(self) -> Any:
        """The coach's numbers for the dice on the table (None until its tables are loaded)."""
        if self.advisor is None:
            return None
        return self.advisor.advise(self.state, self.moves, self.coach_runner)

    # ------------------------------------------------------------ the cursor by row
    @property
    def selected(self) -> str | None:
        """The row of the box chosen (None: nothing chosen)."""
        return self.cursor[1] if self.cursor is not None else None

    @selected.setter
    def selected(self, row: str | None) -> None:
        self.cursor = None if row is None else (self._column_for(row), row)

    @property
    def confirm_row(self) -> str | None:
        """The row of the box whose 0 waits for confirmation."""
        return self.confirm[1] if self.confirm is not None else None

    @confirm_row.setter
    def confirm_row(self, row: str | None) -> None:
        self.confirm = None if row is None else (self._column_for(row), row)

    def _column_for(self, row: str) -> int:
        """The first legal column of ``row`` (0 when none is)."""
        if len(self.spec.columns) == 1:
            return 0
        for column, other in self.legal_boxes():
            if other == row:
                return column
        return 0

    def box_name(self, box: Box) -> str:
        """A box in words: its row's name (with the column's multiplier when several)."""
        name = self.texts.row_name(box[1])
        if len(self.spec.columns) > 1:
            return f"{name} \u00d7{self.spec.columns[box[0]]}"
        return name

    def box_worth(self, box: Box, raw: int) -> int:
        """What writing ``raw`` in ``box`` adds to the total (its column's multiplier applied:
        Fives x3 with 5 in it adds 15)."""
        columns = self.spec.columns
        return raw * int(columns[box[0]]) if len(columns) > 1 else raw

    def warn_loss(self) -> float:
        """The expected points a choice may give away before the coach warns (the game's
        ``coach_warning`` preference; its declared default where the game has none)."""
        value = self.preference("coach_warning")
        return float(COACH_WARNING.default if value is None else value)

    # ------------------------------------------------------------ hooks for the game
    def coach_boxes(self, advice: Any) -> dict[Box, float]:
        """Every box ``advice`` values -> the expected final total of writing it now, in card
        order (hook; the game knows its advice, which also has ``best``, ``best_total``,
        ``dice``, ``holds`` and ``hold_of``)."""
        return {}

    def read_advice(self, advice: Any) -> CoachView:
        """The coach column's numbers, the box Hard would write, the dice Hard would hold."""
        boxes = self.coach_boxes(advice)
        best = advice.best
        if isinstance(best, Score):
            return CoachView(boxes, (best.column, best.row))
        return CoachView(boxes, None, ring_positions(self.state.dice, best.keep, self.held))

    def coach_lines(self) -> list[Line]:
        """The coach's lines in the action panel: (text, font role, colour); while the coach
        works them out, that it does."""
        if not self.coach_on():
            return []
        advice = self.advice
        if advice is None:
            return [(self.texts.get("coach.loading"), "italic", colours.HIT)]
        return self.advice_lines(advice)

    def advice_lines(self, advice: Any) -> list[Line]:
        """The coach's lines of ``advice``: Hard's move and its expected total, the best hold
        or box, yours (marked when it gives away more than :meth:`warn_loss`), then
        :meth:`win_lines` (a game whose coach says other things overrides it)."""
        t = self.texts
        boxes = self.coach_boxes(advice)
        best = advice.best
        lines = self.coach_head(advice)
        mine = advice.hold_of([advice.dice[p] for p in self.held]) if advice.holds else None
        if mine is not None and self.held:
            key = "coach.your_hold" if mine.loss > 1e-4 else "coach.your_hold_best"
            colour = WARN if mine.loss > self.warn_loss() else colours.HIT
            lines.append(self.hold_line(key, mine, colour))
        chosen = self.cursor
        chosen_loss = 0.0
        if chosen is not None and chosen in boxes:
            chosen_loss = loss_against(advice.best_total, boxes[chosen])
        if chosen is not None and chosen_loss > self.warn_loss():
            lines.append(
                (
                    t.get(
                        "coach.your_box",
                        row=self.box_name(chosen),
                        total=decimal(boxes[chosen], 1),
                        loss=loss(chosen_loss),
                    ),
                    "bold",
                    WARN,
                )
            )
        elif not isinstance(best, Score):
            box = max(boxes, key=lambda b: boxes[b])
            lines.append(
                (
                    t.get("coach.best_row", row=self.box_name(box), total=decimal(boxes[box], 1)),
                    "italic",
                    colours.HIT,
                )
            )
        return lines + self.win_lines(advice, chosen)

    def coach_head(self, advice: Any) -> list[Line]:
        """The coach's first lines: Hard's move with its expected total, and when that move is
        to write, the best hold."""
        t = self.texts
        best = advice.best
        total = decimal(advice.best_total, 1)
        lines: list[Line] = []
        if isinstance(best, Score):
            move = t.get(
                "coach.hard_writes", row=self.box_name((best.column, best.row)), total=total
            )
        else:
            kept = [advice.dice[p] for p in best.keep]
            move = (
                t.get("coach.hard_holds", dice=dice_text(kept), total=total)
                if kept
                else t.get("coach.hard_rerolls", total=total)
            )
        lines.append((move, "bold", colours.HIT))
        if advice.holds and isinstance(best, Score):
            lines.append(self.hold_line("coach.best_hold", advice.holds[0]))
        return lines

    def hold_line(self, key: str, hold: Any, colour: tuple[int, int, int] = colours.HIT) -> Line:
        """A hold's line of the coach: ``key`` with its dice, expected total and loss."""
        text = self.texts.get(
            key,
            dice=dice_text(hold.values),
            total=decimal(hold.expected_total, 1),
            loss=loss(hold.loss),
        )
        return (text, "italic", colour)

    def win_lines(self, advice: Any, chosen: Box | None) -> list[Line]:
        """The coach's lines after :meth:`coach_lines`' for the box ``chosen`` (hook: a game
        whose coach gives chances to finish first)."""
        return []

    # ------------------------------------------------------------ the board: the scorecard
    def collapse_step(self, state: Any, events: list[Any]) -> list[Any]:
        """Finished turns in one line each (the box written), the turn under way whole."""
        if len(state.turns) < len(self.state.turns):
            return [e for e in events if isinstance(e, (RowScored, UpperCompleted, GameOver))]
        return events

    def layout_board(self, area: pygame.Rect) -> None:
        """The scorecard beside the tray."""
        self.card.layout(area, self.state.num_players, self.coach_on())

    def board_layout_key(self) -> tuple[object, ...]:
        """The card's static layer follows its layout."""
        return self.card.layout_key()

    def draw_board_static(self, image: pygame.Surface) -> None:
        """The card's sheet, labels and grid."""
        self.card.draw_static(image)

    def felt_centre(self) -> tuple[float, float]:
        """Banners show over the scorecard's middle."""
        return (self.card.rect.centerx, self.card.rect.centery)

    def on_handover(self) -> None:
        """The next human takes the screen: no selection carries over."""
        self.cursor = None
        self.confirm = None

    def on_animations_done(self) -> None:
        """The view catches up with the game."""
        self.flash = None
        self.view = self.state.clone(copy_rng=False)

    def update_board(self) -> None:
        """The cell a write animation is filling in."""
        if self.queue and isinstance(self.queue[0], WriteFlash):
            flash = self.queue[0]
            self.flash = (flash.seat, flash.box, flash.value)

    def animate_event(self, event: Any, names: list[str]) -> None:
        """A box written glows with its points; a bonus earned has a banner; the end a sound."""
        factor = self.speed
        if isinstance(event, RowScored):
            if factor:
                human = self.session.seats[event.seat].is_human
                self.queue.append(
                    WriteFlash(
                        event.seat,
                        (event.column, event.row),
                        event.points,
                        (0.5 if human else 0.9) * factor,
                    )
                )
            self.play_sound("pair" if event.points > 0 else "miss")
        elif isinstance(event, UpperCompleted) and event.bonus and factor:
            banner = self.texts.get("banner.bonus", name=names[event.seat], bonus=event.bonus)
            self.queue.append(anim.Banner(banner, 1.0 * factor))
        elif isinstance(event, GameOver):
            self.play_sound("win")
        if isinstance(event, RowScored) and self.celebrated_rows:
            self.celebrate(event, names)

    def celebrate(self, event: RowScored, names: list[str]) -> None:
        """A Yahtzee written (or an extra one) gets the ribbon and the stars."""
        if not (is_yahtzee(event.dice) and self.speed):
            return
        if event.extra:
            text = self.texts.get("banner.extra", name=names[event.seat], bonus=event.extra)
        elif event.points == 50 and event.row in self.celebrated_rows:
            text = self.texts.get("banner.yahtzee", name=names[event.seat])
        else:
            return
        self.queue.append(Celebration(text, 1.4 * self.speed))
        self.play_sound("win")

    def on_turn_started(self) -> None:
        """A new turn: nothing chosen."""
        self.cursor = None
        self.confirm = None

    def on_roll_pressed(self) -> None:
        """Rolling drops a 0 waiting for confirmation."""
        self.confirm = None

    # ------------------------------------------------------------ the human's boxes
    def legal_boxes(self) -> list[Box]:
        """Boxes the acting human may write now (column by column, rows in order)."""
        state = self.state
        if state.phase != Phase.CHOOSE or state.turn_seat is None:
            return []
        return list(self.spec.legal_boxes(state.cards[state.turn_seat], state.rules, state.dice))

    def legal(self) -> list[str]:
        """The rows of the boxes the acting human may write now."""
        return [row for _column, row in self.legal_boxes()]

    def toggle_hold(self, position: int) -> None:
        """Hold or release the die at ``position`` (a 0 waiting for confirmation is dropped)."""
        if self.can_hold() and 0 <= position < self.num_dice:
            self.confirm = None
        super().toggle_hold(position)

    def select_box(self, box: Box) -> None:
        """Move the cursor to ``box`` (a legal box)."""
        if box in self.legal_boxes():
            if box != self.cursor:
                self.confirm = None
            self.cursor = box
            self.message = ""

    def select_row(self, row: str) -> None:
        """Move the cursor to ``row`` (its first legal column)."""
        self.select_box((self._column_for(row), row))

    def click_box(self, box: Box) -> None:
        """A click on a box: selects it; a click on the selected box writes it."""
        if self.deciding_human() is None:
            return
        if box not in self.legal_boxes():
            self.message = self._why_not(box)
            return
        if box == self.cursor:
            self.write_box(box)
        else:
            self.select_box(box)

    def click_row(self, row: str) -> None:
        """A click on a row's line: its first legal column."""
        self.click_box((self._column_for(row), row))

    def _why_not(self, box: Box) -> str:
        state = self.state
        seat = state.turn_seat
        column, row = box
        if seat is not None:
            index = column * len(self.spec.rows) + self.spec.row_index[row]
            if state.cards[seat][index] is not None:
                return self.texts.get("message.row_written", row=self.box_name(box))
        return self.texts.get(self.order_message_key)

    def move_cursor(self, step: int) -> None:
        """Up/Down: the previous or next legal box (starting from the best-scoring one)."""
        boxes = self.legal_boxes()
        if not boxes or self.deciding_human() is None:
            return
        if self.cursor not in boxes:
            previews = {(p.column, p.row): p.points for p in self.state.preview()}
            best = max(boxes, key=lambda b: previews.get(b, 0))
            self.select_box(best)
            return
        index = boxes.index(self.cursor)
        self.select_box(boxes[(index + step) % len(boxes)])

    def write(self, row: str | None = None) -> None:
        """Write the dice into ``row`` (else the chosen box)."""
        self.write_box((self._column_for(row), row) if row is not None else None)

    def write_box(self, box: Box | None = None) -> None:
        """Write the dice into ``box`` (the chosen one): a 0 there asks first if the dice score
        more elsewhere."""
        box = box or self.cursor
        if self.deciding_human() is None:
            return
        if box is None:
            coach_box = self.coach_view().box
            if coach_box is not None:
                self.select_box(coach_box)  # the ringed box: Enter again writes it
                return
            self.message = self.texts.get("message.choose_row")
            return
        if box not in self.legal_boxes():
            self.message = self._why_not(box)
            return
        column, row = box
        if self.state.zero_needs_confirmation(row, column) and self.confirm != box:
            self.cursor = box
            self.confirm = box
            return
        self.confirm = None
        self.cursor = None
        self.human_apply(Score(row, column))

    def cancel_zero(self) -> None:
        """Do not write the 0: choose again."""
        self.confirm = None

    # ------------------------------------------------------------ input on the card
    def board_click(self, pos: tuple[int, int]) -> bool:
        """A click on a box of the card."""
        box = self.box_at(pos)
        if box is None:
            return False
        self.click_box(box)
        return True

    def box_at(self, pos: tuple[int, int]) -> Box | None:
        """The box a click at ``pos`` means: the row's line, in the column under the mouse
        (over the labels: the row's first legal column)."""
        row = self.card.row_at(pos)
        if row is None:
            return None
        seat = self.state.turn_seat
        column = self.card.column_at(pos, seat) if seat is not None else None
        return (column if column is not None else self._column_for(row), row)

    def board_key_first(self, event: pygame.event.Event) -> bool:
        """While a 0 waits: Enter or Y writes it, N or Backspace cancels."""
        if self.confirm is None:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
            self.write_box(self.confirm)
            return True
        if event.key in (pygame.K_n, pygame.K_BACKSPACE):
            self.cancel_zero()
            return True
        return False

    def board_key(self, event: pygame.event.Event) -> bool:
        """Up/Down/Tab move over the legal boxes, Enter writes the chosen one."""
        key = event.key
        if key in (pygame.K_UP, pygame.K_LEFT):
            self.move_cursor(-1)
        elif key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            self.move_cursor(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.write_box()
        else:
            return False
        return True

    # ------------------------------------------------------------ controls (the panel)
    def controls_signature(self) -> Any:
        """The buttons change with the holds, the box chosen and the confirmation."""
        return (
            super().controls_signature(),
            self.awaiting_roll(),
            tuple(sorted(self.held)),
            self.cursor,
            self.confirm,
            self.coach_on(),
        )

    def controls_height(self) -> int:
        """The buttons at the bottom of the panel."""
        return max(54, fonts.scaled(44)) * 2 + 8

    def message_bottom(self, panel: pygame.Rect) -> int:
        """Messages sit above the buttons."""
        return panel.bottom - (self.controls_height() + 6 if self.acting_human() is not None else 4)

    def build_controls(self, seat: int, rect: pygame.Rect) -> None:
        """Roll and Write (or Write 0 / Cancel while a 0 waits for confirmation)."""
        state = self.state
        t = self.texts
        c = self.controls
        w = rect.w
        bh = max(54, fonts.scaled(44))
        y = rect.h - 2 * bh - 8
        if self.confirm is not None:
            confirm = self.confirm
            self.button(
                (0, y, w, bh),
                fit_label(
                    [
                        t.get("controls.write_zero", row=self.box_name(confirm)),
                        t.get("controls.write_zero_short"),
                    ],
                    w,
                ),
                lambda: self.write_box(confirm),
                object_id="#confirm_zero",
                class_id="@primary",
                focusable=False,
                container=c,
            )
            self.button(
                (0, y + bh + 8, w, bh),
                fit_label([t.get("controls.cancel_zero"), t.get("controls.cancel_short")], w),
                self.cancel_zero,
                object_id="#cancel_zero",
                class_id="@menu",
                focusable=False,
                container=c,
            )
            return
        if self.awaiting_roll():
            roll_label = fit_label([t.get("controls.roll_first"), t.get("controls.roll")], w)
        else:
            left = self.max_rolls - state.rolls_done
            roll_label = (
                fit_label(
                    [t.count("controls.roll_again", left), t.get("controls.roll_left", n=left)],
                    w,
                )
                if left > 0
                else fit_label([t.get("controls.no_rolls"), t.get("controls.roll")], w)
            )
        can_roll = self.awaiting_roll() or (
            state.rolls_done < self.max_rolls and len(self.held) < self.num_dice
        )
        self.button(
            (0, y, w, bh),
            roll_label,
            self.do_roll,
            object_id="#roll",
            class_id="@primary" if can_roll else "@menu",
            focusable=False,
            container=c,
            enabled=can_roll,
            tooltip=t.get("controls.roll_tip"),
        )
        selected = self.cursor if self.cursor in self.legal_boxes() else None
        if selected is not None:
            preview = self._previews(state).get(selected)
            # What the box adds to the total: "Write Fives x3: 15", not the 5 written in it.
            value = self.box_worth(selected, preview.points if preview is not None else 0)
            label = fit_label(
                [
                    t.get("controls.write_row", row=self.box_name(selected), points=points(value)),
                    t.get("controls.write_short", points=points(value)),
                    t.get("controls.write_points", points=points(value)),
                ],
                w,
            )
        else:
            label = fit_label([t.get("controls.write"), t.get("controls.write_plain")], w)
        self.button(
            (0, y + bh + 8, w, bh),
            label,
            self.write_box,
            object_id="#write",
            class_id="@primary" if not can_roll and selected else "@menu",
            focusable=False,
            container=c,
            enabled=selected is not None,
            tooltip=t.get("controls.write_tip"),
        )

    # ------------------------------------------------------------ the panel's texts
    def instruction(self) -> list[str]:
        """The two "what to do now" lines of the action panel."""
        state = self.state
        t = self.texts
        if state.is_terminal:
            return [tr("instruction.game_over")]
        seat = state.turn_seat
        if seat is None:
            return [tr("instruction.watch")]
        name = self.name(seat)
        if not self.session.seats[seat].is_human or self.demo:
            return [tr("instruction.ai_turn", name=name), tr("instruction.ai_wait")]
        if self.queue:
            return [tr("instruction.watch")]
        if self.acting_human() is None:
            return [tr("instruction.handover", name=name)]
        if self.confirm is not None:
            return [
                t.get("instruction.confirm_zero", row=self.box_name(self.confirm)),
                t.get("instruction.confirm_zero_detail"),
            ]
        if self.awaiting_roll():
            return [
                t.get("instruction.roll_first", name=name),
                t.get("instruction.roll_first_detail"),
            ]
        if state.rolls_done >= self.max_rolls:
            head = t.get("instruction.last_roll", name=name)
            if self.coach_on():
                return [head]
            return [head, t.get("instruction.last_roll_detail")]
        head = t.get("instruction.roll", name=name, roll=state.rolls_done)
        if self.coach_on():
            return [head]  # the coach's lines need the room; the keys stay in the hint
        return [head, t.get("instruction.roll_detail")]

    def panel_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """The panel's texts under the instruction: (text, font role, colour)."""
        state = self.state
        t = self.texts
        lines: list[tuple[str, str, tuple[int, int, int]]] = []
        seat = state.turn_seat
        if self.deciding_human() is not None and state.phase == Phase.CHOOSE:
            # The coach first: where the panel is short, its move matters most.
            lines += self.coach_lines()
            if self.cursor is not None and self.cursor in self.legal_boxes():
                preview = self._previews(state).get(self.cursor)
                if preview is not None:
                    key = "panel.selected_double" if preview.doubled else "panel.selected"
                    worth = self.box_worth(self.cursor, preview.points)
                    values = {"row": self.box_name(self.cursor), "points": points(preview.points)}
                    if worth != preview.points and t.has(key + "_multiplied"):
                        # The box holds the dice's points; the total gets them multiplied.
                        key += "_multiplied"
                        values["total"] = points(worth)
                    lines.append((t.get(key, **values), "bold", colours.GOLD))
            if state.rolls_done < self.max_rolls:
                if self.held:
                    kept = [state.dice[p] for p in sorted(self.held)]
                    text = t.count(
                        "panel.holding", self.num_dice - len(self.held), dice=dice_text(kept)
                    )
                else:
                    text = t.get("panel.holding_none")
                lines.append((text, "regular", colours.TEXT))
        if seat is not None and self.spec.upper_bonus:
            card = (self.view if self.queue else state).cards[seat]
            status = bonus_status(self.spec, card, t, 0, type(self).upper_format)
            lines.append((status, "regular", colours.TEXT_DIM))
        if seat is not None and self.spec.has_extras:
            earned = sum((self.view if self.queue else state).extras[seat])
            if earned:
                text = t.get("status.extras", n=earned // 100, points=earned)
                lines.append((text, "regular", colours.TEXT_DIM))
        return lines

    def coach_view(self) -> CoachView:
        """The coach's part of the card and the tray now (its frame)."""
        if not self.coach_on():
            return CoachView(None)
        advice = self.advice
        if advice is None or self.queue:
            return CoachView({})
        return self.read_advice(advice)

    # ------------------------------------------------------------ drawing
    @staticmethod
    def _previews(state: Any) -> dict[Box, Any]:
        return {(p.column, p.row): p for p in state.preview()} if state.dice else {}

    def joker_boxes(self, state: Any) -> set[Box]:
        """Open boxes whose points a Joker sets for the dice on the table (marked on the card)."""
        seat = state.turn_seat
        if seat is None or not state.dice:
            return set()
        card = state.cards[seat]
        joker = self.spec.joker(card, state.dice, state.rules)
        if joker is None or not joker.points:
            return set()
        return {box for box in self.spec.open_boxes(card) if box[1] in joker.points}

    def frame(self) -> DiceFrame:
        """What this frame shows (reads the game, the holds and the mouse; changes nothing)."""
        view = self.view
        seat = view.turn_seat
        coach = self.coach_view()
        acting = self.deciding_human() is not None
        hover = None
        if acting:
            hover = self.box_at(pygame.mouse.get_pos())
        card = CardContext(
            cards=view.cards,
            first_rows=view.first_rows,
            names=[s.name for s in self.session.seats],
            rules=view.rules,
            extras=view.extras,
            active=seat,
            previews=self._previews(view),
            marked=self.joker_boxes(view) if acting else set(),
            selected=self.cursor if acting else None,
            hover=hover,
            coach=coach.boxes if acting or coach.boxes is None else {},
            coach_row=coach.box if acting else None,
            coach_best=coach.best if acting else None,
            flash=self.flash,
            focus=seat if seat is not None else self.viewer,
        )
        return DiceFrame(card, self.tray_context(coach.hold))

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt, the tray and the scorecard, from :meth:`frame`."""
        area = self.table_area()
        if self._laid_out_for != self.layout_key():
            self.layout()  # the window changed since the last update (geometry only)
        surface.blit(self.background(area), area)
        frame = self.frame()
        self.card.draw_dynamic(surface, frame.card)
        self.tray.draw_dynamic(surface, frame.tray)


#: The demo table's AI levels.
DEMO_LEVELS = ("easy", "medium", "hard")


def demo_session(
    game_id: str, start: Callable[[int, int], Any], seed: int | None, levels: tuple[str, ...]
) -> GameSession:
    """An all-AI table of ``game_id`` for --demo and the smoke test: ``start(players, seed)``
    is its game (a random seed when None)."""
    from yenta_desktop.ui.shell.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    return GameSession(seats, start(len(seats), seed), game_id)
