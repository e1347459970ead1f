"""The whole app starts with every kind of bad or unwritable file, and says what happened."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UILabel

from tests.storage.helpers import make_session
from yenta_desktop.cli import main
from yenta_desktop.storage import paths
from yenta_desktop.storage.saves import save_to_text
from yenta_desktop.ui import fonts
from yenta_desktop.ui.app import App, AppOptions
from yenta_desktop.ui.shell.title import TitleScene


def _write(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)


def _save() -> Path:
    return paths.data_dir() / "autosave-yenta.json"


def _valid_save() -> bytes:
    return save_to_text(make_session(6, 50)).encode()


CASES: dict[str, tuple[Callable[[], None], str]] = {
    "save_truncated": (
        lambda: _write(_save(), _valid_save()[:200]),
        "saved game could not be read",
    ),
    "save_empty": (lambda: _write(_save(), b""), "saved game could not be read"),
    "save_garbage": (
        lambda: _write(_save(), random.Random(1).randbytes(900)),
        "saved game could not be read",
    ),
    "save_newer": (
        lambda: _write(
            _save(), json.dumps({"format": "yenta-desktop-save", "version": 7}).encode()
        ),
        "newer version",
    ),
    "settings_not_json": (
        lambda: _write(paths.config_dir() / "settings.json", b"{{{"),
        "settings could not be read",
    ),
    "stats_wrong_types": (
        lambda: _write(
            paths.data_dir() / "stats.json",
            b'{"format": "yenta-desktop-stats", "version": 1, "players": [{"name": 3}]}',
        ),
        "statistics could not be read",
    ),
}


def _start() -> App:
    fonts.font.cache_clear()
    fonts._TEXT_CACHE.clear()
    app = App(AppOptions(raise_errors=True, ai_mode="inline", animation_speed="instant"))
    app.push(TitleScene(app))
    app.frame(1 / 60)
    return app


def _labels(app: App) -> list[str]:
    scene = app.top
    assert scene is not None and scene.root is not None
    return [e.text for e in scene.root.elements if isinstance(e, UILabel)]


def _continue_enabled(app: App) -> bool:
    scene = app.top
    for button in scene.focus_order:  # type: ignore[union-attr]
        if button.get_object_ids()[-1] == "#continue":
            return bool(button.is_enabled)
    raise AssertionError("no Continue button")


@pytest.mark.parametrize("case", sorted(CASES))
def test_app_starts_with_a_bad_file_and_shows_a_clear_message(case: str) -> None:
    prepare, expected = CASES[case]
    prepare()
    app = _start()
    try:
        assert any(expected in text for text in _labels(app)), _labels(app)
        assert not _continue_enabled(app)
        kept = [p.name for p in paths.data_dir().parent.rglob("*.bad-*")]
        assert len(kept) == 1
        assert any(kept[0] in text for text in _labels(app))
    finally:
        app.close()


def test_app_with_a_good_save_offers_continue_and_no_notice() -> None:
    _write(_save(), _valid_save())
    app = _start()
    try:
        assert _continue_enabled(app)
        assert not any("could not" in text for text in _labels(app))
    finally:
        app.close()


def test_app_starts_when_its_home_is_not_writable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("YENTA_DESKTOP_HOME", str(blocker))
    app = _start()
    try:
        assert any("cannot be saved" in text for text in _labels(app))
        assert app.store is not None and app.store.writable is False
    finally:
        app.close()
    fonts.font.cache_clear()
    fonts._TEXT_CACHE.clear()
    assert main(["--smoke-test", "20"]) == 0
    pygame.quit()
