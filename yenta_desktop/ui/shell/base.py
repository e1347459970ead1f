"""The scene protocol: one screen of the game, with paired lifecycle calls.

A scene owns all its pygame_gui widgets inside one root container
(``self.root``), created in :meth:`Scene.build` and killed in
:meth:`Scene.exit`, so leaving a scene never leaves widgets behind. See
docs/ui.md for how to add a scene.

Per frame the app calls, in order: ``manager.process_events`` and
``scene.handle_event`` for each event, ``scene.update(dt)``,
``manager.update``, ``scene.draw(surface)``, ``manager.draw_ui``.
``draw`` must never change game state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UILabel

from yenta_desktop.i18n import tr
from yenta_desktop.ui import colours, fonts

if TYPE_CHECKING:
    from yenta_desktop.ui.app import App


class Scene:
    """Base class of every screen: override ``build``, and where needed the other hooks."""

    #: When True, the scene below is drawn first (pause menus, dialogs).
    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.root: UIContainer | None = None
        self._callbacks: dict[Any, Callable[[], object]] = {}
        #: Buttons (and text fields) reachable with Tab/arrows/Enter, in order (keyboard-only
        #: play). A text field in the order takes the typing focus when the keyboard lands on it.
        self.focus_order: list[Any] = []
        self.focus_index: int | None = None
        #: True once the keyboard moved the focus (then a rebuild keeps it in place).
        self.keyboard_focus = False

    # ------------------------------------------------------------ lifecycle
    @property
    def manager(self) -> pygame_gui.UIManager:
        """The app's one UIManager."""
        return self.app.manager

    def enter(self) -> None:
        """Called once when pushed onto the stack: builds the widgets."""
        self._rebuild()

    def exit(self) -> None:
        """Called once when removed from the stack: kills the widgets."""
        self.kill_widgets()

    def pause(self) -> None:
        """Another scene was pushed on top: hide our widgets."""
        if self.root is not None:
            self.root.hide()

    def resume(self) -> None:
        """The scene on top was popped: show our widgets again (rebuilt if the window changed)."""
        if self.root is None or self.root.get_relative_rect().size != self.app.size:
            self._rebuild()
        else:
            self.root.show()

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: rebuild the widgets for the new layout."""
        self._rebuild()

    def build(self) -> None:
        """Create this scene's widgets inside ``self.root`` (override)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; return True if it was used. The base runs button callbacks
        and the Tab/arrow/Enter focus keys of ``focus_order``."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            callback = self._callbacks.get(event.ui_element)
            if callback is not None:
                self.keyboard_focus = False
                callback()
                return True
        if event.type == pygame.KEYDOWN and self.focus_order and not self._text_entry_focused():
            return self._focus_key(event)
        return False

    def idle_fps(self) -> int:
        """Frames per second this screen draws while the player does nothing: 0 when it is
        still (override where something moves by itself). A still screen is drawn again only
        on an event or when one of its widgets changes; its ``update`` still runs a few times
        a second (``App.STILL_WAKE``) for timers and results from threads."""
        return 0

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds (override)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw everything that is not a pygame_gui widget (override). Never change state here."""
        surface.fill(colours.BACKGROUND)

    # ------------------------------------------------------------ widgets
    def forget(self, widgets: list[Any]) -> None:
        """Drop callbacks and focus entries of widgets about to be killed."""
        for widget in widgets:
            self._callbacks.pop(widget, None)
        self.focus_order = [b for b in self.focus_order if b not in widgets]
        if self.focus_index is not None and self.focus_index >= len(self.focus_order):
            self.focus_index = None

    def kill_widgets(self) -> None:
        """Remove every widget of this scene."""
        if self.root is not None:
            self.root.kill()
        self.root = None
        self._callbacks.clear()
        self.focus_order = []
        self.focus_index = None

    def _rebuild(self) -> None:
        keep_focus = self.focus_index
        self.kill_widgets()
        width, height = self.app.size
        self.root = UIContainer(pygame.Rect(0, 0, width, height), self.manager, starting_height=1)
        self.build()
        if self.keyboard_focus and keep_focus is not None and keep_focus < len(self.focus_order):
            self._set_focus(keep_focus)
        elif self.focus_index is not None and self.focus_index >= len(self.focus_order):
            self.focus_index = None

    def button(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        callback: Callable[[], object] | None = None,
        *,
        object_id: str | None = None,
        class_id: str | None = None,
        tooltip: str | None = None,
        enabled: bool = True,
        focusable: bool = True,
        container: UIContainer | None = None,
    ) -> UIButton:
        """A button in this scene's root (or ``container``) that calls ``callback`` when pressed."""
        button = UIButton(
            pygame.Rect(rect),
            label,
            self.manager,
            container=container or self.root,
            tool_tip_text=tooltip,
            object_id=ObjectID(object_id=object_id, class_id=class_id),
        )
        if callback is not None:
            self._callbacks[button] = callback
        if not enabled:
            button.disable()
        if focusable:
            self.focus_order.append(button)
        return button

    def button_column(
        self,
        entries: Sequence[tuple[str, Callable[[], object], bool, str, str]],
        x: int,
        y: int,
        width: int,
        height: int,
        gap: int,
    ) -> None:
        """A menu: one button per ``(text key, callback, enabled, #id, @class)``, top to bottom."""
        for i, (key, callback, enabled, object_id, class_id) in enumerate(entries):
            self.button(
                (x, y + i * (height + gap), width, height),
                tr(key),
                callback,
                object_id=object_id,
                class_id=class_id,
                enabled=enabled,
            )

    def label(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        *,
        class_id: str | None = None,
        object_id: str | None = None,
        container: UIContainer | None = None,
    ) -> UILabel:
        """A text label in this scene's root (or ``container``)."""
        return UILabel(
            pygame.Rect(rect),
            text,
            self.manager,
            container=container or self.root,
            object_id=ObjectID(object_id=object_id, class_id=class_id),
        )

    # ------------------------------------------------------------ keyboard focus
    def _text_entry_focused(self) -> bool:
        focused = self.manager.get_focus_set()
        if not focused:
            return False
        from pygame_gui.elements import UITextEntryLine

        return any(isinstance(element, UITextEntryLine) for element in focused)

    def _focusable(self) -> list[int]:
        return [i for i, b in enumerate(self.focus_order) if b.is_enabled and b.visible]

    def focus_entry(self, entry: Any) -> None:
        """Put a text field into the keyboard order (after the widgets added so far)."""
        self.focus_order.append(entry)

    def _set_focus(self, index: int | None) -> None:
        from pygame_gui.elements import UITextEntryLine

        if self.focus_index is not None and self.focus_index < len(self.focus_order):
            old = self.focus_order[self.focus_index]
            if isinstance(old, UITextEntryLine):
                if old in (self.manager.get_focus_set() or ()):
                    self.manager.set_focus_set(None)
            else:
                old.unselect()
        self.focus_index = index
        if index is not None:
            new = self.focus_order[index]
            if isinstance(new, UITextEntryLine):
                self.manager.set_focus_set(new)
            else:
                new.select()

    def entry_focus_key(self, event: pygame.event.Event) -> bool:
        """Tab/Shift+Tab, Up/Down and Enter leave a focused text field of ``focus_order`` for
        the next (or previous) widget; the app asks before the field would swallow the key.
        Left/Right stay in the field to move the cursor."""
        if event.type != pygame.KEYDOWN or event.key not in (
            pygame.K_TAB,
            pygame.K_UP,
            pygame.K_DOWN,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
        ):
            return False
        focused = self.manager.get_focus_set() or set()
        entries = [i for i, w in enumerate(self.focus_order) if w in focused and w.visible]
        if not entries:
            return False
        if self.focus_index != entries[0]:
            self.focus_index = entries[0]
        backward = event.key == pygame.K_UP or (
            event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
        )
        self.keyboard_focus = True
        usable = self._focusable()
        pos = usable.index(entries[0]) if entries[0] in usable else 0
        self._set_focus(usable[(pos + (-1 if backward else 1)) % len(usable)])
        return True

    def _focus_key(self, event: pygame.event.Event) -> bool:
        usable = self._focusable()
        if not usable:
            return False
        forward = event.key in (pygame.K_DOWN, pygame.K_RIGHT) or (
            event.key == pygame.K_TAB and not event.mod & pygame.KMOD_SHIFT
        )
        backward = event.key in (pygame.K_UP, pygame.K_LEFT) or (
            event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
        )
        if forward or backward:
            self.keyboard_focus = True
            if self.focus_index not in usable:
                self._set_focus(usable[0] if forward else usable[-1])
            else:
                pos = usable.index(self.focus_index)
                step = 1 if forward else -1
                self._set_focus(usable[(pos + step) % len(usable)])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus_index in usable:
                callback = self._callbacks.get(self.focus_order[self.focus_index])
                if callback is not None:
                    callback()
                    return True
        return False


#: The small buttons' font size in the theme (``@small``): what a tab's label is drawn in.
SMALL_BUTTON_FONT = 15


def tab_rects(
    labels: Sequence[str], left: int, top: int, width: int, height: int, gap: int = 8
) -> list[pygame.Rect]:
    """Tabs for ``labels`` across ``width`` in as few rows as let every label show whole
    (many games, large text or long Russian names take two rows or more), rows balanced."""
    font = fonts.font("regular", SMALL_BUTTON_FONT)
    need = max((font.size(label)[0] for label in labels), default=0) + 24
    per_row = max(1, min(len(labels), (width + gap) // (need + gap)))
    rows = -(-len(labels) // per_row)
    per_row = -(-len(labels) // rows)
    w = (width - gap * (per_row - 1)) // per_row
    return [
        pygame.Rect(
            left + (i % per_row) * (w + gap), top + (i // per_row) * (height + gap), w, height
        )
        for i in range(len(labels))
    ]
