"""Lie Dice's table: seats with their lives, the box going round, the bid, the builder, the reveal.

Three layers: :mod:`.presenter` (the game, its events and pacing, what the table shows),
:mod:`.controls` (buttons, the builder card, keys) and this scene, which draws: the felt
through :class:`~.view.TableView` from a :class:`~.view.Frame`, the persona tip, the panel
and the instruction. Built on :class:`~yenta_desktop.ui.shell.table_base.TableBase` (AI
seats, pacing, autosave, the pass-and-play curtain, the move log).

Secrets: the dice in the box are drawn only for the holder, only when
``face_up()`` says that holder's secrets may show on this screen, and only
from the holder's own observation (``my_box``; ``received`` while its
re-roll is in the air). Drawing changes nothing: what shows is decided by the presenter
(:meth:`~.presenter.LieDicePresenter.frame`), and the table suite checks that no frame shows
what its viewer may not see.
"""

from __future__ import annotations

import random

import pygame

from yenta_desktop.engine.liedice import (
    DECIDE,
    LEFT,
    LOOKED,
    OPEN,
    Rules,
    new_game,
)
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.liedice import builder, words
from yenta_desktop.ui.games.liedice.controls import LieDiceControls
from yenta_desktop.ui.games.liedice.presenter import (
    PERSONA_NAMES,
    last_reveal,
    level_of,
    must_call,
    persona_description,
    persona_index,
    persona_name,
)

__all__ = [
    "DEMO_LEVELS",
    "PERSONA_NAMES",
    "TableScene",
    "demo_session",
    "last_reveal",
    "level_of",
    "must_call",
    "persona_description",
    "persona_index",
    "persona_name",
]


class TableScene(LieDiceControls):
    """One game of Lie Dice at the table."""

    # ------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt, seats, centre, box; the builder card over the lower felt while building."""
        area = self.table_area()
        if self.view.bottom != self.bottom_seat() or self.view.area.size != area.size:
            self.layout()
        frame = self.frame()
        self.view.draw(surface, frame)
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


DEMO_LEVELS = ("easy", "medium", "hard", "medium")


def demo_session(seed: int | None, levels: tuple[str, ...] = DEMO_LEVELS) -> GameSession:
    """An all-AI Lie Dice table for --demo and the smoke test."""
    from yenta_desktop.ui.shell.setup import default_names

    names = default_names()
    seats = [Seat(names[i], "ai", level) for i, level in enumerate(levels)]
    seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
    return GameSession(seats, new_game(len(seats), Rules(), seed=seed), "lie-dice")
