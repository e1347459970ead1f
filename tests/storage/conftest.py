"""Fixtures for the storage tests: a private YENTA_DESKTOP_HOME and seeded games."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from yenta_desktop import i18n
from yenta_desktop.storage import notices


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point every storage folder into a fresh temporary home; English texts."""
    root = tmp_path / "home"
    monkeypatch.setenv("YENTA_DESKTOP_HOME", str(root))
    previous = i18n.current_language()
    i18n.set_language("en")
    handlers = list(logging.getLogger().handlers)
    notices.clear()
    yield root
    notices.clear()
    i18n.set_language(previous)
    for handler in logging.getLogger().handlers:
        if handler not in handlers:
            logging.getLogger().removeHandler(handler)
            handler.close()
