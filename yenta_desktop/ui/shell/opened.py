"""Stores the app opens on first use (the daily results, the daily and tournament save slots)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


def opened(
    app: Any, attr: str, open_: Callable[[], T], what: str, needs_store: bool = False
) -> T | None:
    """The app's ``attr``, opened by ``open_()`` on first use (with ``needs_store``: only when
    the app has a store), or None when it cannot be (logged as "could not open ``what``")."""
    found: T | None = getattr(app, attr, None)
    if found is None and (not needs_store or getattr(app, "store", None) is not None):
        try:
            found = open_()
        except Exception:  # noqa: BLE001 - the screens work without it
            log.exception("could not open %s", what)
            return None
        setattr(app, attr, found)
    return found
