"""Pinochle's table, the controls: the human's moves (a card, the marks of a pass, bids, trump,
throwing in), the cursor, the hint, the last trick and the meld board, clicks and keys, and
the action panel's buttons. Every move goes through the presenter's ``human_apply``.
"""

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from yenta_desktop.ai.pinochle import hint as medium_hint
from yenta_desktop.engine.pinochle import (
    PASS,
    PLAY_OUT,
    SUITS,
    THROW_IN,
    Bid,
    NameTrump,
    PassCards,
    Phase,
    Play,
    PlayOut,
    ThrowIn,
    bid_options,
    find_melds,
    partner_of,
)
from yenta_desktop.i18n import tr
from yenta_desktop.ui import fonts
from yenta_desktop.ui.games.pinochle import words
from yenta_desktop.ui.games.pinochle.presenter import (
    FORCED_WAIT,
    TRICK_PACES,
    PinochlePresenter,
    log,
)


class PinochleControls(PinochlePresenter):
    """The human's moves, keys and buttons on top of the presenter."""

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
