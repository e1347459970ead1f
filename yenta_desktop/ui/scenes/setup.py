"""New-game setup: 3 to 6 seats (Human or AI Easy/Medium/Hard, editable names), target score,
the two rule variants with a one-line explanation each, an optional seed, Start.

Every choice is a button that cycles (so the keyboard reaches it); names and
numbers are text fields. No dice exist yet on this screen, so none can show.
"""

from __future__ import annotations

import random

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from yenta_desktop.engine.yenta import (
    ASKED_PLAYER,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NEXT_SEAT,
    SUBTRACT,
    ZERO,
    Rules,
    new_game,
)
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession, Seat
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.scenes.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

#: Seat kinds in the order the kind button cycles through.
KINDS = ("human", "easy", "medium", "hard")
TARGET_STEP = 25


def kind_label(kind: str) -> str:
    """ "Human" or "AI Medium"... for a seat kind."""
    return tr("seat.human") if kind == "human" else tr(f"seat.ai_{kind}")


def default_names() -> list[str]:
    """The default seat names (translated)."""
    names = [name.strip() for name in tr("setup.default_names").split(",") if name.strip()]
    while len(names) < MAX_PLAYERS:
        names.append(tr("setup.seat_number", number=len(names) + 1))
    return names


class SetupScene(Scene):
    """Choose the table and the rules, then Start."""

    def __init__(self, app: object) -> None:
        super().__init__(app)  # type: ignore[arg-type]
        self.count = 4
        self.names = default_names()
        self.kinds = ["human", "medium", "medium", "medium", "medium", "medium"]
        self.target = 100
        self.turn_after_miss = NEXT_SEAT
        self.failed_bid = SUBTRACT
        self.seed_text = ""
        self.error = ""
        self.entries: dict[UITextEntryLine, str] = {}

    # ------------------------------------------------------------ layout
    def block(self) -> tuple[int, int]:
        """Left x of the two-column block and its width."""
        width, _ = self.app.size
        block_w = min(980, width - 60)
        return (width - block_w) // 2, block_w

    def rows(self) -> list[int]:
        """Top y of the four right-column items (heading, control, a two-line hint)."""
        _, height = self.app.size
        step = min(116, (height - 92 - 90) // 4)
        return [90 + i * step for i in range(4)]

    def build(self) -> None:
        """Seat rows on the left, rules on the right, Back and Start at the bottom."""
        width, height = self.app.size
        x0, block_w = self.block()
        self.entries = {}
        right = x0 + block_w - 430
        rows = self.rows()
        # Players count.
        self.button(
            (x0 + 150, 96, 44, 40),
            "–",
            lambda: self.set_count(self.count - 1),
            object_id="#fewer_players",
            enabled=self.count > MIN_PLAYERS,
        )
        self.button(
            (x0 + 250, 96, 44, 40),
            "+",
            lambda: self.set_count(self.count + 1),
            object_id="#more_players",
            enabled=self.count < MAX_PLAYERS,
        )
        for seat in range(self.count):
            y = 156 + seat * 52
            entry = UITextEntryLine(
                pygame.Rect(x0 + 112, y, 216, 42),
                self.manager,
                container=self.root,
                object_id=f"#name_{seat}",
            )
            entry.set_text_length_limit(16)
            entry.set_text(self.names[seat])
            self.entries[entry] = f"name_{seat}"
            self.focus_entry(entry)
            self.button(
                (x0 + 336, y, 190, 42),
                kind_label(self.kinds[seat]),
                lambda s=seat: self.cycle_kind(s),
                object_id=f"#kind_{seat}",
                class_id="@small",
            )
        # Target score.
        self.button(
            (right, rows[0] + 28, 44, 40),
            "–",
            lambda: self.set_target(self.target - TARGET_STEP),
            object_id="#target_down",
        )
        entry = UITextEntryLine(
            pygame.Rect(right + 52, rows[0] + 28, 100, 40),
            self.manager,
            container=self.root,
            object_id="#target",
        )
        entry.set_allowed_characters("numbers")
        entry.set_text_length_limit(5)
        entry.set_text(str(self.target))
        self.entries[entry] = "target"
        self.focus_entry(entry)
        self.button(
            (right + 160, rows[0] + 28, 44, 40),
            "+",
            lambda: self.set_target(self.target + TARGET_STEP),
            object_id="#target_up",
        )
        # Rule variants.
        self.button(
            (right, rows[1] + 28, 430, 42),
            tr(f"setup.turn_after_miss.{self.turn_after_miss}"),
            self.cycle_turn_rule,
            object_id="#turn_after_miss",
            class_id="@small",
        )
        self.button(
            (right, rows[2] + 28, 430, 42),
            tr(f"setup.failed_bid.{self.failed_bid}"),
            self.cycle_failed_rule,
            object_id="#failed_bid",
            class_id="@small",
        )
        # Seed.
        entry = UITextEntryLine(
            pygame.Rect(right, rows[3] + 28, 200, 40),
            self.manager,
            container=self.root,
            object_id="#seed",
        )
        entry.set_allowed_characters("numbers")
        entry.set_text_length_limit(9)
        entry.set_text(self.seed_text)
        self.entries[entry] = "seed"
        self.focus_entry(entry)
        # Bottom row.
        self.button(
            (x0, height - 80, 200, 54),
            tr("common.back"),
            self.app.pop,
            object_id="#back",
            class_id="@menu",
        )
        start = self.button(
            (x0 + block_w - 280, height - 80, 280, 54),
            tr("setup.start"),
            self.start,
            object_id="#start",
            class_id="@primary",
        )
        self._set_focus(self.focus_order.index(start))

    # ------------------------------------------------------------ changes
    def set_count(self, count: int) -> None:
        """Change the number of seats (3..6)."""
        self.count = max(MIN_PLAYERS, min(MAX_PLAYERS, count))
        self._rebuild()

    def cycle_kind(self, seat: int) -> None:
        """Human -> AI Easy -> AI Medium -> AI Hard -> Human."""
        self.kinds[seat] = KINDS[(KINDS.index(self.kinds[seat]) + 1) % len(KINDS)]
        self._rebuild()

    def set_target(self, target: int) -> None:
        """Change the target score (25..1000)."""
        self.target = max(25, min(1000, target))
        self._rebuild()

    def cycle_turn_rule(self) -> None:
        """Switch who plays after a miss."""
        self.turn_after_miss = ASKED_PLAYER if self.turn_after_miss == NEXT_SEAT else NEXT_SEAT
        self._rebuild()

    def cycle_failed_rule(self) -> None:
        """Switch what a failed bid costs."""
        self.failed_bid = ZERO if self.failed_bid == SUBTRACT else SUBTRACT
        self._rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keep typed text in the scene; Esc goes back."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            field = self.entries[event.ui_element]
            text = event.ui_element.get_text()
            if field.startswith("name_"):
                self.names[int(field[5:])] = text
            elif field == "target":
                if text.isdigit():
                    self.target = int(text)
            elif field == "seed":
                self.seed_text = text
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return super().handle_event(event)

    # ------------------------------------------------------------ start
    def make_session(self) -> GameSession:
        """The session these choices describe (raises ValueError on a bad target)."""
        defaults = default_names()
        seats = []
        for seat in range(self.count):
            name = " ".join(self.names[seat].split()) or defaults[seat]
            kind = self.kinds[seat]
            seats.append(Seat(name, "human", None) if kind == "human" else Seat(name, "ai", kind))
        rules = Rules(
            target_score=self.target,
            turn_after_miss=self.turn_after_miss,
            failed_bid=self.failed_bid,
        )
        seed = (
            int(self.seed_text)
            if self.seed_text.isdigit()
            else random.SystemRandom().randrange(10**9)
        )
        dealer = random.Random(seed).randrange(self.count)
        return GameSession(seats, new_game(self.count, rules, seed=seed, dealer=dealer))

    def start(self) -> None:
        """Sit down at the table."""
        if not 25 <= self.target <= 1000:
            self.error = tr("setup.bad_target")
            return
        from yenta_desktop.ui.scenes.table import TableScene

        self.app.replace(TableScene(self.app, self.make_session()))

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Headings, seat accents and the one-line rule explanations."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        x0, block_w = self.block()
        right = x0 + block_w - 430
        heading = fonts.text(tr("setup.heading"), "bold", 36, colours.GOLD)
        surface.blit(heading, heading.get_rect(center=(width // 2, 46)))
        label = fonts.text(tr("setup.players"), "bold", 19, colours.GOLD)
        surface.blit(label, label.get_rect(midleft=(x0, 116)))
        count = fonts.text(str(self.count), "bold", 24, colours.TEXT)
        surface.blit(count, count.get_rect(center=(x0 + 222, 116)))
        for seat in range(self.count):
            y = 156 + seat * 52
            accent = colours.SEAT_ACCENTS[seat]
            pygame.draw.circle(surface, accent, (x0 + 16, y + 21), 12)
            pygame.draw.circle(surface, (0, 0, 0), (x0 + 16, y + 21), 12, 2)
            number = fonts.text(str(seat + 1), "bold", 15, (0, 0, 0))
            surface.blit(number, number.get_rect(center=(x0 + 16, y + 21)))
            text = fonts.fit_text(
                tr("setup.seat_label", number=seat + 1), 70, "regular", 17, colours.TEXT_DIM
            )
            surface.blit(text, text.get_rect(midleft=(x0 + 36, y + 21)))
        rows = self.rows()
        items = [
            (tr("setup.target"), tr("setup.target_hint")),
            (tr("setup.turn_after_miss"), tr(f"setup.turn_after_miss.{self.turn_after_miss}.hint")),
            (tr("setup.failed_bid"), tr(f"setup.failed_bid.{self.failed_bid}.hint")),
            (tr("setup.seed"), tr("setup.seed_hint")),
        ]
        for (string, hint), top in zip(items, rows, strict=True):
            image = fonts.fit_text(string, 430, "bold", 19, colours.GOLD)
            surface.blit(image, image.get_rect(midleft=(right, top + 13)))
            # Two lines fit between a control and the next heading; long hints wrap.
            fonts.draw_wrapped(
                surface, hint, pygame.Rect(right, top + 72, 430, 40), "italic", 15, colours.TEXT_DIM
            )
        humans = sum(1 for kind in self.kinds[: self.count] if kind == "human")
        note = (
            tr("setup.pass_and_play")
            if humans >= 2
            else (tr("setup.watch_only") if humans == 0 else tr("setup.one_human"))
        )
        fonts.draw_wrapped(
            surface,
            note,
            pygame.Rect(x0 + 212, height - 80, block_w - 512, 54),
            "italic",
            15,
            colours.TEXT_DIM,
            valign="center",
        )
        if self.error:
            image = fonts.text(self.error, "bold", 16, colours.MISS)
            surface.blit(image, image.get_rect(midleft=(x0 + 210, height - 95)))
