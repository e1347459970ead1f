"""The coach's review: every turn of a player against optimal play, and what each choice gave away.

"Ana gave away 7.4 expected points in 15 turns; the costliest: turn 9 ..." at the
top, then one entry per turn (the row written, its points, the expected points
given away, with a bar) and under it each decision that was not optimal: the
dice, what the player did and what Hard would have done. Computed by
:func:`~yenta_desktop.ai.dicepoker.review_game` in a background thread (tens of
milliseconds). Opened from the table (V, or the corner's Review) with the coach
on, and before the end screen when a game ends with the coach on.
Keys: Up/Down, PgUp/PgDn, Home/End scroll; Tab or N the next player; Enter or
Esc leaves.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

import pygame

from yenta_desktop.ai.dicepoker import GameReview, review_game
from yenta_desktop.engine.dicepoker import Roll, Score
from yenta_desktop.i18n import current_language, tr, tr_count
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.games.dicepoker.text import decimal, dice_text, loss, points, row_name
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

log = logging.getLogger(__name__)

#: A drawn line: text, font role, size, colour, indent, and a loss bar's share (0..1, or None).
Line = tuple[str, str, int, tuple[int, int, int], int, float | None]


def action_text(action: Any, dice: tuple[int, ...]) -> str:
    """ "hold 6-6", "re-roll all five" or "write Full house"."""
    if isinstance(action, Score):
        return tr("dicepoker.review.act_write", row=row_name(action.row))
    if isinstance(action, Roll) and action.keep:
        return tr("dicepoker.review.act_hold", dice=dice_text(dice[p] for p in action.keep))
    return tr("dicepoker.review.act_reroll_all")


def summary_lines(review: GameReview, name: str, finished: bool) -> list[str]:
    """The review's first sentences: the points given away, the costliest turns, the optimum."""
    count = len(review.turns)
    lines = [
        tr_count("dicepoker.review.summary", count, name=name, lost=decimal(review.total_loss, 1))
    ]
    costly = review.costliest(3)
    if costly:
        items = ", ".join(
            tr(
                "dicepoker.review.costly_turn",
                turn=t.turn,
                row=row_name(t.row),
                loss=loss(t.loss),
            )
            for t in costly
        )
        lines.append(tr("dicepoker.review.costliest", turns=items))
    elif count:
        lines.append(tr("dicepoker.review.perfect", name=name))
    key = "dicepoker.review.optimal_final" if finished else "dicepoker.review.optimal_so_far"
    lines.append(
        tr(key, optimal=decimal(review.optimal_expected, 2), total=points(review.final_total))
    )
    return lines


class ReviewScene(Scene):
    """One player's game, turn by turn, against optimal play."""

    def __init__(self, app: Any, session: Any, on_done: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.on_done = on_done
        state = session.state
        self.seats = list(session.humans) or list(range(state.num_players))
        self.seat_index = 0
        self.scroll = 0
        self.reviews: dict[int, GameReview] = {}
        self.failed = False
        self._thread: threading.Thread | None = None
        self._cache: tuple[Any, list[Line]] | None = None

    # ------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        """Start the review in the background, then build the buttons."""
        rules = self.session.state.rules
        turns = tuple(self.session.state.turns)
        seats = list(self.seats)

        def work() -> None:
            try:
                for seat in seats:
                    self.reviews[seat] = review_game(rules, turns, seat)
            except Exception:  # noqa: BLE001 - shown as "no review", never a crash
                log.exception("the review failed")
                self.failed = True

        self._thread = threading.Thread(target=work, name="dicepoker-review", daemon=True)
        self._thread.start()
        super().enter()

    def wait_loaded(self, timeout: float = 10.0) -> None:
        """Block until the review is computed (tests and the screenshot tour)."""
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def loaded(self) -> bool:
        """Whether every seat's review is in."""
        return self.failed or len(self.reviews) == len(self.seats)

    @property
    def seat(self) -> int:
        """The seat shown."""
        return int(self.seats[self.seat_index])

    def idle_fps(self) -> int:
        """Quick frames until the review is in, then still (nothing moves)."""
        return 0 if self.loaded else 30

    def build(self) -> None:
        """Continue (or Back to the table) and, with several players, Next player."""
        width, height = self.app.size
        bh = max(48, fonts.scaled(40))
        entries: list[tuple[str, Callable[[], None], str, str]] = []
        if self.on_done is not None:
            entries.append(
                (tr("dicepoker.review.continue"), self.close, "#review_continue", "@primary")
            )
        else:
            entries.append((tr("dicepoker.review.back"), self.close, "#review_back", "@primary"))
        if len(self.seats) > 1:
            entries.append(
                (tr("dicepoker.review.next_player"), self.next_seat, "#review_next", "@menu")
            )
        needs = [fonts.font("bold", 21).size(label)[0] + 40 for label, _, _, _ in entries]
        gap = 16
        widths = [max(220, need) for need in needs]
        x = (width - sum(widths) - gap * (len(widths) - 1)) // 2
        for (label, callback, object_id, class_id), bw in zip(entries, widths, strict=True):
            self.button(
                (x, height - bh - 20, bw, bh),
                label,
                callback,
                object_id=object_id,
                class_id=class_id,
            )
            x += bw + gap
        self._set_focus(0)

    def close(self) -> None:
        """Back to the table, or on to the end screen."""
        self.app.pop()
        if self.on_done is not None:
            self.on_done()

    def next_seat(self) -> None:
        """The next human's review."""
        self.seat_index = (self.seat_index + 1) % len(self.seats)
        self.scroll = 0

    # ------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Scrolling keys and the wheel; Esc leaves; Tab/N shows the next player."""
        if event.type == pygame.KEYDOWN:
            key = event.key
            page = max(1, self.list_rect().h // fonts.line_height("regular", 14) - 2)
            moves = {
                pygame.K_UP: -1,
                pygame.K_DOWN: 1,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -(10**6),
                pygame.K_END: 10**6,
            }
            if key in moves:
                self.scroll_by(moves[key])
                return True
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
                return True
            if key in (pygame.K_TAB, pygame.K_n) and len(self.seats) > 1:
                self.next_seat()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * event.y)
            return True
        return super().handle_event(event)

    def scroll_by(self, lines: int) -> None:
        """Scroll the list, kept in range."""
        total = len(self.lines(self.list_rect().w))
        room = self.list_rect().h // self.step()
        self.scroll = max(0, min(max(0, total - room), self.scroll + lines))

    # ------------------------------------------------------------ content
    def step(self) -> int:
        """Height of one list line."""
        return fonts.line_height("regular", 14) + 2

    def list_rect(self) -> pygame.Rect:
        """Where the turns are listed (under the summary, above the buttons)."""
        width, height = self.app.size
        bh = max(48, fonts.scaled(40))
        top = self.summary_bottom()
        return pygame.Rect(50, top + 10, width - 100, height - bh - 40 - top - 20)

    def summary_bottom(self) -> int:
        """The y under the heading and the summary."""
        width, _ = self.app.size
        y = 24 + fonts.line_height("bold", 28) + 6
        review = self.reviews.get(self.seat)
        if review is None:
            return y + fonts.line_height("regular", 17)
        for text in self.summary():
            y += len(fonts.wrap_text(text, width - 100, "regular", 17)) * fonts.line_height(
                "regular", 17
            )
        return y

    def summary(self) -> list[str]:
        """The summary sentences of the seat shown."""
        review = self.reviews.get(self.seat)
        if review is None:
            return []
        return summary_lines(
            review, self.session.seats[self.seat].name, self.session.state.is_terminal
        )

    def lines(self, width: int) -> list[Line]:
        """Every list line of the seat shown, wrapped to ``width`` (cached)."""
        key = (self.seat, width, current_language(), fonts.scale(), self.loaded)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        lines: list[Line] = []
        review = self.reviews.get(self.seat)
        if review is not None:
            worst = max((t.loss for t in review.turns), default=0.0)
            for turn in review.turns:
                last = turn.decisions[-1].dice if turn.decisions else ()
                first = len(turn.decisions) == 1
                head = tr(
                    "dicepoker.review.turn_first" if first else "dicepoker.review.turn",
                    turn=turn.turn,
                    dice=dice_text(last),
                    row=row_name(turn.row),
                    points=points(turn.points),
                )
                if turn.loss > 0:
                    head = tr("dicepoker.review.turn_loss", turn=head, loss=loss(turn.loss))
                    colour = colours.GOLD
                else:
                    head = tr("dicepoker.review.turn_best", turn=head)
                    colour = colours.TEXT
                share = turn.loss / worst if worst > 0 and turn.loss > 0 else None
                for i, text in enumerate(fonts.wrap_text(head, width - 150, "bold", 14)):
                    lines.append((text, "bold", 14, colour, 0, share if i == 0 else None))
                for decision in turn.decisions:
                    if decision.loss <= 0:
                        continue
                    text = tr(
                        "dicepoker.review.decision",
                        roll=decision.roll,
                        dice=dice_text(decision.dice),
                        chosen=action_text(decision.chosen, decision.dice),
                        best=action_text(decision.best, decision.dice),
                        chosen_total=decimal(decision.chosen_total, 1),
                        best_total=decimal(decision.best_total, 1),
                        loss=loss(decision.loss),
                    )
                    for line in fonts.wrap_text(text, width - 40, "regular", 14):
                        lines.append((line, "regular", 14, colours.TEXT_DIM, 24, None))
        self._cache = (key, lines)
        return lines

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Heading, summary, and the list of turns with their loss bars."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        name = self.session.seats[self.seat].name
        head = fonts.fit_text(
            tr("dicepoker.review.heading", name=name), width - 80, "bold", 28, colours.GOLD
        )
        surface.blit(head, head.get_rect(midtop=(width // 2, 24)))
        y = 24 + fonts.line_height("bold", 28) + 6
        if not self.loaded or self.seat not in self.reviews:
            text = tr("dicepoker.review.failed") if self.failed else tr("dicepoker.review.working")
            image = fonts.fit_text(text, width - 100, "italic", 17, colours.TEXT_DIM)
            surface.blit(image, (50, y))
            return
        for text in self.summary():
            y = fonts.blit_lines(
                surface,
                fonts.wrap_text(text, width - 100, "regular", 17),
                (50, y),
                "regular",
                17,
                colours.TEXT,
            )
        box = self.list_rect()
        pygame.draw.rect(surface, colours.PANEL, box.inflate(20, 12), border_radius=12)
        pygame.draw.rect(surface, colours.PANEL_BORDER, box.inflate(20, 12), 1, border_radius=12)
        lines = self.lines(box.w)
        step = self.step()
        room = box.h // step
        self.scroll = max(0, min(self.scroll, max(0, len(lines) - room)))
        y = box.y
        for text, role, size, colour, indent, share in lines[self.scroll : self.scroll + room]:
            image = fonts.text(text, role, size, colour)
            surface.blit(image, (box.x + indent, y))
            if share is not None:
                bar = pygame.Rect(box.right - 120, y + step // 2 - 5, max(3, int(110 * share)), 10)
                pygame.draw.rect(surface, colours.MISS, bar, border_radius=4)
                pygame.draw.rect(
                    surface,
                    colours.TEXT_DIM,
                    (box.right - 120, y + step // 2 - 5, 110, 10),
                    1,
                    border_radius=4,
                )
            y += step
        if len(lines) > room:
            hint = tr(
                "dicepoker.review.scroll",
                first=self.scroll + 1,
                last=min(len(lines), self.scroll + room),
                total=len(lines),
            )
            image = fonts.fit_text(hint, box.w, "italic", 13, colours.TEXT_DIM)
            surface.blit(image, image.get_rect(bottomright=(box.right, box.bottom + 16)))
