"""Lie Dice's table, the presenter: the seats and personas, what the table shows (the
public :class:`~.view.Shown` moved on by the animations, the viewer's own sight of the box),
the engine's events turned into log lines, sounds and animations, pacing, the decision under
way and its restore after Continue, the coach.

Every change of the game goes through ``apply`` / ``apply_chance``; the events become log
lines, sounds and animations (:meth:`LieDicePresenter.on_events`). The controls
(:mod:`.controls`) and the drawing (:mod:`.table`) build on it.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import Any

import pygame

from yenta_desktop.engine.liedice import (
    DECIDE,
    LOOKED,
    OPEN,
    REROLLED,
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
    bid_index,
)
from yenta_desktop.engine.liedice.menu import can_raise
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours
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


class LieDicePresenter(TableBase):
    """One game of Lie Dice at the table: the game, what it shows, its events and pacing."""

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

    def my_dice(self) -> tuple[str, ...] | None:
        """The acting human's box, as they see it (for "bid my dice")."""
        seat = self.acting_human()
        return self.holder_faces(seat) if seat is not None else None

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
