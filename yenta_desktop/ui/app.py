"""The game window: one :class:`App` owning the window, the UIManager, the clock and a scene stack.

``run_app(args)`` is what ``yenta-desktop`` calls with no subcommand. The same
start-up serves the window, ``--demo``, ``--continue`` and the headless
``--smoke-test N`` (with ``--screenshot-dir DIR`` it tours every scene and saves
a PNG of each; see :mod:`yenta_desktop.ui.tour`).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import tempfile
import threading
import time
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from yenta_desktop import i18n
from yenta_desktop.i18n import tr
from yenta_desktop.resources import asset_path
from yenta_desktop.ui import colours, fonts, services
from yenta_desktop.ui.shell.base import Scene

log = logging.getLogger(__name__)

#: Seconds a thread may hold the GIL before a waiting one gets it (Python's default: 0.005).
SWITCH_INTERVAL = 0.001

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (1024, 640)
FPS = 60
#: Seconds after the last input during which the window keeps drawing at full rate.
ACTIVE_SECONDS = 0.75
#: Longest sleep of a still screen (nothing moves, the player does nothing): it then wakes
#: to run the scene's timers and the widgets' (a tooltip after hovering, a worker's result)
#: and draws only if a widget changed. Events wake it at once.
STILL_WAKE = 0.25
#: Wake-up rate while a text field has the focus: its cursor blinks (drawn at each blink only).
BLINK_FPS = 10
#: How often a sleeping loop looks for events. pygame's ``event.wait(timeout)`` polls every
#: millisecond (2.6% of a core under Xvfb doing nothing); a 60 Hz look costs about 0.7% and
#: answers input as fast as a frame would.
POLL_SECONDS = 1 / FPS
INPUT_EVENTS = frozenset(
    {
        pygame.KEYDOWN,
        pygame.KEYUP,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEWHEEL,
        pygame.TEXTINPUT,
        pygame.VIDEORESIZE,
        pygame.WINDOWFOCUSGAINED,
    }
)


@dataclass
class AppOptions:
    """How the app runs: window size, headless frame limit, AI worker kind, error policy."""

    size: tuple[int, int] = DEFAULT_SIZE
    #: Open the window at the size kept in the settings (Settings: Window size) instead of
    #: ``size`` (the real window; tests and the smoke test keep ``size``).
    size_from_settings: bool = False
    #: Stop after this many frames (the smoke test); None runs until Quit.
    max_frames: int | None = None
    #: Skip the 60 FPS cap (smoke test and benchmarks that measure work per frame).
    uncapped: bool = False
    #: Stop after this many seconds (the idle-CPU benchmark); None runs until Quit.
    max_seconds: float | None = None
    #: "process" (default: Hard's search never blocks a frame), "thread" or "inline" (tests).
    ai_mode: str = "process"
    #: Re-raise scene exceptions instead of showing the error screen (tests, smoke test).
    raise_errors: bool = False
    #: Override the settings' animation speed ("normal", "fast", "instant").
    animation_speed: str | None = None
    #: Override the settings' AI pacing delay in seconds.
    ai_delay: float | None = None
    #: Override the undo grace against the AI in seconds (``table_base.UNDO_GRACE``; tests: 0).
    undo_grace: float | None = None


class App:
    """The window and its scene stack. Scenes call ``push``, ``pop``, ``replace`` and ``reset``."""

    def __init__(self, options: AppOptions | None = None) -> None:
        self.options = options or AppOptions()
        self.started = time.perf_counter()
        # The frame loop holds the GIL for most of a frame (drawing); the AI worker's sender
        # thread and the history indexer wait for it. At Python's default switch interval
        # (5 ms) an AI answer took 36-130 ms to come back during busy frames (measured in the
        # screenshot tour); at 1 ms it takes about 3 ms, as fast as an AI computed inline.
        sys.setswitchinterval(SWITCH_INTERVAL)
        from yenta_desktop.ui.audio import quiet_stderr

        # pygame.init() probes the sound device too: without one, libasound fills the
        # terminal with errors from C. The mixer's fate is logged in one line by Audio.
        with quiet_stderr():
            pygame.init()
        fonts.reset()
        pygame.display.set_caption(tr("app.title"))
        self.screen = self._set_mode(self.options.size)
        #: A finished table's AI worker kept for its rematch: (what it fits, worker).
        self.kept_worker: tuple[Any, Any] | None = None
        self._set_icon()
        self.settings = services.load_settings()
        if self.options.size_from_settings:
            self._set_window_size_from_settings()
        self.apply_settings(self.settings)
        self.manager = self._make_manager()
        self.clock = pygame.time.Clock()
        self.store = services.save_store()
        self._index_history_in_background()
        self.stats = services.stats_store()
        self.audio = services.audio(self.settings)
        self.stack: list[Scene] = []
        #: When the player last touched the mouse or keyboard (the loop idles slowly after).
        self.last_input = time.perf_counter()
        #: The game last chosen in the picker (its card is focused on the title screen).
        self.last_game: str | None = None
        #: A one-line message the title screen shows once (e.g. "no saved game").
        self.flash: str | None = None
        self.running = True
        self.frames = 0
        #: Frames that were drawn and flipped (a still screen skips the drawing).
        self.draws = 0
        #: Something the widgets cannot show changed (the stack, the window): draw next frame.
        self.dirty = True
        #: The widgets' look when last drawn (see :meth:`_ui_signature`).
        self._drawn_ui: tuple[Any, ...] | None = None
        #: Whether the top scene was moving (``idle_fps() > 0``) in the last frame drawn.
        self._drawn_moving = False
        self.first_frame_at: float | None = None
        #: Work time of each frame in ms (event handling to flip, not the idle wait).
        self.frame_ms: list[float] = []
        #: Frame times while an AI seat was thinking, and while dice were animating.
        self.frame_ms_ai: list[float] = []
        self.frame_ms_anim: list[float] = []
        #: CPU time of the main thread per frame: the frame's own cost without the
        #: time the OS gave to other processes (the test machine is shared).
        self.frame_cpu_ms: list[float] = []
        self._apply_window_mode()

    def _set_window_size_from_settings(self) -> None:
        """Open at the window size kept in the settings (Settings: Window size)."""
        from yenta_desktop.storage.settings import DEFAULT_WINDOW_SIZE, window_size_of

        text = services.setting(self.settings, "window_size") or DEFAULT_WINDOW_SIZE
        try:
            size = window_size_of(str(text))
        except ValueError:
            return
        if size != self.screen.get_size():
            self.screen = self._set_mode(size)

    def _index_history_in_background(self) -> None:
        """Bring the history's index up to date on a thread at start-up, so Past games opens
        at once even the first time after a long history was written by an older version."""
        history = getattr(self.store, "history", None)
        if history is None:
            return

        def work() -> None:
            try:
                history.entries()
            except Exception:  # noqa: BLE001 - the screen reads it again and reports
                log.exception("indexing the history failed")

        threading.Thread(target=work, name="history-index", daemon=True).start()

    def _make_manager(self) -> pygame_gui.UIManager:
        """A UIManager whose theme's fonts (and paddings) follow the UI scale."""
        theme = scaled_theme(fonts.scale())
        self._theme_scale = fonts.scale()
        manager = pygame_gui.UIManager(
            self.screen.get_size(),
            theme,
            enable_live_theme_updates=False,
            starting_language=i18n.current_language(),
        )
        with warnings.catch_warnings():  # "already loaded" for fonts the theme loaded itself
            warnings.simplefilter("ignore", UserWarning)
            manager.preload_fonts(theme_fonts(theme))
        return manager

    def _rescale_widgets(self) -> None:
        """The UI scale changed: a new themed manager, every scene's widgets built again."""
        for scene in self.stack:
            scene.kill_widgets()
        self.manager.clear_and_reset()
        self.manager = self._make_manager()
        for scene in self.stack:
            scene.resize(self.screen.get_size())
        for scene in self.stack[:-1]:
            scene.pause()

    def _apply_window_mode(self) -> None:
        """Start full screen when the settings say so (never under the headless driver)."""
        if services.setting(self.settings, "window_mode") != "fullscreen":
            return
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":
            return
        try:
            pygame.display.toggle_fullscreen()
            surface = pygame.display.get_surface()
            if surface is not None:
                self.screen = surface
                self.manager.set_window_resolution(surface.get_size())
        except pygame.error as error:
            log.warning("could not start full screen: %s", error)

    # ------------------------------------------------------------ window
    @property
    def size(self) -> tuple[int, int]:
        """The window's current size in pixels."""
        return self.screen.get_size()

    def _set_mode(self, size: tuple[int, int]) -> pygame.Surface:
        size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        try:
            return pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error:  # some drivers refuse RESIZABLE
            return pygame.display.set_mode(size)

    def _set_icon(self) -> None:
        try:
            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "icon.png"))))
            return
        except (FileNotFoundError, pygame.error):
            pass
        icon = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.rect(icon, (250, 248, 240), (4, 4, 56, 56), border_radius=12)
        pygame.draw.rect(icon, (30, 30, 30), (4, 4, 56, 56), 3, border_radius=12)
        for x, y in ((18, 18), (32, 32), (46, 46), (46, 18), (18, 46)):
            pygame.draw.circle(icon, (20, 20, 20), (x, y), 6)
        pygame.display.set_icon(icon)

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window (clamped to the minimum) and lay every scene out again."""
        self.dirty = True
        if self.screen.get_size() != tuple(size) or size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]:
            self.screen = self._set_mode(size)
        self.manager.set_window_resolution(self.screen.get_size())
        for scene in self.stack:
            scene.resize(self.screen.get_size())
        if self.stack:
            for scene in self.stack[:-1]:
                scene.pause()

    def apply_settings(self, settings: Any) -> None:
        """Apply language, UI scale and sound settings (the settings scene calls this)."""
        self.settings = settings
        self.dirty = True
        language = services.setting(settings, "language")
        if language in i18n.LANGUAGES:
            i18n.set_language(language)
            manager = getattr(self, "manager", None)
            if manager is not None:
                # pygame_gui's own texts (the file dialog's OK and Cancel) follow too.
                manager.set_locale(language)
        scale = float(services.setting(settings, "ui_scale") or 1.0)
        fonts.set_scale(scale / 100 if scale > 5 else scale)  # percent (100) or factor (1.0)
        if hasattr(self, "manager") and fonts.scale() != self._theme_scale:
            self._rescale_widgets()
        audio = getattr(self, "audio", None)
        if audio is not None and hasattr(audio, "apply_settings"):
            audio.apply_settings(settings)

    @property
    def animation_speed(self) -> str:
        """ "normal", "fast" or "instant"."""
        return self.options.animation_speed or services.setting(self.settings, "animation_speed")

    @property
    def ai_delay(self) -> float:
        """Seconds an AI move stays readable before the next one: the setting "Pause after a
        computer move", halved at the fast and instant paces (instant skips the animations,
        not the pause the player chose; 0 makes it none)."""
        if self.options.ai_delay is not None:
            return self.options.ai_delay
        delay = float(services.setting(self.settings, "ai_delay"))
        return delay / 2 if self.animation_speed in ("fast", "instant") else delay

    def play_sound(self, name: str) -> None:
        """Play a named sound effect (roll, handover, pair, miss, bid, round_end, win)."""
        try:
            self.audio.play(name)
        except Exception:  # noqa: BLE001 - sound never stops the game
            log.exception("sound %s failed", name)

    # ------------------------------------------------------------ scene stack
    @property
    def top(self) -> Scene | None:
        """The scene receiving input."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        """Put ``scene`` on top; the one below is paused."""
        self.dirty = True
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below resumes."""
        self.dirty = True
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        self.dirty = True
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()
        return scene

    def reset(self, scene: Scene) -> Scene:
        """Empty the stack and start over at ``scene`` (e.g. back to the title)."""
        while self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def find(self, cls: type) -> Any:
        """The topmost scene of class ``cls`` on the stack, or None."""
        for scene in reversed(self.stack):
            if isinstance(scene, cls):
                return scene
        return None

    def quit(self) -> None:
        """Stop the main loop after this frame."""
        self.running = False

    # ------------------------------------------------------------ the loop
    def frame(self, dt: float, lazy: bool = False, ui_dt: float | None = None) -> None:
        """One frame: events, update, draw, flip. Exceptions go to :meth:`crash`.

        ``lazy`` (the paced main loop): skip drawing and flipping when nothing on the screen
        can have changed (see :meth:`needs_draw`); ``ui_dt``: the widgets' time step when it
        differs from the scene's (after a still sleep)."""
        start = time.perf_counter()
        cpu_start = time.thread_time()
        drew = True
        try:
            drew = self._frame(dt, lazy, dt if ui_dt is None else ui_dt)
        except Exception as error:  # noqa: BLE001 - shown to the player, never a frozen window
            if self.options.raise_errors:
                raise
            self.crash(error)
        first = self.frames == 0
        self.frames += 1
        if not drew:
            return  # a still frame: its cost is the idle benchmark's, not a frame time
        elapsed = (time.perf_counter() - start) * 1000
        self.frame_ms.append(elapsed)
        self.frame_cpu_ms.append((time.thread_time() - cpu_start) * 1000)
        top = None if first else self.top  # the first frame is reported on its own
        if top is not None and getattr(top, "ai_thinking", False):
            self.frame_ms_ai.append(elapsed)
        if top is not None and getattr(top, "animating", False):
            self.frame_ms_anim.append(elapsed)
        if len(self.frame_ms) > 100_000:
            del self.frame_ms[:50_000]
            del self.frame_cpu_ms[:50_000]

    def _frame(self, dt: float, lazy: bool, ui_dt: float) -> bool:
        events = pygame.event.get()
        for event in events:
            if event.type in INPUT_EVENTS:
                self.last_input = time.perf_counter()
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type == pygame.VIDEORESIZE:
                self.resize((event.w, event.h))
                continue
            scene = self.top
            if scene is not None and event.type == pygame.KEYDOWN and scene.entry_focus_key(event):
                continue  # Tab/Enter leaving a text field (pygame_gui has no focus order)
            consumed = self.manager.process_events(event)
            if scene is not None and not consumed:
                scene.handle_event(event)
        scene = self.top
        if scene is not None:
            scene.update(dt)
        self.manager.update(ui_dt)
        signature = self._ui_signature() if lazy else None
        if lazy and not events and not self.needs_draw(signature):
            return False
        self._drawn_ui = signature
        self.dirty = False
        self.draw()
        pygame.display.flip()
        # A scene drawn while it moved (or waited for a result) is drawn once more when it
        # settles: the frame that took the result must reach the screen (issue 33 item 7).
        top = self.top
        self._drawn_moving = top is not None and top.idle_fps() > 0
        self.draws += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
        return True

    def needs_draw(self, signature: tuple[Any, ...] | None = None) -> bool:
        """Whether a frame without events must be drawn: the stack or window changed, the
        player was active a moment ago, the top scene moves (``idle_fps() > 0``) or moved when
        last drawn (it has just settled: a review's result is in), or a widget looks different
        (a hover, a blinking cursor, a tooltip)."""
        if self.dirty or time.perf_counter() - self.last_input < ACTIVE_SECONDS:
            return True
        top = self.top
        if top is None or top.idle_fps() > 0 or self._drawn_moving:
            return True
        return (signature or self._ui_signature()) != self._drawn_ui

    def _ui_signature(self) -> tuple[Any, ...]:
        """The widgets' look, cheaply: pygame_gui gives an element a new ``image`` surface
        whenever it redraws it (hover, text, cursor blink), and adds or removes elements for
        tooltips and windows."""
        return tuple(
            (
                id(sprite),
                id(getattr(sprite, "image", None)),
                tuple(sprite.rect),
                getattr(sprite, "visible", True),
            )
            for sprite in self.manager.get_sprite_group().sprites()
        )

    def draw(self, surface: pygame.Surface | None = None) -> None:
        """Draw the visible scenes and the widgets (overlays draw over the scene below)."""
        surface = surface or self.screen
        if not self.stack:
            surface.fill(colours.BACKGROUND)
        else:
            first = len(self.stack) - 1
            while first > 0 and self.stack[first].overlay:
                first -= 1
            for scene in self.stack[first:]:
                scene.draw(surface)
        self.manager.draw_ui(surface)

    def frame_rate(self) -> int:
        """Frames per second wanted now: 60 while anything moves or the player is active,
        the top scene's own rate while it animates slowly, and 0 when the screen is still
        (the loop then sleeps until an event, or :data:`STILL_WAKE`, and draws nothing new)."""
        if time.perf_counter() - self.last_input < ACTIVE_SECONDS:
            return FPS
        top = self.top
        if top is None:
            return FPS
        rate = max(0, min(FPS, top.idle_fps()))
        if rate == 0 and self._text_focused():
            return BLINK_FPS
        return rate

    def _text_focused(self) -> bool:
        from pygame_gui.elements import UITextEntryLine

        focused = self.manager.get_focus_set() or ()
        return any(isinstance(element, UITextEntryLine) for element in focused)

    def _wait(self, fps: int) -> tuple[float, bool]:
        """Sleep until the next frame is due or an event arrives (then at once); returns the
        seconds passed and whether an event ended the sleep."""
        if fps >= FPS:
            return self.clock.tick(FPS) / 1000, False
        deadline = time.perf_counter() + (1 / fps if fps > 0 else STILL_WAKE)
        woke = False
        while True:
            if pygame.event.peek():  # pumps the window's events first
                woke = True  # handled by the frame that starts now
                break
            left = deadline - time.perf_counter()
            if left <= 0:
                break
            time.sleep(min(POLL_SECONDS, left))
        return self.clock.tick() / 1000, woke

    def run(self) -> None:
        """The main loop: dt-based, 60 FPS while anything moves, slow while idle, unless
        ``uncapped`` (smoke test and benchmarks)."""
        limit = self.options.max_frames
        stop_at = (
            None
            if self.options.max_seconds is None
            else time.perf_counter() + self.options.max_seconds
        )
        while self.running and (limit is None or self.frames < limit):
            if stop_at is not None and time.perf_counter() >= stop_at:
                break
            if self.options.uncapped:
                dt = self.clock.tick() / 1000
                dt = 1 / FPS if dt <= 0 else min(dt, 0.1)
                self.frame(dt)
                continue
            fps = self.frame_rate()
            elapsed, woke = self._wait(fps)
            if fps > 0:
                self.frame(min(elapsed, 0.1), lazy=True)
            else:
                # After a still sleep: timers (a demo's countdown) get the time that passed,
                # but an animation an event starts now begins with one ordinary step.
                self.frame(1 / FPS if woke else min(elapsed, 0.5), lazy=True, ui_dt=elapsed)

    def crash(self, error: BaseException) -> None:
        """Log ``error``, write a crash report and show the error screen instead of freezing."""
        log.exception("a scene failed", exc_info=error)
        session = None
        for scene in reversed(self.stack):
            session = getattr(scene, "session", None)
            if session is not None:
                break
        report = services.write_crash_report(error, session)
        from yenta_desktop.ui.shell.error import ErrorScene

        try:
            self.reset(ErrorScene(self, error, report or services.log_file_path()))
        except Exception:  # the error screen itself failed: nothing left to show
            log.exception("the error screen failed")
            raise error from None

    def timing(self) -> dict[str, Any]:
        """Frame-time statistics (what scripts/bench_ui.py reports)."""
        # The first frame (building the table, first layout) is reported as first_frame_s.
        times = sorted(self.frame_ms[1:])

        def pct(values: list[float], q: float) -> float:
            return values[min(len(values) - 1, int(q * len(values)))] if values else 0.0

        first = None if self.first_frame_at is None else self.first_frame_at - self.started
        anim = sorted(self.frame_ms_anim)
        cpu = sorted(self.frame_cpu_ms[1:])
        return {
            "frame_cpu_ms": {
                "mean": round(sum(cpu) / len(cpu), 3) if cpu else 0.0,
                "p99": round(pct(cpu, 0.99), 3),
                "max": round(cpu[-1], 3) if cpu else 0.0,
            },
            "frames_animating": len(anim),
            "frame_ms_animating": {
                "mean": round(sum(anim) / len(anim), 3) if anim else 0.0,
                "p99": round(pct(anim, 0.99), 3),
                "max": round(anim[-1], 3) if anim else 0.0,
            },
            "frames_while_ai_thinks": len(self.frame_ms_ai),
            "frames": len(times),
            "frame_ms": {
                "mean": round(sum(times) / len(times), 3) if times else 0.0,
                "p99": round(pct(times, 0.99), 3),
                "max": round(times[-1], 3) if times else 0.0,
            },
            "first_frame_s": None if first is None else round(first, 3),
            "worst_frame_while_ai_thinks_ms": round(max(self.frame_ms_ai), 3)
            if self.frame_ms_ai
            else None,
        }

    def close(self) -> None:
        """Leave every scene (stopping AI workers) and shut pygame down."""
        while self.stack:
            try:
                self.stack.pop().exit()
            except Exception:  # noqa: BLE001 - closing anyway
                log.exception("a scene failed to close")
        if self.kept_worker is not None:
            self.kept_worker[1].close()
            self.kept_worker = None
        fonts.reset()
        pygame.quit()


#: pygame_gui's own default font size, used where our theme names none.
DEFAULT_WIDGET_FONT = 14
PLAIN_FONT_ELEMENTS = (
    "button",
    "label",
    "text_entry_line",
    "drop_down_menu",
    "window",
    "tool_tip",
    "check_box",
    "horizontal_slider",
    "text_box",
)


def scaled_theme(scale: float) -> dict[str, Any]:
    """assets/themes/yenta.json with every font size (and padding) multiplied by ``scale``."""
    theme: dict[str, Any] = json.loads(asset_path("themes", "yenta.json").read_text("utf-8"))
    if scale == 1.0:
        return theme
    # Elements the theme leaves on its defaults' font get that font, scaled explicitly.
    base = theme.get("defaults", {}).get("font", {}).get("size", DEFAULT_WIDGET_FONT)
    for element in PLAIN_FONT_ELEMENTS:
        block = theme.setdefault(element, {})
        block.setdefault("font", {"name": "noto_sans", "size": str(base)})
    for block in theme.values():
        if not isinstance(block, dict):
            continue
        font = block.get("font")
        if isinstance(font, dict) and "size" in font:
            font["size"] = str(round(int(font["size"]) * scale))
        misc = block.get("misc")
        if isinstance(misc, dict) and "padding" in misc:
            parts = [round(int(p) * scale) for p in str(misc["padding"]).split(",")]
            misc["padding"] = ",".join(str(p) for p in parts)
    return theme


def theme_fonts(theme: dict[str, Any]) -> list[dict[str, Any]]:
    """Every font the theme uses, for ``preload_fonts`` (no first-use stall or warning)."""
    wanted = set()
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict) and "size" in font:
            style = (
                "bold"
                if font.get("bold") == "1"
                else "italic"
                if font.get("italic") == "1"
                else "regular"
            )
            wanted.add((int(font["size"]), style))
    base = int(theme["defaults"]["font"]["size"])
    # Text boxes' <b>/<i> at the base size, and the rules' headings (HTML sizes, not scaled).
    for size in (base, round(base * 16 / 17), round(base * 24 / 17), 16, 18, 24):
        wanted.update({(size, "bold"), (size, "italic")})
    return [
        {"name": "noto_sans", "point_size": size, "style": style}
        for size, style in sorted(wanted)
        if style != "regular"
    ]


def run_app(args: argparse.Namespace) -> int:
    """Open the window (or run ``--smoke-test N`` frames headless); returns the exit status."""
    smoke = getattr(args, "smoke_test", None)
    if smoke is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        # Never touch the player's saves, settings or statistics.
        os.environ.setdefault("YENTA_DESKTOP_HOME", tempfile.mkdtemp(prefix="yenta-smoke-"))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")  # sharp text on Windows
    services.setup_logging()
    options = AppOptions(
        max_frames=smoke,
        uncapped=smoke is not None,
        raise_errors=smoke is not None,
        animation_speed="instant" if smoke is not None else None,
        ai_delay=0.0 if smoke is not None else None,  # the smoke test plays at full speed
        size_from_settings=smoke is None,
    )
    if os.environ.get("YENTA_BENCH"):
        # scripts/bench_ui.py: real pacing (60 FPS cap, normal animations) to measure frame work.
        options.uncapped = False
        options.animation_speed = os.environ.get("YENTA_BENCH_SPEED", "normal")
        options.ai_delay = float(os.environ.get("YENTA_BENCH_AI_DELAY", "0.2"))
        options.ai_mode = os.environ.get("YENTA_BENCH_AI_MODE", "process")
        idle = os.environ.get("YENTA_BENCH_IDLE_SECONDS")
        if idle:
            # The idle benchmark: the title screen alone, for a fixed time.
            options.max_frames = None
            options.max_seconds = float(idle)
    app = App(options)
    try:
        _start(app, args)
        app.run()
        if smoke is not None:
            print(_smoke_report(app))
        bench_out = os.environ.get("YENTA_BENCH_OUT")
        if bench_out:
            stats = app.timing()
            t0 = os.environ.get("YENTA_BENCH_T0")
            if t0 and app.first_frame_at is not None:
                # Wall time from the benchmark launching this process to the first flip.
                stats["first_frame_s"] = round(
                    time.time() - (time.perf_counter() - app.first_frame_at) - float(t0), 3
                )
            Path(bench_out).write_text(json.dumps(stats), encoding="utf-8")
    finally:
        app.close()
    return 0


def _smoke_report(app: App) -> str:
    """One line for the smoke test's output: frames, and how far the game on the table got."""
    from yenta_desktop.ui.shell.table_base import TableBase

    table = app.find(TableBase)
    progress = "no table"
    if table is not None:
        length = table.module.record_length(table.session.record())
        progress = (
            f"{table.session.game}: {length} {table.module.LENGTH_UNIT} done, {table.moves} moves"
        )
    timing = app.timing()
    return (
        f"smoke test: {app.frames} frames, mean {timing['frame_ms']['mean']} ms, "
        f"screen {type(app.top).__name__}, table: {progress}"
    )


def start_demo(
    app: App,
    game: str | None = None,
    seed: int | None = None,
    levels: tuple[str, ...] | None = None,
) -> Any:
    """Push an all-AI game of ``game`` (``--demo``; the smoke test at full speed)."""
    import random as _random

    from yenta_desktop.engine.registry import DEFAULT_GAME
    from yenta_desktop.session import GameSession, Seat
    from yenta_desktop.ui.games import game_ui
    from yenta_desktop.ui.shell.setup import default_names

    game = game or DEFAULT_GAME
    ui = game_ui(game)
    if levels is None and hasattr(ui, "demo_session"):
        session = ui.demo_session(seed)
    else:
        from yenta_desktop.ai.registry import levels_for
        from yenta_desktop.engine.registry import get_game

        module = get_game(game)
        count = max(module.MIN_PLAYERS, min(module.MAX_PLAYERS, 4))
        offered = levels_for(game) or ("random",)
        chosen = levels or tuple(offered[i % len(offered)] for i in range(count))
        names = default_names()
        seats = [Seat(names[i], "ai", level) for i, level in enumerate(chosen)]
        seed = seed if seed is not None else _random.SystemRandom().randrange(10**9)
        session = GameSession(seats, module.new_game(len(seats), seed=seed), game)
    scene = ui.TableScene(app, session, demo=True)
    app.push(scene)
    return scene


def _start(app: App, args: argparse.Namespace) -> None:
    from yenta_desktop.ui.shell.title import TitleScene

    app.push(TitleScene(app))
    game = getattr(args, "game", None)
    screenshot_dir = getattr(args, "screenshot_dir", None)
    if screenshot_dir:
        from yenta_desktop.ui.tour import Tour

        saved = Tour(app, Path(screenshot_dir)).run()
        print(f"saved {len(saved)} screenshots in {screenshot_dir}")
    if getattr(args, "resume", False):
        title = app.top
        if isinstance(title, TitleScene):
            title.continue_game(game)
            if app.top is title and app.flash is None:
                app.flash = tr("title.no_save_game" if game else "title.no_save")
    elif os.environ.get("YENTA_BENCH_IDLE_SECONDS"):
        return  # the idle benchmark stays on the title screen
    elif getattr(args, "smoke_test", None) is not None or getattr(args, "demo", False):
        levels = os.environ.get("YENTA_BENCH_LEVELS")
        start_demo(
            app,
            game,
            seed=None if getattr(args, "smoke_test", None) is None else 1,
            levels=tuple(levels.split(",")) if levels else None,
        )
    elif game is not None:
        title = app.top
        if isinstance(title, TitleScene):
            title.new_game(game)
