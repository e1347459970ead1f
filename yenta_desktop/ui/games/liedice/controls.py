"""Lie Dice's table, the controls: the action panel's buttons, the human's actions (look,
call, re-roll, bid, the lowest raise), the bid builder card and its keyboard focus, clicks
and keys. Every action goes through the presenter's ``human_apply``.
"""

from __future__ import annotations

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
    Reroll,
    bid_index,
)
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui import fonts
from yenta_desktop.ui.games.liedice import builder, words
from yenta_desktop.ui.games.liedice.presenter import LieDicePresenter, must_call


class LieDiceControls(LieDicePresenter):
    """The human's controls, the builder card and the keys on top of the presenter."""

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
