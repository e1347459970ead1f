"""Dice Poker's table: the scorecard, the dice tray, Roll and the rows to write.

Built on the shared :class:`~yenta_desktop.ui.shell.table_base.TableBase` (AI
seats, pacing, autosave, the move log, the How to play card). Nothing is
secret in Dice Poker (its engine declares perfect information): no curtain, the next
human is named instead. A human's turn starts when they press Roll; they hold
dice with a click or the keys 1-5, roll again (Space or R, two more times at
most) and write a row (a click selects it and a second click writes it, or
Up/Down and Enter), confirming a 0 when the dice score more elsewhere. Holds
toggled but not yet rolled are kept in ``session.table`` so Continue restores
them exactly. While animations run the table draws ``self.view``, a snapshot
of the game before the change, and catches up when they end.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from yenta_desktop.engine.dicepoker import (
    DiceHeld,
    DiceRolled,
    Event,
    GameOver,
    GameState,
    Phase,
    RowScored,
    Rules,
    Score,
    TurnStarted,
    UpperCompleted,
    hold,
    legal_rows,
    new_game,
)
from yenta_desktop.engine.dicepoker.scoring import ROW_INDEX, ROWS
from yenta_desktop.i18n import current_language, tr, tr_count
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts, services
from yenta_desktop.ui.games.dicepoker.advisor import Advisor
from yenta_desktop.ui.games.dicepoker.card import CardContext, ScorecardView, bonus_status
from yenta_desktop.ui.games.dicepoker.replay import describe_event
from yenta_desktop.ui.games.dicepoker.text import decimal, dice_text, loss, points, row_name
from yenta_desktop.ui.games.dicepoker.tray import NUM_DICE, TrayContext, TrayTumble, TrayView
from yenta_desktop.ui.shell.table_base import TableBase
from yenta_desktop.ui.widgets import animations as anim
from yenta_desktop.ui.widgets.dice import DiceArt

log = logging.getLogger(__name__)

MAX_ROLLS = 3
#: Seconds a die takes to slide between the roll lane and the held lane.
SLIDE = 0.15


def fit_label(labels: list[str], width: int) -> str:
    """The first of ``labels`` a button ``width`` wide shows whole (else the last)."""
    face = fonts.font("bold", 21)
    for label in labels:
        if face.size(label)[0] <= width - 16:
            return label
    return labels[-1]


class WriteFlash(anim.Animation):
    """A row being written: its cell glows with the points, which float up from it."""

    def __init__(self, seat: int, row: str, value: int, duration: float = 0.8) -> None:
        super().__init__(duration)
        self.seat = seat
        self.row = row
        self.value = value

    def draw(self, surface: pygame.Surface, table: Any) -> None:
        """The points rise from the cell and fade (the card draws the glowing cell)."""
        cell = table.card.cell_rect(self.seat, self.row)
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


class TableScene(TableBase):
    """One game of Dice Poker at the table."""

    howto_heading_key = "dicepoker.howto.heading"
    howto_keys = (
        "dicepoker.howto.goal",
        "dicepoker.howto.turn",
        "dicepoker.howto.rows",
        "dicepoker.howto.double",
        "dicepoker.howto.bonus",
    )

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.state: GameState = session.state
        self.view = self.state.clone(copy_rng=False)
        self.dice = DiceArt(str(services.setting(app.settings, "dice_style")))
        self.card = ScorecardView(self.dice)
        self.tray = TrayView(self.dice)
        #: Tray positions held for the next roll (the human's toggles, or what an AI held).
        self.held: set[int] = set()
        #: Per die, the drawn slide between the roll lane (0) and the held lane (1).
        self.lanes = [0.0] * NUM_DICE
        #: The row chosen (keyboard cursor or first click), and a 0 waiting for confirmation.
        self.selected: str | None = None
        self.confirm_row: str | None = None
        #: The cell being written while its animation runs: (seat, row, points).
        self.flash: tuple[int, str, int] | None = None
        self.advisor = Advisor(self.state.rules)
        self.advice: Any = None
        self._background: tuple[Any, pygame.Surface] | None = None
        self._laid_out_for: tuple[object, ...] | None = None
        self.new_game = not self.state.turns and self.state.rolls_done == 0

    # ------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        """A new game announces its first turn; a continued one writes its log again and
        restores the dice held but not yet rolled."""
        saved = dict(self.session.table)  # writing the log again starts turns afresh
        if self.new_game:
            self.new_game = False
            self.add_log("dicepoker.log.new_game", players=self.state.num_players)
            self.on_events(self.state.opening_events())
        else:
            self.rebuild_log()
            # The seat's own turn number, as the panel shows it ("turn 2 of 15"), not the
            # table's count of turns played.
            opening = [e for e in self.state.opening_events() if isinstance(e, TurnStarted)]
            turn = opening[0].turn if opening else len(ROWS)
            self.add_log("dicepoker.log.resumed", turn=turn)
        self.session.table = saved
        self.restore_holds()
        self.view = self.state.clone(copy_rng=False)

    def collapse_step(self, state: Any, events: list[Any]) -> list[Any]:
        """Finished turns in one line each (the row written), the turn under way whole."""
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
        if state.phase == Phase.ROLL and state.held:
            self.held = set(state.held)  # a roll was under way: it lands with the saved dice
        else:
            saved = self.session.table
            key = self.table_key()
            if state.phase == Phase.CHOOSE and all(saved.get(k) == v for k, v in key.items()):
                raw = saved.get("held", [])
                if isinstance(raw, list):
                    self.held = {p for p in raw if type(p) is int and 0 <= p < NUM_DICE}
        for position in range(NUM_DICE):
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
        if self.coach_on() and self.humans:
            toggles.append(("#review", tr("dicepoker.review.open"), self.open_review))
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
        return (tr("dicepoker.keys.play"), tr("dicepoker.keys.watch"))

    def keys_hint(self) -> str:
        """The hint for this moment."""
        return (
            tr("dicepoker.keys.play")
            if self.acting_human() is not None
            else tr("dicepoker.keys.watch")
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
        self.selected = None
        self.confirm_row = None

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
            self.flash = (flash.seat, flash.row, flash.value)
        step = dt / SLIDE if self.speed else 1.0
        for position in range(NUM_DICE):
            target = 1.0 if position in self.held else 0.0
            lane = self.lanes[position]
            if lane < target:
                self.lanes[position] = min(target, lane + step)
            elif lane > target:
                self.lanes[position] = max(target, lane - step)
        self.advice = None
        if self.coach_on() and super().acting_human() is not None:
            self.advice = self.advisor.advise(self.state, self.moves)
        self._corner_under_card()

    def _corner_under_card(self) -> None:
        """The corner's buttons step aside while the How to play card covers them."""
        if self.root is None or self.app.top is not self:
            return  # another screen is on top: the base keeps our widgets hidden
        card = self.howto_rect() if self.howto_visible() else None
        for element in self.root.elements:
            ids = getattr(element, "object_ids", None) or []
            if not ids or ids[-1] not in ("#speed", "#skip", "#coach", "#review", "#table_menu"):
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

    def on_events(self, events: list[Event]) -> None:
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
                self._say(partial(describe_event, event, names))
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
                            event.seat, event.row, event.points, (0.5 if human else 0.9) * factor
                        )
                    )
                play("pair" if event.points > 0 else "miss")
            elif isinstance(event, UpperCompleted) and event.bonus and factor:
                banner = tr("dicepoker.banner.bonus", name=names[event.seat], bonus=event.bonus)
                queue.append(anim.Banner(banner, 1.0 * factor))
            elif isinstance(event, GameOver):
                play("win")
            self._say(partial(describe_event, event, names))
        if not queue:
            self.view = self.state.clone(copy_rng=False)

    def _turn_started(self) -> None:
        """A new turn: nothing held, nothing chosen."""
        self.held = set()
        self.lanes = [0.0] * NUM_DICE
        self.selected = None
        self.confirm_row = None
        self.session.table = {}

    def _show_hold(self, held: set[int]) -> None:
        """An AI's hold: the dice slide into the held lane before the roll."""
        self.held = set(held)

    # ------------------------------------------------------------ the human's moves
    def legal(self) -> list[str]:
        """Rows the acting human may write now."""
        state = self.state
        if state.phase != Phase.CHOOSE or state.turn_seat is None:
            return []
        return legal_rows(state.cards[state.turn_seat], state.rules)

    def can_hold(self) -> bool:
        """Whether dice may be held now (after the first or second roll)."""
        return (
            super().acting_human() is not None
            and self.state.phase == Phase.CHOOSE
            and self.state.rolls_done < MAX_ROLLS
        )

    def toggle_hold(self, position: int) -> None:
        """Hold or release the die at ``position`` (a click or keys 1-5)."""
        if not self.can_hold():
            return
        self.held ^= {position}
        self.confirm_row = None
        self.message = ""
        self.save_holds()

    def do_roll(self) -> None:
        """Roll: the turn's first roll, or the dice not held (Space, R or the button)."""
        if self.acting_human() is None:
            return
        state = self.state
        self.confirm_row = None
        if self.awaiting_roll():
            self.show_howto = False
            self.apply_chance()
            return
        if state.rolls_done >= MAX_ROLLS:
            self.message = tr("dicepoker.message.no_rolls_left")
            return
        if len(self.held) == NUM_DICE:
            self.message = tr("dicepoker.message.all_held")
            return
        keep = sorted(self.held)
        if self.human_apply(hold(keep)):
            self.session.table = {}

    def select_row(self, row: str) -> None:
        """Move the row cursor to ``row`` (a legal row)."""
        if row in self.legal():
            if row != self.selected:
                self.confirm_row = None
            self.selected = row
            self.message = ""

    def click_row(self, row: str) -> None:
        """A click on a row: selects it; a click on the selected row writes it."""
        if super().acting_human() is None:
            return
        if row not in self.legal():
            self.message = self._why_not(row)
            return
        if row == self.selected:
            self.write(row)
        else:
            self.select_row(row)

    def _why_not(self, row: str) -> str:
        state = self.state
        seat = state.turn_seat
        if seat is not None and state.cards[seat][ROW_INDEX[row]] is not None:
            return tr("dicepoker.message.row_written", row=row_name(row))
        return tr("dicepoker.message.upper_first")

    def move_cursor(self, step: int) -> None:
        """Up/Down: the previous or next legal row (starting from the best-scoring one)."""
        rows = self.legal()
        if not rows or super().acting_human() is None:
            return
        if self.selected not in rows:
            previews = {p.row: p.points for p in self.state.preview()}
            best = max(rows, key=lambda r: previews.get(r, 0))
            self.select_row(best)
            return
        index = rows.index(self.selected)
        self.select_row(rows[(index + step) % len(rows)])

    def write(self, row: str | None = None) -> None:
        """Write the dice into ``row`` (the selected row): a 0 there asks first if the dice score
        more elsewhere."""
        row = row or self.selected
        if super().acting_human() is None:
            return
        if row is None:
            coach_row = self.coach_context()[1]
            if coach_row is not None:
                self.select_row(coach_row)  # the ringed row: Enter again writes it
                return
            self.message = tr("dicepoker.message.choose_row")
            return
        if row not in self.legal():
            self.message = self._why_not(row)
            return
        if self.state.zero_needs_confirmation(row) and self.confirm_row != row:
            self.selected = row
            self.confirm_row = row
            return
        self.confirm_row = None
        self.selected = None
        self.human_apply(Score(row))

    def cancel_zero(self) -> None:
        """Do not write the 0: choose again."""
        self.confirm_row = None

    def open_review(self) -> None:
        """The coach's review of the turns played so far (V)."""
        from yenta_desktop.ui.games.dicepoker.review import ReviewScene

        if self.humans:
            self.app.push(ReviewScene(self.app, self.session))

    def show_game_over(self) -> None:
        """With the coach on, its review of the game comes first; then the end screen."""
        from yenta_desktop.ui.games.dicepoker.review import ReviewScene

        if self.coach_on() and self.humans and not self.demo:
            self.app.push(ReviewScene(self.app, self.session, on_done=self.game_over_screen))
            return
        super().show_game_over()

    def game_over_screen(self) -> None:
        """From the review: the end screen."""
        super().show_game_over()

    # ------------------------------------------------------------ input
    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """Clicks on dice and rows, and the game's keys."""
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
            row = self.card.row_at(event.pos)
            if row is not None:
                self.click_row(row)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_c:
            self.toggle_setting("coach")
            return True
        if key == pygame.K_v:
            if self.coach_on():
                self.open_review()
            else:
                self.message = tr("dicepoker.message.review_needs_coach")
            return True
        if self.acting_human() is None:
            return False
        if self.confirm_row is not None:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                self.write(self.confirm_row)
                return True
            if key in (pygame.K_n, pygame.K_BACKSPACE):
                self.cancel_zero()
                return True
        if pygame.K_1 <= key <= pygame.K_5:
            self.toggle_hold(key - pygame.K_1)
        elif pygame.K_KP1 <= key <= pygame.K_KP5:
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
                self.write()
        else:
            return False
        return True

    # ------------------------------------------------------------ controls (the panel)
    def controls_signature(self) -> Any:
        """The buttons change with the holds, the row chosen and the confirmation."""
        return (
            super().controls_signature(),
            self.awaiting_roll(),
            tuple(sorted(self.held)),
            self.selected,
            self.confirm_row,
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
        c = self.controls
        w = rect.w
        bh = max(54, fonts.scaled(44))
        y = rect.h - 2 * bh - 8
        if self.confirm_row is not None:
            self.button(
                (0, y, w, bh),
                fit_label(
                    [
                        tr("dicepoker.controls.write_zero", row=row_name(self.confirm_row)),
                        tr("dicepoker.controls.write_zero_short"),
                    ],
                    w,
                ),
                lambda: self.write(self.confirm_row),
                object_id="#confirm_zero",
                class_id="@primary",
                focusable=False,
                container=c,
            )
            self.button(
                (0, y + bh + 8, w, bh),
                fit_label(
                    [tr("dicepoker.controls.cancel_zero"), tr("dicepoker.controls.cancel_short")], w
                ),
                self.cancel_zero,
                object_id="#cancel_zero",
                class_id="@menu",
                focusable=False,
                container=c,
            )
            return
        if self.awaiting_roll():
            roll_label = fit_label(
                [tr("dicepoker.controls.roll_first"), tr("dicepoker.controls.roll")], w
            )
        else:
            left = MAX_ROLLS - state.rolls_done
            roll_label = (
                fit_label(
                    [
                        tr_count("dicepoker.controls.roll_again", left),
                        tr("dicepoker.controls.roll_left", n=left),
                    ],
                    w,
                )
                if left > 0
                else fit_label(
                    [tr("dicepoker.controls.no_rolls"), tr("dicepoker.controls.roll")], w
                )
            )
        can_roll = self.awaiting_roll() or (
            state.rolls_done < MAX_ROLLS and len(self.held) < NUM_DICE
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
            tooltip=tr("dicepoker.controls.roll_tip"),
        )
        selected = self.selected if self.selected in self.legal() else None
        if selected is not None:
            preview = {p.row: p for p in state.preview()}.get(selected)
            value = preview.points if preview is not None else 0
            label = fit_label(
                [
                    tr(
                        "dicepoker.controls.write_row", row=row_name(selected), points=points(value)
                    ),
                    tr("dicepoker.controls.write_short", points=points(value)),
                    tr("dicepoker.controls.write_points", points=points(value)),
                ],
                w,
            )
        else:
            label = fit_label(
                [tr("dicepoker.controls.write"), tr("dicepoker.controls.write_plain")], w
            )
        self.button(
            (0, y + bh + 8, w, bh),
            label,
            self.write,
            object_id="#write",
            class_id="@primary" if not can_roll and selected else "@menu",
            focusable=False,
            container=c,
            enabled=selected is not None,
            tooltip=tr("dicepoker.controls.write_tip"),
        )

    # ------------------------------------------------------------ drawing
    def instruction(self) -> list[str]:
        """The two "what to do now" lines of the action panel."""
        state = self.state
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
        if self.confirm_row is not None:
            return [
                tr("dicepoker.instruction.confirm_zero", row=row_name(self.confirm_row)),
                tr("dicepoker.instruction.confirm_zero_detail"),
            ]
        if self.awaiting_roll():
            return [
                tr("dicepoker.instruction.roll_first", name=name),
                tr("dicepoker.instruction.roll_first_detail"),
            ]
        if state.rolls_done >= MAX_ROLLS:
            head = tr("dicepoker.instruction.last_roll", name=name)
            if self.coach_on():
                return [head]
            return [head, tr("dicepoker.instruction.last_roll_detail")]
        head = tr("dicepoker.instruction.roll", name=name, roll=state.rolls_done)
        if self.coach_on():
            return [head]  # the coach's lines need the room; the keys stay in the hint
        return [head, tr("dicepoker.instruction.roll_detail")]

    def panel_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """The panel's texts under the instruction: (text, font role, colour)."""
        state = self.state
        lines: list[tuple[str, str, tuple[int, int, int]]] = []
        seat = state.turn_seat
        acting = super().acting_human()
        if acting is not None and state.phase == Phase.CHOOSE:
            # The coach first: where the panel is short, its move matters most.
            lines += self.coach_lines()
            if self.selected in self.legal() and self.selected is not None:
                preview = {p.row: p for p in state.preview()}.get(self.selected)
                if preview is not None:
                    key = (
                        "dicepoker.panel.selected_double"
                        if preview.doubled
                        else "dicepoker.panel.selected"
                    )
                    lines.append(
                        (
                            tr(key, row=row_name(self.selected), points=points(preview.points)),
                            "bold",
                            colours.GOLD,
                        )
                    )
            if state.rolls_done < MAX_ROLLS:
                if self.held:
                    kept = [state.dice[p] for p in sorted(self.held)]
                    text = tr_count(
                        "dicepoker.panel.holding", NUM_DICE - len(self.held), dice=dice_text(kept)
                    )
                else:
                    text = tr("dicepoker.panel.holding_none")
                lines.append((text, "regular", colours.TEXT))
        if seat is not None:
            card = (self.view if self.queue else state).cards[seat]
            lines.append((bonus_status(card), "regular", colours.TEXT_DIM))
        return lines

    def coach_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """The coach: the best hold and its expected total, yours, and Hard's move."""
        if not self.coach_on():
            return []
        advice = self.advice
        if advice is None:
            return [(tr("dicepoker.coach.loading"), "italic", colours.HIT)]
        lines: list[tuple[str, str, tuple[int, int, int]]] = []
        best = advice.best
        if isinstance(best, Score):
            move = tr(
                "dicepoker.coach.hard_writes",
                row=row_name(best.row),
                total=decimal(advice.best_total, 1),
            )
        else:
            kept = [advice.dice[p] for p in best.keep]
            move = (
                tr(
                    "dicepoker.coach.hard_holds",
                    dice=dice_text(kept),
                    total=decimal(advice.best_total, 1),
                )
                if kept
                else tr("dicepoker.coach.hard_rerolls", total=decimal(advice.best_total, 1))
            )
        lines.append((move, "bold", colours.HIT))
        best_hold = advice.best_hold
        if best_hold is not None and isinstance(best, Score):
            lines.append(
                (
                    tr(
                        "dicepoker.coach.best_hold",
                        dice=dice_text(best_hold.values),
                        total=decimal(best_hold.expected_total, 1),
                    ),
                    "italic",
                    colours.HIT,
                )
            )
        if advice.holds:
            mine = tuple(sorted(advice.dice[p] for p in self.held))
            for option in advice.holds:
                if tuple(sorted(option.values)) == mine:
                    key = (
                        "dicepoker.coach.your_hold"
                        if option.loss > 1e-4
                        else "dicepoker.coach.your_hold_best"
                    )
                    lines.append(
                        (
                            tr(
                                key,
                                dice=dice_text(option.values),
                                total=decimal(option.expected_total, 1),
                                loss=loss(option.loss),
                            ),
                            "italic",
                            colours.HIT,
                        )
                    )
                    break
        best_row = advice.best_row
        lines.append(
            (
                tr(
                    "dicepoker.coach.best_row",
                    row=row_name(best_row.row),
                    total=decimal(best_row.expected_total, 1),
                ),
                "italic",
                colours.HIT,
            )
        )
        return lines

    def coach_context(self) -> tuple[dict[str, float] | None, str | None, set[int]]:
        """The coach column's numbers, the row Hard would write, the dice Hard would hold."""
        if not self.coach_on():
            return None, None, set()
        advice = self.advice
        if advice is None or self.queue:
            return {}, None, set()
        rows = {r.row: r.expected_total for r in advice.rows}
        best = advice.best
        if isinstance(best, Score):
            return rows, best.row, set()
        return rows, None, ring_positions(self.state.dice, best.keep, self.held)

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

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt, the tray and the scorecard."""
        area = self.table_area()
        if self._laid_out_for != self.layout_key():
            self.layout()
        surface.blit(self.background(area), area)
        view = self.view
        seat = view.turn_seat
        hidden: set[int] = set()
        if self.queue:
            hidden = set(self.queue[0].hidden())
        coach_rows, coach_row, coach_hold = self.coach_context()
        coach_best = None
        if coach_rows:
            coach_best = max(coach_rows, key=lambda row: coach_rows[row])
        acting = super().acting_human() is not None
        previews = {p.row: p for p in view.preview()} if view.dice else {}
        hover = None
        if acting:
            hover = self.card.row_at(pygame.mouse.get_pos())
        self.card.draw_dynamic(
            surface,
            CardContext(
                cards=view.cards,
                first_rows=view.first_rows,
                names=[s.name for s in self.session.seats],
                active=seat,
                previews=previews,
                selected=self.selected if acting else None,
                hover=hover,
                coach=coach_rows if acting or coach_rows is None else {},
                coach_row=coach_row if acting else None,
                coach_best=coach_best if acting else None,
                flash=self.flash,
            ),
        )
        hint = ""
        if self.awaiting_roll():
            hint = tr("dicepoker.tray.press_roll")
        self.tray.draw_dynamic(
            surface,
            TrayContext(
                dice=view.dice,
                lanes=self.lanes,
                name=self.name(seat) if seat is not None else "",
                seat=seat,
                rolls_done=view.rolls_done,
                hidden=hidden,
                selectable=self.can_hold(),
                coach_hold=coach_hold if acting else set(),
                empty_hint=hint,
            ),
        )


DEMO_LEVELS = ("easy", "medium", "hard")


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI Dice Poker table for --demo and the smoke test."""
    from yenta_desktop.ui.shell.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    return GameSession(seats, new_game(len(seats), Rules(), seed=seed), "dice-poker")
