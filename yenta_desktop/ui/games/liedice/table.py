"""Lie Dice's table: seats with their lives, the box going round, the bid, the builder, the reveal.

Built on :class:`~yenta_desktop.ui.shell.table_base.TableBase` (AI seats,
pacing, autosave, the pass-and-play curtain, the move log). Every change of
the game goes through ``apply`` / ``apply_chance``; the events become log
lines, sounds and animations (:meth:`TableScene.on_events`). While they play,
the table draws :class:`~.view.Shown`, the public table as it was, moved on
by the animations themselves.

Secrets: the dice in the box are drawn only for the holder, only when
``face_up()`` says that holder's secrets may show on this screen, and only
from the holder's own observation (``my_box``; ``received`` while its
re-roll is in the air). :attr:`drawn_secrets` records what each frame drew
(the pass-and-play tests read it).
"""

from __future__ import annotations

import logging
import random
from functools import partial
from typing import Any

import pygame

from yenta_desktop.engine.liedice import (
    CALL,
    DECIDE,
    LEFT,
    LOOK,
    LOOKED,
    OPEN,
    REROLLED,
    RIGHT,
    Bid,
    BidMade,
    BoxRevealed,
    BoxShaken,
    Call,
    GameOver,
    GameState,
    LiarCalled,
    LifeLost,
    Look,
    Looked,
    Observation,
    PlayerOut,
    Reroll,
    RerollAnnounced,
    RoundStarted,
    Rules,
    bid_index,
    new_game,
)
from yenta_desktop.engine.liedice.menu import can_raise
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.liedice import builder, words
from yenta_desktop.ui.games.liedice.anims import (
    BoxMove,
    BoxShake,
    Lid,
    LifeFly,
    RevealMotion,
    TableAnimation,
)
from yenta_desktop.ui.games.liedice.draft import BidDraft
from yenta_desktop.ui.games.liedice.pokerdice import PokerDiceArt
from yenta_desktop.ui.games.liedice.view import Frame, Reveal, Shown, TableView
from yenta_desktop.ui.kits.dice_table.prefs import roll_strength, seat_styles
from yenta_desktop.ui.shell.table_base import TableBase
from yenta_desktop.ui.widgets import animations as anim

log = logging.getLogger(__name__)

#: The key a decision is known by (its draft, kept dice and builder belong to it).
DecisionKey = tuple[int, int, int | None, str | None, bool]


def level_of(seat: Seat) -> str:
    """An AI seat's level without options ("hard:mix=0.1" -> "hard")."""
    return (seat.level or "medium").split(":")[0]


#: How many names each personality has (two seats of one level never share a name).
PERSONA_NAMES = 5


def persona_name(level: str, index: int = 0) -> str:
    """The AI level's personality name in the current language ("Sly Sasha"); ``index``: how
    many AI seats of the same level sit before this one ("Sly Simon" for the second)."""
    if level not in ("easy", "medium", "hard"):
        return level
    number = index % PERSONA_NAMES
    return tr(f"liedice.persona.{level}.name" + (f"_{number + 1}" if number else ""))


def persona_index(seats: list[Any], seat: int) -> int:
    """How many AI seats before ``seat`` have its level (its persona's name index)."""
    level = level_of(seats[seat])
    return sum(1 for other in seats[:seat] if not other.is_human and level_of(other) == level)


def persona_description(level: str) -> str:
    """The personality's one line ("Reads each player as the game goes, ...")."""
    if level not in ("easy", "medium", "hard"):
        return ""
    return tr(f"liedice.persona.{level}.description")


class TableScene(TableBase):
    """One game of Lie Dice at the table."""

    keep_worker_for_rematch = True  # Hard's opponent models carry over to Play again
    howto_heading_key = "liedice.howto.heading"
    howto_keys = (
        "liedice.howto.goal",
        "liedice.howto.turn",
        "liedice.howto.bids",
        "liedice.howto.call",
        "liedice.howto.keys",
    )

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.state: GameState = session.state
        self.art = PokerDiceArt()
        self.art.set_seat_styles(seat_styles(self.preference, len(session.seats)))
        self.view = TableView(self.art)
        self.shown = Shown.from_state(self.state)
        self.reveal: Reveal | None = last_reveal(self.state)
        self.draft: BidDraft | None = None
        self.keep: set[int] = set()
        self.builder_open = False
        self.card_hidden = False
        self.focus: tuple[int, int] | None = None
        self._decision: DecisionKey | None = None
        self._card: tuple[Any, builder.CardLayout] | None = None
        self._obs: dict[int, tuple[int, Observation]] = {}
        #: What the last frame drew of the box's secrets: (seat, faces) (tests read it).
        self.drawn_secrets: list[tuple[int, tuple[str, ...]]] = []
        self._advisors: dict[int, Any] = {}

    # ------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        """A new game waits for its first shake; a continued one writes its log again."""
        if self.state.round_number == 0 and not self.state.rounds:
            return
        self.rebuild_log()
        self.add_log("liedice.log.resumed", number=self.state.round_number)
        self.sync_shown()
        self._restore_table()

    def collapse_step(self, state: Any, events: list[Any]) -> list[Any]:
        """Earlier rounds in a few lines each (the shake, the call, who lost); this one whole."""
        if state.round_number < self.state.round_number or (
            state.phase == "roll" and self.state.round_number > state.round_number
        ):
            keep = (RoundStarted, LiarCalled, BoxRevealed, LifeLost, PlayerOut)
            return [e for e in events if isinstance(e, keep)]
        return events

    def resume(self) -> None:
        """Back from pause: the dice style or the language may have changed."""
        self.art.set_seat_styles(seat_styles(self.preference, len(self.session.seats)))
        self._card = None
        super().resume()

    # ------------------------------------------------------------ layout
    def corner_blocked(self, corner: pygame.Rect) -> bool:
        """Whether the corner's buttons would sit on a seat's plate or the box of the seat at
        the bottom even after the plates step aside (then the shell shows one Table button)."""
        view = TableView(self.art)
        view.layout(self.table_area(), self.state.num_players, self.bottom_seat(), corner)
        plates = [view.plate_rect(seat) for seat in range(self.state.num_players)]
        w, h = view.big_box_size()
        x, y = view.box_anchor(view.bottom)
        box = pygame.Rect(int(x - w / 2), int(y - h / 2), w, h)
        if any(corner.colliderect(rect.inflate(6, 6)) for rect in [*plates, box]):
            return True
        return any(a.colliderect(b) for i, a in enumerate(plates) for b in plates[i + 1 :])

    def build_corner(self) -> None:
        """The shared corner buttons, remembered so the builder card can put them away."""
        before = set(self.root.elements) if self.root is not None else set()
        super().build_corner()
        after = list(self.root.elements) if self.root is not None else []
        self._corner_widgets = [element for element in after if element not in before]
        self._corner_shown = True

    def refresh_controls(self) -> None:
        """The controls, and the corner buttons put away while the builder card is up."""
        super().refresh_controls()
        show = not self.card_visible()
        if show != getattr(self, "_corner_shown", True):
            self._corner_shown = show
            for widget in getattr(self, "_corner_widgets", []):
                if show:
                    widget.show()
                else:
                    widget.hide()
            self._card = None

    def layout(self) -> None:
        """Seats around the table, the viewer at the bottom."""
        self.view.layout(
            self.table_area(), self.state.num_players, self.bottom_seat(), self.corner_rect()
        )
        self._card = None

    def animation_target(self) -> Any:
        """Bubbles and banners are placed by the table view."""
        return self.view

    def log_share(self) -> float:
        """The move log gives room to the buttons while a human decides."""
        return 0.34 if self.acting_human() is not None else 0.42

    def keys_hints(self) -> tuple[str, ...]:
        """Every keyboard hint the panel may show."""
        return (
            tr("liedice.keys.decide"),
            tr("liedice.keys.build"),
            tr("liedice.keys.opener"),
            tr("table.keys_watch"),
        )

    def keys_hint(self) -> str:
        """The hint for this moment."""
        seat = self.acting_human()
        if seat is None:
            return tr("table.keys_watch")
        stage = self.state.stage
        if stage == OPEN:
            return tr("liedice.keys.opener")
        if stage == DECIDE and not self.builder_open:
            return tr("liedice.keys.decide")
        return tr("liedice.keys.build")

    # ------------------------------------------------------------ what the table shows
    def sync_shown(self) -> None:
        """The drawn table catches up with the game (public facts only)."""
        self.shown = Shown.from_state(self.state)
        if self.shown.bid is not None:
            self.reveal = None

    def on_animations_done(self) -> None:
        """Animations over: draw the game as it is."""
        self.sync_shown()

    def observation(self, seat: int) -> Observation:
        """``seat``'s observation now (cached per step)."""
        cached = self._obs.get(seat)
        if cached is None or cached[0] != self.moves:
            cached = (self.moves, self.state.observation(seat))
            self._obs[seat] = cached
        return cached[1]

    def holder_faces(self, holder: int | None) -> tuple[str, ...] | None:
        """The box's dice as ``holder`` sees them, if this screen may show them (else None)."""
        if holder is None or self.state.holder != holder:
            return None
        if not self.face_up()[holder]:
            return None
        obs = self.observation(holder)
        if obs.my_box is not None:
            return obs.my_box
        if self.state.phase == "reroll":
            return obs.received  # the dice it saw; the re-rolled ones are in the air
        return None

    def viewer_memory(self) -> tuple[str, ...] | None:
        """The box as the screen's player last passed it this round (their own sight)."""
        viewer = self.viewer
        if viewer is None or self.curtain_for is not None or not self.face_up()[viewer]:
            return None
        if self.state.holder == viewer:
            return None
        seen = self.observation(viewer).seen_this_round()
        return seen[-1].passed if seen else None

    def card_visible(self) -> bool:
        """Whether the bid builder card covers the lower felt now."""
        return (
            self.builder_open
            and not self.card_hidden
            and self.draft is not None
            and self.acting_human() is not None
            and self._decision == self.decision_key()
        )

    def frame(self) -> Frame:
        """What the table draws this frame."""
        moving = self.pose_animation()
        shown = self.shown
        lid = 1.0 if shown.lid_open else 0.0
        if moving is not None and moving.lid() is not None:
            lid = float(moving.lid() or 0.0)
        box_at = moving.box_at(self.view) if moving is not None else None
        names = [seat.name for seat in self.session.seats]
        frame = Frame(
            shown=shown,
            names=names,
            subtitles=[self.subtitle(s) for s in range(len(names))],
            turn=self.state.current_seat if not self.queue else None,
            thinking=self.state.current_seat if self.ai_thinking else None,
            box_at=box_at,
            lid=lid,
            shake=moving.shake() if moving is not None else (0.0, 0.0),
            lives_flying=moving.lives_flying() if moving is not None else {},
            reveal=self.reveal,
            reveal_progress=(
                moving.reveal_progress() or 1.0
                if moving is not None and moving.reveal_progress() is not None
                else 1.0
            ),
            keep=frozenset(self.keep) if self.state.stage == LOOKED else frozenset(),
        )
        if box_at is None and lid >= 0.6:
            faces = self.holder_faces(shown.holder)
            if faces is not None:
                frame.box_faces = faces
                frame.tumbling = moving.tumbling() if moving is not None else {}
                frame.big_box = shown.holder == self.view.bottom and bool(self.humans)
        if self.card_visible():
            frame.centre_covered = True
            if shown.holder == self.view.bottom:
                frame.box_hidden = True
        return frame

    def pose_animation(self) -> TableAnimation | None:
        """The animation that places the box now: the queue's head, else a running effect."""
        head = self.queue[0] if self.queue else None
        if isinstance(head, TableAnimation):
            return head
        if head is None:
            for effect in self.effects:
                if isinstance(effect, TableAnimation):
                    return effect
        return None

    def subtitle(self, seat: int) -> str:
        """A plate's second line: the AI's personality and level, or "Human"."""
        info = self.session.seats[seat]
        if info.is_human:
            return tr("seat.human")
        level = level_of(info)
        return tr(
            "liedice.plate.ai",
            persona=persona_name(level, persona_index(self.session.seats, seat)),
            level=tr(f"seat.ai_{level}") if level in ("easy", "medium", "hard") else level,
        )

    # ------------------------------------------------------------ events
    def on_events(self, events: list[Any]) -> None:
        """Engine events to log lines, sounds and animations."""
        f = self.speed
        q = self.queue
        play = self.play_sound
        name = self.name
        caller = bidder = None
        for event in events:
            if isinstance(event, RoundStarted):
                self.log_later(
                    "liedice.log.round_started", number=event.number, name=name(event.opener)
                )
                if f:
                    q.append(anim.Call(partial(self._shown_round, event)))
                    q.append(
                        BoxMove(
                            None,
                            event.opener,
                            0.45 * f,
                            on_end=partial(self._shown_holder, event.opener),
                        )
                    )
            elif isinstance(event, BoxShaken):
                strength = roll_strength(self.preference("roll_animation"))
                if f and strength:
                    positions: tuple[int, ...] = ()
                    if event.count < 5 and self.face_up()[event.seat]:
                        # The holder's own re-roll: its dice tumble where this screen sees them.
                        positions = tuple(p for p in range(5) if p not in self.state.kept)
                    self._lane(event.seat, event.count < 5).append(
                        BoxShake(
                            (0.75 if event.count == 5 else 0.6) * f * (0.5 + strength / 2),
                            positions,
                            on_start=partial(play, "roll"),
                            strength=strength,
                        )
                    )
                else:
                    play("roll")
            elif isinstance(event, Looked):
                self.log_later("liedice.log.looked", name=name(event.seat))
                if f:
                    self._lane(event.seat).append(
                        Lid(0.3 * f, True, on_end=partial(self._shown_lid, event.seat, True))
                    )
            elif isinstance(event, RerollAnnounced):
                self.log_later("liedice.log.reroll", name=name(event.seat), count=event.count)
                if f and not self.session.seats[event.seat].is_human:
                    q.append(
                        anim.Bubble(
                            event.seat,
                            tr("liedice.bubble.reroll", count=event.count),
                            0.7 * f,
                            accent=colours.HIT,
                        )
                    )
            elif isinstance(event, BidMade):
                self._log_bid(event)
                if f:
                    q.append(anim.Call(partial(self._shown_bid, event)))
                    if self.bubbles_on() and not self.session.seats[event.seat].is_human:
                        q.append(
                            anim.Bubble(
                                event.seat,
                                words.capitalised(words.hand_words(event.dice)),
                                1.1 * f,
                            )
                        )
                    q.append(
                        BoxMove(
                            event.seat,
                            event.to_seat,
                            0.45 * f,
                            on_start=partial(play, "bid"),
                            on_end=partial(self._shown_holder, event.to_seat),
                        )
                    )
                else:
                    play("bid")
            elif isinstance(event, LiarCalled):
                caller, bidder = event.caller, event.bidder
                self.log_later("liedice.log.call", caller=name(caller), bidder=name(bidder))
                if f:
                    q.append(
                        anim.Bubble(caller, tr("liedice.bubble.liar"), 0.8 * f, accent=colours.MISS)
                    )
            elif isinstance(event, BoxRevealed):
                assert caller is not None and bidder is not None
                truthful = event.truthful
                reveal = Reveal(
                    tuple(event.bid),
                    tuple(event.box),
                    truthful,
                    caller,
                    bidder,
                    caller if truthful else bidder,
                    self.state.rounds[-1]["number"],
                )
                text = words.verdict_text(
                    event.bid, event.box, truthful, name(caller), name(bidder)
                )
                if f:
                    q.append(RevealMotion(2.6 * f, on_start=partial(self._shown_reveal, reveal)))
                else:
                    self.reveal = reveal
                self.log_later("liedice.log.verdict", text=text)
            elif isinstance(event, LifeLost):
                seat = event.seat
                if f:
                    index = event.lives  # the token that goes is the last one still there
                    q.append(
                        LifeFly(
                            seat,
                            partial(self.view.life_centre, seat, index),
                            0.8 * f,
                            on_start=partial(play, "miss"),
                            on_end=partial(self._shown_life, seat, event.lives),
                        )
                    )
                else:
                    play("miss")
            elif isinstance(event, PlayerOut):
                self.log_later("liedice.log.out", name=name(event.seat))
                if f:
                    q.append(anim.Banner(tr("liedice.banner.out", name=name(event.seat)), 1.2 * f))
            elif isinstance(event, GameOver):
                if event.loser is not None:
                    self.log_later("liedice.log.penalty", name=name(event.loser))
                else:
                    self.log_later("liedice.log.last_standing", name=name(event.winners[0]))
                play("win")
                if f:
                    q.append(anim.Hold({}, 1.2 * f))
        if not q:
            self.sync_shown()

    def _lane(self, seat: int, own_turn: bool = True) -> list[anim.Animation]:
        """Where an animation of ``seat``'s own turn goes: a human's look and re-roll play
        beside the game (their next click is not held up); everyone else's in the queue."""
        if own_turn and self.session.seats[seat].is_human and not self.queue:
            return self.effects
        return self.queue

    def _log_bid(self, event: BidMade) -> None:
        what = words.hand_words(event.dice)
        if event.direction is not None:
            self.log_later(
                "liedice.log.direction",
                name=self.name(event.seat),
                direction=words.direction_words(event.direction),
            )
        key = "liedice.log.bid" if event.looked else "liedice.log.bid_blind"
        self.log_later(key, name=self.name(event.seat), bid=what, to=self.name(event.to_seat))

    # The drawn table moves on as the animations reach each point.
    def _shown_round(self, event: RoundStarted) -> None:
        self.shown = Shown(
            round_number=event.number,
            opener=event.opener,
            holder=None,
            lives=list(event.lives),
            max_lives=self.state.rules.lives,
        )

    def _shown_holder(self, seat: int) -> None:
        self.shown.holder = seat
        self.shown.lid_open = False

    def _shown_lid(self, seat: int, is_open: bool) -> None:
        if self.shown.holder == seat:
            self.shown.lid_open = is_open

    def _shown_bid(self, event: BidMade) -> None:
        shown = self.shown
        shown.bid = tuple(event.dice)
        shown.bidder = event.seat
        shown.bid_looked = event.looked
        shown.bid_rerolled = event.rerolled
        if event.direction is not None:
            shown.direction = event.direction
        shown.lid_open = False
        self.reveal = None

    def _shown_reveal(self, reveal: Reveal) -> None:
        self.reveal = reveal
        self.shown.bid = None

    def _shown_life(self, seat: int, lives: int) -> None:
        if self.shown.lives:
            self.shown.lives[seat] = lives

    # ------------------------------------------------------------ pacing
    def update(self, dt: float) -> None:
        """The game (TableBase), then the coach's work for the decision on screen, if asked."""
        super().update(dt)
        if self.coach_on() and self.acting_human() is not None:
            self.coach_tip()

    def ai_pace(self) -> float:
        """An AI seat in the middle of its turn (looked, re-rolled) goes on a little faster."""
        state = self.state
        seat = state.current_seat
        if seat is not None and not self.session.seats[seat].is_human:
            if state.stage in (LOOKED, REROLLED):
                return 0.5
        return 1.0

    def show_game_over(self) -> None:
        """The end screen."""
        super().show_game_over()

    def on_handover(self) -> None:
        """The next human takes the screen: nothing of the last one's choices carries over."""
        self.focus = None
        self.card_hidden = False

    # ------------------------------------------------------------ decisions
    def decision_key(self) -> DecisionKey:
        """The decision now: the round, the actions so far, the holder, the stage, a look."""
        state = self.state
        return (
            state.round_number,
            len(state.public_actions),
            state.holder,
            state.stage,
            bool(state.looked),
        )

    def ensure_decision(self) -> None:
        """A new decision: a fresh draft after the bid on the table, nothing kept."""
        key = self.decision_key()
        if key == self._decision:
            return
        self._decision = key
        state = self.state
        self.draft = BidDraft(state.bid) if state.stage is not None else None
        self.keep = set()
        stage = state.stage
        self.builder_open = stage in (LOOKED, REROLLED) or (stage == OPEN and state.looked)
        self.card_hidden = False
        self.focus = None
        self._card = None

    def _remember(self) -> None:
        """What the table must restore exactly after Continue: the draft, kept dice, the card."""
        key = self._decision
        self.session.table = {
            "decision": list(key) if key is not None else None,
            "keep": sorted(self.keep),
            "draft": list(self.draft.dice) if self.draft and self.draft.dice is not None else None,
            "builder": self.builder_open,
            "bubbles": self.bubbles_on(),
        }
        self.autosave()

    def _restore_table(self) -> None:
        """Continue: the half-made decision as it was saved."""
        data = self.session.table or {}
        self.ensure_decision()
        if data.get("decision") != list(self.decision_key()):
            return
        keep = data.get("keep")
        if isinstance(keep, list) and all(type(p) is int and 0 <= p <= 4 for p in keep):
            self.keep = set(keep)
        dice = data.get("draft")
        if self.draft is not None and isinstance(dice, list):
            try:
                bid_index(tuple(dice))
                self.draft.set_dice(tuple(dice))
            except ValueError:
                log.warning("saved draft %r is not a bid", dice)
        if isinstance(data.get("builder"), bool):
            self.builder_open = bool(data["builder"]) or self.builder_open

    def bubbles_on(self) -> bool:
        """Whether AI bids show in speech bubbles (the table's own switch)."""
        return bool((self.session.table or {}).get("bubbles", True))

    def toggle_bubbles(self) -> None:
        """Speech bubbles on or off (kept with the game)."""
        table = dict(self.session.table or {})
        table["bubbles"] = not self.bubbles_on()
        self.session.table = table
        self._rebuild()

    def coach_on(self) -> bool:
        """The coach setting (off by default)."""
        return bool(self.preference("coach"))

    def corner_toggles(self) -> list[tuple[str, str, Any]]:
        """The coach (C) and the speech bubbles."""
        state = {True: tr("settings.on"), False: tr("settings.off")}
        return [
            *self.preference_toggles(),
            (
                "#bubbles",
                tr("liedice.table.bubbles", state=state[self.bubbles_on()]),
                self.toggle_bubbles,
            ),
        ]

    # ------------------------------------------------------------ controls (pygame_gui)
    def controls_signature(self) -> Any:
        """The decision and the builder: rebuilt only when they change."""
        seat = self.acting_human()
        if seat is not None:
            self.ensure_decision()
        draft = self.draft
        return (
            seat,
            self.decision_key(),
            self.builder_open,
            draft.dice if draft is not None else None,
            draft.legal if draft is not None else None,
            len(self.keep),
            self.curtain_for,
            self.app.size,
            self.coach_on(),
        )

    def build_controls(self, seat: int, rect: pygame.Rect) -> None:
        """The buttons of this decision, in rows at the bottom of the panel."""
        self.ensure_decision()
        rows = self.button_rows()
        c = self.controls
        w = rect.w
        bh = max(46, fonts.scaled(40))
        gap = 8
        font = fonts.font("bold", 21)
        placed: list[list[tuple[Any, ...]]] = []
        for row in rows:
            half = (w - gap * (len(row) - 1)) // len(row)
            if all(font.size(entry[1])[0] + 16 <= half for entry in row):
                placed.append(row)
            else:
                placed += [[entry] for entry in row]
        y = rect.h - len(placed) * (bh + gap) + gap
        self._buttons_top = rect.y + y
        for row in placed:
            bw = (w - gap * (len(row) - 1)) // len(row)
            for i, (object_id, label, callback, enabled, class_id) in enumerate(row):
                self.button(
                    (i * (bw + gap), y, bw, bh),
                    label,
                    callback,
                    object_id=object_id,
                    class_id=class_id,
                    focusable=False,
                    container=c,
                    enabled=enabled,
                )
            y += bh + gap

    def button_rows(self) -> list[list[tuple[str, str, Any, bool, str]]]:
        """(object id, label, callback, enabled, class) per button, row by row."""
        state = self.state
        stage = state.stage
        draft = self.draft
        ready = draft is not None and draft.legal
        rows: list[list[tuple[str, str, Any, bool, str]]] = []
        look = ("#look", tr("liedice.controls.look"), self.do_look, True, "@menu")
        lowest = ("#lowest", tr("liedice.controls.lowest"), self.do_lowest, True, "@menu")
        blind = ("#blind", tr("liedice.controls.blind"), self.open_builder, True, "@menu")
        if stage == OPEN:
            if not state.looked:
                rows.append([look] + ([] if self.builder_open else [blind]))
            if self.builder_open or state.looked:
                rows.append([lowest])
                rows.append(
                    [
                        (
                            "#pass_left",
                            tr("liedice.controls.pass_left"),
                            partial(self.do_bid, LEFT),
                            ready,
                            "@primary",
                        ),
                        (
                            "#pass_right",
                            tr("liedice.controls.pass_right"),
                            partial(self.do_bid, RIGHT),
                            ready,
                            "@primary",
                        ),
                    ]
                )
            return rows
        bid = ("#bid", tr("liedice.controls.bid"), self.do_bid, ready, "@primary")
        if stage == DECIDE:
            liar = ("#liar", tr("liedice.controls.liar"), self.do_call, True, "@primary")
            if must_call(state):
                return [[liar]]
            rows.append([liar, look])
            if self.builder_open:
                rows.append([lowest, bid])
            else:
                rows.append([blind])
            return rows
        if stage == LOOKED:
            count = 5 - len(self.keep)
            can = 1 <= len(self.keep) <= 4
            label = (
                tr_count("liedice.controls.reroll", count) if can else tr("liedice.controls.keep")
            )
            rows.append([("#reroll", label, self.do_reroll, can, "@menu"), lowest])
            rows.append([bid])
            return rows
        if stage == REROLLED:
            rows.append([lowest, bid])
        return rows

    def message_bottom(self, panel: pygame.Rect) -> int:
        """Error messages sit above the buttons."""
        if self.acting_human() is None:
            return panel.bottom - 4
        return int(getattr(self, "_buttons_top", panel.bottom)) - 6

    # ------------------------------------------------------------ human actions
    def do_look(self) -> None:
        """Lift the lid (accepting the bid)."""
        if self.state.stage in (OPEN, DECIDE) and not self.state.looked:
            self.human_apply(LOOK)

    def do_call(self) -> None:
        """Call "Liar!" on the bid in front of you."""
        if self.state.stage == DECIDE:
            self.human_apply(CALL)

    def do_reroll(self) -> None:
        """Keep the marked dice and re-roll the rest."""
        if self.state.stage != LOOKED or self.acting_human() is None:
            return
        if not 1 <= len(self.keep) <= 4:
            self.message = tr("liedice.message.keep_first")
            return
        keep = tuple(sorted(self.keep))
        if self.human_apply(Reroll(keep)):
            self.keep = set()

    def do_bid(self, direction: str | None = None) -> None:
        """Bid the hand built and pass the box (the opener chooses the direction)."""
        state = self.state
        seat = self.acting_human()
        if seat is None or state.stage is None:
            return
        self.ensure_decision()
        draft = self.draft
        if draft is None or draft.dice is None:
            self.message = tr("liedice.message.build_first")
            self.open_builder()
            return
        if not draft.legal:
            self.message = builder.reason_text(draft)
            return
        opening = state.bid is None
        if opening and direction is None:
            direction = LEFT
        self.human_apply(Bid(draft.dice, direction if opening else None))

    def do_lowest(self) -> None:
        """The lowest legal raise in the builder."""
        self.open_builder()
        if self.draft is not None:
            self.draft.lowest()
            self._draft_changed()

    def open_builder(self) -> None:
        """Show the bid builder (a blind bid, or the card brought back)."""
        if self.acting_human() is None:
            return
        self.ensure_decision()
        self.builder_open = True
        self.card_hidden = False
        self._draft_changed()

    def toggle_keep(self, position: int) -> None:
        """Mark or unmark a die to keep (after looking, before re-rolling)."""
        if self.acting_human() is None or self.state.stage != LOOKED:
            return
        if position in self.keep:
            self.keep.discard(position)
        elif len(self.keep) < 4:
            self.keep.add(position)
        else:
            self.message = tr("liedice.message.keep_four")
            return
        self.message = ""
        self.controls_key = None
        self._remember()

    def my_dice(self) -> tuple[str, ...] | None:
        """The acting human's box, as they see it (for "bid my dice")."""
        seat = self.acting_human()
        return self.holder_faces(seat) if seat is not None else None

    def chip_action(self, action: tuple[Any, ...]) -> None:
        """A chip of the builder card was chosen."""
        draft = self.draft
        if draft is None:
            return
        kind = action[0]
        if kind == "kind":
            draft.choose_kind(action[1])
        elif kind == "core":
            draft.choose_core(action[1])
        elif kind == "three":
            cores = [c for c in draft.cores() if c.ranks[0] == action[1]]
            pick = next((c for c in cores if c.legal), cores[0] if cores else None)
            if pick is not None:
                draft.choose_core(pick.ranks)
        elif kind == "odd":
            draft.toggle_odd(action[1])
        elif kind == "step":
            draft.step(int(action[1]))
        elif kind == "mine":
            mine = self.my_dice()
            if mine is not None:
                draft.set_dice(mine)
        elif kind == "hide":
            self.card_hidden = True
        self._draft_changed()

    def _draft_changed(self) -> None:
        self._card = None
        self.controls_key = None
        self.message = ""
        self._remember()

    # ------------------------------------------------------------ the builder card
    def card_title(self) -> str:
        """The card's heading: the bid to beat (or the opening bid)."""
        state = self.state
        if state.bid is None:
            return tr("liedice.builder.title_open")
        assert state.bidder is not None
        return tr(
            "liedice.builder.title_beat",
            bid=words.hand_words(state.bid),
            name=self.name(state.bidder),
        )

    def card_layout(self) -> builder.CardLayout | None:
        """The card's layout (cached until the draft, the dice or the window change)."""
        if not self.card_visible() or self.draft is None:
            return None
        seat = self.acting_human()
        faces = self.holder_faces(seat)
        rank = self.state.bid_rank
        mine = faces is not None and (rank is None or bid_index(faces) > rank)
        draft = self.draft
        key = (
            draft.kind,
            draft.core,
            draft.odd,
            faces,
            self.table_area().size,
            fonts.scale(),
            tr("liedice.builder.kind"),
            mine,
        )
        if self._card is not None and self._card[0] == key:
            return self._card[1]
        area = self.table_area()
        layout = builder.layout_card(
            area,
            area.top + 8,
            draft,
            self.card_title(),
            faces,
            self.view.big_die(),
            True,
            bool(mine),
        )
        self._card = (key, layout)
        return layout

    def card_status(self) -> tuple[str, bool]:
        """Under the bid built: whether it may be made, or why not."""
        draft = self.draft
        if draft is None or draft.dice is None:
            return tr("liedice.builder.choose"), False
        if draft.legal:
            if draft.floor is None:
                return tr("liedice.builder.ok_open"), True
            return tr("liedice.builder.ok", bid=words.hand_words(draft.floor)), True
        return builder.reason_text(draft), False

    def focus_move(self, drow: int, dcol: int) -> None:
        """Up/Down/Tab move the focus ring a row; Left/Right one chip, on into the next row."""
        layout = self.card_layout()
        if layout is None or not layout.rows:
            return
        if self.focus is None:
            self.focus = (0, 0)
            return
        row, col = self.focus
        row = max(0, min(len(layout.rows) - 1, row))
        col = max(0, min(len(layout.rows[row]) - 1, col))
        if drow:
            row = (row + drow) % len(layout.rows)
            chosen = [i for i, chip in enumerate(layout.rows[row]) if chip.selected]
            # Land on the row's chosen chip (the kind, faces or odd die in the bid), if any.
            col = chosen[0] if chosen else min(col, len(layout.rows[row]) - 1)
        else:
            flat = [(r, c) for r, chips in enumerate(layout.rows) for c in range(len(chips))]
            index = (flat.index((row, col)) + dcol) % len(flat)
            row, col = flat[index]
        self.focus = (row, col)

    def focus_activate(self) -> None:
        """Space: choose the focused chip."""
        layout = self.card_layout()
        if layout is None or self.focus is None:
            return
        row, col = self.focus
        if row < len(layout.rows) and col < len(layout.rows[row]):
            chip = layout.rows[row][col]
            if chip.enabled:
                self.chip_action(chip.action)
            else:
                self.message = chip.reason

    # ------------------------------------------------------------ input
    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the card, the dice and the plates; the game's keys."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_c:
                self.toggle_setting("coach")
                return True
            return self._key(event)
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.acting_human() is None:
            return False
        layout = self.card_layout()
        if layout is not None:
            chip = layout.hit(pos)
            if chip is not None:
                if chip.enabled:
                    self.chip_action(chip.action)
                else:
                    self.message = chip.reason
                return True
            if layout.dice_rect is not None:
                for rect, position in self._card_dice_rects(layout):
                    if rect.collidepoint(pos):
                        self.toggle_keep(position)
                        return True
            if layout.rect.collidepoint(pos):
                return True
        die = self.view.hit_die(pos)
        if die is not None:
            self.toggle_keep(die)
            return True
        return False

    def _card_dice_rects(self, layout: builder.CardLayout) -> list[tuple[pygame.Rect, int]]:
        assert layout.dice_rect is not None
        d = self.view.big_die()
        step = layout.dice_rect.w / 5
        rects = []
        for i in range(5):
            rect = pygame.Rect(0, 0, d, d)
            rect.center = (int(layout.dice_rect.x + step * (i + 0.5)), layout.dice_rect.centery)
            rects.append((rect, i))
        return rects

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if self.acting_human() is None:
            return False
        self.ensure_decision()
        stage = self.state.stage
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if key == pygame.K_l:
            self.do_look()
        elif key == pygame.K_x:
            self.do_call()
        elif key == pygame.K_r:
            self.do_reroll()
        elif key == pygame.K_m:
            self.do_lowest()
        elif key == pygame.K_b:
            self.open_builder()
        elif key == pygame.K_v:
            self.card_hidden = not self.card_hidden
            if self.builder_open is False:
                self.open_builder()
        elif key == pygame.K_t:
            mine = self.my_dice()
            if mine is not None and self.draft is not None:
                self.open_builder()
                self.draft.set_dice(mine)
                self._draft_changed()
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.open_builder()
            if self.draft is not None:
                self.draft.step(1)
                self._draft_changed()
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.open_builder()
            if self.draft is not None:
                self.draft.step(-1)
                self._draft_changed()
        elif stage == LOOKED and pygame.K_1 <= key <= pygame.K_5:
            self.toggle_keep(key - pygame.K_1)
        elif stage == LOOKED and pygame.K_KP1 <= key <= pygame.K_KP5:
            self.toggle_keep(key - pygame.K_KP1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.do_bid(LEFT if self.state.bid is None else None)
        elif key == pygame.K_COMMA and self.state.bid is None:
            self.do_bid(LEFT)
        elif key == pygame.K_PERIOD and self.state.bid is None:
            self.do_bid(RIGHT)
        elif key == pygame.K_TAB and self.card_visible():
            self.focus_move(-1 if shift else 1, 0)
        elif key in (pygame.K_UP, pygame.K_DOWN) and self.card_visible():
            self.focus_move(-1 if key == pygame.K_UP else 1, 0)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.card_visible():
            self.focus_move(0, -1 if key == pygame.K_LEFT else 1)
        elif key == pygame.K_SPACE and self.card_visible():
            self.focus_activate()
        else:
            return False
        return True

    # ------------------------------------------------------------ coach
    def coach_tip(self) -> Any:
        """With the coach on, at a human's decision: the chance the bid is true and Hard's move
        (worked out off the frame loop; None until it is ready)."""
        seat = self.acting_human()
        if not self.coach_on() or seat is None:
            return None
        from yenta_desktop.ai.liedice import coach

        key = ("tip", self.moves, seat)
        runner = self.coach_runner
        if not runner.asked(key):
            return runner.ask(key, coach, self.observation(seat), self._advisor(seat))
        return runner.get(key)

    def _advisor(self, seat: int) -> Any:
        advisor = self._advisors.get(seat)
        if advisor is None:
            from yenta_desktop.ai.liedice import HardBot

            advisor = HardBot(seed=(self.state.seed or 0) + 101 * seat)
            self._advisors[seat] = advisor
        return advisor

    def coach_lines(self) -> list[str]:
        """The coach's lines for the panel."""
        if not self.coach_on() or self.acting_human() is None:
            return []
        tip = self.coach_tip()
        if tip is None:
            return [tr("liedice.coach.thinking")]
        lines = []
        if tip.p_true is not None:
            lines.append(tr("liedice.coach.chance", chance=round(100 * tip.p_true)))
        if tip.history is not None and tip.p_raw is not None:
            lines.append(tr(f"liedice.coach.history_{tip.history}", raw=round(100 * tip.p_raw)))
        if tip.hard is not None:
            lines.append(self.describe_move(tip.hard))
        return lines

    def describe_move(self, action: Any) -> str:
        """Hard's move in words."""
        if isinstance(action, Call):
            return tr("liedice.coach.call")
        if isinstance(action, Look):
            return tr("liedice.coach.look")
        if isinstance(action, Reroll):
            faces = self.my_dice() or ()
            kept = [faces[p] for p in action.keep if p < len(faces)]
            return tr("liedice.coach.reroll", keep=words.letters(kept), count=action.count)
        if isinstance(action, Bid):
            if action.direction is not None:
                return tr(
                    "liedice.coach.bid_open",
                    bid=words.hand_words(action.dice),
                    direction=words.direction_words(action.direction),
                )
            return tr("liedice.coach.bid", bid=words.hand_words(action.dice))
        return ""

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Everything (see TableBase.draw); what it shows of the box is recorded afresh."""
        self.drawn_secrets = []
        super().draw(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt, seats, centre, box; the builder card over the lower felt while building."""
        area = self.table_area()
        if self.view.bottom != self.bottom_seat() or self.view.area.size != area.size:
            self.layout()
        frame = self.frame()
        self.view.draw(surface, frame)
        if frame.box_faces is not None and not frame.box_hidden:
            assert frame.shown.holder is not None
            self.drawn_secrets.append((frame.shown.holder, frame.box_faces))
        layout = self.card_layout()
        if layout is not None and self.draft is not None:
            status, ok = self.card_status()
            builder.draw_card(
                surface,
                layout,
                self.draft,
                self.view,
                self.focus,
                pygame.mouse.get_pos(),
                status,
                ok,
            )
            seat = self.acting_human()
            faces = self.holder_faces(seat)
            if faces is not None and layout.dice_rect is not None:
                keep = frozenset(self.keep) if self.state.stage == LOOKED else frozenset()
                head = self.pose_animation()
                tumbling = head.tumbling() if head is not None else {}
                self.view.draw_keep_dice(
                    surface, faces, layout.dice_rect, self.view.big_die(), keep, tumbling
                )
                assert seat is not None
                self.drawn_secrets.append((seat, faces))
        self._draw_persona_tip(surface)

    def _draw_persona_tip(self, surface: pygame.Surface) -> None:
        """Hovering an AI's plate shows its personality in a line."""
        pos = pygame.mouse.get_pos()
        if self.card_visible() and (layout := self.card_layout()) and layout.rect.collidepoint(pos):
            return
        seat = self.view.hit_seat(pos)
        if seat is None or self.session.seats[seat].is_human:
            return
        level = level_of(self.session.seats[seat])
        text = tr(
            "liedice.plate.persona_tip",
            persona=persona_name(level, persona_index(self.session.seats, seat)),
            description=persona_description(level),
        )
        plate = self.view.plate_rect(seat)
        width = min(340, self.table_area().w - 40)
        lines = fonts.wrap_text(text, width - 20, "regular", 14)
        box = pygame.Rect(0, 0, width, len(lines) * fonts.line_height("regular", 14) + 14)
        box.midtop = (plate.centerx, plate.bottom + 6)
        if box.bottom > self.table_area().bottom - 4:
            box.midbottom = (plate.centerx, plate.top - 6)
        box.clamp_ip(self.table_area().inflate(-8, -8))
        pygame.draw.rect(surface, (250, 244, 226), box, border_radius=8)
        pygame.draw.rect(surface, colours.PANEL_BORDER, box, 2, border_radius=8)
        fonts.blit_lines(surface, lines, (box.x + 10, box.y + 7), "regular", 14, (20, 16, 10))

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        """The coach's lines at a decision; what the player last saw of the box while watching."""
        bottom = self.message_bottom(panel) - (
            2 * fonts.line_height("italic", 14) if self.message else 0
        )
        lines: list[tuple[str, str, int, tuple[int, int, int]]] = []
        for text in self.coach_lines():
            lines.append((text, "italic", 14, colours.HIT))
        if self.acting_human() is None:
            nxt = self._next_line()
            if nxt:
                lines.append((nxt, "regular", 14, colours.TEXT_DIM))
        y += 4
        for text, role, size, colour in lines:
            wrapped = fonts.wrap_text(text, panel.w, role, size)
            need = len(wrapped) * fonts.line_height(role, size)
            if y + need > bottom:
                break
            y = fonts.blit_lines(surface, wrapped, (panel.x, y), role, size, colour) + 2
        memory = self.viewer_memory()
        if memory is not None and self.acting_human() is None:
            label = fonts.fit_text(
                tr("liedice.panel.you_passed"), panel.w, "regular", 14, colours.TEXT_DIM
            )
            d = 26
            if y + label.get_height() + d + 8 <= bottom:
                surface.blit(label, (panel.x, y + 4))
                y += label.get_height() + 6
                for i, face in enumerate(memory):
                    self.art.blit(
                        surface,
                        face,
                        words.letter(face),
                        (panel.x + d / 2 + i * (d + 6), y + d / 2),
                        d,
                    )
                assert self.viewer is not None
                self.drawn_secrets.append((self.viewer, tuple(memory)))

    def _next_line(self) -> str:
        """While watching: where the box goes next."""
        state = self.state
        if state.holder is None or state.direction is None or state.is_terminal:
            return ""
        return tr("liedice.panel.direction", direction=words.direction_words(state.direction))

    def instruction(self) -> list[str]:
        """The two "what to do now" lines of the action panel."""
        state = self.state
        if state.is_terminal:
            return [tr("instruction.game_over")]
        seat = state.current_seat
        if seat is None or self.queue:
            return [tr("instruction.watch")]
        name = self.name(seat)
        if not self.session.seats[seat].is_human:
            return [tr("instruction.ai_turn", name=name), tr("instruction.ai_wait")]
        if self.acting_human() is None:
            return [tr("instruction.handover", name=name)]
        stage = state.stage
        if stage == OPEN:
            left = self.name(state.next_seat(seat, 1))
            right = self.name(state.next_seat(seat, -1))
            if not state.looked:
                return [
                    tr("liedice.instruction.open", name=name, number=state.round_number),
                    tr("liedice.instruction.open_detail"),
                ]
            return [
                tr("liedice.instruction.open_bid", name=name),
                tr("liedice.instruction.open_bid_detail", left=left, right=right),
            ]
        assert state.bid is not None and state.bidder is not None
        bid = words.hand_words(state.bid)
        bidder = self.name(state.bidder)
        receiver = self.name(state.next_seat(seat, 1 if state.direction == LEFT else -1))
        if stage == DECIDE:
            if must_call(state):
                return [
                    tr("liedice.instruction.must_call", name=name, bid=bid),
                    tr("liedice.instruction.must_call_detail"),
                ]
            return [
                tr("liedice.instruction.decide", name=name, bidder=bidder),
                tr("liedice.instruction.decide_detail"),
            ]
        if stage == LOOKED:
            return [
                tr("liedice.instruction.beat", name=name, bidder=bidder),
                tr("liedice.instruction.looked_detail", to=receiver),
            ]
        return [
            tr("liedice.instruction.beat", name=name, bidder=bidder),
            tr("liedice.instruction.rerolled_detail", to=receiver),
        ]


def must_call(state: GameState) -> bool:
    """Five aces are on the table: nothing beats them, so the only answer is a call."""
    return not can_raise(state.bid)


def last_reveal(state: GameState) -> Reveal | None:
    """The last call's outcome while no bid has been made since (a continued game)."""
    if any(a["type"] == "bid" for a in state.public_actions) or not state.rounds:
        return None
    done = state.public_rounds[-1]
    return Reveal(
        tuple(done["bid"]),
        tuple(done["box"]),
        done["reason"] != "lied",
        done["caller"],
        done["bidder"],
        done["loser"],
        done["number"],
    )


DEMO_LEVELS = ("easy", "medium", "hard", "medium")


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI Lie Dice table for --demo and the smoke test."""
    from yenta_desktop.ui.shell.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    return GameSession(seats, new_game(len(seats), Rules(), seed=seed), "lie-dice")
