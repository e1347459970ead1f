"""Game over: the winner, the final standings, Play again / Title."""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from yenta_desktop.engine.yenta import new_game
from yenta_desktop.i18n import tr
from yenta_desktop.session import GameSession
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.scenes.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop
from yenta_desktop.ui.widgets.dice import DiceArt

DEMO_WAIT = 4.0


class GameOverScene(Scene):
    """Winner and standings."""

    def __init__(self, app: Any, session: GameSession, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo
        self.time = 0.0
        self.dice = DiceArt()

    def standings(self) -> list[tuple[int, str, int]]:
        """(rank, name, score) best first; equal scores share a rank."""
        scores = self.session.state.scores
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        result = []
        for i, seat in enumerate(order):
            rank = i + 1
            if i and scores[seat] == scores[order[i - 1]]:
                rank = result[-1][0]
            result.append((rank, self.session.seats[seat].name, scores[seat]))
        return result

    def build(self) -> None:
        """Play again and Title."""
        width, height = self.app.size
        y = height - 90
        self.button((width // 2 - 290, y, 280, 56), tr("gameover.play_again"), self.play_again,
                    object_id="#play_again", class_id="@primary")
        self.button((width // 2 + 10, y, 280, 56), tr("gameover.title"), self.to_title,
                    object_id="#to_title", class_id="@menu")
        self._set_focus(0)

    def play_again(self) -> None:
        """Same seats and rules, new dice."""
        from yenta_desktop.ui.scenes.table import TableScene
        from yenta_desktop.ui.scenes.title import TitleScene

        state = self.session.state
        seed = random.SystemRandom().randrange(10**9)
        n = state.num_players
        fresh = GameSession(list(self.session.seats),
                            new_game(n, state.rules, seed=seed, dealer=random.Random(seed).randrange(n)))
        self.app.reset(TitleScene(self.app))
        self.app.push(TableScene(self.app, fresh, demo=self.demo))

    def to_title(self) -> None:
        """Back to the title screen."""
        from yenta_desktop.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def update(self, dt: float) -> None:
        """Celebrate; demo games start again by themselves."""
        self.time += dt
        if self.demo and self.time >= (0 if self.app.animation_speed == "instant" else DEMO_WAIT):
            self.play_again()

    def draw(self, surface: pygame.Surface) -> None:
        """Winner banner, dice confetti and the standings."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        winner = self.session.state.winner
        name = self.session.seats[winner].name if winner is not None else "?"
        for i in range(10):
            x = (i * 131 + 60) % width
            y = (self.time * (60 + i * 9) + i * 77) % (height + 80) - 40
            self.dice.blit(surface, i % 6 + 1, (x, y), 34, self.time * 90 + i * 40)
        head = fonts.fit_text(tr("gameover.winner", name=name), width - 80, "bold", 52, colours.GOLD)
        surface.blit(head, head.get_rect(center=(width // 2, 90 + 4 * math.sin(self.time * 2))))
        sub = fonts.text(tr("gameover.subtitle", rounds=self.session.state.round_number), "italic", 19,
                         colours.TEXT_DIM)
        surface.blit(sub, sub.get_rect(center=(width // 2, 150)))
        rows = self.standings()
        card = pygame.Rect(0, 0, min(560, width - 80), 60 + 48 * len(rows))
        card.midtop = (width // 2, 190)
        pygame.draw.rect(surface, colours.PANEL, card, border_radius=16)
        pygame.draw.rect(surface, colours.PANEL_BORDER, card, 2, border_radius=16)
        title = fonts.text(tr("gameover.standings"), "bold", 18, colours.TEXT_DIM)
        surface.blit(title, title.get_rect(center=(card.centerx, card.y + 26)))
        y = card.y + 66
        for rank, player, score in rows:
            colour = colours.GOLD if rank == 1 else colours.TEXT
            r = fonts.text(tr("gameover.rank", rank=rank), "bold", 22, colour)
            surface.blit(r, r.get_rect(midleft=(card.x + 30, y)))
            p = fonts.fit_text(player, card.w - 220, "bold" if rank == 1 else "regular", 22, colour)
            surface.blit(p, p.get_rect(midleft=(card.x + 90, y)))
            s = fonts.text(tr("gameover.points", points=score), "bold", 22, colour)
            surface.blit(s, s.get_rect(midright=(card.right - 30, y)))
            y += 48
