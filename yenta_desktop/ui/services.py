"""What the window uses from outside the UI, each behind one call that never raises:
settings, the save and statistics stores, sound, crash reports and the log file.

A service that cannot start (an unreadable data folder, no sound device)
leaves the game running without it: no autosave, silence. The settings'
defaults are the ones in :mod:`yenta_desktop.storage.settings`, nowhere else.
"""

from __future__ import annotations

import logging
from typing import Any

from yenta_desktop import logsetup
from yenta_desktop.storage.saves import SaveStore
from yenta_desktop.storage.settings import Settings
from yenta_desktop.storage.settings import load_settings as _load_settings
from yenta_desktop.storage.stats import StatsStore

log = logging.getLogger(__name__)

_DEFAULTS = Settings()


def load_settings() -> Settings:
    """The player's settings (defaults when the file is missing or bad)."""
    try:
        return _load_settings()
    except Exception:  # noqa: BLE001 - a bad settings file must not stop the game
        log.exception("could not load settings; using defaults")
        return Settings()


def setting(settings: Any, name: str) -> Any:
    """One setting, with its default when the settings object lacks it."""
    return getattr(settings, name, getattr(_DEFAULTS, name, None))


def save_store() -> SaveStore | None:
    """The autosaves and the history, or None when the store cannot start."""
    try:
        return SaveStore()
    except Exception:  # noqa: BLE001
        log.exception("could not open the save store")
        return None


def stats_store() -> StatsStore | None:
    """The statistics store, or None when it cannot start."""
    try:
        return StatsStore()
    except Exception:  # noqa: BLE001
        log.exception("could not open the statistics store")
        return None


class _Silence:
    """Stands in for the audio module: plays nothing."""

    available = False

    def play(self, name: str) -> None:
        """Do nothing."""

    def apply_settings(self, settings: Any) -> None:
        """Nothing to apply."""


def audio(settings: Any) -> Any:
    """The sound effects player, or silence when there is no sound device."""
    try:
        from yenta_desktop.ui.audio import Audio

        return Audio(settings)
    except Exception:  # noqa: BLE001 - no sound device is not an error
        log.exception("audio unavailable")
        return _Silence()


def write_crash_report(exc: BaseException, session: Any) -> str | None:
    """Write a crash report; returns its path as text, or None."""
    try:
        result = logsetup.write_crash_report(exc, session)
    except Exception:  # noqa: BLE001 - reporting a crash must not crash
        log.exception("could not write the crash report")
        return None
    return None if result is None else str(result)


def log_file_path() -> str | None:
    """The log file the player can send with a bug report, if logging is set up."""
    try:
        path = logsetup.log_file()
    except Exception:  # noqa: BLE001
        return None
    return None if path is None else str(path)


def setup_logging() -> None:
    """Start the log file."""
    try:
        logsetup.setup_logging()
    except Exception:  # noqa: BLE001 - no log file is not fatal
        log.exception("could not set up logging")
