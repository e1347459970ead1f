"""Pinochle's table: four seats in two teams, the auction, trump, the pass, melds and tricks.

Built on :class:`~yenta_desktop.ui.shell.table_base.TableBase` (AI seats,
pacing, autosave, the pass-and-play curtain, the move log). The screen's
player sits at the bottom with the hand fanned and sorted by suit (trump first
once named); the partner sits opposite. Every change of the game goes through
``apply`` / ``apply_chance``; the events become log lines, sounds and
animations (:meth:`TableScene.on_events`).

Secrets: a hand is drawn face up only when ``face_up()`` allows it (the
passed cards live in hands, so they follow the same rule);
:attr:`drawn_secrets` records which hands each frame drew face up (the
pass-and-play tests read it). Melds and played cards are public.

Pacing: the shell's Speed applies to everything; on top of it the auction and
the tricks have their own pace (corner buttons), as pinochle players expect:
a quick auction and time to read each finished trick, or the reverse.
"""

from __future__ import annotations

import logging
import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from yenta_desktop.ai.pinochle import hint as medium_hint
from yenta_desktop.engine.pinochle import (
    PASS,
    PLAY_OUT,
    SUITS,
    TEAMS,
    THROW_IN,
    AuctionWon,
    Bid,
    BidMade,
    BidPassed,
    CardPlayed,
    CardsPassed,
    DealScored,
    DealStarted,
    GameState,
    GameWon,
    MeldShown,
    NameTrump,
    PassCards,
    Phase,
    Play,
    PlayOut,
    Rules,
    ThrowIn,
    ThrowInOffered,
    ThrownIn,
    TrickWon,
    TrumpNamed,
    best_trump_meld,
    bid_options,
    find_melds,
    new_game,
    partner_of,
    sort_cards,
    team_of,
)
from yenta_desktop.i18n import current_language, tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts, preferences
from yenta_desktop.ui.games.pinochle import view as v
from yenta_desktop.ui.games.pinochle import words
from yenta_desktop.ui.games.pinochle.hints import AuctionHints
from yenta_desktop.ui.shell.table_base import TableBase
from yenta_desktop.ui.widgets import animations as anim
from yenta_desktop.ui.widgets.cards import CardArt, fan_positions

log = logging.getLogger(__name__)

#: The auction's and the tricks' own pace, a factor on the shell's speed and AI delay.
AUCTION_PACES = {"normal": 1.0, "fast": 0.4}
TRICK_PACES = {"slow": 1.7, "normal": 1.0, "fast": 0.5}
#: Seconds an all-AI table shows a deal's summary before dealing on.
DEMO_WAIT = 2.5
#: Seconds before a forced card (the only legal one) plays by itself.
FORCED_WAIT = 0.45


class FlyCard(anim.Animation):
    """A card travels from a seat to its place in the trick."""

    def __init__(self, seat: int, card: str, duration: float) -> None:
        super().__init__(duration)
        self.seat = seat
        self.card = card

    def draw(self, surface: pygame.Surface, table: Any) -> None:
        """Along a straight line, easing in."""
        source = table.hand_origin(self.seat)
        target = table.slot_rect(self.seat)
        t = anim.ease_out_cubic(self.progress)
        x, y = anim.lerp(source, target.topleft, t)
        width = int(table.layout_now().trick_w)
        table.art.draw(surface, self.card, (int(x), int(y)), width)


class Pause(anim.Animation):
    """A moment to read the table (a finished trick, the melds); a click or key ends it."""

    def __init__(self, duration: float, kind: str) -> None:
        super().__init__(duration)
        self.kind = kind
        self.dismissed = False

    def update(self, dt: float) -> bool:
        """Ends when its time is up or the player moves on."""
        return super().update(dt) or self.dismissed


class Sweep(anim.Animation):
    """The four cards of a finished trick slide to the winner."""

    def __init__(self, cards: list[tuple[int, str]], winner: int, duration: float) -> None:
        super().__init__(duration)
        self.cards = cards
        self.winner = winner

    def draw(self, surface: pygame.Surface, table: Any) -> None:
        """Towards the winner's seat, shrinking."""
        t = anim.ease_in_out(self.progress)
        target = table.hand_origin(self.winner)
        width = int(table.layout_now().trick_w * (1 - 0.4 * t))
        for seat, card in self.cards:
            start = table.slot_rect(seat).topleft
            x, y = anim.lerp(start, target, t)
            table.art.draw(surface, card, (int(x), int(y)), width)


class TableScene(TableBase):
    """One game of partnership pinochle at the table."""

    howto_heading_key = "pinochle.howto.heading"
    howto_keys = (
        "pinochle.howto.partners",
        "pinochle.howto.auction",
        "pinochle.howto.pass",
        "pinochle.howto.meld",
        "pinochle.howto.tricks",
        "pinochle.howto.score",
    )

    def howto_text(self, key: str) -> str:
        """The card's paragraphs, with this game's target."""
        return tr(key, target=self.state.rules.target)

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.state: GameState = session.state
        self.art = CardArt(bool(preferences.value(app.settings, session.game, "four_colour_cards")))
        self.read_paces()
        #: The cards on the felt's trick, (seat, card) in play order (behind the animations).
        self.trick_cards: list[tuple[int, str]] = []
        #: The hand cursor (index into the drawn hand) and the cards marked to pass.
        self.cursor = 0
        self.marked: list[int] = []
        #: The last trick's overlay (L) and the meld board (M) are showing.
        self.show_last = False
        self.show_melds = False
        #: The deal whose summary the players have left (None: none shown yet).
        self.summary_done = 0
        self.summary_clock = 0.0
        self.forced_at: float | None = None
        self.hint_text = ""
        self.hint_cards: list[str] = []
        self.auction_hints = AuctionHints()
        self.hint_waiting = False
        self.drawn_secrets: list[tuple[int, tuple[str, ...]]] = []
        self._layout: v.Layout | None = None
        self._layout_key: Any = None
        self._background: tuple[Any, pygame.Surface] | None = None
        self.new_game = self.state.deal_number == 0

    # ------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        """A new game deals; a continued one writes its log again and restores the table."""
        saved = dict(self.session.table or {})
        if self.new_game:
            self.new_game = False
            self.add_log("pinochle.log.new_game", target=self.state.rules.target)
        else:
            self.rebuild_log()
            self.add_log("pinochle.log.resumed", number=max(1, self.state.deal_number))
        self.session.table = saved
        state = self.state
        self.summary_done = state.deal_number if state.phase is not Phase.DEAL else 0
        if state.phase is Phase.DEAL and state.deal_number:
            self.summary_done = int(saved.get("summary_done", 0))
        self.trick_cards = self.current_trick()
        self.restore_marks()

    def collapse_step(self, state: Any, events: list[Any]) -> list[Any]:
        """Earlier deals in a few lines (who bid, the score); the deal under way whole."""
        if state.deal_number < self.state.deal_number or (
            self.state.phase is Phase.DEAL and state.deal_number == self.state.deal_number
        ):
            return [e for e in events if isinstance(e, (DealStarted, AuctionWon, DealScored))]
        return events

    def read_preferences(self) -> None:
        """Back from Settings or a corner button: the deck's colours and the paces."""
        self.art.set_four_colour(bool(self.preference("four_colour_cards")))
        self.read_paces()

    def current_trick(self) -> list[tuple[int, str]]:
        """The trick under way as (seat, card)."""
        state = self.state
        if not state.trick or state.trick_leader is None:
            return []
        return [((state.trick_leader + i) % 4, card) for i, card in enumerate(state.trick)]

    def read_paces(self) -> None:
        """The paces and the forced-card switch, from the settings (the corner buttons set them)."""
        self.auction_pace = str(self.preference("auction_pace"))
        self.trick_pace = str(self.preference("trick_pace"))
        self.autoplay = bool(self.preference("autoplay_forced"))

    # ------------------------------------------------------------ saved table
    def save_table(self) -> None:
        """The table's own state in the session (saved with it): paces, marks, summary."""
        state = self.state
        self.session.table = {
            "summary_done": self.summary_done,
            "deal": state.deal_number,
            "phase": state.phase.value,
            "seat": state.current_seat,
            "marked": [self.hand_cards()[i] for i in self.marked if i < len(self.hand_cards())],
            "cursor": self.cursor,
        }
        self.autosave()

    def restore_marks(self) -> None:
        """After Continue: the cards marked to pass and the cursor, exactly as they were."""
        saved = self.session.table or {}
        state = self.state
        if saved.get("deal") == state.deal_number and saved.get("phase") == state.phase.value:
            hand = self.hand_cards()
            marked: list[int] = []
            for card in saved.get("marked", []) or []:
                for i, held in enumerate(hand):
                    if held == card and i not in marked:
                        marked.append(i)
                        break
            self.marked = marked
            cursor = saved.get("cursor", 0)
            if type(cursor) is int and 0 <= cursor < max(1, len(hand)):
                self.cursor = cursor

    # ------------------------------------------------------------ paces and switches
    def corner_blocked(self, corner: pygame.Rect) -> bool:
        """The corner's buttons collapse to one where the hand would have too little room."""
        area = self.table_area()
        return area.right - corner.right - 28 < 8 * 44

    def cycle_auction_pace(self) -> None:
        """Normal -> fast -> normal (kept in the settings, for every later game)."""
        names = list(AUCTION_PACES)
        self.auction_pace = names[(names.index(self.auction_pace) + 1) % len(names)]
        self.set_setting("auction_pace", self.auction_pace)

    def cycle_trick_pace(self) -> None:
        """Normal -> slow -> fast -> normal (kept in the settings)."""
        names = ["normal", "slow", "fast"]
        self.trick_pace = names[(names.index(self.trick_pace) + 1) % len(names)]
        self.set_setting("trick_pace", self.trick_pace)

    def flip_autoplay(self) -> None:
        """Play the only legal card by itself, or not (kept in the settings)."""
        self.autoplay = not self.autoplay
        self.set_setting("autoplay_forced", self.autoplay)

    def auction_phase(self) -> bool:
        """Whether the game is in the auction (or naming trump right after it)."""
        return self.state.phase in (Phase.AUCTION, Phase.TRUMP)

    def ai_pace(self) -> float:
        """The auction's pace while bidding, the tricks' pace after."""
        if self.auction_phase():
            return AUCTION_PACES[self.auction_pace]
        return TRICK_PACES[self.trick_pace]

    # ------------------------------------------------------------ layout
    def layout(self) -> None:
        """Place the seats, the trick and the hand (kept clear of the corner's buttons)."""
        self._layout = v.compute_layout(self.table_area(), self.corner_rect())
        self._layout_key = self.layout_key()

    def layout_key(self) -> tuple[object, ...]:
        """What the layout depends on."""
        return (self.app.size, fonts.scale(), current_language(), self.corner_rect().size)

    def layout_now(self) -> v.Layout:
        """The layout for the window as it is."""
        if self._layout is None or self._layout_key != self.layout_key():
            self.layout()
        assert self._layout is not None
        return self._layout

    def place_of(self, seat: int) -> str:
        """Where ``seat`` sits on the screen (the screen's player at the bottom)."""
        return v.PLACES[(seat - self.bottom_seat()) % 4]

    def slot_rect(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s card lies in the trick."""
        return self.layout_now().slots[self.place_of(seat)]

    def hand_origin(self, seat: int) -> tuple[int, int]:
        """Where a card leaves ``seat``'s hand from (a card's top-left)."""
        layout = self.layout_now()
        place = self.place_of(seat)
        if place == v.BOTTOM:
            return (layout.hand.centerx - layout.trick_w // 2, layout.hand.y)
        plate = layout.plates[place]
        return (plate.centerx - layout.trick_w // 2, plate.centery - layout.trick_w)

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Speech bubbles: above the side plates, under the top plate, over the hand."""
        layout = self.layout_now()
        place = self.place_of(seat)
        if place == v.BOTTOM:
            return (layout.hand.centerx, layout.name_strip.y + 40)
        plate = layout.plates[place]
        if place == v.TOP:
            return (plate.centerx, plate.bottom + 62)
        return (plate.centerx, plate.y + 10)

    def felt_centre(self) -> tuple[float, float]:
        """Banners show over the trick."""
        centre = self.layout_now().centre
        return (centre.centerx, centre.centery + 40)

    def keys_hints(self) -> tuple[str, ...]:
        """The keys of each kind of decision, and of watching."""
        return (
            tr("pinochle.keys.auction"),
            tr("pinochle.keys.trump"),
            tr("pinochle.keys.pass"),
            tr("pinochle.keys.play"),
            tr("pinochle.keys.watch"),
        )

    def keys_hint(self) -> str:
        """The keys for this moment."""
        if self.acting_human() is None or self.summary_waiting():
            return tr("pinochle.keys.watch")
        phase = self.state.phase
        if phase is Phase.AUCTION or phase is Phase.THROW_IN:
            return tr("pinochle.keys.auction")
        if phase is Phase.TRUMP:
            return tr("pinochle.keys.trump")
        if phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            return tr("pinochle.keys.pass")
        return tr("pinochle.keys.play")

    # ------------------------------------------------------------ who acts
    def summary_waiting(self) -> bool:
        """A finished deal's summary is up (the next deal or the end screen waits for it)."""
        state = self.state
        return (
            state.deal_number > 0
            and state.phase in (Phase.DEAL, Phase.GAME_OVER)
            and self.summary_done != state.deal_number
            and not self.queue
        )

    def acting_human(self) -> int | None:
        """The human whose decision it is; at a deal's summary, the human who moves on."""
        seat = super().acting_human()
        if seat is not None:
            return seat
        if self.summary_waiting() and self.humans and not self.demo and self.curtain_for is None:
            return self.viewer if self.viewer is not None else self.humans[0]
        return None

    def playing_human(self) -> int | None:
        """The human who may act on the game itself (not a summary)."""
        return super().acting_human()

    def on_chance(self) -> None:
        """A new deal: after the last deal's summary has been read."""
        state = self.state
        if state.deal_number and self.summary_done != state.deal_number:
            if self.humans and not self.demo:
                return  # the Next deal button deals
            if not self.summary_clock:
                self.summary_clock = self.clock
            if self.clock - self.summary_clock < DEMO_WAIT * self.speed:
                return
            self.summary_clock = 0.0
            self.summary_done = state.deal_number
        self.apply_chance()

    def show_game_over(self) -> None:
        """The last deal's summary first; its button leads to the end screen."""
        if self.humans and not self.demo and self.summary_done != self.state.deal_number:
            return
        super().show_game_over()

    def next_deal(self) -> None:
        """Leave the summary: deal on, or the end screen after the last deal."""
        if not self.summary_waiting():
            return
        self.summary_done = self.state.deal_number
        self.save_table()
        self.show_last = False
        self.show_melds = False
        if self.state.is_terminal:
            if self.finished:
                super().show_game_over()
            else:
                self.finish_game()  # history and statistics first, then the end screen
            return
        if len(self.humans) > 1:
            self.viewer = None  # new hands stay face down until their player takes the screen
        self.apply_chance()

    def on_handover(self) -> None:
        """The next human takes the screen: no marks or hints carry over."""
        self.marked = []
        self.cursor = 0
        self.hint_text = ""
        self.hint_cards = []
        self.show_last = False

    def on_animations_done(self) -> None:
        """The felt catches up with the game."""
        self.trick_cards = self.current_trick()

    def idle_fps(self) -> int:
        """Full rate while the forced card waits or a demo summary counts down; a quick
        tick while the bid hint's deals are made."""
        if self.forced_at is not None:
            return 60
        if self.hint_waiting:
            return 30
        return super().idle_fps()

    def exit(self) -> None:
        """The table is left: the bid hint's runner stops too."""
        self.auction_hints.close()
        super().exit()

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        """The base's frame, then a forced card plays by itself if the player wants that."""
        super().update(dt)
        if self.hint_waiting and (self.auction_hints.ready() or not self.hint_text):
            # The bid hint's deals are in (or the hint was cleared meanwhile).
            self.hint_waiting = False
            if self.hint_text and self.state.phase is Phase.AUCTION:
                self.give_hint()
        seat = self.playing_human()
        state = self.state
        if seat is None or state.phase is not Phase.PLAY or not self.autoplay:
            self.forced_at = None
            return
        legal = state.observation(seat).legal_cards()
        if len(set(legal)) != 1:
            self.forced_at = None
            return
        if self.forced_at is None:
            self.forced_at = self.clock + FORCED_WAIT * self.speed * TRICK_PACES[self.trick_pace]
        if self.clock >= self.forced_at:
            self.forced_at = None
            self.play_card(legal[0])

    # ------------------------------------------------------------ events
    def _later(self, function: Callable[[], None]) -> None:
        """Run ``function`` when the animations reach this point (at once if none run)."""
        if self.speed and self.queue:
            self.queue.append(anim.Call(function))
        else:
            function()

    def _say(self, event: Any) -> None:
        names = [seat.name for seat in self.session.seats]
        text = partial(words.describe_event, event, names)
        if not text():
            return
        if self.speed and self.queue:
            self.queue.append(anim.Call(lambda: self.move_log.add(text)))
        else:
            self.move_log.add(text)

    def on_events(self, events: list[Any]) -> None:
        """Engine events to log lines, sounds and animations."""
        factor = self.speed
        bid_pace = factor * AUCTION_PACES[self.auction_pace]
        trick_pace = factor * TRICK_PACES[self.trick_pace]
        queue = self.queue
        play = self.play_sound
        for event in events:
            if isinstance(event, DealStarted):
                self._later(self._deal_started)
                if factor:
                    queue.append(
                        anim.Banner(
                            tr("pinochle.banner.deal", number=event.number),
                            0.9 * factor,
                            on_start=lambda: play("roll"),
                        )
                    )
            elif isinstance(event, BidMade):
                if bid_pace:
                    queue.append(
                        anim.Bubble(
                            event.seat,
                            tr("pinochle.bubble.bid", amount=event.amount),
                            0.6 * bid_pace,
                        )
                    )
                play("bid")
            elif isinstance(event, BidPassed):
                if bid_pace:
                    queue.append(
                        anim.Bubble(
                            event.seat,
                            tr("pinochle.bubble.pass"),
                            0.5 * bid_pace,
                            accent=colours.MISS,
                        )
                    )
            elif isinstance(event, AuctionWon):
                if factor:
                    key = "pinochle.banner.stuck" if event.stuck else "pinochle.banner.won"
                    queue.append(
                        anim.Banner(
                            tr(key, name=self.name(event.seat), bid=event.bid), 1.1 * bid_pace
                        )
                    )
            elif isinstance(event, TrumpNamed):
                if factor:
                    queue.append(
                        anim.Banner(
                            tr(
                                "pinochle.banner.trump",
                                name=self.name(event.seat),
                                suit=words.suit_name(event.suit),
                            ),
                            1.0 * bid_pace,
                        )
                    )
                self._later(self._sorted_again)
            elif isinstance(event, CardsPassed):
                if factor:
                    queue.append(
                        anim.Bubble(
                            event.from_seat,
                            tr("pinochle.bubble.passed", count=event.count),
                            0.7 * factor,
                        )
                    )
                self._later(self._sorted_again)
            elif isinstance(event, MeldShown):
                self._say(event)
                if event.seat == 3 and factor:
                    queue.append(anim.Call(self._open_melds))
                    queue.append(Pause(5.0 * trick_pace, "melds"))
                    queue.append(anim.Call(self._close_melds))
                continue
            elif isinstance(event, ThrowInOffered):
                pass
            elif isinstance(event, ThrownIn):
                if factor:
                    queue.append(
                        anim.Banner(
                            tr("pinochle.banner.thrown_in", name=self.name(event.seat)),
                            1.2 * factor,
                        )
                    )
            elif isinstance(event, CardPlayed):
                card = (event.seat, event.card)
                if factor:
                    queue.append(FlyCard(event.seat, event.card, 0.28 * trick_pace))
                    queue.append(anim.Call(partial(self._lay, card)))
                else:
                    self._lay(card)
                play("bid")
            elif isinstance(event, TrickWon):
                cards = [((event.leader + i) % 4, c) for i, c in enumerate(event.cards)]
                if factor:
                    queue.append(Pause(1.2 * trick_pace, "trick"))
                    queue.append(anim.Call(self._clear_trick))
                    queue.append(Sweep(cards, event.seat, 0.3 * trick_pace))
                else:
                    self._clear_trick()
                if event.points:
                    play("pair")
            elif isinstance(event, DealScored):
                self.summary_clock = 0.0
                play("round_end" if event.made or event.thrown_in else "miss")
            elif isinstance(event, GameWon):
                play("win")
            self._say(event)
        if not queue:
            self.trick_cards = self.current_trick()

    def _deal_started(self) -> None:
        self.trick_cards = []
        self.marked = []
        self.cursor = 0
        self.hint_text = ""
        self.hint_cards = []
        self.show_last = False
        self.show_melds = False

    def _sorted_again(self) -> None:
        self.marked = []
        self.cursor = min(self.cursor, max(0, len(self.hand_cards()) - 1))

    def _lay(self, card: tuple[int, str]) -> None:
        self.trick_cards.append(card)

    def _clear_trick(self) -> None:
        self.trick_cards = []

    def _open_melds(self) -> None:
        self.show_melds = True

    def _close_melds(self) -> None:
        self.show_melds = False

    def pause_head(self, kind: str | None = None) -> Pause | None:
        """The reading pause at the head of the queue, if one is."""
        head = self.queue[0] if self.queue else None
        if isinstance(head, Pause) and (kind is None or head.kind == kind):
            return head
        return None

    # ------------------------------------------------------------ the hand
    def hand_cards(self) -> list[str]:
        """The bottom seat's hand in display order (trump first once named)."""
        state = self.state
        seat = self.bottom_seat()
        return sort_cards(state.hands[seat], state.trump)

    def pass_count(self) -> int:
        """Cards to pass in this deal."""
        return int(self.state.rules.pass_cards)

    def passing(self) -> bool:
        """Whether the acting human passes cards now."""
        return self.playing_human() is not None and self.state.phase in (
            Phase.PASS_TO_BIDDER,
            Phase.PASS_BACK,
        )

    def hand_rects(self) -> list[pygame.Rect]:
        """Each drawn card's rect (later cards lie on top)."""
        layout = self.layout_now()
        cards = self.hand_cards()
        xs = fan_positions(len(cards), layout.hand, layout.card_w, layout.card_w * 0.72)
        lift = layout.card_w // 4
        rects = []
        for i, x in enumerate(xs):
            y = layout.hand.y - (lift if i in self.marked else 0)
            rects.append(pygame.Rect(x, y, layout.card_w, layout.card_h))
        return rects

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the hand's card under ``pos`` (the topmost)."""
        if not self.hand_visible():
            return None
        for i, rect in reversed(list(enumerate(self.hand_rects()))):
            if rect.collidepoint(pos):
                return i
        return None

    def hand_visible(self) -> bool:
        """Whether the bottom hand is drawn face up."""
        if self.curtain_for is not None:
            return False
        seat = self.bottom_seat()
        return bool(self.face_up()[seat])

    def problem(self, card: str) -> str | None:
        """Why the acting human may not play ``card`` now (None if they may)."""
        seat = self.playing_human()
        if seat is None or self.state.phase is not Phase.PLAY:
            return None
        found = self.state.observation(seat).card_problem(card)
        if found is None:
            return None
        code = found[0]
        trick = self.state.trick
        led = words.suit_name(trick[0][1]) if trick else ""
        trump = words.suit_name(self.state.trump) if self.state.trump else ""
        return tr(f"pinochle.problem.{code}", led=led, trump=trump)

    # ------------------------------------------------------------ the human's moves
    def play_card(self, card: str) -> None:
        """Play ``card`` (a click on a legal card, Enter on the cursor, a forced card)."""
        if self.playing_human() is None or self.state.phase is not Phase.PLAY:
            return
        why = self.problem(card)
        if why:
            self.message = why
            return
        self.hint_cards = []
        self.hint_text = ""
        self.forced_at = None
        if self.human_apply(Play(card)):
            self.cursor = min(self.cursor, max(0, len(self.hand_cards()) - 1))
            self.save_table()

    def toggle_mark(self, index: int) -> None:
        """Mark or unmark the card at ``index`` to pass."""
        if not self.passing():
            return
        if index in self.marked:
            self.marked.remove(index)
        elif len(self.marked) < self.pass_count():
            self.marked.append(index)
        else:
            self.message = tr("pinochle.message.pass_full", count=self.pass_count())
            return
        self.message = ""
        self.save_table()

    def pass_marked(self) -> None:
        """Pass the marked cards to the partner."""
        if not self.passing():
            return
        count = self.pass_count()
        if len(self.marked) != count:
            self.message = tr("pinochle.message.pass_count", count=count, marked=len(self.marked))
            return
        hand = self.hand_cards()
        cards = tuple(hand[i] for i in self.marked)
        if self.human_apply(PassCards(cards)):
            self.marked = []
            self.cursor = 0
            self.hint_cards = []
            self.hint_text = ""
            self.save_table()

    def bid(self, index: int) -> None:
        """Bid the ``index``-th amount on offer (the buttons, keys 1-3)."""
        state = self.state
        if self.playing_human() is None or state.phase is not Phase.AUCTION:
            return
        options = bid_options(state.high_bid, state.rules.min_bid)
        if 0 <= index < len(options):
            self.hint_text = ""
            self.human_apply(Bid(options[index]))

    def pass_bid(self) -> None:
        """Pass in the auction."""
        if self.playing_human() is not None and self.state.phase is Phase.AUCTION:
            self.hint_text = ""
            self.human_apply(PASS)

    def name_trump(self, suit: str) -> None:
        """Name ``suit`` trump."""
        if self.playing_human() is not None and self.state.phase is Phase.TRUMP:
            self.hint_text = ""
            self.human_apply(NameTrump(suit))

    def throw_in(self, concede: bool) -> None:
        """Throw in (concede the bid) or play it out."""
        if self.playing_human() is not None and self.state.phase is Phase.THROW_IN:
            self.hint_text = ""
            self.human_apply(THROW_IN if concede else PLAY_OUT)

    def move_cursor(self, step: int) -> None:
        """Left/Right along the hand."""
        count = len(self.hand_cards())
        if count:
            self.set_cursor((self.cursor + step) % count)
            self.message = ""

    def set_cursor(self, index: int) -> None:
        """Put the hand's cursor on card ``index`` (kept with the saved game)."""
        if index != self.cursor:
            self.cursor = index
            self.save_table()

    def give_hint(self) -> None:
        """What Medium would do now: the card ringed, the bid or the pass in words."""
        seat = self.playing_human()
        if seat is None:
            return
        try:
            obs = self.state.observation(seat)
            if obs.phase is Phase.AUCTION:
                # The bid and the chance the team makes it (the partner's likely meld counted),
                # from deals simulated on a background thread: update() shows it when ready.
                self.hint_cards = []
                self.mark_assisted("hints")  # asked for: the game is helped, ready or not
                text = self.auction_hints.text(obs)
                self.hint_waiting = text is None
                self.hint_text = tr("pinochle.hint.thinking") if text is None else text
                return
            action = medium_hint(obs)
        except Exception:  # noqa: BLE001 - a hint is a comfort, never a reason to fail
            log.exception("the hint failed")
            return
        self.mark_assisted("hints")
        self.hint_cards = []
        if isinstance(action, Play):
            self.hint_cards = [action.card]
            hand = self.hand_cards()
            if action.card in hand:
                self.cursor = hand.index(action.card)
            self.hint_text = tr("pinochle.hint.play", card=words.card_text(action.card))
        elif isinstance(action, Bid):
            self.hint_text = tr("pinochle.hint.bid", amount=action.amount)
        elif isinstance(action, NameTrump):
            self.hint_text = tr("pinochle.hint.trump", suit=words.suit_name(action.suit))
        elif isinstance(action, PassCards):
            hand = self.hand_cards()
            marked: list[int] = []
            for card in action.cards:
                for i, held in enumerate(hand):
                    if held == card and i not in marked:
                        marked.append(i)
                        break
            self.marked = marked
            self.hint_cards = list(action.cards)
            self.hint_text = tr("pinochle.hint.pass")
            self.save_table()
        elif isinstance(action, ThrowIn):
            self.hint_text = tr("pinochle.hint.throw_in")
        elif isinstance(action, PlayOut):
            self.hint_text = tr("pinochle.hint.play_out")
        else:
            self.hint_text = tr("pinochle.hint.pass_bid")

    def toggle_last_trick(self) -> None:
        """Show or hide the last finished trick (L)."""
        if self.state.tricks or self.show_last:
            self.show_last = not self.show_last
            if self.show_last:
                self.show_melds = False
        else:
            self.message = tr("pinochle.message.no_trick_yet")

    def toggle_melds(self) -> None:
        """Show or hide the meld board (M)."""
        pause = self.pause_head("melds")
        if pause is not None:
            pause.dismissed = True
            return
        if self.state.melds is None and not self.show_melds:
            self.message = tr("pinochle.message.no_melds_yet")
            return
        self.show_melds = not self.show_melds
        if self.show_melds:
            self.show_last = False

    def close_view(self) -> bool:
        """Esc closes the last trick or the meld board before it opens the pause menu."""
        if self.show_last or self.show_melds:
            self.show_last = False
            self.show_melds = False
            return True
        return False

    # ------------------------------------------------------------ input
    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the hand, the pauses to skip, and the game's keys."""
        pause = self.pause_head()
        if pause is not None and (
            (
                event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1
                and self.table_area().collidepoint(event.pos)
            )
            or (
                event.type == pygame.KEYDOWN
                and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
            )
        ):
            pause.dismissed = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.show_last or (self.show_melds and self.state.phase is Phase.PLAY):
            layout = self.layout_now()
            if layout.centre.collidepoint(pos) or self.meld_board_rect().collidepoint(pos):
                self.show_last = False
                self.show_melds = False
                return True
        index = self.card_at(pos)
        if index is None or self.playing_human() is None:
            return False
        self.cursor = index
        card = self.hand_cards()[index]
        if self.passing():
            self.toggle_mark(index)
        elif self.state.phase is Phase.PLAY:
            self.play_card(card)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_l:
            self.toggle_last_trick()
            return True
        if key == pygame.K_m:
            self.toggle_melds()
            return True
        if self.acting_human() is None:
            return False
        if self.summary_waiting():
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n):
                self.next_deal()
                return True
            return False
        if key == pygame.K_i:
            self.give_hint()
            return True
        phase = self.state.phase
        number = _number(key)
        if phase is Phase.AUCTION:
            if number is not None and 1 <= number <= 3:
                self.bid(number - 1)
            elif key in (pygame.K_p, pygame.K_0, pygame.K_KP0):
                self.pass_bid()
            else:
                return False
            return True
        if phase is Phase.TRUMP:
            if number is not None and 1 <= number <= 4:
                self.name_trump(SUITS[number - 1])
                return True
            return False
        if phase is Phase.THROW_IN:
            if key in (pygame.K_t, pygame.K_1, pygame.K_KP1):
                self.throw_in(True)
            elif key in (pygame.K_o, pygame.K_2, pygame.K_KP2):
                self.throw_in(False)
            else:
                return False
            return True
        if key in (pygame.K_LEFT, pygame.K_UP):
            self.move_cursor(-1)
            return True
        if key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self.move_cursor(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key == pygame.K_HOME:
            self.set_cursor(0)
            return True
        if key == pygame.K_END:
            self.set_cursor(max(0, len(self.hand_cards()) - 1))
            return True
        if number is not None and number >= 1:
            if number <= len(self.hand_cards()):
                self.set_cursor(number - 1)
            return True
        if number == 0 and len(self.hand_cards()) >= 10:
            self.set_cursor(9)
            return True
        hand = self.hand_cards()
        if not hand:
            return False
        self.cursor = min(self.cursor, len(hand) - 1)
        if self.passing():
            if key == pygame.K_SPACE:
                self.toggle_mark(self.cursor)
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.pass_marked()
                return True
            return False
        if phase is Phase.PLAY and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.play_card(hand[self.cursor])
            return True
        return False

    # ------------------------------------------------------------ controls
    def controls_signature(self) -> Any:
        """The buttons change with the marks, the summary and the overlays."""
        return (
            super().controls_signature(),
            self.summary_waiting(),
            len(self.marked),
            self.show_last,
            self.show_melds,
            bool(self.state.tricks),
        )

    def _row(
        self,
        y: int,
        entries: Sequence[tuple[list[str], Callable[[], object], str, str, bool]],
        rect: pygame.Rect,
        bh: int,
    ) -> int:
        """One row of buttons across the panel; returns the y below it."""
        gap = 6
        n = len(entries)
        w = (rect.w - gap * (n - 1)) // n
        for i, (labels, callback, object_id, class_id, enabled) in enumerate(entries):
            button = self.button(
                (i * (w + gap), y, w, bh),
                labels[0],
                callback,
                object_id=object_id,
                class_id=class_id,
                focusable=False,
                enabled=enabled,
                container=self.controls,
            )
            # The longest label the button shows whole (the theme's font decides).
            for label in labels[1:]:
                if self._fits(button, w):
                    break
                button.set_text(label)
            if not self._fits(button, w) and class_id != "@small":
                # Even the shortest label is too wide in this font: the smaller one.
                text = button.text
                self.forget([button])
                button.kill()
                self.button(
                    (i * (w + gap), y, w, bh),
                    text,
                    callback,
                    object_id=object_id,
                    class_id="@small",
                    focusable=False,
                    enabled=enabled,
                    container=self.controls,
                )
        return y + bh + gap

    @staticmethod
    def _fits(button: Any, width: int) -> bool:
        font = button.font
        return font is None or bool(font.size(button.text)[0] <= width - 12)

    def controls_rows(self) -> int:
        """How many rows of buttons this decision has."""
        phase = self.state.phase
        if self.summary_waiting():
            return 2
        if phase is Phase.AUCTION or phase is Phase.TRUMP:
            return 3
        return 2

    def button_height(self) -> int:
        """One button's height."""
        return max(38, fonts.scaled(34))

    def controls_height(self) -> int:
        """The buttons at the bottom of the panel."""
        return self.controls_rows() * (self.button_height() + 6)

    def message_bottom(self, panel: pygame.Rect) -> int:
        """Messages sit above the buttons."""
        if self.acting_human() is None:
            return panel.bottom - 4
        return panel.bottom - self.controls_height() - 4

    def build_controls(self, seat: int, rect: pygame.Rect) -> None:
        """The decision's buttons, bottom-aligned in the panel, and Hint / Last trick / Melds."""
        state = self.state
        bh = self.button_height()
        y = rect.h - self.controls_height()
        utility = [
            (
                [tr("pinochle.controls.hint"), tr("pinochle.controls.hint_short")],
                self.give_hint,
                "#hint",
                "@small",
                not self.summary_waiting(),
            ),
            (
                [tr("pinochle.controls.last_trick"), tr("pinochle.controls.last_trick_short")],
                self.toggle_last_trick,
                "#last_trick",
                "@small",
                bool(state.tricks),
            ),
            (
                [tr("pinochle.controls.melds"), tr("pinochle.controls.melds_short")],
                self.toggle_melds,
                "#melds",
                "@small",
                state.melds is not None,
            ),
        ]
        if self.summary_waiting():
            label = (
                "pinochle.controls.final" if state.is_terminal else "pinochle.controls.next_deal"
            )
            y = self._row(
                y, [([tr(label)], self.next_deal, "#next_deal", "@primary", True)], rect, bh
            )
            self._row(y, utility[1:], rect, bh)
            return
        phase = state.phase
        if phase is Phase.AUCTION:
            options = bid_options(state.high_bid, state.rules.min_bid)
            entries = []
            for i, amount in enumerate(options):
                step = amount - (state.high_bid if state.high_bid is not None else amount)
                labels = [tr("pinochle.controls.bid", amount=amount, n=i + 1), str(amount)]
                if step:
                    labels.insert(
                        0, tr("pinochle.controls.raise", step=step, amount=amount, n=i + 1)
                    )
                entries.append((labels, partial(self.bid, i), f"#bid_{i}", "@primary", True))
            y = self._row(y, entries, rect, bh)
            y = self._row(
                y,
                [
                    (
                        [tr("pinochle.controls.pass"), tr("pinochle.controls.pass_short")],
                        self.pass_bid,
                        "#pass_bid",
                        "@menu",
                        True,
                    )
                ],
                rect,
                bh,
            )
            self._row(y, utility[:1] + utility[2:], rect, bh)
            return
        if phase is Phase.TRUMP:
            hand = state.hands[seat]
            entries = [
                (
                    [
                        tr(
                            "pinochle.controls.trump",
                            suit=words.suit_title(s),
                            meld=_meld_of(hand, s),
                            n=i + 1,
                        ),
                        words.suit_title(s),
                    ],
                    partial(self.name_trump, s),
                    f"#trump_{s}",
                    "@primary",
                    True,
                )
                for i, s in enumerate(SUITS)
            ]
            y = self._row(y, entries[:2], rect, bh)
            y = self._row(y, entries[2:], rect, bh)
            self._row(y, utility[:1], rect, bh)
            return
        if phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            count = self.pass_count()
            ready = len(self.marked) == count
            y = self._row(
                y,
                [
                    (
                        [
                            tr(
                                "pinochle.controls.pass_cards",
                                count=count,
                                name=self.name(partner_of(seat)),
                            ),
                            tr("pinochle.controls.pass_cards_short", count=count),
                        ],
                        self.pass_marked,
                        "#pass_cards",
                        "@primary" if ready else "@menu",
                        ready,
                    )
                ],
                rect,
                bh,
            )
            self._row(y, utility[:1], rect, bh)
            return
        if phase is Phase.THROW_IN:
            y = self._row(
                y,
                [
                    (
                        [tr("pinochle.controls.throw_in"), tr("pinochle.controls.throw_in_short")],
                        partial(self.throw_in, True),
                        "#throw_in",
                        "@primary",
                        True,
                    ),
                    (
                        [tr("pinochle.controls.play_out"), tr("pinochle.controls.play_out_short")],
                        partial(self.throw_in, False),
                        "#play_out",
                        "@menu",
                        True,
                    ),
                ],
                rect,
                bh,
            )
            self._row(y, utility[:1] + utility[2:], rect, bh)
            return
        y = self._row(
            y,
            [
                (
                    [tr("pinochle.controls.play"), tr("pinochle.controls.play_short")],
                    self.play_cursor,
                    "#play",
                    "@primary",
                    True,
                )
            ],
            rect,
            bh,
        )
        self._row(y, utility, rect, bh)

    def play_cursor(self) -> None:
        """The Play button: the card under the cursor."""
        hand = self.hand_cards()
        if hand:
            self.play_card(hand[min(self.cursor, len(hand) - 1)])

    # ------------------------------------------------------------ the panel's texts
    def instruction(self) -> list[str]:
        """The two "what to do now" lines."""
        state = self.state
        if self.summary_waiting():
            return [
                tr("pinochle.instruction.summary", number=state.deal_number),
                tr("pinochle.instruction.summary_detail"),
            ]
        if state.is_terminal:
            return [tr("instruction.game_over")]
        seat = state.current_seat
        if seat is None or self.queue:
            return [tr("instruction.watch")]
        name = self.name(seat)
        if not self.session.seats[seat].is_human or self.demo:
            return [tr("instruction.ai_turn", name=name), tr("instruction.ai_wait")]
        if self.playing_human() is None:
            return [tr("instruction.handover", name=name)]
        phase = state.phase
        if phase is Phase.AUCTION:
            if state.high_bid is None:
                detail = tr("pinochle.instruction.open", amount=state.rules.min_bid)
            else:
                assert state.high_bidder is not None
                detail = tr(
                    "pinochle.instruction.high",
                    amount=state.high_bid,
                    name=self.name(state.high_bidder),
                )
            return [tr("pinochle.instruction.bid", name=name), detail]
        if phase is Phase.TRUMP:
            return [
                tr("pinochle.instruction.trump", name=name),
                tr("pinochle.instruction.trump_detail", bid=state.bid),
            ]
        if phase is Phase.PASS_TO_BIDDER:
            return [
                tr(
                    "pinochle.instruction.pass_to",
                    count=self.pass_count(),
                    name=self.name(partner_of(seat)),
                ),
                tr("pinochle.instruction.pass_to_detail"),
            ]
        if phase is Phase.PASS_BACK:
            return [
                tr(
                    "pinochle.instruction.pass_back",
                    count=self.pass_count(),
                    name=self.name(partner_of(seat)),
                ),
                tr("pinochle.instruction.pass_back_detail"),
            ]
        if phase is Phase.THROW_IN:
            return [
                tr("pinochle.instruction.throw_in"),
                tr(
                    "pinochle.instruction.throw_in_detail",
                    bid=state.bid,
                    meld=state.team_meld(team_of(seat)),
                ),
            ]
        if not state.trick:
            return [
                tr("pinochle.instruction.lead", name=name),
                tr("pinochle.instruction.lead_detail"),
            ]
        return [tr("pinochle.instruction.play", name=name), tr("pinochle.instruction.play_detail")]

    def panel_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """The meld guide in the auction, the marks while passing, the hint."""
        lines: list[tuple[str, str, tuple[int, int, int]]] = []
        seat = self.playing_human()
        state = self.state
        if self.hint_text:
            lines.append((self.hint_text, "bold", colours.HIT))
        if seat is None:
            return lines
        hand = state.hands[seat]
        if state.phase is Phase.AUCTION:
            suit, points = best_trump_meld(hand)
            melds = find_melds(hand, suit)
            lines.append(
                (
                    tr("pinochle.panel.best_meld", points=points, suit=words.suit_name(suit)),
                    "bold",
                    colours.GOLD,
                )
            )
            if melds:
                lines.append(
                    (
                        words.meld_list([(m.name, m.cards, m.points) for m in melds]),
                        "regular",
                        colours.TEXT,
                    )
                )
            lines.append((tr("pinochle.panel.bid_guide"), "italic", colours.TEXT_DIM))
        elif state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            lines.append(
                (
                    tr("pinochle.panel.marked", marked=len(self.marked), count=self.pass_count()),
                    "bold",
                    colours.GOLD,
                )
            )
        return lines

    # ------------------------------------------------------------ drawing
    def background(self) -> pygame.Surface:
        """The felt, drawn once per window size."""
        area = self.table_area()
        key = area.size
        if self._background is None or self._background[0] != key:
            image = pygame.Surface(area.size)
            image.fill(colours.FELT_DARK)
            inner = pygame.Rect(0, 0, area.w, area.h).inflate(-8, -8)
            pygame.draw.rect(image, colours.FELT, inner, border_radius=18)
            self._background = (key, image)
        return self._background[1]

    def draw(self, surface: pygame.Surface) -> None:
        """The base's frame (the curtain draws no table: no secrets at all)."""
        self.drawn_secrets = []
        super().draw(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt, the score pad, the seats, the trick, the hand and the overlays."""
        self.drawn_secrets = []
        area = self.table_area()
        layout = self.layout_now()
        surface.blit(self.background(), area)
        self.draw_pad(surface, layout)
        for seat in range(4):
            if self.place_of(seat) != v.BOTTOM:
                self.draw_plate(surface, layout, seat)
        if self.show_last and self.state.tricks:
            self.draw_last_trick(surface, layout)
        else:
            self.draw_trick(surface, layout)
        self.draw_hand(surface, layout)
        if self.show_melds or self.state.phase is Phase.THROW_IN:
            if self.state.melds is not None:
                self.draw_meld_board(surface)
        if self.summary_waiting() and self.state.completed_deals:
            self.draw_summary(surface)

    def draw_pad(self, surface: pygame.Surface, layout: v.Layout) -> None:
        """The score pad: the teams' scores, this deal's meld and counters, the bid and trump."""
        state = self.state
        pad = layout.pad
        v.panel(surface, pad)
        names = [seat.name for seat in self.session.seats]
        x = pad.x + 10
        y = pad.y + 5
        head = fonts.fit_text(
            tr("pinochle.pad.heading", number=max(1, state.deal_number), target=state.rules.target),
            pad.w - 20,
            "bold",
            15,
            colours.GOLD,
        )
        surface.blit(head, (x, y))
        y += fonts.line_height("bold", 15)
        line_h = fonts.line_height("regular", 14)
        titles = [tr("pinochle.pad.score"), tr("pinochle.pad.meld"), tr("pinochle.pad.tricks")]
        col_w = 8 + max(
            fonts.font("bold", 14).size("0000")[0],
            *(fonts.font("regular", 12).size(title)[0] for title in titles),
        )
        for i, text in enumerate(titles):
            image = fonts.fit_text(text, col_w - 4, "regular", 12, colours.TEXT_DIM)
            surface.blit(image, image.get_rect(topright=(pad.right - 10 - (2 - i) * col_w, y)))
        y += fonts.line_height("regular", 12)
        for team in (0, 1):
            v.team_mark(surface, team, (x + 6, y + line_h // 2), 11)
            name = fonts.fit_text(
                words.team_name(names, team), pad.w - 30 - 3 * col_w, "regular", 14, colours.TEXT
            )
            surface.blit(name, (x + 16, y))
            meld = state.team_meld(team) if state.melds is not None else None
            values = [
                str(state.scores[team]),
                "" if meld is None else str(meld),
                str(state.counters[team]) if state.phase is Phase.PLAY or state.tricks else "",
            ]
            for i, text in enumerate(values):
                role = "bold" if i == 0 else "regular"
                image = fonts.fit_text(
                    text, col_w - 4, role, 14, colours.TEXT if i == 0 else colours.TEXT_DIM
                )
                surface.blit(image, image.get_rect(topright=(pad.right - 10 - (2 - i) * col_w, y)))
            y += line_h
        # The contract: who bid what, trump (a suit shape too), what is still needed.
        if state.bid is not None and state.bidder is not None:
            text = tr("pinochle.pad.contract", name=self.name(state.bidder), bid=state.bid)
            image = fonts.fit_text(text, pad.w - 60, "regular", 14, colours.TEXT)
            surface.blit(image, (x, y))
            if state.trump is not None:
                size = line_h - 4
                pip = self.art.pip(state.trump, size, self.art.colour(state.trump))
                box = pygame.Rect(0, 0, size + 6, size + 6)
                box.topleft = (x + image.get_width() + 8, y)
                pygame.draw.rect(surface, (250, 248, 240), box, border_radius=4)
                surface.blit(pip, pip.get_rect(center=box.center))
            y += line_h
            needed = state.observation(state.bidder).points_needed()
            if needed is not None and state.phase is not Phase.GAME_OVER:
                key = "pinochle.pad.needs" if needed else "pinochle.pad.made"
                image = fonts.fit_text(
                    tr(key, points=needed),
                    pad.w - 20,
                    "bold",
                    14,
                    colours.HIGHLIGHT if needed else colours.HIT,
                )
                surface.blit(image, (x, y))
        elif (
            state.phase is Phase.AUCTION
            and state.high_bid is not None
            and state.high_bidder is not None
        ):
            text = tr("pinochle.pad.high", name=self.name(state.high_bidder), bid=state.high_bid)
            surface.blit(fonts.fit_text(text, pad.w - 20, "regular", 14, colours.TEXT), (x, y))

    def plate_tags(self, seat: int) -> str:
        """The short line under a seat's name: dealer, bids, meld."""
        state = self.state
        tags: list[str] = []
        if seat == state.dealer and state.phase is not Phase.GAME_OVER:
            tags.append(tr("table.dealer_tag"))
        if state.phase is Phase.AUCTION:
            last = [bid for s, bid in state.auction if s == seat]
            if state.passed[seat]:
                tags.append(tr("table.passed_tag"))
            elif last and last[-1] is not None:
                tags.append(tr("pinochle.tag.bid", amount=last[-1]))
        elif state.bidder == seat:
            tags.append(tr("table.bidder_tag", bid=state.bid))
        if state.melds is not None:
            tags.append(tr("pinochle.tag.meld", points=state.meld_points(seat)))
        return " · ".join(tags)

    def draw_plate(self, surface: pygame.Surface, layout: v.Layout, seat: int) -> None:
        """A seat's plate: team mark, name, tags and the hand (backs, or faces in a demo)."""
        state = self.state
        plate = layout.plates[self.place_of(seat)]
        v.panel(surface, plate, 190)
        if state.current_seat == seat and not state.is_terminal:
            pygame.draw.rect(surface, colours.HIGHLIGHT, plate.inflate(4, 4), 3, border_radius=12)
        x, y = plate.x + 8, plate.y + 4
        v.team_mark(surface, team_of(seat), (x + 6, y + fonts.line_height("bold", 15) // 2), 12)
        label = self.name(seat)
        if seat == partner_of(self.bottom_seat()) and self.humans:
            label = tr("pinochle.plate.partner", name=label)
        name = fonts.fit_text(label, plate.w - 30, "bold", 15, colours.TEXT)
        surface.blit(name, (x + 16, y))
        y += fonts.line_height("bold", 15)
        tags = fonts.fit_text(self.plate_tags(seat), plate.w - 16, "regular", 13, colours.GOLD)
        surface.blit(tags, (x, y))
        y += fonts.line_height("regular", 13) + 2
        hand = state.hands[seat]
        if self.face_up()[seat]:
            shown: list[str | None] = list(sort_cards(hand, state.trump))
            self.drawn_secrets.append((seat, tuple(sort_cards(hand))))
        else:
            shown = [None] * len(hand)
        v.mini_fan(surface, self.art, shown, x, y, plate.w - 16, layout.mini_w)

    def draw_trick(self, surface: pygame.Surface, layout: v.Layout) -> None:
        """The cards of the trick under way, the winning one ringed."""
        cards = self.trick_cards
        best = None
        if cards and self.state.trump is not None:
            from yenta_desktop.engine.pinochle import winning_index

            best = winning_index([c for _, c in cards], self.state.trump)
        for i, (seat, card) in enumerate(cards):
            self.art.draw(
                surface,
                card,
                self.slot_rect(seat).topleft,
                layout.trick_w,
                ring=colours.HIGHLIGHT if i == best and len(cards) > 1 else None,
            )
        if not cards and self.state.trump is None and self.state.phase is Phase.AUCTION:
            text = fonts.fit_text(
                tr("pinochle.felt.auction"), layout.centre.w, "italic", 15, colours.TEXT_DIM
            )
            surface.blit(text, text.get_rect(center=layout.centre.center))

    def draw_last_trick(self, surface: pygame.Surface, layout: v.Layout) -> None:
        """The last finished trick in place of the trick, with who took it."""
        trick = self.state.tricks[-1]
        box = layout.centre.inflate(-4, -4)
        v.panel(surface, box, 170)
        for i, card in enumerate(trick.cards):
            seat = trick.seat_of(i)
            self.art.draw(
                surface,
                card,
                self.slot_rect(seat).topleft,
                layout.trick_w,
                ring=colours.HIGHLIGHT if seat == trick.winner else None,
            )
        caption = fonts.fit_text(
            tr("pinochle.felt.last_trick", name=self.name(trick.winner), points=trick.points),
            box.w - 16,
            "bold",
            15,
            colours.GOLD,
        )
        surface.blit(caption, caption.get_rect(midtop=(box.centerx, box.y + 4)))

    def draw_hand(self, surface: pygame.Surface, layout: v.Layout) -> None:
        """The bottom seat's name and hand: face up only for its own player."""
        state = self.state
        seat = self.bottom_seat()
        strip = layout.name_strip
        v.team_mark(surface, team_of(seat), (strip.x + 6, strip.centery), 12)
        tags = self.plate_tags(seat)
        text = self.name(seat) + (f" · {tags}" if tags else "")
        colour = (
            colours.HIGHLIGHT
            if state.current_seat == seat and not state.is_terminal
            else colours.TEXT
        )
        surface.blit(
            fonts.fit_text(text, strip.w - 20, "bold", 15, colour), (strip.x + 16, strip.y)
        )
        cards = self.hand_cards()
        rects = self.hand_rects()
        face = self.hand_visible()
        if not face:
            for rect in rects:
                self.art.draw(surface, None, rect.topleft, layout.card_w)
            return
        self.drawn_secrets.append((seat, tuple(sort_cards(cards))))
        acting = self.playing_human() == seat
        playing = acting and state.phase is Phase.PLAY
        legal = set(state.observation(seat).legal_cards()) if playing else set()
        hover = self.card_at(pygame.mouse.get_pos()) if acting else None
        received = Counter(self.received_cards())
        # One ring per hinted card: a hand holds two of a card, and the hint may name one.
        hinted = Counter(self.hint_cards)
        for i, (card, rect) in enumerate(zip(cards, rects, strict=True)):
            ring = None
            if hinted[card] > 0:
                hinted[card] -= 1
                ring = colours.HIT
            if acting and i == self.cursor and not self.pause_head():
                ring = colours.HIGHLIGHT
            self.art.draw(
                surface,
                card,
                rect.topleft,
                layout.card_w,
                dim=playing and card not in legal,
                ring=ring,
            )
            if received[card] > 0:
                received[card] -= 1
                dot = (
                    rect.x + max(8, layout.card_w // 7),
                    rect.bottom - max(10, layout.card_w // 5),
                )
                pygame.draw.circle(surface, colours.HIT, dot, 5)
                pygame.draw.circle(surface, (0, 0, 0), dot, 5, 1)
        # The reason a dimmed card may not be played, over the card under the mouse or cursor.
        focus = hover if hover is not None else (self.cursor if playing else None)
        if playing and focus is not None and focus < len(cards) and cards[focus] not in legal:
            why = self.problem(cards[focus])
            if why:
                self.draw_tip(surface, why, rects[focus])

    def received_cards(self) -> tuple[str, ...]:
        """The cards the screen's player got from the partner this deal (marked in the hand)."""
        state = self.state
        if state.phase not in (Phase.PASS_BACK, Phase.THROW_IN, Phase.PLAY) or state.tricks:
            return ()
        seat = self.bottom_seat()
        received = state.observation(seat).cards_received
        return tuple(received or ())

    def draw_tip(self, surface: pygame.Surface, text: str, over: pygame.Rect) -> None:
        """A small dark box with ``text`` above a card."""
        width = min(fonts.scaled(300), self.table_area().w - 40)
        lines = fonts.wrap_text(text, width - 16, "regular", 14)[:3]
        height = len(lines) * fonts.line_height("regular", 14) + 10
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (over.centerx, over.y - 8)
        area = self.table_area()
        hand = self.layout_now().hand
        box.clamp_ip(pygame.Rect(hand.x, area.y + 8, area.right - 8 - hand.x, area.h - 16))
        v.panel(surface, box, 240)
        fonts.blit_lines(surface, lines, (box.x + 8, box.y + 5), "regular", 14, colours.TEXT)

    def meld_board_rect(self) -> pygame.Rect:
        """The meld board: the felt above the hand."""
        layout = self.layout_now()
        area = layout.area
        # Above the hand's name strip and above the corner buttons (they stay usable).
        bottom = min(layout.name_strip.y - 6, self.corner_rect().top) - 10
        return pygame.Rect(area.x + 10, area.y + 10, area.w - 20, bottom - area.y - 10)

    def draw_meld_board(self, surface: pygame.Surface) -> None:
        """Every seat's melds with names, points and cards, and each team's total."""
        state = self.state
        melds = state.melds
        assert melds is not None
        board = self.meld_board_rect()
        v.panel(surface, board, 255)
        names = [seat.name for seat in self.session.seats]
        head = tr(
            "pinochle.melds.heading",
            a=state.team_meld(0),
            b=state.team_meld(1),
            first=words.team_name(names, 0),
            second=words.team_name(names, 1),
        )
        y = v.wrap_lines(
            surface, head, (board.x + 12, board.y + 6), board.w - 24, "bold", 16, colours.GOLD, 2
        )
        cells = pygame.Rect(board.x + 10, y + 4, board.w - 20, board.bottom - y - 10)
        half_w, half_h = cells.w // 2, cells.h // 2
        layout = self.layout_now()
        me = self.bottom_seat()
        order = [me, (me + 1) % 4, (me + 2) % 4, (me + 3) % 4]
        # The screen's team on the left (partner above), the other team on the right.
        spots = {0: (0, 1), 1: (1, 0), 2: (0, 0), 3: (1, 1)}
        for i, seat in enumerate(order):
            col, row = spots[i]
            cell = pygame.Rect(
                cells.x + col * half_w, cells.y + row * half_h, half_w - 8, half_h - 6
            )
            v.team_mark(surface, team_of(seat), (cell.x + 6, cell.y + 9), 11)
            title = tr("pinochle.melds.seat", name=names[seat], points=state.meld_points(seat))
            surface.blit(
                fonts.fit_text(title, cell.w - 20, "bold", 15, colours.TEXT), (cell.x + 16, cell.y)
            )
            inner = pygame.Rect(
                cell.x,
                cell.y + fonts.line_height("bold", 15) + 2,
                cell.w,
                cell.h - fonts.line_height("bold", 15) - 2,
            )
            if not melds[seat]:
                surface.blit(
                    fonts.fit_text(
                        tr("pinochle.melds.none"), cell.w, "italic", 14, colours.TEXT_DIM
                    ),
                    inner.topleft,
                )
                continue
            v.meld_rows(surface, self.art, melds[seat], inner, max(24, min(layout.card_w // 2, 36)))

    def draw_summary(self, surface: pygame.Surface) -> None:
        """The deal's summary: the bid's fate, then meld, counters, points and totals per team."""
        state = self.state
        deal = state.completed_deals[-1]
        names = [seat.name for seat in self.session.seats]
        bidder = deal["bidder"]
        team = team_of(bidder)
        meld = [sum(m["points"] for s in TEAMS[t] for m in deal["melds"][s]) for t in (0, 1)]
        if deal["throw_in"]:
            key = "pinochle.summary.thrown_in"
        elif deal["deal_points"][team] >= 0:
            key = "pinochle.summary.made"
        else:
            key = "pinochle.summary.set"
        line = tr(
            key,
            name=names[bidder],
            bid=deal["bid"],
            suit=words.suit_name(deal["trump"]),
            got=meld[team] + deal["trick_points"][team],
        )
        if state.is_terminal and state.winner_team is not None:
            foot = tr("pinochle.summary.winner", team=words.team_name(names, state.winner_team))
            foot_colour = colours.HIGHLIGHT
        else:
            foot = tr("pinochle.summary.target", target=state.rules.target)
            foot_colour = colours.TEXT_DIM
        board = self.meld_board_rect()
        box = board.inflate(-max(0, board.w - fonts.scaled(580)), 0)
        inner_w = box.w - 28
        bid_lines = fonts.wrap_text(line, inner_w, "regular", 15)[:3]
        foot_lines = fonts.wrap_text(foot, inner_w, "italic", 14)[:2]
        row_h = fonts.line_height("regular", 15) + 2
        box.h = min(
            board.h,
            8
            + fonts.line_height("bold", 19)
            + 2
            + len(bid_lines) * fonts.line_height("regular", 15)
            + 6
            + fonts.line_height("bold", 13)
            + 2
            + 2 * row_h
            + 6
            + len(foot_lines) * fonts.line_height("italic", 14)
            + 10,
        )
        box.centery = board.centery
        v.panel(surface, box, 245)
        x = box.x + 14
        y = box.y + 8
        head = tr("pinochle.summary.heading", number=deal["number"])
        surface.blit(fonts.fit_text(head, inner_w, "bold", 19, colours.GOLD), (x, y))
        y += fonts.line_height("bold", 19) + 2
        y = fonts.blit_lines(surface, bid_lines, (x, y), "regular", 15, colours.TEXT) + 6
        cols = [
            tr("pinochle.summary.meld"),
            tr("pinochle.summary.tricks"),
            tr("pinochle.summary.points"),
            tr("pinochle.summary.total"),
        ]
        col_w = inner_w * 0.55 / 4
        left_w = inner_w * 0.45
        for i, text in enumerate(cols):
            image = fonts.fit_text(text, int(col_w) - 4, "bold", 13, colours.TEXT_DIM)
            surface.blit(image, image.get_rect(topright=(int(x + left_w + (i + 1) * col_w), y)))
        y += fonts.line_height("bold", 13) + 2
        for t in (0, 1):
            v.team_mark(surface, t, (x + 6, y + row_h // 2), 11)
            name = fonts.fit_text(
                words.team_name(names, t), int(left_w) - 20, "regular", 15, colours.TEXT
            )
            surface.blit(name, (x + 16, y))
            values = [
                str(meld[t]),
                str(deal["trick_points"][t]),
                words.signed(deal["deal_points"][t]),
                str(deal["scores"][t]),
            ]
            for i, text in enumerate(values):
                role = "bold" if i >= 2 else "regular"
                image = fonts.fit_text(text, int(col_w) - 4, role, 15, colours.TEXT)
                surface.blit(image, image.get_rect(topright=(int(x + left_w + (i + 1) * col_w), y)))
            y += row_h
        fonts.blit_lines(surface, foot_lines, (x, y + 6), "italic", 14, foot_colour)


def fit_label(labels: list[str], width: int) -> str:
    """The first of ``labels`` a button ``width`` wide shows whole (else the last)."""
    face = fonts.font("regular", 16)
    for label in labels:
        if face.size(label)[0] <= width - 14:
            return label
    return labels[-1]


def _number(key: int) -> int | None:
    """The digit of a number key (top row or keypad), else None."""
    if pygame.K_0 <= key <= pygame.K_9:
        return key - pygame.K_0
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    if key == pygame.K_KP0:
        return 0
    return None


def _meld_of(hand: list[str], suit: str) -> int:
    return sum(m.points for m in find_melds(hand, suit))


DEMO_LEVELS = ("medium", "easy", "medium", "easy")


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI pinochle table for --demo and the smoke test."""
    from yenta_desktop.ui.shell.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    return GameSession(seats, new_game(4, Rules(), seed=seed), "pinochle")
