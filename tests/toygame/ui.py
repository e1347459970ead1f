"""The toy game's table: two dice, Keep or Re-roll, built only on the shared table base."""

from __future__ import annotations

from typing import Any

import pygame

from tests.toygame.engine import KEEP, REROLL
from yenta_desktop.i18n import tr_default
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.table_base import TableBase
from yenta_desktop.ui.widgets.dice import DiceArt

DEFAULT_PLAYERS = 2
_ART = DiceArt()


class TableScene(TableBase):
    """Each seat's die (its own face up), and Keep / Re-roll for the human."""

    howto_keys = ("toy-dice.howto",)

    def on_events(self, events: list[Any]) -> None:
        """One log line per event."""
        for event in events:
            self.add_log("toy.event", what=str(event[0]))

    def build_controls(self, seat: int, rect: pygame.Rect) -> None:
        """Keep and Re-roll."""
        half = rect.w // 2 - 5
        self.button(
            (0, rect.h - 60, half, 54),
            tr_default("toy.keep", "Keep"),
            lambda: self.human_apply(KEEP),
            object_id="#keep",
            container=self.controls,
            focusable=False,
        )
        self.button(
            (half + 10, rect.h - 60, half, 54),
            tr_default("toy.reroll", "Re-roll"),
            lambda: self.human_apply(REROLL),
            object_id="#reroll",
            container=self.controls,
            focusable=False,
        )

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """K keeps, R re-rolls."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_k, pygame.K_r):
            self.human_apply(KEEP if event.key == pygame.K_k else REROLL)
            return True
        return False

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt and the two dice (face down unless this screen may show them)."""
        area = self.table_area()
        surface.fill(colours.FELT, area)
        faces = self.face_up()
        for seat in range(2):
            x = area.x + area.w * (1 + 2 * seat) // 4
            name = fonts.text(self.name(seat), "bold", 20, colours.TEXT)
            surface.blit(name, name.get_rect(center=(x, area.centery - 80)))
            value = self.state.dice[seat] if faces[seat] else 0
            _ART.blit(surface, value, (x, area.centery), 70)
            points = fonts.text(str(self.state.points[seat]), "bold", 24, colours.GOLD)
            surface.blit(points, points.get_rect(center=(x, area.centery + 80)))


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, time: float = 0.0) -> None:
    """Two dice."""
    size = max(16, rect.h // 2)
    _ART.blit(surface, 5, (rect.centerx - size, rect.centery), size)
    _ART.blit(surface, 2, (rect.centerx + size, rect.centery), size)


def draw_replay(
    surface: pygame.Surface, area: pygame.Rect, state: Any, names: list[str], art: DiceArt
) -> None:
    """Both dice face up."""
    for seat in range(2):
        art.blit(
            surface, state.dice[seat], (area.x + area.w * (1 + 2 * seat) // 4, area.centery), 60
        )


def describe_step(state: Any, events: list[Any], names: list[str]) -> str:
    """The events' names."""
    return ", ".join(str(event[0]) for event in events) or "-"


def final_lines(session: Any) -> list[tuple[int, str, str]]:
    """Points, best first."""
    points = session.state.points
    order = sorted(range(2), key=lambda s: -points[s])
    lines: list[tuple[int, str, str]] = []
    for i, seat in enumerate(order):
        place = lines[-1][0] if i and points[seat] == points[order[i - 1]] else i + 1
        lines.append((place, session.seats[seat].name, str(points[seat])))
    return lines
