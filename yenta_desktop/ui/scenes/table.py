"""The table: seats around the felt, dice, the auction and asking, AI turns, pass-and-play.

Every change of the game goes through ``state.apply`` (or ``next_round``); the
returned events become log sentences, sounds and animations. While animations
run, the table draws ``self.view``, a snapshot taken before the change, minus
the dice the animations carry; when they finish the view catches up.

Hidden dice: ``face_up()`` is the only place deciding whose dice are drawn face
up: with one human, theirs; with none (demo), everyone's; with two or more,
only the human whose turn was handed over by the curtain ("Pass to Ana").
"""

from __future__ import annotations

import logging
import random
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UITextEntryLine

from yenta_desktop.engine import IllegalAction
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
from yenta_desktop.ui import colours, fonts, services
from yenta_desktop.ui.ai_worker import AiWorker
from yenta_desktop.ui.autosave import Autosaver
from yenta_desktop.ui.scenes.base import Scene
from yenta_desktop.ui.widgets import animations as anim
from yenta_desktop.ui.widgets.dice import DiceArt
from yenta_desktop.ui.widgets.move_log import MoveLog, wrap
from yenta_desktop.ui.widgets.table_view import TableContext, TableView

log = logging.getLogger(__name__)

SPEED_FACTOR = {"normal": 1.0, "fast": 0.5, "instant": 0.0}


def first_time(app: Any) -> bool:
    """True while the player has no finished game in the history (a new player)."""
    store = getattr(app, "store", None)
    path = getattr(store, "history_path", None)
    if path is None:
        return False
    try:
        return not path.exists() or path.stat().st_size == 0
    except OSError:
        return False


def sidebar_width(width: int) -> int:
    """Width of the log and controls column."""
    return 340 if width >= 1200 else 300


class TableScene(Scene):
    """One game at the table."""

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.state: GameState = session.state
        self.demo = demo
        self.view = self.state.clone(copy_rng=False)
        self.dice = DiceArt(str(services.setting(app.settings, "dice_style")))
        self.table = TableView(self.dice)
        self.queue: list[anim.Animation] = []
        self.effects: list[anim.Animation] = []
        self.humans = session.humans
        #: The "How to play" card: shown to first-time players, reopened with "?", F1 or H.
        self.show_howto = bool(self.humans) and not demo and first_time(app)
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.curtain_for: int | None = None
        self.worker: AiWorker | None = None
        self.requested: tuple[int, int, int] | None = None
        self.ai_action: Action | None = None
        self.ai_ready_at = 0.0
        self.clock = 0.0
        self.log_lines: list[str] = []
        self.selected_value: int | None = None
        self.selected_target: int | None = None
        self.raise_amount = self.state.lowest_raise()
        self.message = ""
        self.controls: UIContainer | None = None
        self.controls_key: Any = None
        self.move_log = MoveLog()
        self.raise_entry: UITextEntryLine | None = None
        self.summary_for: int | None = None
        self.finished = False
        self.last_round_end: RoundEnded | None = None
        self.autosaver = Autosaver(app.store)
        self.hint_points: float | None = None
        self._raise_for: tuple[int, int] | None = None
        self.round_start_pending = self.state.phase == Phase.AUCTION and not self.state.auction

    # ------------------------------------------------------------ lifecycle
    @property
    def animating(self) -> bool:
        """Whether dice are moving (the benchmark's p99 is taken over these frames)."""
        return bool(self.queue or self.effects)

    @property
    def ai_thinking(self) -> bool:
        """Whether an AI decision is being computed (the benchmark watches this)."""
        return self.worker is not None and self.worker.busy

    def enter(self) -> None:
        """Start the AI worker, announce the round, build the widgets."""
        levels = {
            i: seat.level or "medium"
            for i, seat in enumerate(self.session.seats)
            if not seat.is_human
        }
        self.worker = AiWorker(levels, self.state.seed, self.app.options.ai_mode)
        super().enter()
        if self.round_start_pending:
            self.round_start_pending = False
            self.on_events([self.state.round_started_event()])
            self.autosave()
        elif self.state.phase in (Phase.AUCTION, Phase.PLAY):
            self.add_log(tr("log.resumed", number=self.state.round_number))

    def exit(self) -> None:
        """Stop the worker and finish writing the autosave."""
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.autosaver.close()
        super().exit()

    def resume(self) -> None:
        """Back from pause/summary: the dice style may have changed in Settings."""
        self.dice.set_style(str(services.setting(self.app.settings, "dice_style")))
        super().resume()
        self.controls_key = None

    # ------------------------------------------------------------ layout
    def sidebar(self) -> pygame.Rect:
        """The right-hand column."""
        width, height = self.app.size
        side = sidebar_width(width)
        return pygame.Rect(width - side, 0, side, height)

    def log_rect(self) -> pygame.Rect:
        """The move log's box."""
        bar = self.sidebar()
        extra = (len(self.keys_lines()) - 1) * fonts.line_height("regular", 13)
        return pygame.Rect(bar.x + 10, 42, bar.w - 20, int(bar.h * 0.40) - 60 - extra)

    def keys_lines(self) -> tuple[str, ...]:
        """The keyboard hint under the log, wrapped to the column (never cut off); the log
        leaves room for the longest of the three hints, so the layout does not jump."""
        width = self.sidebar().w - 20
        hints = [tr("table.keys_auction"), tr("table.keys_play"), tr("table.keys_watch")]
        return max((fonts.wrap_text(h, width, "regular", 13) for h in hints), key=len)

    def panel_rect(self) -> pygame.Rect:
        """The action panel under the log."""
        bar = self.sidebar()
        top = (
            self.log_rect().bottom + 13 + len(self.keys_lines()) * fonts.line_height("regular", 13)
        )
        return pygame.Rect(bar.x + 10, top, bar.w - 20, bar.h - top - 10)

    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the viewer, else the first human, else 0."""
        if self.viewer is not None:
            return self.viewer
        return self.humans[0] if self.humans else 0

    def build(self) -> None:
        """The log and the (initially empty) controls container."""
        bar = self.sidebar()
        width, height = self.app.size
        # Sized from the text: the UI scale makes the @small font (15 px) up to 1.5 times larger.
        menu_w = max(110, fonts.font("regular", 15).size(tr("table.menu"))[0] + 24)
        bh = max(30, fonts.scaled(26))
        self.button(
            (bar.right - 10 - menu_w, 6, menu_w, bh),
            tr("table.menu"),
            self.open_pause,
            object_id="#menu",
            class_id="@small",
            focusable=False,
        )
        self.button(
            (bar.right - 50 - menu_w, 6, max(34, bh), bh),
            "?",
            self.toggle_howto,
            object_id="#howto",
            class_id="@small",
            focusable=False,
            tooltip=tr("howto.tooltip"),
        )
        self.table.layout(
            pygame.Rect(0, 0, width - bar.w, height),
            self.state.num_players,
            self.bottom_seat(),
            self.state.rules.dice_per_player,
        )
        self.controls = None
        self.controls_key = None
        self.refresh_controls()

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out again."""
        super().resize(size)

    # ------------------------------------------------------------ who sees what
    def face_up(self) -> list[bool]:
        """Per seat: are its dice drawn face up right now?"""
        n = self.state.num_players
        if not self.humans:
            return [True] * n  # demo: a spectator sees everything
        if self.curtain_for is not None:
            return [False] * n
        return [seat == self.viewer for seat in range(n)]

    def acting_human(self) -> int | None:
        """The human seat whose decision it is, if the controls may be used now."""
        state = self.state
        if self.queue or self.curtain_for is not None:
            return None
        if state.phase not in (Phase.AUCTION, Phase.PLAY):
            return None
        seat = state.current_seat
        if seat is None or not self.session.seats[seat].is_human or seat != self.viewer:
            return None
        return seat

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        """Animations, then the next step of the game (AI move, curtain, summary)."""
        self.clock += dt
        self.effects = [e for e in self.effects if not e.update(dt)]
        if self.queue:
            if self.queue[0].update(dt):
                self.queue.pop(0)
            if not self.queue:
                self.view = self.state.clone(copy_rng=False)
                self.ai_ready_at = self.clock + self.app.ai_delay
            self.refresh_controls()
            return
        self.step_game()
        self.refresh_controls()

    def step_game(self) -> None:
        """Decide what happens next when nothing is animating."""
        state = self.state
        if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            if state.phase == Phase.GAME_OVER and not self.finished:
                self.finish_game()
            if self.summary_for != state.round_number:
                self.summary_for = state.round_number
                self.show_summary()
            return
        seat = state.current_seat
        if seat is None:
            return
        if self.session.seats[seat].is_human:
            if self.viewer != seat:
                if len(self.humans) > 1:
                    if self.curtain_for != seat:
                        self.curtain_for = seat
                        self.selected_value = None
                        self.selected_target = None
                else:
                    self.viewer = seat
            return
        self.step_ai(seat)

    def step_ai(self, seat: int) -> None:
        """Ask the worker for the AI seat's move and apply it after the pacing delay."""
        assert self.worker is not None
        decision = (self.state.round_number, len(self.state.auction), len(self.state.actions))
        if self.requested != decision:
            self.requested = decision
            self.ai_action = None
            self.worker.request(seat, self.state.observation(seat))
        if self.ai_action is None:
            self.ai_action = self.worker.poll()
        if self.ai_action is not None and self.clock >= self.ai_ready_at:
            action, self.ai_action = self.ai_action, None
            self.apply(action)

    def apply(self, action: Action) -> list[Event]:
        """Apply an action for the current seat through the engine; animate what it caused."""
        events = self.state.apply(action)
        self.message = ""
        self.autosave()
        self.on_events(events)
        self.selected_value = None
        return events

    def next_round(self) -> None:
        """Deal the next round (from the round summary)."""
        if self.state.phase != Phase.ROUND_OVER:
            return
        events = self.state.next_round()
        if len(self.humans) > 1:
            # Pass-and-play: new dice stay face down until the next human takes the screen.
            self.viewer = None
        self.requested = None
        self.raise_amount = self.state.lowest_raise()
        self.autosave()
        self.on_events(events)

    def autosave(self) -> None:
        """Snapshot the game for Continue (written off the frame loop)."""
        if not self.demo:
            self.autosaver.submit(self.session)

    def finish_game(self) -> None:
        """Game over: history, statistics, and the autosave is cleared (once)."""
        self.finished = True
        if self.demo:
            return
        self.autosaver.flush()
        store, stats = self.app.store, self.app.stats
        for call in (
            lambda: store and store.append_history(self.session),
            lambda: stats and stats.record_game(self.session),
            lambda: store and store.clear(),
        ):
            try:
                call()
            except Exception:  # noqa: BLE001 - storage trouble must not stop the game over screen
                log.exception("game-over bookkeeping failed")

    def show_summary(self) -> None:
        """Push the round summary (which leads to the next round or the game over screen)."""
        from yenta_desktop.ui.scenes.summary import RoundSummaryScene

        self.app.push(RoundSummaryScene(self.app, self))

    def toggle_howto(self) -> None:
        """Show or hide the "How to play" card."""
        self.show_howto = not self.show_howto

    def howto_visible(self) -> bool:
        """The card shows at a human's decision (never over the roll, an AI turn or the curtain)."""
        return self.show_howto and self.curtain_for is None and self.acting_human() is not None

    def howto_rect(self) -> pygame.Rect:
        """The card: centred on the felt, between the seats' dice rows."""
        area = self.table.area
        card = pygame.Rect(0, 0, min(640, area.w - 80), 0)
        card.h = 60 + len(self.howto_lines(card.w - 32)) * fonts.line_height("regular", 14)
        # A little above the centre: the top seat's dice and your own dice stay in view.
        card.center = (area.centerx, area.centery - 30)
        return card

    def howto_lines(self, width: int) -> tuple[str, ...]:
        """The card's text (goal, bid, ask, score), wrapped."""
        lines: list[str] = []
        for key in ("howto.goal", "howto.bid", "howto.ask", "howto.score"):
            lines.extend(fonts.wrap_text(tr(key), width, "regular", 14))
        return tuple(lines)

    def _draw_howto(self, surface: pygame.Surface) -> None:
        card = self.howto_rect()
        shade = pygame.Surface(card.size, pygame.SRCALPHA)
        shade.fill((12, 20, 16, 238))
        surface.blit(shade, card)
        pygame.draw.rect(surface, colours.PANEL_BORDER, card, 2, border_radius=12)
        head = fonts.text(tr("howto.heading"), "bold", 19, colours.GOLD)
        surface.blit(head, (card.x + 16, card.y + 10))
        y = fonts.blit_lines(
            surface,
            self.howto_lines(card.w - 32),
            (card.x + 16, card.y + 36),
            "regular",
            14,
            colours.TEXT,
        )
        close = fonts.fit_text(tr("howto.close"), card.w - 32, "italic", 13, colours.TEXT_DIM)
        surface.blit(close, (card.x + 16, y + 4))

    def open_pause(self) -> None:
        """Esc / Menu: the pause menu."""
        from yenta_desktop.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app))

    # ------------------------------------------------------------ events -> log, sound, animation
    def name(self, seat: int) -> str:
        """A seat's name."""
        return self.session.seats[seat].name

    def add_log(self, line: str) -> None:
        """Append a sentence to the move log."""
        self.log_lines.append(line)
        if len(self.log_lines) > 400:
            del self.log_lines[:200]
        self.move_log.add(line)

    def on_events(self, events: list[Event]) -> None:
        """Turn engine events into log lines, sounds and animations."""
        factor = SPEED_FACTOR.get(self.app.animation_speed, 1.0)
        queue = self.queue
        play = self.app.play_sound
        if factor:
            # A log line appears when its animation is reached, not before the dice move.
            add_log = self.add_log

            def log_later(line: str) -> None:
                queue.append(anim.Call(lambda: add_log(line)))
        else:
            log_later = self.add_log
        for event in events:
            if isinstance(event, RoundStarted):
                log_later(
                    tr(
                        "log.round_started",
                        number=event.number,
                        dealer=self.name(event.dealer),
                        first=self.name(event.first_bidder),
                    )
                )
                self.summary_for = None
                self.view = self.state.clone(copy_rng=False)
                if factor:
                    queue.append(
                        anim.Tumble(
                            list(event.dice_counts), 1.0 * factor, on_start=lambda: play("roll")
                        )
                    )
                else:
                    play("roll")
            elif isinstance(event, BidMade):
                log_later(tr("log.bid", name=self.name(event.seat), amount=event.amount))
                if factor:
                    queue.append(
                        anim.Bubble(
                            event.seat, tr("bubble.bid", amount=event.amount), 0.55 * factor
                        )
                    )
                play("bid")
            elif isinstance(event, BidPassed):
                log_later(tr("log.pass_bid", name=self.name(event.seat)))
                if factor:
                    queue.append(
                        anim.Bubble(
                            event.seat, tr("bubble.pass"), 0.45 * factor, accent=(150, 150, 150)
                        )
                    )
            elif isinstance(event, AuctionWon):
                log_later(tr("log.auction_won", name=self.name(event.seat), bid=event.bid))
                if factor:
                    queue.append(
                        anim.Banner(
                            tr("banner.auction_won", name=self.name(event.seat), bid=event.bid),
                            1.0 * factor,
                        )
                    )
            elif isinstance(event, AskHit):
                if factor:
                    self._animate_hit(event, factor)
                else:
                    play("pair")
                log_later(
                    tr(
                        "log.hit",
                        name=self.name(event.seat),
                        target=self.name(event.target),
                        value=event.value,
                        points=event.points,
                    )
                )
            elif isinstance(event, AskMiss):
                if factor:
                    self._animate_miss(event, factor)
                else:
                    play("miss")
                log_later(
                    tr(
                        "log.miss",
                        name=self.name(event.seat),
                        target=self.name(event.target),
                        value=event.value,
                    )
                )
            elif isinstance(event, TurnEnded):
                if event.reason == "pass":
                    log_later(tr("log.turn_pass", name=self.name(event.seat)))
                elif event.reason == "out_of_dice":
                    log_later(tr("log.out_of_dice", name=self.name(event.seat)))
            elif isinstance(event, RoundEnded):
                self.last_round_end = event
                summary = event.summary
                key = "log.round_made" if event.bid_made else "log.round_failed"
                log_later(tr(key, name=self.name(summary["bidder"]), bid=summary["bid"]))
                if factor:
                    queue.append(
                        anim.Banner(
                            tr("banner.round_over"),
                            0.9 * factor,
                            on_start=lambda: play("round_end"),
                        )
                    )
                else:
                    play("round_end")
            elif isinstance(event, GameWon):
                log_later(
                    tr(
                        "log.game_won",
                        name=self.name(event.winner),
                        score=event.scores[event.winner],
                    )
                )
                play("win")
        if not queue:
            self.view = self.state.clone(copy_rng=False)

    def _animate_hit(self, event: AskHit, factor: float) -> None:
        seat, target, value = event.seat, event.target, event.value
        play = self.app.play_sound
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
                seat, tr("bubble.ask", target=self.name(target), value=value), 0.55 * factor
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
                on_start=lambda: (
                    play("pair"),
                    self.effects.append(
                        anim.FloatText(
                            seat, tr("float.points", points=event.points), 1.2 * max(factor, 0.5)
                        )
                    ),
                ),
            )
        )

    def _animate_miss(self, event: AskMiss, factor: float) -> None:
        seat, target, value = event.seat, event.target, event.value
        table = self.table
        play = self.app.play_sound

        def mine() -> tuple[float, float]:
            slots = table.dice_slots(seat, max(1, self.view.dice_left[seat]))
            return slots[len(slots) // 2][:2]

        hide = {seat: [value if self.table.shows_face(seat) else 0]}
        self.queue.append(
            anim.Bubble(
                seat, tr("bubble.ask", target=self.name(target), value=value), 0.55 * factor
            )
        )
        self.queue.append(anim.Stamp(target, tr("stamp.no_value", value=value), 0.7 * factor))
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
    def _controls_signature(self) -> Any:
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
            self.curtain_for,
            self.app.size,
        )

    def refresh_controls(self) -> None:
        """Rebuild the action panel's widgets when the decision changed (not every frame)."""
        key = self._controls_signature()
        if key == self.controls_key or self.root is None:
            return
        self.controls_key = key
        if self.controls is not None:
            self.forget(list(self.controls.elements))
            self.controls.kill()
        self.raise_entry = None
        rect = self.panel_rect()
        self.controls = UIContainer(rect, self.manager, container=self.root)
        seat = self.acting_human()
        if seat is None:
            self.hint_points = None
            return
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
        y = rect.h - 122
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
        self.button(
            (0, y, w // 2 - 5, 54),
            tr("controls.bid", amount=self.raise_amount),
            self.do_bid,
            object_id="#bid",
            class_id="@primary",
            focusable=False,
            container=c,
            tooltip=tr("controls.bid_tip"),
        )
        self.button(
            (w // 2 + 5, y, w // 2 - 5, 54),
            tr("controls.pass"),
            self.do_pass_bid,
            object_id="#pass_bid",
            focusable=False,
            container=c,
            enabled=not state.must_bid(),
            tooltip=tr("controls.pass_bid_tip"),
        )

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
        y = 80
        for i, value in enumerate(range(1, 7)):
            button = self.button(
                (i * (size + 6), y, size, 44),
                str(value),
                lambda v=value: self.select_value(v),
                object_id=f"#value_{value}",
                focusable=False,
                container=c,
                enabled=value in held,
            )
            if value == self.selected_value:
                button.select()
        y += 44 + 36
        col_w = (w - 8) // 2
        for i, target in enumerate(targets):
            row, col = divmod(i, 2)
            label = tr("controls.target", name=self.name(target), count=state.dice_left[target])
            button = self.button(
                (col * (col_w + 8), y + row * 42, col_w, 36),
                label,
                lambda t=target: self.select_target(t),
                object_id=f"#target_{target}",
                class_id="@small",
                focusable=False,
                container=c,
            )
            if target == self.selected_target:
                button.select()
        y = rect.h - 56
        ready = self.selected_value is not None and self.selected_target is not None
        self.button(
            (0, y, w // 2 - 5, 54),
            tr("controls.ask"),
            self.do_ask,
            object_id="#ask",
            class_id="@primary",
            focusable=False,
            container=c,
            enabled=ready,
            tooltip=tr("controls.ask_tip"),
        )
        self.button(
            (w // 2 + 5, y, w // 2 - 5, 54),
            tr("controls.end_turn"),
            self.do_end_turn,
            object_id="#end_turn",
            focusable=False,
            container=c,
            enabled=state.hits_this_turn > 0,
            tooltip=tr("controls.end_turn_tip"),
        )

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
        if self.acting_human() is None:
            return
        try:
            self.apply(action)
            self.show_howto = False  # the player has started: the card has served
        except IllegalAction as error:
            self.message = str(error)
            log.info("illegal human action %r: %s", action, error)

    def do_bid(self) -> None:
        """Bid the amount in the raise field."""
        if self.state.phase != Phase.AUCTION:
            return
        if self.raise_entry is not None and self.raise_entry.get_text().isdigit():
            self.raise_amount = int(self.raise_entry.get_text())
        lowest = self.state.lowest_raise()
        if not lowest <= self.raise_amount <= self.state.rules.max_bid:
            self.message = tr("controls.bad_bid", low=lowest, high=self.state.rules.max_bid)
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
            self.message = tr("controls.choose_first")
            return
        self._human_apply(Ask(self.selected_target, self.selected_value))

    def do_end_turn(self) -> None:
        """Stop asking (only after a hit)."""
        if self.state.phase == Phase.PLAY and self.state.hits_this_turn:
            self._human_apply(END_TURN)

    def lift_curtain(self) -> None:
        """The next human is at the screen: show their dice."""
        if self.curtain_for is not None:
            self.viewer = self.curtain_for
            self.curtain_for = None
            self.app.play_sound("handover")
            self.table.layout(
                self.table.area,
                self.state.num_players,
                self.bottom_seat(),
                self.state.rules.dice_per_player,
            )
            self.controls_key = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keyboard shortcuts, clicks on dice and seats, the curtain, the panel buttons."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if self.curtain_for is not None:
            if (
                event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1
                or (
                    event.type == pygame.KEYDOWN
                    and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                )
            ):
                self.lift_curtain()
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F1, pygame.K_h):
            self.toggle_howto()
            return True
        if (
            self.howto_visible()
            and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.howto_rect().collidepoint(event.pos)
        ):
            self.show_howto = False
            return True
        if self.move_log.handle_event(event):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.raise_entry:
            text = event.ui_element.get_text()
            if text.isdigit():
                self.raise_amount = int(text)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.raise_entry:
            self.do_bid()
            return True
        if super().handle_event(event):
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
        )

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, seats, dice, animations, the sidebar texts, and the curtain if up."""
        width, height = surface.get_size()
        bar = self.sidebar()
        if self.table.bottom != self.bottom_seat() or self.table.area.size != (
            width - bar.w,
            height,
        ):
            self.table.layout(
                pygame.Rect(0, 0, width - bar.w, height),
                self.state.num_players,
                self.bottom_seat(),
                self.state.rules.dice_per_player,
            )
        self.table.draw(surface, self.context())
        if self.queue:
            self.queue[0].draw(surface, self.table)
        for effect in self.effects:
            effect.draw(surface, self.table)
        if self.howto_visible():
            self._draw_howto(surface)
        self._draw_sidebar(surface, bar)
        if self.curtain_for is not None:
            self._draw_curtain(surface)

    def _draw_sidebar(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        pygame.draw.rect(surface, (14, 22, 18), bar)
        pygame.draw.line(surface, colours.PANEL_BORDER, bar.topleft, bar.bottomleft, 2)
        menu_w = max(110, fonts.font("regular", 15).size(tr("table.menu"))[0] + 24)
        title = fonts.fit_text(
            tr("table.log_heading"), bar.w - menu_w - 80, "bold", 17, colours.GOLD
        )
        surface.blit(title, (bar.x + 12, 12))
        self.move_log.rect = self.log_rect()
        self.move_log.draw(surface)
        panel = self.panel_rect()
        pygame.draw.rect(surface, (22, 34, 28), panel.inflate(8, 8), border_radius=10)
        pygame.draw.rect(surface, colours.PANEL_BORDER, panel.inflate(8, 8), 1, border_radius=10)
        lines = self.instruction()
        y = panel.y + 4
        seat = self.acting_human()
        state = self.state
        # The ask controls sit at fixed places under two lines; elsewhere the second line wraps.
        wrap_second = not (seat is not None and state.phase == Phase.PLAY)
        for i, line in enumerate(lines[:2]):
            role, size = ("bold", 18) if i == 0 else ("regular", 15)
            colour = colours.HIGHLIGHT if i == 0 else colours.TEXT
            if i == 1 and wrap_second:
                y = (
                    fonts.blit_lines(
                        surface,
                        fonts.wrap_text(line, panel.w, role, size)[:3],
                        (panel.x, y),
                        role,
                        size,
                        colour,
                    )
                    + 2
                )
                continue
            image = fonts.fit_text(line, panel.w, role, size, colour)
            surface.blit(image, (panel.x, y))
            y += image.get_height() + 2
        if state.phase == Phase.AUCTION:
            self._draw_auction_info(surface, panel, y + 6, seat)
        elif seat is None and state.phase == Phase.PLAY:
            self._draw_contract(surface, panel, y + 10)
        elif seat is not None and state.phase == Phase.PLAY:
            label = fonts.text(tr("controls.value_label"), "regular", 14, colours.TEXT_DIM)
            surface.blit(label, (panel.x, panel.y + 58))
            label = fonts.text(tr("controls.target_label"), "regular", 14, colours.TEXT_DIM)
            surface.blit(label, (panel.x, panel.y + 80 + 44 + 12))
        if self.message:
            image = fonts.fit_text(self.message, panel.w, "italic", 14, colours.MISS)
            surface.blit(image, (panel.x, panel.bottom - (184 if seat is not None else 24)))
        keys = tr("table.keys_auction") if state.phase == Phase.AUCTION else tr("table.keys_play")
        if seat is None:
            keys = tr("table.keys_watch")
        fonts.blit_lines(
            surface,
            fonts.wrap_text(keys, panel.w, "regular", 13),
            (panel.x, self.log_rect().bottom + 3),
            "regular",
            13,
            (150, 166, 158),
        )

    def _draw_contract(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        """The bidder's progress towards the bid, with a bar (text says it too)."""
        state = self.view
        if state.bidder is None or state.bid is None or not state.pair_points:
            return
        have = state.pair_points[state.bidder]
        text = tr(
            "controls.contract_progress", name=self.name(state.bidder), bid=state.bid, points=have
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
            text = tr("controls.high_bid", bid=state.high_bid, name=self.name(state.high_bidder))
        else:
            text = tr("controls.no_high_bid")
        image = fonts.fit_text(text, panel.w, "bold", 16, colours.GOLD)
        surface.blit(image, (panel.x, y))
        y += 24
        parts = []
        for entry in state.auction:
            if entry["bid"] is None:
                parts.append(tr("controls.history_pass", name=self.name(entry["seat"])))
            else:
                parts.append(
                    tr("controls.history_bid", name=self.name(entry["seat"]), amount=entry["bid"])
                )
        history = (
            tr("controls.history", items=", ".join(parts))
            if parts
            else tr("controls.history_empty")
        )
        for line in wrap(history, panel.w, 14)[-4:]:
            image = fonts.text(line, "regular", 14, colours.TEXT)
            surface.blit(image, (panel.x, y))
            y += 19
        if seat is not None and self.hint_points is not None:
            hint = tr("controls.hint", points=round(self.hint_points))
            image = fonts.fit_text(hint, panel.w, "italic", 14, colours.HIT)
            surface.blit(image, (panel.x, max(y + 4, panel.bottom - 122 - 24)))

    def instruction(self) -> list[str]:
        """The two "what to do now" lines of the action panel."""
        state = self.state
        if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            return [tr("instruction.round_over")]
        seat = state.current_seat
        if seat is None:
            return [""]
        name = self.name(seat)
        if self.queue:
            return [tr("instruction.watch")]
        if not self.session.seats[seat].is_human:
            return [tr("instruction.ai_turn", name=name), tr("instruction.ai_wait")]
        if self.acting_human() is None:
            return [tr("instruction.handover", name=name)]
        if state.phase == Phase.AUCTION:
            if state.must_bid():
                return [tr("instruction.must_bid", name=name), tr("instruction.must_bid_detail")]
            return [
                tr("instruction.bid", name=name),
                tr("instruction.bid_detail", low=state.lowest_raise()),
            ]
        if state.hits_this_turn:
            return [tr("instruction.ask_again", name=name), tr("instruction.ask_again_detail")]
        return [tr("instruction.ask", name=name), tr("instruction.ask_detail")]

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.fill((16, 24, 20))
        for i in range(0, width, 36):
            pygame.draw.line(surface, (22, 32, 27), (i, 0), (i, height), 18)
        assert self.curtain_for is not None
        name = self.name(self.curtain_for)
        box = pygame.Rect(0, 0, min(640, width - 80), 200)
        box.center = (width // 2, height // 2)
        pygame.draw.rect(surface, colours.PANEL, box, border_radius=16)
        pygame.draw.rect(surface, colours.GOLD, box, 3, border_radius=16)
        head = fonts.fit_text(
            tr("curtain.pass_to", name=name), box.w - 40, "bold", 34, colours.GOLD
        )
        surface.blit(head, head.get_rect(center=(box.centerx, box.y + 70)))
        fonts.draw_wrapped(
            surface,
            tr("curtain.click", name=name),
            pygame.Rect(box.x + 20, box.y + 106, box.w - 40, 80),
            "regular",
            18,
            colours.TEXT,
            align="center",
            valign="center",
        )


DEMO_LEVELS = ("easy", "medium", "hard", "medium")


def demo_session(
    seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS, target: int = 100
) -> GameSession:
    """An all-AI session for --demo and the smoke test."""
    from yenta_desktop.ui.scenes.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    state = new_game(len(seats), Rules(target_score=target), seed=seed)
    return GameSession(seats, state)


def start_demo(
    app: Any, seed: int | None = None, levels: tuple[str, ...] | None = None
) -> TableScene:
    """Push an all-AI game (``--demo``; the smoke test at full speed)."""
    scene = TableScene(app, demo_session(seed, levels or DEMO_LEVELS), demo=True)
    app.push(scene)
    return scene
