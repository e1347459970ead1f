"""The round summary over the table: pair points, leftover bonus, the bid made or failed,
round points and new totals; Next round (or Final standings after the last round)."""

from __future__ import annotations

from typing import Any

import pygame

from yenta_desktop.engine.yenta import Phase
from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene

#: Seconds before a demo (all-AI) summary moves on by itself.
DEMO_WAIT = 2.5


class RoundSummaryScene(Scene):
    """An overlay table of the round's scoring."""

    overlay = True

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        state = table.state
        self.final = state.phase == Phase.GAME_OVER
        self.entry: dict[str, Any] = state.completed_rounds[-1]
        self.waited = 0.0

    def rows(self) -> list[dict[str, Any]]:
        """One row per seat: name, pairs, leftover, round points, total."""
        entry = self.entry
        last = entry.get("last_player")
        pair_points = entry["pair_points"]
        leftover = 0
        if last is not None:
            end = self.table.last_round_end
            if end is not None and end.summary.get("number") == entry["number"]:
                leftover = end.leftover
            else:  # continued from a save: the finished round's hands are still in the state
                leftover = sum(v * c for v, c in enumerate(self.table.state.hands[last]))
        rows = []
        for seat, points in enumerate(entry["round_points"]):
            rows.append(
                {
                    "seat": seat,
                    "name": self.table.name(seat),
                    "pairs": pair_points[seat],
                    "leftover": leftover if seat == last else 0,
                    "round": points,
                    "total": entry["scores"][seat],
                    "bidder": seat == entry["bidder"],
                }
            )
        return rows

    def bid_line(self) -> str:
        """What happened to the bid, in one sentence."""
        entry = self.entry
        bidder = entry["bidder"]
        name = self.table.name(bidder)
        points = entry["round_points"][bidder]
        actual = entry["pair_points"][bidder] + (self.rows()[bidder]["leftover"])
        if actual >= entry["bid"]:
            return tr(
                "yenta.summary.bid_made", name=name, bid=entry["bid"], actual=actual, points=points
            )
        return tr(
            "yenta.summary.bid_failed", name=name, bid=entry["bid"], actual=actual, points=points
        )

    def build(self) -> None:
        """The Next button."""
        width, height = self.app.size
        box = self.box()
        label = (
            tr("yenta.summary.final_standings") if self.final else tr("yenta.summary.next_round")
        )
        self.button(
            (box.centerx - 140, box.bottom - 70, 280, 54),
            label,
            self.proceed,
            object_id="#next_round",
            class_id="@primary",
        )
        self._set_focus(0)

    def box(self) -> pygame.Rect:
        """The summary card."""
        width, height = self.app.size
        n = len(self.entry["round_points"])
        rect = pygame.Rect(0, 0, min(760, width - 60), 250 + 40 * n + 2 * self.note_height())
        rect.center = (width // 2, height // 2)
        return rect

    def note_height(self) -> int:
        """One line of the footnote under the table (it may wrap to two)."""
        return fonts.line_height("italic", 14)

    def proceed(self) -> None:
        """Next round, or the game over screen."""
        table = self.table
        if self.final:
            from yenta_desktop.ui.shell.gameover import GameOverScene

            self.app.pop()
            self.app.replace(GameOverScene(self.app, table.session, demo=table.demo))
            return
        self.app.pop()
        table.next_round()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter / Space continue."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        """Demo games move on by themselves."""
        if self.table.demo:
            self.waited += dt
            if self.waited >= (0 if self.app.animation_speed == "instant" else DEMO_WAIT):
                self.proceed()

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table and draw the score card."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        box = self.box()
        pygame.draw.rect(surface, (0, 0, 0), box.move(4, 6), border_radius=16)
        pygame.draw.rect(surface, colours.PANEL, box, border_radius=16)
        pygame.draw.rect(surface, colours.GOLD, box, 2, border_radius=16)
        heading = fonts.text(
            tr("yenta.summary.heading", number=self.entry["number"]), "bold", 30, colours.GOLD
        )
        surface.blit(heading, heading.get_rect(center=(box.centerx, box.y + 34)))
        line = fonts.fit_text(self.bid_line(), box.w - 40, "regular", 17, colours.TEXT)
        surface.blit(line, line.get_rect(center=(box.centerx, box.y + 72)))
        cols = [0.05, 0.42, 0.57, 0.72, 0.87]
        headers = [
            "yenta.summary.col_player",
            "yenta.summary.col_pairs",
            "yenta.summary.col_leftover",
            "yenta.summary.col_round",
            "yenta.summary.col_total",
        ]
        y = box.y + 104
        for frac, key in zip(cols, headers, strict=True):
            image = fonts.text(tr(key), "bold", 15, colours.TEXT_DIM)
            x = box.x + int(frac * box.w)
            surface.blit(
                image,
                image.get_rect(midleft=(x, y)) if frac < 0.1 else image.get_rect(center=(x, y)),
            )
        pygame.draw.line(
            surface, colours.PANEL_BORDER, (box.x + 20, y + 14), (box.right - 20, y + 14)
        )
        y += 38
        for row in self.rows():
            accent = colours.SEAT_ACCENTS[row["seat"] % len(colours.SEAT_ACCENTS)]
            x0 = box.x + int(cols[0] * box.w)
            pygame.draw.circle(surface, accent, (x0 + 6, y), 6)
            name = row["name"] + ("  " + tr("yenta.summary.bidder_mark") if row["bidder"] else "")
            image = fonts.fit_text(name, int(box.w * 0.33), "bold", 18, colours.TEXT)
            surface.blit(image, image.get_rect(midleft=(x0 + 18, y)))
            values = [row["pairs"], row["leftover"], row["round"], row["total"]]
            for frac, value in zip(cols[1:], values, strict=True):
                text = f"{value:+d}" if frac == cols[3] else str(value)
                colour = colours.TEXT
                if frac == cols[3]:
                    colour = (
                        colours.HIT
                        if value > 0
                        else (colours.MISS if value < 0 else colours.TEXT_DIM)
                    )
                if frac == cols[4]:
                    colour = colours.GOLD
                image = fonts.text(text, "bold" if frac >= cols[3] else "regular", 18, colour)
                surface.blit(image, image.get_rect(center=(box.x + int(frac * box.w), y)))
            y += 40
        # What "Leftover" means, under the table.
        fonts.blit_lines(
            surface,
            fonts.wrap_text(tr("yenta.summary.leftover_note"), box.w - 40, "italic", 14)[:2],
            (box.x + 20, y - 10),
            "italic",
            14,
            colours.TEXT_DIM,
        )
