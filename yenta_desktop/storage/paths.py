"""Where the game keeps its files: the platformdirs folders of the app ``yenta-desktop``.

Setting the environment variable ``YENTA_DESKTOP_HOME`` moves all three folders
under it (``$YENTA_DESKTOP_HOME/data``, ``/config``, ``/logs``): tests and the
smoke test use it so they never touch the player's real files.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "yenta-desktop"
HOME_VARIABLE = "YENTA_DESKTOP_HOME"


def _override(sub: str) -> Path | None:
    home = os.environ.get(HOME_VARIABLE)
    return Path(home) / sub if home else None


def data_dir() -> Path:
    """The folder for the autosave, statistics and the history of finished games."""
    return _override("data") or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The folder for settings.json."""
    return _override("config") or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """The folder for the log file and crash reports."""
    return _override("logs") or Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
