"""The coach runner: every table's coach, hints and aid computed off the frame.

A table asks :meth:`CoachRunner.ask` (or checks :meth:`~CoachRunner.asked` first, to
build a costly question's arguments once) with a *key* (what the answer depends on:
the game step, the seat, the dice) and a function; the runner answers from its
cache when it has that key's result, else queues the question for its one
background thread and answers None ("thinking") until the result is in. A newer
question drops every older one still waiting (the position changed: nobody
wants the old answer), and a late result of an old key is kept only in the
cache, never shown for the new position. A failing question is logged and
answered None (a coach is a help, never a reason to fail). Each answer of the thread
wakes a still window (:func:`~yenta_desktop.ui.wake.result_ready`).

With ``inline=True`` (the tests' ``ai_mode="inline"``) a question is answered at
once on the caller's thread, so tests are deterministic.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

from yenta_desktop.ui.wake import result_ready

log = logging.getLogger(__name__)

#: Answers kept per runner (a few positions back: Undo and the review come back to them).
CACHE_SIZE = 64
_FAILED = object()


class CoachRunner:
    """One background thread answering the coach's questions, newest first."""

    def __init__(self, inline: bool = False, name: str = "coach") -> None:
        self.inline = inline
        self.name = name
        self._lock = threading.Condition()
        self._cache: OrderedDict[Hashable, Any] = OrderedDict()
        self._pending: tuple[Hashable, Callable[..., Any], tuple[Any, ...]] | None = None
        self._running: Hashable | None = None
        self._thread: threading.Thread | None = None
        self._closed = False

    def ask(self, key: Hashable, work: Callable[..., Any], *args: Any) -> Any | None:
        """The answer of ``work(*args)`` for ``key`` if it is in, else None (it is asked)."""
        with self._lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                value = self._cache[key]
                return None if value is _FAILED else value
            if self._closed:
                return None
            if not self.inline:
                if self._running != key and (self._pending is None or self._pending[0] != key):
                    self._pending = (key, work, args)  # drops an older question not yet started
                    self._start()
                    self._lock.notify()
                return None
        value = self._run(work, args)
        self._store(key, value)
        return None if value is _FAILED else value

    def asked(self, key: Hashable) -> bool:
        """Whether ``key`` was asked already (answered, being answered or waiting): the
        caller need not build the question's arguments again."""
        with self._lock:
            return (
                key in self._cache
                or self._running == key
                or (self._pending is not None and self._pending[0] == key)
            )

    def get(self, key: Hashable) -> Any | None:
        """The answer for ``key`` if it is in (None otherwise or if it failed)."""
        with self._lock:
            value = self._cache.get(key)
            return None if value is _FAILED else value

    def ready(self, key: Hashable) -> bool:
        """Whether the answer for ``key`` is in."""
        with self._lock:
            return key in self._cache

    def busy(self) -> bool:
        """Whether a question is waiting or being answered."""
        with self._lock:
            return self._pending is not None or self._running is not None

    def wait(self, timeout: float = 10.0) -> bool:
        """Block until nothing is waiting or running (tests, the tour); True if idle."""
        with self._lock:
            return self._lock.wait_for(
                lambda: self._pending is None and self._running is None, timeout
            )

    def close(self) -> None:
        """Stop the thread once its current question is done (the table is left)."""
        with self._lock:
            self._closed = True
            self._pending = None
            self._lock.notify_all()

    # ------------------------------------------------------------ the thread
    def _start(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._loop, name=self.name, daemon=True)
            self._thread.start()

    def _loop(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._closed)
                if self._closed:
                    self._running = None
                    self._lock.notify_all()
                    return
                assert self._pending is not None
                key, work, args = self._pending
                self._pending = None
                self._running = key
            value = self._run(work, args)
            self._store(key, value)
            with self._lock:
                self._running = None
                self._lock.notify_all()
            result_ready(self.name)  # a still table shows the answer without waiting for input

    def _run(self, work: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        try:
            return work(*args)
        except Exception:  # noqa: BLE001 - a coach is a help, never a reason to fail
            log.exception("the coach's question %s failed", getattr(work, "__name__", work))
            return _FAILED

    def _store(self, key: Hashable, value: Any) -> None:
        with self._lock:
            self._cache[key] = value
            self._cache.move_to_end(key)
            while len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
