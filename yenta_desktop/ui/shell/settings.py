"""The Settings screen: every setting as a row, applied at once and saved atomically.

Choice settings are buttons that step to the next value (Enter or a click);
numbers have "-" and "+" buttons. Every change calls ``app.apply_settings`` and
``save_settings`` straight away; a language or size change lays out every
scene on the stack again so nothing keeps the old texts. Each game's own
preferences (the coach, the dice, the deck...) are on the "Game preferences"
screen (:mod:`.game_settings`), built from what the games declare.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pygame_gui

from yenta_desktop.i18n import tr
from yenta_desktop.storage.settings import (
    AI_DELAY_RANGE,
    ANIMATION_SPEEDS,
    UI_SCALES,
    UNDO_MODES,
    WINDOW_MODES,
    WINDOW_SIZES,
    Settings,
    save_settings,
    window_size_of,
)
from yenta_desktop.ui import colours, fonts
from yenta_desktop.ui.shell.base import Scene
from yenta_desktop.ui.widgets.backdrop import draw_backdrop

log = logging.getLogger(__name__)

LANGUAGE_CHOICES = ("en", "ru")
AI_DELAY_STEP = 0.2
VOLUME_STEP = 0.1

#: setting name -> its choices (for the settings that cycle through values).
CHOICES: dict[str, tuple[Any, ...]] = {
    "window_mode": WINDOW_MODES,
    "ui_scale": UI_SCALES,
    "animation_speed": ANIMATION_SPEEDS,
    "sound": (True, False),
    "language": LANGUAGE_CHOICES,
    "undo": UNDO_MODES,
}

#: The rows in screen order: (setting name, "choice", "number" or "open": a button to a screen).
ROWS: tuple[tuple[str, str], ...] = (
    ("language", "choice"),
    ("window_mode", "choice"),
    ("window_size", "choice"),
    ("ui_scale", "choice"),
    ("animation_speed", "choice"),
    ("ai_delay", "number"),
    ("sound", "choice"),
    ("volume", "number"),
    ("undo", "choice"),
    ("game_preferences", "open"),
)
#: On/off settings (their buttons say On or Off).
SWITCHES = ("sound",)


def as_settings(current: Any) -> Settings:
    """The app's settings as a :class:`Settings` (the app may hold a stand-in namespace)."""
    if isinstance(current, Settings):
        return current
    values = {}
    defaults = Settings()
    for name in defaults.to_dict():
        value = getattr(current, name, getattr(defaults, name))
        if isinstance(value, dict):
            value = {key: dict(v) if isinstance(v, dict) else v for key, v in value.items()}
        if name == "ui_scale" and isinstance(value, float) and value <= 5:
            value = int(round(value * 100))
        values[name] = value
    try:
        return Settings(**values)
    except TypeError:
        return defaults


def value_text(name: str, value: Any) -> str:
    """The translated text of a setting's value, as its button shows it."""
    if name in SWITCHES:
        return tr("settings.on") if value else tr("settings.off")
    if name == "ui_scale":
        return tr("settings.percent", value=value)
    if name == "volume":
        return tr("settings.percent", value=int(round(value * 100)))
    if name == "window_size":
        width, height = window_size_of(str(value))
        return tr("settings.window_size.value", width=width, height=height)
    if name == "ai_delay":
        return tr(
            "settings.seconds", value=f"{value:.1f}".replace(".", tr("settings.decimal_point"))
        )
    return tr(f"settings.{name}.{value}")


def next_choice(name: str, value: Any) -> Any:
    """The value after ``value`` in the choices of ``name`` (wrapping round)."""
    choices = CHOICES[name]
    index = choices.index(value) if value in choices else -1
    return choices[(index + 1) % len(choices)]


def stepped(name: str, value: float, direction: int) -> float:
    """A number setting moved one step up (+1) or down (-1), kept in its range."""
    step, (low, high) = (
        (AI_DELAY_STEP, AI_DELAY_RANGE) if name == "ai_delay" else (VOLUME_STEP, (0.0, 1.0))
    )
    return round(min(high, max(low, value + direction * step)), 2)


def apply_window_mode(app: Any, mode: str) -> None:
    """Switch the window between windowed and full screen (no-op where the driver cannot)."""
    want = mode == "fullscreen"
    try:
        if bool(pygame.display.is_fullscreen()) != want:
            pygame.display.toggle_fullscreen()
            surface = pygame.display.get_surface()
            if surface is not None:
                app.screen = surface
                app.resize(surface.get_size())
    except pygame.error as error:
        log.warning("could not switch to %s: %s", mode, error)


# ---------------------------------------------------------------- window size
def screen_size() -> tuple[int, int] | None:
    """The size of the screen the window is on (None when the driver does not say)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


def window_sizes(screen: tuple[int, int] | None = None) -> tuple[str, ...]:
    """The window sizes to offer: 1024x640 and 1280x720 always, larger ones that fit
    ``screen`` (the desktop's size by default)."""
    screen = screen if screen is not None else screen_size()
    found = []
    for text in WINDOW_SIZES:
        width, height = window_size_of(text)
        fits = screen is not None and width <= screen[0] and height <= screen[1]
        if text in WINDOW_SIZES[:2] or fits:
            found.append(text)
    return tuple(found)


def apply_window_size(app: Any, text: str) -> None:
    """Resize the window to the setting's size at once (kept for later when full screen)."""
    try:
        if pygame.display.is_fullscreen():
            return
    except pygame.error:
        pass
    app.resize(window_size_of(text))


class SettingsScene(Scene):
    """All settings in one column; Back (Esc) returns to where it was opened from."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.settings = as_settings(self.app.settings)
        self.save_failed = False
        self.rows_y: dict[str, int] = {}
        #: The focused row's id while a change lays the screen out again.
        self._keep_focus: str | None = None

    def rows(self) -> tuple[tuple[str, str], ...]:
        """The rows in screen order: (name, "choice", "number" or "open")."""
        return ROWS

    def layout_count(self) -> int:
        """How many rows the layout is made for (hook: the most any page of the screen has,
        so a row does not move when the page changes)."""
        return len(self.rows())

    def label_text(self, name: str) -> str:
        """The translated name of row ``name``."""
        return tr(f"settings.{name}")

    def row_text(self, name: str) -> str:
        """The text on row ``name``'s button."""
        if name == "game_preferences":
            return tr("settings.game_preferences.open")
        return value_text(name, getattr(self.settings, name))

    def row_action(self, name: str) -> Callable[[], None]:
        """What row ``name``'s button does."""
        if name == "game_preferences":
            return self.open_game_preferences
        if name == "window_size":
            return self.next_window_size
        return self._cycler(name)

    def next_window_size(self) -> None:
        """The next window size that fits the screen (wrapping round)."""
        sizes = window_sizes()
        current = self.settings.window_size
        index = sizes.index(current) if current in sizes else -1
        self.change("window_size", sizes[(index + 1) % len(sizes)])

    def open_game_preferences(self) -> None:
        """The screen of each game's own preferences (the table's game first)."""
        from yenta_desktop.ui.shell.game_settings import GameSettingsScene

        self.app.push(GameSettingsScene(self.app))

    def resume(self) -> None:
        """Back from the game preferences: they changed the app's settings."""
        self.settings = as_settings(self.app.settings)
        super().resume()

    def build(self) -> None:
        """One row per setting: its name on the left, its value button(s) on the right."""
        width, height = self.app.size
        row_h, gap = max(46, fonts.scaled(36)), 10
        # One column when every row fits, else two side by side.
        rows = self.rows()
        count = max(len(rows), self.layout_count())
        per_column = max(1, (height - 84 - 140) // (row_h + gap))
        columns = 1 if count <= per_column else 2
        per_column = -(-count // max(1, columns))
        if columns == 1:
            label_w, value_w = 330, 300
        else:
            # Two columns: the labels take the larger share, the values what they need.
            column = (width - 100) // 2
            value_w = min(260, max(170, int(column * self.value_share)))
            label_w = column - value_w - 20
        column_w = label_w + 20 + value_w
        top = max(84, (height - per_column * (row_h + gap) - 130) // 2)
        self.columns = columns
        self.rows_x = {}
        self.rows_y = {}
        self.label_rects: dict[str, pygame.Rect] = {}
        for i, (name, kind) in enumerate(rows):
            column, row = divmod(i, per_column)
            left = (width - columns * column_w - (columns - 1) * 40) // 2 + column * (column_w + 40)
            x_value = left + label_w + 20
            y = top + row * (row_h + gap)
            self.rows_y[name] = y
            self.rows_x[name] = x_value + value_w
            # The name is drawn by draw(), wrapped to two lines if it must (never clipped).
            self.label_rects[name] = pygame.Rect(left, y, label_w, row_h)
            if name == "sound" and not getattr(self.app.audio, "available", True):
                # No sound device: say so instead of a switch that does nothing.
                self.button(
                    (x_value, y, value_w, row_h),
                    tr("settings.sound_unavailable"),
                    None,
                    object_id=f"#{name}",
                    enabled=False,
                    tooltip=tr("settings.sound_unavailable_tip"),
                )
            elif kind in ("choice", "open"):
                self.button(
                    (x_value, y, value_w, row_h),
                    self.row_text(name),
                    self.row_action(name),
                    object_id=f"#{name}",
                )
            else:
                small = 56
                self.button(
                    (x_value, y, small, row_h),
                    tr("settings.less"),
                    self._stepper(name, -1),
                    object_id=f"#{name}_less",
                    class_id="@small",
                )
                self.label(
                    (x_value + small, y, value_w - 2 * small, row_h),
                    value_text(name, getattr(self.settings, name)),
                    object_id=f"#{name}_value",
                    class_id="@centered",
                )
                self.button(
                    (x_value + value_w - small, y, small, row_h),
                    tr("settings.more"),
                    self._stepper(name, +1),
                    object_id=f"#{name}_more",
                    class_id="@small",
                )
        self.button(
            (width // 2 - 110, height - 70, 220, 48),
            tr("common.back"),
            self.back,
            object_id="#back",
            class_id="@primary",
        )
        if self.save_failed:
            self.label(
                (40, height - 130, width - 80, 28), tr("settings.not_saved"), class_id="@notice"
            )

    def back(self) -> None:
        """Return to the screen this one was opened from."""
        self.app.pop()

    def default_focus(self) -> int:
        """The button focused when the screen opens: the first setting."""
        return 0

    def _rebuild(self) -> None:
        # The row just changed keeps the focus (a new text size or language lays the screen
        # out again: the focus went back to Language); the default on a fresh screen.
        focused = self._keep_focus or self._focused_id()
        super()._rebuild()
        index = next(
            (i for i, b in enumerate(self.focus_order) if focused and _object_id(b) == focused),
            None,
        )
        if index is not None and index in self._focusable():
            self._set_focus(index)
        elif self.focus_index is None and self.focus_order:
            self._set_focus(self.default_focus())

    def _focused_id(self) -> str | None:
        if self.focus_index is None or self.focus_index >= len(self.focus_order):
            return None
        return _object_id(self.focus_order[self.focus_index])

    def _cycler(self, name: str) -> Callable[[], None]:
        return lambda: self.change(name, next_choice(name, getattr(self.settings, name)))

    def _stepper(self, name: str, direction: int) -> Callable[[], None]:
        return lambda: self.change(name, stepped(name, getattr(self.settings, name), direction))

    def change(self, name: str, value: Any) -> None:
        """Set one setting, apply it to the running game at once and save it."""
        if getattr(self.settings, name) == value:
            return
        self.settings = replace(self.settings, **{name: value})
        # A new text size rebuilds every widget before this screen is laid out again.
        self._keep_focus = self._focused_id()
        self.app.apply_settings(self.settings)
        if name == "window_mode":
            apply_window_mode(self.app, value)
            if value == "windowed":
                apply_window_size(self.app, self.settings.window_size)
        if name == "window_size":
            apply_window_size(self.app, value)
        self.save_failed = not save_settings(self.settings)
        if name in ("language", "ui_scale", "window_size"):
            # Every scene on the stack shows texts: lay them all out again.
            self.app.resize(self.app.size)
        else:
            self._rebuild()
        self._keep_focus = None
        if name == "volume" and self.settings.sound:
            self.app.play_sound("pair")

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc or Backspace goes back."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.focus_order:
            # A click moves the focus too: the row clicked keeps it when the screen is redone.
            self.focus_index = self.focus_order.index(event.ui_element)
        return super().handle_event(event)

    heading_key = "settings.heading"
    #: The value buttons' share of a column when the rows take two columns.
    value_share = 0.4

    def draw_extras(self, surface: pygame.Surface) -> None:
        """Anything drawn beside the rows (hook: the game preferences' previews)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, heading, the rows' names and the keyboard hint."""
        draw_backdrop(surface)
        width, height = surface.get_size()
        heading = fonts.fit_text(tr(self.heading_key), width - 40, "bold", 36, colours.GOLD)
        surface.blit(heading, heading.get_rect(center=(width // 2, 48)))
        self.draw_extras(surface)
        for name, rect in getattr(self, "label_rects", {}).items():
            fonts.draw_wrapped(
                surface, self.label_text(name), rect, "regular", 17, colours.TEXT, valign="center"
            )
        hint = fonts.fit_text(tr("settings.keys_hint"), width - 80, "regular", 15, colours.TEXT_DIM)
        surface.blit(hint, hint.get_rect(center=(width // 2, height - 92)))


def _object_id(widget: Any) -> str | None:
    """A widget's own object id ("#ui_scale")."""
    ids = getattr(widget, "object_ids", None)
    return ids[-1] if ids else None
