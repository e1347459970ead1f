"""Fixtures for headless scene tests: an App with inline AI and a private data folder."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from yenta_desktop.ui.app import App, AppOptions


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Saves, settings and statistics go to a temporary folder."""
    monkeypatch.setenv("YENTA_DESKTOP_HOME", str(tmp_path / "home"))
    # The export file dialog (and anything else) must never reach the real home folder:
    # a monkey test once picked ~/.gitconfig in it and pressed OK.
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    (tmp_path / "user").mkdir(exist_ok=True)
    return tmp_path / "home"


@pytest.fixture
def make_app(home) -> Iterator:
    """Build apps (closed at the end of the test)."""
    apps: list[App] = []

    def build(speed: str = "instant", size: tuple[int, int] = (1280, 720), **options) -> App:
        opts = AppOptions(
            size=size,
            raise_errors=True,
            ai_mode="inline",
            animation_speed=speed,
            ai_delay=0.0,
            undo_grace=0.0,
        )
        for key, value in options.items():
            setattr(opts, key, value)
        app = App(opts)
        apps.append(app)
        return app

    yield build
    for app in apps:
        app.close()
