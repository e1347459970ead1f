"""A question over the screen below (a dimmed overlay with a heading, a text and buttons).

:func:`start_fresh` is how every way of starting a new game (setup's Start, a
rematch, ``--game ID``) keeps a game in progress from being lost: when the
kind of game about to start has a saved game, it asks first whether to
continue that one or abandon it (to Past games, marked not finished).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene

#: A button of the question: its text, what it does, its #object_id.
Choice = tuple[str, Callable[[], object], str]


class QuestionScene(Scene):
    """A heading, a paragraph and a column of answers; Esc picks the last (the way back)."""

    overlay = True

    def __init__(self, app: Any, heading: str, text: str, choices: Sequence[Choice]) -> None:
        super().__init__(app)
        self.heading = heading
        self.text = text
        self.choices = list(choices)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self) -> tuple[pygame.Rect, list[str], int, int]:
        """The panel, the text's wrapped lines, the buttons' top and height."""
        width, height = self.app.size
        font = fonts.font("bold", 21)
        widest = max(font.size(label)[0] for label, _, _ in self.choices)
        panel_w = min(width - 80, max(520, widest + 120))
        lines = list(fonts.wrap_text(self.text, panel_w - 60, "regular", 19))
        line_h = fonts.font("regular", 19).get_linesize()
        bh, gap = max(46, fonts.scaled(40)), 10
        heading_h = fonts.font("bold", 28).get_linesize()
        inner = 30 + heading_h + 14 + len(lines) * line_h + 24
        panel_h = inner + len(self.choices) * (bh + gap) + 20
        panel = pygame.Rect(0, 0, panel_w, min(panel_h, height - 20))
        panel.center = (width // 2, height // 2)
        return panel, lines, panel.y + inner, bh

    def build(self) -> None:
        """The answers, the first one focused."""
        panel, _, top, bh = self.layout()
        self.panel = panel
        bw = panel.w - 80
        for i, (label, callback, object_id) in enumerate(self.choices):
            self.button(
                (panel.x + 40, top + i * (bh + 10), bw, bh),
                label,
                callback,
                object_id=object_id,
                class_id="@primary" if i == 0 else "@menu",
            )
        self._set_focus(0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc answers with the last choice (back, nothing changed)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choices[-1][1]()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below; the panel, its heading and text."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        panel, lines, _, _ = self.layout()
        pygame.draw.rect(surface, colours.PANEL, panel, border_radius=14)
        pygame.draw.rect(surface, colours.PANEL_BORDER, panel, 2, border_radius=14)
        heading = fonts.text(self.heading, "bold", 28, colours.GOLD)
        y = panel.y + 30
        surface.blit(heading, heading.get_rect(midtop=(panel.centerx, y)))
        y += heading.get_height() + 14
        line_h = fonts.font("regular", 19).get_linesize()
        for line in lines:
            image = fonts.text(line, "regular", 19, colours.TEXT)
            surface.blit(image, (panel.x + 30, y))
            y += line_h


def start_fresh(scene: Scene, game: str, start: Callable[[], object]) -> None:
    """Run ``start`` (a new game of ``game``), asking first when ``game`` has a saved game.

    The question offers to continue the saved game, to abandon it (it goes to
    Past games marked not finished) and start, or to go back.
    """
    app = scene.app
    store = app.store
    if store is None or not store.has_save(game):
        start()
        return
    from yenta_desktop.ui.shell.title import game_title

    def continue_saved() -> None:
        app.pop()
        session = store.load(game)
        if session is None:  # it went bad meanwhile: the title's notice says so
            start()
            return
        from yenta_desktop.ui.games import game_ui
        from yenta_desktop.ui.shell.title import TitleScene

        app.last_game = game
        app.reset(TitleScene(app))
        app.push(game_ui(game).TableScene(app, session))

    def abandon() -> None:
        app.pop()
        if store.abandon(game):
            start()
        else:
            app.flash = tr("question.abandon_failed")

    name = game_title(game)
    app.push(
        QuestionScene(
            app,
            tr("question.in_progress_heading"),
            tr("question.in_progress", game=name),
            [
                (tr("question.continue_saved"), continue_saved, "#continue_saved"),
                (tr("question.abandon_and_start"), abandon, "#abandon_and_start"),
                (tr("question.back"), app.pop, "#question_back"),
            ],
        )
    )
