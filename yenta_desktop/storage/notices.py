"""Start-up problems of the stored files, collected for the title screen.

Loading settings, statistics or the autosave may find a bad file; each loader
puts it aside and calls :func:`add` with a translation key. ``SaveStore.notice``
shows all of them (translated when read, so they follow a language switch).
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.i18n import tr

_pending: list[tuple[str, dict[str, Any]]] = []


def add(key: str, **values: Any) -> None:
    """Record a problem to tell the player about (the same one only once)."""
    entry = (key, values)
    if entry not in _pending:
        _pending.append(entry)


def replace(key: str, **values: Any) -> None:
    """Record a problem, replacing an earlier one of the same key (a count that grew)."""
    _pending[:] = [entry for entry in _pending if entry[0] != key]
    _pending.append((key, values))


def texts() -> list[str]:
    """Every recorded problem, translated into the current language."""
    return [tr(key, **values) for key, values in _pending]


def clear() -> None:
    """Forget every recorded problem (the player has seen them)."""
    _pending.clear()
