"""The optional services other modules provide (storage, settings, audio, crash reports).

Each is looked up when the app starts; while a module does not exist yet the
game runs without it (no autosave, default settings, silence). Nothing here
re-implements those services.
"""

from __future__ import annotations

import importlib
import logging
from types import SimpleNamespace
from typing import Any

log = logging.getLogger(__name__)

#: Used only while yenta_desktop.storage.settings does not exist.
DEFAULT_SETTINGS = {
    "window_mode": "windowed",
    "ui_scale": 1.0,
    "animation_speed": "normal",
    "ai_delay": 0.8,
    "sound": True,
    "volume": 0.8,
    "language": "en",
    "dice_style": "classic",
}


def _find(name: str, modules: tuple[str, ...]) -> Any:
    for module_name in modules:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name and module_name.startswith(error.name):
                continue
            raise
        found = getattr(module, name, None)
        if found is not None:
            return found
    return None


_STORAGE = (
    "yenta_desktop.storage",
    "yenta_desktop.storage.saves",
    "yenta_desktop.storage.save",
    "yenta_desktop.storage.stats",
    "yenta_desktop.storage.statistics",
    "yenta_desktop.storage.settings",
)


def load_settings() -> Any:
    """The player's settings, or the defaults while the settings module is missing."""
    loader = _find("load_settings", ("yenta_desktop.storage.settings", "yenta_desktop.storage"))
    if loader is not None:
        try:
            return loader()
        except Exception:  # noqa: BLE001 - a bad settings file must not stop the game
            log.exception("could not load settings; using defaults")
    return SimpleNamespace(**DEFAULT_SETTINGS)


def setting(settings: Any, name: str) -> Any:
    """One setting, with the default when the settings object lacks it."""
    return getattr(settings, name, DEFAULT_SETTINGS.get(name))


def save_store() -> Any:
    """The autosave store (``has_save``, ``save``, ``load``, ``notice``...) or None."""
    cls = _find("SaveStore", _STORAGE)
    if cls is None:
        return None
    try:
        return cls()
    except Exception:  # noqa: BLE001
        log.exception("could not open the save store")
        return None


def stats_store() -> Any:
    """The statistics store (``record_game``) or None."""
    cls = _find("StatsStore", _STORAGE)
    if cls is None:
        return None
    try:
        return cls()
    except Exception:  # noqa: BLE001
        log.exception("could not open the statistics store")
        return None


class _Silence:
    """Stands in for the audio module: plays nothing."""

    def play(self, name: str) -> None:
        """Do nothing."""


def audio(settings: Any) -> Any:
    """``yenta_desktop.ui.audio.Audio(settings)`` if it exists, else silence."""
    cls = _find("Audio", ("yenta_desktop.ui.audio",))
    if cls is None:
        return _Silence()
    try:
        return cls(settings)
    except Exception:  # noqa: BLE001 - no sound device is not an error
        log.exception("audio unavailable")
        return _Silence()


def write_crash_report(exc: BaseException, session: Any) -> str | None:
    """Write a crash report through yenta_desktop.logsetup; returns its path as text, or None."""
    writer = _find("write_crash_report", ("yenta_desktop.logsetup",))
    if writer is None:
        return None
    try:
        result = writer(exc, session)
    except Exception:  # noqa: BLE001 - reporting a crash must not crash
        log.exception("could not write the crash report")
        return None
    return None if result is None else str(result)


def log_file_path() -> str | None:
    """The log file the player can send with a bug report, if logging is set up."""
    finder = _find("log_file", ("yenta_desktop.logsetup",))
    if finder is None:
        return None
    try:
        return str(finder() if callable(finder) else finder)
    except Exception:  # noqa: BLE001
        return None


def setup_logging() -> None:
    """Start the log file through yenta_desktop.logsetup, if it exists."""
    setup = _find("setup_logging", ("yenta_desktop.logsetup",))
    if setup is not None:
        try:
            setup()
        except Exception:  # noqa: BLE001 - no log file is not fatal
            log.exception("could not set up logging")
