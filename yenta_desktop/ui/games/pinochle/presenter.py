"""Pinochle's table, the presenter: the game at the table, its paces and corner switches, the
saved marks, the layout, who acts, the frame, the engine's events turned into log lines,
sounds and animations (flying cards, pauses, the sweep of a trick), and the hand shown.

Every change of the game goes through ``apply`` / ``apply_chance``; the events become log
lines, sounds and animations (:meth:`PinochlePresenter.on_events`). The controls
(:mod:`.controls`) and the drawing (:mod:`.table`) build on it.

Pacing: the shell's Speed applies to everything; on top of it the auction and
the tricks have their own pace (corner buttons), as pinochle players expect:
a quick auction and time to read each finished trick, or the reverse.
"""

import logging
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from yenta_desktop.engine.pinochle import (
    AuctionWon,
    BidMade,
    BidPassed,
    CardPlayed,
    CardsPassed,
    DealScored,
    DealStarted,
    GameState,
    GameWon,
    MeldShown,
    Phase,
    ThrowInOffered,
    ThrownIn,
    TrickWon,
    TrumpNamed,
    sort_cards,
)
from yenta_desktop.i18n import current_language, tr
from yenta_desktop.session import GameSession
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


class PinochlePresenter(TableBase):
    """One game of partnership pinochle at the table: the game, its events and pacing."""

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

    def meld_board_rect(self) -> pygame.Rect:
        """The meld board: the felt above the hand."""
        layout = self.layout_now()
        area = layout.area
        # Above the hand's name strip and above the corner buttons (they stay usable).
        bottom = min(layout.name_strip.y - 6, self.corner_rect().top) - 10
        return pygame.Rect(area.x + 10, area.y + 10, area.w - 20, bottom - area.y - 10)
