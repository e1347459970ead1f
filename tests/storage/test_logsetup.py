"""Logging to the user log folder, its stderr fallback, and crash reports."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from tests.storage.helpers import make_session
from yenta_desktop import logsetup
from yenta_desktop.storage import paths


def test_log_goes_to_a_file_in_the_log_folder() -> None:
    path = logsetup.setup_logging()
    assert path == paths.log_dir() / "yenta-desktop.log"
    assert logsetup.log_file() == path
    logging.getLogger("yenta_desktop.test").warning("hello from the test")
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "hello from the test" in path.read_text(encoding="utf-8")
    # Setting up twice does not log every line twice.
    logsetup.setup_logging()
    logging.getLogger("yenta_desktop.test").warning("only once")
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert path.read_text(encoding="utf-8").count("only once") == 1


def test_unwritable_log_folder_falls_back_to_stderr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("YENTA_DESKTOP_HOME", str(blocker))
    assert logsetup.setup_logging() is None
    assert logsetup.log_file() is None
    assert logsetup.write_crash_report(RuntimeError("boom")) is None


def test_crash_report_has_the_traceback_and_the_game() -> None:
    session = make_session(5, 40)
    try:
        raise RuntimeError("the table fell over")
    except RuntimeError as error:
        path = logsetup.write_crash_report(error, session)
    assert path is not None and path.parent == paths.log_dir()
    text = path.read_text(encoding="utf-8")
    assert "RuntimeError: the table fell over" in text
    assert "Traceback" in text and "yenta-record" in text and "yenta-session" in text


def test_crash_report_survives_a_broken_session() -> None:
    class Broken:
        def record(self) -> None:
            raise ValueError("no record")

        def to_dict(self) -> None:
            raise ValueError("no dict")

    path = logsetup.write_crash_report(KeyError("x"), Broken())
    assert path is not None and "unavailable" in path.read_text(encoding="utf-8")


def test_an_uncaught_error_in_the_window_writes_a_report_and_shows_the_error_screen() -> None:
    from yenta_desktop.ui import fonts
    from yenta_desktop.ui.app import App, AppOptions
    from yenta_desktop.ui.shell.base import Scene
    from yenta_desktop.ui.shell.error import ErrorScene

    class Broken(Scene):
        session = make_session(9, 30)

        def update(self, dt: float) -> None:
            raise ZeroDivisionError("the dice rolled off the table")

    fonts.font.cache_clear()
    fonts._TEXT_CACHE.clear()
    logsetup.setup_logging()
    app = App(AppOptions(raise_errors=False, ai_mode="inline"))
    try:
        app.push(Broken(app))
        app.frame(1 / 60)
        assert isinstance(app.top, ErrorScene)
        reports = list(paths.log_dir().glob("crash-*.txt"))
        assert len(reports) == 1 and app.top.report == str(reports[0])
        text = reports[0].read_text(encoding="utf-8")
        assert "ZeroDivisionError: the dice rolled off the table" in text
        assert '"format": "yenta-record"' in text
        app.frame(1 / 60)  # the error screen draws
    finally:
        app.close()
