"""A table scene for every roll-and-hold dice game: the tray, Roll, the holds, the coach's hooks.

:class:`RollTable` is the shared :class:`~yenta_desktop.ui.shell.table_base.TableBase`
(AI seats, pacing, autosave, the move log, How to play) with what every game
of the dice-turn family (engine/families/dice_turn.py) has in common, read from
the state's specification (``type(state).SPEC``: ``num_dice``, ``max_rolls``)
and the state's turn (``turn_seat``, ``dice``, ``held``, ``rolls_done``, chance
nodes): a human's turn starts when they press Roll (the first-roll gate); they
hold (or set aside) dice with a click or the keys 1-N and roll again (Space or
R) while rolls are left. Holds toggled but not yet rolled are kept in
``session.table`` so Continue restores them exactly. An AI's hold slides its
dice over before the roll; re-rolled dice tumble into the tray. While
animations run the table draws ``self.view``, a snapshot of the game before
the change, and catches up when they end.

What a turn ends with (a box written, points banked) is the subclass's:
:class:`~yenta_desktop.ui.kits.dice_table.table.DiceTable` writes a scorecard
box; the board beside the tray is drawn by the subclass (:meth:`layout_board`,
:meth:`draw_board_static`, :meth:`draw_table`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

import pygame

from yenta_desktop.engine.families.dice_turn import DiceHeld, DiceRolled
from yenta_desktop.engine.families.scorecard import Roll, TurnStarted
from yenta_desktop.i18n import current_language, tr
from yenta_desktop.session import GameSession
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.kits.dice_table.prefs import roll_strength, seat_styles
from yenta_desktop.ui.kits.dice_table.texts import DiceTexts
from yenta_desktop.ui.kits.dice_table.tray import TrayContext, TrayTumble, TrayView
from yenta_desktop.ui.shell.daily import daily_info, is_official
from yenta_desktop.ui.shell.table_base import TableBase
from yenta_desktop.ui.widgets import animations as anim
from yenta_desktop.ui.widgets.dice import DiceArt

#: Seconds a die takes to slide between the roll lane and the held lane.
SLIDE = 0.15
#: The corner's buttons that step aside while the How to play card covers them.
CORNER_IDS = ("#speed", "#skip", "#coach", "#review", "#undo", "#table_menu")


def fit_label(labels: list[str], width: int) -> str:
    """The first of ``labels`` a button ``width`` wide shows whole (else the last)."""
    face = fonts.font("bold", 21)
    for label in labels:
        if face.size(label)[0] <= width - 16:
            return label
    return labels[-1]


class RollTable(TableBase):
    """A dice-turn game at the table: the tray, the holds and Roll (subclass per kind of game)."""

    #: The game's catalogue prefix (its folder name): every text is read below it.
    texts_prefix: ClassVar[str] = ""
    #: "hold" (a padlock on held dice) or "aside" (dice set aside).
    held_style: ClassVar[str] = "hold"
    #: Whether the game has a coach's review of the turns (V and the corner's button).
    has_review: ClassVar[bool] = False
    #: The engine event that starts a turn (the scorecard family's, or the game's own).
    turn_started_type: ClassVar[type] = TurnStarted

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.view = self.state.clone(copy_rng=False)
        self.spec: Any = self.table_spec(self.state)
        self.texts = DiceTexts(self.texts_prefix)
        self.dice = DiceArt()
        self.dice.set_seat_styles(seat_styles(self.preference, len(session.seats)))
        self.tray = TrayView(
            self.dice, self.texts, self.spec.num_dice, self.spec.max_rolls, self.held_style
        )
        #: Tray positions held for the next roll (the human's toggles, or what an AI held).
        self.held: set[int] = set()
        #: The dice held through a re-roll under way: saved with the roll once it lands.
        self.held_through_roll: set[int] | None = None
        #: Per die, the drawn slide between the roll lane (0) and the held lane (1).
        self.lanes = [0.0] * self.spec.num_dice
        self.advice: Any = None
        self._background: tuple[Any, pygame.Surface] | None = None
        self._laid_out_for: tuple[object, ...] | None = None
        self.fresh = not self.state.turns and self.state.rolls_done == 0

    @property
    def num_dice(self) -> int:
        """Dice in the tray."""
        return int(self.spec.num_dice)

    @property
    def max_rolls(self) -> int:
        """Rolls a turn may have."""
        return int(self.spec.max_rolls)

    # ------------------------------------------------------------ hooks for the game
    @classmethod
    def table_spec(cls, state: Any) -> Any:
        """What the tray needs of the game (``num_dice``, ``max_rolls``; 0: no limit) (hook)."""
        return type(state).SPEC

    def held_lane(self) -> set[int]:
        """The positions drawn in the held (set-aside) lane (hook: also earlier set-asides)."""
        return self.held

    def rolls_left(self) -> bool:
        """Whether the turn may roll again (hook: a game without a limit on rolls)."""
        return bool(self.state.rolls_done < self.max_rolls)

    def describe(self, event: Any, names: list[str]) -> str:
        """One engine event in a sentence for the move log (hook)."""
        return ""

    def advise(self) -> Any:
        """The coach's advice for the human to act now, or None while it is not ready (hook)."""
        return None

    def open_review(self) -> None:
        """The coach's review of the turns so far (hook, with ``has_review``)."""

    def animate_event(self, event: Any, names: list[str]) -> None:
        """Sounds and animations of an event that ends a turn's part (a box written) (hook)."""

    def on_turn_started(self) -> None:
        """A new turn: the subclass forgets its choices (hook)."""

    def layout_board(self, area: pygame.Rect) -> None:
        """Place the board beside the tray in ``area`` (hook)."""

    def draw_board_static(self, image: pygame.Surface) -> None:
        """The board's layer that changes only with the layout (hook)."""

    def board_layout_key(self) -> tuple[object, ...]:
        """What the board's static layer depends on (hook)."""
        return ()

    def board_click(self, pos: tuple[int, int]) -> bool:
        """A click on the board beside the tray (hook); True when it was used."""
        return False

    def board_key(self, event: pygame.event.Event) -> bool:
        """A key of the board's (arrows, Enter when no first roll waits) (hook)."""
        return False

    def board_key_first(self, event: pygame.event.Event) -> bool:
        """A key the board answers before the dice keys (a pending confirmation) (hook)."""
        return False

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
            started = self.turn_started_type
            opening: list[Any] = [e for e in self.state.opening_events() if isinstance(e, started)]
            turn = opening[0].turn if opening else self.spec.size
            self.add_log(self.texts.key("log.resumed"), turn=turn)
        info = daily_info(self.session)
        if info is not None:
            badge = "daily.official_badge" if info.get("official") else "daily.practice_badge"
            self.add_log(badge, day=info["day"])
        self.session.table = saved
        self.restore_holds()
        self.view = self.state.clone(copy_rng=False)

    def read_preferences(self) -> None:
        """Back from Settings or a corner button: the seats' dice styles may have changed."""
        self.dice.set_seat_styles(seat_styles(self.preference, len(self.session.seats)))

    # ------------------------------------------------------------ holds and saves
    def table_key(self) -> dict[str, Any]:
        """What the saved holds belong to: the turn, the roll and the dice."""
        state = self.state
        return {"turn": len(state.turns), "rolls": state.rolls_done, "dice": list(state.dice)}

    def save_holds(self) -> None:
        """Keep the holds not yet rolled in the session (saved with it) and autosave."""
        self.session.table = {"held": sorted(self.held), **self.table_key()}
        self.autosave()

    def autosave(self) -> None:
        """Snapshot for Continue; the dice still held after a re-roll are saved with the roll
        that landed (Continue showed them released)."""
        if self.held_through_roll is not None and not self.state.is_chance_node():
            if not self.state.is_terminal:
                self.session.table = {"held": sorted(self.held_through_roll), **self.table_key()}
            self.held_through_roll = None
        super().autosave()

    def on_undo(self, point: Any) -> None:
        """A box written was taken back: the dice held before it are held again."""
        super().on_undo(point)
        self.restore_holds()

    def restore_holds(self) -> None:
        """After Continue: the holds of the roll under way, exactly as they were."""
        state = self.state
        n = self.num_dice
        if state.is_chance_node() and state.held:
            self.held = set(state.held)  # a roll was under way: it lands with the saved dice
        else:
            saved = self.session.table
            key = self.table_key()
            choosing = not state.is_chance_node() and not state.is_terminal
            if choosing and all(saved.get(k) == v for k, v in key.items()):
                raw = saved.get("held", [])
                if isinstance(raw, list):
                    self.held = {p for p in raw if type(p) is int and 0 <= p < n}
        for position in range(n):
            self.lanes[position] = 1.0 if position in self.held else 0.0

    # ------------------------------------------------------------ layout
    def coach_on(self) -> bool:
        """The coach preference (off by default; always off in the day's official attempt)."""
        if is_official(self.session):
            return False
        return bool(self.preference("coach"))

    def corner_toggles(self) -> list[tuple[str, str, Any]]:
        """The coach (C) and, with it on, the review of the turns so far (V); none in the
        day's official attempt."""
        if is_official(self.session):
            return []
        toggles = self.preference_toggles()
        if self.has_review and self.coach_on() and self.humans:
            toggles.append(("#review", self.texts.get("review.open"), self.open_review))
        return toggles

    def layout(self) -> None:
        """The tray in a column on the left above the corner's buttons (the shell stacks them in
        the felt's bottom-left corner), the board beside them."""
        area = self.table_area()
        corner = self.corner_rect()
        left_w = max(corner.w + 8, min(290, max(200, int(area.w * 0.29))))
        top = area.y + 10
        bottom = min(corner.y, area.bottom) - 12
        self.tray.layout(pygame.Rect(area.x + 14, top, left_w - 10, bottom - top))
        board = pygame.Rect(area.x + left_w + 18, area.y + 10, area.w - left_w - 28, area.h - 20)
        self.layout_board(board)
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

    # ------------------------------------------------------------ who acts
    def awaiting_roll(self) -> bool:
        """A human's turn has started and waits for them to press Roll (the first roll)."""
        state = self.state
        seat = state.turn_seat
        return (
            not self.queue
            and state.is_chance_node()
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

    def nothing_to_undo(self) -> str:
        """Ctrl+Z with dice chosen and no move to take back: the choice is not a move (a
        click changes it), rather than "the next roll has come"."""
        if self.deciding_human() is not None and self.held and not self.undo_keeper.available:
            return tr("table.nothing_to_undo_choice")
        return super().nothing_to_undo()

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

    def idle_fps(self) -> int:
        """Full rate while dice slide; slow while a human thinks, even before their roll."""
        lane_held = self.held_lane()
        if any(
            abs(lane - (1.0 if p in lane_held else 0.0)) > 1e-3 for p, lane in enumerate(self.lanes)
        ):
            return 60
        if self.awaiting_roll() and not self.effects:
            return 0
        return super().idle_fps()

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        """Animations and the game (the base), the dice sliding, the coach's numbers."""
        super().update(dt)
        self.update_board()
        step = dt / SLIDE if self.speed else 1.0
        lane_held = self.held_lane()
        for position in range(self.num_dice):
            target = 1.0 if position in lane_held else 0.0
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

    def update_board(self) -> None:
        """The board's part of a frame's update (hook: what an animation is writing)."""

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
            if isinstance(event, self.turn_started_type):
                self._later(self._turn_started)
            elif isinstance(event, DiceHeld) and not self.session.seats[event.seat].is_human:
                # An AI's hold: the dice slide into the held lane and stay a moment.
                self._later(partial(self._show_hold, set(event.held)))
                self._say(partial(self.describe, event, names))
                if factor:
                    queue.append(anim.Hold({}, 0.55 * factor))
                continue
            elif isinstance(event, DiceRolled):
                strength = roll_strength(self.preference("roll_animation"))
                if factor and strength:
                    # A human waits less for their own dice than they watch an AI's.
                    human = self.session.seats[event.seat].is_human
                    queue.append(
                        TrayTumble(
                            self.tray,
                            event.dice,
                            event.rerolled,
                            (0.6 if human else 0.75) * factor * (0.5 + strength / 2),
                            on_start=lambda: play("roll"),
                            seat=event.seat,
                            strength=strength,
                        )
                    )
                else:
                    play("roll")
            else:
                self.animate_event(event, names)
            self._say(partial(self.describe, event, names))
        if not queue:
            self.view = self.state.clone(copy_rng=False)

    def _turn_started(self) -> None:
        """A new turn: nothing held, nothing chosen."""
        self.held = set()
        self.lanes = [0.0] * self.num_dice
        self.on_turn_started()
        self.session.table = {}

    def _show_hold(self, held: set[int]) -> None:
        """An AI's hold: the dice slide into the held lane before the roll."""
        self.held = set(held)

    # ------------------------------------------------------------ the human's dice
    def can_hold(self) -> bool:
        """Whether dice may be held now (after a roll, while another is left)."""
        return (
            self.deciding_human() is not None
            and not self.state.is_chance_node()
            and self.rolls_left()
        )

    def toggle_hold(self, position: int) -> None:
        """Hold or release the die at ``position`` (a click or keys 1-N)."""
        if not self.can_hold() or not 0 <= position < self.num_dice:
            return
        self.held ^= {position}
        self.message = ""
        self.save_holds()

    def roll_action(self, keep: tuple[int, ...]) -> Any:
        """The engine action that keeps ``keep`` and rolls the rest (hook)."""
        return Roll(keep)

    def do_roll(self) -> None:
        """Roll: the turn's first roll, or the dice not held (Space, R or the button)."""
        if self.acting_human() is None:
            return
        self.on_roll_pressed()
        if self.awaiting_roll():
            self.show_howto = False
            self.apply_chance()
            return
        if not self.rolls_left():
            self.message = self.texts.get("message.no_rolls_left")
            return
        if len(self.held) == self.num_dice:
            self.message = self.texts.get("message.all_held")
            return
        if self.human_apply(self.roll_action(tuple(sorted(self.held)))):
            self.session.table = {}
            self.held_through_roll = set(self.held)

    def on_roll_pressed(self) -> None:
        """Roll was pressed: the board drops a pending choice (hook)."""

    # ------------------------------------------------------------ input
    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """Clicks on dice and the board, and the game's keys."""
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
            return self.board_click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_c and not is_official(self.session):
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
        if self.board_key_first(event):
            return True
        n = self.num_dice
        if pygame.K_1 <= key < pygame.K_1 + n:
            self.toggle_hold(key - pygame.K_1)
        elif pygame.K_KP1 <= key < pygame.K_KP1 + n:
            self.toggle_hold(key - pygame.K_KP1)
        elif key in (pygame.K_SPACE, pygame.K_r):
            self.do_roll()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.awaiting_roll():
            self.do_roll()
        else:
            return self.board_key(event)
        return True

    # ------------------------------------------------------------ drawing
    def background(self, area: pygame.Rect) -> pygame.Surface:
        """The felt with the tray and the board's static layer, drawn once per layout."""
        key = (
            area.size,
            self.board_layout_key(),
            self.tray.layout_key(),
            current_language(),
            fonts.scale(),
            tuple(self.dice.style_of(seat) for seat in range(len(self.session.seats))),
        )
        if self._background is None or self._background[0] != key:
            image = pygame.Surface(area.size)
            image.fill(colours.FELT_DARK)
            inner = pygame.Rect(0, 0, area.w, area.h).inflate(-8, -8)
            pygame.draw.rect(image, colours.FELT, inner, border_radius=18)
            # The views draw in window coordinates: the felt starts at the window's corner.
            self.draw_board_static(image)
            self.tray.draw_static(image)
            self._background = (key, image)
        return self._background[1]

    def tray_context(self, coach_hold: set[int]) -> TrayContext:
        """What the tray shows this frame (reads the view and the holds; changes nothing)."""
        view = self.view
        seat = view.turn_seat
        hidden: set[int] = set()
        if self.queue:
            hidden = set(self.queue[0].hidden())
        acting = self.deciding_human() is not None
        return TrayContext(
            dice=view.dice,
            lanes=list(self.lanes),
            name=self.name(seat) if seat is not None else "",
            seat=seat,
            rolls_done=view.rolls_done,
            hidden=hidden,
            selectable=self.can_hold(),
            coach_hold=coach_hold if acting else set(),
            empty_hint=self.texts.get("tray.press_roll") if self.awaiting_roll() else "",
            highlighted=self.highlighted(),
        )

    def highlighted(self) -> set[int]:
        """Dice to highlight in the tray (hook: a set-aside game's scoring dice)."""
        return set()
