"""Logging to a rotating file in the user log folder, and crash reports.

``setup_logging()`` is called once at start-up; ``write_crash_report(exc,
session)`` is called by the app's top-level handler for an uncaught exception:
it writes the traceback, the game record and the full session snapshot (dice
and random generator state included) so the crash can be reproduced.
"""

from __future__ import annotations

import json
import logging
import logging.handlers
import platform
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from yenta_desktop import __version__
from yenta_desktop.storage import paths
from yenta_desktop.storage.atomic import atomic_write_text

LOG_NAME = "yenta-desktop.log"
_MAX_BYTES = 1_000_000
_BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_handler: logging.Handler | None = None
_log_path: Path | None = None


def log_file() -> Path | None:
    """The log file :func:`setup_logging` writes to (None before it, or when logging to stderr)."""
    return _log_path


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Log to ``log_dir()/yenta-desktop.log`` (rotated, 3 backups); None when that folder
    cannot be written and the log goes to stderr instead. Calling it again replaces the handler.
    """
    global _handler, _log_path
    root = logging.getLogger()
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
        _handler = None
    path: Path | None = paths.log_dir() / LOG_NAME
    handler: logging.Handler
    try:
        assert path is not None
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=_MAX_BYTES, backupCount=_BACKUPS, encoding="utf-8"
        )
    except OSError:
        path = None
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    _handler = handler
    _log_path = path
    logging.getLogger(__name__).info(
        "Yenta Desktop %s on Python %s, %s",
        __version__,
        platform.python_version(),
        platform.platform(),
    )
    if path is None:
        logging.getLogger(__name__).warning("log folder %s is not writable", paths.log_dir())
    return path


def crash_report_text(exc: BaseException, session: Any = None) -> str:
    """The text of a crash report: versions, traceback, then the game (if any)."""
    lines = [
        f"Yenta Desktop {__version__} crash report, {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"Python {platform.python_version()} on {platform.platform()}",
        "",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)),
    ]
    if session is not None:
        for title, getter in (("Game record", "record"), ("Session snapshot", "to_dict")):
            try:
                data = getattr(session, getter)()
                lines += [f"--- {title} ---", json.dumps(data, ensure_ascii=False), ""]
            except Exception as error:  # noqa: BLE001 - a crash report must not crash
                lines += [f"--- {title}: unavailable ({error!r}) ---", ""]
    return "\n".join(lines)


def write_crash_report(exc: BaseException, session: Any = None) -> Path | None:
    """Write ``crash-YYYYMMDD-HHMMSS.txt`` into the log folder; its path, or None if unwritable."""
    text = crash_report_text(exc, session)
    # The traceback as text, made encodable: a lone surrogate in a name would otherwise stop
    # every log handler that writes UTF-8 (the log file, a test runner's capture).
    trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    safe = trace.encode("utf-8", "backslashreplace").decode("utf-8")
    logging.getLogger(__name__).error("uncaught exception\n%s", safe.rstrip())
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        path = paths.log_dir() / f"crash-{stamp}{f'-{attempt}' if attempt else ''}.txt"
        if path.exists():
            continue
        try:
            atomic_write_text(path, text)
        except OSError:
            sys.stderr.write(text)
            return None
        return path
    return None
