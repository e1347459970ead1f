"""A table scene for every scorecard dice game: the tray, Roll, the holds, the card, the coach.

:class:`DiceTable` is the shared :class:`~yenta_desktop.ui.shell.table_base.TableBase`
(AI seats, pacing, autosave, the move log, How to play) with everything a
roll-and-hold scorecard game has in common, read from the state's
:class:`~yenta_desktop.engine.families.scorecard.ScorecardSpec` and the
protocol only. A human's turn starts when they press Roll (the first-roll
gate); they hold dice with a click or the keys 1-N, roll again (Space or R)
while rolls are left and write a box (a click selects it and a second click
writes it, or Up/Down and Enter), confirming a 0 when the dice score more
elsewhere. Holds toggled but not yet rolled are kept in ``session.table`` so
Continue restores them exactly. While animations run the table draws
``self.view``, a snapshot of the game before the change, and catches up when
they end. Each frame is built by :meth:`DiceTable.frame` (a :class:`DiceFrame`)
and drawn from it; drawing changes nothing.

A game subclasses it with its catalogue prefix (``texts_prefix``), its How to
play keys and, optionally, a coach (:meth:`advise`, :meth:`read_advice`,
:meth:`coach_lines`), a review (``has_review``, :meth:`open_review`) and its log
sentences (:meth:`describe`). docs/ui.md lists the catalogue keys it reads.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, ClassVar

import pygame

from yenta_desktop.engine.families.dice_turn import DiceHeld, DiceRolled
from yenta_desktop.engine.families.scorecard import (
    GameOver,
    Phase,
    Roll,
    RowScored,
    Score,
    ScorecardSpec,
    TurnStarted,
    UpperCompleted,
)
from yenta_desktop.i18n import current_language, tr
from yenta_desktop.session import GameSession
from yenta_desktop.ui import colours, fonts, services
from yenta_desktop.ui.kits.dice_table.card import (
    Box,
    CardContext,
    ScorecardView,
    bonus_status,
)
from yenta_desktop.ui.kits.dice_table.text import dice_text, points, signed
from yenta_desktop.ui.kits.dice_table.texts import DiceTexts
from yenta_desktop.ui.kits.dice_table.tray import TrayContext, TrayTumble, TrayView
from yenta_desktop.ui.shell.table_base import TableBase
from yenta_desktop.ui.widgets import animations as anim
from yenta_desktop.ui.widgets.dice import DiceArt

log = logging.getLogger(__name__)

#: Seconds a die takes to slide between the roll lane and the held lane.
SLIDE = 0.15
#: The corner's buttons that step aside while the How to play card covers them.
CORNER_IDS = ("#speed", "#skip", "#coach", "#review", "#table_menu")


def fit_label(labels: list[str], width: int) -> str:
    """The first of ``labels`` a button ``width`` wide shows whole (else the last)."""
    face = fonts.font("bold", 21)
    for label in labels:
        if face.size(label)[0] <= width - 16:
            return label
    return labels[-1]


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


class DiceTable(TableBase):
    """One game of a roll-and-hold scorecard dice game at the table (subclass per game)."""

    #: The game's catalogue prefix (its folder name): every text is read below it.
    texts_prefix: ClassVar[str] = ""
    #: "hold" (a padlock on held dice) or "aside" (dice set aside).
    held_style: ClassVar[str] = "hold"
    #: Whether the game has a coach's review of the turns (V and the corner's button).
    has_review: ClassVar[bool] = False
    #: The message (below ``texts_prefix``) when a box-order rule forbids a box now.
    order_message_key: ClassVar[str] = "message.order"
    #: How the upper sum is written on the card and in the panel.
    upper_format: ClassVar[Callable[[int], str]] = staticmethod(signed)

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.view = self.state.clone(copy_rng=False)
        self.spec: ScorecardSpec = type(self.state).SPEC
        self.texts = DiceTexts(self.texts_prefix)
        self.dice = DiceArt(str(services.setting(app.settings, "dice_style")))
        self.card = ScorecardView(self.dice, self.spec, self.texts, type(self).upper_format)
        self.tray = TrayView(
            self.dice, self.texts, self.spec.num_dice, self.spec.max_rolls, self.held_style
        )
        #: Tray positions held for the next roll (the human's toggles, or what an AI held).
        self.held: set[int] = set()
        #: Per die, the drawn slide between the roll lane (0) and the held lane (1).
        self.lanes = [0.0] * self.spec.num_dice
        #: The box chosen (keyboard cursor or first click), and a 0 waiting for confirmation.
        self.cursor: Box | None = None
        self.confirm: Box | None = None
        #: The cell being written while its animation runs: (seat, box, points).
        self.flash: tuple[int, Box, int] | None = None
        self.advice: Any = None
        self._background: tuple[Any, pygame.Surface] | None = None
        self._laid_out_for: tuple[object, ...] | None = None
        self.fresh = not self.state.turns and self.state.rolls_done == 0

    # ------------------------------------------------------------ the cursor by row
    @property
    def num_dice(self) -> int:
        """Dice in the tray."""
        return self.spec.num_dice

    @property
    def max_rolls(self) -> int:
        """Rolls a turn may have."""
        return self.spec.max_rolls

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

    # ------------------------------------------------------------ hooks for the game
    def describe(self, event: Any, names: list[str]) -> str:
        """One engine event in a sentence for the move log (hook)."""
        return ""

    def advise(self) -> Any:
        """The coach's advice for the human to act now, or None while it is not ready (hook)."""
        return None

    def read_advice(self, advice: Any) -> CoachView:
        """The card's and tray's part of ``advice`` (hook; the game knows its advice)."""
        return CoachView({})

    def coach_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """The coach's lines in the action panel: (text, font role, colour) (hook)."""
        return []

    def open_review(self) -> None:
        """The coach's review of the turns so far (hook, with ``has_review``)."""

    # ------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        """A new game announces its first turn; a continued one writes its log again and
        restores the dice held but not yet rolled."""
        saved = dict(self.session.table)  # writing the log again starts turns afresh
        if self.fresh:
            self.fresh = False
            self.add_log(self.texts.key("log.new_game"), players=self.state.num_players)
            self.on_events(self.state.opening_events())
        else:
            self.rebuild_log()
            # The seat's own turn number, as the panel shows it ("turn 2 of 15"), not the
            # table's count of turns played.
            opening = [e for e in self.state.opening_events() if isinstance(e, TurnStarted)]
            turn = opening[0].turn if opening else self.spec.size
            self.add_log(self.texts.key("log.resumed"), turn=turn)
        self.session.table = saved
        self.restore_holds()
        self.view = self.state.clone(copy_rng=False)

    def collapse_step(self, state: Any, events: list[Any]) -> list[Any]:
        """Finished turns in one line each (the box written), the turn under way whole."""
        if len(state.turns) < len(self.state.turns):
            return [e for e in events if isinstance(e, (RowScored, UpperCompleted, GameOver))]
        return events

    def resume(self) -> None:
        """Back from pause or the review: the dice style or the coach may have changed."""
        self.dice.set_style(str(services.setting(self.app.settings, "dice_style")))
        super().resume()

    # ------------------------------------------------------------ holds and saves
    def table_key(self) -> dict[str, Any]:
        """What the saved holds belong to: the turn, the roll and the dice."""
        state = self.state
        return {"turn": len(state.turns), "rolls": state.rolls_done, "dice": list(state.dice)}

    def save_holds(self) -> None:
        """Keep the holds not yet rolled in the session (saved with it) and autosave."""
        self.session.table = {"held": sorted(self.held), **self.table_key()}
        self.autosave()

    def restore_holds(self) -> None:
        """After Continue: the holds of the roll under way, exactly as they were."""
        state = self.state
        n = self.num_dice
        if state.phase == Phase.ROLL and state.held:
            self.held = set(state.held)  # a roll was under way: it lands with the saved dice
        else:
            saved = self.session.table
            key = self.table_key()
            if state.phase == Phase.CHOOSE and all(saved.get(k) == v for k, v in key.items()):
                raw = saved.get("held", [])
                if isinstance(raw, list):
                    self.held = {p for p in raw if type(p) is int and 0 <= p < n}
        for position in range(n):
            self.lanes[position] = 1.0 if position in self.held else 0.0

    # ------------------------------------------------------------ layout
    def coach_on(self) -> bool:
        """The coach setting (off by default)."""
        return bool(services.setting(self.app.settings, "coach"))

    def corner_toggles(self) -> list[tuple[str, str, Any]]:
        """The coach (C) and, with it on, the review of the turns so far (V)."""
        state = {True: tr("settings.on"), False: tr("settings.off")}
        toggles: list[tuple[str, str, Any]] = [
            (
                "#coach",
                tr("table.coach_toggle", state=state[self.coach_on()]),
                partial(self.toggle_setting, "coach"),
            )
        ]
        if self.has_review and self.coach_on() and self.humans:
            toggles.append(("#review", self.texts.get("review.open"), self.open_review))
        return toggles

    def layout(self) -> None:
        """The tray in a column on the left above the corner's buttons (the shell stacks them in
        the felt's bottom-left corner), the scorecard beside them."""
        area = self.table_area()
        corner = self.corner_rect()
        left_w = max(corner.w + 8, min(290, max(200, int(area.w * 0.29))))
        top = area.y + 10
        bottom = min(corner.y, area.bottom) - 12
        self.tray.layout(pygame.Rect(area.x + 14, top, left_w - 10, bottom - top))
        card_area = pygame.Rect(
            area.x + left_w + 18, area.y + 10, area.w - left_w - 28, area.h - 20
        )
        self.card.layout(card_area, self.state.num_players, self.coach_on())
        self._laid_out_for = self.layout_key()

    def layout_key(self) -> tuple[object, ...]:
        """What the layout depends on: the window, the coach's column, the text size and language."""
        return (self.table_area().size, self.coach_on(), fonts.scale(), current_language())

    def keys_hints(self) -> tuple[str, ...]:
        """The keys of a turn and of watching."""
        return (self.texts.get("keys.play"), self.texts.get("keys.watch"))

    def keys_hint(self) -> str:
        """The hint for this moment."""
        return (
            self.texts.get("keys.play")
            if self.acting_human() is not None
            else self.texts.get("keys.watch")
        )

    def felt_centre(self) -> tuple[float, float]:
        """Banners show over the scorecard's middle."""
        return (self.card.rect.centerx, self.card.rect.centery)

    # ------------------------------------------------------------ who acts
    def awaiting_roll(self) -> bool:
        """A human's turn has started and waits for them to press Roll (the first roll)."""
        state = self.state
        seat = state.turn_seat
        return (
            not self.queue
            and state.phase == Phase.ROLL
            and state.rolls_done == 0
            and seat is not None
            and self.session.seats[seat].is_human
            and seat == self.viewer
            and not self.demo
        )

    def acting_human(self) -> int | None:
        """The human whose decision it is, including the first roll of their turn."""
        seat = super().acting_human()
        if seat is not None:
            return seat
        return self.state.turn_seat if self.awaiting_roll() else None

    def deciding_human(self) -> int | None:
        """The human choosing dice or a box now (not before their first roll)."""
        return TableBase.acting_human(self)

    def on_chance(self) -> None:
        """Re-rolls happen at once; a human's first roll waits for their Roll."""
        state = self.state
        seat = state.turn_seat
        if (
            state.rolls_done == 0
            and seat is not None
            and self.session.seats[seat].is_human
            and not self.demo
        ):
            self.skipping = False
            if self.viewer != seat:
                self.viewer = seat
                if len(self.humans) > 1:
                    self.announce_turn(seat)
                self.on_handover()
            return
        self.apply_chance()

    def on_handover(self) -> None:
        """The next human takes the screen: no selection carries over."""
        self.cursor = None
        self.confirm = None

    def idle_fps(self) -> int:
        """Full rate while dice slide; slow while a human thinks, even before their roll."""
        if any(
            abs(lane - (1.0 if p in self.held else 0.0)) > 1e-3 for p, lane in enumerate(self.lanes)
        ):
            return 60
        if self.awaiting_roll() and not self.effects:
            return 0
        return super().idle_fps()

    def on_animations_done(self) -> None:
        """The view catches up with the game."""
        self.flash = None
        self.view = self.state.clone(copy_rng=False)

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        """Animations and the game (the base), the dice sliding, the coach's numbers."""
        super().update(dt)
        if self.queue and isinstance(self.queue[0], WriteFlash):
            flash = self.queue[0]
            self.flash = (flash.seat, flash.box, flash.value)
        step = dt / SLIDE if self.speed else 1.0
        for position in range(self.num_dice):
            target = 1.0 if position in self.held else 0.0
            lane = self.lanes[position]
            if lane < target:
                self.lanes[position] = min(target, lane + step)
            elif lane > target:
                self.lanes[position] = max(target, lane - step)
        self.advice = None
        if self.coach_on() and self.deciding_human() is not None:
            self.advice = self.advise()
        if self._laid_out_for != self.layout_key():
            self.layout()
        self._corner_under_card()

    def _corner_under_card(self) -> None:
        """The corner's buttons step aside while the How to play card covers them."""
        if self.root is None or self.app.top is not self:
            return  # another screen is on top: the base keeps our widgets hidden
        card = self.howto_rect() if self.howto_visible() else None
        for element in self.root.elements:
            ids = getattr(element, "object_ids", None) or []
            if not ids or ids[-1] not in CORNER_IDS:
                continue
            covered = card is not None and element.get_abs_rect().colliderect(card)
            if covered and element.visible:
                element.hide()
            elif not covered and not element.visible:
                element.show()

    # ------------------------------------------------------------ events
    def _say(self, text: Callable[[], str]) -> None:
        """A log line written in the language of the moment, when the animations reach it."""
        if self.speed and self.queue:
            self.queue.append(anim.Call(lambda: self.move_log.add(text)))
        else:
            self.move_log.add(text)

    def _later(self, function: Callable[[], None]) -> None:
        """Run ``function`` when the animations reach this point (at once if none run)."""
        if self.speed and self.queue:
            self.queue.append(anim.Call(function))
        else:
            function()

    def on_events(self, events: list[Any]) -> None:
        """Engine events to log lines, sounds and animations."""
        factor = self.speed
        queue = self.queue
        play = self.play_sound
        names = [seat.name for seat in self.session.seats]
        for event in events:
            if isinstance(event, TurnStarted):
                self._later(self._turn_started)
            elif isinstance(event, DiceHeld) and not self.session.seats[event.seat].is_human:
                # An AI's hold: the dice slide into the held lane and stay a moment.
                self._later(partial(self._show_hold, set(event.held)))
                self._say(partial(self.describe, event, names))
                if factor:
                    queue.append(anim.Hold({}, 0.55 * factor))
                continue
            elif isinstance(event, DiceRolled):
                if factor:
                    # A human waits less for their own dice than they watch an AI's.
                    human = self.session.seats[event.seat].is_human
                    queue.append(
                        TrayTumble(
                            self.tray,
                            event.dice,
                            event.rerolled,
                            (0.6 if human else 0.75) * factor,
                            on_start=lambda: play("roll"),
                        )
                    )
                else:
                    play("roll")
            elif isinstance(event, RowScored):
                if factor:
                    human = self.session.seats[event.seat].is_human
                    queue.append(
                        WriteFlash(
                            event.seat,
                            (event.column, event.row),
                            event.points,
                            (0.5 if human else 0.9) * factor,
                        )
                    )
                play("pair" if event.points > 0 else "miss")
            elif isinstance(event, UpperCompleted) and event.bonus and factor:
                banner = self.texts.get("banner.bonus", name=names[event.seat], bonus=event.bonus)
                queue.append(anim.Banner(banner, 1.0 * factor))
            elif isinstance(event, GameOver):
                play("win")
            self._say(partial(self.describe, event, names))
        if not queue:
            self.view = self.state.clone(copy_rng=False)

    def _turn_started(self) -> None:
        """A new turn: nothing held, nothing chosen."""
        self.held = set()
        self.lanes = [0.0] * self.num_dice
        self.cursor = None
        self.confirm = None
        self.session.table = {}

    def _show_hold(self, held: set[int]) -> None:
        """An AI's hold: the dice slide into the held lane before the roll."""
        self.held = set(held)

    # ------------------------------------------------------------ the human's moves
    def legal_boxes(self) -> list[Box]:
        """Boxes the acting human may write now (column by column, rows in order)."""
        state = self.state
        if state.phase != Phase.CHOOSE or state.turn_seat is None:
            return []
        return list(self.spec.legal_boxes(state.cards[state.turn_seat], state.rules, state.dice))

    def legal(self) -> list[str]:
        """The rows of the boxes the acting human may write now."""
        return [row for _column, row in self.legal_boxes()]

    def can_hold(self) -> bool:
        """Whether dice may be held now (after a roll, while another is left)."""
        return (
            self.deciding_human() is not None
            and self.state.phase == Phase.CHOOSE
            and self.state.rolls_done < self.max_rolls
        )

    def toggle_hold(self, position: int) -> None:
        """Hold or release the die at ``position`` (a click or keys 1-N)."""
        if not self.can_hold() or not 0 <= position < self.num_dice:
            return
        self.held ^= {position}
        self.confirm = None
        self.message = ""
        self.save_holds()

    def do_roll(self) -> None:
        """Roll: the turn's first roll, or the dice not held (Space, R or the button)."""
        if self.acting_human() is None:
            return
        state = self.state
        self.confirm = None
        if self.awaiting_roll():
            self.show_howto = False
            self.apply_chance()
            return
        if state.rolls_done >= self.max_rolls:
            self.message = self.texts.get("message.no_rolls_left")
            return
        if len(self.held) == self.num_dice:
            self.message = self.texts.get("message.all_held")
            return
        if self.human_apply(Roll(tuple(sorted(self.held)))):
            self.session.table = {}

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

    # ------------------------------------------------------------ input
    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """Clicks on dice and boxes, and the game's keys."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.acting_human() is None:
                return False
            position = self.tray.die_at(event.pos)
            if position is not None:
                if self.awaiting_roll():
                    self.do_roll()
                else:
                    self.toggle_hold(position)
                return True
            box = self.box_at(event.pos)
            if box is not None:
                self.click_box(box)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def box_at(self, pos: tuple[int, int]) -> Box | None:
        """The box a click at ``pos`` means: the row's line, in the column under the mouse
        (over the labels: the row's first legal column)."""
        row = self.card.row_at(pos)
        if row is None:
            return None
        seat = self.state.turn_seat
        column = self.card.column_at(pos, seat) if seat is not None else None
        return (column if column is not None else self._column_for(row), row)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_c:
            self.toggle_setting("coach")
            return True
        if key == pygame.K_v and self.has_review:
            if self.coach_on():
                self.open_review()
            else:
                self.message = self.texts.get("message.review_needs_coach")
            return True
        if self.acting_human() is None:
            return False
        n = self.num_dice
        if self.confirm is not None:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                self.write_box(self.confirm)
                return True
            if key in (pygame.K_n, pygame.K_BACKSPACE):
                self.cancel_zero()
                return True
        if pygame.K_1 <= key < pygame.K_1 + n:
            self.toggle_hold(key - pygame.K_1)
        elif pygame.K_KP1 <= key < pygame.K_KP1 + n:
            self.toggle_hold(key - pygame.K_KP1)
        elif key in (pygame.K_SPACE, pygame.K_r):
            self.do_roll()
        elif key in (pygame.K_UP, pygame.K_LEFT):
            self.move_cursor(-1)
        elif key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            self.move_cursor(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.awaiting_roll():
                self.do_roll()
            else:
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
            value = preview.points if preview is not None else 0
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
                    lines.append(
                        (
                            t.get(
                                key, row=self.box_name(self.cursor), points=points(preview.points)
                            ),
                            "bold",
                            colours.GOLD,
                        )
                    )
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
    def background(self, area: pygame.Rect) -> pygame.Surface:
        """The felt with the tray and the card's static layer, drawn once per layout."""
        key = (
            area.size,
            self.card.layout_key(),
            self.tray.layout_key(),
            current_language(),
            fonts.scale(),
            self.dice.style,
        )
        if self._background is None or self._background[0] != key:
            image = pygame.Surface(area.size)
            image.fill(colours.FELT_DARK)
            inner = pygame.Rect(0, 0, area.w, area.h).inflate(-8, -8)
            pygame.draw.rect(image, colours.FELT, inner, border_radius=18)
            # The views draw in window coordinates: the felt starts at the window's corner.
            self.card.draw_static(image)
            self.tray.draw_static(image)
            self._background = (key, image)
        return self._background[1]

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
        hidden: set[int] = set()
        if self.queue:
            hidden = set(self.queue[0].hidden())
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
        tray = TrayContext(
            dice=view.dice,
            lanes=list(self.lanes),
            name=self.name(seat) if seat is not None else "",
            seat=seat,
            rolls_done=view.rolls_done,
            hidden=hidden,
            selectable=self.can_hold(),
            coach_hold=coach.hold if acting else set(),
            empty_hint=self.texts.get("tray.press_roll") if self.awaiting_roll() else "",
        )
        return DiceFrame(card, tray)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt, the tray and the scorecard, from :meth:`frame`."""
        area = self.table_area()
        if self._laid_out_for != self.layout_key():
            self.layout()  # the window changed since the last update (geometry only)
        surface.blit(self.background(area), area)
        frame = self.frame()
        self.card.draw_dynamic(surface, frame.card)
        self.tray.draw_dynamic(surface, frame.tray)
