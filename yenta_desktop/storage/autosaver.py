"""Autosave off the frame loop: snapshots go to a background thread that writes the latest one.

Writing (JSON plus fsync) can take tens of milliseconds; a frame has 16. The
snapshot is a cloned state, so the game can go on while it is written.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from yenta_desktop.session import GameSession

log = logging.getLogger(__name__)


class Autosaver:
    """Saves the newest submitted session through ``store.save`` in a daemon thread."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self._latest: GameSession | None = None
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._idle = threading.Event()
        self._idle.set()
        self._stop = False
        self._thread: threading.Thread | None = None
        self.saved = 0

    def submit(self, session: GameSession) -> None:
        """Queue a snapshot of ``session`` (older unsaved snapshots are dropped)."""
        if self.store is None or not getattr(self.store, "writable", True):
            return
        snapshot = session.snapshot()
        with self._lock:
            self._latest = snapshot
            self._idle.clear()
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, daemon=True, name="yenta-autosave")
            self._thread.start()
        self._wake.set()

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            with self._lock:
                session, self._latest = self._latest, None
            if session is not None:
                try:
                    self.store.save(session)
                    self.saved += 1
                except Exception:  # noqa: BLE001 - a failed autosave is logged, never fatal
                    log.exception("autosave failed")
            with self._lock:
                if self._latest is None:
                    self._idle.set()
                else:
                    self._wake.set()
            if self._stop and self._latest is None:
                return

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until the newest snapshot is on disk; False if that took longer than ``timeout``."""
        return self._idle.wait(timeout)

    def close(self) -> None:
        """Flush and stop the thread."""
        self.flush()
        self._stop = True
        self._wake.set()
