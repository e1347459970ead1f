"""Yenta's table: seats around the felt, dice, the auction and asking.

Built on the shared :class:`~yenta_desktop.ui.shell.table_base.TableBase` (AI
seats, pacing, autosave, the pass-and-play curtain, the move log). Every
change of the game goes through ``apply`` (or ``next_round``); the returned
events become log sentences, sounds and animations. While animations run, the
table draws ``self.view``, a snapshot taken before the change, minus the dice
the animations carry; when they finish the view catches up.
"""

from __future__ import annotations

import logging
import random
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from yenta_desktop.engine.yenta import (
    END_TURN,
    PASS_BID,
    Action,
    Ask,
    AskHit,
    AskMiss,
    AuctionWon,
    Bid,
    BidMade,
    BidPassed,
    Event,
    GameState,
    GameWon,
    Phase,
    RoundEnded,
    RoundStarted,
    Rules,
    TurnEnded,
    new_game,
)
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.yenta import aid
from yenta_desktop.ui.games.yenta.view import TableContext, TableView
from yenta_desktop.ui.kits.dice_table.prefs import roll_strength, seat_styles
from yenta_desktop.ui.shell.table_base import TableBase
from yenta_desktop.ui.widgets import animations as anim
from yenta_desktop.ui.widgets.dice import DiceArt
from yenta_desktop.ui.widgets.move_log import wrap

log = logging.getLogger(__name__)


class TableScene(TableBase):
    """One game of Yenta at the table."""

    howto_heading_key = "yenta.howto.heading"
    howto_keys = ("yenta.howto.goal", "yenta.howto.bid", "yenta.howto.ask", "yenta.howto.score")

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        #: The deduction aid's facts last shown, and whose (viewer, curtain, round) they are.
        self._aid_shown: tuple[Any, dict[int, tuple[tuple[int, ...], tuple[int, ...]]]] = (
            None,
            {},
        )
        self.state: GameState = session.state
        self.view = self.state.clone(copy_rng=False)
        self.dice = DiceArt()
        self.dice.set_seat_styles(seat_styles(self.preference, len(session.seats)))
        self.table = TableView(self.dice)
        self.selected_value: int | None = None
        self.selected_target: int | None = None
        self.raise_amount = self.state.lowest_raise()
        self.raise_entry: UITextEntryLine | None = None
        self.bid_button: Any = None
        self.summary_for: int | None = None
        self.last_round_end: RoundEnded | None = None
        self.hint_points: float | None = None
        self._raise_for: tuple[int, int] | None = None
        #: A new game: its first roll is animated (a continued game writes its log again).
        self.round_start_pending = (
            self.state.phase == Phase.AUCTION
            and not self.state.auction
            and not self.state.completed_rounds
        )

    # ------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        """Announce the round (a new game), or say the game continues."""
        if self.round_start_pending:
            self.round_start_pending = False
            self.on_events([self.state.round_started_event()])
            self.autosave()
        else:
            self.rebuild_log()
            if self.state.phase in (Phase.AUCTION, Phase.PLAY):
                self.add_log("yenta.log.resumed", number=self.state.round_number)

    def collapse_step(self, state: Any, events: list[Any]) -> list[Any]:
        """Earlier rounds in two lines each (who dealt; the bid made or missed), this one whole."""
        if state.round_number < self.state.round_number:
            return [e for e in events if isinstance(e, (RoundStarted, RoundEnded))]
        return events

    def read_preferences(self) -> None:
        """The seats' dice styles may have changed in Settings."""
        self.dice.set_seat_styles(seat_styles(self.preference, len(self.session.seats)))

    # ------------------------------------------------------------ layout
    def keys_hints(self) -> tuple[str, ...]:
        """The keyboard hints of the auction, of asking, and of watching."""
        return (
            tr("yenta.table.keys_auction"),
            tr("yenta.table.keys_play"),
            tr("table.keys_watch"),
        )

    def keys_hint(self) -> str:
        """The hint for this moment."""
        if self.acting_human() is None:
            return tr("table.keys_watch")
        if self.state.phase == Phase.AUCTION:
            return tr("yenta.table.keys_auction")
        return tr("yenta.table.keys_play")

    def layout(self) -> None:
        """Seats around the oval, the viewer at the bottom."""
        self.table.aid = self.aid_on()
        self.table.layout(
            self.table_area(),
            self.state.num_players,
            self.bottom_seat(),
            self.state.rules.dice_per_player,
        )

    def animation_target(self) -> Any:
        """Animations fly between the table view's seats, piles and tray."""
        return self.table

    def on_animations_done(self) -> None:
        """The view catches up with the game."""
        self.view = self.state.clone(copy_rng=False)

    def ai_pace(self) -> float:
        """When every human has passed in the auction, the AI-only rest of it plays out fast."""
        state = self.state
        if (
            state.phase == Phase.AUCTION
            and self.humans
            and all(state.passed[h] for h in self.humans)
        ):
            return 0.15
        return 1.0

    # ------------------------------------------------------------ frame
    def on_chance(self) -> None:
        """A round is over: show its summary once (which deals the next round)."""
        if self.summary_for != self.state.round_number:
            self.summary_for = self.state.round_number
            self.show_summary()

    def show_game_over(self) -> None:
        """The last round's summary first; its button leads to the end screen."""
        if self.summary_for != self.state.round_number:
            self.summary_for = self.state.round_number
            self.show_summary()

    def on_handover(self) -> None:
        """The next human takes the screen: no selection carries over."""
        self.selected_value = None
        self.selected_target = None

    def apply(self, action: Action) -> list[Event]:
        """Apply an action for the current seat through the engine; animate what it caused."""
        events = super().apply(action)
        self.selected_value = None
        return events

    def next_round(self) -> None:
        """Deal the next round (from the round summary)."""
        if self.state.phase != Phase.ROUND_OVER:
            return
        if len(self.humans) > 1:
            # Pass-and-play: new dice stay face down until the next human takes the screen.
            self.viewer = None
        self.apply_chance()
        self.raise_amount = self.state.lowest_raise()

    def game_over_screen(self) -> None:
        """From the last round's summary: the end screen."""
        super().show_game_over()

    def show_summary(self) -> None:
        """Push the round summary (which leads to the next round or the game over screen)."""
        from yenta_desktop.ui.games.yenta.summary import RoundSummaryScene

        self.app.push(RoundSummaryScene(self.app, self))

    def on_events(self, events: list[Event]) -> None:
        """Turn engine events into log lines, sounds and animations."""
        factor = self.speed
        queue = self.queue
        play = self.play_sound
        # A log line appears when its animation is reached, not before the dice move.
        log_later = self.log_later
        for event in events:
            if isinstance(event, RoundStarted):
                log_later(
                    "yenta.log.round_started",
                    number=event.number,
                    dealer=self.name(event.dealer),
                    first=self.name(event.first_bidder),
                )
                self.summary_for = None
                self.view = self.state.clone(copy_rng=False)
                strength = roll_strength(self.preference("roll_animation"))
                if factor and strength:
                    queue.append(
                        anim.Tumble(
                            list(event.dice_counts),
                            (0.5 + strength / 2) * factor,
                            on_start=lambda: play("roll"),
                            strength=strength,
                        )
                    )
                else:
                    play("roll")
            elif isinstance(event, BidMade):
                log_later("yenta.log.bid", name=self.name(event.seat), amount=event.amount)
                if factor:
                    queue.append(
                        anim.Bubble(
                            event.seat, tr("yenta.bubble.bid", amount=event.amount), 0.55 * factor
                        )
                    )
                play("bid")
            elif isinstance(event, BidPassed):
                log_later("yenta.log.pass_bid", name=self.name(event.seat))
                if factor:
                    queue.append(
                        anim.Bubble(
                            event.seat,
                            tr("yenta.bubble.pass"),
                            0.45 * factor,
                            accent=(150, 150, 150),
                        )
                    )
            elif isinstance(event, AuctionWon):
                log_later("yenta.log.auction_won", name=self.name(event.seat), bid=event.bid)
                if factor:
                    queue.append(
                        anim.Banner(
                            tr(
                                "yenta.banner.auction_won",
                                name=self.name(event.seat),
                                bid=event.bid,
                            ),
                            1.0 * factor,
                        )
                    )
            elif isinstance(event, AskHit):
                if factor:
                    self._animate_hit(event, factor)
                else:
                    play("pair")
                log_later(
                    "yenta.log.hit",
                    name=self.name(event.seat),
                    target=self.name(event.target),
                    value=event.value,
                    points=event.points,
                )
            elif isinstance(event, AskMiss):
                if factor:
                    self._animate_miss(event, factor)
                else:
                    play("miss")
                log_later(
                    "yenta.log.miss",
                    name=self.name(event.seat),
                    target=self.name(event.target),
                    value=event.value,
                )
            elif isinstance(event, TurnEnded):
                if event.reason == "pass":
                    log_later("yenta.log.turn_pass", name=self.name(event.seat))
                elif event.reason == "out_of_dice":
                    log_later("yenta.log.out_of_dice", name=self.name(event.seat))
            elif isinstance(event, RoundEnded):
                self.last_round_end = event
                summary = event.summary
                key = "yenta.log.round_made" if event.bid_made else "yenta.log.round_failed"
                log_later(key, name=self.name(summary["bidder"]), bid=summary["bid"])
                if factor:
                    queue.append(
                        anim.Banner(
                            tr("yenta.banner.round_over"),
                            0.9 * factor,
                            on_start=lambda: play("round_end"),
                        )
                    )
                else:
                    play("round_end")
            elif isinstance(event, GameWon):
                log_later(
                    "yenta.log.game_won",
                    name=self.name(event.winner),
                    score=event.scores[event.winner],
                )
                play("win")
        if not queue:
            self.view = self.state.clone(copy_rng=False)

    def _animate_hit(self, event: AskHit, factor: float) -> None:
        seat, target, value = event.seat, event.target, event.value
        table = self.table

        def mine() -> tuple[float, float]:
            slots = table.dice_slots(seat, max(1, self.view.dice_left[seat]))
            return slots[len(slots) // 2][:2]

        def theirs() -> tuple[float, float]:
            slots = table.dice_slots(target, max(1, self.view.dice_left[target]))
            return slots[-1][:2]

        hide_target = {target: [value if self.table.shows_face(target) else 0]}
        both = dict(hide_target)
        both[seat] = [value if self.table.shows_face(seat) else 0]
        self.queue.append(
            anim.Bubble(
                seat, tr("yenta.bubble.ask", target=self.name(target), value=value), 0.55 * factor
            )
        )
        self.queue.append(anim.FlyDie(value, theirs, mine, hide_target, 0.45 * factor))
        self.queue.append(
            anim.FlyDie(
                value,
                mine,
                lambda: table.pile_anchor(seat),
                both,
                0.4 * factor,
                pair=True,
                size=30,
                fade_out=True,
                on_start=lambda: self._pair_scored(seat, event.points, factor),
            )
        )

    def _pair_scored(self, seat: int, points: int, factor: float) -> None:
        """The pair lands on the pile: a sound and the points floating up from it."""
        self.play_sound("pair")
        self.effects.append(
            anim.FloatText(seat, tr("yenta.float.points", points=points), 1.2 * max(factor, 0.5))
        )

    def _animate_miss(self, event: AskMiss, factor: float) -> None:
        seat, target, value = event.seat, event.target, event.value
        table = self.table
        play = self.play_sound

        def mine() -> tuple[float, float]:
            slots = table.dice_slots(seat, max(1, self.view.dice_left[seat]))
            return slots[len(slots) // 2][:2]

        hide = {seat: [value if self.table.shows_face(seat) else 0]}
        self.queue.append(
            anim.Bubble(
                seat, tr("yenta.bubble.ask", target=self.name(target), value=value), 0.55 * factor
            )
        )
        self.queue.append(anim.Stamp(target, tr("yenta.stamp.no_value", value=value), 0.7 * factor))
        self.queue.append(
            anim.FlyDie(
                value,
                mine,
                table.tray_anchor,
                hide,
                0.45 * factor,
                size=30,
                on_start=lambda: play("miss"),
            )
        )

    # ------------------------------------------------------------ controls (pygame_gui)
    def controls_signature(self) -> Any:
        """The decision the controls belong to: rebuilt only when it changes."""
        state = self.state
        seat = self.acting_human()
        return (
            seat,
            state.phase,
            state.current_seat,
            state.high_bid,
            state.hits_this_turn,
            tuple(state.dice_left),
            self.selected_value,
            self.selected_target,
            self.ask_layout() if state.phase == Phase.PLAY else None,
            self.curtain_for,
            self.app.size,
        )

    def refresh_controls(self) -> None:
        """Rebuild the controls when the decision changed; the bid field and hint go with them."""
        if self.controls_signature() != self.controls_key:
            self.raise_entry = None
            if self.acting_human() is None:
                self.hint_points = None
        super().refresh_controls()

    def auction_controls_height(self) -> int:
        """The bidding panel's widgets at the bottom of the panel (-/+ row and two buttons)."""
        return 122

    def build_controls(self, seat: int, rect: pygame.Rect) -> None:
        """The bidding panel in the auction, the value/player picker while asking."""
        if self.state.phase == Phase.AUCTION:
            self._build_auction_controls(seat, rect)
        else:
            self._build_play_controls(seat, rect)

    def _build_auction_controls(self, seat: int, rect: pygame.Rect) -> None:
        state = self.state
        lowest = state.lowest_raise()
        decision = (state.round_number, len(state.auction))
        if self._raise_for != decision:
            # A new decision: the raise starts at the lowest legal bid.
            self._raise_for = decision
            self.raise_amount = lowest
        self.raise_amount = max(lowest, min(state.rules.max_bid, self.raise_amount))
        if self.hint_points is None:
            try:
                from yenta_desktop.ai.yenta.estimate import estimate_hand_points

                self.hint_points = float(estimate_hand_points(state.observation(seat)))
            except Exception:  # noqa: BLE001 - the hint is optional
                log.exception("estimate_hand_points failed")
                self.hint_points = None
        w = rect.w
        y = rect.h - self.auction_controls_height()
        c = self.controls
        self.button(
            (0, y, 48, 48),
            "–",
            lambda: self.change_raise(-1),
            object_id="#bid_down",
            focusable=False,
            container=c,
            enabled=self.raise_amount > lowest,
        )
        entry = UITextEntryLine(
            pygame.Rect(56, y, w - 112, 48), self.manager, container=c, object_id="#bid_amount"
        )
        entry.set_allowed_characters("numbers")
        entry.set_text_length_limit(3)
        entry.set_text(str(self.raise_amount))
        self.raise_entry = entry
        self.button(
            (w - 48, y, 48, 48),
            "+",
            lambda: self.change_raise(1),
            object_id="#bid_up",
            focusable=False,
            container=c,
            enabled=self.raise_amount < state.rules.max_bid,
        )
        y += 60
        bid_w = w * 3 // 5
        self.bid_button = self.button(
            (0, y, bid_w - 5, 54),
            tr("yenta.controls.bid", amount=self.raise_amount),
            self.do_bid,
            object_id="#bid",
            class_id="@primary",
            focusable=False,
            container=c,
            tooltip=tr("yenta.controls.bid_tip"),
        )
        self.button(
            (bid_w + 5, y, w - bid_w - 5, 54),
            tr("yenta.controls.pass"),
            self.do_pass_bid,
            object_id="#pass_bid",
            class_id="@menu",
            focusable=False,
            container=c,
            enabled=not state.must_bid(),
            tooltip=tr("yenta.controls.pass_bid_tip"),
        )

    def ask_layout(self) -> tuple[int, int, int, int]:
        """Where the asking controls go, from the panel's top: the value label, the value
        buttons, the player label, the player buttons (-1: no labels); under the instruction
        however many lines it takes (large text wraps it)."""
        panel = self.panel_rect()
        _, bottom = self.instruction_layout(panel)
        top = max(58, bottom - panel.y + 4)
        rows = -(-len(self.legal_targets()) // 2)
        label_h = fonts.line_height("regular", 14)
        if top + 2 * label_h + 62 + rows * 42 > panel.h - 60:
            # No room for the two labels (large text, a small window): the instruction's
            # detail says what to pick, the buttons keep their places above Ask.
            return -1, top, -1, top + 44 + 10
        values = top + label_h + 2
        target_label = values + 44 + 12
        return top, values, target_label, target_label + label_h + 4

    def _build_play_controls(self, seat: int, rect: pygame.Rect) -> None:
        state = self.state
        c = self.controls
        w = rect.w
        held = [v for v in range(1, 7) if state.hands[seat][v]]
        targets = self.legal_targets()
        if self.selected_target not in targets:
            self.selected_target = targets[0] if len(targets) == 1 else None
        if self.selected_value not in held:
            self.selected_value = held[0] if len(held) == 1 else None
        size = (w - 5 * 6) // 6
        _, y, _, targets_y = self.ask_layout()
        for i, value in enumerate(range(1, 7)):
            button = self.button(
                (i * (size + 6), y, size, 44),
                str(value),
                partial(self.select_value, value),
                object_id=f"#value_{value}",
                focusable=False,
                container=c,
                enabled=value in held,
            )
            if value == self.selected_value:
                button.select()
        y = targets_y
        col_w = (w - 8) // 2
        for i, target in enumerate(targets):
            row, col = divmod(i, 2)
            label = tr(
                "yenta.controls.target", name=self.name(target), count=state.dice_left[target]
            )
            odds = self.odds_for(target)
            if odds is not None:
                label = tr("yenta.coach.target_odds", target=label, chance=round(100 * odds))
            button = self.button(
                (col * (col_w + 8), y + row * 42, col_w, 36),
                label,
                partial(self.select_target, target),
                object_id=f"#target_{target}",
                class_id="@small",
                focusable=False,
                container=c,
            )
            if target == self.selected_target:
                button.select()
        y = rect.h - 56
        ready = self.selected_value is not None and self.selected_target is not None
        ask_w = w * 3 // 5
        self.button(
            (0, y, ask_w - 5, 54),
            self.ask_label(ask_w - 5),
            self.do_ask,
            object_id="#ask",
            class_id="@primary",
            focusable=False,
            container=c,
            enabled=ready,
            tooltip=tr("yenta.controls.ask_tip"),
        )
        self.button(
            (ask_w + 5, y, w - ask_w - 5, 54),
            tr("yenta.controls.end_turn"),
            self.do_end_turn,
            object_id="#end_turn",
            class_id="@menu",
            focusable=False,
            container=c,
            enabled=state.hits_this_turn > 0,
            tooltip=tr("yenta.controls.end_turn_tip"),
        )

    def ask_move_text(self) -> str | None:
        """ "Ask Bob for 6s" once a value and a player are chosen."""
        if self.selected_value is None or self.selected_target is None:
            return None
        return tr(
            "yenta.controls.ask_move",
            name=self.name(self.selected_target),
            value=self.selected_value,
        )

    def ask_label(self, width: int) -> str:
        """The Ask button names the move when it fits (the panel's text always does)."""
        move = self.ask_move_text()
        if move is not None and fonts.font("bold", 21).size(move)[0] <= width - 16:
            return move
        return tr("yenta.controls.ask")

    # ------------------------------------------------------------ human actions
    def legal_targets(self) -> list[int]:
        """Seats the acting player may ask now."""
        seat = self.state.current_seat
        return [t for t, left in enumerate(self.state.dice_left) if left and t != seat]

    def change_raise(self, delta: int) -> None:
        """-/+ on the raise."""
        self.raise_amount = max(
            self.state.lowest_raise(), min(self.state.rules.max_bid, self.raise_amount + delta)
        )
        self.controls_key = None

    def select_value(self, value: int) -> None:
        """Choose the value to ask for (1 to 6 keys, a die, or a panel button)."""
        seat = self.acting_human()
        if seat is not None and self.state.phase == Phase.PLAY and self.state.hands[seat][value]:
            self.selected_value = value

    def select_target(self, target: int) -> None:
        """Choose whom to ask (Tab/arrows, a seat, or a panel button)."""
        if self.acting_human() is not None and target in self.legal_targets():
            self.selected_target = target

    def cycle_target(self, step: int) -> None:
        """Tab / arrows: next or previous target."""
        targets = self.legal_targets()
        if not targets or self.acting_human() is None:
            return
        if self.selected_target not in targets:
            self.selected_target = targets[0] if step > 0 else targets[-1]
        else:
            i = targets.index(self.selected_target)
            self.selected_target = targets[(i + step) % len(targets)]

    def _human_apply(self, action: Action) -> None:
        self.human_apply(action)

    def do_bid(self) -> None:
        """Bid the amount in the raise field."""
        if self.state.phase != Phase.AUCTION:
            return
        if self.raise_entry is not None and self.raise_entry.get_text().isdigit():
            self.raise_amount = int(self.raise_entry.get_text())
        lowest = self.state.lowest_raise()
        if not lowest <= self.raise_amount <= self.state.rules.max_bid:
            self.message = tr("yenta.controls.bad_bid", low=lowest, high=self.state.rules.max_bid)
            self.raise_amount = max(lowest, min(self.state.rules.max_bid, self.raise_amount))
            self.controls_key = None
            return
        amount = self.raise_amount
        self._human_apply(Bid(amount))
        self.raise_amount = amount + 1

    def do_pass_bid(self) -> None:
        """Drop out of the auction."""
        if self.state.phase == Phase.AUCTION and not self.state.must_bid():
            self._human_apply(PASS_BID)

    def do_ask(self) -> None:
        """Ask the chosen seat for the chosen value."""
        if self.state.phase != Phase.PLAY:
            return
        if self.selected_value is None or self.selected_target is None:
            self.message = tr("yenta.controls.choose_first")
            return
        self._human_apply(Ask(self.selected_target, self.selected_value))

    def do_end_turn(self) -> None:
        """Stop asking (only after a hit)."""
        if self.state.phase == Phase.PLAY and self.state.hits_this_turn:
            self._human_apply(END_TURN)

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """The bid field, clicks on dice and seats, and the keyboard."""
        entry = self.raise_entry
        if (
            entry is not None
            and event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED
            and event.ui_element is entry
        ):
            text = entry.get_text()
            if text.isdigit():
                self.raise_amount = int(text)
                # The button names the bid it will make, as it is typed.
                if self.bid_button is not None:
                    self.bid_button.set_text(tr("yenta.controls.bid", amount=self.raise_amount))
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.raise_entry:
            self.do_bid()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.table.hit_test(event.pos)
            if (
                hit is not None
                and self.acting_human() is not None
                and self.state.phase == Phase.PLAY
            ):
                kind, value = hit
                if kind == "die":
                    self.select_value(value)
                elif kind == "seat":
                    self.select_target(value)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_d, pygame.K_c):  # the aid and the coach, at any time
                self.toggle_setting("deduction_aid" if event.key == pygame.K_d else "coach")
                return True
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if self.acting_human() is None:
            return False
        key = event.key
        if self.state.phase == Phase.AUCTION:
            if key in (pygame.K_b, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.do_bid()
            elif key == pygame.K_p:
                self.do_pass_bid()
            elif key in (
                pygame.K_UP,
                pygame.K_RIGHT,
                pygame.K_PLUS,
                pygame.K_EQUALS,
                pygame.K_KP_PLUS,
            ):
                self.change_raise(1)
            elif key in (pygame.K_DOWN, pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
                self.change_raise(-1)
            else:
                return False
            return True
        if pygame.K_1 <= key <= pygame.K_6:
            self.select_value(key - pygame.K_0)
        elif pygame.K_KP1 <= key <= pygame.K_KP6:
            self.select_value(key - pygame.K_KP1 + 1)
        elif key == pygame.K_TAB:
            self.cycle_target(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_RIGHT, pygame.K_DOWN):
            self.cycle_target(1)
        elif key in (pygame.K_LEFT, pygame.K_UP):
            self.cycle_target(-1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_a):
            self.do_ask()
        elif key == pygame.K_p:
            self.do_end_turn()
        else:
            return False
        return True

    # ------------------------------------------------------------ drawing
    def context(self) -> TableContext:
        """What the table shows this frame."""
        hidden: dict[int, list[int]] = {}
        if self.queue:
            hidden = self.queue[0].hidden()
        seat = self.acting_human()
        play = seat is not None and self.state.phase == Phase.PLAY
        return TableContext(
            state=self.view,
            seats=self.session.seats,
            face_up=self.face_up(),
            hidden=hidden,
            selected_value=self.selected_value if play else None,
            selected_target=self.selected_target if play else None,
            targets=self.legal_targets() if play else [],
            askable=[v for v in range(1, 7) if self.state.hands[seat][v]]
            if play and seat is not None
            else [],
            thinking=self.state.current_seat if self.ai_thinking else None,
            hover=pygame.mouse.get_pos() if play else None,
            aid=self.aid_facts(),
        )

    # ------------------------------------------------------------ deduction aid and coach
    def aid_on(self) -> bool:
        """The deduction aid setting (on by default)."""
        return bool(self.preference("deduction_aid"))

    def coach_on(self) -> bool:
        """The coach setting (off by default)."""
        return bool(self.preference("coach"))

    def viewer_observation(self) -> Any:
        """What the human at the screen may know (None under the curtain or with no viewer)."""
        if self.viewer is None or self.curtain_for is not None or not self.humans:
            return None
        if self.state.phase not in (Phase.AUCTION, Phase.PLAY):
            return None
        return self.state.observation(self.viewer)

    def _belief(self) -> Any:
        """The viewer's exact belief, worked out once per move off the frame (the coach
        runner): None until it is ready (the aid's markers and the coach wait a moment)."""
        key = ("belief", self.moves, self.viewer, self.curtain_for)
        runner = self.coach_runner
        if runner.asked(key):
            return runner.get(key)
        obs = self.viewer_observation()
        if obs is None:
            return None
        return runner.ask(key, _belief_of, obs)

    def aid_facts(self) -> dict[int, tuple[tuple[int, ...], tuple[int, ...]]]:
        """The deduction aid for each opponent's plate (empty when it is off)."""
        if not self.aid_on():
            return {}
        # Facts belong to one viewer in one round: never shown to the next player or the
        # next round.
        owner = (self.viewer, self.curtain_for, self.state.round_number)
        kept = self._aid_shown[1] if self._aid_shown[0] == owner else {}
        if self.queue:
            # While moves are shown, the facts of the position before them stay (the next
            # position's would tell what the animation has not shown yet).
            return kept
        found = self._belief()
        if found is None:
            return kept  # the new position's belief is being worked out
        obs, belief = found
        facts = {
            seat: (facts.has, facts.lacks) for seat, facts in aid.seat_facts(obs, belief).items()
        }
        self._aid_shown = (owner, facts)
        return facts

    def coach_line(self) -> str | None:
        """The coach's one line on the ask panel: the move Medium would make, and why."""
        if not self.coach_on() or self.state.phase != Phase.PLAY or self.acting_human() is None:
            return None
        found = self._belief()
        if found is None:
            return None
        obs, belief = found
        advice = aid.advice(obs, belief)
        if advice.target is None or advice.chance is None:
            return tr("yenta.coach.stop")
        return tr(
            "yenta.coach.ask",
            name=self.name(advice.target),
            value=advice.value,
            chance=round(100 * advice.chance),
            points=2 * (advice.value or 0),
        )

    def odds_for(self, target: int) -> float | None:
        """With the coach on: the chance ``target`` holds the selected value."""
        if not self.coach_on() or self.selected_value is None:
            return None
        found = self._belief()
        if found is None:
            return None
        return float(found[1].p_has(target, self.selected_value))

    def corner_blocked(self, corner: pygame.Rect) -> bool:
        """Whether the corner's buttons would cover a seat's plate or your dice."""
        view = self.table
        dice = [
            pygame.Rect(x - s / 2, y - s / 2, s, s)
            for x, y, s in view.dice_slots(view.bottom, self.state.rules.dice_per_player)
        ]
        plates = [view.panel_rect(seat) for seat in range(self.state.num_players)]
        return any(corner.colliderect(rect.inflate(6, 6)) for rect in plates + dice)

    def draw_table(self, surface: pygame.Surface) -> None:
        """Felt, seats and dice (laid out again if the window or the viewer changed)."""
        area = self.table_area()
        if self.table.bottom != self.bottom_seat() or self.table.area.size != area.size:
            self.layout()
        self.table.draw(surface, self.context())

    def wrap_instruction_detail(self) -> bool:
        """The ask controls sit at fixed places under two lines; elsewhere the detail wraps."""
        return not (self.acting_human() is not None and self.state.phase == Phase.PLAY)

    def message_bottom(self, panel: pygame.Rect) -> int:
        """Error messages sit above the bid and ask buttons."""
        return panel.bottom - (164 if self.acting_human() is not None else 4)

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        """The auction's high bid and history, the contract's progress, or the ask labels."""
        seat = self.acting_human()
        state = self.state
        if state.phase == Phase.AUCTION:
            self._draw_auction_info(surface, panel, y + 6, seat)
        elif seat is None and state.phase == Phase.PLAY:
            self._draw_contract(surface, panel, y + 10)
        elif seat is not None and state.phase == Phase.PLAY:
            value_y, _, target_y, targets_y = self.ask_layout()
            if value_y >= 0:
                label = fonts.text(
                    tr("yenta.controls.value_label"), "regular", 14, colours.TEXT_DIM
                )
                surface.blit(label, (panel.x, panel.y + value_y))
                label = fonts.text(
                    tr("yenta.controls.target_label"), "regular", 14, colours.TEXT_DIM
                )
                surface.blit(label, (panel.x, panel.y + target_y))
            coach = self.coach_line()
            if coach:
                rows = -(-len(self.legal_targets()) // 2)
                top = panel.y + targets_y + rows * 42
                lines = fonts.wrap_text(coach, panel.w, "italic", 14)[:2]
                bottom = panel.bottom - 60
                if top + len(lines) * fonts.line_height("italic", 14) <= bottom:
                    fonts.blit_lines(surface, lines, (panel.x, top + 2), "italic", 14, colours.HIT)

    def _draw_contract(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        """The bidder's progress towards the bid, with a bar (text says it too)."""
        state = self.view
        if state.bidder is None or state.bid is None or not state.pair_points:
            return
        have = state.pair_points[state.bidder]
        text = tr(
            "yenta.controls.contract_progress",
            name=self.name(state.bidder),
            bid=state.bid,
            points=have,
        )
        image = fonts.fit_text(text, panel.w, "bold", 15, colours.GOLD)
        surface.blit(image, (panel.x, y))
        bar = pygame.Rect(panel.x, y + 26, panel.w, 12)
        pygame.draw.rect(surface, (40, 52, 46), bar, border_radius=6)
        filled = bar.copy()
        filled.w = int(bar.w * min(1.0, have / max(1, state.bid)))
        if filled.w:
            pygame.draw.rect(
                surface, colours.HIT if have >= state.bid else colours.GOLD, filled, border_radius=6
            )
        pygame.draw.rect(surface, colours.PANEL_BORDER, bar, 1, border_radius=6)

    def _draw_auction_info(
        self, surface: pygame.Surface, panel: pygame.Rect, y: int, seat: int | None
    ) -> None:
        state = self.view if self.queue else self.state
        if state.high_bidder is not None:
            text = tr(
                "yenta.controls.high_bid", bid=state.high_bid, name=self.name(state.high_bidder)
            )
        else:
            text = tr("yenta.controls.no_high_bid")
        image = fonts.fit_text(text, panel.w, "bold", 16, colours.GOLD)
        surface.blit(image, (panel.x, y))
        y += image.get_height() + 2
        parts = []
        for entry in state.auction:
            if entry["bid"] is None:
                parts.append(tr("yenta.controls.history_pass", name=self.name(entry["seat"])))
            else:
                parts.append(
                    tr(
                        "yenta.controls.history_bid",
                        name=self.name(entry["seat"]),
                        amount=entry["bid"],
                    )
                )
        history = (
            tr("yenta.controls.history", items=", ".join(parts))
            if parts
            else tr("yenta.controls.history_empty")
        )
        hint_lines: tuple[str, ...] = ()
        if seat is not None and self.hint_points is not None:
            hint = tr("yenta.controls.hint", points=round(self.hint_points))
            hint_lines = fonts.wrap_text(hint, panel.w, "italic", 14)[:2]
        step = fonts.line_height("regular", 14)
        # The history keeps its newest lines in the room left above the hint and the controls.
        bottom = panel.bottom - (self.auction_controls_height() + 8 if seat is not None else 0)
        bottom -= len(hint_lines) * fonts.line_height("italic", 14) + (4 if hint_lines else 0)
        room = (bottom - y) // step
        if room < 1 and hint_lines:
            # No room for both: the hint gives way to the bidding so far.
            bottom += len(hint_lines) * fonts.line_height("italic", 14) + 4
            hint_lines = ()
            room = (bottom - y) // step
        for line in wrap(history, panel.w, 14)[-room:] if room > 0 else ():
            image = fonts.text(line, "regular", 14, colours.TEXT)
            surface.blit(image, (panel.x, y))
            y += step
        if hint_lines:
            fonts.blit_lines(surface, hint_lines, (panel.x, bottom + 2), "italic", 14, colours.HIT)

    def _banner_shown(self, key: str) -> bool:
        """Whether the animation on show now is the banner with the text of ``key``."""
        head = self.queue[0] if self.queue else None
        return isinstance(head, anim.Banner) and getattr(head, "text", None) == tr(key)

    def instruction(self) -> list[str]:
        """The two "what to do now" lines of the action panel."""
        state = self.state
        if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            if self.queue and not self._banner_shown("yenta.banner.round_over"):
                # The last ask is still being shown: the round is not over on the screen yet.
                return [tr("yenta.instruction.watch")]
            return [tr("yenta.instruction.round_over")]
        seat = state.current_seat
        if seat is None:
            return [""]
        name = self.name(seat)
        if self.queue:
            return [tr("yenta.instruction.watch")]
        if not self.session.seats[seat].is_human:
            return [tr("yenta.instruction.ai_turn", name=name), tr("yenta.instruction.ai_wait")]
        if self.acting_human() is None:
            return [tr("yenta.instruction.handover", name=name)]
        if state.phase == Phase.AUCTION:
            if state.must_bid():
                return [
                    tr("yenta.instruction.must_bid", name=name),
                    tr("yenta.instruction.must_bid_detail"),
                ]
            return [
                tr("yenta.instruction.bid", name=name),
                tr("yenta.instruction.bid_detail", low=state.lowest_raise()),
            ]
        move = self.ask_move_text()
        if state.hits_this_turn:
            return [
                tr("yenta.instruction.ask_again", name=name),
                move or tr("yenta.instruction.ask_again_detail"),
            ]
        return [tr("yenta.instruction.ask", name=name), move or tr("yenta.instruction.ask_detail")]


DEMO_LEVELS = ("easy", "medium", "hard", "medium")


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI Yenta table for --demo and the smoke test."""
    from yenta_desktop.ui.shell.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    return GameSession(seats, new_game(len(seats), Rules(), seed=seed))


def _belief_of(obs: Any) -> tuple[Any, Any]:
    """The observation with its exact belief (run by the coach runner)."""
    return obs, aid.belief_of(obs)
