"""The friendly error screen: shown instead of a frozen window when a scene raises."""

from __future__ import annotations

import pygame

from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop


class ErrorScene(Scene):
    """Says something went wrong, names the log or crash report, and offers Title / Quit."""

    def __init__(self, app: object, error: BaseException, report: str | None) -> None:
        super().__init__(app)  # type: ignore[arg-type]
        self.error = error
        self.report = report

    def build(self) -> None:
        """Two buttons under the message."""
        width, height = self.app.size
        y = int(height * 0.62)
        self.button(
            (width // 2 - 250, y, 240, 48),
            tr("error.title_screen"),
            self.to_title,
            class_id="@primary",
        )
        self.button(
            (width // 2 + 10, y, 240, 48), tr("error.quit"), self.app.quit, class_id="@menu"
        )
        self._set_focus(0)

    def to_title(self) -> None:
        """Start over at the title."""
        from yenta_desktop.ui.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        """The message."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        lines = [
            (tr("error.heading"), "bold", 34, colours.GOLD),
            (tr("error.body"), "regular", 19, colours.TEXT),
            (
                fonts_safe(type(self.error).__name__ + ": " + str(self.error)),
                "italic",
                16,
                colours.TEXT_DIM,
            ),
        ]
        if self.report:
            lines.append((tr("error.report", path=self.report), "regular", 17, colours.HIGHLIGHT))
        y = int(height * 0.25)
        for string, role, size, colour in lines:
            image = fonts.fit_text(string, width - 120, role, size, colour)
            surface.blit(image, image.get_rect(center=(width // 2, y)))
            y += size + 26


def fonts_safe(text: str) -> str:
    """One line of at most 160 characters (exception texts can be long)."""
    text = " ".join(text.split())
    return text if len(text) <= 160 else text[:157] + "..."
