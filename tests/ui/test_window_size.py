"""Settings: Window size. The choice is applied at once, kept in settings.json, and the
real window asks for it at the next start (the dummy driver gives any size asked)."""

from __future__ import annotations

import json

import pygame
import pygame_gui

from yenta_desktop.storage import paths
from yenta_desktop.storage.settings import load_settings
from yenta_desktop.ui import driver
from yenta_desktop.ui.shell.settings import SettingsScene, window_sizes


def button(scene, object_id: str):
    for candidate in scene.focus_order:
        if candidate.get_object_ids()[-1] == object_id:
            return candidate
    raise AssertionError(f"no button {object_id}")


def press(app, widget) -> None:
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": widget}))
    app.frame(1 / 60)


def test_the_sizes_offered_fit_the_screen():
    assert window_sizes((1366, 768)) == ("1024x640", "1280x720")
    assert window_sizes((1920, 1080)) == ("1024x640", "1280x720", "1600x900", "1920x1080")
    assert window_sizes((800, 600)) == ("1024x640", "1280x720")  # the two smallest always


def test_window_size_is_applied_at_once_kept_and_asked_for_at_the_next_start(make_app):
    app = make_app(size=(1280, 720))
    scene = app.push(SettingsScene(app))
    driver.frames(app, 1)
    assert button(scene, "#window_size").text == "1280 × 720"
    press(app, button(scene, "#window_size"))  # 1280x720 -> the next size that fits
    sizes = window_sizes()
    expected = sizes[(sizes.index("1280x720") + 1) % len(sizes)]
    assert app.settings.window_size == expected
    width, height = (int(v) for v in expected.split("x"))
    assert app.size == (width, height)  # applied at once
    assert button(app.top, "#window_size").text == f"{width} × {height}"
    stored = json.loads((paths.config_dir() / "settings.json").read_text(encoding="utf-8"))
    assert stored["window_size"] == expected and load_settings().window_size == expected
    app.close()
    # The next start: the real window opens at the kept size; tests' apps keep theirs.
    again = make_app(size=(1280, 720), size_from_settings=True)
    assert again.size == (width, height)
    assert make_app(size=(1280, 720)).size == (1280, 720)


def test_a_bad_window_size_in_the_file_is_the_default(home):
    paths.config_dir().mkdir(parents=True, exist_ok=True)
    (paths.config_dir() / "settings.json").write_text(
        json.dumps({"window_size": "99999x3"}), encoding="utf-8"
    )
    assert load_settings().window_size == "1280x720"
