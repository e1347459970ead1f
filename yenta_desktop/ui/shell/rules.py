"""The rules screen: a tab per game, ``assets/rules/<folder>/<language>.md`` in a scrollable box."""

from __future__ import annotations

import html
import re
from functools import partial
from typing import Any

import pygame
from pygame_gui.elements import UITextBox

from yenta_desktop.engine.registry import DEFAULT_GAME, available_games, folder_name
from yenta_desktop.i18n import current_language, tr
from yenta_desktop.resources import read_text
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene, tab_rects
from yenta_desktop.ui.shell.title import game_title
from yenta_desktop.ui.widgets.backdrop import draw_backdrop


def rules_markdown(language: str, game: str = DEFAULT_GAME) -> str:
    """``game``'s rules in ``language`` (English if missing, then the "rules.missing" text)."""
    for lang in (language, "en"):
        try:
            return read_text("rules", folder_name(game), f"{lang}.md")
        except (FileNotFoundError, NotADirectoryError, OSError):
            continue
    return tr("rules.missing")


def markdown_to_html(text: str) -> str:
    """The small subset of Markdown the rules use, as pygame_gui's HTML subset."""
    out: list[str] = []
    for raw in text.splitlines():
        line = html.escape(raw.rstrip(), quote=False)
        line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
        line = re.sub(r"(?<!\*)\*(?!\s)(.+?)\*", r"<i>\1</i>", line)
        line = re.sub(r"`(.+?)`", r"\1", line)
        line = re.sub(r"\[(.+?)\]\((.+?)\)", r"\1", line)
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        if heading:
            size = {1: 6, 2: 5}.get(len(heading.group(1)), 4)
            out.append(f"<font color='#F5D38A' size={size}><b>{heading.group(2)}</b></font>")
            continue
        bullet = re.match(r"^(\s*)[-*]\s+(.*)$", line)
        if bullet:
            indent = "&nbsp;" * (2 + len(bullet.group(1)))
            out.append(f"{indent}&#8226; {bullet.group(2)}")
            continue
        out.append(line)
    return "<br>".join(out)


class RulesScene(Scene):
    """Scrollable rules of one game, a tab per game; Back (or Esc) returns."""

    def __init__(self, app: Any, game: str | None = None) -> None:
        super().__init__(app)
        self.game = game if game in available_games() else DEFAULT_GAME

    def choose_game(self, game: str) -> None:
        """Show another game's rules."""
        self.game = game
        self.focus_index = None
        self._rebuild()

    def build(self) -> None:
        """Game tabs, a text box filling most of the window and a Back button."""
        width, height = self.app.size
        margin = max(40, (width - 980) // 2)
        games = list(available_games())
        tab_h = max(34, fonts.scaled(30))
        rects = tab_rects([game_title(g) for g in games], margin, 74, width - 2 * margin, tab_h)
        for game, rect in zip(games, rects, strict=True):
            button = self.button(
                rect,
                game_title(game),
                partial(self.choose_game, game),
                object_id=f"#tab_{folder_name(game)}",
                class_id="@small",
                focusable=False,
            )
            if game == self.game:
                button.select()
        top = rects[-1].bottom + 12
        self.box = UITextBox(
            markdown_to_html(rules_markdown(current_language(), self.game)),
            pygame.Rect(margin, top, width - 2 * margin, height - top - 80),
            self.manager,
            container=self.root,
            object_id="#rules_text",
        )
        self.button(
            (width // 2 - 110, height - 66, 220, 48),
            tr("common.back"),
            self.app.pop,
            object_id="#back",
            class_id="@primary",
        )
        self._set_focus(0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc goes back; Page Up/Down and arrows scroll."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
                return True
            bar = getattr(self.box, "scroll_bar", None)
            layout = self.box.text_box_layout
            step = {
                pygame.K_DOWN: 40,
                pygame.K_UP: -40,
                pygame.K_PAGEDOWN: 300,
                pygame.K_PAGEUP: -300,
            }.get(event.key)
            if bar is not None and step is not None and layout is not None:
                bar.set_scroll_from_start_percentage(
                    min(
                        1.0,
                        max(
                            0.0,
                            bar.start_percentage + step / max(1, layout.layout_rect.height),
                        ),
                    )
                )
                return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop and heading."""
        draw_backdrop(surface)
        heading = fonts.fit_text(
            tr("rules.heading_game", game=game_title(self.game)),
            surface.get_width() - 80,
            "bold",
            34,
            colours.GOLD,
        )
        surface.blit(heading, heading.get_rect(center=(surface.get_width() // 2, 38)))
