"""What every game's table shares: AI seats, pacing, autosave, the pass-and-play curtain,
the move log, the How to play card, the sidebar, the end of the game.

A game's table scene subclasses :class:`TableBase` and fills in the hooks:
``layout`` (place the table), ``draw_table`` (the felt, seats, dice or cards),
``on_events`` (engine events to log lines, sounds and animations),
``controls_signature`` / ``build_controls`` (the pygame_gui widgets of a human
decision), ``instruction`` and ``panel_lines`` or ``draw_panel`` (the action panel's texts),
``keys_hints`` and ``howto_keys`` (texts), ``handle_table_event`` (clicks on
the table, game keys). Every change of the game goes through :meth:`apply` or
:meth:`apply_chance`.

Hidden information: :meth:`face_up` is the only place that decides whose
secrets (dice, cards) are drawn face up: with one human, theirs; with none
(demo), everyone's; with two or more, only the human whose turn the curtain
handed over ("Pass to Ana"). When a human's move ends their turn and someone
else acts next, their secrets are hidden at once, not when the next human's
curtain comes up (the next player is usually already watching the screen).
A game whose engine declares perfect information (``HIDDEN_INFORMATION`` in
engine/<game>/__init__.py) gets no curtain: the next player is only announced.

Undo: a human's move the engine declares ``undoable`` can be taken back (Ctrl+Z or the
corner's Undo button) until the next step of the game: a roll or deal, another seat's
move, or (pass-and-play, when Settings allow undo there) the next player lifting the
curtain. At a table with AI seats the next roll or AI move waits :data:`UNDO_GRACE`
seconds after such a move whatever the pace (the grace, counted down on the Undo button;
a key press or a click on the table ends it early), so undo is never a race. :meth:`undo` restores the state before the move, cancels the AI's pending
decision, and calls :meth:`on_undo` (hook: the game's selections; by default those of a
handover). A game with an undo, the coach or hints is marked assisted
(:meth:`mark_assisted`; the history and the statistics keep it apart).
"""

from __future__ import annotations

import logging
import math
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from yenta_desktop.engine.errors import IllegalAction
from yenta_desktop.engine.undo import UndoKeeper, UndoPoint
from yenta_desktop.i18n import current_language, tr
from yenta_desktop.session import GameSession
from yenta_desktop.storage.autosaver import Autosaver
from yenta_desktop.ui import colours, fonts, preferences
from yenta_desktop.ui.ai_worker import AiWorker
from yenta_desktop.ui.coach import CoachRunner
from yenta_desktop.ui.shell import modes
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.widgets import animations as anim
from yenta_desktop.ui.widgets.move_log import MoveLog

log = logging.getLogger(__name__)

SPEED_FACTOR = {"normal": 1.0, "fast": 0.5, "instant": 0.0}
#: Seconds a human's undoable move stays undoable against the AI, whatever the pace: the
#: next AI move or roll waits this long (the Undo button counts it down; a key or a click
#: on the table ends it early). ``AppOptions.undo_grace`` overrides it (tests: 0).
UNDO_GRACE = 3.0


def first_time(app: Any, game: str) -> bool:
    """True while the player has no finished game of ``game`` in the history (a new player)."""
    store = getattr(app, "store", None)
    history = getattr(store, "history", None)
    if history is None:
        return False
    try:
        return not any(entry.game == game for entry in history.entries())
    except Exception:  # noqa: BLE001 - no history means a first game
        log.exception("could not read the history")
        return True


def sidebar_width(width: int) -> int:
    """Width of the log and controls column (a little wider for larger text)."""
    base = 340 if width >= 1200 else 300
    return round(base * (1 + (fonts.scale() - 1) * 0.2))


class TableBase(Scene):
    """One game at the table (subclassed by each game's table scene)."""

    #: i18n keys of the How to play card: a heading, then its paragraphs.
    howto_heading_key = "howto.heading"
    howto_keys: tuple[str, ...] = ()
    #: A rematch of this table keeps the last game's AI worker (bots that model their
    #: opponents start the next game with what they learned: Lie Dice's Hard).
    keep_worker_for_rematch = False

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.state: Any = session.state
        self._coach_runner: CoachRunner | None = None
        self.demo = demo
        self.humans = session.humans
        #: The How to play card: shown to first-time players, reopened with "?", F1 or H.
        # A new player's first game shows How to play once: not again on each Continue
        # (the match remembers it was shown; ? or F1 brings it back).
        self.show_howto = (
            bool(self.humans)
            and not demo
            and not session.match.get("howto_shown")
            and first_time(app, session.game)
        )
        if self.show_howto:
            session.match["howto_shown"] = True
        #: The How to play card's page (a long card is cut into pages that fit the felt).
        self.howto_page = 0
        self._howto_cache: tuple[Any, list[tuple[str, ...]]] | None = None
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.curtain_for: int | None = None
        self.worker: AiWorker | None = None
        #: Steps applied to the game (actions and chance): the AI's decision key.
        self.moves = 0
        self.requested: int | None = None
        self.ai_action: Any = None
        self.ai_ready_at = 0.0
        self.clock = 0.0
        self.queue: list[anim.Animation] = []
        self.effects: list[anim.Animation] = []
        self.move_log = MoveLog()
        self.message = ""
        self.controls: UIContainer | None = None
        self.controls_key: Any = None
        self.finished = False
        #: Where this game's autosave goes (a daily game and a tournament have their own: modes.py).
        self.save_slot = modes.save_slot(app, session)
        self.autosaver = Autosaver(self.save_slot)
        #: The human who made the last move, until we know who acts next (pass-and-play).
        self._last_human: int | None = None
        #: True while the move log is written again from a saved game (no sound, no motion).
        self.rebuilding = False
        #: "Skip to my turn": AI moves play at once until a human may act.
        self.skipping = False
        #: The state before the human's last move, while it may be taken back (Ctrl+Z, Undo).
        self.undo_keeper = UndoKeeper(session.module)
        self._human_move = False
        self.undo_button: Any = None
        #: The table clock at which the undo grace of the human's last move ends (None: none).
        self.grace_until: float | None = None
        #: The whole seconds shown on the Undo button (None: its plain label).
        self._undo_shown: int | None = None

    # ------------------------------------------------------------ properties
    @property
    def hidden_information(self) -> bool:
        """Whether the engine declares secrets: a curtain between humans (else none)."""
        declared = getattr(self.module, "HIDDEN_INFORMATION", None)
        return declared is None or not declared.perfect

    @property
    def module(self) -> Any:
        """The engine package of this table's game."""
        return self.session.module

    @property
    def animating(self) -> bool:
        """Whether something is moving (the benchmark's p99 is taken over these frames)."""
        return bool(self.queue or self.effects)

    @property
    def ai_thinking(self) -> bool:
        """Whether an AI decision is being computed (the benchmark watches this)."""
        return self.worker is not None and self.worker.busy

    @property
    def speed(self) -> float:
        """The animation speed factor: 1 normal, 0.5 fast, 0 instant (and while rebuilding)."""
        if self.rebuilding or self.skipping:
            return 0.0
        return SPEED_FACTOR.get(self.app.animation_speed, 1.0)

    def play_sound(self, name: str) -> None:
        """A sound effect (silent while the log is rebuilt)."""
        if not self.rebuilding:
            self.app.play_sound(name)

    def name(self, seat: int) -> str:
        """A seat's name."""
        return self.session.seats[seat].name

    @property
    def log_lines(self) -> list[str]:
        """The move log's sentences in the current language, oldest first."""
        return [self.move_log.text_of(entry) for entry in self.move_log.entries]

    # ------------------------------------------------------------ lifecycle
    def ai_levels(self) -> dict[int, str]:
        """The AI seats and their levels (what the worker's bots are built from)."""
        return {
            i: seat.level or "medium"
            for i, seat in enumerate(self.session.seats)
            if not seat.is_human
        }

    def enter(self) -> None:
        """Start the AI worker (for a rematch of a table that keeps its worker: the last
        game's, so its bots start with what they learned) and build the widgets; the game's
        ``on_enter`` announces it."""
        worker = self._take_kept_worker() if self.keep_worker_for_rematch else None
        if worker is not None:
            worker.new_game()
        else:
            worker = AiWorker(
                self.ai_levels(), self.state.seed, self.app.options.ai_mode, game=self.session.game
            )
        self.worker = worker
        super().enter()
        self.on_enter()

    def _rematch_key(self, games: int) -> tuple[Any, ...]:
        """What a kept worker must match: the game, the seats, the levels, the AI mode and
        the number of games played (the rematch comes right after its game)."""
        seats = tuple((seat.name, seat.kind, seat.level) for seat in self.session.seats)
        levels = tuple(sorted(self.ai_levels().items()))
        return (self.session.game, seats, levels, self.app.options.ai_mode, games)

    def _take_kept_worker(self) -> AiWorker | None:
        """The app's kept worker if this table is the rematch it was kept for (any other
        kept worker is stopped)."""
        kept = getattr(self.app, "kept_worker", None)
        self.app.kept_worker = None
        if kept is None:
            return None
        key, worker = kept
        if key == self._rematch_key(int(self.session.match.get("games", 0))):
            return worker  # type: ignore[no-any-return]
        worker.close()
        return None

    def on_enter(self) -> None:
        """The table opened (a new game or a continued one): hook for the game."""

    def rebuild_log(self) -> int:
        """After Continue: write the move log again from the saved game, step by step.

        Uses the game's optional ``state_steps`` (a saved state replayed with its
        events) through :meth:`on_events` with sound and motion off, and
        :meth:`collapse_step` to shorten earlier rounds. Returns the steps read.
        """
        steps = getattr(self.module, "state_steps", None)
        if steps is None:
            return 0
        count = 0
        self.rebuilding = True
        try:
            for state, events in steps(self.module.state_to_dict(self.state)):
                shown = self.collapse_step(state, events)
                if shown:
                    self.on_events(shown)
                count += 1
        except Exception:  # noqa: BLE001 - an old log is a comfort, never a reason to fail
            log.exception("could not rebuild the move log")
        finally:
            self.rebuilding = False
            self.queue.clear()
            self.effects.clear()
            self.on_animations_done()
        return count

    def collapse_step(self, state: Any, events: list[Any]) -> list[Any]:
        """The events of one replayed step to write in the rebuilt log (hook: all of them)."""
        return events

    @property
    def coach_runner(self) -> CoachRunner:
        """The table's coach runner: the coach's, hints' and aid's questions off the frame."""
        if self._coach_runner is None:
            inline = self.app.options.ai_mode == "inline"
            self._coach_runner = CoachRunner(inline, name=f"{self.session.game}-coach")
        return self._coach_runner

    def exit(self) -> None:
        """Stop the worker (or keep it on the app for a rematch, see
        :attr:`keep_worker_for_rematch`) and the coach, and finish writing the autosave."""
        if (
            self.keep_worker_for_rematch
            and self.finished
            and not self.demo
            and self.worker is not None
            and self.worker.levels
        ):
            previous = getattr(self.app, "kept_worker", None)
            if previous is not None:
                previous[1].close()
            games = int(self.session.match.get("games", 0)) + 1
            self.app.kept_worker = (self._rematch_key(games), self.worker)
            self.worker = None
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        if self._coach_runner is not None:
            self._coach_runner.close()
            self._coach_runner = None
        self.autosaver.close()
        super().exit()

    def resume(self) -> None:
        """Back from an overlay: settings may have changed."""
        super().resume()
        self.read_preferences()
        self.controls_key = None

    # ------------------------------------------------------------ layout
    def sidebar(self) -> pygame.Rect:
        """The right-hand column."""
        width, height = self.app.size
        side = sidebar_width(width)
        return pygame.Rect(width - side, 0, side, height)

    def table_area(self) -> pygame.Rect:
        """The felt: the window left of the sidebar."""
        width, height = self.app.size
        return pygame.Rect(0, 0, width - self.sidebar().w, height)

    def log_share(self) -> float:
        """The share of the sidebar's height the move log takes."""
        return 0.40

    def log_rect(self) -> pygame.Rect:
        """The move log's box."""
        bar = self.sidebar()
        extra = (len(self.keys_lines()) - 1) * fonts.line_height("regular", 13)
        top = 12 + max(30, fonts.scaled(26))
        height = int(bar.h * self.log_share()) - top - 18 - extra
        return pygame.Rect(bar.x + 10, top, bar.w - 20, height)

    def keys_hints(self) -> tuple[str, ...]:
        """Every keyboard hint the panel may show (the longest decides the layout)."""
        return (tr("table.keys_watch"),)

    def keys_hint(self) -> str:
        """The keyboard hint for this moment."""
        return self.keys_hints()[0]

    def keys_lines(self) -> tuple[str, ...]:
        """The longest keyboard hint wrapped to the column, so the layout does not jump."""
        width = self.sidebar().w - 20
        return max((fonts.wrap_text(h, width, "regular", 13) for h in self.keys_hints()), key=len)

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

    def menu_label(self) -> str:
        """ "Menu (Esc)", or just "Menu" where large text leaves no room for the log's title."""
        full = tr("table.menu")
        if fonts.font("regular", 15).size(full)[0] + 24 > self.sidebar().w * 0.38:
            return tr("table.menu_short")
        return full

    def menu_width(self) -> int:
        """The Menu button's width, from its text (the UI scale makes it larger)."""
        return max(90, fonts.font("regular", 15).size(self.menu_label())[0] + 24)

    def build(self) -> None:
        """Menu and ? buttons, the game's layout, and the (initially empty) controls."""
        bar = self.sidebar()
        menu_w = self.menu_width()
        bh = max(30, fonts.scaled(26))
        self.button(
            (bar.right - 10 - menu_w, 6, menu_w, bh),
            self.menu_label(),
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
        self.layout()
        self.build_corner()
        self.controls = None
        self.controls_key = None
        self.refresh_controls()

    # ------------------------------------------------------------ the table's corner
    def corner_toggles(self) -> list[tuple[str, str, Any]]:
        """The game's own switches in the table's corner: (object id, label, callback); by
        default its preferences that declare a corner button."""
        return self.preference_toggles()

    def preference_toggles(self) -> list[tuple[str, str, Any]]:
        """A corner button for each of the game's preferences that declares one (its
        declaration order), stepping it to the next choice."""
        return [
            (
                preference.object_id,
                tr(preference.corner, value=preference.text(self.preference(preference.key))),
                partial(self.step_preference, preference.key),
            )
            for preference in preferences.declared(self.session.game)
            if preference.corner
        ]

    def corner_entries(self) -> list[tuple[str, str, Any]]:
        """The corner's buttons: (object id, label, callback); one "Table" button opening
        them all where they would cover the game's seats (large text on a small window)."""
        entries = self.corner_choices()
        if self.corner_blocked(self._corner_rect(entries)):
            return [("#table_menu", tr("table.table_menu"), self.open_corner_menu)]
        return entries

    def corner_blocked(self, corner: pygame.Rect) -> bool:
        """Whether ``corner`` would cover something of the game's (hook: never)."""
        return False

    def open_corner_menu(self) -> None:
        """The corner's controls in a small menu (when the corner has no room for them)."""
        from yenta_desktop.ui.shell.pause import CornerMenu

        self.app.push(CornerMenu(self.app, self))

    def corner_choices(self) -> list[tuple[str, str, Any]]:
        """Speed, Skip to my turn, and the game's own switches."""
        speed = tr(f"settings.animation_speed.{self.app.animation_speed}")
        entries: list[tuple[str, str, Any]] = [
            ("#speed", tr("table.speed", speed=speed), self.cycle_speed)
        ]
        if not self.demo and len(self.session.seats) > len(self.humans) and self.humans:
            entries.append(("#skip", tr("table.skip"), self.skip_to_my_turn))
        entries += self.corner_toggles()
        if self.undo_offered():
            entries.append(("#undo", tr("table.undo"), self.undo))
        return entries

    def corner_rect(self) -> pygame.Rect:
        """Where the corner's buttons are."""
        return self._corner_rect(self.corner_entries())

    def _corner_rect(self, entries: list[tuple[str, str, Any]]) -> pygame.Rect:
        area = self.table_area()
        h = max(28, fonts.scaled(24))
        width = max(self._corner_width(object_id, label) for object_id, label, _ in entries)
        height = len(entries) * (h + 6) - 6
        return pygame.Rect(area.x + 8, area.bottom - 8 - height, width, height)

    def build_corner(self) -> None:
        """Small controls in the felt's bottom-left corner: the speed, "Skip to my turn" (when
        AI seats play between humans' turns), then the game's own switches."""
        area = self.table_area()
        h = max(28, fonts.scaled(24))
        entries = self.corner_entries()
        # Stacked in the felt's bottom-left corner (the game keeps its seats out of it).
        y = self.corner_rect().y
        self.undo_button = None
        self._undo_shown = None  # the new button shows its plain label
        for object_id, label, callback in entries:
            w = self._corner_width(object_id, label)
            button = self.button(
                (area.x + 8, y, w, h),
                label,
                callback,
                object_id=object_id,
                class_id="@small",
                focusable=False,
                tooltip=tr("table.undo_tooltip") if object_id == "#undo" else None,
            )
            if object_id == "#undo":
                self.undo_button = button
                self._sync_undo_button()
            y += h + 6

    def _corner_width(self, object_id: str, label: str) -> int:
        """A corner button's width: its label's (Undo's also fits its countdown)."""
        font = fonts.font("regular", 15)
        width = font.size(label)[0]
        if object_id == "#undo":
            width = max(width, font.size(tr("table.undo_grace", seconds=3))[0])
        return int(width) + 24

    def cycle_speed(self) -> None:
        """Normal -> fast -> instant -> normal, kept in the settings."""
        from dataclasses import replace

        from yenta_desktop.storage.settings import ANIMATION_SPEEDS, save_settings

        current = self.app.animation_speed
        speed = ANIMATION_SPEEDS[(ANIMATION_SPEEDS.index(current) + 1) % len(ANIMATION_SPEEDS)]
        settings = self.app.settings
        try:
            settings = replace(settings, animation_speed=speed)
            save_settings(settings)
        except (TypeError, ValueError):
            log.exception("could not save the speed")
        self.app.options.animation_speed = None
        self.app.apply_settings(settings)
        self._rebuild()

    def skip_to_my_turn(self) -> None:
        """Play the AI seats' moves at once until a human may act (or the round is over)."""
        self.skipping = True
        self.ai_ready_at = self.clock

    # ------------------------------------------------------------ the game's preferences
    def preference(self, key: str) -> Any:
        """The game's preference ``key`` (its declaration in the game's UI package says what it
        may be; the one accessor tables read them through)."""
        return preferences.value(self.app.settings, self.session.game, key)

    def step_preference(self, key: str) -> None:
        """Move the game's preference ``key`` to its next choice (a corner button, a key)."""
        preference = preferences.find(self.session.game, key)
        if preference is not None:
            self.set_preference(key, preference.next(self.preference(key)))

    def set_preference(self, key: str, value: Any) -> None:
        """Change the game's preference ``key`` (saved at once, as the Settings screen does)."""
        from yenta_desktop.storage.settings import save_settings

        settings = preferences.with_value(self.app.settings, self.session.game, key, value)
        save_settings(settings)
        self.app.apply_settings(settings)
        self.read_preferences()
        self.controls_key = None
        self._rebuild()

    def read_preferences(self) -> None:
        """Take the preferences again after they changed (hook: a table that copies one)."""

    def toggle_setting(self, name: str) -> None:
        """Step one of the game's preferences from the table (kept in the settings)."""
        self.step_preference(name)

    def set_setting(self, name: str, value: Any) -> None:
        """Change one of the game's preferences from the table (see :meth:`set_preference`)."""
        self.set_preference(name, value)

    def layout(self) -> None:
        """Place the game's table in :meth:`table_area` (hook)."""

    # ------------------------------------------------------------ who sees what
    def face_up(self) -> list[bool]:
        """Per seat: are its secrets drawn face up right now?"""
        n = self.state.num_players
        if not self.humans or not self.hidden_information:
            return [True] * n  # demo: a spectator sees everything
        if self.curtain_for is not None:
            return [False] * n
        return [seat == self.viewer for seat in range(n)]

    def acting_human(self) -> int | None:
        """The human seat whose decision it is, if the controls may be used now."""
        state = self.state
        if self.queue or self.curtain_for is not None or state.is_terminal:
            return None
        seat = state.current_seat
        if seat is None or not self.session.seats[seat].is_human or seat != self.viewer:
            return None
        return seat  # type: ignore[no-any-return]

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        """Animations, then the next step of the game (AI move, chance, curtain, the end)."""
        self.clock += dt
        self._sync_undo_button()
        self.effects = [e for e in self.effects if not e.update(dt)]
        if self.queue:
            if self.queue[0].update(dt):
                self.queue.pop(0)
            if not self.queue:
                self.on_animations_done()
                self.ai_ready_at = self.clock + self.app.ai_delay * self.ai_pace()
            self.refresh_controls()
            return
        self.step_game()
        self.refresh_controls()

    def idle_fps(self) -> int:
        """Full rate while something moves or an AI seat is about to play; still (0) while a
        human decides."""
        if self.queue or self.effects:
            return 60
        if self.grace_holds():
            return 10  # the Undo button's countdown; nothing else moves
        if self.ai_thinking or self.ai_action is not None:
            return 60
        seat = self.state.current_seat
        if self.state.is_terminal or seat is None:
            return 60  # chance or the end of the game comes next
        if not self.session.seats[seat].is_human:
            return 60
        return 0

    def on_animations_done(self) -> None:
        """The animation queue ran empty: hook (Yenta's view catches up with the game)."""

    def ai_pace(self) -> float:
        """A factor on the AI pacing delay (a game can hurry play no human takes part in)."""
        return 1.0

    def step_game(self) -> None:
        """Decide what happens next when nothing is animating."""
        state = self.state
        if state.is_terminal:
            if not self.finished:
                self.finish_game()
            return
        if state.is_chance_node():
            if self.grace_holds():
                return  # the undo grace: time to take the move back before the next roll
            if self.can_undo() and self.clock < self.ai_ready_at and not self.skipping:
                return  # the AI's pace after a human's move
            self.on_chance()
            return
        seat = state.current_seat
        if seat is None:
            return
        if self.session.seats[seat].is_human:
            self.skipping = False
            if self.viewer != seat:
                if len(self.humans) > 1:
                    if self.curtain_for != seat:
                        self.curtain_for = seat if self.hidden_information else None
                        if not self.hidden_information:
                            self.viewer = seat
                            self.announce_turn(seat)
                        self.on_handover()
                else:
                    self.viewer = seat
            return
        self.step_ai(seat)

    def announce_turn(self, seat: int) -> None:
        """A game without secrets names the next human instead of a curtain (hook)."""
        self.effects.append(anim.Banner(tr("table.your_turn", name=self.name(seat)), 1.2))

    def on_handover(self) -> None:
        """The turn passes to another human (hook: clear the game's selections)."""

    def on_chance(self) -> None:
        """Chance acts next: by default roll or deal at once (Yenta shows its summary first)."""
        self.apply_chance()

    def step_ai(self, seat: int) -> None:
        """Ask the worker for the AI seat's move and apply it after the pacing delay."""
        assert self.worker is not None
        if self.requested != self.moves:
            self.requested = self.moves
            self.ai_action = None
            self.worker.request(seat, self.state.observation(seat))
        if self.ai_action is None:
            self.ai_action = self.worker.poll()
        if self.grace_holds():
            return  # it may think meanwhile (an undo cancels it), but not play
        if self.ai_action is not None and (self.skipping or self.clock >= self.ai_ready_at):
            action, self.ai_action = self.ai_action, None
            self.apply(action)

    def apply(self, action: Any) -> list[Any]:
        """Apply an action for the current seat through the engine; animate what it caused."""
        seat = self.state.current_seat
        if not self._human_move:
            self.undo_keeper.forget()  # another seat's move (or a forced one) comes after it
        events: list[Any] = self.state.apply(action)
        self.moves += 1
        if self.state.is_terminal:
            self.undo_keeper.forget()  # the game is over: it goes to the history as it is
        self.message = ""
        if seat is not None and self.session.seats[seat].is_human:
            self._last_human = seat
        self._hide_after_human()
        self.autosave()
        self.on_events(events)
        return events

    def apply_chance(self, outcome: Any = None) -> list[Any]:
        """Roll or deal through the engine; animate what it caused."""
        events: list[Any] = self.state.apply_chance(outcome)
        self.undo_keeper.after_chance()
        self.moves += 1
        self._hide_after_human()
        self.autosave()
        self.on_events(events)
        return events

    def _hide_after_human(self) -> None:
        """Pass-and-play: a human's secrets go face down the moment someone else acts next."""
        if self._last_human is None or len(self.humans) < 2 or not self.hidden_information:
            return
        if self.state.is_chance_node():
            return  # wait: the same human may go on after the roll
        if self.state.current_seat != self._last_human:
            if self.viewer == self._last_human:
                self.viewer = None
            self._last_human = None

    def human_apply(self, action: Any) -> bool:
        """A human's move from the controls: applied if it is theirs and legal, else a message."""
        if self.acting_human() is None:
            return False
        previous = self.undo_keeper.point
        if self.undo_allowed():
            extra = (dict(self.session.table), len(self.move_log.entries), self.viewer)
            self.undo_keeper.before_action(self.state, action, by_human=True, extra=extra)
        else:
            self.undo_keeper.forget()
        self._human_move = True
        try:
            self.apply(action)
        except IllegalAction as error:
            self.undo_keeper.failed(previous)
            self.message = str(error)
            log.info("illegal human action %r: %s", action, error)
            return False
        finally:
            self._human_move = False
        if self.coach_on():
            self.mark_assisted("coach")
        if self.undo_keeper.available:
            # The AI's pace after a human's move (before the next roll too).
            self.ai_ready_at = max(self.ai_ready_at, self.clock + self.app.ai_delay)
        if self.undo_keeper.available and len(self.session.seats) > len(self.humans):
            # Time to change one's mind before an AI's move or roll, whatever the pace.
            self.grace_until = self.clock + self.undo_grace()
        else:
            self.grace_until = None
        self.show_howto = False  # the player has started: the card has served
        return True

    # ------------------------------------------------------------ undo and assistance
    def coach_on(self) -> bool:
        """Whether the game's coach is on (hook; a move made with it marks the game assisted)."""
        return False

    def mark_assisted(self, reason: str) -> None:
        """Mark the game assisted ("undo", "coach", "hints"): Past games and Statistics keep
        such games apart from the player's own play."""
        if self.demo or not self.humans or reason in self.session.assisted:
            return
        self.session.assisted.append(reason)
        self.autosave()

    def undo_offered(self) -> bool:
        """Whether this table offers undo at all: a human plays a game with an undo rule and
        Settings allow it (against the AI only by default; in pass-and-play too if chosen)."""
        from yenta_desktop.ui import services

        if self.demo or not self.humans or getattr(self.module, "undoable", None) is None:
            return False
        if modes.is_official(self.session):
            return False  # the day's official attempt is played without undo
        mode = services.setting(self.app.settings, "undo")
        return mode == "always" or (mode == "one_human" and len(self.humans) == 1)

    def undo_allowed(self) -> bool:
        """Whether a move made now may later be taken back."""
        return self.undo_offered() and not self.finished

    def can_undo(self) -> bool:
        """Whether Ctrl+Z or the Undo button takes a move back right now."""
        return self.undo_keeper.available and self.undo_allowed()

    def undo_grace(self) -> float:
        """Seconds an undoable move against the AI holds the next roll or AI move."""
        options = getattr(self.app, "options", None)
        grace = getattr(options, "undo_grace", None)
        return UNDO_GRACE if grace is None else float(grace)

    def grace_left(self) -> float:
        """Seconds left of the undo grace (0 when none runs or nothing can be undone)."""
        if self.grace_until is None or self.skipping or not self.can_undo():
            return 0.0
        if self.acting_human() is not None:
            return 0.0  # the human decides next: nothing waits for the grace
        return max(0.0, self.grace_until - self.clock)

    def grace_holds(self) -> bool:
        """Whether the undo grace holds the game back now (the next roll or AI move waits)."""
        return self.grace_left() > 0

    def end_grace(self) -> None:
        """A key or a click on the table: the player goes on, the game need not wait."""
        self.grace_until = None

    def _ends_grace(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` ends the undo grace early: a key (not Ctrl+Z, Esc or a
        modifier alone) or a click on the felt (not on the corner's buttons)."""
        if event.type == pygame.KEYDOWN:
            modifiers = {
                pygame.K_LCTRL,
                pygame.K_RCTRL,
                pygame.K_LSHIFT,
                pygame.K_RSHIFT,
                pygame.K_LALT,
                pygame.K_RALT,
                pygame.K_LMETA,
                pygame.K_RMETA,
                pygame.K_ESCAPE,
            }
            return event.key not in modifiers
        if event.type == pygame.MOUSEBUTTONDOWN:
            # The corner's buttons (Undo among them) are not the table.
            pos = event.pos
            return bool(
                self.table_area().collidepoint(pos)
            ) and not self.corner_rect().collidepoint(pos)
        return False

    def grace_instruction(self) -> list[str]:
        """While the undo grace holds the game: what it is and how to end it (every game's
        panel says it, above its own words); empty otherwise."""
        left = self.grace_left()
        if left <= 0:
            return []
        return [
            tr("instruction.grace", seconds=math.ceil(left)),
            tr("instruction.grace_detail"),
        ]

    def undo_label(self) -> str:
        """The Undo button's text: with the grace's seconds while it holds the game."""
        shown = self._undo_shown
        if shown is None:
            return tr("table.undo")
        return tr("table.undo_grace", seconds=shown)

    def _sync_undo_button(self) -> None:
        button = self.undo_button
        if button is None:
            return
        want = self.can_undo()
        if bool(button.is_enabled) != want:
            if want:
                button.enable()
            else:
                button.disable()
        left = self.grace_left()
        shown = math.ceil(left) if left > 0 else None
        if shown != self._undo_shown:
            self._undo_shown = shown
            button.set_text(self.undo_label())  # once a second at most (pygame_gui #91)

    def undo(self) -> bool:
        """Take back the human's last move (Ctrl+Z, Undo): the state before it, the AI's
        pending decision cancelled, the move log as it was; False if nothing can be undone."""
        if not self.can_undo():
            self.message = self.nothing_to_undo() if self.undo_offered() else ""
            return False
        point = self.undo_keeper.undo()
        self.grace_until = None
        self.state = point.before
        self.session.state = point.before
        table, log_length, viewer = point.extra
        self.session.table = table
        if self.worker is not None:
            self.worker.cancel()  # its answer was for the position the move made
        self.requested = None
        self.ai_action = None
        self.moves += 1
        self.queue.clear()
        self.effects.clear()
        self.skipping = False
        del self.move_log.entries[min(log_length, len(self.move_log.entries)) :]
        # The curtain was not lifted yet (lifting it ends the undo): the same player goes on.
        self.curtain_for = None
        self.viewer = viewer if viewer is not None else point.seat
        self._last_human = point.seat
        self.message = ""
        self.mark_assisted("undo")
        self.on_animations_done()
        self.on_undo(point)
        self.add_log("table.log.undone", name=self.name(point.seat))
        self.controls_key = None
        self.layout()
        self.autosave()
        return True

    def nothing_to_undo(self) -> str:
        """Why Ctrl+Z did nothing (hook: a game whose choices before a move are the table's)."""
        return tr("table.nothing_to_undo")

    def on_undo(self, point: UndoPoint) -> None:
        """A move was taken back (hook): the game's selections start afresh, as on a handover."""
        self.on_handover()

    def autosave(self) -> None:
        """Snapshot the game for Continue (written off the frame loop)."""
        if not self.demo:
            self.autosaver.submit(self.session)

    def finish_game(self) -> None:
        """Game over: history, statistics, the game's autosave cleared (once); the end screen."""
        self.finished = True
        if not self.demo:
            self.autosaver.flush()
            store, stats, slot = self.app.store, self.app.stats, self.save_slot
            steps: list[Any] = []
            if store is not None:
                steps += [partial(store.append_history, self.session)]
            if stats is not None:
                steps += [partial(stats.record_game, self.session)]
            if slot is not None:
                steps += [partial(slot.clear, self.session.game)]
            for step in steps:
                try:
                    step()
                except Exception:  # noqa: BLE001 - storage trouble must not stop the end screen
                    log.exception("game-over bookkeeping failed")
        if not modes.after_game(self):
            self.show_game_over()

    def show_game_over(self) -> None:
        """Push the end screen (a game may show its own summary first)."""
        from yenta_desktop.ui.shell.gameover import GameOverScene

        self.app.push(GameOverScene(self.app, self.session, demo=self.demo))

    # ------------------------------------------------------------ log
    def add_log(self, key: str, **values: Any) -> None:
        """Append a sentence to the move log, written in the language of the moment."""
        self.move_log.add(lambda: tr(key, **values))

    def log_later(self, key: str, **values: Any) -> None:
        """Log when the animation queue reaches this point (at once when nothing animates)."""
        if self.speed and self.queue:
            self.queue.append(anim.Call(lambda: self.add_log(key, **values)))
        else:
            self.add_log(key, **values)

    # ------------------------------------------------------------ hooks for the game
    def on_events(self, events: list[Any]) -> None:
        """Turn engine events into log lines, sounds and animations (hook)."""

    def controls_signature(self) -> Any:
        """What the controls depend on: they are rebuilt only when it changes (hook)."""
        return (self.acting_human(), self.moves, self.curtain_for, self.app.size)

    def build_controls(self, seat: int, rect: pygame.Rect) -> None:
        """Create the widgets of ``seat``'s decision in ``self.controls`` (hook)."""

    def instruction(self) -> list[str]:
        """The two "what to do now" lines of the action panel."""
        state = self.state
        if state.is_terminal:
            return [tr("instruction.game_over")]
        seat = state.current_seat
        if seat is None:
            return [tr("instruction.watch")]
        name = self.name(seat)
        if self.queue:
            return [tr("instruction.watch")]
        if not self.session.seats[seat].is_human:
            return [tr("instruction.ai_turn", name=name), tr("instruction.ai_wait")]
        if self.acting_human() is None:
            return [tr("instruction.handover", name=name)]
        return [tr("instruction.your_turn", name=name)]

    def panel_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """The game's own texts for the action panel: (text, font role, colour) (hook)."""
        return []

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        """The game's own texts in the action panel below the instruction (hook).

        By default :meth:`panel_lines`, each wrapped to the panel; a line that has no room
        above the buttons and the message is left out (a shorter one further down may fit).
        """
        bottom = self.message_bottom(panel) - (
            fonts.line_height("italic", 14) * 2 if self.message else 0
        )
        y += 4
        for text, role, colour in self.panel_lines():
            size = 15 if role == "bold" else 14
            lines = fonts.wrap_text(text, panel.w, role, size)
            if y + len(lines) * fonts.line_height(role, size) > bottom:
                continue
            y = fonts.blit_lines(surface, lines, (panel.x, y), role, size, colour) + 3

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt and everything on it (hook)."""
        surface.fill(colours.BACKGROUND)

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the table and the game's keys (hook)."""
        return False

    # ------------------------------------------------------------ controls (pygame_gui)
    def refresh_controls(self) -> None:
        """Rebuild the action panel's widgets when the decision changed (not every frame)."""
        key = self.controls_signature()
        if key == self.controls_key or self.root is None:
            return
        self.controls_key = key
        if self.controls is not None:
            self.forget(list(self.controls.elements))
            self.controls.kill()
        rect = self.panel_rect()
        self.controls = UIContainer(rect, self.manager, container=self.root)
        seat = self.acting_human()
        if seat is not None:
            self.build_controls(seat, rect)

    # ------------------------------------------------------------ how to play
    def toggle_howto(self) -> None:
        """Show or hide the "How to play" card (under the curtain: the rules, never the table)."""
        if self.curtain_for is not None:
            self.open_rules()
            return
        self.show_howto = not self.show_howto
        self.howto_page = 0

    def howto_next(self) -> None:
        """H, F1 or a click on the card: its next page, or close it after the last."""
        if self.howto_page < len(self.howto_pages(self.howto_width())) - 1:
            self.howto_page += 1
        else:
            self.show_howto = False
            self.howto_page = 0

    def howto_visible(self) -> bool:
        """The card shows at a human's decision (never over an AI turn or the curtain)."""
        return (
            self.show_howto
            and bool(self.howto_keys)
            and self.curtain_for is None
            and self.acting_human() is not None
        )

    def howto_text(self, key: str) -> str:
        """One paragraph of the card (hook: a game may fill in values, such as its target)."""
        return tr(key)

    def howto_width(self) -> int:
        """The card's text width."""
        return min(fonts.scaled(640), self.table_area().w - 40) - 32

    def howto_footer(self, page: int, pages: int) -> str:
        """The card's last line: how to close it, or how to turn the page."""
        if pages <= 1:
            return tr("howto.close")
        key = "howto.close" if page == pages - 1 else "howto.next"
        return tr("howto.page", page=page + 1, pages=pages) + " " + tr(key)

    def _footer_lines(self, width: int) -> int:
        texts = (tr("howto.close"), tr("howto.page", page=9, pages=9) + " " + tr("howto.next"))
        return max(len(fonts.wrap_text(text, width, "italic", 13)) for text in texts)

    def howto_pages(self, width: int) -> list[tuple[str, ...]]:
        """The card's paragraphs wrapped to ``width``, a blank line apart, in pages that fit.

        A paragraph that would not fit on the page goes to the next one (one taller than a
        whole page is cut across pages), so no text is ever drawn outside the card."""
        # Drawn every frame while the card shows: wrap the paragraphs once per window, text
        # size, language and text (a game's howto_text may change, e.g. with its target).
        texts = tuple(self.howto_text(key) for key in self.howto_keys)
        area = self.howto_area()
        key = (width, area.h, fonts.scale(), current_language(), texts)
        if self._howto_cache is not None and self._howto_cache[0] == key:
            return self._howto_cache[1]
        line = fonts.line_height("regular", 14)
        room = (
            area.h
            - 20
            - 36
            - fonts.line_height("bold", 19)
            - self._footer_lines(width) * fonts.line_height("italic", 13)
        )
        per_page = max(3, room // line)
        pages: list[list[str]] = [[]]
        for text in texts:
            lines = fonts.wrap_text(text, width, "regular", 14)
            if pages[-1] and len(pages[-1]) + 1 + len(lines) <= per_page:
                pages[-1].extend(["", *lines])
                continue
            if pages[-1]:
                pages.append([])
            while lines:
                pages[-1].extend(lines[:per_page])
                lines = lines[per_page:]
                if lines:
                    pages.append([])
        result = [tuple(page) for page in pages if page] or [()]
        self._howto_cache = (key, result)
        return result

    def howto_lines(self, width: int) -> tuple[str, ...]:
        """The lines of the page on show."""
        pages = self.howto_pages(width)
        return pages[min(self.howto_page, len(pages) - 1)]

    def howto_area(self) -> pygame.Rect:
        """Where the card may go: the felt above the corner's buttons (drawn over everything,
        they would cover its last lines)."""
        area = self.table_area()
        top = self.corner_rect().top - 8
        if top - area.y >= area.h // 2:
            area = pygame.Rect(area.x, area.y, area.w, top - area.y)
        return area

    def howto_rect(self) -> pygame.Rect:
        """The card: centred on the felt, a little above the centre, as tall as its longest page."""
        area = self.howto_area()
        width = self.howto_width()
        card = pygame.Rect(0, 0, width + 32, 0)
        longest = max(len(page) for page in self.howto_pages(width))
        card.h = (
            16
            + fonts.line_height("bold", 19)
            + longest * fonts.line_height("regular", 14)
            + self._footer_lines(width) * fonts.line_height("italic", 13)
            + 20
        )
        card.h = min(card.h, area.h - 20)
        card.center = (area.centerx, max(area.y + 10 + card.h // 2, area.centery - 30))
        return card

    def _draw_howto(self, surface: pygame.Surface) -> None:
        card = self.howto_rect()
        width = card.w - 32
        pages = self.howto_pages(width)
        page = min(self.howto_page, len(pages) - 1)
        shade = pygame.Surface(card.size, pygame.SRCALPHA)
        # Rounded like its border (a square fill showed dark corners outside it).
        pygame.draw.rect(shade, (12, 20, 16, 238), shade.get_rect(), border_radius=12)
        surface.blit(shade, card)
        pygame.draw.rect(surface, colours.PANEL_BORDER, card, 2, border_radius=12)
        head = fonts.fit_text(tr(self.howto_heading_key), width, "bold", 19, colours.GOLD)
        surface.blit(head, (card.x + 16, card.y + 10))
        fonts.blit_lines(
            surface,
            pages[page],
            (card.x + 16, card.y + 12 + fonts.line_height("bold", 19)),
            "regular",
            14,
            colours.TEXT,
        )
        footer = fonts.wrap_text(self.howto_footer(page, len(pages)), width, "italic", 13)
        fonts.blit_lines(
            surface,
            footer,
            (card.x + 16, card.bottom - 12 - len(footer) * fonts.line_height("italic", 13)),
            "italic",
            13,
            colours.TEXT_DIM,
        )

    def open_pause(self) -> None:
        """Esc / Menu: the pause menu."""
        from yenta_desktop.ui.shell.pause import PauseScene

        self.app.push(PauseScene(self.app))

    def open_rules(self) -> None:
        """The rules of this game, over the table (never shows the table: safe on the curtain)."""
        from yenta_desktop.ui.shell.rules import RulesScene

        self.app.push(RulesScene(self.app, self.session.game))

    # ------------------------------------------------------------ input
    def lift_curtain(self) -> None:
        """The next human is at the screen: show their secrets."""
        if self.curtain_for is not None:
            self.undo_keeper.forget()  # the next player has the screen: the move stands
            self.viewer = self.curtain_for
            self.curtain_for = None
            self.app.play_sound("handover")
            self.layout()
            self.controls_key = None

    def curtain_box(self) -> pygame.Rect:
        """The curtain's message box."""
        width, height = self.app.size
        box = pygame.Rect(0, 0, min(640, width - 80), 200)
        box.center = (width // 2, height // 2)
        return box

    def close_view(self) -> bool:
        """Esc first closes a view the game opened over the table (a last trick, a board);
        True if one was closed (then the pause menu does not open). Override."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The curtain, Esc, help keys, the log, the panel buttons, then the game's input."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.curtain_for is None and self.close_view():
                return True
            self.open_pause()
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            self.undo()
            return True
        if self.grace_until is not None and self._ends_grace(event):
            self.end_grace()
        if self.curtain_for is not None:
            if event.type == pygame_gui.UI_BUTTON_PRESSED:
                return super().handle_event(event)  # Menu, and "?" (the rules)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.lift_curtain()
                return True
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                    self.lift_curtain()
                    return True
                if event.key in (pygame.K_F1, pygame.K_h):
                    self.open_rules()
                    return True
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F1, pygame.K_h):
            if self.howto_visible():
                self.howto_next()
            else:
                self.toggle_howto()
            return True
        if (
            self.howto_visible()
            and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.howto_rect().collidepoint(event.pos)
        ):
            self.howto_next()
            return True
        if self.move_log.handle_event(event):
            return True
        if super().handle_event(event):
            return True
        return self.handle_table_event(event)

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The table, animations, the How to play card, the sidebar, and the curtain if up."""
        if self.curtain_for is not None:
            self._draw_curtain(surface)
            return
        self.draw_table(surface)
        if self.queue:
            self.queue[0].draw(surface, self.animation_target())
        for effect in self.effects:
            effect.draw(surface, self.animation_target())
        if self.howto_visible():
            self._draw_howto(surface)
        self._draw_sidebar(surface, self.sidebar())

    def animation_target(self) -> Any:
        """What animations draw relative to (Yenta's table view: seat anchors)."""
        return self

    def felt_centre(self) -> tuple[float, float]:
        """The centre of the felt (where banners show)."""
        area = self.table_area()
        return (area.centerx, area.centery)

    def _draw_sidebar(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        pygame.draw.rect(surface, (14, 22, 18), bar)
        pygame.draw.line(surface, colours.PANEL_BORDER, bar.topleft, bar.bottomleft, 2)
        title = fonts.fit_text(
            tr("table.log_heading"), bar.w - self.menu_width() - 80, "bold", 17, colours.GOLD
        )
        # Level with the Menu and ? buttons beside it.
        surface.blit(
            title, title.get_rect(midleft=(bar.x + 12, 6 + max(30, fonts.scaled(26)) // 2))
        )
        self.move_log.rect = self.log_rect()
        self.move_log.draw(surface)
        panel = self.panel_rect()
        pygame.draw.rect(surface, (22, 34, 28), panel.inflate(8, 8), border_radius=10)
        pygame.draw.rect(surface, colours.PANEL_BORDER, panel.inflate(8, 8), 1, border_radius=10)
        y = self.draw_instruction(surface, panel)
        self.draw_panel(surface, panel, y)
        if self.message:
            lines = fonts.wrap_text(self.message, panel.w, "italic", 14)[:2]
            bottom = self.message_bottom(panel)
            fonts.blit_lines(
                surface,
                lines,
                (panel.x, bottom - len(lines) * fonts.line_height("italic", 14)),
                "italic",
                14,
                colours.MISS,
            )
        fonts.blit_lines(
            surface,
            fonts.wrap_text(self.keys_hint(), panel.w, "regular", 13),
            (panel.x, self.log_rect().bottom + 3),
            "regular",
            13,
            (150, 166, 158),
        )

    def message_bottom(self, panel: pygame.Rect) -> int:
        """Where an error message under the controls ends (hook: above the game's buttons)."""
        return panel.bottom - 4

    def wrap_instruction_detail(self) -> bool:
        """Whether the instruction's second line may wrap (controls below may need the room)."""
        return True

    def instruction_layout(
        self, panel: pygame.Rect
    ) -> tuple[list[tuple[tuple[str, ...], str, int, tuple[int, int, int], int]], int]:
        """The instruction's lines as drawn: (lines, role, size, colour, y) per part, and
        the y below them (controls placed under the instruction start there)."""
        y = panel.y + 4
        parts = []
        for i, line in enumerate((self.grace_instruction() or self.instruction())[:2]):
            role, size = ("bold", 18) if i == 0 else ("regular", 15)
            colour = colours.HIGHLIGHT if i == 0 else colours.TEXT
            if i == 0:
                # The "what now" line wraps (two lines at most) rather than shrinking to a whisper.
                lines = fonts.wrap_text(line, panel.w, role, size)[:2]
            elif self.wrap_instruction_detail():
                lines = fonts.wrap_text(line, panel.w, role, size)[:3]
            else:
                lines = ()
            if lines:
                parts.append((lines, role, size, colour, y))
                y += len(lines) * fonts.line_height(role, size) + 2
                continue
            image = fonts.fit_text(line, panel.w, role, size, colour)
            parts.append(((line,), role, -size, colour, y))  # a negative size: fitted
            y += image.get_height() + 2
        return parts, y

    def draw_instruction(self, surface: pygame.Surface, panel: pygame.Rect) -> int:
        """The bold "what now" line and its detail; returns the y below them."""
        parts, bottom = self.instruction_layout(panel)
        for lines, role, size, colour, y in parts:
            if size < 0:
                image = fonts.fit_text(lines[0], panel.w, role, -size, colour)
                surface.blit(image, (panel.x, y))
            else:
                fonts.blit_lines(surface, lines, (panel.x, y), role, size, colour)
        return bottom

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.fill((16, 24, 20))
        for i in range(0, width, 36):
            pygame.draw.line(surface, (22, 32, 27), (i, 0), (i, height), 18)
        assert self.curtain_for is not None
        name = self.name(self.curtain_for)
        box = self.curtain_box()
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
