"""Every hostile-input test gets a private YENTA_DESKTOP_HOME, English texts and no old notices."""

from __future__ import annotations

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
    notices.clear()
    yield root
    notices.clear()
    i18n.set_language(previous)
