"""Pinochle's table: four seats in two teams, the auction, trump, the pass, melds and tricks.

Three layers: :mod:`.presenter` (the game, its events and pacing, the hand shown),
:mod:`.controls` (the human's moves, keys, buttons) and this scene, which draws: the panel's
texts, the felt, the score pad, the plates, the trick, the hand, the meld board and the
deal's summary. Built on :class:`~yenta_desktop.ui.shell.table_base.TableBase` (AI seats,
pacing, autosave, the pass-and-play curtain, the move log). The screen's player sits at the
bottom with the hand fanned and sorted by suit (trump first once named); the partner sits
opposite.

Secrets: a hand is drawn face up only when ``face_up()`` allows it (the
passed cards live in hands, so they follow the same rule);
drawing changes nothing (the table suite checks that no frame shows what its viewer may not
see). Melds and played cards are public.
"""

import random
from collections import Counter

import pygame

from yenta_desktop.engine.pinochle import (
    TEAMS,
    Phase,
    Rules,
    best_trump_meld,
    find_melds,
    new_game,
    partner_of,
    sort_cards,
    team_of,
)
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.pinochle import view as v
from yenta_desktop.ui.games.pinochle import words
from yenta_desktop.ui.games.pinochle.controls import PinochleControls

__all__ = ["DEMO_LEVELS", "TableScene", "demo_session"]


class TableScene(PinochleControls):
    """One game of partnership pinochle at the table."""

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

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt, the score pad, the seats, the trick, the hand and the overlays."""
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


DEMO_LEVELS = ("medium", "easy", "medium", "easy")


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI pinochle table for --demo and the smoke test."""
    from yenta_desktop.ui.shell.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    return GameSession(seats, new_game(4, Rules(), seed=seed), "pinochle")
